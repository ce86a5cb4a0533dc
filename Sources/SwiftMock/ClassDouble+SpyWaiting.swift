// The rest of a spy's checks on a class double whose test double is a
// `Spy`: the `async` blocks of `calls`, `received` and `callCount`, the
// bounds of `verifyReceived` for `async` overrides and as a range, and the
// forms that wait for calls made by background work. Each runs the spy's
// own, with the class double as what its block is given.
extension ClassDouble where Backing: Spy<Self> {
  /// The calls of an `async` override the class double received that match
  /// the one `call` makes, oldest first.
  ///
  /// ```swift
  /// #expect(await loader.calls { await $0.load(id: 7) }.count == 1)
  /// ```
  ///
  /// - Parameters:
  ///   - ignoringArguments: Whether every call of the member counts, whatever its arguments.
  ///   - isolation: The actor the block runs on; the caller's, by default.
  ///   - fileID: The file ID failures about the block are reported at.
  ///   - filePath: The file path failures about the block are reported at.
  ///   - line: The line failures about the block are reported at.
  ///   - column: The column failures about the block are reported at.
  ///   - call: A block that makes the call on the class double it is given.
  /// - Returns: The matching calls.
  public func calls<Result>(
    ignoringArguments: Bool = false,
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ call: (inout sending Self) async throws -> sending Result
  ) async -> [SpyCall] {
    await withSubject(isolation: isolation) {
      await testDouble.calls(
        ignoringArguments: ignoringArguments, isolation: isolation, fileID: fileID,
        filePath: filePath, line: line, column: column, call)
    }
  }

  /// Whether the class double received the call of an `async` override that
  /// `call` makes.
  ///
  /// ```swift
  /// #expect(await loader.received { await $0.load(id: 7) })
  /// ```
  ///
  /// - Parameters:
  ///   - ignoringArguments: Whether every call of the member counts, whatever its arguments.
  ///   - isolation: The actor the block runs on; the caller's, by default.
  ///   - fileID: The file ID failures about the block are reported at.
  ///   - filePath: The file path failures about the block are reported at.
  ///   - line: The line failures about the block are reported at.
  ///   - column: The column failures about the block are reported at.
  ///   - call: A block that makes the call on the class double it is given.
  /// - Returns: `true` if at least one received call matches.
  public func received<Result>(
    ignoringArguments: Bool = false,
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ call: (inout sending Self) async throws -> sending Result
  ) async -> Bool {
    await withSubject(isolation: isolation) {
      await testDouble.received(
        ignoringArguments: ignoringArguments, isolation: isolation, fileID: fileID,
        filePath: filePath, line: line, column: column, call)
    }
  }

  /// How many times the class double received the call of an `async`
  /// override that `call` makes.
  ///
  /// ```swift
  /// #expect(await loader.callCount { await $0.load(id: 7) } == 2)
  /// ```
  ///
  /// - Parameters:
  ///   - ignoringArguments: Whether every call of the member counts, whatever its arguments.
  ///   - isolation: The actor the block runs on; the caller's, by default.
  ///   - fileID: The file ID failures about the block are reported at.
  ///   - filePath: The file path failures about the block are reported at.
  ///   - line: The line failures about the block are reported at.
  ///   - column: The column failures about the block are reported at.
  ///   - call: A block that makes the call on the class double it is given.
  /// - Returns: The number of received calls that match.
  public func callCount<Result>(
    ignoringArguments: Bool = false,
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ call: (inout sending Self) async throws -> sending Result
  ) async -> Int {
    await withSubject(isolation: isolation) {
      await testDouble.callCount(
        ignoringArguments: ignoringArguments, isolation: isolation, fileID: fileID,
        filePath: filePath, line: line, column: column, call)
    }
  }

