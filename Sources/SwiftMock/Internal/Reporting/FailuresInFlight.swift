import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Failures found but not yet recorded by a test framework, and the rule
/// that none is lost: the end of a test that can be hooked waits for them,
/// and the process does not exit while one is in flight.
///
/// A failure is in flight while it is being worked out (the search for the
/// test's line takes about 60 ms the first time) and while it waits for a
/// Swift Testing test's reporter. At the process's exit, SwiftMock waits for
/// those, within a bound, and if one was still in flight then, or if an
/// issue was recorded off its test's task (Swift Testing may have settled
/// the run's verdict before counting it), or if XCTest failures are left
/// that no test took, the exit status is a failure, with the failures
/// written to standard error.
enum FailuresInFlight {
  /// Failures a Swift Testing reporter, or the run, recorded off the test's
  /// own task.
  static let recordedOffTheTestsTask = AtomicCount()

  /// The failures in flight, by a number each gets as it starts.
  private static let inFlight = Locked(Tickets())

  private struct Tickets {
    var next = 0
    var open: Set<Int> = []
  }

  /// How many failures are in flight now.
  static var count: Int {
    inFlight.withLock { $0.open.count }
  }

  /// Notes that a failure is in flight, until ``end(_:)`` with the number
  /// it returns; makes sure first that the process's exit checks for it.
  static func begin() -> Int {
    ExitCheck.install()
    return inFlight.withLock { tickets in
      tickets.next += 1
      tickets.open.insert(tickets.next)
      return tickets.next
    }
  }

  /// Notes that the failure numbered `ticket` has landed.
  static func end(_ ticket: Int) {
    inFlight.withLock { _ = $0.open.remove(ticket) }
  }

  /// Runs `body`, which works out and reports a failure, counted as in
  /// flight.
  static func workingOut<Result>(_ body: () throws -> Result) rethrows -> Result {
    let ticket = begin()
    defer { end(ticket) }
    return try body()
  }

  /// The failures in flight now, for a wait that should not wait for those
  /// that start later.
  private static var openNow: Set<Int> {
    inFlight.withLock { $0.open }
  }

  /// Whether any of `tickets` is still in flight.
  private static func isAnyOpen(of tickets: Set<Int>) -> Bool {
    inFlight.withLock { !$0.open.isDisjoint(with: tickets) }
  }

  /// Waits until the failures in flight now have landed, or `limit` passes,
  /// blocking the thread: for the end of an XCTest test, on XCTest's thread,
  /// and for the process's exit. Says whether they have.
  @discardableResult
  static func waitUntilNone(within limit: Duration) -> Bool {
    let tickets = openNow
    let deadline = ContinuousClock.now + limit
    while isAnyOpen(of: tickets) {
      guard ContinuousClock.now < deadline else { return false }
      // Failures in flight are rare and land within milliseconds.
      usleep(1_000)
    }
    return true
  }

  /// Waits until the failures in flight now have landed, or `limit` passes,
  /// suspending the task: for the end of a Swift Testing test.
  @discardableResult
  static func waitUntilNone(within limit: Duration) async -> Bool {
    let tickets = openNow
    let deadline = ContinuousClock.now + limit
    while isAnyOpen(of: tickets) {
      guard ContinuousClock.now < deadline else { return false }
      try? await Task.sleep(for: .milliseconds(1))
    }
    return true
  }
}

/// How long the end of a test, or of the process, waits for failures in
/// flight.
let inFlightLimit: Duration = .seconds(5)

/// The check the process makes as it exits, that no failure is lost there.
enum ExitCheck {
  /// Registers the check, once per process.
  static func install() {
    _ = registration
  }

  private static let registration: Void = {
    atexit {
      ExitCheck.run()
    }
  }()

  /// Where the process is in its exit: 0 before it, 1 while the check
  /// runs, 2 once it has run.
  private static let stage = AtomicCount()

  /// Takes a failure found as the process exits, when no test framework
  /// can count it any more: writes it to standard error, and makes the
  /// exit status a failure (at once, if the check has already run). Says
  /// whether it took it.
  static func takeIfExiting(_ failure: ReportedFailure) -> Bool {
    guard stage.value > 0 else { return false }
    #if canImport(Testing)
      // In an exit test's process, the parent test still takes issues.
      _ = recordIssue(failure, offTheTestsTask: false)
    #endif
    failTheProcess(with: failure, "found as the process exits")
    return true
  }

  /// Writes `failure` to standard error, for `reason`, and makes the
  /// process's exit status a failure: for a failure no test framework can
  /// take any more, in a process that ran tests. Once the exit's check has
  /// run, the process ends at once.
  static func failTheProcess(with failure: ReportedFailure, _ reason: String) {
    install()
    writeToStandardError(failure, reason)
    lateFailures.add(1)
    if stage.value == 2 {
      fflush(nil)
      _exit(EXIT_FAILURE)
    }
  }

  /// Whether this process has run tests: a Swift Testing test used a test
  /// double, or an XCTest run began.
  static var testsRanHere: Bool {
    #if canImport(XCTest)
      if XCTestTracker.hasRun.value > 0 { return true }
    #endif
    return hasSeenSwiftTesting
  }

  /// Failures found as the process exits.
  private static let lateFailures = AtomicCount()

  /// Fails the process, by its exit status, when a failure would otherwise
  /// be lost to the run's verdict.
  private static func run() {
    stage.add(1)
    defer { stage.add(1) }
    // Static members' doubles no test's end let go: expectations left on
    // them unverified are failures that no test can take any more.
    StaticDoubles.releaseAll()
    // Nor are those of test doubles that never went away (the code under
    // test keeps them), nor their held calls, in a process that ran tests:
    // a program that only uses test doubles (a demo) keeps its exit status.
    // Reporting runs the test's code, which may set up expectations on
    // test doubles that had none: those are checked in turn, a few rounds
    // at most.
    if testsRanHere {
      for _ in 0..<4 {
        let left = EnginesCheckedAtExit.takeAll()
        if left.isEmpty { break }
        for engine in left { engine.finishAsTheProcessExits() }
      }
    }
    let wasInFlight = FailuresInFlight.count > 0
    if wasInFlight {
      FailuresInFlight.waitUntilNone(within: inFlightLimit)
    }
    var reasons: [String] = []
    if wasInFlight {
      reasons.append("a failure was still being reported as the process began to exit")
    }
    if lateFailures.value > 0 {
      reasons.append("a failure was found that no test could take any more")
    }
    if FailuresInFlight.recordedOffTheTestsTask.value > 0 {
      reasons.append("a failure was recorded off its test's task, possibly after the run's verdict")
    }
    #if canImport(XCTest)
      let left = XCTestTracker.takeFailuresLeftAtExit()
      if !left.isEmpty {
        reasons.append("XCTest failures were left that no test took")
        for failure in left {
          writeToStandardError(failure, "reported as the process exits")
        }
      }
    #endif
    guard !reasons.isEmpty else { return }
    let text = "SwiftMock: the process exits with a failure: \(reasons.joined(separator: "; ")).\n"
    fflush(nil)
    FileHandle.standardError.write(Data(text.utf8))
    _exit(EXIT_FAILURE)
  }
}
