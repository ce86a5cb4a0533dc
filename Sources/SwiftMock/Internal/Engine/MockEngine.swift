/// The state and rules of one test double: its expectations and answers, the
/// calls it received, and where to report what went wrong.
///
/// Every public entry point of ``Mock``, ``Stub`` and ``Spy`` delegates here.
/// The state sits behind one lock, and no code of the test's runs under it:
/// matchers that would run some (a user type's `==`, a predicate) are
/// decided outside it, descriptions are written outside it, and whatever
/// the engine lets go is released after it. So that code may call any test
/// double, this one included.
@usableFromInline
final class MockEngine: Sendable {
  let mockName: String
  /// The test double's class, whose own members' frames the search for the
  /// test's line passes over.
  let doubleType: AnyObject.Type
  let policy: Policy
  /// Whether it keeps every call it receives, as a spy does, in its
  /// ``CallLog``.
  let keepsCalls: Bool
  /// Where the test created the test double.
  let creationLocation: SourceCodeLocation
  /// Where failures go when they come from a task no test is bound to.
  let ownership: DoubleOwnership
  let state = Locked(State())
  /// `verify(timeout:)` calls waiting for the outcome to be decided, and a
  /// spy's `verifyReceived(timeout:)` calls waiting for its calls.
  let outcomeWaiters = Waiters()
  /// Calls that took an expectation or answer with a `.doing` action, or an
  /// answer computed by a closure, and have not yet run it, and a spy's
  /// calls not yet answered: `verify(timeout:)` and
  /// `verifyReceived(timeout:)` wait for them too.
  let callsInFlight = AtomicCount()
  /// How many expectations and answers Swift Testing tests set up, read by
  /// each call without a lock: while there are none, a call need not ask
  /// which test it is made in.
  let ownedBySwiftTesting = AtomicCount()

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

  struct State {
    /// Expectations, by function.
    var queues = FunctionTable<ExpectationQueue>()
    /// Answers for any number of calls (`allow`, `given`), by function, newest last.
    var answers = FunctionTable<AnswerList>()
    /// Every call received, for a spy.
    var calls = CallLog()
    /// Expectations whose calls are held until the test resumes them.
    var suspended: [ExpectedCall] = []
    /// How many expectations have not yet taken the calls they need.
    var unsatisfiedCount = 0
    /// The tests a call failed since the last `verify()`: no later call
    /// can make them pass, so their `verify(timeout:)` stops waiting.
    var failedCalls = FailedCalls()
    /// The last value `.returning` gave each function, for a call of a
    /// member whose type has no default and that has no answer of its own.
    var lastAnswers: [MockedMember: Any] = [:]
    var nextSequence = 0
    /// Whether a test that verifies its mocks when it ends has this one.
    var isVerifiedAutomatically = false
    /// How many `verify(timeout:)` calls are waiting, or about to: read by
    /// each call under the lock it holds anyway, so that a call need not
    /// look at the waiters when there are none.
    var outcomeWaiterCount = 0
    /// How many times a spy forgot its calls (`clearCalls()`, `reset()`):
    /// a count of them made before then is out of date.
    var callsForgotten = 0
    /// Whether the process's exit checks this test double (see
    /// ``EnginesCheckedAtExit``): it joins at its first expectation or held
    /// call, so that later ones cost nothing more.
    var exitCheck = ExitCheckMembership.notJoined
  }

  /// Where a test double stands with the process's exit check.
  enum ExitCheckMembership {
    /// It has had nothing to report yet.
    case notJoined
    /// It is in ``EnginesCheckedAtExit``.
    case joined
    /// It went away, and left, or no test double owns it to take it out
    /// as it goes: it never joins.
    case left
  }

  /// Makes the process's exit check this test double, which has just been
  /// given an expectation or a held call, unless it does already. Call it
  /// under the lock, which keeps it from going away meanwhile.
  private func joinExitCheck(_ state: inout State) {
    guard state.exitCheck == .notJoined else { return }
    state.exitCheck = .joined
    EnginesCheckedAtExit.add(self)
  }

