import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A task that does nothing when resumed: what the generated session mock
/// returns when a test gives no task (see its `--default`).
final class DummyURLSessionDataTask: URLSessionDataTask, @unchecked Sendable {
  // `@unchecked Sendable` is safe: the task has no state of its own.
  override func resume() {}
}
