/// Checking a mock's static members, on the class.
extension Mock {
  /// Fails the running test for every expected static call that did not
  /// happen in it, at this line; unexpected static calls are reported when
  /// they happen.
  ///
  /// ```swift
  /// MockClock.expect { $0.now() }
  /// MockClock.verify()
  /// ```
  ///
  /// ```text
  /// [Clock] Missing call: now() (expected at MyTests/ClockTests.swift:12)
  /// ```
  ///
  /// - Parameters:
  ///   - fileID: The file ID of the line that verifies, where a missing call is reported.
  ///   - filePath: The file path of that line.
  ///   - line: That line.
  ///   - column: Its column.
  public static func verify(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    existingStaticDouble?.verify(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Waits until the static calls the running test expects have happened,
  /// or `timeout` passes, then verifies them: for static calls made by
  /// background work.
  ///
  /// ```swift
  /// MockClock.expect { $0.reload(zone: "UTC") }
  /// sut.reloadInBackground()
  /// await MockClock.verify(timeout: .seconds(1))
  /// ```
  ///
  /// It waits as the instance's ``Mock/verify(timeout:isolation:fileID:filePath:line:column:)-swift.method``
  /// does, and returns as soon as the outcome is decided: when the last
  /// expected static call has arrived and run its `.doing` action, or when
  /// a static call has already failed the test. It waits only for the
  /// running test's static calls, never for those of another test running
  /// in parallel. A call counts where it reaches the running test's static
  /// members: on the test's task or a task it makes, which carry the test
  /// with them, but not on a detached task or another thread while a Swift
  /// Testing test runs. Only a test whose calls never come waits the whole
  /// timeout (at most ten minutes); it then reports what is still missing,
  /// at this line:
  ///
  /// ```text
  /// [Clock] Missing call: reload(zone: "UTC") (expected at MyTests/ClockTests.swift:12)
  /// ```
  ///
  /// Cancelling the task that waits ends the wait at once, and it reports
  /// then, at this line, what `verify()` would report at that moment.
  ///
  /// A protocol's own static `verify(timeout:)` hides this one in its mock;
  /// reach it through the base class: `await (MockClock.self as Mock<Clock>.Type).verify(timeout: .seconds(1))`.
  ///
  /// - Parameters:
  ///   - timeout: How long to wait at most.
  ///   - isolation: The actor the caller runs on; the caller's, by default.
  ///   - fileID: The file ID of the line that verifies, where a missing call is reported.
  ///   - filePath: The file path of that line.
  ///   - line: That line.
  ///   - column: Its column.
  public static func verify(
    timeout: Duration,
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    guard let double = existingStaticDouble else {
      // Nothing is expected, so nothing is waited for; a timeout that
      // makes no sense is still a misuse.
      _ = checkedTimeout(
        timeout, of: "verify(timeout:)", mockName: String(describing: P.self),
        at: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
        ownership: .current)
      return
    }
    await double.verify(
      timeout: timeout, isolation: isolation, fileID: fileID, filePath: filePath, line: line,
      column: column)
  }
}
