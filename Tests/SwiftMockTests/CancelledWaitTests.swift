import Foundation
import SwiftMock
import SwiftMockTestSupport
import Testing

/// A wait for calls whose task is cancelled returns at once, and reports
/// what a check without a wait would report at that moment, at its own
/// line: a cancelled wait loses no failure.
///
/// Each wait could last five minutes; the bound on how long a cancelled one
/// takes is far below that, with room for a run whose threads are busy with
/// other tests, and far above the milliseconds it takes.
struct CancelledWaitTests {
  @Test func aMocksWaitReturnsWhenCancelledAndReportsWhatIsMissing() async {
    let mock = MockSendableService()
    mock.expect { $0.record(1) }
    let expectLine = #line; mock.expect { $0.record(2) }
    mock.record(1)
    var line = 0
    var afterCancel = Duration.zero
    let failures = await captureFailures {
      line = #line; let waiting = Task { await mock.verify(timeout: .seconds(300)) }
      afterCancel = await timeToEnd(waiting)
    }
    #expect(afterCancel < .seconds(60), "\(afterCancel)")
    expectFailures(
      failures,
      [("[SendableService] Missing call: record(2) (expected at \(here(expectLine)))", line)])
    // It verified: what it reported is forgotten.
    #expect(captureFailures { mock.verify() }.isEmpty)
  }

  @Test func aWaitCancelledBeforeItBeginsDoesNotWait() async {
    let mock = MockSendableService()
    let expectLine = #line; mock.expect { $0.record(1) }
    let clock = ContinuousClock()
    let start = clock.now
    var line = 0
    let failures = await captureFailures {
      line = await Task {
        withUnsafeCurrentTask { $0?.cancel() }
        await mock.verify(timeout: .seconds(300)); return #line
      }.value
    }
    #expect(clock.now - start < .seconds(60))
    expectFailures(
      failures,
      [("[SendableService] Missing call: record(1) (expected at \(here(expectLine)))", line)])
  }

  @Test func aCancelledWaitWhoseCallsHaveAllComeReportsNothing() async {
    let mock = MockSendableService()
    mock.expect { $0.record(1) }
    mock.record(1)
    let failures = await captureFailures {
      await Task {
        withUnsafeCurrentTask { $0?.cancel() }
        await mock.verify(timeout: .seconds(300))
      }.value
    }
    #expect(failures.isEmpty)
  }

  @Test func aSpysWaitReturnsWhenCancelledAndReportsTheCallsReceived() async {
    let spy = SpyPet()
    spy.eat(food: .dry)
    var line = 0
    var afterCancel = Duration.zero
    let failures = await captureFailures {
      line = #line + 2
      let waiting = Task {
        await spy.verifyReceived(atLeast: 3, timeout: .seconds(300)) { $0.eat(food: .dry) }
      }
      afterCancel = await timeToEnd(waiting)
    }
    #expect(afterCancel < .seconds(60), "\(afterCancel)")
    expectFailures(
      failures,
      [
        (
          """
          [Pet] Wanted at least 3 times but was called 1 time: eat(food: dry)
            received: eat(food: dry)
          """, line
        )
      ])
  }

  @Test func aStaticWaitReturnsWhenCancelledAndReportsWhatIsMissing() async {
    let expectLine = #line; MockClock.expect { $0.reload(zone: "UTC") }
    var line = 0
    var afterCancel = Duration.zero
    let failures = await captureFailures {
      line = #line; let waiting = Task { await MockClock.verify(timeout: .seconds(300)) }
      afterCancel = await timeToEnd(waiting)
    }
    #expect(afterCancel < .seconds(60), "\(afterCancel)")
    expectFailures(
      failures,
      [("[Clock] Missing call: reload(zone: \"UTC\") (expected at \(here(expectLine)))", line)])
  }

  @Test func aStaticSpysWaitReturnsWhenCancelledAndReportsWhatIsMissing() async {
    var line = 0
    var afterCancel = Duration.zero
    let failures = await captureFailures {
      line = #line + 2
      let waiting = Task {
        await SpyClock.verifyReceived(timeout: .seconds(300)) { $0.reload(zone: "UTC") }
      }
      afterCancel = await timeToEnd(waiting)
    }
    #expect(afterCancel < .seconds(60), "\(afterCancel)")
    expectFailures(failures, [("[Clock] Wanted but not invoked: reload(zone: \"UTC\")", line)])
  }

  @Test func aWaitForAHeldCallReturnsWhenCancelledAndSaysSo() async {
    let service = MockSendableService()
    let fetch = await service.expect { try await $0.fetchThrowing() }.suspended(
      timeout: .seconds(300))
    var line = 0
    var afterCancel = Duration.zero
    let failures = await captureFailures {
      line = #line; let waiting = Task { await fetch.waitUntilReached(timeout: .seconds(300)) }
      afterCancel = await timeToEnd(waiting)
      #expect(await waiting.value == false)
    }
    #expect(afterCancel < .seconds(60), "\(afterCancel)")
    expectFailures(
      failures,
      [
        (
          "[SendableService] fetchThrowing() was not reached before the task waiting for it was cancelled",
          line
        )
      ])
    service.reset()
  }

  @Test func aCancelledTaskGroupEndsEachOfItsWaits() async {
    let mock = MockSendableService()
    let spy = SpyPet()
    let expectLine = #line; mock.expect { $0.record(1) }
    var lines = (0, 0)
    let clock = ContinuousClock()
    let start = clock.now
    let failures = await captureFailures {
      await withTaskGroup(of: Void.self) { group in
        lines.0 = #line; group.addTask { await mock.verify(timeout: .seconds(300)) }
        lines.1 = #line + 2
        group.addTask {
          await spy.verifyReceived(timeout: .seconds(300)) { await $0.nap(minutes: 5) }
        }
        group.cancelAll()
      }
    }
    #expect(clock.now - start < .seconds(60))
    let reported = failures.sorted { $0.line < $1.line }
    expectFailures(
      reported,
      [
        ("[SendableService] Missing call: record(1) (expected at \(here(expectLine)))", lines.0),
        ("[Pet] Wanted but not invoked: nap(minutes: 5)", lines.1),
      ])
  }

  @Test(.enabled(if: ChildRun.canStart))
  func aSwiftTestingTestCancelledWhileItWaitsFailsWithWhatIsMissing() throws {
    let clock = ContinuousClock()
    let start = clock.now
    let run = try ChildRun.swiftTesting(suite: "CancelledTestWaitScenario")
    // Far below the scenario's timeout of ten minutes.
    #expect(clock.now - start < .seconds(300))
    let file = "SwiftMockTests/CancellationScenarios.swift"
    #expect(run.status != 0, "\(run.output)")
    #expect(
      run.issues
        == [
          ChildIssue(
            test: "aTestCancelledWhileItWaits()",
            location: "\(file):\(run.notedLines["verify"] ?? 0)",
            message:
              "[SendableService] Missing call: record(1) (expected at \(file):\(run.notedLines["expect"] ?? 0))",
            isKnown: false)
        ], "\(run.issues)\n\(run.output)")
  }
}

/// How long `waiting` takes to end once cancelled, a moment after it
/// started, so that it is likely to be waiting by then (it ends as soon
/// either way).
func timeToEnd<Value>(_ waiting: Task<Value, Never>) async -> Duration {
  try? await Task.sleep(for: .milliseconds(50))
  let clock = ContinuousClock()
  let start = clock.now
  waiting.cancel()
  _ = await waiting.value
  return clock.now - start
}
