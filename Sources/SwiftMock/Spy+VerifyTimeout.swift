// `verifyReceived` that waits for calls made by background work, as
// `Mock.verify(timeout:)` does for a mock's.
extension Spy {
  /// Waits until the spy has received the call that `call` makes `times`
  /// times, or `timeout` passes, then verifies that it received it exactly
  /// that often: for calls made by background work.
  ///
  /// ```swift
  /// sut.saveInBackground(document)
  /// await store.verifyReceived(timeout: .seconds(2)) { $0.save(any()) }
  /// ```
  ///
  /// It returns as soon as enough matching calls have arrived and been
  /// answered, running any `.doing` action their answer has, without
  /// polling: a call made on another thread or task ends the wait. Only
  /// calls that never come make it wait the whole timeout (at most ten
  /// minutes); it then reports at this line, as
  /// ``verifyReceived(times:ignoringArguments:fileID:filePath:line:column:_:)-(Int,_,_,_,_,_,_)``
  /// does:
  ///
  /// ```text
  /// [Store] Wanted but not invoked: save(any())
  /// ```
  ///
  /// A call that arrives after it returned is not counted, so a spy that
  /// must not receive more calls than `times` is not checked for them.
  ///
  /// Cancelling the task that waits ends the wait at once, and it reports
  /// then, at this line, what the form without a timeout would report at
  /// that moment: a cancelled wait never passes a test by accident.
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
  ///   - call: A block that makes the call on the spy it is given.
  public func verifyReceived<Result>(
    times: Int = 1,
    ignoringArguments: Bool = false,
    timeout: Duration,
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ call: (inout P) throws -> Result
  ) async {
    let location = SourceCodeLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    let recorded = recordCall(in: "verifyReceived", at: location, call)
    await engine.verifyReceived(
      recorded, .times(times), ignoringArguments: ignoringArguments, timeout: timeout,
      isolation: isolation, at: location)
  }

  /// Waits until the spy has received the call that `call` makes at least
  /// `minimum` times, or `timeout` passes, then verifies that it did.
  ///
  /// ```swift
  /// sut.startPolling()
  /// await poller.verifyReceived(atLeast: 3, timeout: .seconds(2)) { $0.poll() }
  /// ```
  ///
  /// It returns as soon as `minimum` matching calls have arrived and been
  /// answered, or at once when the task that waits is cancelled; only calls
  /// that never come make it wait the whole timeout:
  ///
  /// ```text
  /// [Poller] Wanted at least 3 times but was called 1 time: poll()
  ///   received: poll()
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
  ///   - call: A block that makes the call on the spy it is given.
  public func verifyReceived<Result>(
    atLeast minimum: Int,
    ignoringArguments: Bool = false,
    timeout: Duration,
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ call: (inout P) throws -> Result
  ) async {
    let location = SourceCodeLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    let recorded = recordCall(in: "verifyReceived", at: location, call)
    await engine.verifyReceived(
      recorded, .atLeast(minimum), ignoringArguments: ignoringArguments, timeout: timeout,
      isolation: isolation, at: location)
  }

  /// Waits until the spy has received the call that `call` makes as many
  /// times as the lower bound of `range`, or `timeout` passes, then
  /// verifies that the number of calls is within `range`.
  ///
  /// ```swift
  /// await poller.verifyReceived(times: 2...4, timeout: .seconds(2)) { $0.poll() }
  /// ```
  ///
  /// A range from 0 is met at once, so it returns without waiting: waiting
  /// cannot show that calls never come.
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
  ///   - call: A block that makes the call on the spy it is given.
  public func verifyReceived<Result>(
    times range: ClosedRange<Int>,
    ignoringArguments: Bool = false,
    timeout: Duration,
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ call: (inout P) throws -> Result
  ) async {
    let location = SourceCodeLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    let recorded = recordCall(in: "verifyReceived", at: location, call)
    await engine.verifyReceived(
      recorded, .times(range), ignoringArguments: ignoringArguments, timeout: timeout,
      isolation: isolation, at: location)
  }

  /// Waits until the spy has received the call of an `async` member that
  /// `call` makes `times` times, or `timeout` passes, then verifies that it
  /// received it exactly that often.
  ///
  /// ```swift
  /// sut.refreshInBackground()
  /// await store.verifyReceived(timeout: .seconds(2)) { await $0.fetch(id: 7) }
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
  ///   - call: A block that makes the call on the spy it is given.
  public func verifyReceived<Result>(
    times: Int = 1,
    ignoringArguments: Bool = false,
    timeout: Duration,
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ call: (inout sending P) async throws -> sending Result
  ) async {
    let location = SourceCodeLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    let recorded = await recordCall(
      in: "verifyReceived", isolation: isolation, at: location, call)
    await engine.verifyReceived(
      recorded, .times(times), ignoringArguments: ignoringArguments, timeout: timeout,
      isolation: isolation, at: location)
  }

  /// Waits until the spy has received the call of an `async` member that
  /// `call` makes at least `minimum` times, or `timeout` passes, then
  /// verifies that it did.
  ///
  /// ```swift
  /// await store.verifyReceived(atLeast: 2, timeout: .seconds(2)) { await $0.fetch(id: 7) }
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
  ///   - call: A block that makes the call on the spy it is given.
  public func verifyReceived<Result>(
    atLeast minimum: Int,
    ignoringArguments: Bool = false,
    timeout: Duration,
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ call: (inout sending P) async throws -> sending Result
  ) async {
    let location = SourceCodeLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    let recorded = await recordCall(
      in: "verifyReceived", isolation: isolation, at: location, call)
    await engine.verifyReceived(
      recorded, .atLeast(minimum), ignoringArguments: ignoringArguments, timeout: timeout,
      isolation: isolation, at: location)
  }

  /// Waits until the spy has received the call of an `async` member that
  /// `call` makes as many times as the lower bound of `range`, or `timeout`
  /// passes, then verifies that the number of calls is within `range`.
  ///
  /// ```swift
  /// await store.verifyReceived(times: 1...2, timeout: .seconds(2)) { await $0.fetch(id: 7) }
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
  ///   - call: A block that makes the call on the spy it is given.
  public func verifyReceived<Result>(
    times range: ClosedRange<Int>,
    ignoringArguments: Bool = false,
    timeout: Duration,
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ call: (inout sending P) async throws -> sending Result
  ) async {
    let location = SourceCodeLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    let recorded = await recordCall(
      in: "verifyReceived", isolation: isolation, at: location, call)
    await engine.verifyReceived(
      recorded, .times(range), ignoringArguments: ignoringArguments, timeout: timeout,
      isolation: isolation, at: location)
  }
}