  /// Fails the test unless the class double received the call that `call`
  /// makes a number of times within `range`.
  ///
  /// ```swift
  /// dog.verifyReceived(times: 1...2) { $0.bark() }
  /// ```
  ///
  /// - Parameters:
  ///   - range: How many matching calls there must be; not negative.
  ///   - ignoringArguments: Whether every call of the member counts, whatever its arguments.
  ///   - fileID: The file ID failures are reported at.
  ///   - filePath: The file path failures are reported at.
  ///   - line: The line failures are reported at.
  ///   - column: The column failures are reported at.
  ///   - call: A block that makes the call on the class double it is given.
  public func verifyReceived<Result>(
    times range: ClosedRange<Int>,
    ignoringArguments: Bool = false,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ call: (inout Self) throws -> Result
  ) {
    withSubject {
      testDouble.verifyReceived(
        times: range, ignoringArguments: ignoringArguments, fileID: fileID, filePath: filePath,
        line: line, column: column, call)
    }
  }

  /// Fails the test unless the class double received the call of an
  /// `async` override that `call` makes at least `minimum` times.
  ///
  /// ```swift
  /// await loader.verifyReceived(atLeast: 1) { await $0.load(id: 7) }
  /// ```
  ///
  /// - Parameters:
  ///   - minimum: How many matching calls there must be at least; not negative.
  ///   - ignoringArguments: Whether every call of the member counts, whatever its arguments.
  ///   - isolation: The actor the block runs on; the caller's, by default.
  ///   - fileID: The file ID failures are reported at.
  ///   - filePath: The file path failures are reported at.
  ///   - line: The line failures are reported at.
  ///   - column: The column failures are reported at.
  ///   - call: A block that makes the call on the class double it is given.
  public func verifyReceived<Result>(
    atLeast minimum: Int,
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
        atLeast: minimum, ignoringArguments: ignoringArguments, isolation: isolation,
        fileID: fileID, filePath: filePath, line: line, column: column, call)
    }
  }

  /// Fails the test unless the class double received the call of an
  /// `async` override that `call` makes at most `maximum` times.
  ///
  /// ```swift
  /// await loader.verifyReceived(atMost: 1) { await $0.load(id: 7) }
  /// ```
  ///
  /// - Parameters:
  ///   - maximum: How many matching calls there may be at most; not negative.
  ///   - ignoringArguments: Whether every call of the member counts, whatever its arguments.
  ///   - isolation: The actor the block runs on; the caller's, by default.
  ///   - fileID: The file ID failures are reported at.
  ///   - filePath: The file path failures are reported at.
  ///   - line: The line failures are reported at.
  ///   - column: The column failures are reported at.
  ///   - call: A block that makes the call on the class double it is given.
  public func verifyReceived<Result>(
    atMost maximum: Int,
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
        atMost: maximum, ignoringArguments: ignoringArguments, isolation: isolation, fileID: fileID,
        filePath: filePath, line: line, column: column, call)
    }
  }

  /// Fails the test unless the class double received the call of an
  /// `async` override that `call` makes a number of times within `range`.
  ///
  /// ```swift
  /// await loader.verifyReceived(times: 2...4) { await $0.load(id: 7) }
  /// ```
  ///
  /// - Parameters:
  ///   - range: How many matching calls there must be; not negative.
  ///   - ignoringArguments: Whether every call of the member counts, whatever its arguments.
  ///   - isolation: The actor the block runs on; the caller's, by default.
  ///   - fileID: The file ID failures are reported at.
  ///   - filePath: The file path failures are reported at.
  ///   - line: The line failures are reported at.
  ///   - column: The column failures are reported at.
  ///   - call: A block that makes the call on the class double it is given.
  public func verifyReceived<Result>(
    times range: ClosedRange<Int>,
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
        times: range, ignoringArguments: ignoringArguments, isolation: isolation, fileID: fileID,
        filePath: filePath, line: line, column: column, call)
    }
  }

  /// Waits until the class double has received the call that `call`
  /// makes `times` times, or `timeout` passes, then verifies that it did, as the
  /// spy's own waiting `verifyReceived` does: for calls made by background work.
  ///
  /// ```swift
  /// await store.verifyReceived(timeout: .seconds(2)) { $0.save(any()) }
  /// ```
  ///
  /// - Parameters:
  ///   - times: How many matching calls there must be; 1 by default.
  ///   - ignoringArguments: Whether every call of the member counts, whatever its arguments.
  ///   - timeout: How long to wait at most.
  ///   - isolation: The actor the caller runs on; the caller's, by default.
  ///   - fileID: The file ID failures are reported at.
  ///   - filePath: The file path failures are reported at.
  ///   - line: The line failures are reported at.
  ///   - column: The column failures are reported at.
  ///   - call: A block that makes the call on the class double it is given.
  public func verifyReceived<Result>(
    times: Int = 1,
    ignoringArguments: Bool = false,
    timeout: Duration,
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ call: (inout Self) throws -> Result
  ) async {
    await withSubject(isolation: isolation) {
      await testDouble.verifyReceived(
        times: times, ignoringArguments: ignoringArguments, timeout: timeout, isolation: isolation,
        fileID: fileID, filePath: filePath, line: line, column: column, call)
    }
  }

  /// Waits until the class double has received the call of an `async` override that `call`
  /// makes `times` times, or `timeout` passes, then verifies that it did, as the
  /// spy's own waiting `verifyReceived` does: for calls made by background work.
  ///
  /// ```swift
  /// await loader.verifyReceived(timeout: .seconds(2)) { await $0.load(id: 7) }
  /// ```
  ///
  /// - Parameters:
  ///   - times: How many matching calls there must be; 1 by default.
  ///   - ignoringArguments: Whether every call of the member counts, whatever its arguments.
  ///   - timeout: How long to wait at most.
  ///   - isolation: The actor the block runs on; the caller's, by default.
  ///   - fileID: The file ID failures are reported at.
  ///   - filePath: The file path failures are reported at.
  ///   - line: The line failures are reported at.
  ///   - column: The column failures are reported at.
  ///   - call: A block that makes the call on the class double it is given.
  public func verifyReceived<Result>(
    times: Int = 1,
    ignoringArguments: Bool = false,
    timeout: Duration,
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ call: (inout sending Self) async throws -> sending Result
  ) async {
    await withSubject(isolation: isolation) {
      await testDouble.verifyReceived(
        times: times, ignoringArguments: ignoringArguments, timeout: timeout, isolation: isolation,
        fileID: fileID, filePath: filePath, line: line, column: column, call)
    }
  }

  /// Waits until the class double has received the call that `call`
  /// makes at least `minimum` times, or `timeout` passes, then verifies that it did, as the
  /// spy's own waiting `verifyReceived` does: for calls made by background work.
  ///
  /// ```swift
  /// await store.verifyReceived(atLeast: 2, timeout: .seconds(2)) { $0.save(any()) }
  /// ```
  ///
  /// - Parameters:
  ///   - minimum: How many matching calls there must be at least; not negative.
  ///   - ignoringArguments: Whether every call of the member counts, whatever its arguments.
  ///   - timeout: How long to wait at most.
  ///   - isolation: The actor the caller runs on; the caller's, by default.
  ///   - fileID: The file ID failures are reported at.
  ///   - filePath: The file path failures are reported at.
  ///   - line: The line failures are reported at.
  ///   - column: The column failures are reported at.
  ///   - call: A block that makes the call on the class double it is given.
  public func verifyReceived<Result>(
    atLeast minimum: Int,
    ignoringArguments: Bool = false,
    timeout: Duration,
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ call: (inout Self) throws -> Result
  ) async {
    await withSubject(isolation: isolation) {
      await testDouble.verifyReceived(
        atLeast: minimum, ignoringArguments: ignoringArguments, timeout: timeout,
        isolation: isolation,
        fileID: fileID, filePath: filePath, line: line, column: column, call)
    }
  }

  /// Waits until the class double has received the call of an `async` override that `call`
  /// makes at least `minimum` times, or `timeout` passes, then verifies that it did, as the
  /// spy's own waiting `verifyReceived` does: for calls made by background work.
  ///
  /// ```swift
  /// await loader.verifyReceived(atLeast: 2, timeout: .seconds(2)) { await $0.load(id: 7) }
  /// ```
  ///
  /// - Parameters:
  ///   - minimum: How many matching calls there must be at least; not negative.
  ///   - ignoringArguments: Whether every call of the member counts, whatever its arguments.
  ///   - timeout: How long to wait at most.
  ///   - isolation: The actor the block runs on; the caller's, by default.
  ///   - fileID: The file ID failures are reported at.
  ///   - filePath: The file path failures are reported at.
  ///   - line: The line failures are reported at.
  ///   - column: The column failures are reported at.
  ///   - call: A block that makes the call on the class double it is given.
  public func verifyReceived<Result>(
    atLeast minimum: Int,
    ignoringArguments: Bool = false,
    timeout: Duration,
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ call: (inout sending Self) async throws -> sending Result
  ) async {
    await withSubject(isolation: isolation) {
      await testDouble.verifyReceived(
        atLeast: minimum, ignoringArguments: ignoringArguments, timeout: timeout,
        isolation: isolation,
        fileID: fileID, filePath: filePath, line: line, column: column, call)
    }
  }

  /// Waits until the class double has received the call that `call`
  /// makes a number of times within `range`, or `timeout` passes, then verifies that it did, as the
  /// spy's own waiting `verifyReceived` does: for calls made by background work.
  ///
  /// ```swift
  /// await store.verifyReceived(times: 1...3, timeout: .seconds(2)) { $0.save(any()) }
  /// ```
  ///
  /// - Parameters:
  ///   - range: How many matching calls there must be; not negative.
  ///   - ignoringArguments: Whether every call of the member counts, whatever its arguments.
  ///   - timeout: How long to wait at most.
  ///   - isolation: The actor the caller runs on; the caller's, by default.
  ///   - fileID: The file ID failures are reported at.
  ///   - filePath: The file path failures are reported at.
  ///   - line: The line failures are reported at.
  ///   - column: The column failures are reported at.
  ///   - call: A block that makes the call on the class double it is given.
  public func verifyReceived<Result>(
    times range: ClosedRange<Int>,
    ignoringArguments: Bool = false,
    timeout: Duration,
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ call: (inout Self) throws -> Result
  ) async {
    await withSubject(isolation: isolation) {
      await testDouble.verifyReceived(
        times: range, ignoringArguments: ignoringArguments, timeout: timeout, isolation: isolation,
        fileID: fileID, filePath: filePath, line: line, column: column, call)
    }
  }

  /// Waits until the class double has received the call of an `async` override that `call`
  /// makes a number of times within `range`, or `timeout` passes, then verifies that it did, as the
  /// spy's own waiting `verifyReceived` does: for calls made by background work.
  ///
  /// ```swift
  /// await loader.verifyReceived(times: 1...3, timeout: .seconds(2)) { await $0.load(id: 7) }
  /// ```
  ///
  /// - Parameters:
  ///   - range: How many matching calls there must be; not negative.
  ///   - ignoringArguments: Whether every call of the member counts, whatever its arguments.
  ///   - timeout: How long to wait at most.
  ///   - isolation: The actor the block runs on; the caller's, by default.
  ///   - fileID: The file ID failures are reported at.
  ///   - filePath: The file path failures are reported at.
  ///   - line: The line failures are reported at.
  ///   - column: The column failures are reported at.
  ///   - call: A block that makes the call on the class double it is given.
  public func verifyReceived<Result>(
    times range: ClosedRange<Int>,
    ignoringArguments: Bool = false,
    timeout: Duration,
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ call: (inout sending Self) async throws -> sending Result
  ) async {
    await withSubject(isolation: isolation) {
      await testDouble.verifyReceived(
        times: range, ignoringArguments: ignoringArguments, timeout: timeout, isolation: isolation,
        fileID: fileID, filePath: filePath, line: line, column: column, call)
    }
  }
}
