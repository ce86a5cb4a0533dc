extension TypedThrowsExpectation {
  /// Makes each call return what `answer` computes from the call's
  /// arguments.
  ///
  /// ```swift
  /// mock.expect(errorType: StoreError.self) { try $0.load(id: any()) }
  ///   .returning { (id: Int) in Record(id: id) }
  /// ```
  ///
  /// It works as ``Expectation/returning(fileID:filePath:line:column:_:)``
  /// does.
  ///
  /// - Parameters:
  ///   - fileID: The file ID a misuse is reported at.
  ///   - filePath: The file path a misuse is reported at.
  ///   - line: The line a misuse is reported at.
  ///   - column: The column a misuse is reported at.
  ///   - answer: What the call returns, computed from its action arguments.
  /// - Returns: This expectation, to chain.
  @discardableResult
  public func returning<each Argument>(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ answer: @escaping (repeat each Argument) -> Result
  ) -> Self {
    expectation.returning(fileID: fileID, filePath: filePath, line: line, column: column, answer)
    return self
  }

  /// Makes each call return what `answer` computes from the call's
  /// arguments, or throw what it throws, of the member's error type.
  ///
  /// ```swift
  /// mock.expect(errorType: StoreError.self) { try $0.load(id: any()) }
  ///   .answering { (id: Int) throws(StoreError) in
  ///     guard id > 0 else { throw .notFound }
  ///     return Record(id: id)
  ///   }
  /// ```
  ///
  /// The closure throws only a `Failure`, so `throw .notFound` needs no
  /// type. Swift infers `any Error` for a closure that throws, so write the
  /// type in its signature, `throws(StoreError)`. It works as
  /// ``Expectation/answering(fileID:filePath:line:column:_:)`` does.
  ///
  /// - Parameters:
  ///   - fileID: The file ID a misuse is reported at.
  ///   - filePath: The file path a misuse is reported at.
  ///   - line: The line a misuse is reported at.
  ///   - column: The column a misuse is reported at.
  ///   - answer: What the call returns or throws, computed from its action arguments.
  /// - Returns: This expectation, to chain.
  @discardableResult
  public func answering<each Argument>(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ answer: @escaping (repeat each Argument) throws(Failure) -> Result
  ) -> Self {
    expectation.answering(fileID: fileID, filePath: filePath, line: line, column: column, answer)
    return self
  }
}
