/// Marks a thread while SwiftMock records an issue on it: a failure found
/// meanwhile (a `withKnownIssue` matcher or an event handler that calls a
/// test double) is not recorded in turn, which could recurse without end,
/// but written to standard error, and fails the process's exit status.
final class IssueRecording: Sendable {
  /// The recording under way on this thread, if any.
  static let onThisThread = ThreadLocalReference<IssueRecording>()

  /// Whether an issue is being recorded on this thread.
  static var isUnderWay: Bool {
    onThisThread.value != nil
  }
}
