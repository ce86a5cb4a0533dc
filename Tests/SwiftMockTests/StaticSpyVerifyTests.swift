import Foundation
import SwiftMockTestSupport
import Testing

@testable import SwiftMock

/// `verifyReceived` on a spy's class with a bound rather than an exact
/// count: the same checks and messages as an instance spy's.
struct StaticSpyVerifyBoundsTests {
  @Test func boundsThatHoldReportNothing() {
    let failures = captureFailures {
      _ = SpyClock.now()
      _ = SpyClock.now()
      SpyClock.reload(zone: "UTC")
      SpyClock.verifyReceived(atLeast: 2) { $0.now() }
      SpyClock.verifyReceived(atMost: 2) { $0.now() }
      SpyClock.verifyReceived(times: 1...2) { $0.now() }
      SpyClock.verifyReceived(atMost: 0) { $0.reload(zone: "CET") }
      SpyClock.verifyReceived(atLeast: 1, ignoringArguments: true) { $0.reload(zone: "") }
    }
    #expect(failures.isEmpty, "\(failures)")
  }

  @Test func tooFewCallsAreReportedWithTheCallsReceived() {
    var line = 0
    let failures = captureFailures {
      _ = SpyClock.now()
      line = #line; SpyClock.verifyReceived(atLeast: 2) { $0.now() }
    }
    expectFailures(
      failures,
      [
        (
          """
          [Clock] Wanted at least 2 times but was called 1 time: now()
            received: now()
          """, line
        )
      ])
  }

  @Test func noMatchingCallIsWantedButNotInvoked() {
    var line = 0
    let failures = captureFailures {
      SpyClock.reload(zone: "CET")
      line = #line; SpyClock.verifyReceived(atLeast: 1) { $0.reload(zone: "UTC") }
    }
    expectFailures(
      failures,
      [
        (
          """
          [Clock] Wanted but not invoked: reload(zone: "UTC")
            received instead: reload(zone: "CET")
          """, line
        )
      ])
  }

  @Test func tooManyCallsAreReportedWithTheCallsReceived() {
    var line = 0
    let failures = captureFailures {
      SpyClock.reload(zone: "UTC")
      SpyClock.reload(zone: "CET")
      line = #line + 1
      SpyClock.verifyReceived(atMost: 1, ignoringArguments: true) { $0.reload(zone: "") }
    }
    expectFailures(
      failures,
      [
        (
          """
          [Clock] Wanted at most 1 time but was called 2 times: reload(zone:)
            received: reload(zone: "UTC")
            received: reload(zone: "CET")
          """, line
        )
      ])
  }

  @Test func aCountOutsideTheRangeIsReported() {
    var lines = (0, 0)
    let failures = captureFailures {
      for _ in 0..<3 { _ = SpyClock.now() }
      lines.0 = #line; SpyClock.verifyReceived(times: 4...6) { $0.now() }
      lines.1 = #line; SpyClock.verifyReceived(times: 1...2) { $0.now() }
    }
    let calls = "\n  received: now()\n  received: now()\n  received: now()"
    expectFailures(
      failures,
      [
        ("[Clock] Wanted 4 to 6 times but was called 3 times: now()" + calls, lines.0),
        ("[Clock] Wanted 1 to 2 times but was called 3 times: now()" + calls, lines.1),
      ])
  }

  @Test func aNegativeBoundIsReportedAndChecksNothing() {
    var line = 0
    let failures = captureFailures {
      line = #line; SpyClock.verifyReceived(atMost: -1) { $0.now() }
    }
    expectFailures(
      failures,
      [
        (
          "[Clock] verifyReceived(atMost: -1) on now() cannot check for a negative number of calls; nothing is checked.",
          line
        )
      ])
  }
}

/// `verifyReceived(…, timeout:)` on a spy's class: it waits for the running
/// test's static calls made by background work, and reports as the form
/// without a timeout does, at the line that called it.
struct StaticSpyVerifyTimeoutTests {
  @Test func returnsAsSoonAsTheStaticCallArrivesFromATask() async {
    let clock = ContinuousClock()
    let start = clock.now
    let background = Task {
      try? await Task.sleep(for: .milliseconds(50))
      SpyClock.reload(zone: "UTC")
    }
    let failures = await captureFailures {
      await SpyClock.verifyReceived(timeout: .seconds(120)) { $0.reload(zone: "UTC") }
    }
    #expect(failures.isEmpty, "\(failures)")
    #expect(clock.now - start < .seconds(60))
    await background.value
  }

