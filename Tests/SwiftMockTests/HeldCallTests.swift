import SwiftMock
import SwiftMockTestSupport
import Testing

/// Every held call ends: resumed, or released by `verify()`, `reset()` or
/// its hold limit; and a resumption that comes too late says what became of
/// the call.
struct HeldCallTests {
  @Test func eachOfSeveralHeldCallsIsResumedInTurn() async {
    let service = MockSendableService()
    let fetch = await service.expect { await $0.fetch() }.times(3).suspended()
    let calls = (0..<3).map { _ in Task { await service.fetch() } }
    for _ in 0..<3 {
      #expect(await fetch.waitUntilReached())
    }
    for answer in [10, 20, 30] {
      fetch.resume(returning: answer)
    }
    var answers: [Int] = []
    for call in calls {
      answers.append(await call.value)
    }
    #expect(answers.sorted() == [10, 20, 30])
    #expect(captureFailures { service.verify() }.isEmpty)
  }

  @Test func suspendedTwiceGivesTwoHandlesToTheSameCalls() async {
    let service = MockSendableService()
    let expectation = await service.expect { await $0.fetch() }
    let first = expectation.suspended()
    let second = expectation.suspended()
    let call = Task { await service.fetch() }
    #expect(await second.waitUntilReached())
    first.resume(returning: 5)
    #expect(await call.value == 5)
    #expect(captureFailures { service.verify() }.isEmpty)
  }

  @Test func resumingMoreCallsThanTheExpectationTakesIsReported() async {
    let service = MockSendableService()
    let fetch = await service.expect { await $0.fetch() }.times(2).suspended()
    fetch.resume(returning: 1)
    fetch.resume(returning: 2)
    let line = #line; let failures = captureFailures { fetch.resume(returning: 3) }
    #expect(await service.fetch() == 1)
    #expect(await service.fetch() == 2)
    expectFailures(
      failures,
      [
        (
          "[SendableService] fetch() was already resumed 2 times, once for each call its expectation takes.",
          line
        )
      ])
  }

  @Test func aResumptionAfterResetSaysResetReleasedTheCall() async {
    let service = MockSendableService()
    let fetch = await service.expect { await $0.fetch() }.returning(4).suspended()
    let call = Task { await service.fetch() }
    await fetch.waitUntilReached()
    service.reset()
    #expect(await call.value == 4)
    let line = #line; let failures = captureFailures { fetch.resume(returning: 9) }
    expectFailures(
      failures,
      [
        (
          "[SendableService] fetch() was released by reset() before this resume, and answered as if it had not been held.",
          line
        )
      ])
  }

  @Test func aResumptionAfterVerifySaysWhichVerifyReleasedTheCall() async {
    let service = MockSendableService()
    let suspendLine = #line
    let fetch = await service.expect { await $0.fetch() }.suspended()
    let call = Task { await service.fetch() }
    await fetch.waitUntilReached()
    let verifyLine = #line; let released = captureFailures { service.verify() }
    #expect(await call.value == 0)
    let line = #line; let failures = captureFailures { fetch.resume(returning: 9) }
    expectFailures(
      released,
      [
        (
          "[SendableService] fetch() was suspended and never resumed; verify() released it (suspended at \(here(suspendLine + 1)))",
          verifyLine
        )
      ])
    expectFailures(
      failures,
      [
        (
          "[SendableService] fetch() was released by verify() at \(here(verifyLine)) before this resume, and answered as if it had not been held.",
          line
        )
      ])
  }

  @Test func aCallHeldPastItsLimitIsReleasedAndReported() async {
    let service = MockSendableService()
    var line = 0
    var answer = -1
    let failures = await captureFailures {
      line = #line
      let fetch = await service.expect { await $0.fetch() }.returning(6).suspended(
        timeout: .milliseconds(100))
      answer = await service.fetch()
      let lateLine = #line; let late = captureFailures { fetch.resume(returning: 1) }
      expectFailures(
        late,
        [
          (
            "[SendableService] fetch() was released by its hold limit of 0.1 seconds before this resume, and answered as if it had not been held.",
            lateLine
          )
        ])
    }
    #expect(answer == 6)
    expectFailures(
      failures,
      [
        (
          "[SendableService] fetch() was held for 0.1 seconds and never resumed, so it was released with its usual answer. Resume it with resume(returning:) before waiting for the code that makes it.",
          line + 1
        )
      ])
  }

  @Test func aCountSetAfterSuspendedHoldsThatManyCalls() async {
    let service = MockSendableService()
    let expectation = await service.expect { await $0.fetch() }
    let fetch = expectation.suspended()
    expectation.times(2)
    let calls = (0..<2).map { _ in Task { await service.fetch() } }
    #expect(await fetch.waitUntilReached())
    #expect(await fetch.waitUntilReached())
    let failures = captureFailures {
      fetch.resume(returning: 1)
      fetch.resume(returning: 2)
    }
    #expect(failures.isEmpty)
    var answers: [Int] = []
    for call in calls { answers.append(await call.value) }
    #expect(answers.sorted() == [1, 2])
    #expect(captureFailures { service.verify() }.isEmpty)
  }

  @Test func resumingAnExpectationOfNoCallsSaysItHoldsNone() async {
    let service = MockSendableService()
    let fetch = await service.expect { await $0.fetch() }.times(0).suspended()
    let line = #line; let failures = captureFailures { fetch.resume(returning: 1) }
    expectFailures(
      failures,
      [
        (
          "[SendableService] fetch() is expected never (.times(0)), so no call of it is held to resume.",
          line
        )
      ])
  }

  @Test func eachWaitUntilReachedWaitsForACallOfItsOwn() async {
    let service = MockSendableService()
    let fetch = await service.expect { await $0.fetch() }.times(2).suspended()
    let call = Task { await service.fetch() }
    var reached: [Bool] = []
    let line = #line + 4
    let failures = await captureFailures {
      reached = await withTaskGroup(of: Bool.self) { group in
        for _ in 0..<2 {
          group.addTask { await fetch.waitUntilReached(timeout: .milliseconds(300)) }
        }
        return await group.reduce(into: []) { $0.append($1) }
      }
    }
    #expect(reached.filter { $0 }.count == 1)
    expectFailures(
      failures, [("[SendableService] fetch() was not reached within 0.3 seconds", line)])
    fetch.resume(returning: 1)
    #expect(await call.value == 1)
    service.reset()
  }
}
