extension MockEngine {
  /// Reports every expectation that has not taken the calls it needs, and
  /// every call still held (which it releases); then forgets them, and the
  /// expectations that are done. Expectations that have what they need but
  /// can take more calls stay, to take them (a `times(atLeast:)` of calls
  /// that keep coming).
  ///
  /// In a Swift Testing test, it checks only the expectations of that test
  /// and of no test: tests running in parallel on one test double never
  /// report each other's.
  ///
  /// - Parameter location: Where `verify()` was called, to report there; or
  ///   `nil`, under automatic verification, to report each missing call at
  ///   the line that expected it.
  func verify(at location: SourceCodeLocation?) {
    FailuresInFlight.workingOut { verifyNow(at: location) }
  }

  private func verifyNow(at location: SourceCodeLocation?) {
    if location != nil { noteUse() }
    let test = TestKey.swiftTestingTestHere
    let (missing, suspensions) = forget(by: .verify(location)) { $0.isSeen(by: test) }
    // With no `verify()` written, the automatic verification at the test's
    // end releases the held calls, and says so.
    let release: CallSuspension.Release = location.map { .verify($0) } ?? .testEnded
    for suspension in suspensions {
      if let message = suspension.release(by: release) {
        report(message, at: location ?? suspension.location)
      }
    }
    for call in missing {
      report(missingCallMessage(call), at: location ?? call.call.location)
    }
  }

  /// Forgets, under the lock, the expectations `verify()` reports and those
  /// that are done, among those `isChecked` picks, and their held calls;
  /// returns the expectations to report missing, and the suspensions to
  /// release. What it forgets is released after the lock, as that may run
  /// the test's code.
  func forget(
    by forgetter: Forgetter, where isChecked: (ExpectedCall) -> Bool
  ) -> ([CandidateSnapshot], [CallSuspension]) {
    let (forgotten, missing, suspensions) = state.withLock { state in
      // Each queue's, as it gave them: no copy into one array.
      let queues = state.queues.all
      var forgotten: [[ExpectedCall]] = []
      forgotten.reserveCapacity(queues.count)
      for queue in queues {
        let fromQueue = queue.forget(
          where: { isChecked($0) && (!state[$0].isSatisfied || state[$0].isExhausted) },
          state.access)
        if !fromQueue.isEmpty { forgotten.append(fromQueue) }
      }
      // Marked, so that a modifier set on it later says it is forgotten;
      // one that nothing else holds, which no test can change any more,
      // goes unmarked.
      for list in forgotten.indices {
        for index in forgotten[list].indices
        where !isKnownUniquelyReferenced(&forgotten[list][index]) {
          state[forgotten[list][index]].forgottenBy = forgetter
        }
      }
      // Looked for in every forgotten expectation, whatever the count of
      // unsatisfied ones says: a report never rests on a count.
      let missing = missingCalls(among: forgotten, &state)
      let (released, kept) = state.suspended.reduce(into: ([ExpectedCall](), [ExpectedCall]())) {
        if isChecked($1) { $0.0.append($1) } else { $0.1.append($1) }
      }
      state.suspended = kept
      state.failedCalls = FailedCalls()
      return (forgotten, missing, released.compactMap { state[$0].suspension })
    }
    for calls in forgotten { forgetOrder(of: calls) }
    return (missing, suspensions)
  }

  /// The expectations among `forgotten` that have not taken the calls they
  /// need and were not reported, oldest first, no longer counted as
  /// unsatisfied. Call it under the lock.
  private func missingCalls(among forgotten: [[ExpectedCall]], _ state: inout State)
    -> [CandidateSnapshot]
  {
    let unsatisfied = forgotten.joined().filter { !state[$0].isSatisfied }
    state.unsatisfiedCount -= unsatisfied.count
    return unsatisfied.filter { !state[$0].isReported }
      .sorted { $0.sequence < $1.sequence }
      .map { call in
        var snapshot = CandidateSnapshot(call, state.access)
        let member = call.pattern.function
        snapshot.hasNamesake = state.queues.namesakes(of: member).contains {
          $0.member.isNamesake(of: member)
        }
        return snapshot
      }
  }

  /// The failure of an expectation that has not taken the calls it needs.
  func missingCallMessage(_ call: CandidateSnapshot) -> String {
    let expectedAt =
      (call.hasNamesake ? "of \(call.call.pattern.function.signatureDescription) " : "")
      + "(expected at \(call.call.location.shortDescription))"
    if call.minimumCount == 1 && call.maximumCount == 1 {
      return "[\(mockName)] Missing call: \(call.description) \(expectedAt)"
    }
    return """
      [\(mockName)] Missing calls: expected \(describeCount(minimum: call.minimumCount, maximum: call.maximumCount)) of \
      \(call.description), received \(call.receivedCount) \(expectedAt)
      """
  }

  /// Tells the `inOrder` groups of forgotten expectations not to wait for them.
  func forgetOrder(of forgotten: [ExpectedCall]) {
    for call in forgotten {
      if let (group, index) = call.order {
        group.forget(at: index)
      }
    }
  }

  /// Waits until the outcome is decided for the test running here (see
  /// ``isOutcomeDecided(for:)``), or `timeout` passes.
  func waitUntilDecided(timeout: Duration) async {
    let test = TestKey.swiftTestingTestHere
    state.withLock { $0.outcomeWaiterCount += 1 }
    defer { state.withLock { $0.outcomeWaiterCount -= 1 } }
    _ = await outcomeWaiters.wait(timeout: timeout) { [self] in isOutcomeDecided(for: test) }
  }

  /// Forgets everything, releasing held calls with their defaults.
  func reset() {
    noteUse()
    let (old, suspensions) = state.withLock { state in
      let old = state
      for queue in state.queues.all {
        for call in queue.all { state[call].forgottenBy = .reset }
      }
      for list in state.answers.all {
        for answer in list.answers { state[answer].forgottenBy = .reset }
      }
      let suspensions = state.suspended.compactMap { state[$0].suspension }
      state = State(
        nextSequence: state.nextSequence, isVerifiedAutomatically: state.isVerifiedAutomatically,
        outcomeWaiterCount: state.outcomeWaiterCount, callsForgotten: state.callsForgotten + 1,
        exitCheck: state.exitCheck)
      return (old, suspensions)
    }
    forgetOrder(of: old.queues.all.flatMap(\.all))
    for suspension in suspensions {
      _ = suspension.release(by: .reset)
    }
    resumeWaitersIfDecided()
  }
}
