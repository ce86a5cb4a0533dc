#if os(Linux)
  import Dispatch
  import SwiftMock
  import XCTest

  /// Calls that reach a mock through other code: a queue's `sync`, the C
  /// library's `qsort`, a deep recursion. Each is reported at the test's line.
  final class CallsThroughCase: XCTestCase {
    static var tests: [(String, (CallsThroughCase) -> () throws -> Void)] {
      [
        ("callThroughQueueSync", callThroughQueueSync), ("callThroughQsort", callThroughQsort),
        ("callThroughRecursion", callThroughRecursion),
      ]
    }

    func callThroughQueueSync() {
      var callLine = 0
      let mockLine = #line; let mock = MockService()
      let failures = captureFailures {
        callLine = #line; recordOnAQueue(3, with: mock)
      }
      expectOneFailure(failures, "record(3)", at: callLine, mockLine: mockLine)
    }

    func callThroughQsort() {
      var callLine = 0
      let mockLine = #line; let mock = MockService()
      let failures = captureFailures {
        callLine = #line; recordWhileSorting(4, with: mock)
      }
      expectOneFailure(failures, "record(4)", at: callLine, mockLine: mockLine)
    }

    func callThroughRecursion() {
      var callLine = 0
      let mockLine = #line; let mock = MockService()
      let failures = captureFailures {
        callLine = #line; recordAfterRecursing(5, with: mock, depth: 5_000)
      }
      expectOneFailure(failures, "record(5)", at: callLine, mockLine: mockLine)
    }
  }
#endif
