// What a class double whose test double is a `Spy` received: each method
// runs the spy's own, with the class double as what its block is given.
extension ClassDouble where Backing: Spy<Self> {
  /// Every call the class double received, oldest first.
  ///
  /// ```swift
  /// #expect(dog.calls.map(\.function) == ["eat(food:)", "digest()"])
  /// ```
  public var calls: [SpyCall] {
    testDouble.calls
  }

  /// The calls the class double received that match the one `call` makes,
  /// oldest first.
  ///
  /// ```swift
  /// #expect(dog.calls { $0.eat(food: .dry) }.count == 1)
  /// ```
  ///
  /// - Parameters:
  ///   - ignoringArguments: Whether any call of the member matches, whatever its arguments.
  ///   - fileID: The file ID failures about the block are reported at.
  ///   - filePath: The file path failures about the block are reported at.
  ///   - line: The line failures about the block are reported at.
  ///   - column: The column failures about the block are reported at.
  ///   - call: A block that makes the call on the class double it is given.
  /// - Returns: The matching calls.
  public func calls<Result>(
    ignoringArguments: Bool = false,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ call: (inout Self) throws -> Result
  ) -> [SpyCall] {
    withSubject {
      testDouble.calls(
        ignoringArguments: ignoringArguments, fileID: fileID, filePath: filePath, line: line,
        column: column, call)
    }
  }

  /// Whether the class double received the call that `call` makes.
  ///
  /// ```swift
  /// #expect(dog.received { $0.eat(food: .tableScraps) })
  /// ```
  ///
  /// - Parameters:
  ///   - ignoringArguments: Whether any call of the member counts, whatever its arguments.
  ///   - fileID: The file ID failures about the block are reported at.
  ///   - filePath: The file path failures about the block are reported at.
  ///   - line: The line failures about the block are reported at.
  ///   - column: The column failures about the block are reported at.
  ///   - call: A block that makes the call on the class double it is given.
  /// - Returns: `true` if at least one received call matches.
  public func received<Result>(
    ignoringArguments: Bool = false,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ call: (inout Self) throws -> Result
  ) -> Bool {
    withSubject {
      testDouble.received(
        ignoringArguments: ignoringArguments, fileID: fileID, filePath: filePath, line: line,
        column: column, call)
    }
  }

  /// How many times the class double received the call that `call` makes.
  ///
  /// ```swift
  /// #expect(dog.callCount(ignoringArguments: true) { $0.eat(food: .dry) } == 2)
  /// ```
  ///
  /// - Parameters:
  ///   - ignoringArguments: Whether every call of the member counts, whatever its arguments.
  ///   - fileID: The file ID failures about the block are reported at.
  ///   - filePath: The file path failures about the block are reported at.
  ///   - line: The line failures about the block are reported at.
  ///   - column: The column failures about the block are reported at.
  ///   - call: A block that makes the call on the class double it is given.
  /// - Returns: The number of received calls that match.
  public func callCount<Result>(
    ignoringArguments: Bool = false,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ call: (inout Self) throws -> Result
  ) -> Int {
    withSubject {
      testDouble.callCount(
        ignoringArguments: ignoringArguments, fileID: fileID, filePath: filePath, line: line,
        column: column, call)
    }
  }

  /// Fails the test unless the class double received the call that `call`
  /// makes exactly `times` times.
  ///
  /// ```swift
  /// dog.verifyReceived(times: 2, ignoringArguments: true) { $0.eat(food: .dry) }
  /// ```
  ///
  /// It works as ``Spy/verifyReceived(times:ignoringArguments:fileID:filePath:line:column:_:)-(Int,_,_,_,_,_,_)``
  /// does, and fails the test as it does.
  ///
  /// - Parameters:
  ///   - times: How many matching calls there must be; one by default.
  ///   - ignoringArguments: Whether every call of the member counts, whatever its arguments.
  ///   - fileID: The file ID the failure is reported at.
  ///   - filePath: The file path the failure is reported at.
  ///   - line: The line the failure is reported at.
  ///   - column: The column the failure is reported at.
  ///   - call: A block that makes the call on the class double it is given.
  public func verifyReceived<Result>(
    times: Int = 1,
    ignoringArguments: Bool = false,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ call: (inout Self) throws -> Result
  ) {
    withSubject {
      testDouble.verifyReceived(
        times: times, ignoringArguments: ignoringArguments, fileID: fileID, filePath: filePath,
        line: line, column: column, call)
    }
  }