  @Test func aBoundIsWaitedForUntilItsMinimumArrives() async {
    let clock = ContinuousClock()
    let start = clock.now
    let background = Task {
      try? await Task.sleep(for: .milliseconds(50))
      for _ in 0..<3 { _ = SpyClock.now() }
      try? await Task.sleep(for: .milliseconds(50))
      for _ in 0..<2 { SpyClock.reload(zone: "UTC") }
    }
    let failures = await captureFailures {
      await SpyClock.verifyReceived(atLeast: 3, timeout: .seconds(120)) { $0.now() }
      await SpyClock.verifyReceived(times: 2...4, timeout: .seconds(120)) {
        $0.reload(zone: "UTC")
      }
    }
    #expect(failures.isEmpty, "\(failures)")
    #expect(clock.now - start < .seconds(60))
    await background.value
  }

  @Test func aStaticCallThatNeverArrivesIsWantedButNotInvoked() async {
    let clock = ContinuousClock()
    let start = clock.now
    var line = 0
    let failures = await captureFailures {
      line = #line + 1
      await SpyClock.verifyReceived(timeout: .milliseconds(100)) { $0.reload(zone: "UTC") }
    }
    #expect(clock.now - start >= .milliseconds(100))
    expectFailures(failures, [("[Clock] Wanted but not invoked: reload(zone: \"UTC\")", line)])
  }

  @Test func callsShortOfTheBoundAreReportedWithTheCallsReceived() async {
    var lines = (0, 0)
    let failures = await captureFailures {
      _ = SpyClock.now()
      lines.0 = #line + 1
      await SpyClock.verifyReceived(atLeast: 3, timeout: .milliseconds(100)) { $0.now() }
      lines.1 = #line + 1
      await SpyClock.verifyReceived(times: 2...3, timeout: .milliseconds(100)) { $0.now() }
    }
    expectFailures(
      failures,
      [
        (
          "[Clock] Wanted at least 3 times but was called 1 time: now()\n  received: now()", lines.0
        ),
        ("[Clock] Wanted 2 to 3 times but was called 1 time: now()\n  received: now()", lines.1),
      ])
  }

  @Test func aNegativeTimeoutIsReportedAtItsLine() async {
    var line = 0
    let failures = await captureFailures {
      _ = SpyClock.now()
      line = #line; await SpyClock.verifyReceived(timeout: .seconds(-1)) { $0.now() }
    }
    expectFailures(
      failures,
      [
        (
          "[Clock] The timeout of verifyReceived(timeout:), -1 seconds, is negative, so it does not wait.",
          line
        )
      ])
  }

  @Test func neverCountsTheStaticCallsOfAnotherTest() async {
    let first = TestKey.xcTest(generation: 4_000_000 + spySeamKeys.add(1))
    let second = TestKey.xcTest(generation: 4_000_000 + spySeamKeys.add(1))
    var line = 0
    let failures = await captureFailures {
      await StaticDoubles.$testOverride.withValue(.some(second)) {
        let background = Task {
          SpyClock.reload(zone: "UTC")
          SpyClock.reload(zone: "UTC")
        }
        await SpyClock.verifyReceived(times: 2, timeout: .seconds(120)) { $0.reload(zone: "UTC") }
        await background.value
      }
      await StaticDoubles.$testOverride.withValue(.some(first)) {
        SpyClock.reload(zone: "UTC")
        SpyClock.verifyReceived(atMost: 1) { $0.reload(zone: "UTC") }
        line = #line + 1
        await SpyClock.verifyReceived(times: 2, timeout: .milliseconds(100)) {
          $0.reload(zone: "UTC")
        }
      }
    }
    expectFailures(
      failures,
      [
        (
          """
          [Clock] Wanted 2 times but was called 1 time: reload(zone: "UTC")
            received: reload(zone: "UTC")
          """, line
        )
      ])
    StaticDoubles.release(doublesOf: first)
    StaticDoubles.release(doublesOf: second)
  }
}

/// The numbers of the keys the tests of waiting spies run work under.
private let spySeamKeys = AtomicCount()
