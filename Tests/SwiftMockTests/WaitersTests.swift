import SwiftMockTestSupport
import Testing

@testable import SwiftMock

/// `Waiters`: each wait ends once, when its condition holds, its timeout
/// passes or its task is cancelled, whichever comes first, however those
/// race.
struct WaitersTests {
  @Test func aWaitCancelledOnceRegisteredEndsAtOnce() async {
    let waiters = Waiters()
    let checked = AsyncStream<Void>.makeStream()
    let waiting = Task {
      await waiters.wait(timeout: .seconds(300)) {
        // The condition is first checked once the waiter is registered.
        checked.continuation.yield()
        return false
      }
    }
    for await _ in checked.stream { break }
    let clock = ContinuousClock()
    let start = clock.now
    waiting.cancel()
    #expect(await waiting.value == .cancelled)
    #expect(clock.now - start < .seconds(60))
  }

  @Test func aWaitCancelledBeforeItBeginsDoesNotWait() async {
    let waiters = Waiters()
    let outcome = await Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return await waiters.wait(timeout: .seconds(300)) { false }
    }.value
    #expect(outcome == .cancelled)
  }

  @Test func aConditionThatHoldsWhenTheWaitIsCancelledIsMet() async {
    let waiters = Waiters()
    let isMet = LockedValue(false)
    let checked = AsyncStream<Void>.makeStream()
    let waiting = Task {
      await waiters.wait(timeout: .seconds(300)) {
        checked.continuation.yield()
        return isMet.withLock { $0 }
      }
    }
    for await _ in checked.stream { break }
    // It holds, and no one has said so yet.
    isMet.withLock { $0 = true }
    waiting.cancel()
    #expect(await waiting.value == .met)
  }

  @Test func aTimeoutStillEndsAWaitNoOneCancels() async {
    let waiters = Waiters()
    #expect(await waiters.wait(timeout: .milliseconds(20)) { false } == .timedOut)
  }

  @Test func cancellationsRacingTimeoutsAndResumptionsEndEachWaitOnce() async {
    let waiters = Waiters()
    let isMet = LockedValue(false)
    let outcomes = await withTaskGroup(of: Waiters.Outcome.self) { group in
      var waits: [Task<Waiters.Outcome, Never>] = []
      for index in 0..<300 {
        waits.append(
          Task {
            await waiters.wait(timeout: .milliseconds(index % 3)) { isMet.withLock { $0 } }
          })
      }
      for (index, wait) in waits.enumerated() {
        group.addTask {
          if index % 2 == 0 { wait.cancel() }
          if index % 5 == 0 { wait.cancel() }
          if index % 7 == 0 {
            isMet.withLock { $0 = true }
            waiters.resumeAll()
          }
          return await wait.value
        }
      }
      var outcomes: [Waiters.Outcome] = []
      for await outcome in group { outcomes.append(outcome) }
      return outcomes
    }
    // Each wait ended, once: a continuation resumed twice, or never, would
    // stop the test process or leave this test hanging.
    #expect(outcomes.count == 300)
    #expect(!waiters.hasWaiters)
  }
}
