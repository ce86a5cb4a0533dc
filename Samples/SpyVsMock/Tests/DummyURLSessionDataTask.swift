import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A task that does nothing when resumed: the dummy every session double
/// below returns.
final class DummyURLSessionDataTask: URLSessionDataTask, @unchecked Sendable {
  override func resume() {}
}
