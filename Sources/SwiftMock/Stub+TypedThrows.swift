extension Stub {
  /// Gives the stub an answer for the call of a member with a typed
  /// `throws(Failure)`, however often it comes, with a `.throwing` that takes
  /// only a `Failure`.
  ///
  /// ```swift
  /// store.given(errorType: StoreError.self) { try $0.load() }.throwing(.offline)
  /// ```
  ///
  /// - Parameters:
  ///   - errorType: The type the member throws, as its `throws(…)` clause names it.
  ///   - fileID: The file ID failures about the block are reported at.
  ///   - filePath: The file path failures about the block are reported at.
  ///   - line: The line failures about the block are reported at.
  ///   - column: The column failures about the block are reported at.
  ///   - call: A block that makes the call on the stub it is given.
  /// - Returns: The answer, to configure with `.returning`, `.throwing` or `.doing`.
  @discardableResult
  public func given<Result, Failure: Error>(
    errorType: Failure.Type,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ call: (inout P) throws -> Result
  ) -> TypedThrowsExpectation<Result, Failure> {
    let location = SourceCodeLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    return recordTyped("given", Failure.self, at: location) {
      given(fileID: fileID, filePath: filePath, line: line, column: column, call)
    }
  }

  /// Gives the stub an answer for the call of an `async` member with a typed
  /// `throws(Failure)`, however often it comes, with a `.throwing` that takes
  /// only a `Failure`.
  ///
  /// ```swift
  /// await api.given(errorType: FetchError.self) { try await $0.fetch() }.throwing(.offline)
  /// ```
  ///
  /// - Parameters:
  ///   - errorType: The type the member throws, as its `throws(…)` clause names it.
  ///   - isolation: The actor the block runs on; the caller's, by default.
  ///   - fileID: The file ID failures about the block are reported at.
  ///   - filePath: The file path failures about the block are reported at.
  ///   - line: The line failures about the block are reported at.
  ///   - column: The column failures about the block are reported at.
  ///   - call: A block that makes the call on the stub it is given.
  /// - Returns: The answer, to configure with `.returning`, `.throwing` or `.doing`.
  @discardableResult
  public func given<Result, Failure: Error>(
    errorType: Failure.Type,
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ call: (inout sending P) async throws -> sending Result
  ) async -> TypedThrowsExpectation<Result, Failure> {
    let location = SourceCodeLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    return await recordTyped("given", Failure.self, at: location, isolation: isolation) {
      await given(
        isolation: isolation, fileID: fileID, filePath: filePath, line: line, column: column, call)
    }
  }
}
