import Foundation
import SwiftMock
import SwiftMockTestSupport
import Testing

struct VerifyTimeoutTests {
  @Test func returnsAsSoonAsTheExpectedCallsArrive() async {
    let mock = MockSendableService()
    mock.expect { $0.record(1) }
    mock.expect { $0.record(2) }
    let clock = ContinuousClock()
    let start = clock.now
    let background = Task.detached {
      try? await Task.sleep(for: .milliseconds(50))
      mock.record(1)
      mock.record(2)
    }
    let failures = await captureFailures {
      await mock.verify(timeout: .seconds(120))
    }
    #expect(failures.isEmpty)
    // Far below the timeout, with room for a machine slowed by a sanitizer.
    #expect(clock.now - start < .seconds(60))
    await background.value
  }

  @Test func returnsAtOnceWhenNothingIsMissing() async {
    let mock = MockSendableService()
    mock.expect { $0.record(1) }
    mock.record(1)
    let clock = ContinuousClock()
    let start = clock.now
    let failures = await captureFailures {
      await mock.verify(timeout: .seconds(30))
    }
    #expect(failures.isEmpty)
    #expect(clock.now - start < .seconds(10))
  }

  @Test func reportsWhatIsStillMissingAfterTheTimeout() async {
    let mock = MockSendableService()
    mock.expect { $0.record(1) }
    let expectLine = #line; mock.expect { $0.record(2) }
    let background = Task.detached { mock.record(1) }
    let clock = ContinuousClock()
    let start = clock.now
    var line = 0
    let failures = await captureFailures {
      line = #line; await mock.verify(timeout: .milliseconds(200))
    }
    #expect(clock.now - start >= .milliseconds(200))
    expectFailures(
      failures,
      [("[SendableService] Missing call: record(2) (expected at \(here(expectLine)))", line)])
    await background.value
  }

  @Test func aCountedExpectationIsWaitedForUntilItHasItsMinimum() async {
    let mock = MockSendableService()
    mock.expect { $0.record(any()) }.times(atLeast: 3)
    let background = Task.detached {
      for value in 0..<3 { mock.record(value) }
    }
    let failures = await captureFailures {
      await mock.verify(timeout: .seconds(30))
    }
    #expect(failures.isEmpty)
    await background.value
  }

  @Test func callsRacingTheDeadlineAreEachCountedOnce() async {
    let mock = MockSendableService()
    for value in 0..<200 {
      mock.expect { $0.record(value) }
    }
    let background = Task.detached {
      await withTaskGroup(of: Void.self) { group in
        for value in 0..<200 {
          group.addTask { mock.record(value) }
        }
      }
    }
    let failures = await captureFailures {
      await mock.verify(timeout: .seconds(30))
    }
    #expect(failures.isEmpty)
    await background.value
  }
}
