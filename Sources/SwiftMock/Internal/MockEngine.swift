/// The state and rules of one test double: its expectations and answers, the
/// calls it received, and where to report what went wrong.
///
/// Every public entry point of ``Mock``, ``Stub`` and ``Spy`` delegates here.
/// The state sits behind one lock, taken once per call; matching looks only
/// at the expectations of the called function, so a call costs the same
/// however many expectations the test has set or satisfied before.
final class MockEngine: Sendable {
  let mockName: String
  let policy: Policy
  /// Where the test created the test double: where an unexpected call is reported.
  let creationLocation: SourceCodeLocation
  /// The ``captureFailures(_:)`` block the test double was created in, if any.
  let creationCollector: FailureCollector?
  /// Whether the test double was created by a Swift Testing test.
  let isCreatedInSwiftTestingTest: Bool
  private let state = Locked(State())

  /// How a test double treats the calls it receives.
  enum Policy: Sendable {
    /// A mock: a call that matches no expectation or answer is a failure.
    case strict
    /// A stub: a call that matches no answer returns the default value.
    case lenient
    /// A spy: a stub that also keeps every call it receives.
    case recording

    /// What the test double is called in messages.
    var kind: String {
      switch self {
      case .strict: "mock"
      case .lenient: "stub"
      case .recording: "spy"
      }
    }
  }

  private struct State {
    /// Unsatisfied expectations, by function.
    var queues: [String: ExpectationQueue] = [:]
    /// Answers for any number of calls, by function, newest last.
    var answers: [String: [ExpectedCall]] = [:]
    /// Every call received, for a spy.
    var calls: [SpyCall] = []
    var deferredFailures: [String] = []
    var nextSequence = 0
  }

  init(mockName: String, policy: Policy, creationLocation: SourceCodeLocation) {
    self.mockName = mockName
    self.policy = policy
    self.creationLocation = creationLocation
    creationCollector = FailureCollector.current
    isCreatedInSwiftTestingTest = isSwiftTestingTestRunning
  }

  // MARK: Expectations and answers

  /// Adds an expectation that one call consumes.
  func addExpectation(_ recorded: RecordedCall, at location: SourceCodeLocation) -> ExpectedCall {
    state.withLock { state in
      let call = ExpectedCall(recorded, location: location, sequence: state.nextSequence)
      state.nextSequence += 1
      state.queues[recorded.function, default: ExpectationQueue()].append(call)
      return call
    }
  }

  /// Adds an answer for any number of calls; it takes precedence over older ones.
  func addAnswer(_ recorded: RecordedCall, at location: SourceCodeLocation) -> ExpectedCall {
    state.withLock { state in
      let call = ExpectedCall(recorded, location: location, sequence: state.nextSequence)
      state.nextSequence += 1
      state.answers[recorded.function, default: []].append(call)
      return call
    }
  }

  /// Changes an expectation under the lock that calls read it under.
  func update(_ call: ExpectedCall, _ change: (ExpectedCall) -> Void) {
    state.withLock { _ in change(call) }
  }

  // MARK: Calls

  /// What a mocked member does with one call.
  enum Reply {
    /// The call was made inside a block such as `expect`'s and recorded there.
    case recorded(block: String)
    /// The call matched an expectation or answer; these are what it says.
    case expected(ExpectedCall.Answer, action: (([Any?]) -> Void)?, location: SourceCodeLocation)
    /// A mock had no expectation for the call; the failure has been reported
    /// or kept for `verify()`.
    case unexpected
    /// A stub or spy had no answer for the call.
    case unanswered
  }

