extension TypedThrowsExpectation {
  /// Makes the expected call return the value of a `.success`, or throw the
  /// error of a `.failure`, of the member's error type.
  ///
  /// ```swift
  /// mock.expect(errorType: StoreError.self) { try $0.open() }.answering(with: .failure(.locked))
  /// mock.expect(errorType: StoreError.self) { try $0.open() }.answering(with: .success("open"))
  /// ```
  ///
  /// `.success(value)` is ``returning(_:fileID:filePath:line:column:)`` and
  /// `.failure(error)` is ``throwing(_:fileID:filePath:line:column:)``.
  ///
  /// - Parameters:
  ///   - result: What the call returns or throws.
  ///   - fileID: The file ID a misuse is reported at.
  ///   - filePath: The file path a misuse is reported at.
  ///   - line: The line a misuse is reported at.
  ///   - column: The column a misuse is reported at.
  /// - Returns: This expectation, to chain.
  @discardableResult
  public func answering(
    with result: Swift.Result<Result, Failure>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Self {
    switch result {
    case .success(let value):
      expectation.returning(value, fileID: fileID, filePath: filePath, line: line, column: column)
    case .failure(let error) where !ignoresErrors:
      expectation.answering(
        with: .failure(error), fileID: fileID, filePath: filePath, line: line, column: column)
    case .failure:
      // The block named another error type than the member's, which has
      // been reported: the member cannot throw this one.
      break
    }
    return self
  }
}