  /// - Parameter isOwned: Whether a test double owns it, whose `deinit`
  ///   calls ``finish()``: only such an engine joins the process's exit
  ///   check (see ``EnginesCheckedAtExit``), which holds it unretained
  ///   until `finish()` takes it out.
  init(
    mockName: String, policy: Policy, creationLocation: SourceCodeLocation,
    doubleType: AnyObject.Type, isOwned: Bool = true
  ) {
    self.mockName = mockName
    self.doubleType = doubleType
    self.policy = policy
    keepsCalls = policy == .recording
    self.creationLocation = creationLocation
    ownership = .current
    creationOrder = engineCount.add(1)
    FailureWarmUp.ensure()
    if !isOwned { state.withLock { $0.exitCheck = .left } }
    if creationOrder == 1 { warmUpCallPath() }
    if let registry = MockRegistry.current {
      registry.register(self)
      state.withLock { $0.isVerifiedAutomatically = true }
    }
  }

  /// The order test doubles were made in, for verifying them in that order.
  let creationOrder: Int

  /// Notes that the test running on this task sets up or checks this test
  /// double: it belongs to that test now, and is verified with its other
  /// test doubles if the test verifies them automatically.
  ///
  /// - Returns: The tests it found running here.
  @discardableResult @inline(__always)
  func noteUse() -> TestsHere {
    let tests = TestsHere()
    // Outside any test (a benchmark, a demo), there is nothing to note.
    guard tests.isAnyRunning else { return tests }
    noteUse(by: tests)
    return tests
  }

  /// ``noteUse()`` once `tests` are running here.
  @inline(never)
  private func noteUse(by tests: TestsHere) {
    ownership.noteUse(tests)
    if let registry = MockRegistry.current, registry.register(self) {
      state.withLock { $0.isVerifiedAutomatically = true }
    }
  }

  /// Reports `message` at `location`, where this test double's failures go.
  @discardableResult
  func report(_ message: String, at location: SourceCodeLocation) -> Delivery {
    reportFailure(message, at: location, ownership: ownership)
  }

  /// Reports `failure` where this test double's failures go.
  @discardableResult
  func report(_ failure: ReportedFailure) -> Delivery {
    deliver(failure, ownership: ownership)
  }

  /// The test that sets up the expectation of `recorded` now: the Swift
  /// Testing test on this task, as its block's entry point found it, or
  /// the XCTest test running, if any.
  private func testSettingUp(_ recorded: borrowing RecordedCall) -> TestKey? {
    let test = TestKey.settingUpExpectations(on: self, found: recorded.testsFound)
    if test?.isSwiftTesting == true {
      ownedBySwiftTesting.add(1)
    }
    return test
  }

  /// The Swift Testing test a call is made in, when it matters: when the
  /// test double has expectations or answers of a Swift Testing test, which
  /// a call from another test must not see.
  var callingTest: TestKey? {
    ownedBySwiftTesting.value > 0 ? TestKey.swiftTestingTestHere : nil
  }

  // MARK: Expectations and answers

  /// Adds an expectation, in the order of the running `inOrder` block if any.
  func addExpectation(_ recorded: consuming RecordedCall, at location: SourceCodeLocation)
    -> ExpectedCall
  {
    let group = OrderGroup.mayBeRunning ? OrderGroup.current : nil
    let order = group.map { group in
      let description = "[\(mockName)] \(CallPattern(copy recorded).callDescription)"
      return (group, group.add(description: description, location: location))
    }
    // Made before the lock, so that no closure copies the recorded call.
    let call = ExpectedCall(
      recorded, isAnswer: false, location: location, order: order,
      owner: testSettingUp(recorded))
    state.withLock { state in
      state.number(call)
      // The member's queue, which the state keeps, used with no reference
      // taken; made on its first expectation.
      if let queue = state.queues.unretainedObject(for: call.pattern.function) {
        queue._withUnsafeGuaranteedRef { $0.append(call, state.access) }
      } else {
        state.queues.object(for: call.pattern.function, orMake: ExpectationQueue.init)
          .append(call, state.access)
      }
      state.unsatisfiedCount += 1
      // Should the test double never go away, the process's exit checks
      // that its expectations were verified.
      joinExitCheck(&state)
    }
    return call
  }

