import Foundation
import SpyVsMock
import SwiftMock
import SwiftMockTestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

private let profileRequest = URLRequest(url: ProfileLoader.profileURL)

/// A spy and a mock differ in where the assertions live: in the test, or in
/// the double.
struct HandWrittenDoublesTests {
  @Test func spy_theTestAssertsOnWhatTheSpyRecorded() {
    let sessionSpy = SpyURLSession()
    let sut = ProfileLoader()
    sut.session = sessionSpy

    sut.load()

    #expect(sessionSpy.dataTaskCallCount == 1, "call count")
    #expect(sessionSpy.dataTaskArgsRequest.first == profileRequest, "request")
  }

  @Test func mock_theDoubleVerifiesItself() {
    let mockSession = MockURLSession()
    let sut = ProfileLoader()
    sut.session = mockSession

    sut.load()

    mockSession.verifyDataTask(with: profileRequest)
  }

  @Test func mock_reportsWantedButNotInvoked() {
    let mockSession = MockURLSession()
    var line = 0
    let failures = captureFailures {
      line = #line; mockSession.verifyDataTask(with: profileRequest)
    }
    #expect(
      failures.map(\.description) == [
        "\(#fileID):\(line): Wanted but not invoked: dataTask(with:completionHandler:)"
      ])
  }

  @Test func mock_reportsTheCallsWhenCalledTooOften() {
    let mockSession = MockURLSession()
    let sut = ProfileLoader()
    sut.session = mockSession

    sut.loadWithEagerRetry()

    var line = 0
    let failures = captureFailures {
      line = #line; mockSession.verifyDataTask(with: profileRequest)
    }
    #expect(
      failures.map(\.description) == [
        """
        \(#fileID):\(line): Wanted 1 time but was called 2 times. \
        dataTask(with:completionHandler:) with request: \
        [https://example.com/profile, https://example.com/profile]
        """
      ])
  }
}

/// The same two tests with SwiftMock's `Spy` and `Mock`.
struct LibraryDoublesTests {
  @Test func spy_theTestAsksTheSpyWhatItReceived() {
    let sessionSpy = LibrarySpyURLSession()
    let sut = ProfileLoader()
    sut.session = sessionSpy

    sut.load()

    sessionSpy.verifyReceived { $0.dataTask(with: profileRequest) { _, _, _ in } }
    #expect(sessionSpy.calls.first?.argument(0, as: URLRequest.self) == profileRequest)
  }

  @Test func spy_reportsWantedButNotInvoked() {
    let sessionSpy = LibrarySpyURLSession()
    var line = 0
    let failures = captureFailures {
      line = #line; sessionSpy.verifyReceived { $0.dataTask(with: profileRequest) { _, _, _ in } }
    }
    #expect(
      failures.map(\.description) == [
        """
        \(#fileID):\(line): [URLSessionProtocol] Wanted but not invoked: \
        dataTask(with:completionHandler:) with (https://example.com/profile)
        """
      ])
  }

  @Test func spy_reportsTheCallsWhenCalledTooOften() {
    let sessionSpy = LibrarySpyURLSession()
    let sut = ProfileLoader()
    sut.session = sessionSpy

    sut.loadWithEagerRetry()

    var line = 0
    let failures = captureFailures {
      line = #line; sessionSpy.verifyReceived { $0.dataTask(with: profileRequest) { _, _, _ in } }
    }
    #expect(
      failures.map(\.description) == [
        """
        \(#fileID):\(line): [URLSessionProtocol] Wanted 1 time but was called 2 times: \
        dataTask(with:completionHandler:) with (https://example.com/profile)
          received: dataTask(with:completionHandler:) with (https://example.com/profile)
          received: dataTask(with:completionHandler:) with (https://example.com/profile)
        """
      ])
  }

  @Test func spy_handsTheCompletionHandlerToTheTest() {
    let sessionSpy = LibrarySpyURLSession()
    let sut = ProfileLoader()
    sut.session = sessionSpy
    sut.load()

    let completion = sessionSpy.calls.first?.actionArgument(
      0, as: (@Sendable (Data?, URLResponse?, (any Error)?) -> Void).self)

    #expect(completion != nil)
    completion?(Data("profile".utf8), nil, nil)
  }

  @Test func mock_theTestExpectsTheRequestAndVerifies() {
    let mockSession = LibraryMockURLSession()
    let sut = ProfileLoader()
    sut.session = mockSession
    mockSession.expect { $0.dataTask(with: profileRequest) { _, _, _ in } }

    sut.load()

    mockSession.verify()
  }

  @Test func mock_reportsTheSecondTaskAsUnexpected() {
    let line = #line; let mockSession = LibraryMockURLSession()
    let sut = ProfileLoader()
    sut.session = mockSession
    let expectLine = #line; mockSession.expect { $0.dataTask(with: profileRequest) { _, _, _ in } }

    var callLine = 0
    let failures = captureFailures {
      callLine = #line; sut.loadWithEagerRetry()
      mockSession.verify()
    }

    let unexpected = expectedCallFailure(
      """
      [URLSessionProtocol] Unexpected call: \
      dataTask(with:completionHandler:) with (https://example.com/profile)
        already received: dataTask(with:completionHandler:) with (https://example.com/profile), \
      1 call (\(#fileID):\(expectLine))
        received: dataTask(with:completionHandler:) with (https://example.com/profile)
        the mock was made at \(#fileID):\(line)
      """, calledAt: callLine, madeAt: line)
    #expect(failures.map(\.description) == ["\(#fileID):\(unexpected.line): \(unexpected.message)"])
  }
}
