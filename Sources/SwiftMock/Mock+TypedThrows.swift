extension Mock {
  /// Adds one expected call of a member with a typed `throws(Failure)`,
  /// whose `.throwing` then takes only a `Failure`.
  ///
  /// ```swift
  /// mock.expect(errorType: StoreError.self) { try $0.load() }.throwing(.offline)
  /// mock.expect(errorType: StoreError.self) { try $0.save(data) }
  /// ```
  ///
  /// `.throwing(…)` takes only a `Failure`; a block whose member throws
  /// another type fails the test at this line. It works as
  /// ``expect(fileID:filePath:line:column:_:)`` does, and fails the test at
  /// this line for the same misuses.
  ///
  /// - Parameters:
  ///   - errorType: The type the member throws, as its `throws(…)` clause names it.
  ///   - fileID: The file ID this expectation's failures name and are reported at.
  ///   - filePath: The file path failures about the block are reported at.
  ///   - line: The line this expectation's failures name and are reported at.
  ///   - column: The column failures about the block are reported at.
  ///   - call: A block that makes the expected call on the mock it is given.
  /// - Returns: The expectation, to configure with `.returning`, `.throwing` or `.doing`.
  @discardableResult
  public func expect<Result, Failure: Error>(
    errorType: Failure.Type,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ call: (inout P) throws -> Result
  ) -> TypedThrowsExpectation<Result, Failure> {
    let location = SourceCodeLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    return recordTyped("expect", Failure.self, at: location) {
      expect(fileID: fileID, filePath: filePath, line: line, column: column, call)
    }
  }

  /// Adds one expected call of an `async` member with a typed
  /// `throws(Failure)`, whose `.throwing` then takes only a `Failure`.
  ///
  /// ```swift
  /// await mock.expect(errorType: FetchError.self) { try await $0.fetch() }.throwing(.offline)
  /// ```
  ///
  /// - Parameters:
  ///   - errorType: The type the member throws, as its `throws(…)` clause names it.
  ///   - isolation: The actor the block runs on; the caller's, by default.
  ///   - fileID: The file ID this expectation's failures name and are reported at.
  ///   - filePath: The file path failures about the block are reported at.
  ///   - line: The line this expectation's failures name and are reported at.
  ///   - column: The column failures about the block are reported at.
  ///   - call: A block that makes the expected call on the mock it is given.
  /// - Returns: The expectation, to configure with `.returning`, `.throwing` or `.doing`.
  @discardableResult
  public func expect<Result, Failure: Error>(
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
    return await recordTyped("expect", Failure.self, at: location, isolation: isolation) {
      await expect(
        isolation: isolation, fileID: fileID, filePath: filePath, line: line, column: column, call)
    }
  }

  /// Lets the mock take the call of a member with a typed `throws(Failure)`
  /// any number of times, including none, with a `.throwing` that takes
  /// only a `Failure`.
  ///
  /// ```swift
  /// mock.allow(errorType: StoreError.self) { try $0.load() }.throwing(.offline)
  /// ```
  ///
  /// - Parameters:
  ///   - errorType: The type the member throws, as its `throws(…)` clause names it.
  ///   - fileID: The file ID failures about the block are reported at.
  ///   - filePath: The file path failures about the block are reported at.
  ///   - line: The line failures about the block are reported at.
  ///   - column: The column failures about the block are reported at.
  ///   - call: A block that makes the allowed call on the mock it is given.
  /// - Returns: The allowance, to configure with `.returning`, `.throwing` or `.doing`.
  @discardableResult
  public func allow<Result, Failure: Error>(
    errorType: Failure.Type,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ call: (inout P) throws -> Result
  ) -> TypedThrowsExpectation<Result, Failure> {
    let location = SourceCodeLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    return recordTyped("allow", Failure.self, at: location) {
      allow(fileID: fileID, filePath: filePath, line: line, column: column, call)
    }
  }

  /// Lets the mock take the call of an `async` member with a typed
  /// `throws(Failure)` any number of times, including none, with a
  /// `.throwing` that takes only a `Failure`.
  ///
  /// ```swift
  /// await mock.allow(errorType: FetchError.self) { try await $0.fetch() }.returning(3)
  /// ```
  ///
  /// - Parameters:
  ///   - errorType: The type the member throws, as its `throws(…)` clause names it.
  ///   - isolation: The actor the block runs on; the caller's, by default.
  ///   - fileID: The file ID failures about the block are reported at.
  ///   - filePath: The file path failures about the block are reported at.
  ///   - line: The line failures about the block are reported at.
  ///   - column: The column failures about the block are reported at.
  ///   - call: A block that makes the allowed call on the mock it is given.
  /// - Returns: The allowance, to configure with `.returning`, `.throwing` or `.doing`.
  @discardableResult
  public func allow<Result, Failure: Error>(
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
    return await recordTyped("allow", Failure.self, at: location, isolation: isolation) {
      await allow(
        isolation: isolation, fileID: fileID, filePath: filePath, line: line, column: column, call)
    }
  }
}
