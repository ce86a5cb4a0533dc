/// Collects failures instead of reporting them, for ``captureFailures(_:)``.
final class FailureCollector: Sendable {
  /// The collector of the running `captureFailures` block, if any.
  @TaskLocal static var current: FailureCollector?

  private let state = Locked(State())

  private struct State {
    var failures: [ReportedFailure] = []
    var isOpen = true
  }

  /// Adds `failure`, unless the block has returned; says whether it did.
  func append(_ failure: ReportedFailure) -> Bool {
    state.withLock { state in
      guard state.isOpen else { return false }
      state.failures.append(failure)
      return true
    }
  }

  /// Whether the block is still running, so that failures reach it.
  var isOpen: Bool {
    state.withLock { $0.isOpen }
  }

  /// Ends collecting and returns what was collected, once: a second call
  /// returns nothing.
  func close() -> [ReportedFailure] {
    state.withLock { state in
      state.isOpen = false
      defer { state.failures = [] }
      return state.failures
    }
  }
}
