import Foundation
import SwiftMock
import SwiftMockTestSupport
import Testing

/// `verify(timeout:)` returns when the outcome is decided: after the calls
/// it waited for have run their actions, or at once when a call has failed
/// the test; and an expectation that can take more calls outlives it.
struct VerifyTimeoutOutcomeTests {
  @Test func itReturnsOnlyAfterTheAwaitedCallsActionHasRun() async {
    for _ in 0..<20 {
      let mock = MockSendableService()
      let effect = LockedValue(0)
      mock.expect { $0.record(1) }.doing { _ in
        Thread.sleep(forTimeInterval: 0.005)
        effect.withLock { $0 = 1 }
      }
      let background = Thread { mock.record(1) }
      background.start()
      let failures = await captureFailures {
        await mock.verify(timeout: .seconds(30))
      }
      #expect(effect.withLock { $0 } == 1)
      #expect(failures.isEmpty)
    }
  }

  @Test(.enabled(if: ChildRun.canStart)) func itReturnsAtOnceWhenACallHasFailedTheTest() throws {
    // A real failure fails the test, so it runs in a process of its own.
    let run = try ChildRun.swiftTesting(suite: "FailedCallEndsTheWaitScenario")
    #expect(run.status != 0)
    #expect(run.output.contains("verify(timeout:) returned within 30 seconds"), "\(run.output)")
    #expect(run.output.contains("[SendableService] Unexpected call: record(3)"))
    #expect(run.output.contains("[SendableService] Missing call: record(2)"))
  }

  @Test func aCapturedFailureDoesNotEndTheWait() async {
    let mock = MockSendableService()
    mock.expect { $0.record(1) }
    let captured = captureFailures { mock.record(3) }
    #expect(captured.count == 1)
    let failures = await captureFailures {
      let call = callSoon { mock.record(1) }
      await mock.verify(timeout: .seconds(30))
      call.join()
    }
    #expect(failures.isEmpty)
  }

  @Test func aKnownIssueDoesNotEndTheWait() async {
    let mock = MockSendableService()
    mock.expect { $0.record(1) }
    withKnownIssue(expectedOnPurpose) {
      mock.record(3)
    }
    let failures = await captureFailures {
      let call = callSoon { mock.record(1) }
      await mock.verify(timeout: .seconds(30))
      call.join()
    }
    #expect(failures.isEmpty)
  }

  @Test(.enabled(if: ChildRun.canStart))
  func aFailureOfAnotherTestDoesNotEndTheWait() async throws {
    let run = try ChildRun.swiftTesting(suite: "AnotherTestsFailureScenario")
    #expect(run.output.contains("the waiting test's call arrived"), "\(run.output)")
    #expect(run.output.contains("✔ Test waitForACallThatComesLater() passed"), "\(run.output)")
  }

  @Test func anExpectationThatCanTakeMoreCallsOutlivesIt() async {
    let mock = MockSendableService()
    mock.expect { $0.record(any()) }.times(atLeast: 1)
    mock.expect { $0.lookUp(1) }.returning(2).times(1...3)
    mock.record(1)
    #expect(mock.lookUp(1) == 2)
    let failures = await captureFailures {
      await mock.verify(timeout: .seconds(30))
      mock.record(2)
      #expect(mock.lookUp(1) == 2)
      mock.verify()
    }
    #expect(failures.isEmpty)
  }
}
