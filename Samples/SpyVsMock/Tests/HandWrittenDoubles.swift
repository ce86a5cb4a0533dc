import Foundation
import SpyVsMock
import SwiftMock

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A hand-written test spy: it records how it was called, and the test
/// asserts on what it recorded.
final class SpyURLSession: URLSessionProtocol {
  private(set) var dataTaskCallCount = 0
  private(set) var dataTaskArgsRequest: [URLRequest] = []

  func dataTask(
    with request: URLRequest,
    completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void
  ) -> URLSessionDataTask {
    dataTaskCallCount += 1
    dataTaskArgsRequest.append(request)
    return DummyURLSessionDataTask()
  }
}

/// The spy promoted to a hand-written mock object: the verification moves
/// from the test into the double, which can then say what went wrong.
final class MockURLSession: URLSessionProtocol {
  private var dataTaskCallCount = 0
  private var dataTaskArgsRequest: [URLRequest] = []

  func dataTask(
    with request: URLRequest,
    completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void
  ) -> URLSessionDataTask {
    dataTaskCallCount += 1
    dataTaskArgsRequest.append(request)
    return DummyURLSessionDataTask()
  }

  /// Fails the test, at the caller's line, unless exactly one task was made,
  /// for `request`.
  func verifyDataTask(
    with request: URLRequest,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    func fail(_ message: String) {
      reportFailure(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
    guard dataTaskCallCount == 1 else {
      if dataTaskCallCount == 0 {
        fail("Wanted but not invoked: dataTask(with:completionHandler:)")
      } else {
        fail(
          """
          Wanted 1 time but was called \(dataTaskCallCount) times. \
          dataTask(with:completionHandler:) with request: \(dataTaskArgsRequest)
          """)
      }
      return
    }
    if dataTaskArgsRequest[0] != request {
      fail(
        "dataTask(with:completionHandler:) request: \(dataTaskArgsRequest[0]), wanted \(request)")
    }
  }
}
