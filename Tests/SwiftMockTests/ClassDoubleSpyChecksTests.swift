import SwiftMock
import SwiftMockTestSupport
import Testing

/// The checks of a class double whose test double is a `Spy`, beyond
/// `received` and `verifyReceived` with a synchronous block: the `async`
/// blocks, the bounds, and the forms that wait for background work.
struct ClassDoubleSpyChecksTests {
  @Test func asyncBlocksFindCountAndListTheCallsOfAsyncOverrides() async {
    let station = SpyStation()
    _ = await station.forecast(day: 1)
    _ = await station.forecast(day: 1)
    _ = await station.forecast(day: 2)
    #expect(await station.calls { await $0.forecast(day: 1) }.map(\.arguments.count) == [1, 1])
    #expect(await station.callCount(ignoringArguments: true) { await $0.forecast(day: 0) } == 3)
    #expect(await station.received { await $0.forecast(day: 2) })
    #expect(await !station.received { await $0.forecast(day: 3) })
    #expect(station.realWork.isEmpty)
  }

  @Test func boundsFailAtTheLineOfTheCheck() async {
    let station = SpyStation()
    _ = await station.forecast(day: 1)
    _ = try? station.calibrate(to: 2)
    let failures = await captureFailures {
      station.verifyReceived(times: 2...3) { try $0.calibrate(to: 2) }
      await station.verifyReceived(atLeast: 2) { await $0.forecast(day: 1) }
      await station.verifyReceived(atMost: 0) { await $0.forecast(day: 1) }
      await station.verifyReceived(times: 2...3) { await $0.forecast(day: 1) }
      await station.verifyReceived(times: 1...1) { await $0.forecast(day: 1) }
      await station.verifyReceived(atLeast: 1) { await $0.forecast(day: 1) }
      await station.verifyReceived(atMost: 1) { await $0.forecast(day: 1) }
    }
    #expect(
      failures.map(\.message) == [
        "[SpyStation] Wanted 2 to 3 times but was called 1 time: calibrate(to: 2)\n  received: calibrate(to: 2)",
        "[SpyStation] Wanted at least 2 times but was called 1 time: forecast(day: 1)\n  received: forecast(day: 1)",
        "[SpyStation] Wanted 0 times but was called 1 time: forecast(day: 1)\n  received: forecast(day: 1)",
        "[SpyStation] Wanted 2 to 3 times but was called 1 time: forecast(day: 1)\n  received: forecast(day: 1)",
      ])
    #expect(failures.map(\.line) == [26, 27, 28, 29])
    #expect(failures.allSatisfy { $0.fileID == "SwiftMockTests/ClassDoubleSpyChecksTests.swift" })
  }

  @Test func waitingChecksPassOnceBackgroundWorkHasMadeTheCalls() async {
    // Each check on a station of its own, whose calls a task makes while
    // the check waits.
    let failures = await [
      checkWhileBackgroundWorkCalls { station in
        await station.verifyReceived(times: 2, timeout: .seconds(60)) { try $0.calibrate(to: 1) }
      },
      checkWhileBackgroundWorkCalls { station in
        await station.verifyReceived(atLeast: 2, timeout: .seconds(60)) { try $0.calibrate(to: 1) }
      },
      checkWhileBackgroundWorkCalls { station in
        await station.verifyReceived(times: 2...3, timeout: .seconds(60)) {
          try $0.calibrate(to: 1)
        }
      },
      checkWhileBackgroundWorkCalls { station in
        await station.verifyReceived(times: 2, timeout: .seconds(60)) { await $0.forecast(day: 5) }
      },
      checkWhileBackgroundWorkCalls { station in
        await station.verifyReceived(atLeast: 2, timeout: .seconds(60)) {
          await $0.forecast(day: 5)
        }
      },
      checkWhileBackgroundWorkCalls { station in
        await station.verifyReceived(times: 2...3, timeout: .seconds(60)) {
          await $0.forecast(day: 5)
        }
      },
    ]
    #expect(failures.map(\.self) == [[], [], [], [], [], []])
  }

  /// The messages of the failures `check` reports on a new spy station, while
  /// a task makes `forecast(day: 5)` and `calibrate(to: 1)` twice each on it.
  private func checkWhileBackgroundWorkCalls(
    _ check: (SpyStation) async -> Void
  ) async -> [String] {
    let station = SpyStation()
    let work = Task {
      for _ in 0..<2 {
        _ = await station.forecast(day: 5)
        _ = try? station.calibrate(to: 1)
      }
    }
    let failures = await captureFailures { await check(station) }
    await work.value
    return failures.map(\.message)
  }

  @Test func waitingChecksReportCallsThatNeverComeAtTheirLines() async {
    let station = SpyStation()
    _ = await station.forecast(day: 1)
    let failures = await captureFailures {
      await station.verifyReceived(timeout: .milliseconds(10)) { try $0.lock() }
      await station.verifyReceived(atLeast: 1, timeout: .milliseconds(10)) { try $0.lock() }
      await station.verifyReceived(times: 1...2, timeout: .milliseconds(10)) { try $0.lock() }
      await station.verifyReceived(times: 2, timeout: .milliseconds(10)) {
        await $0.forecast(day: 1)
      }
      await station.verifyReceived(atLeast: 3, timeout: .milliseconds(10)) {
        await $0.forecast(day: 1)
      }
      await station.verifyReceived(times: 2...3, timeout: .milliseconds(10)) {
        await $0.forecast(day: 1)
      }
    }
    #expect(
      failures.map(\.message) == [
        "[SpyStation] Wanted but not invoked: lock()",
        "[SpyStation] Wanted but not invoked: lock()",
        "[SpyStation] Wanted but not invoked: lock()",
        "[SpyStation] Wanted 2 times but was called 1 time: forecast(day: 1)\n  received: forecast(day: 1)",
        "[SpyStation] Wanted at least 3 times but was called 1 time: forecast(day: 1)\n  received: forecast(day: 1)",
        "[SpyStation] Wanted 2 to 3 times but was called 1 time: forecast(day: 1)\n  received: forecast(day: 1)",
      ])
    #expect(failures.map(\.line) == [98, 99, 100, 101, 104, 107])
    #expect(failures.allSatisfy { $0.fileID == "SwiftMockTests/ClassDoubleSpyChecksTests.swift" })
  }
}
