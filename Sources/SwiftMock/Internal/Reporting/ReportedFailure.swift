/// A failure on its way to a test: what it says, where, and what decides
/// which test may take it.
struct ReportedFailure: Sendable {
  /// The whole message, as ``captureFailures(_:)`` returns it.
  let message: String
  /// Where it is reported.
  let location: SourceCodeLocation
  /// Whether a test that stopped early (skipped or cancelled) is excused
  /// from it: only what the test did not get to do, a missing call found
  /// when the test ended or its test double went away. A call that did
  /// happen and was wrong fails the test however it ends.
  var isExcusedByStoppingEarly = false
  /// Whether it goes to the test the test double belongs to rather than a
  /// test running where it is found: what a test left behind.
  var isForOwner = false

  /// The failure as ``captureFailures(_:)`` returns it.
  var mockFailure: MockFailure {
    MockFailure(
      message: message,
      fileID: location.fileIDText,
      filePath: location.filePathText,
      line: Int(clamping: location.line),
      column: Int(clamping: location.column))
  }
}

/// What became of a failure, which decides whether it ends a
/// `verify(timeout:)` wait.
enum Delivery: Sendable {
  /// A ``captureFailures(_:)`` block took it: it fails nothing.
  case captured
  /// A test framework recorded it for `test`: a Swift Testing test, by its
  /// key, or `nil` for an XCTest test. `isFailure` is `false` for an issue
  /// that a `withKnownIssue` block claimed as known.
  case recorded(test: TestKey?, isFailure: Bool)
  /// Handed to `test` and not yet recorded (held for an XCTest test's
  /// tear-down, or waiting for a Swift Testing test's reporter): it will
  /// fail that test, or the run.
  case pending(test: TestKey?)
  /// Kept or recorded for the run as a whole, as no test can take it.
  case forTheRun
  /// Written to standard error, where no test framework runs.
  case printed
  /// Dropped: the test it belongs to stopped early, and did not get to make
  /// the call.
  case excused
}
