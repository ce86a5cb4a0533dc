extension Expectation {
  /// Makes the expected call return the value of a `.success`, or throw the
  /// error of a `.failure`.
  ///
  /// ```swift
  /// mock.expect { $0.count() }.answering(with: .success(3))
  /// mock.expect { try $0.load() }.answering(with: .failure(LoadError.offline))
  /// mock.expect { try $0.load() }.answering(with: cannedResult)
  /// ```
  ///
  /// `.success(value)` is ``returning(_:fileID:filePath:line:column:)`` and
  /// `.failure(error)` is ``throwing(_:fileID:filePath:line:column:)``. A
  /// member that cannot throw cannot answer with a `.failure`; giving it one
  /// fails the test at this line, and the error is ignored:
  ///
  /// ```text
  /// [TestProtocol] .answering(with: .failure(offline)) is set on count(), which cannot throw; the error is ignored.
  /// ```
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
    with result: Swift.Result<Result, any Error>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Expectation<Result> {
    let location = SourceCodeLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    switch result {
    case .success(let value):
      setValue(value, written: ".answering(with: …)", at: location)
    case .failure(let error):
      setError(
        error, written: ".answering(with: …)", misuse: { ".answering(with: .failure(\(error)))" },
        at: location)
    }
    return self
  }

  /// Makes the expected call return the value of a `.success`, or throw the
  /// error of a `.failure`, for a `Result` whose error type is concrete.
  ///
  /// ```swift
  /// let canned: Result<Data, LoadError> = .failure(.offline)
  /// mock.expect { try $0.load() }.answering(with: canned)
  /// ```
  ///
  /// It works as the form that takes a `Result` whose error is `any Error`
  /// does: a `.failure`, for a member that cannot throw, is reported at
  /// this line and ignored.
  ///
  /// - Parameters:
  ///   - result: What the call returns or throws.
  ///   - fileID: The file ID a misuse is reported at.
  ///   - filePath: The file path a misuse is reported at.
  ///   - line: The line a misuse is reported at.
  ///   - column: The column a misuse is reported at.
  /// - Returns: This expectation, to chain.
  @discardableResult
  public func answering<Failure: Error>(
    with result: Swift.Result<Result, Failure>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Expectation<Result> {
    answering(
      with: result.mapError { $0 as any Error }, fileID: fileID, filePath: filePath, line: line,
      column: column)
  }
}
