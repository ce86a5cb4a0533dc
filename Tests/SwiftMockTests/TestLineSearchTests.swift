import Foundation
import SwiftMock
import SwiftMockTestSupport
import Testing

/// The search for the test's line finds the test's frame wherever it is on
/// the calling thread's stack: under deep recursion, past C code built
/// without frame pointers, up a task's chain of `async` callers. Where the
/// platform searches no stack, the first test says so, and the others do not
/// run.
struct TestLineSearchTests {
  @Test func theSearchRunsWhereThePlatformPromisesIt() {
    #if os(Linux)
      #expect(testLineSearchRunsHere)
    #endif
    var line = 0
    var callLine = 0
    let failures = captureFailures {
      line = #line; let mock = MockSendableService()
      callLine = #line; record(20, on: mock)
    }
    let found = (
      """
      [SendableService] Unexpected call: record(20)
        the mock was made at \(here(line))
      """, callLine
    )
    let notSearched = (
      """
      [SendableService] Unexpected call: record(20)
        reported at the line that made the mock: call stacks are not searched on this platform
      """, line
    )
    expectFailures(failures, [testLineSearchRunsHere ? found : notSearched])
  }

  @Test(.enabled(if: testLineSearchRunsHere))
  func aCallFromFifteenHundredLevelsOfRecursionIsReportedAtTheTestsLine() {
    var line = 0
    var callLine = 0
    let failures = captureFailures {
      line = #line; let mock = MockSendableService()
      callLine = #line; record(21, on: mock, depth: 1_500)
    }
    expectFailures(failures, [(madeAt(line, "record(21)"), callLine)])
  }

  #if os(Linux)
    /// Fifty thousand: the thread sanitizer's own record of a thread's calls
    /// holds 65,536 of them, and overflows past that.
    @Test(.enabled(if: testLineSearchRunsHere))
    func aCallFromFiftyThousandLevelsOfRecursionIsReportedAtTheTestsLine() {
      var line = 0
      var callLine = 0
      var failures: [MockFailure] = []
      line = #line; let mock = MockSendableService()
      onThread(stackSize: 128 << 20) {
        failures = captureFailures {
          callLine = #line; record(22, on: mock, depth: 50_000)
        }
      }
      expectFailures(failures, [(madeAt(line, "record(22)"), callLine)])
    }
  #endif

  @Test(.enabled(if: testLineSearchRunsHere))
  func aCallFromAQsortComparatorIsReportedAtTheTestsLine() {
    var line = 0
    var callLine = 0
    let failures = captureFailures {
      line = #line; let mock = MockSendableService()
      callLine = #line; record(23, sortingWith: mock)
    }
    expectFailures(failures, [(madeAt(line, "record(23)"), callLine)])
  }

  @Test(.enabled(if: testLineSearchRunsHere))
  func aCallFromAnXMLParserDelegateIsReportedAtTheTestsLine() {
    var line = 0
    var callLine = 0
    let failures = captureFailures {
      line = #line; let mock = MockSendableService()
      callLine = #line; record(24, parsingWith: mock)
    }
    expectFailures(failures, [(madeAt(line, "record(24)"), callLine)])
  }

  @Test(.enabled(if: testLineSearchRunsHere)) func aCallInAQueueSyncBlockIsReportedAtTheTestsLine()
  {
    var line = 0
    var callLine = 0
    let queue = DispatchQueue(label: "TestLineSearchTests")
    let failures = captureFailures {
      line = #line; let mock = MockSendableService()
      callLine = #line; record(25, syncOn: queue, with: mock)
    }
    expectFailures(failures, [(madeAt(line, "record(25)"), callLine)])
  }

  @Test(.enabled(if: testLineSearchRunsHere)) func aCallAfterASuspensionIsReportedAtTheTestsAwait()
    async
  {
    var line = 0
    var callLine = 0
    let failures = await captureFailures {
      line = #line; let mock = MockSendableService()
      callLine = #line; await record(26, afterSuspendingWith: mock)
    }
    expectFailures(failures, [(madeAt(line, "record(26)"), callLine)])
  }

  @Test(.enabled(if: testLineSearchRunsHere)) func aCallInATaskTheTestStartsIsReportedInTheTask()
    async
  {
    var line = 0
    let callLine = LockedValue(0)
    let failures = await captureFailures {
      line = #line; let mock = MockSendableService()
      await Task {
        callLine.withLock { $0 = #line }; record(27, on: mock)
      }.value
    }
    expectFailures(failures, [(madeAt(line, "record(27)"), callLine.withLock { $0 })])
  }

  @Test(.enabled(if: testLineSearchRunsHere)) func aMockDeclaredInTheTestFunctionIsPassedOver() {
    final class MockLocalService: Mock<SendableService>, SendableService, @unchecked Sendable {
      func record(_ value: Int) { accept(value) }
      func lookUp(_ key: Int) -> Int { accept(key) }
      func fetch() async -> Int { await accept() }
      func fetchThrowing() async throws -> Int { try await throwingAccept() }
    }
    var line = 0
    var callLine = 0
    let failures = captureFailures {
      line = #line; let mock = MockLocalService()
      callLine = #line; mock.record(28)
    }
    expectFailures(failures, [(madeAt(line, "record(28)"), callLine)])
  }

  @Test(.enabled(if: testLineSearchRunsHere))
  func codeUnderTestWrittenInTheTestsFileIsNamedByWayOfTheTestsLine() {
    var line = 0
    var callLine = 0
    let failures = captureFailures {
      line = #line; let mock = MockSendableService()
      let screen = CheckoutScreen(service: mock)
      callLine = #line; screen.load()
    }
    expectFailures(
      failures,
      [
        (
          """
          [SendableService] Unexpected call: record(29)
            via \(here(CheckoutScreen.recordLine))
            the mock was made at \(here(line))
          """, callLine
        )
      ])
  }

  /// A message of an unexpected `call` of the mock made at `line`.
  private func madeAt(_ line: Int, _ call: String) -> String {
    """
    [SendableService] Unexpected call: \(call)
      the mock was made at \(here(line))
    """
  }
}

/// Code under test written in the test's file, as in the failure article's
/// layout: its line is the innermost of the file, not the test's.
struct CheckoutScreen {
  let service: any SendableService

  func load() {
    service.record(29)
  }

  /// The line of `load()` that calls the service.
  static let recordLine = #line - 4
}
