// `given(errorType:)` on a class double whose test double is a `Stub` or a
// `Spy`: it runs the stub's own, with the class double as what its block is
// given.
extension ClassDouble where Backing: Stub<Self> {
  /// Gives the class double an answer for the call of an override with a
  /// typed `throws(Failure)`, however often it comes, with a `.throwing`
  /// that takes only a `Failure`.
  ///
  /// ```swift
  /// store.given(errorType: LoadError.self) { try $0.load(id: 7) }.throwing(.notFound)
  /// store.given(errorType: LoadError.self) { try $0.load(id: 8) }.callingRealImplementation()
  /// ```
  ///
  /// It works as ``Stub/given(errorType:fileID:filePath:line:column:_:)``
  /// does, and fails the test at this line for the same misuses.
  ///
  /// - Parameters:
  ///   - errorType: The type the override throws, as its `throws(…)` clause names it.
  ///   - fileID: The file ID failures about the block are reported at.
  ///   - filePath: The file path failures about the block are reported at.
  ///   - line: The line failures about the block are reported at.
  ///   - column: The column failures about the block are reported at.
  ///   - call: A block that makes the call on the class double it is given.
  /// - Returns: The answer, to configure with `.returning`, `.throwing` or `.doing`.
  @discardableResult
  public func given<Result, Failure: Error>(
    errorType: Failure.Type,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ call: (inout Self) throws -> Result
  ) -> TypedThrowsExpectation<Result, Failure> {
    withSubject {
      testDouble.given(
        errorType: errorType, fileID: fileID, filePath: filePath, line: line, column: column,
        call)
    }
  }

  /// Gives the class double an answer for the call of an `async` override
  /// with a typed `throws(Failure)`, however often it comes, with a
  /// `.throwing` that takes only a `Failure`.
  ///
  /// ```swift
  /// await api.given(errorType: FetchError.self) { try await $0.fetch(id: 7) }.throwing(.offline)
  /// ```
  ///
  /// - Parameters:
  ///   - errorType: The type the override throws, as its `throws(…)` clause names it.
  ///   - isolation: The actor the block runs on; the caller's, by default.
  ///   - fileID: The file ID failures about the block are reported at.
  ///   - filePath: The file path failures about the block are reported at.
  ///   - line: The line failures about the block are reported at.
  ///   - column: The column failures about the block are reported at.
  ///   - call: A block that makes the call on the class double it is given.
  /// - Returns: The answer, to configure with `.returning`, `.throwing` or `.doing`.
  @discardableResult
  public func given<Result, Failure: Error>(
    errorType: Failure.Type,
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ call: (inout sending Self) async throws -> sending Result
  ) async -> TypedThrowsExpectation<Result, Failure> {
    await withSubject(isolation: isolation) {
      await testDouble.given(
        errorType: errorType, isolation: isolation, fileID: fileID, filePath: filePath,
        line: line, column: column, call)
    }
  }
}
