// `expect(errorType:)` and `allow(errorType:)` on a class double whose test
// double is a `Mock`: each runs the mock's own, with the class double as
// what its block is given.
extension ClassDouble where Backing: Mock<Self> {
  /// Adds one expected call of an override with a typed `throws(Failure)`,
  /// whose `.throwing` then takes only a `Failure`.
  ///
  /// ```swift
  /// store.expect(errorType: LoadError.self) { try $0.load(id: 7) }.throwing(.notFound)
  /// store.expect(errorType: LoadError.self) { try $0.load(id: 8) }.callingRealImplementation()
  /// ```
  ///
  /// It works as ``Mock/expect(errorType:fileID:filePath:line:column:_:)``
  /// does, and fails the test at this line for the same misuses, such as a
  /// block whose override throws another type:
  ///
  /// ```text
  /// [MockStore] The expect block names SaveError, but load(id: 7) throws only LoadError, so .throwing(…) would give it an error it cannot throw. Write expect(errorType: LoadError.self) { … }.
  /// ```
  ///
  /// - Parameters:
  ///   - errorType: The type the override throws, as its `throws(…)` clause names it.
  ///   - fileID: The file ID this expectation's failures name and are reported at.
  ///   - filePath: The file path failures about the block are reported at.
  ///   - line: The line this expectation's failures name and are reported at.
  ///   - column: The column failures about the block are reported at.
  ///   - call: A block that makes the expected call on the class double it is given.
  /// - Returns: The expectation, to configure with `.returning`, `.throwing` or `.doing`.
  @discardableResult
  public func expect<Result, Failure: Error>(
    errorType: Failure.Type,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ call: (inout Self) throws -> Result
  ) -> TypedThrowsExpectation<Result, Failure> {
    withSubject {
      testDouble.expect(
        errorType: errorType, fileID: fileID, filePath: filePath, line: line, column: column,
        call)
    }
  }

  /// Adds one expected call of an `async` override with a typed
  /// `throws(Failure)`, whose `.throwing` then takes only a `Failure`.
  ///
  /// ```swift
  /// await api.expect(errorType: FetchError.self) { try await $0.fetch(id: 7) }.throwing(.offline)
  /// ```
  ///
  /// - Parameters:
  ///   - errorType: The type the override throws, as its `throws(…)` clause names it.
  ///   - isolation: The actor the block runs on; the caller's, by default.
  ///   - fileID: The file ID this expectation's failures name and are reported at.
  ///   - filePath: The file path failures about the block are reported at.
  ///   - line: The line this expectation's failures name and are reported at.
  ///   - column: The column failures about the block are reported at.
  ///   - call: A block that makes the expected call on the class double it is given.
  /// - Returns: The expectation, to configure with `.returning`, `.throwing` or `.doing`.
  @discardableResult
  public func expect<Result, Failure: Error>(
    errorType: Failure.Type,
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ call: (inout sending Self) async throws -> sending Result
  ) async -> TypedThrowsExpectation<Result, Failure> {
    await withSubject(isolation: isolation) {
      await testDouble.expect(
        errorType: errorType, isolation: isolation, fileID: fileID, filePath: filePath,
        line: line, column: column, call)
    }
  }

  /// Lets the class double take the call of an override with a typed
  /// `throws(Failure)` any number of times, including none, with a
  /// `.throwing` that takes only a `Failure`.
  ///
  /// ```swift
  /// store.allow(errorType: LoadError.self) { try $0.load(id: any()) }.throwing(.notFound)
  /// ```
  ///
  /// It works as ``Mock/allow(errorType:fileID:filePath:line:column:_:)`` does.
  ///
  /// - Parameters:
  ///   - errorType: The type the override throws, as its `throws(…)` clause names it.
  ///   - fileID: The file ID failures about the block are reported at.
  ///   - filePath: The file path failures about the block are reported at.
  ///   - line: The line failures about the block are reported at.
  ///   - column: The column failures about the block are reported at.
  ///   - call: A block that makes the allowed call on the class double it is given.
  /// - Returns: The allowance, to configure with `.returning`, `.throwing` or `.doing`.
  @discardableResult
  public func allow<Result, Failure: Error>(
    errorType: Failure.Type,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ call: (inout Self) throws -> Result
  ) -> TypedThrowsExpectation<Result, Failure> {
    withSubject {
      testDouble.allow(
        errorType: errorType, fileID: fileID, filePath: filePath, line: line, column: column,
        call)
    }
  }

  /// Lets the class double take the call of an `async` override with a
  /// typed `throws(Failure)` any number of times, including none, with a
  /// `.throwing` that takes only a `Failure`.
  ///
  /// ```swift
  /// await api.allow(errorType: FetchError.self) { try await $0.fetch(id: 7) }.returning(data)
  /// ```
  ///
  /// - Parameters:
  ///   - errorType: The type the override throws, as its `throws(…)` clause names it.
  ///   - isolation: The actor the block runs on; the caller's, by default.
  ///   - fileID: The file ID failures about the block are reported at.
  ///   - filePath: The file path failures about the block are reported at.
  ///   - line: The line failures about the block are reported at.
  ///   - column: The column failures about the block are reported at.
  ///   - call: A block that makes the allowed call on the class double it is given.
  /// - Returns: The allowance, to configure with `.returning`, `.throwing` or `.doing`.
  @discardableResult
  public func allow<Result, Failure: Error>(
    errorType: Failure.Type,
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ call: (inout sending Self) async throws -> sending Result
  ) async -> TypedThrowsExpectation<Result, Failure> {
    await withSubject(isolation: isolation) {
      await testDouble.allow(
        errorType: errorType, isolation: isolation, fileID: fileID, filePath: filePath,
        line: line, column: column, call)
    }
  }
}