  /// Adds an answer for any number of calls; it takes precedence over older ones.
  func addAnswer(_ recorded: consuming RecordedCall, at location: SourceCodeLocation)
    -> ExpectedCall
  {
    let call = ExpectedCall(
      recorded, isAnswer: true, location: location, order: nil, owner: testSettingUp(recorded))
    state.withLock { state in
      state.number(call)
      state.answers.object(for: call.pattern.function, orMake: AnswerList.init).append(call)
    }
    return call
  }

  /// Changes an expectation, unless the test double has forgotten it, which
  /// is a misuse reported at `location`: `change` names the modifier, such
  /// as `.returning(…)`.
  ///
  /// What the change replaces is released after the lock, as releasing a
  /// value may run the test's code.
  func configure(
    _ call: ExpectedCall, _ change: String, at location: SourceCodeLocation,
    _ body: (ExpectedCall, inout State) -> Void
  ) {
    let outcome: (replaced: (ExpectationProgress, Any?)?, forgottenBy: Forgetter?) =
      state.withLock { state in
        if let forgottenBy = state[call].forgottenBy {
          return (nil, forgottenBy)
        }
        // The progress the change replaces, and the member's last answer,
        // which `.returning` replaces too for a member whose type has no
        // default: let go after the lock.
        let lastAnswer: Any? =
          call.typeWithoutDefault == nil ? nil : state.lastAnswers[call.pattern.function]
        let replaced = (state[call], lastAnswer)
        body(call, &state)
        return (replaced, nil)
      }
    let (replaced, forgottenBy) = outcome
    withExtendedLifetime(replaced) {}
    if let forgottenBy {
      report(
        """
        [\(mockName)] \(change) is set on \(call.pattern.callDescription) (expected at \
        \(call.location.shortDescription)), which \(forgottenBy.description) has already forgotten; \
        it changes nothing. Set up an expectation before the calls it is for.
        """, at: location)
    }
  }

  /// Makes `call` answer `answer`, the value `.returning` gives, which
  /// becomes the member's last answer when its type has no default; the
  /// usual modifier, with no more work than it needs. A misuse on an
  /// expectation the test double has forgotten is reported as
  /// ``configure(_:_:at:_:)`` reports it.
  func setAnswer(
    _ answer: Answer, of call: ExpectedCall, _ change: String, at location: SourceCodeLocation
  ) {
    configure(call, change, at: location) { call, state in
      state[call].answer = answer
      if call.typeWithoutDefault != nil, case .value(let value) = answer {
        state.lastAnswers[call.pattern.function] = value
      }
    }
  }

  /// Makes `call` answer `value`, the value `.returning` gives, as
  /// ``setAnswer(_:of:_:at:)`` would: the usual modifier, with no more work
  /// than it needs.
  func setValue(
    _ value: Any, of type: Any.Type, of call: ExpectedCall, _ change: String,
    at location: SourceCodeLocation
  ) {
    guard call.typeWithoutDefault == nil else {
      return setAnswer(.value(value), of: call, change, at: location)
    }
    // What the answer replaces is let go after the lock.
    var replaced: AnswerPlan?
    let isForgotten = state.withLock { state -> Bool in
      if state[call].forgottenBy != nil { return true }
      replaced = state[call].replacePlan { $0.with(value: value, of: type) }
      return false
    }
    withExtendedLifetime(replaced) {}
    if isForgotten {
      configure(call, change, at: location) { _, _ in }
    }
  }

  /// Changes how many calls an expectation takes.
  func setCount(
    of call: ExpectedCall, minimum: Int, maximum: Int?, written: String,
    at location: SourceCodeLocation
  ) {
    var isApplied = false
    var isSatisfied = false
    var isDecided = false
    var alreadyReceived: Int?
    configure(call, written, at: location) { call, state in
      if let maximum, state[call].receivedCount > maximum {
        // Calls it now says must not come have come: the count cannot
        // hold, and stays as it was.
        alreadyReceived = state[call].receivedCount
        return
      }
      let wasSatisfied = state[call].isSatisfied
      state[call].minimumCount = minimum
      state[call].maximumCount = maximum
      state.queues[call.pattern.function]?.update(call, state.access)
      isSatisfied = state[call].isSatisfied
      if wasSatisfied != isSatisfied {
        state.unsatisfiedCount += isSatisfied ? -1 : 1
      }
      isDecided = state.unsatisfiedCount == 0
      state[call].suspension?.setCapacity(maximum)
      isApplied = true
    }
    if let alreadyReceived {
      report(
        """
        [\(mockName)] \(written) on \(call.pattern.callDescription) allows fewer calls than it \
        has already received (\(alreadyReceived)); the count is unchanged.
        """, at: location)
    }
    guard isApplied else { return }
    if let (group, index) = call.order {
      group.setSatisfied(isSatisfied, at: index)
    }
    if isDecided {
      resumeWaitersIfDecided()
    }
  }

