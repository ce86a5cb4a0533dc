import Foundation
import SwiftMockTestSupport
import Testing

@testable import SwiftMock

/// `verify(timeout:)` on a mock's class: it waits for the running test's
/// static calls made by background work, and reports as `verify()` does,
/// at the line that called it.
struct StaticMemberVerifyTimeoutTests {
  @Test func returnsAsSoonAsTheExpectedStaticCallArrivesFromATask() async {
    let actionRan = LockedValue(false)
    MockClock.expect { $0.reload(zone: "UTC") }.doing { _ in actionRan.withLock { $0 = true } }
    let clock = ContinuousClock()
    let start = clock.now
    let background = Task {
      try? await Task.sleep(for: .milliseconds(50))
      MockClock.reload(zone: "UTC")
    }
    let failures = await captureFailures {
      await MockClock.verify(timeout: .seconds(120))
    }
    #expect(failures.isEmpty, "\(failures)")
    #expect(actionRan.withLock { $0 })
    // Far below the timeout, with room for a machine slowed by a sanitizer.
    #expect(clock.now - start < .seconds(60))
    await background.value
  }

  @Test func reportsTheStaticCallThatNeverArrivesAtTheCallersLine() async {
    let expectLine = #line; MockClock.expect { $0.reload(zone: "UTC") }
    let clock = ContinuousClock()
    let start = clock.now
    var line = 0
    let failures = await captureFailures {
      line = #line; await MockClock.verify(timeout: .milliseconds(100))
    }
    #expect(clock.now - start >= .milliseconds(100))
    expectFailures(
      failures,
      [("[Clock] Missing call: reload(zone: \"UTC\") (expected at \(here(expectLine)))", line)])
    // The failure was reported once: the expectation is forgotten.
    #expect(await captureFailures { await MockClock.verify(timeout: .milliseconds(1)) }.isEmpty)
  }

  @Test func returnsAtOnceWithNoStaticExpectations() async {
    let clock = ContinuousClock()
    let start = clock.now
    let failures = await captureFailures {
      await MockClock.verify(timeout: .seconds(60))
    }
    #expect(failures.isEmpty)
    #expect(clock.now - start < .seconds(30))
  }

  @Test func aNegativeTimeoutIsReportedAtItsLine() async {
    var line = 0
    let failures = await captureFailures {
      line = #line; await MockClock.verify(timeout: .seconds(-1))
    }
    expectFailures(
      failures,
      [
        (
          "[Clock] The timeout of verify(timeout:), -1 seconds, is negative, so it does not wait.",
          line
        )
      ]
    )
  }

  @Test func neverSeesTheStaticCallsOfAnotherTest() async {
    let first = TestKey.xcTest(generation: 3_000_000 + timeoutSeamKeys.add(1))
    let second = TestKey.xcTest(generation: 3_000_000 + timeoutSeamKeys.add(1))
    var expectLine = 0
    var line = 0
    let failures = await captureFailures {
      StaticDoubles.$testOverride.withValue(.some(first)) {
        expectLine = #line; MockClock.expect { $0.reload(zone: "UTC") }
      }
      await StaticDoubles.$testOverride.withValue(.some(second)) {
        MockClock.expect { $0.reload(zone: "UTC") }
        let background = Task { MockClock.reload(zone: "UTC") }
        await MockClock.verify(timeout: .seconds(120))
        await background.value
      }
      await StaticDoubles.$testOverride.withValue(.some(first)) {
        line = #line; await MockClock.verify(timeout: .milliseconds(100))
      }
    }
    expectFailures(
      failures,
      [("[Clock] Missing call: reload(zone: \"UTC\") (expected at \(here(expectLine)))", line)])
    StaticDoubles.release(doublesOf: first)
    StaticDoubles.release(doublesOf: second)
  }

  @Test func theBaseClassReachesTheClasssOwnWhereTheProtocolHasOne() async {
    var expectLine = 0
    var line = 0
    let failures = await captureFailures {
      await MockTimedAuditor.expect { await $0.verify(timeout: .seconds(5)) }
      expectLine = #line; MockTimedAuditor.expect { $0.audit() }.returning(1)
      // The protocol's member, answered as a mocked call.
      await MockTimedAuditor.verify(timeout: .seconds(5))
      line = #line + 1
      await (MockTimedAuditor.self as Mock<TimedAuditor>.Type).verify(timeout: .milliseconds(100))
    }
    expectFailures(
      failures,
      [("[TimedAuditor] Missing call: audit() (expected at \(here(expectLine)))", line)])
  }
}

/// The numbers of the keys the tests of waiting run work under.
private let timeoutSeamKeys = AtomicCount()

/// A protocol with a static `verify(timeout:)` of its own.
protocol TimedAuditor {
  static func verify(timeout: Duration) async
  static func audit() -> Int
}

/// Its mock's `verify(timeout:)` hides the class's own.
final class MockTimedAuditor: Mock<TimedAuditor>, TimedAuditor {
  static func verify(timeout: Duration) async { await accept(timeout) }
  static func audit() -> Int { accept() }
}

/// Two tests that run in parallel wait for background static calls of the
/// same mock, spy and member, and each sees only its own.
struct StaticMemberParallelWaitTests {
  @Test func oneTestWaitsForItsStaticCalls() async {
    await waitForOwnCalls(named: "first")
  }

  @Test func anotherTestWaitsForItsStaticCalls() async {
    await waitForOwnCalls(named: "second")
  }

  private func waitForOwnCalls(named name: String) async {
    let failures = await captureFailures {
      for round in 0..<20 {
        MockClock.expect { $0.reload(zone: "\(name) \(round)") }
        let background = Task {
          await Task.yield()
          MockClock.reload(zone: "\(name) \(round)")
          SpyClock.reload(zone: "\(name) \(round)")
        }
        await MockClock.verify(timeout: .seconds(120))
        await SpyClock.verifyReceived(
          times: round + 1, ignoringArguments: true, timeout: .seconds(120)
        ) {
          $0.reload(zone: "")
        }
        SpyClock.verifyReceived(atMost: round + 1, ignoringArguments: true) { $0.reload(zone: "") }
        await background.value
      }
    }
    #expect(failures.isEmpty, "\(failures)")
  }
}