  /// Fails the test unless the class double received the call of an `async`
  /// override that `call` makes exactly `times` times.
  ///
  /// ```swift
  /// await loader.verifyReceived { await $0.count() }
  /// ```
  ///
  /// - Parameters:
  ///   - times: How many matching calls there must be; one by default.
  ///   - ignoringArguments: Whether every call of the member counts, whatever its arguments.
  ///   - isolation: The actor the block runs on; the caller's, by default.
  ///   - fileID: The file ID the failure is reported at.
  ///   - filePath: The file path the failure is reported at.
  ///   - line: The line the failure is reported at.
  ///   - column: The column the failure is reported at.
  ///   - call: A block that makes the call on the class double it is given.
  public func verifyReceived<Result>(
    times: Int = 1,
    ignoringArguments: Bool = false,
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ call: (inout sending Self) async throws -> sending Result
  ) async {
    await withSubject(isolation: isolation) {
      await testDouble.verifyReceived(
        times: times, ignoringArguments: ignoringArguments, isolation: isolation, fileID: fileID,
        filePath: filePath, line: line, column: column, call)
    }
  }

  /// Fails the test unless the class double received the call that `call`
  /// makes at least `minimum` times.
  ///
  /// ```swift
  /// dog.verifyReceived(atLeast: 1) { $0.bark() }
  /// ```
  ///
  /// - Parameters:
  ///   - minimum: The fewest matching calls there may be.
  ///   - ignoringArguments: Whether every call of the member counts, whatever its arguments.
  ///   - fileID: The file ID the failure is reported at.
  ///   - filePath: The file path the failure is reported at.
  ///   - line: The line the failure is reported at.
  ///   - column: The column the failure is reported at.
  ///   - call: A block that makes the call on the class double it is given.
  public func verifyReceived<Result>(
    atLeast minimum: Int,
    ignoringArguments: Bool = false,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ call: (inout Self) throws -> Result
  ) {
    withSubject {
      testDouble.verifyReceived(
        atLeast: minimum, ignoringArguments: ignoringArguments, fileID: fileID,
        filePath: filePath, line: line, column: column, call)
    }
  }

  /// Fails the test if the class double received the call that `call`
  /// makes more than `maximum` times.
  ///
  /// ```swift
  /// dog.verifyReceived(atMost: 0) { $0.bark() }
  /// ```
  ///
  /// - Parameters:
  ///   - maximum: The most matching calls there may be.
  ///   - ignoringArguments: Whether every call of the member counts, whatever its arguments.
  ///   - fileID: The file ID the failure is reported at.
  ///   - filePath: The file path the failure is reported at.
  ///   - line: The line the failure is reported at.
  ///   - column: The column the failure is reported at.
  ///   - call: A block that makes the call on the class double it is given.
  public func verifyReceived<Result>(
    atMost maximum: Int,
    ignoringArguments: Bool = false,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ call: (inout Self) throws -> Result
  ) {
    withSubject {
      testDouble.verifyReceived(
        atMost: maximum, ignoringArguments: ignoringArguments, fileID: fileID,
        filePath: filePath, line: line, column: column, call)
    }
  }

  /// Forgets the calls the class double received, and keeps its answers.
  ///
  /// ```swift
  /// dog.clearCalls()
  /// ```
  ///
  /// A class with a `clearCalls()` of its own overrides this one; reach the
  /// spy's as `testDouble.clearCalls()`.
  public func clearCalls() {
    testDouble.clearCalls()
  }
}
