import Foundation
import SwiftMock
import SwiftMockTestSupport
import Testing

/// `verifyReceived(…, timeout:)`: it waits for calls made by background
/// work, returns as soon as they are there, and reports what is still wrong
/// when the timeout passes.
struct SpyTimeoutTests {
  @Test func aCallFromADetachedTaskEndsTheWait() async {
    let spy = SpyPet()
    let clock = ContinuousClock()
    let start = clock.now
    let background = Task.detached {
      try? await Task.sleep(for: .milliseconds(50))
      spy.eat(food: .dry)
    }
    let failures = await captureFailures {
      await spy.verifyReceived(timeout: .seconds(120)) { $0.eat(food: .dry) }
    }
    #expect(failures.isEmpty)
    // Far below the timeout, with room for a machine slowed by a sanitizer.
    #expect(clock.now - start < .seconds(60))
    await background.value
  }

  @Test func aCallFromAnotherThreadEndsTheWait() async {
    let spy = SpyPet()
    let clock = ContinuousClock()
    let start = clock.now
    let later = callSoon { spy.eat(food: .wet) }
    let failures = await captureFailures {
      await spy.verifyReceived(atLeast: 1, timeout: .seconds(120)) { $0.eat(food: .wet) }
    }
    #expect(failures.isEmpty)
    #expect(clock.now - start < .seconds(60))
    later.join()
  }

  @Test func callsAlreadyReceivedNeedNoWait() async {
    let spy = SpyPet()
    spy.eat(food: .dry)
    let clock = ContinuousClock()
    let start = clock.now
    let failures = await captureFailures {
      await spy.verifyReceived(timeout: .seconds(30)) { $0.eat(food: .dry) }
      await spy.verifyReceived(times: 0...1, timeout: .seconds(30)) { $0.eat(food: .wet) }
    }
    #expect(failures.isEmpty)
    #expect(clock.now - start < .seconds(10))
  }

