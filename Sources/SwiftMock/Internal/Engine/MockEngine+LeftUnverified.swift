extension MockEngine {
  /// The last chance before the test double goes away: releases its held
  /// calls, and reports, each at the line that expected it, the
  /// expectations no `verify()` looked at, unless the test they belong to
  /// was skipped or cancelled (under XCTest, that is known at its end,
  /// which they wait for).
  func finish() {
    FailuresInFlight.workingOut { finishNow() }
  }

  private func finishNow() {
    let isVerifiedAutomatically = state.withLock { state in
      // It goes away now, and leaves the process's exit nothing to check:
      // it leaves under the lock, before anything could free it, for good.
      if state.exitCheck == .joined { EnginesCheckedAtExit.remove(self) }
      state.exitCheck = .left
      return state.isVerifiedAutomatically
    }
    guard !isVerifiedAutomatically else {
      // The test's automatic verification reports them, at the same lines.
      let suspensions = state.withLock { state in
        defer { state.suspended = [] }
        return state.suspended.compactMap { state[$0].suspension }
      }
      for suspension in suspensions { _ = suspension.release(by: .mockWentAway) }
      return
    }
    checkLeftUnverified(by: .mockWentAway, .mockWentAway, when: "the mock went away") { _ in true }
  }

  /// The last chance of a test double that has not gone away as the
  /// process exits (the code under test keeps it, or a static property
  /// does): releases its held calls, and reports, each at the line that
  /// expected it, the expectations no `verify()` looked at, as
  /// ``finish()`` does.
  ///
  /// No test's end can verify them any more, so it checks those of a test
  /// that verifies its mocks automatically too, should that test end the
  /// process with `exit()` while it still holds the test double.
  func finishAsTheProcessExits() {
    FailuresInFlight.workingOut {
      checkLeftUnverified(by: .processExited, .processExited, when: "the process exited") { _ in
        true
      }
    }
  }

  /// Lets go, unreported, of what the Swift Testing test `test` set up and
  /// did not get to check, as it was cancelled: its expectations, and its
  /// held calls, which answer as if not held. A test double that outlives
  /// the test, kept by the code under test, then has nothing of it to
  /// report when it goes away or as the process exits.
  func excuseCancelled(_ test: TestKey) {
    let (_, suspensions) = forget(by: .testEnded) { $0.isSeen(by: test) }
    for suspension in suspensions { _ = suspension.release(by: .testEnded) }
  }

  /// Checks, as the test `test` ends, the expectations it set up and no
  /// `verify()` looked at, as if the test double went away: an XCTest test
  /// keeps its test case, and so the test doubles in its stored properties,
  /// for the whole run.
  func checkAtTheEndOfTest(_ test: TestKey) {
    FailuresInFlight.workingOut { checkNow(atTheEndOf: test) }
  }

  private func checkNow(atTheEndOf test: TestKey) {
    checkLeftUnverified(by: .testEnded, .testEnded, when: "the test ended") { $0.owner == test }
  }

  /// Forgets, as `forgetter`, the expectations `isChecked` picks, releases
  /// as `release` the calls they hold, and reports both, found when
  /// `occasion`: the one way every last check of a test double goes.
  private func checkLeftUnverified(
    by forgetter: Forgetter, _ release: CallSuspension.Release, when occasion: String,
    where isChecked: (ExpectedCall) -> Bool
  ) {
    let (missing, suspensions) = forget(by: forgetter, where: isChecked)
    releaseLeftUnverified(suspensions, by: release)
    reportLeftUnverified(missing, occasion)
  }

  /// Releases calls still held that no `verify()` released, and reports
  /// each, as `verify()` would, at the line that held it, to the test the
  /// test double belongs to, unless that test was skipped.
  private func releaseLeftUnverified(
    _ suspensions: [CallSuspension], by release: CallSuspension.Release
  ) {
    for suspension in suspensions {
      guard let message = suspension.release(by: release) else { continue }
      var failure = ReportedFailure(message: message, location: suspension.location)
      failure.isExcusedByStoppingEarly = true
      failure.isForOwner = true
      report(failure)
    }
  }

  /// Reports expectations that did not get their calls, found when
  /// `occasion` (`the mock went away`), each at the line that expected it,
  /// to the test the test double belongs to, unless that test was skipped:
  /// it did not get to make its calls.
  ///
  /// An XCTest test is known to be skipped only once its skip has been
  /// recorded, so failures found while it runs wait for its end (see
  /// ``XCTestTracker``). A Swift Testing test that cancels itself is known
  /// to have done so only to its own task, where `.verifiesMocks` looks;
  /// a cancelled task elsewhere (a child task the test cancels) excuses
  /// nothing.
  private func reportLeftUnverified(_ missing: [CandidateSnapshot], _ occasion: String) {
    for call in missing {
      var failure = ReportedFailure(
        message: """
          \(missingCallMessage(call)), found when \(occasion) without a verify() that \
          checked it
          """,
        location: call.call.location)
      failure.isExcusedByStoppingEarly = true
      failure.isForOwner = true
      report(failure)
    }
  }
}