  /// Holds the calls of `call` until the test resumes them, and returns the
  /// suspension; the same one when `.suspended()` is set twice.
  func suspend(
    _ call: ExpectedCall, holdLimit: Duration, at location: SourceCodeLocation
  ) -> CallSuspension? {
    var suspension: CallSuspension?
    // Written before the lock, as describing values may run the test's code.
    let described = call.pattern.callDescription
    configure(call, ".suspended()", at: location) { call, state in
      if let existing = state[call].suspension {
        suspension = existing
        return
      }
      // A held call that nothing releases is reported as the process exits.
      joinExitCheck(&state)
      let made = CallSuspension(
        mockName: mockName,
        callDescription: state[call].ignoresArguments ? call.pattern.function.name : described,
        capacity: state[call].maximumCount, location: location, ownership: ownership,
        holdLimit: holdLimit)
      state[call].suspension = made
      state.suspended.append(call)
      suspension = made
    }
    return suspension
  }

  // MARK: Calls

  /// What became of one call.
  enum CallOutcome {
    /// An expectation or answer took the call; this is what it says. The
    /// member calls ``finishCall(_:)`` once the test's code it runs has run.
    case answered(GivenAnswer)
    /// A mock had no expectation for the call; the failure has been reported
    /// or kept for `verify()`.
    case unexpected
    /// A stub or spy had no answer for the call.
    case unanswered
  }

  /// Gives a call to the expectation or answer it matches. A block such as
  /// `expect`'s never gets here: its calls are recorded before the engine
  /// (see ``ExpectationRecording``).
  ///
  /// - Parameters:
  ///   - arguments: The call's arguments, read only during the call.
  ///   - listed: The same arguments in an array, if the caller has one.
  ///   - actionArguments: What an action is given, where it differs from
  ///     the arguments (`accept(checkArgs:actionArgs:)`); `nil` for them.
  func receive(
    _ function: MockedMember, arguments: ArgumentBuffer, listed: [Any?]?,
    actionArguments: [Any?]?
  ) -> CallOutcome {
    let caller = callingTest
    switch receiveAtOnce(
      function, arguments, listed: listed, actionArguments: actionArguments, caller: caller,
      returning: nil)
    {
    case .other(let outcome)?: return outcome
    // Never given for a call that names no return type.
    case .plain?, .plainNothing?: return .unanswered
    case nil: return receiveStepByStep(function, arguments, listed: listed, caller: caller)
    }
  }

  /// The usual call, placed in one hold of the lock, for a synchronous
  /// member that returns what `kind` says: what becomes of it, or `nil` for
  /// a call that must go step by step, which the caller then passes to
  /// ``receiveStepByStep(_:_:listed:caller:)`` itself. So a failing call's
  /// stack is no deeper than one step: a thread with little stack left
  /// reaches the failure's work, which moves to a thread of its own.
  ///
  /// A spy keeps the call here, whichever way it goes.
  ///
  /// - Parameter caller: ``callingTest``, asked once for the call.
  func receiveAtOnce(
    _ function: MockedMember, _ arguments: ArgumentBuffer, listed: [Any?]?,
    actionArguments: [Any?]?, caller: TestKey?, returning kind: ReturnKind?
  ) -> QuickOutcome? {
    guard keepsCalls else {
      return state.withLock { state in
        placeAtOnce(function, arguments, caller, returning: kind, &state)
      }
    }
    let quick = state.withLock { state -> QuickOutcome? in
      state.calls.append(function, arguments, listed: listed, actionArguments: actionArguments)
      if let quick = placeAtOnce(function, arguments, caller, returning: kind, &state) {
        return quick
      }
      // In flight until it is placed: see `endSpyCall()`.
      callsInFlight.add(1)
      return nil
    }
    if quick != nil {
      // Kept and placed in one hold of the lock: a `verifyReceived(timeout:)`
      // waiting for it may go on.
      resumeWaitersIfDecided()
    }
    return quick
  }

