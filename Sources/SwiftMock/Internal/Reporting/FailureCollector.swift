/// Collects failures instead of reporting them, for ``captureFailures(_:)``.
final class FailureCollector: Sendable {
  /// The collector of the running `captureFailures` block, if any.
  @TaskLocal static var current: FailureCollector?

  /// The Swift Testing test the block runs in, if any: a test double made
  /// in the block sends it failures found elsewhere only while it belongs
  /// to that test.
  let test: TestKey?

  private let state = Locked(State())

  private struct State {
    var failures: [Collected] = []
    var isOpen = true
  }

  /// A failure collected, and the ownership of the test double that found
  /// it, to report it as it would have gone if the block throws.
  struct Collected {
    let failure: ReportedFailure
    let ownership: DoubleOwnership?
  }

  /// Call it on the task that runs the block.
  init() {
    test = TestKey.swiftTestingTestHere
  }

  /// Adds `failure`, unless the block has returned; says whether it did.
  func append(_ failure: ReportedFailure, of ownership: DoubleOwnership?) -> Bool {
    state.withLock { state in
      guard state.isOpen else { return false }
      state.failures.append(Collected(failure: failure, ownership: ownership))
      return true
    }
  }

  /// Whether the block is still running, so that failures reach it.
  var isOpen: Bool {
    state.withLock { $0.isOpen }
  }

  /// Ends collecting and returns what was collected, once: a second call
  /// returns nothing.
  func close() -> [Collected] {
    state.withLock { state in
      state.isOpen = false
      defer { state.failures = [] }
      return state.failures
    }
  }
}