  @Test func callsThatNeverComeAreReportedWhenTheTimeoutPasses() async {
    let spy = SpyPet()
    spy.eat(food: .dry)
    let clock = ContinuousClock()
    let start = clock.now
    var line = 0
    let failures = await captureFailures {
      line = #line + 1
      await spy.verifyReceived(atLeast: 3, timeout: .milliseconds(200)) { $0.eat(food: .dry) }
    }
    #expect(clock.now - start >= .milliseconds(200))
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

  @Test func aCallNeverMadeIsWantedButNotInvoked() async {
    let spy = SpyPet()
    var line = 0
    let failures = await captureFailures {
      line = #line; await spy.verifyReceived(timeout: .milliseconds(100)) { _ = $0.digest() }
    }
    expectFailures(failures, [("[Pet] Wanted but not invoked: digest()", line)])
  }

  @Test func tooManyCallsAreReportedAtOnce() async {
    let spy = SpyPet()
    for _ in 0..<3 { spy.eat(food: .dry) }
    let clock = ContinuousClock()
    let start = clock.now
    var lines = (0, 0)
    let failures = await captureFailures {
      lines.0 = #line + 1
      await spy.verifyReceived(times: 2, timeout: .seconds(30)) { $0.eat(food: .dry) }
      lines.1 = #line + 1
      await spy.verifyReceived(times: 1...2, timeout: .seconds(30)) { $0.eat(food: .dry) }
    }
    #expect(clock.now - start < .seconds(10))
    let calls = String(repeating: "\n  received: eat(food: dry)", count: 3)
    expectFailures(
      failures,
      [
        ("[Pet] Wanted 2 times but was called 3 times: eat(food: dry)" + calls, lines.0),
        ("[Pet] Wanted 1 to 2 times but was called 3 times: eat(food: dry)" + calls, lines.1),
      ])
  }

  @Test func manyCallsFromManyTasksAreEachCountedOnce() async {
    let spy = SpyPet()
    let background = Task.detached {
      await withTaskGroup(of: Void.self) { group in
        for _ in 0..<200 {
          group.addTask { spy.eat(food: .dry) }
        }
      }
    }
    let failures = await captureFailures {
      await spy.verifyReceived(atLeast: 200, timeout: .seconds(30)) { $0.eat(food: .dry) }
    }
    #expect(failures.isEmpty)
    await background.value
    #expect(spy.callCount { $0.eat(food: .dry) } == 200)
  }

  @Test func aRangeWaitsForItsLowerBound() async {
    let spy = SpyPet()
    let background = Task.detached {
      spy.eat(food: .dry)
      try? await Task.sleep(for: .milliseconds(20))
      spy.eat(food: .dry)
    }
    let failures = await captureFailures {
      await spy.verifyReceived(times: 2...4, timeout: .seconds(30)) { $0.eat(food: .dry) }
    }
    #expect(failures.isEmpty)
    await background.value
  }

  @Test func itReturnsOnlyOnceTheAnswersActionHasRun() async {
    let spy = SpyPet()
    let fed = LockedValue(false)
    let matching = LockedValue<CheckedContinuation<Void, Never>?>(nil)
    spy.given {
      $0.eat(
        food: any(where: { food in
          // The spy has the call, and is choosing its answer: the test
          // starts to wait now, and must wait for the answer's action.
          let started = matching.withLock { continuation in
            defer { continuation = nil }
            return continuation
          }
          started?.resume()
          Thread.sleep(forTimeInterval: 0.1)
          return food == .dry
        }))
    }.doing { _ in fed.withLock { $0 = true } }
    await withCheckedContinuation { continuation in
      matching.withLock { $0 = continuation }
      Thread.detachNewThread { spy.eat(food: .dry) }
    }
    let failures = await captureFailures {
      await spy.verifyReceived(timeout: .seconds(30)) { $0.eat(food: .dry) }
    }
    #expect(failures.isEmpty)
    #expect(fed.withLock { $0 })
  }

  @Test func asyncMembersAreWaitedFor() async {
    let spy = SpyPet()
    let background = Task.detached {
      try? await Task.sleep(for: .milliseconds(20))
      await spy.nap(minutes: 5)
      await spy.nap(minutes: 5)
    }
    var line = 0
    let failures = await captureFailures {
      await spy.verifyReceived(atLeast: 2, timeout: .seconds(30)) { await $0.nap(minutes: 5) }
      await spy.verifyReceived(times: 2...3, timeout: .seconds(30)) { await $0.nap(minutes: 5) }
      await spy.verifyReceived(times: 2, timeout: .seconds(30)) { await $0.nap(minutes: 5) }
      line = #line + 1
      await spy.verifyReceived(times: 2, timeout: .milliseconds(1)) { await $0.nap(minutes: 6) }
    }
    expectFailures(
      failures,
      [
        (
          """
          [Pet] Wanted but not invoked: nap(minutes: 6)
            received instead: nap(minutes: 5)
            received instead: nap(minutes: 5)
          """, line
        )
      ])
    await background.value
  }

  @Test func aCallClearedDuringTheWaitNoLongerCounts() async {
    let spy = SpyPet()
    spy.eat(food: .dry)
    // After the wait has counted the first call.
    let later = callSoon {
      spy.clearCalls()
      spy.eat(food: .wet)
      spy.eat(food: .dry)
      spy.eat(food: .dry)
    }
    let clock = ContinuousClock()
    let start = clock.now
    var line = 0
    let failures = await captureFailures {
      line = #line + 1
      await spy.verifyReceived(atLeast: 3, timeout: .milliseconds(600)) { $0.eat(food: .dry) }
    }
    later.join()
    // Had it gone on counting from the cleared call, it would have counted
    // the last two calls as a second and third, and stopped waiting.
    #expect(clock.now - start >= .milliseconds(600))
    expectFailures(
      failures,
      [
        (
          """
          [Pet] Wanted at least 3 times but was called 2 times: eat(food: dry)
            received: eat(food: dry)
            received: eat(food: dry)
          """, line
        )
      ])
  }

  @Test func aBadTimeoutOrBoundIsReported() async {
    let spy = SpyPet()
    var lines = (0, 0)
    let failures = await captureFailures {
      lines.0 = #line; await spy.verifyReceived(timeout: .seconds(-1)) { $0.eat(food: .dry) }
      lines.1 = #line + 1
      await spy.verifyReceived(atLeast: -1, timeout: .seconds(600)) { $0.eat(food: .dry) }
    }
    expectFailures(
      failures,
      [
        (
          "[Pet] The timeout of verifyReceived(timeout:), -1 seconds, is negative, so it does not wait.",
          lines.0
        ),
        ("[Pet] Wanted but not invoked: eat(food: dry)", lines.0),
        (
          """
          [Pet] verifyReceived(atLeast: -1) on eat(food: dry) cannot check for a negative number \
          of calls; nothing is checked.
          """, lines.1
        ),
      ])
  }

  @Test func anArgumentsEqualityMayCallTheSpyWhileTheWaitCounts() async {
    let spy = SpyPetOwner()
    let background = Task.detached {
      try? await Task.sleep(for: .milliseconds(20))
      spy.adopt(PetTag(id: 1, spy: spy))
      spy.adopt(PetTag(id: 2, spy: spy))
      spy.adopt(PetTag(id: 1, spy: spy))
    }
    let failures = await captureFailures {
      await spy.verifyReceived(times: 2, timeout: .seconds(30)) {
        $0.adopt(PetTag(id: 1, spy: spy))
      }
    }
    await background.value
    #expect(failures.isEmpty)
    #expect(spy.callCount(ignoringArguments: true) { $0.whistle() } > 0)
  }
}