  /// What a synchronous member returns, as its call tells
  /// ``receiveAtOnce(_:_:listed:actionArguments:caller:returning:)``.
  enum ReturnKind {
    /// Nothing: a member whose answer, unless it is an error or runs the
    /// test's code, is let go (`acceptVoid`, `throwingAcceptVoid`).
    case nothing
    /// A value of this type.
    case value(Any.Type)
  }

  /// What became of a call of a synchronous member, for
  /// ``receiveAtOnce(_:_:listed:actionArguments:caller:returning:)``.
  enum QuickOutcome {
    /// An expectation or answer with this plan took it, and the call is
    /// over: the plan runs nothing, and gives a member that returns a value
    /// its plain value, of the member's type, and one that returns nothing
    /// no error.
    case plain(AnswerPlan)
    /// The same, for a member that returns nothing.
    case plainNothing
    /// Anything else.
    case other(CallOutcome)
  }

  /// ``receive(_:arguments:listed:actionArguments:)`` for a call that
  /// ``receiveAtOnce(_:_:listed:actionArguments:caller:returning:)`` left:
  /// one whose matchers run the test's code, one in an `inOrder` block, one
  /// that fails, one that a `verify(timeout:)` may be waiting for. A spy has
  /// kept it already, as in flight, until this ends.
  @inline(never)
  func receiveStepByStep(
    _ function: MockedMember, _ arguments: ArgumentBuffer, listed: [Any?]?, caller: TestKey?
  ) -> CallOutcome {
    defer { if keepsCalls { endSpyCall() } }
    var decided = MatchDecisions()
    while true {
      let (placement, isAnyoneWaiting) = state.withLock { state in
        (place(function, arguments, decided, caller, &state), state.outcomeWaiterCount > 0)
      }
      switch placement {
      case .undecided(let calls):
        // The test's own `==` or predicates, run with no lock held.
        decided.decide(calls, arguments)
      case .answered(let given, let orderCheck):
        if let orderCheck { checkOrder(orderCheck, function, listed ?? Array(arguments)) }
        if isAnyoneWaiting && !given.runsTestCode {
          // Nothing left to wait for: the call is over.
          resumeWaitersIfDecided()
        }
        return .answered(given)
      case .unanswered:
        return .unanswered
      case .unexpected(let candidates, let total, let never):
        failUnexpectedCall(
          function, listed ?? Array(arguments), candidates: candidates, total: total, never: never)
        return .unexpected
      }
    }
  }

  /// Reports a call no expectation took, counted as in flight, and notes
  /// what became of its failure. Apart from the call's usual path, which it
  /// would make larger.
  @inline(never)
  private func failUnexpectedCall(
    _ function: MockedMember, _ arguments: [Any?], candidates: [CandidateSnapshot], total: Int,
    never: CandidateSnapshot?
  ) {
    let ticket = FailuresInFlight.begin()
    let caller = callingTest
    let delivery = SmallStackCaller.workOut {
      // Members of the same name explain a call meant for one of them.
      let namesakes = self.namesakeCandidates(of: function, seenBy: caller)
      return self.reportUnexpectedCall(
        function, arguments, candidates: candidates + namesakes, total: total + namesakes.count,
        never: never)
    }
    noteFailedCall(delivery)
    FailuresInFlight.end(ticket)
  }

  /// The open expectations of the other members named like `member`.
  private func namesakeCandidates(of member: MockedMember, seenBy caller: TestKey?)
    -> [CandidateSnapshot]
  {
    state.withLock { state in
      state.queues.namesakes(of: member).flatMap { namesake in
        namesake.object.candidates(
          upTo: maximumCandidatesLookedAt, seenBy: caller, state.access
        ).calls
          .map { CandidateSnapshot($0, state.access) }.filter { !$0.isExhausted }
      }
    }
  }

  /// Where a call goes, decided under the lock.
  private enum CallPlacement {
    /// An expectation or answer took it; it took the place of `orderCheck`
    /// in an `inOrder` block, which is checked once the lock is released.
    case answered(GivenAnswer, orderCheck: OrderCheck?)
    case unanswered
    /// The first of the member's expectations, open ones first, and how
    /// many it has in all.
    case unexpected([CandidateSnapshot], total: Int, never: CandidateSnapshot?)
    case undecided([ExpectedCall])
  }

