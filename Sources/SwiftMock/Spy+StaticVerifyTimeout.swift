// `verifyReceived` of a spy's static members that waits for calls made by
// background work, as the instance's `verifyReceived(timeout:)` does.
extension SpyStatics {
  /// Waits until a static member has received the call the block makes
  /// `times` times in the running test, or `timeout` passes, then verifies
  /// that it received it exactly that often: for calls made by background
  /// work.
  ///
  /// ```swift
  /// sut.reloadInBackground()
  /// await SpyClock.verifyReceived(timeout: .seconds(2)) { $0.reload(zone: "UTC") }
  /// ```
  ///
  /// It returns as soon as enough matching calls have arrived and been
  /// answered, without polling. It counts only the running test's static
  /// calls: those made on the test's task or a task it makes, never those
  /// of another test running in parallel, nor those made on a detached task
  /// or another thread while a Swift Testing test runs. Only calls that
  /// never come make it wait the whole timeout (at most ten minutes); it
  /// then reports at this line, as the form without a timeout does:
  ///
  /// ```text
  /// [Clock] Wanted but not invoked: reload(zone: "UTC")
  /// ```
  ///
  /// A call that arrives after it returned is not counted. Cancelling the
  /// task that waits ends the wait at once, and it reports then, at this
  /// line, what the form without a timeout would report at that moment.
  ///
  /// - Parameters:
  ///   - times: How many matching calls there must be; 1 by default.
  ///   - ignoringArguments: Whether every call of the member counts, whatever its arguments.
  ///   - timeout: How long to wait at most.
  ///   - isolation: The actor the caller runs on; the caller's, by default.
  ///   - fileID: The file ID of the line that verifies, where a failure is reported.
  ///   - filePath: The file path of that line.
  ///   - line: That line.
  ///   - column: Its column.
  ///   - call: A block that calls one static member of the class.
  public static func verifyReceived<Result>(
    times: Int = 1,
    ignoringArguments: Bool = false,
    timeout: Duration,
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ call: (Self.Type) throws -> Result
  ) async {
    await waitForStaticCalls(
      .times(times), ignoringArguments: ignoringArguments, timeout: timeout, isolation: isolation,
      at: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column), call)
  }

  /// Waits until a static member has received the call the block makes at
  /// least `minimum` times in the running test, or `timeout` passes, then
  /// verifies that it did.
  ///
  /// ```swift
  /// sut.startTicking()
  /// await SpyClock.verifyReceived(atLeast: 3, timeout: .seconds(2)) { $0.now() }
  /// ```
  ///
  /// It returns as soon as `minimum` matching calls have arrived and been
  /// answered, or at once when the task that waits is cancelled; only calls
  /// that never come make it wait the whole timeout:
  ///
  /// ```text
  /// [Clock] Wanted at least 3 times but was called 1 time: now()
  ///   received: now()
  /// ```
  ///
  /// - Parameters:
  ///   - minimum: How many matching calls there must be at least; not negative.
  ///   - ignoringArguments: Whether every call of the member counts, whatever its arguments.
  ///   - timeout: How long to wait at most.
  ///   - isolation: The actor the caller runs on; the caller's, by default.
  ///   - fileID: The file ID of the line that verifies, where a failure is reported.
  ///   - filePath: The file path of that line.
  ///   - line: That line.
  ///   - column: Its column.
  ///   - call: A block that calls one static member of the class.
  public static func verifyReceived<Result>(
    atLeast minimum: Int,
    ignoringArguments: Bool = false,
    timeout: Duration,
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ call: (Self.Type) throws -> Result
  ) async {
    await waitForStaticCalls(
      .atLeast(minimum), ignoringArguments: ignoringArguments, timeout: timeout,
      isolation: isolation,
      at: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column), call)
  }

  /// Waits until a static member has received the call the block makes as
  /// many times as the lower bound of `range` in the running test, or
  /// `timeout` passes, then verifies that the number of calls is within
  /// `range`.
  ///
  /// ```swift
  /// await SpyClock.verifyReceived(times: 2...4, timeout: .seconds(2)) { $0.now() }
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
  ///   - fileID: The file ID of the line that verifies, where a failure is reported.
  ///   - filePath: The file path of that line.
  ///   - line: That line.
  ///   - column: Its column.
  ///   - call: A block that calls one static member of the class.
  public static func verifyReceived<Result>(
    times range: ClosedRange<Int>,
    ignoringArguments: Bool = false,
    timeout: Duration,
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ call: (Self.Type) throws -> Result
  ) async {
    await waitForStaticCalls(
      .times(range), ignoringArguments: ignoringArguments, timeout: timeout, isolation: isolation,
      at: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column), call)
  }

  /// Records the static call `call` makes, waits for the running test's
  /// static members to receive enough of it to decide `bound`, within
  /// `timeout`, then checks them against `bound`.
  static func waitForStaticCalls<Result>(
    _ bound: ReceivedCountBound, ignoringArguments: Bool, timeout: Duration,
    isolation: isolated (any Actor)?, at location: SourceCodeLocation,
    _ call: (Self.Type) throws -> Result
  ) async {
    let (engine, recorded) = recordStaticCall(of: Self.self, in: "verifyReceived", at: location) {
      try call(Self.self)
    }
    await engine.verifyReceived(
      recorded, bound, ignoringArguments: ignoringArguments, timeout: timeout,
      isolation: isolation, at: location)
  }
}
