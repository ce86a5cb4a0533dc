import Foundation
import SwiftMock
import SwiftMockTestSupport
import Testing

/// A screen that loads a count and shows a spinner meanwhile.
final class CountScreen: Sendable {
  let service: any SendableService
  private let loading = LockedValue(false)

  init(service: any SendableService) {
    self.service = service
  }

  var isLoading: Bool { loading.withLock { $0 } }

  func load() async -> Int {
    loading.withLock { $0 = true }
    defer { loading.withLock { $0 = false } }
    return (try? await service.fetchThrowing()) ?? -1
  }
}

struct SuspendedCallTests {
  @Test func theTestObservesTheCodeUnderTestWhileTheCallIsHeld() async {
    let service = MockSendableService()
    let fetch = await service.expect { try await $0.fetchThrowing() }.suspended()
    let screen = CountScreen(service: service)
    let loading = Task { await screen.load() }

    #expect(await fetch.waitUntilReached())
    #expect(screen.isLoading)
    fetch.resume(returning: 42)

    #expect(await loading.value == 42)
    #expect(!screen.isLoading)
    #expect(captureFailures { service.verify() }.isEmpty)
  }

  @Test func aHeldCallCanBeResumedWithAnError() async {
    let service = MockSendableService()
    let fetch = await service.expect { try await $0.fetchThrowing() }.suspended()
    let loading = Task { await CountScreen(service: service).load() }
    await fetch.waitUntilReached()
    fetch.resume(throwing: TestError(code: 7))
    #expect(await loading.value == -1)
  }

  @Test func aCallResumedBeforeItArrivesDoesNotWait() async throws {
    let service = MockSendableService()
    let fetch = await service.expect { try await $0.fetchThrowing() }.suspended()
    fetch.resume(returning: 3)
    #expect(try await service.fetchThrowing() == 3)
  }

  @Test func theActionRunsWhenTheCallArrives() async {
    let service = MockSendableService()
    let arrived = LockedValue(false)
    let fetch = await service.expect { try await $0.fetchThrowing() }
      .doing { _ in arrived.withLock { $0 = true } }
      .suspended()
    let loading = Task { await CountScreen(service: service).load() }
    await fetch.waitUntilReached()
    #expect(arrived.withLock { $0 })
    fetch.resume(returning: 1)
    _ = await loading.value
  }

  @Test func waitingForACallThatNeverComesIsReportedAtTheWaitLine() async {
    let service = MockSendableService()
    let fetch = await service.expect { try await $0.fetchThrowing() }.suspended()
    var line = 0
    var reached = true
    let failures = await captureFailures {
      line = #line; reached = await fetch.waitUntilReached(timeout: .milliseconds(100))
    }
    #expect(!reached)
    expectFailures(
      failures, [("[SendableService] fetchThrowing() was not reached within 0.1 seconds", line)])
    service.reset()
  }

  @Test func verifyReleasesAHeldCallTheTestNeverResumedAndReportsIt() async {
    let service = MockSendableService()
    let expectLine = #line
    let fetch = await service.expect { try await $0.fetchThrowing() }.returning(5).suspended()
    let loading = Task { await CountScreen(service: service).load() }
    await fetch.waitUntilReached()
    let line = #line; let failures = captureFailures { service.verify() }
    #expect(await loading.value == 5)
    expectFailures(
      failures,
      [
        (
          "[SendableService] fetchThrowing() was suspended and never resumed; verify() released it (suspended at \(here(expectLine + 1)))",
          line
        )
      ])
  }

  @Test func resumingTwiceIsReported() async throws {
    let service = MockSendableService()
    let fetch = await service.expect { try await $0.fetchThrowing() }.suspended()
    fetch.resume(returning: 1)
    let line = #line; let failures = captureFailures { fetch.resume(returning: 2) }
    #expect(try await service.fetchThrowing() == 1)
    expectFailures(
      failures,
      [
        (
          "[SendableService] fetchThrowing() was already resumed; a suspended call resumes once.",
          line
        )
      ])
  }

  @Test func aMemberThatCannotThrowIsNotResumedWithAnError() async {
    let service = MockSendableService()
    let fetch = await service.expect { await $0.fetch() }.returning(8).suspended()
    let line = #line; let failures = captureFailures { fetch.resume(throwing: TestError(code: 1)) }
    #expect(await service.fetch() == 8)
    expectFailures(
      failures,
      [
        (
          "[SendableService] fetch() cannot throw, so it cannot be resumed with TestError(1); it returns its usual answer.",
          line
        )
      ])
  }

  @Test func aSynchronousMemberCannotBeSuspended() {
    let service = MockSendableService()
    let expectation = service.expect { $0.record(1) }
    let line = #line; let failures = captureFailures { _ = expectation.suspended() }
    expectFailures(
      failures, [("[SendableService] record(1) cannot be suspended: it is not async.", line)])
    service.record(1)
    #expect(captureFailures { service.verify() }.isEmpty)
  }
}
