extension MockEngine {
  /// The received calls that match `recorded`, oldest first; none when a
  /// block recorded no call (that has been reported).
  func receivedCalls(matching recorded: RecordedCall?, ignoringArguments: Bool) -> [SpyCall] {
    guard let recorded else { return [] }
    return receivedCalls(matching: CallPattern(recorded), ignoringArguments: ignoringArguments)
  }

  /// The received calls that match `pattern`, oldest first.
  private func receivedCalls(matching pattern: CallPattern, ignoringArguments: Bool)
    -> [SpyCall]
  {
    receivedCalls.filter { $0.matches(pattern, ignoringArguments: ignoringArguments) }
  }

  /// Reports, at `location`, a spy that did not receive `recorded` a number
  /// of times within `bound`.
  func verifyReceived(
    _ recorded: RecordedCall, _ bound: ReceivedCountBound, ignoringArguments: Bool,
    at location: SourceCodeLocation
  ) {
    guard checkBound(bound, of: recorded, at: location) else { return }
    let pattern = CallPattern(recorded)
    let matching = receivedCalls(matching: pattern, ignoringArguments: ignoringArguments)
    guard !bound.contains(matching.count) else { return }
    // The call as the test wrote it, matchers as written: `add(any(), "x")`.
    let wanted = ignoringArguments ? recorded.function.name : pattern.callDescription
    var message: String
    if matching.isEmpty {
      message = "[\(mockName)] Wanted but not invoked: \(wanted)"
      for call in receivedCalls(matching: pattern, ignoringArguments: true) {
        message += "\n  received instead: \(call)"
      }
    } else {
      message =
        "[\(mockName)] Wanted \(bound.description) but was called \(counted(matching.count)): \(wanted)"
      for call in matching {
        message += "\n  received: \(call)"
      }
    }
    report(message, at: location)
  }

  /// Whether `bound` is one a spy can check; if not, reports why at `location`.
  func checkBound(
    _ bound: ReceivedCountBound, of recorded: RecordedCall, at location: SourceCodeLocation
  ) -> Bool {
    guard bound.isNegative else { return true }
    report(
      """
      [\(mockName)] verifyReceived(\(bound.written)) on \(CallPattern(recorded).callDescription) \
      cannot check for a negative number of calls; nothing is checked.
      """, at: location)
    return false
  }

  /// Waits for the calls `recorded` stands for, within `timeout`, then
  /// checks them against `bound`, as `verifyReceived(timeout:)` does, on
  /// the caller's actor; a bound or timeout that makes no sense is reported
  /// at `location`.
  func verifyReceived(
    _ recorded: RecordedCall?, _ bound: ReceivedCountBound, ignoringArguments: Bool,
    timeout: Duration, isolation: isolated (any Actor)?, at location: SourceCodeLocation
  ) async {
    guard let recorded, checkBound(bound, of: recorded, at: location) else { return }
    let timeout = checkedTimeout(
      timeout, of: "verifyReceived(timeout:)", mockName: mockName, at: location,
      ownership: ownership)
    let counter = MatchingCallCounter(
      CallPattern(recorded), ignoringArguments: ignoringArguments)
    await waitForCalls(counted: counter, until: bound, timeout: timeout)
    verifyReceived(recorded, bound, ignoringArguments: ignoringArguments, at: location)
  }

  /// Waits until the spy has received enough of the calls `counter`
  /// counts to decide `bound`, and they have been answered, or `timeout`
  /// passes.
  ///
  /// Each call of the spy wakes the wait, which counts only the calls that
  /// arrived since it last counted.
  func waitForCalls(
    counted counter: MatchingCallCounter, until bound: ReceivedCountBound, timeout: Duration
  ) async {
    _ = await outcomeWaiters.wait(timeout: timeout) { [self] in
      bound.isDecided(byCount: counter.count(in: self)) && callsInFlight.value == 0
    }
  }

  /// Forgets the calls a spy received, and nothing else. What it forgets is
  /// released after the lock, as releasing an argument may run the test's
  /// code.
  func clearCalls() {
    noteUse()
    let forgotten = state.withLock { state in
      defer {
        state.calls = CallLog()
        state.callsForgotten += 1
      }
      return state.calls
    }
    withExtendedLifetime(forgotten) {}
  }

  /// The calls received since the first `count` of them, if the spy has not
  /// forgotten its calls more than `forgotten` times; or else all of them,
  /// with how many times it has.
  func callsReceived(after count: Int, forgotten: Int) -> (calls: [SpyCall], forgotten: Int) {
    state.withLock { state in
      guard state.callsForgotten == forgotten else {
        return (state.calls.all(), state.callsForgotten)
      }
      return (state.calls.after(count), forgotten)
    }
  }

  /// Ends the part of a spy's call that `verifyReceived(timeout:)` waits
  /// for: from when the call is recorded until it is answered, its action,
  /// if any, then being in flight on its own.
  func endSpyCall() {
    guard policy == .recording else { return }
    if callsInFlight.add(-1) == 0 {
      resumeWaitersIfDecided()
    }
  }
}

extension SpyCall {
  /// Whether the call is one of `pattern`'s function that matches it; may
  /// run the test's code (an argument's `==`, a matcher).
  func matches(_ pattern: CallPattern, ignoringArguments: Bool) -> Bool {
    member == pattern.function && (ignoringArguments || pattern.matches(arguments))
  }
}

/// How many calls a spy's `verifyReceived` wants.
struct ReceivedCountBound: Sendable {
  let minimum: Int
  /// The most, or `nil` for any number.
  let maximum: Int?
  /// The bound as the test wrote it: `times: 2`, `atLeast: 1`, `times: 2...4`.
  let written: String

  static func times(_ count: Int) -> Self {
    Self(minimum: count, maximum: count, written: "times: \(count)")
  }

  static func atLeast(_ minimum: Int) -> Self {
    Self(minimum: minimum, maximum: nil, written: "atLeast: \(minimum)")
  }

  static func atMost(_ maximum: Int) -> Self {
    Self(minimum: 0, maximum: maximum, written: "atMost: \(maximum)")
  }

  static func times(_ range: ClosedRange<Int>) -> Self {
    Self(minimum: range.lowerBound, maximum: range.upperBound, written: "times: \(range)")
  }

  var isNegative: Bool { minimum < 0 || (maximum ?? 0) < 0 }

  func contains(_ count: Int) -> Bool {
    count >= minimum && maximum.map { count <= $0 } ?? true
  }

  /// Whether `count` calls decide the check, so that waiting for more
  /// cannot change it: there are enough, or already too many.
  func isDecided(byCount count: Int) -> Bool {
    count >= minimum || maximum.map { count > $0 } ?? false
  }

  /// `1 time`, `at least 2 times`, `at most 1 time`, `2 to 4 times`.
  var description: String {
    switch (minimum, maximum) {
    case (let minimum, let maximum?) where minimum == maximum: counted(minimum)
    case (let minimum, nil): "at least \(counted(minimum))"
    case (0, let maximum?): "at most \(counted(maximum))"
    case (let minimum, let maximum?): "\(minimum) to \(counted(maximum))"
    }
  }
}

/// `1 time`, `2 times`.
private func counted(_ count: Int) -> String {
  count == 1 ? "1 time" : "\(count) times"
}
