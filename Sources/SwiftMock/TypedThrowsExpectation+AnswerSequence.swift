extension TypedThrowsExpectation {
  /// Makes the calls return the values in order, one each, and the last one
  /// every later call.
  ///
  /// ```swift
  /// stub.given(errorType: StoreError.self) { try $0.next() }.returning(1, 2, 3)
  /// ```
  ///
  /// It works as ``Expectation/returning(_:_:_:fileID:filePath:line:column:)``
  /// does.
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
  ) -> Self {
    expectation.setSequence(
      ([first, second] + more).map { .success($0) }, written: ".returning(…)",
      at: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    return self
  }

  /// Makes the calls return or throw what the results say, in order, one
  /// each, and the last one every later call; the errors are of the
  /// member's error type.
  ///
  /// ```swift
  /// stub.given(errorType: StoreError.self) { try $0.open() }
  ///   .answering(with: .failure(.locked), .success("open"))
  /// ```
  ///
  /// It works as ``Expectation/answering(with:_:_:fileID:filePath:line:column:)``
  /// does.
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
    with first: Swift.Result<Result, Failure>,
    _ second: Swift.Result<Result, Failure>,
    _ more: Swift.Result<Result, Failure>...,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Self {
    let results = ([first, second] + more).map { $0.mapError { $0 as any Error } }
    let hasFailure = results.contains { if case .failure = $0 { true } else { false } }
    // A block that named another error type than the member's has been
    // reported: the member cannot throw these errors.
    guard !(ignoresErrors && hasFailure) else { return self }
    expectation.setSequence(
      results, written: ".answering(with: …)",
      at: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    return self
  }
}
