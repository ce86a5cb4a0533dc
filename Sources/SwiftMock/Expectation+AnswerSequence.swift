extension Expectation {
  /// Makes the calls return the values in order, one each, and the last one
  /// every later call.
  ///
  /// ```swift
  /// stub.given { $0.next() }.returning(1, 2, 3)         // 1, 2, 3, 3, 3, …
  /// mock.expect { $0.next() }.times(3).returning(1, 2, 3)
  /// mock.allow { $0.status() }.returning(.loading, .loaded)
  /// ```
  ///
  /// Use it on an answer that takes many calls: a stub's or spy's `given`, a
  /// mock's `allow`, or an `expect` with a count. The sequence starts with
  /// the first call after it is set. Calls made at once, on several threads
  /// or tasks, each take the next value: none is given twice, none is
  /// skipped.
  ///
  /// - Parameters:
  ///   - first: What the first call returns.
  ///   - second: What the second call returns.
  ///   - more: What the calls after it return, in order; the last value is
  ///     returned by every later call.
  ///   - fileID: The file ID a misuse is reported at.
  ///   - filePath: The file path a misuse is reported at.
  ///   - line: The line a misuse is reported at.
  ///   - column: The column a misuse is reported at.
  /// - Returns: This expectation, to chain.
  @discardableResult
  public func returning(
    _ first: Result,
    _ second: Result,
    _ more: Result...,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Expectation<Result> {
    setSequence(
      ([first, second] + more).map { .success($0) }, written: ".returning(…)",
      at: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    return self
  }

  /// Makes the calls return or throw what the results say, in order, one
  /// each, and the last one every later call.
  ///
  /// ```swift
  /// stub.given { try $0.load() }
  ///   .answering(with: .failure(LoadError.offline), .failure(LoadError.offline), .success(data))
  /// ```
  ///
  /// It takes calls as ``returning(_:_:_:fileID:filePath:line:column:)``
  /// does. A member that cannot throw cannot answer with a `.failure`;
  /// giving it one fails the test at this line, and the whole sequence is
  /// ignored:
  ///
  /// ```text
  /// [TestProtocol] .answering(with: …) is set on count(), which cannot throw, and its answer 2 is .failure(offline); the answers are ignored.
  /// ```
  ///
  /// - Parameters:
  ///   - first: What the first call returns or throws.
  ///   - second: What the second call returns or throws.
  ///   - more: What the calls after it return or throw, in order; the last
  ///     one answers every later call.
  ///   - fileID: The file ID a misuse is reported at.
  ///   - filePath: The file path a misuse is reported at.
  ///   - line: The line a misuse is reported at.
  ///   - column: The column a misuse is reported at.
  /// - Returns: This expectation, to chain.
  @discardableResult
  public func answering(
    with first: Swift.Result<Result, any Error>,
    _ second: Swift.Result<Result, any Error>,
    _ more: Swift.Result<Result, any Error>...,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Expectation<Result> {
    setSequence(
      [first, second] + more, written: ".answering(with: …)",
      at: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    return self
  }
}