  func receive(_ function: String, arguments: [Any?], actionArguments: [Any?], canThrow: Bool)
    -> Reply
  {
    if let recording = ExpectationRecording.current {
      recording.record(
        RecordedCall(function: function, arguments: arguments, canThrow: canThrow), on: self)
      return .recorded(block: recording.block)
    }
    let match = state.withLock { state -> Match in
      if policy == .recording {
        state.calls.append(
          SpyCall(function: function, arguments: arguments, actionArguments: actionArguments))
      }
      let matched =
        state.queues[function]?.removeFirst(matching: arguments)
        ?? state.answers[function]?.last { $0.pattern.matches(arguments) }
      if let matched {
        return .expected(matched.answer, action: matched.action, location: matched.location)
      }
      guard policy == .strict else { return .unanswered }
      return .unmatched(candidates: Array(state.queues[function]?.pending ?? []))
    }
    switch match {
    case .expected(let answer, let action, let location):
      return .expected(answer, action: action, location: location)
    case .unanswered:
      return .unanswered
    case .unmatched(let candidates):
      reportUnexpectedCall(function, arguments: arguments, candidates: candidates)
      return .unexpected
    }
  }

  private enum Match {
    case expected(ExpectedCall.Answer, action: (([Any?]) -> Void)?, location: SourceCodeLocation)
    case unanswered
    case unmatched(candidates: [ExpectedCall])
  }

  private func reportUnexpectedCall(
    _ function: String, arguments: [Any?], candidates: [ExpectedCall]
  ) {
    let received = describeCall(function, arguments: arguments)
    var message = "[\(mockName)] Unexpected call: \(received)"
    for candidate in candidates {
      message +=
        "\n  expected: \(candidate.pattern.callDescription) (\(candidate.location.shortDescription))"
    }
    if !candidates.isEmpty {
      message += "\n  received: \(received)"
    }
    let canReportNow =
      isTaskBoundToTest || creationCollector != nil || !isCreatedInSwiftTestingTest
    if canReportNow {
      reportFailure(message, at: creationLocation, fallback: creationCollector)
    } else {
      state.withLock { $0.deferredFailures.append(message) }
    }
  }

  /// Every call a spy received, oldest first.
  var receivedCalls: [SpyCall] {
    state.withLock { $0.calls }
  }

  // MARK: Verification

  func verify(at location: SourceCodeLocation) {
    let (unexpected, missing) = state.withLock { state in
      let missing = state.queues.values.flatMap(\.pending).sorted { $0.sequence < $1.sequence }
      let unexpected = state.deferredFailures
      state.queues.removeAll()
      state.deferredFailures.removeAll()
      return (unexpected, missing)
    }
    for message in unexpected {
      reportFailure(message, at: location, fallback: creationCollector)
    }
    for call in missing {
      reportFailure(
        """
        [\(mockName)] Missing call: \(call.pattern.callDescription) \
        (expected at \(call.location.shortDescription))
        """,
        at: location, fallback: creationCollector)
    }
  }

  func reset() {
    state.withLock { $0 = State(nextSequence: $0.nextSequence) }
  }

  /// Reports, at the test double's creation, the unexpected calls that
  /// arrived where no test could be told and that no `verify()` reported:
  /// the last chance before the test double goes away.
  func reportDeferredFailures() {
    let deferred = state.withLock { state in
      defer { state.deferredFailures.removeAll() }
      return state.deferredFailures
    }
    for message in deferred {
      reportFailure(message, at: creationLocation, fallback: creationCollector)
    }
  }
}

/// The unsatisfied expectations of one function, oldest first.
///
/// Satisfied expectations leave the queue, so a call that matches the oldest
/// expectation (the usual case) costs the same however many came before it.
struct ExpectationQueue {
  private var calls: [ExpectedCall] = []
  private var head = 0

  var pending: ArraySlice<ExpectedCall> {
    calls[head...]
  }

  mutating func append(_ call: ExpectedCall) {
    calls.append(call)
  }

  /// Takes the oldest expectation that `arguments` match out of the queue.
  mutating func removeFirst(matching arguments: [Any?]) -> ExpectedCall? {
    guard let index = calls[head...].firstIndex(where: { $0.pattern.matches(arguments) }) else {
      return nil
    }
    let call = calls[index]
    if index == head {
      head += 1
      if head >= 64 && head * 2 >= calls.count {
        calls.removeFirst(head)
        head = 0
      }
    } else {
      calls.remove(at: index)
    }
    return call
  }
}
