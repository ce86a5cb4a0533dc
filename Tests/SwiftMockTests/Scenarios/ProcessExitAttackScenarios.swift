import Foundation
import SwiftMock
import Testing

// Attacks on the process's exit check: work that races it, user code that
// calls a mock while it reports, and a test that ends the process itself.
// Each suite runs only in a process of its own (see `ProcessExitAttackTests`).

/// What a scenario hands to the work it starts as the process exits, which
/// a C exit handler cannot capture.
final class ExitRaceBox: @unchecked Sendable {
  /// The one box of the process.
  static let shared = ExitRaceBox()

  // `@unchecked Sendable` is safe: both properties are read and changed
  // only under `lock`.
  private let lock = NSLock()
  private var mock: MockSendableService?
  private var held: SuspendedCall<Int>?

  /// Keeps `mock`, and the handle of its held call, if any.
  func keep(_ mock: MockSendableService, held: SuspendedCall<Int>? = nil) {
    lock.withLock {
      self.mock = mock
      self.held = held
    }
  }

  /// Lets go of the mock it keeps.
  func letGo() {
    let mock = lock.withLock {
      defer { self.mock = nil }
      return self.mock
    }
    // The last reference, let go outside the lock: its deinit reports.
    withExtendedLifetime(mock) {}
  }

  /// Resumes the held call it keeps.
  func resume() {
    let held = lock.withLock { self.held }
    held?.resume(returning: 2)
  }
}

/// Runs `work` on a thread of its own as the process exits: an exit
/// handler added after SwiftMock's runs before it, and the thread races
/// SwiftMock's check.
func raceTheExitCheck(_ work: @escaping @convention(c) () -> Void) {
  atexit(work)
}

/// A held call resumed from another thread as the process exits.
@Suite(.enabled(if: isScenario("ResumeRacingTheExitScenario")))
struct ResumeRacingTheExitScenario {
  /// The line of the `.suspended()`.
  static let holdLine = #line + 4

  @Test func aHeldCallResumedAsTheProcessExits() async {
    let mock = MockSendableService()
    let held = await mock.expect { await $0.fetch() }.returning(1).suspended()
    Task { _ = await mock.fetch() }
    await held.waitUntilReached()
    ExitRaceBox.shared.keep(mock, held: held)
    raceTheExitCheck {
      Thread.detachNewThread { ExitRaceBox.shared.resume() }
    }
  }
}

/// A kept mock, with a missing call, let go from another thread as the
/// process exits: its deinit races the check.
@Suite(.enabled(if: isScenario("DeinitRacingTheExitScenario")))
struct DeinitRacingTheExitScenario {
  /// The line of the expectation never met.
  static let expectLine = #line + 4

  @Test func aMockLetGoAsTheProcessExits() {
    let mock = MockSendableService()
    mock.expect { $0.record(9) }
    ExitRaceBox.shared.keep(mock)
    raceTheExitCheck {
      Thread.detachNewThread { ExitRaceBox.shared.letGo() }
    }
  }
}

/// A protocol whose argument's `==` and `description` call a mock.
protocol Pager {
  func send(_ page: Page)
  func ping()
}

final class MockPager: Mock<Pager>, Pager {
  func send(_ page: Page) { accept(page) }
  func ping() { accept() }
}

/// An argument whose `==` and `description` call the mock it is sent to.
struct Page: Equatable, CustomStringConvertible {
  /// The mock that `==` and `description` call; kept for good, so the
  /// process's exit checks it.
  nonisolated(unsafe) static var mock: MockPager?

  let id: Int

  static func == (left: Page, right: Page) -> Bool {
    mock?.ping()
    return left.id == right.id
  }

  var description: String {
    Page.mock?.ping()
    return "Page #\(id)"
  }
}

/// A missing call whose argument's `description` calls the mock while the
/// process's exit reports it.
@Suite(.enabled(if: isScenario("ReentrantExitReportScenario")))
struct ReentrantExitReportScenario {
  /// The line of the expectation never met.
  static let expectLine = #line + 5

  @Test func anArgumentThatCallsTheMockAsItIsDescribed() {
    let mock = MockPager()
    Page.mock = mock
    mock.expect { $0.send(Page(id: 1)) }
  }
}

/// Tests that end the process with `exit(0)`, with a call held and a call
/// missing: no test's end comes, but the process's exit reports them.
@Suite(.enabled(if: isScenario("ExitFromATestScenario")))
struct ExitFromATestScenario {
  /// The line of the `.suspended()`.
  static let holdLine = #line + 6
  /// The line of the expectation never met.
  static let expectLine = #line + 5

  @Test(.verifiesMocks) func aTestThatExits() async {
    let mock = MockSendableService()
    let held = await mock.expect { await $0.fetch() }.returning(1).suspended()
    mock.expect { $0.record(8) }
    Task { _ = await mock.fetch() }
    await held.waitUntilReached()
    exit(0)
  }
}
