import Foundation
import SwiftMock
import Testing

// Test doubles that are still there as the process exits: held calls and
// expectations left unverified on them fail the run. Each suite runs only in
// a process of its own (see `ProcessExitTests`).

/// What the code under test keeps for good: a singleton that holds on to
/// the services it is given, as a real service locator would.
final class ServiceLocator: @unchecked Sendable {
  /// The one instance, which the process never lets go.
  static let shared = ServiceLocator()

  // `@unchecked Sendable` is safe: `services` is read and changed only
  // under `lock`.
  private let lock = NSLock()
  private var services: [any SendableService] = []

  /// Keeps `service` until the process exits.
  func register(_ service: any SendableService) {
    lock.withLock { services.append(service) }
  }
}

/// A call held by `.suspended()` that the test never resumes, in a test
/// without `.verifiesMocks` and with no `verify()`: the task that made it
/// keeps the mock, so only the process's exit can release it.
@Suite(.enabled(if: isScenario("HeldCallAtExitScenario")))
struct HeldCallAtExitScenario {
  /// The line of the `.suspended()` never resumed.
  static let holdLine = #line + 4

  @Test func aCallHeldAndNeverResumed() async {
    let mock = MockSendableService()
    let held = await mock.expect { await $0.fetch() }.returning(1).suspended()
    Task { _ = await mock.fetch() }
    await held.waitUntilReached()
  }
}

/// The same held call, and a missing call on the same mock, which the task
/// holding the call keeps too.
@Suite(.enabled(if: isScenario("HeldAndMissingCallAtExitScenario")))
struct HeldAndMissingCallAtExitScenario {
  /// The line of the `.suspended()` never resumed.
  static let holdLine = #line + 6
  /// The line of the expectation never met.
  static let expectLine = #line + 5

  @Test func aCallHeldAndACallMissing() async {
    let mock = MockSendableService()
    let held = await mock.expect { await $0.fetch() }.returning(1).suspended()
    mock.expect { $0.record(7) }
    Task { _ = await mock.fetch() }
    await held.waitUntilReached()
  }
}

/// A mock the code under test keeps for good, with an expectation never met.
@Suite(.enabled(if: isScenario("KeptMockAtExitScenario")))
struct KeptMockAtExitScenario {
  /// The line of the expectation never met.
  static let expectLine = #line + 4

  @Test func aMockKeptByASingleton() {
    let mock = MockSendableService()
    mock.expect { $0.record(3) }
    ServiceLocator.shared.register(mock)
  }
}

/// The same shapes with every call made, resumed and verified: the run
/// passes, and SwiftMock writes nothing.
@Suite(.enabled(if: isScenario("EverythingMetAtExitScenario")))
struct EverythingMetAtExitScenario {
  @Test func aHeldCallResumed() async {
    let mock = MockSendableService()
    let held = await mock.expect { await $0.fetch() }.returning(1).suspended()
    let call = Task { await mock.fetch() }
    await held.waitUntilReached()
    held.resume(returning: 2)
    #expect(await call.value == 2)
  }

  @Test func aKeptMockVerified() {
    let mock = MockSendableService()
    mock.expect { $0.record(3) }
    ServiceLocator.shared.register(mock)
    mock.record(3)
    mock.verify()
  }

  @Test func aKeptMockWhoseExpectationsAreMetWithNoVerify() {
    let mock = MockSendableService()
    mock.expect { $0.record(4) }
    ServiceLocator.shared.register(mock)
    mock.record(4)
  }

  @Test func aKeptMockReset() {
    let mock = MockSendableService()
    mock.expect { $0.record(5) }
    ServiceLocator.shared.register(mock)
    mock.reset()
  }

  @Test(.disabled("never runs: a disabled test's mock reports nothing"))
  func aDisabledTestWithAKeptMock() {
    let mock = MockSendableService()
    mock.expect { $0.record(6) }
    ServiceLocator.shared.register(mock)
  }

  @Test(.verifiesMocks) func aCancelledTestThatVerifiesItsMocks() async throws {
    let mock = MockSendableService()
    mock.expect { $0.record(7) }
    let held = await mock.expect { await $0.fetch() }.returning(1).suspended()
    ServiceLocator.shared.register(mock)
    // A task of its own, which the test's cancellation does not reach: the
    // call stays held until the test's end lets it go.
    Task.detached { _ = await mock.fetch() }
    await held.waitUntilReached()
    try Test.cancel("cancelled before its calls")
  }
}