  /// A call's place in an `inOrder` block, to check once the lock is released.
  private struct OrderCheck {
    let group: OrderGroup
    let index: Int
    /// Whether the call satisfied its expectation, which lets the block move on.
    let isSatisfied: Bool
  }

  /// What becomes of the usual call, decided under the lock with nothing
  /// to do after it: one that an expectation outside any `inOrder` block or
  /// an answer takes, with no matcher that runs the test's code and no
  /// `verify(timeout:)` waiting, or one that a stub or spy leaves
  /// unanswered. `nil` for any other, which leaves the state as it was, for
  /// ``receiveStepByStep(_:_:listed:caller:)``. Call it
  /// under the lock.
  private func placeAtOnce(
    _ function: MockedMember, _ arguments: ArgumentBuffer, _ caller: TestKey?,
    returning kind: ReturnKind?, _ state: inout State
  ) -> QuickOutcome? {
    guard state.outcomeWaiterCount == 0 else { return nil }
    // The queue, which the state keeps, used with no reference taken.
    if let queue = state.queues.unretainedObject(for: function) {
      let placed = queue._withUnsafeGuaranteedRef {
        placeAtOnce(in: $0, arguments, caller, returning: kind, &state)
      }
      if placed.isDecided { return placed.outcome }
    }
    if let answers = state.answers[function] {
      switch answers.newest(
        matching: arguments, decided: MatchDecisions(), caller: caller, state.access)
      {
      case .expected(let answer):
        state[answer].receivedCount += 1
        return self.answer(of: answer, returning: kind, &state)
      case .never, .none:
        break
      case .undecided:
        return nil
      }
    }
    return policy == .strict ? nil : .other(.unanswered)
  }

  /// What a call that `call` has just taken gets, for a member that
  /// returns what `kind` says: with nothing to run, nothing for a member
  /// that returns nothing and is given no error, or the plain value of the
  /// member's type the test gave; else its answer, to work out after the
  /// lock, where a value of another type is reported and a member's own
  /// default evaluated. Call it under the lock.
  private func answer(of call: ExpectedCall, returning kind: ReturnKind?, _ state: inout State)
    -> QuickOutcome
  {
    switch kind {
    case .nothing?:
      if state[call].isPlainDefault || state[call].plainValueType != nil {
        return .plainNothing
      }
    case .value(let type)?:
      if let valueType = state[call].plainValueType, isSameType(valueType, type) {
        return .plain(state[call].plan)
      }
    case nil:
      break
    }
    return .other(.answered(givenAnswer(of: call, &state)))
  }

  /// ``placeAtOnce(_:_:_:returning:_:)`` among the expectations of
  /// `queue`: whether they decide the call, and what becomes of it.
  @inline(__always)
  private func placeAtOnce(
    in queue: ExpectationQueue, _ arguments: ArgumentBuffer, _ caller: TestKey?,
    returning kind: ReturnKind?, _ state: inout State
  ) -> (outcome: QuickOutcome?, isDecided: Bool) {
    switch queue.choose(for: arguments, decided: MatchDecisions(), caller: caller, state.access) {
    case .expected(let call):
      guard call.order == nil else { return (nil, true) }
      countCall(takenBy: call, from: queue, &state)
      return (answer(of: call, returning: kind, &state), true)
    case .never, .undecided:
      return (nil, true)
    case .none:
      return (nil, false)
    }
  }

  /// Counts the call that `call`, an open expectation of `queue`, has
  /// just taken. Call it under the lock.
  private func countCall(
    takenBy call: ExpectedCall, from queue: ExpectationQueue, _ state: inout State
  ) {
    queue.take(call, state.access)
    if state[call].receivedCount == state[call].minimumCount {
      state.unsatisfiedCount -= 1
    }
  }

  /// What the call that `call` has just taken gets, to work out after the
  /// lock, where a call that runs the test's code is in flight until it
  /// has. Call it under the lock.
  private func givenAnswer(of call: ExpectedCall, _ state: inout State) -> GivenAnswer {
    let given = state[call].answerOfCallTaken(by: call)
    if given.runsTestCode { callsInFlight.add(1) }
    return given
  }

