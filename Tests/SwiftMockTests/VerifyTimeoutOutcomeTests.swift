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

  @Test func itReturnsAtOnceWhenACallHasFailedTheTest() async {
    let mock = MockSendableService()
    mock.expect { $0.record(1) }
    let expectLine = #line; mock.expect { $0.record(2) }
    let clock = ContinuousClock()
    let start = clock.now
    var line = 0
    let failures = await captureFailures {
      let background = Task { mock.record(3) }
      line = #line; await mock.verify(timeout: .seconds(60))
      await background.value
    }
    #expect(clock.now - start < .seconds(30))
    #expect(failures.count == 2)
    #expect(
      failures.first?.message.hasPrefix("[SendableService] Unexpected call: record(3)") == true)
    #expect(
      failures.last?.message
        == "[SendableService] Missing call: record(2) (expected at \(here(expectLine)))")
    #expect(failures.last?.line == line)
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
