/// Counts the calls a spy received that match one call, for a
/// `verifyReceived(timeout:)` that waits: each count looks only at the calls
/// that arrived since the last, so a wait through many calls costs little.
///
/// The calls are matched with no lock held, as matching may run the test's
/// code, which may call the spy again. One count runs at a time: a count
/// asked for while another runs (on another thread, or by a call the
/// test's code makes) answers what is known so far, and the one running
/// looks again for new calls before it ends, so none is left uncounted.
///
/// `@unchecked Sendable` is safe here: `pattern` and `ignoresArguments`
/// never change, and `progress` is behind a lock. The pattern holds the
/// test's values, which the calls that match them are compared with on
/// whichever thread they are made, as a mock's expectations are.
final class MatchingCallCounter: @unchecked Sendable {
  private let pattern: CallPattern
  private let ignoresArguments: Bool
  private let progress = Locked(Progress())

  private struct Progress {
    /// How many times the spy had forgotten its calls when they were counted.
    var forgotten = -1
    /// How many of the spy's calls have been looked at.
    var examined = 0
    /// How many of those match.
    var matched = 0
    /// Whether a count is running.
    var isCounting = false
  }

  init(_ pattern: CallPattern, ignoringArguments: Bool) {
    self.pattern = pattern
    ignoresArguments = ignoringArguments
  }

  /// How many of the calls `engine` received match, as far as is known.
  func count(in engine: MockEngine) -> Int {
    while true {
      let started = progress.withLock { progress -> Progress? in
        guard !progress.isCounting else { return nil }
        progress.isCounting = true
        return progress
      }
      guard var counted = started else {
        // Another count is running, and looks again before it ends.
        return progress.withLock { $0.matched }
      }
      let (calls, forgotten) = engine.callsReceived(
        after: counted.examined, forgotten: counted.forgotten)
      if forgotten != counted.forgotten {
        counted = Progress(forgotten: forgotten, examined: 0, matched: 0)
      }
      counted.examined += calls.count
      counted.matched += calls.count { $0.matches(pattern, ignoringArguments: ignoresArguments) }
      counted.isCounting = false
      progress.withLock { $0 = counted }
      // A call that arrived while this count ran may have found it running
      // and left the call to it.
      let later = engine.callsReceived(after: counted.examined, forgotten: counted.forgotten)
      if later.calls.isEmpty && later.forgotten == counted.forgotten {
        return counted.matched
      }
    }
  }
}
