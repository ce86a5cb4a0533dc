import Foundation
import SpyVsMock
import SwiftMock

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// The same two doubles with SwiftMock: one line per member, and the
// recording, counting and messages come from the library.

/// A spy of the session; the completion handler is kept as an action
/// argument, and only the request is compared.
final class LibrarySpyURLSession: Spy<URLSessionProtocol>, URLSessionProtocol {
  func dataTask(
    with request: URLRequest,
    completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void
  ) -> URLSessionDataTask {
    accept(
      checkArgs: [request], actionArgs: [completionHandler], default: DummyURLSessionDataTask())
  }
}

/// A mock of the session: the test expects the one request it cares about.
final class LibraryMockURLSession: Mock<URLSessionProtocol>, URLSessionProtocol {
  func dataTask(
    with request: URLRequest,
    completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void
  ) -> URLSessionDataTask {
    accept(
      checkArgs: [request], actionArgs: [completionHandler], default: DummyURLSessionDataTask())
  }
}
