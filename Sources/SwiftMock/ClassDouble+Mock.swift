// `expect`, `allow` and `verify` on a class double whose test double is a
// `Mock`: each runs the mock's own, with the class double as what its
// block is given.
extension ClassDouble where Backing: Mock<Self> {
  /// Adds one expected call: the call to this class double that `call`
  /// makes.
  ///
  /// ```swift
  /// dog.expect { $0.eat(food: .dry) }
  /// dog.expect { $0.bark() }.returning("woof!")
  /// ```
  ///
  /// It works as ``Mock/expect(fileID:filePath:line:column:_:)`` does, and
  /// fails the test as it does.
  ///
  /// - Parameters:
  ///   - fileID: The file ID this expectation's failures name and are reported at.
  ///   - filePath: The file path failures about the block are reported at.
  ///   - line: The line this expectation's failures name and are reported at.
  ///   - column: The column failures about the block are reported at.
  ///   - call: A block that makes the expected call on the class double it is given.
  /// - Returns: The expectation, to configure with `.returning`, `.throwing` or `.doing`.
  @discardableResult
  public func expect<Result>(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ call: (inout Self) throws -> Result
  ) -> Expectation<Result> {
    withSubject {
      testDouble.expect(fileID: fileID, filePath: filePath, line: line, column: column, call)
    }
  }

  /// Adds one expected call of an `async` override: the call to this class
  /// double that `call` makes.
  ///
  /// ```swift
  /// await loader.expect { await $0.count() }.returning(42)
  /// ```
  ///
  /// - Parameters:
  ///   - isolation: The actor the block runs on; the caller's, by default.
  ///   - fileID: The file ID this expectation's failures name and are reported at.
  ///   - filePath: The file path failures about the block are reported at.
  ///   - line: The line this expectation's failures name and are reported at.
  ///   - column: The column failures about the block are reported at.
  ///   - call: A block that makes the expected call on the class double it is given.
  /// - Returns: The expectation, to configure with `.returning`, `.throwing` or `.doing`.
  @discardableResult
  public func expect<Result>(
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ call: (inout sending Self) async throws -> sending Result
  ) async -> Expectation<Result> {
    await withSubject(isolation: isolation) {
      await testDouble.expect(
        isolation: isolation, fileID: fileID, filePath: filePath, line: line, column: column,
        call)
    }
  }

  /// Allows the call that `call` makes, however often it comes, or never.
  ///
  /// ```swift
  /// dog.allow { $0.bark() }.returning("woof!")
  /// ```
  ///
  /// It works as ``Mock/allow(fileID:filePath:line:column:_:)`` does.
  ///
  /// - Parameters:
  ///   - fileID: The file ID failures about the block are reported at.
  ///   - filePath: The file path failures about the block are reported at.
  ///   - line: The line failures about the block are reported at.
  ///   - column: The column failures about the block are reported at.
  ///   - call: A block that makes the allowed call on the class double it is given.
  /// - Returns: The answer, to configure with `.returning`, `.throwing` or `.doing`.
  @discardableResult
  public func allow<Result>(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ call: (inout Self) throws -> Result
  ) -> Expectation<Result> {
    withSubject {
      testDouble.allow(fileID: fileID, filePath: filePath, line: line, column: column, call)
    }
  }

  /// Allows the call of an `async` override that `call` makes, however
  /// often it comes, or never.
  ///
  /// ```swift
  /// await loader.allow { await $0.count() }.returning(42)
  /// ```
  ///
  /// - Parameters:
  ///   - isolation: The actor the block runs on; the caller's, by default.
  ///   - fileID: The file ID failures about the block are reported at.
  ///   - filePath: The file path failures about the block are reported at.
  ///   - line: The line failures about the block are reported at.
  ///   - column: The column failures about the block are reported at.
  ///   - call: A block that makes the allowed call on the class double it is given.
  /// - Returns: The answer, to configure with `.returning`, `.throwing` or `.doing`.
  @discardableResult
  public func allow<Result>(
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ call: (inout sending Self) async throws -> sending Result
  ) async -> Expectation<Result> {
    await withSubject(isolation: isolation) {
      await testDouble.allow(
        isolation: isolation, fileID: fileID, filePath: filePath, line: line, column: column,
        call)
    }
  }

  /// Fails the test for every expected call that did not happen, and for
  /// every call that was not expected.
  ///
  /// ```swift
  /// dog.expect { $0.eat(food: .dry) }
  /// family.serveDinner()
  /// dog.verify()
  /// ```
  ///
  /// It works as ``Mock/verify(fileID:filePath:line:column:)-swift.method`` does:
  ///
  /// ```text
  /// [FakeDog] Missing call: eat(food: .dry)
  /// ```
  ///
  /// - Parameters:
  ///   - fileID: The file ID failures are reported at.
  ///   - filePath: The file path failures are reported at.
  ///   - line: The line failures are reported at.
  ///   - column: The column failures are reported at.
  public func verify(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    testDouble.verify(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Waits, at most `timeout`, for the expected calls that background work
  /// makes, then verifies as ``verify(fileID:filePath:line:column:)`` does.
  ///
  /// Like a mock's own `verify(timeout:)`, it returns as soon as the outcome
  /// is decided, or at once when the task that waits is cancelled, and then
  /// reports what is still missing at this line.
  ///
  /// ```swift
  /// await dog.verify(timeout: .seconds(1))
  /// ```
  ///
  /// - Parameters:
  ///   - timeout: How long to wait for calls still expected.
  ///   - isolation: The actor the test runs on; the caller's, by default.
  ///   - fileID: The file ID failures are reported at.
  ///   - filePath: The file path failures are reported at.
  ///   - line: The line failures are reported at.
  ///   - column: The column failures are reported at.
  public func verify(
    timeout: Duration,
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await testDouble.verify(
      timeout: timeout, isolation: isolation, fileID: fileID, filePath: filePath, line: line,
      column: column)
  }
}
