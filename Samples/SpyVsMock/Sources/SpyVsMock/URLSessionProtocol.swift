import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The part of `URLSession` the profile loader uses, extracted so that a test
/// can put a test double in its place.
public protocol URLSessionProtocol {
  /// Creates a task that loads `request` and then calls `completionHandler`.
  func dataTask(
    with request: URLRequest,
    completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void
  ) -> URLSessionDataTask
}

extension URLSession: URLSessionProtocol {}
