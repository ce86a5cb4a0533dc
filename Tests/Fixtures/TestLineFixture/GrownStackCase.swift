#if os(Linux)
  import SwiftMock
  import XCTest

  /// Two tests on XCTest's main thread: one calls a mock near the top of
  /// the stack, the other from two megabytes further down, which the main
  /// thread's stack grows to. Each finds its line, in either order.
  final class GrownStackCase: XCTestCase {
    static var tests: [(String, (GrownStackCase) -> () throws -> Void)] {
      [
        ("callNearTheTop", callNearTheTop), ("callFromDeepDown", callFromDeepDown),
      ]
    }

    func callNearTheTop() {
      var callLine = 0
      let mockLine = #line; let mock = MockService()
      let failures = captureFailures {
        callLine = #line; mock.record(1)
      }
      expectOneFailure(failures, "record(1)", at: callLine, mockLine: mockLine)
    }

    func callFromDeepDown() {
      var callLine = 0
      let mockLine = #line; let mock = MockService()
      let failures = captureFailures {
        callLine = #line; record(2, on: mock, afterDescending: 2 << 20)
      }
      expectOneFailure(
        failures, "record(2)", at: callLine, via: descentCallLine, mockLine: mockLine)
    }
  }

  /// Uses about `bytes` of stack, a kilobyte a call, then makes `service`
  /// record `value`.
  @inline(never)
  func record(_ value: Int, on service: MockService, afterDescending bytes: Int) {
    guard bytes > 0 else {
      service.record(value)
      return
    }
    withUnsafeTemporaryAllocation(byteCount: 1_000, alignment: 16) { buffer in
      buffer.initializeMemory(as: UInt8.self, repeating: 0)
      record(value, on: service, afterDescending: bytes - buffer.count)
    }
  }

  /// The line of ``record(_:on:afterDescending:)`` that calls the service.
  let descentCallLine = #line - 10
#endif