  /// Where a call goes, decided under the lock. Call it there.
  private func place(
    _ function: MockedMember, _ arguments: ArgumentBuffer, _ decided: MatchDecisions,
    _ caller: TestKey?, _ state: inout State
  ) -> CallPlacement {
    let queue = state.queues[function]
    var never: ExpectedCall?
    if let queue {
      switch queue.choose(for: arguments, decided: decided, caller: caller, state.access) {
      case .expected(let call):
        countCall(takenBy: call, from: queue, &state)
        let given = givenAnswer(of: call, &state)
        let orderCheck = call.order.map {
          OrderCheck(group: $0.group, index: $0.index, isSatisfied: state[call].isSatisfied)
        }
        return .answered(given, orderCheck: orderCheck)
      case .never(let call):
        never = call
      case .undecided(let calls):
        return .undecided(calls)
      case .none:
        break
      }
    }
    if never == nil, let answers = state.answers[function] {
      switch answers.newest(matching: arguments, decided: decided, caller: caller, state.access) {
      case .expected(let answer):
        state[answer].receivedCount += 1
        return .answered(givenAnswer(of: answer, &state), orderCheck: nil)
      case .undecided(let calls):
        return .undecided(calls)
      case .never, .none:
        break
      }
    }
    guard policy == .strict || never != nil else { return .unanswered }
    return unexpected(queue, never: never, caller: caller, state.access)
  }

  /// An unexpected call, with the open expectations of its member that it
  /// did not meet. Call it under the lock.
  private func unexpected(
    _ queue: ExpectationQueue?, never: ExpectedCall?, caller: TestKey?, _ access: LockedStateAccess
  ) -> CallPlacement {
    let (candidates, total) =
      queue?.candidates(upTo: maximumCandidatesLookedAt, seenBy: caller, access) ?? ([], 0)
    return .unexpected(
      candidates.map { CandidateSnapshot($0, access) }, total: total,
      never: never.map { CandidateSnapshot($0, access) })
  }

  /// Takes the steps of an unexpected call that come before its failure is
  /// worked out, with nothing to find: once a process, on the thread that
  /// makes the first test double, whose stack is usually large.
  ///
  /// A step's first run sets up the runtime type information it uses, and
  /// demangling a type's name takes kilobytes of stack: a first unexpected
  /// call on a thread with little stack left would overflow it before
  /// ``SmallStackCaller`` could move the failure's work to a thread of its
  /// own. ``FailureWarmUp`` does the same for the failure's work.
  private func warmUpCallPath() {
    var empty = State()
    let member = MockedMember(untyped: "warmUp()", returning: Void.self, effects: .none)
    let nothing: Any? = nil
    withUnsafePointer(to: nothing) { first in
      let arguments = ArgumentBuffer(start: first, count: 1)
      _ = place(member, arguments, MatchDecisions(), nil, &empty)
      _ = unexpected(empty.queues[member], never: nil, caller: nil, empty.access)
      _ = Array(arguments)
    }
    _ = callingTest
  }

  /// Checks the place of a call that took an ordered expectation, and
  /// reports one that came before an earlier expectation of its block.
  private func checkOrder(_ check: OrderCheck, _ function: MockedMember, _ arguments: [Any?]) {
    guard let skipped = check.group.receive(at: check.index, isSatisfied: check.isSatisfied)
    else { return }
    let ticket = FailuresInFlight.begin()
    let delivery = SmallStackCaller.workOut {
      self.reportCallFailure(
        """
        [\(self.mockName)] Out-of-order call: \(describeCall(function, arguments: arguments))
          expected first: \(skipped.description) (\(skipped.location.shortDescription))
        """)
    }
    noteFailedCall(delivery)
    FailuresInFlight.end(ticket)
  }

  /// Notes what became of the failure of a call: one that fails a test ends
  /// that test's `verify(timeout:)` wait, as no later call can mend it; one
  /// that was captured, or claimed as a known issue, decides nothing.
  func noteFailedCall(_ delivery: Delivery) {
    let isFailure = state.withLock { state in
      state.failedCalls.note(delivery)
    }
    if isFailure { resumeWaitersIfDecided() }
  }

