/// The state and rules of one test double: its expectations and answers, the
/// calls it received, and where to report what went wrong.
///
/// Every public entry point of ``Mock``, ``Stub`` and ``Spy`` delegates here.
/// The state sits behind one lock, taken once per call; matching looks only
/// at the expectations of the called function that can still take a call,
/// so a call costs the same however many expectations the test has set or
/// satisfied before.
final class MockEngine: Sendable {
  let mockName: String
  let policy: Policy
  /// Where the test created the test double: where an unexpected call is reported.
  let creationLocation: SourceCodeLocation
  /// Where failures go when they come from a task no test is bound to.
  let context: ReportingContext
  private let state = Locked(State())
  /// `verify(timeout:)` calls waiting for every expectation to be satisfied.
  private let satisfactionWaiters = Waiters()

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
    /// Expectations, by function.
    var queues = FunctionTable<ExpectationQueue>()
    /// Answers for any number of calls (`allow`, `given`), by function, newest last.
    var answers = FunctionTable<AnswerList>()
    /// Every call received, for a spy.
    var calls: [SpyCall] = []
    /// Failures of calls that arrived where no test could be told.
    var deferredFailures: [String] = []
    /// Expectations whose calls are suspended until the test resumes them.
    var suspended: [ExpectedCall] = []
    /// How many expectations have not yet taken the calls they need.
    var unsatisfiedCount = 0
    var nextSequence = 0
  }

  init(mockName: String, policy: Policy, creationLocation: SourceCodeLocation) {
    self.mockName = mockName
    self.policy = policy
    self.creationLocation = creationLocation
    context = .current
    MockRegistry.current?.register(self)
  }

  /// Runs `body` under this engine's lock, for state kept outside the
  /// engine that its calls touch, such as a recording's.
  func serialize<Result>(_ body: () -> Result) -> Result {
    state.withLock { _ in body() }
  }

  // MARK: Expectations and answers

  /// Adds an expectation, in the order of the running `inOrder` block if any.
  func addExpectation(_ recorded: RecordedCall, at location: SourceCodeLocation) -> ExpectedCall {
    let order = OrderGroup.current.map { group in
      let description = "[\(mockName)] \(CallPattern(recorded).callDescription)"
      return (group, group.add(description: description, location: location))
    }
    return state.withLock { state in
      let call = ExpectedCall(
        recorded, isAnswer: false, location: location, sequence: state.nextSequence, order: order)
      state.nextSequence += 1
      state.queues.object(for: recorded.function, orMake: ExpectationQueue.init).append(call)
      state.unsatisfiedCount += 1
      return call
    }
  }

  /// Adds an answer for any number of calls; it takes precedence over older ones.
  func addAnswer(_ recorded: RecordedCall, at location: SourceCodeLocation) -> ExpectedCall {
    state.withLock { state in
      let call = ExpectedCall(
        recorded, isAnswer: true, location: location, sequence: state.nextSequence, order: nil)
      state.nextSequence += 1
      state.answers.object(for: recorded.function, orMake: AnswerList.init).append(call)
      return call
    }
  }

  /// Reads or changes an expectation under the lock that calls read it under.
  func update<Result>(_ call: ExpectedCall, _ body: (ExpectedCall) -> Result) -> Result {
    state.withLock { _ in body(call) }
  }

  /// Changes how many calls an expectation takes.
  func setCount(of call: ExpectedCall, minimum: Int, maximum: Int?) {
    let (isSatisfied, isAllSatisfied) = state.withLock { state in
      let wasSatisfied = call.isSatisfied
      call.minimumCount = minimum
      call.maximumCount = maximum
      state.queues[call.pattern.function]?.update(call)
      if wasSatisfied != call.isSatisfied {
        state.unsatisfiedCount += call.isSatisfied ? -1 : 1
      }
      return (call.isSatisfied, call.isSatisfied && state.unsatisfiedCount == 0)
    }
    if let (group, index) = call.order {
      group.setSatisfied(isSatisfied, at: index)
    }
    if isAllSatisfied {
      satisfactionWaiters.resumeAll()
    }
  }

  /// Holds the calls of `call` until the test resumes them.
  func suspend(_ call: ExpectedCall, with suspension: CallSuspension) {
    state.withLock { state in
      call.suspension = suspension
      state.suspended.append(call)
    }
  }

  // MARK: Calls

  /// What a mocked member does with one call.
  enum Reply {
    /// The call was made inside a block such as `expect`'s and recorded there.
    case recorded(block: String)
    /// The call matched an expectation or answer; this is what it says.
    case expected(Match)
    /// A mock had no expectation for the call; the failure has been reported
    /// or kept for `verify()`.
    case unexpected
    /// A stub or spy had no answer for the call.
    case unanswered
  }

  /// What the expectation or answer a call matched says. The expectation
  /// keeps one, made anew each time the test configures it, so a call takes
  /// it under the lock with a single retain and uses it after the lock is
  /// released, unchanged.
  final class Match {
    let answer: ExpectedCall.Answer
    let action: (([Any?]) -> Void)?
    let location: SourceCodeLocation
    let suspension: CallSuspension?

    init(
      _ answer: ExpectedCall.Answer, _ action: (([Any?]) -> Void)?,
      _ location: SourceCodeLocation, _ suspension: CallSuspension?
    ) {
      self.answer = answer
      self.action = action
      self.location = location
      self.suspension = suspension
    }
  }

  func receive(
    _ function: String, arguments: [Any?], actionArguments: [Any?], canThrow: Bool,
    isAsync: Bool
  ) -> Reply {
    if RecordingsInProgress.mayBeRunning, let recording = ExpectationRecording.current {
      recording.record(
        function, arguments: arguments, canThrow: canThrow, isAsync: isAsync, on: self)
      return .recorded(block: recording.block)
    }
    var followUp = FollowUp.none
    let reply = state.withLock { state -> Reply in
      if policy == .recording {
        state.calls.append(
          SpyCall(function: function, arguments: arguments, actionArguments: actionArguments))
      }
      if let call = state.queues[function]?.takeCall(with: arguments) {
        let hasBecomeSatisfied = call.receivedCount == call.minimumCount
        if hasBecomeSatisfied {
          state.unsatisfiedCount -= 1
          if state.unsatisfiedCount == 0 { followUp = .resumeWaiters }
        }
        if let order = call.order {
          followUp = .checkOrder(
            order.group, index: order.index, isSatisfied: call.isSatisfied,
            resumesWaiters: followUp == .resumeWaiters)
        }
        return .expected(call.match)
      }
      if let answer = state.answers[function]?.newest(matching: arguments) {
        answer.receivedCount += 1
        return .expected(answer.match)
      }
      guard policy == .strict else { return .unanswered }
      // Described now, under the lock, as other calls may change them.
      followUp = .reportUnexpected(
        unexpectedCallMessage(function, arguments, state.queues[function]?.all ?? []))
      return .unexpected
    }
    switch followUp {
    case .none:
      break
    case .resumeWaiters:
      satisfactionWaiters.resumeAll()
    case .checkOrder(let group, let index, let isSatisfied, let resumesWaiters):
      if resumesWaiters { satisfactionWaiters.resumeAll() }
      if let skipped = group.receive(at: index, isSatisfied: isSatisfied) {
        reportCallFailure(
          """
          [\(mockName)] Out-of-order call: \(describeCall(function, arguments: arguments))
            expected first: \(skipped.description) (\(skipped.location.shortDescription))
          """)
      }
    case .reportUnexpected(let message):
      reportCallFailure(message)
    }
    return reply
  }

  /// What a call leaves to do once the lock is released.
  private enum FollowUp: Equatable {
    case none
    /// The call satisfied the last unsatisfied expectation.
    case resumeWaiters
    /// The call took an ordered expectation.
    case checkOrder(OrderGroup, index: Int, isSatisfied: Bool, resumesWaiters: Bool)
    /// No expectation took the call: the failure to report.
    case reportUnexpected(String)

    static func == (lhs: FollowUp, rhs: FollowUp) -> Bool {
      switch (lhs, rhs) {
      case (.none, .none), (.resumeWaiters, .resumeWaiters): true
      default: false
      }
    }
  }

  /// The failure of an unexpected call, with the expectations of the same
  /// function that explain it: those whose arguments differ, and those with
  /// a count that match but have taken all their calls. At most
  /// ``maximumExplanations`` are listed. Call it under the lock.
  private func unexpectedCallMessage(
    _ function: String, _ arguments: [Any?], _ candidates: [ExpectedCall]
  ) -> String {
    let received = describeCall(function, arguments: arguments)
    var explanations: [String] = []
    for candidate in candidates.sorted(by: { $0.sequence < $1.sequence }) {
      let location = candidate.location.shortDescription
      if !candidate.isExhausted {
        explanations.append("  expected: \(candidate.callDescription) (\(location))")
      } else if candidate.hasCount, candidate.matches(arguments) {
        let count = candidate.maximumCount ?? 0
        explanations.append(
          count == 0
            ? "  expected never: \(candidate.callDescription) (\(location))"
            : "  already received: \(candidate.callDescription), \(calls(count)) (\(location))")
      }
    }
    var message = "[\(mockName)] Unexpected call: \(received)"
    if !explanations.isEmpty {
      let shown = explanations.prefix(maximumExplanations)
      message += "\n" + shown.joined(separator: "\n")
      if explanations.count > shown.count {
        message += "\n  … and \(explanations.count - shown.count) more expectations of \(function)"
      }
      message += "\n  received: \(received)"
    }
    return message
  }

  /// Reports a failure of a call at the test double's creation, now if a
  /// test can be told, or else at the next `verify()`.
  private func reportCallFailure(_ message: String) {
    if context.canReportNow {
      reportFailure(message, at: creationLocation, context: context)
    } else {
      state.withLock { $0.deferredFailures.append(message) }
    }
  }

  /// Every call a spy received, oldest first.
  var receivedCalls: [SpyCall] {
    state.withLock { $0.calls }
  }

  // MARK: Verification

  /// Reports, at `location`, every expectation not yet satisfied, every
  /// call failure not yet reported, and every call still suspended (which it
  /// releases); then forgets them.
  func verify(at location: SourceCodeLocation) {
    let (deferred, missing, suspended) = state.withLock { state in
      // Described now, under the lock, as calls racing the verify may
      // change them.
      let missing = state.queues.all.flatMap(\.open).filter { !$0.isSatisfied }
        .sorted { $0.sequence < $1.sequence }.map(missingCallMessage)
      let suspended = state.suspended.compactMap { call in
        call.suspension.map { ($0, call.callDescription, call.location) }
      }
      let result = (state.deferredFailures, missing, suspended)
      state.queues = FunctionTable()
      state.deferredFailures = []
      state.suspended = []
      state.unsatisfiedCount = 0
      return result
    }
    var messages = deferred
    for (suspension, description, location) in suspended where suspension.abandon() {
      messages.append(
        """
        [\(mockName)] \(description) was suspended and never resumed; \
        verify() released it (expected at \(location.shortDescription))
        """)
    }
    messages += missing
    for message in messages {
      reportFailure(message, at: location, context: context)
    }
  }

  /// The failure of an expectation not satisfied. Call it under the lock.
  private func missingCallMessage(_ call: ExpectedCall) -> String {
    let expectedAt = "(expected at \(call.location.shortDescription))"
    if call.minimumCount == 1 && call.maximumCount == 1 {
      return "[\(mockName)] Missing call: \(call.callDescription) \(expectedAt)"
    }
    return """
      [\(mockName)] Missing calls: expected \(call.expectedCountDescription) of \
      \(call.callDescription), received \(call.receivedCount) \(expectedAt)
      """
  }

  /// Waits until every expectation is satisfied, or `timeout` passes.
  func waitUntilSatisfied(timeout: Duration) async {
    _ = await satisfactionWaiters.wait(timeout: timeout) {
      state.withLock { $0.unsatisfiedCount == 0 }
    }
  }

  /// Forgets everything, releasing suspended calls with their defaults.
  func reset() {
    let suspensions = state.withLock { state in
      defer { state = State(nextSequence: state.nextSequence) }
      return state.suspended.compactMap(\.suspension)
    }
    for suspension in suspensions { _ = suspension.abandon() }
  }

  /// The last chance before the test double goes away: reports, at its
  /// creation, the call failures no `verify()` reported, and releases
  /// suspended calls.
  func finish() {
    let (deferred, suspensions) = state.withLock { state in
      defer {
        state.deferredFailures = []
        state.suspended = []
      }
      return (state.deferredFailures, state.suspended.compactMap(\.suspension))
    }
    for suspension in suspensions { _ = suspension.abandon() }
    for message in deferred {
      reportFailure(message, at: creationLocation, context: context)
    }
  }
}

/// How many expectations an unexpected call's message lists at most.
private let maximumExplanations = 5
