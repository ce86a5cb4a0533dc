import SwiftMock
import SwiftMockTestSupport
import Testing

/// A call held by `.suspended()` whose task is cancelled is released at
/// once, alone, with the answer its expectation gives, as `verify()` would
/// release it; a resumption that comes after says what became of it.
///
/// Each call could be held for five minutes, so that no hold limit ends it
/// first on a busy machine; the bound on how long a cancelled one takes is
/// far below that.
struct CancelledHeldCallTests {
  @Test func aCancelledHeldCallIsReleasedAtOnceWithItsUsualAnswer() async {
    let service = MockSendableService()
    let fetch = await service.expect { await $0.fetch() }.returning(5).suspended(
      timeout: .seconds(300))
    let call = Task { await service.fetch() }
    #expect(await fetch.waitUntilReached())
    let afterCancel = await timeToEnd(call)
    #expect(afterCancel < .seconds(60), "\(afterCancel)")
    #expect(await call.value == 5)
    // The call came, as expected: releasing it on cancellation fails nothing.
    #expect(captureFailures { service.verify() }.isEmpty)
  }

  @Test func anExpectationThatThrowsCancellationErrorLetsTheCancelledCallThrowIt() async {
    let service = MockSendableService()
    let fetch = await service.expect { try await $0.fetchThrowing() }
      .throwing(CancellationError())
      .suspended(timeout: .seconds(300))
    let call = Task { try await service.fetchThrowing() }
    #expect(await fetch.waitUntilReached())
    call.cancel()
    await #expect(throws: CancellationError.self) { try await call.value }
    #expect(captureFailures { service.verify() }.isEmpty)
  }

  @Test func aResumptionAfterTheCancellationSaysWhatBecameOfTheCall() async {
    let service = MockSendableService()
    let fetch = await service.expect { await $0.fetch() }.returning(4).suspended(
      timeout: .seconds(300))
    let call = Task { await service.fetch() }
    #expect(await fetch.waitUntilReached())
    call.cancel()
    #expect(await call.value == 4)
    let line = #line; let failures = captureFailures { fetch.resume(returning: 9) }
    expectFailures(
      failures,
      [
        (
          "[SendableService] fetch() was released by the cancellation of its caller's task before this resume, and answered as if it had not been held.",
          line
        )
      ])
    #expect(captureFailures { service.verify() }.isEmpty)
  }

  @Test func onlyTheCancelledCallIsReleasedAndTheOthersStayHeld() async {
    let service = MockSendableService()
    let fetch = await service.expect { await $0.fetch() }.returning(1).times(2).suspended(
      timeout: .seconds(300))
    let first = Task { await service.fetch() }
    #expect(await fetch.waitUntilReached())
    let second = Task { await service.fetch() }
    #expect(await fetch.waitUntilReached())
    first.cancel()
    #expect(await first.value == 1)
    fetch.resume(returning: 7)
    #expect(await second.value == 7)
    // Both calls the expectation takes have come and gone.
    let line = #line; let failures = captureFailures { fetch.resume(returning: 8) }
    expectFailures(
      failures,
      [
        (
          "[SendableService] fetch() was released by the cancellation of its caller's task before this resume, and answered as if it had not been held.",
          line
        )
      ])
    #expect(captureFailures { service.verify() }.isEmpty)
  }

  @Test func aCallWhoseTaskIsAlreadyCancelledIsNotHeld() async {
    let service = MockSendableService()
    let fetch = await service.expect { await $0.fetch() }.returning(3).suspended(
      timeout: .seconds(300))
    let clock = ContinuousClock()
    let start = clock.now
    let answer = await Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return await service.fetch()
    }.value
    #expect(clock.now - start < .seconds(60))
    #expect(answer == 3)
    #expect(await fetch.waitUntilReached())
    #expect(captureFailures { service.verify() }.isEmpty)
  }

  @Test func aCancelledCallTakesAResumptionGivenBeforeItCame() async {
    let service = MockSendableService()
    let fetch = await service.expect { await $0.fetch() }.returning(3).suspended(
      timeout: .seconds(300))
    fetch.resume(returning: 6)
    let answer = await Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return await service.fetch()
    }.value
    #expect(answer == 6)
    #expect(captureFailures { service.verify() }.isEmpty)
  }

  @Test func aResumptionRacingTheCancellationReachesTheCallOrIsReported() async {
    for round in 0..<200 {
      let service = MockSendableService()
      let fetch = await service.expect { await $0.fetch() }.returning(-1).suspended(
        timeout: .seconds(300))
      let call = Task { await service.fetch() }
      #expect(await fetch.waitUntilReached())
      var line = 0
      let failures = await captureFailures {
        let canceller = Task.detached { call.cancel() }
        if round.isMultiple(of: 2) { await Task.yield() }
        line = #line; fetch.resume(returning: 42)
        await canceller.value
      }
      // Whichever came first decided the answer, and a resumption that
      // came second says so.
      if await call.value == 42 {
        #expect(failures.isEmpty)
      } else {
        expectFailures(
          failures,
          [
            (
              "[SendableService] fetch() was released by the cancellation of its caller's task before this resume, and answered as if it had not been held.",
              line
            )
          ])
      }
      #expect(captureFailures { service.verify() }.isEmpty)
    }
  }
}