  /// Ends a call that was given `given`, once its actions have run and its
  /// answer is known: `verify(timeout:)` waits for this. A call with no
  /// action and no computed answer was never in flight.
  func finishCall(_ given: GivenAnswer) {
    guard given.runsTestCode else { return }
    if callsInFlight.add(-1) == 0 {
      resumeWaitersIfDecided()
    }
  }

  /// Resumes the `verify(timeout:)` calls waiting whose outcome is decided.
  func resumeWaitersIfDecided() {
    guard outcomeWaiters.hasWaiters else { return }
    outcomeWaiters.resumeAll()
  }

  /// Whether no later call can change what `verify()` would report in the
  /// Swift Testing test `test` (`nil` for none): every expectation it sees
  /// has what it needs and every call that took one has finished, or a call
  /// has failed that test.
  func isOutcomeDecided(for test: TestKey?) -> Bool {
    let (isUnsatisfied, hasFailed) = state.withLock { state in
      let hasFailed = state.failedCalls.fail(test)
      guard state.unsatisfiedCount > 0 else { return (false, hasFailed) }
      guard test != nil else { return (true, hasFailed) }
      let isUnsatisfied = state.queues.all.contains { queue in
        queue.open.contains { !state[$0].isSatisfied && $0.isSeen(by: test) }
      }
      return (isUnsatisfied, hasFailed)
    }
    return hasFailed || (!isUnsatisfied && callsInFlight.value == 0)
  }

  /// Every call a spy received, oldest first.
  var receivedCalls: [SpyCall] {
    state.withLock { $0.calls.all() }
  }

  /// The last value `.returning` gave `function`, if it is a `Value`.
  func lastAnswer<Value>(for function: MockedMember, as type: Value.Type) -> Value? {
    state.withLock { $0.lastAnswers[function] } as? Value
  }

}

/// How many of a function's expectations an unexpected call looks at to
/// explain itself: the oldest open ones, then those done; the others are
/// only counted, so that a call among a great many costs little.
let maximumCandidatesLookedAt = 1_000

/// How many test doubles have been made, for their creation order.
private let engineCount = AtomicCount()

/// The failures of calls since the last `verify()`, by the test they fail.
struct FailedCalls {
  /// The Swift Testing tests failed.
  private var tests: Set<TestKey> = []
  /// Whether a call failed a test other than a Swift Testing test's.
  private var hasFailedAnother = false

  /// Notes `delivery`; says whether it fails a test.
  mutating func note(_ delivery: Delivery) -> Bool {
    switch delivery {
    case .recorded(let test?, true), .pending(let test?):
      tests.insert(test)
      return true
    case .recorded(nil, true), .pending(nil):
      hasFailedAnother = true
      return true
    case .recorded, .captured, .forTheRun, .printed, .excused:
      return false
    }
  }

  /// Whether a call failed the Swift Testing test `test`, or, for `nil`, any.
  func fail(_ test: TestKey?) -> Bool {
    guard let test else { return hasFailedAnother || !tests.isEmpty }
    return tests.contains(test)
  }
}

/// An expectation as it was at one moment, read under the lock, to describe
/// outside it.
struct CandidateSnapshot {
  let call: ExpectedCall
  /// Its progress at that moment: a copy.
  let progress: ExpectationProgress
  /// Whether another member of the same name takes as many arguments, so
  /// that a message names the member by its signature.
  var hasNamesake = false

  /// Call it under the lock.
  init(_ call: ExpectedCall, _ access: LockedStateAccess) {
    self.call = call
    progress = call[access]
  }

  var ignoresArguments: Bool { progress.ignoresArguments }
  var minimumCount: Int { progress.minimumCount }
  var maximumCount: Int? { progress.maximumCount }
  var receivedCount: Int { progress.receivedCount }
  var isReported: Bool { progress.isReported }
  var isExhausted: Bool { progress.isExhausted }
  var isSatisfied: Bool { progress.isSatisfied }

  func matches(_ arguments: [Any?]) -> Bool {
    ignoresArguments || call.pattern.matches(arguments)
  }

  /// The call as the test wrote it; may run the test's `description`.
  var description: String {
    ignoresArguments ? call.pattern.function.name : call.pattern.callDescription
  }
}
