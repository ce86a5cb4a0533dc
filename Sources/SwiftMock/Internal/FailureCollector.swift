/// Collects failures instead of reporting them, for ``captureFailures(_:)``.
final class FailureCollector: Sendable {
  /// The collector of the running `captureFailures` block, if any.
  @TaskLocal static var current: FailureCollector?

  private let collected = Locked<[MockFailure]>([])

  func append(_ failure: MockFailure) {
    collected.withLock { $0.append(failure) }
  }

  var failures: [MockFailure] {
    collected.withLock { $0 }
  }
}
