/// One call a test expects (`expect`) or answers any number of times
/// (`allow`, `given`): the model of an expectation.
///
/// What the block recorded, where and by which test, never changes and is
/// read freely. What calls and modifiers change, its ``ExpectationProgress``,
/// is reached only through the state of the ``MockEngine`` that owns it,
/// `state[call]`, so only under that engine's lock; whatever leaves the
/// lock is a copy.
///
/// `@unchecked Sendable` is safe here: every stored property but
/// `sequence` and `progress` is a `let`; `sequence` is set once, under the
/// engine's lock, before anything else can see the call; and `progress` is
/// only reached through the engine's state, under its lock, which also
/// keeps accesses to both from overlapping, so they skip the runtime's
/// exclusivity check.
final class ExpectedCall: @unchecked Sendable {
  /// The call as the block wrote it: its member and a matcher per argument.
  let pattern: CallPattern
  /// Whether it answers any number of calls (`allow`, `given`) rather than
  /// being expected.
  let isAnswer: Bool
  /// Where the test set it.
  let location: SourceCodeLocation
  /// Its position among all those of its test double, oldest first: set
  /// once, under the engine's lock, as the engine adds it, before anything
  /// else can see it.
  @exclusivity(unchecked) fileprivate(set) var sequence = 0
  /// The `inOrder` block it was set in, and its place there.
  let order: (group: OrderGroup, index: Int)?
  /// The member's return type when it has no default value: a call then
  /// needs an answer from the test.
  let typeWithoutDefault: TypeWithoutDefault?
  /// The test that set it, if one ran there: a Swift Testing test's calls
  /// and checks see only its own expectations and those of no test, so
  /// that tests running in parallel on one test double never take or
  /// report each other's; an XCTest test checks its own when it ends.
  let owner: TestKey?
  /// Reached only through ``MockEngine/State/subscript(_:)``.
  @exclusivity(unchecked) fileprivate var progress: ExpectationProgress

  init(
    _ recorded: consuming RecordedCall, isAnswer: Bool, location: SourceCodeLocation,
    order: (group: OrderGroup, index: Int)?, owner: TestKey?
  ) {
    self.isAnswer = isAnswer
    self.location = location
    self.order = order
    self.owner = owner
    typeWithoutDefault = recorded.typeWithoutDefault
    progress = ExpectationProgress(
      minimumCount: isAnswer ? 0 : 1, maximumCount: isAnswer ? nil : 1)
    // Last, so that the pattern takes the recorded call's matchers over.
    pattern = CallPattern(recorded)
  }

  /// Whether its member can throw, so that it may answer with an error.
  var canThrow: Bool { pattern.function.effects.canThrow }

  /// Whether its member is `async`, so that its calls may be held.
  var isAsync: Bool { pattern.function.effects.isAsync }

  /// Whether a call or check made in the Swift Testing test `test` (`nil`
  /// for none) sees it: one of no other Swift Testing test's.
  func isSeen(by test: TestKey?) -> Bool {
    guard let owner, let test, owner.isSwiftTesting else { return true }
    return owner == test
  }
}

extension MockEngine.State {
  /// The progress and answer of `call`, one of this engine's expectations
  /// or answers: with ``ExpectedCall/subscript(_:)``, the one way to reach
  /// them, so that only code holding the engine's lock can. Read in place;
  /// a copy taken is a snapshot, to use after the lock.
  subscript(call: ExpectedCall) -> ExpectationProgress {
    _read { yield call.progress }
    _modify { yield &call.progress }
  }

  /// Gives `call`, which nothing else sees yet, its place among this
  /// engine's expectations and answers, the next.
  mutating func number(_ call: ExpectedCall) {
    call.sequence = nextSequence
    nextSequence += 1
  }

  /// Proof, for code the state is not passed to, that it runs under the
  /// engine's lock: only the state, reached under the lock, makes one.
  var access: LockedStateAccess { LockedStateAccess() }
}

/// Proof that the code holding it runs under a ``MockEngine``'s lock: only
/// a ``MockEngine/State`` makes one, and an engine's state is reached only
/// under its lock (a state of one's own, as the warm-up of the call path
/// makes, holds no expectation of anyone's). It takes no room, so passing
/// it costs nothing, where passing the state would copy it.
struct LockedStateAccess {
  fileprivate init() {}
}

extension ExpectedCall {
  /// Its progress and answer, reached by code under its engine's lock.
  subscript(access: LockedStateAccess) -> ExpectationProgress {
    _read { yield progress }
    _modify { yield &progress }
  }
}

/// What calls and modifiers change of an expectation or answer: how many
/// calls it needs, takes and has taken, and what they get.
struct ExpectationProgress {
  /// How many calls it has taken.
  var receivedCount = 0
  /// How many calls satisfy it; set by `.times`.
  var minimumCount: Int
  /// How many calls it takes, or `nil` for any number; set by `.times`.
  var maximumCount: Int?
  /// Whether any arguments match; set by `.ignoringArguments()`.
  var ignoresArguments = false
  /// Its place among the expectations of its member that took their last
  /// call, in the order they did; set by its ``ExpectationQueue``.
  var exhaustionNumber = 0
  /// What the calls it takes get, replaced whole by each modifier, so that
  /// a call takes it with one reference.
  private(set) var plan: AnswerPlan {
    get { setPlan ?? .none }
    set { setPlan = newValue }
  }
  /// The plan a modifier set, if any: until one does, the shared plan of
  /// no answer stands in, with no reference to it kept.
  private var setPlan: AnswerPlan?

  /// For the usual answer, a value given to `.returning` with nothing else
  /// to run: the value's type. `nil` for any other.
  var plainValueType: Any.Type? { setPlan?.plainValueType }

  /// Whether it gives no answer and runs nothing: a call taken by it
  /// returns its member's default, or nothing.
  var isPlainDefault: Bool { setPlan?.isPlainDefault ?? true }
  /// Whether a call that differed from it only in its arguments has been
  /// reported, so that `verify()` does not report it again as missing.
  var isReported = false
  /// What made the test double forget it (`verify()` reported it, or
  /// `reset()`), if it has: changing it then is a misuse.
  var forgottenBy: Forgetter?

  init(minimumCount: Int, maximumCount: Int?) {
    self.minimumCount = minimumCount
    self.maximumCount = maximumCount
  }

  /// Whether it has taken the calls it needs.
  var isSatisfied: Bool { receivedCount >= minimumCount }

  /// Whether it takes no more calls.
  var isExhausted: Bool { maximumCount.map { receivedCount >= $0 } ?? false }

  /// Whether it says the call must never happen (`.times(0)`).
  var isNever: Bool { maximumCount == 0 }

  /// Replaces its plan with what `change` makes of it, and returns the old
  /// one, to let go after the lock.
  mutating func replacePlan(_ change: (AnswerPlan) -> AnswerPlan) -> AnswerPlan {
    let old = plan
    plan = change(old)
    return old
  }

  /// What the calls it takes answer; set by `.returning`, `.throwing` or
  /// `.answering`.
  var answer: Answer {
    get { plan.answer }
    set { plan = plan.with(answer: newValue) }
  }

  /// What `.doing` set, which runs first when a call is taken.
  var doingAction: (([Any?]) -> Void)? {
    get { plan.doingAction }
    set { plan = plan.with(doingAction: newValue) }
  }

  /// What `.writingBack` set, each run after the `.doing` action, to
  /// write back an `inout` argument.
  var writeBacks: [([Any?]) -> Void] {
    get { plan.writeBacks }
    set { plan = plan.with(writeBacks: newValue) }
  }

  /// What holds its `async` calls until the test resumes them; set by
  /// `.suspended()`.
  var suspension: CallSuspension? {
    get { plan.suspension }
    set { plan = plan.with(suspension: newValue) }
  }

  /// What the call it has just taken gets, to use after the lock: for a
  /// sequence of answers, this call's place in it, from how many calls it
  /// has taken. Read it right after counting the call, so that calls made
  /// at once each take their own answer, and none is given twice.
  func answerOfCallTaken(by call: ExpectedCall) -> GivenAnswer {
    GivenAnswer(plan: plan, expectation: call, receivedCount: receivedCount)
  }
}

/// What the calls an expectation or answer takes get: its answer, the
/// test's actions, and what holds them. It never changes: a modifier
/// replaces it whole, so that a call reads it under the lock and uses it
/// after, with one reference.
///
/// `@unchecked Sendable` is safe here: every property is a `let`, and the
/// values, errors and closures it holds are the test's, handed to the
/// calls it answers.
final class AnswerPlan: @unchecked Sendable {
  let answer: Answer
  let doingAction: (([Any?]) -> Void)?
  let writeBacks: [([Any?]) -> Void]
  let suspension: CallSuspension?
  /// Whether a call that takes it runs the test's code before it answers:
  /// a `.doing` action, a write-back, or a closure that computes the
  /// answer. `verify(timeout:)` waits for that code to have run.
  let runsTestCode: Bool
  /// For the usual answer, a value given to `.returning` with nothing
  /// else to run: the value's type, read with no look at the value, and
  /// the value, read in place. `nil`, and `()`, for any other.
  let plainValueType: Any.Type?
  let plainValue: Any
  /// Whether it gives no answer and runs nothing: a call taken by it
  /// returns its member's default, or nothing.
  let isPlainDefault: Bool

  /// No answer, no action, nothing held: what an expectation starts with.
  static let none = AnswerPlan(answer: .unset, doingAction: nil, writeBacks: [], suspension: nil)

  private init(
    answer: Answer, doingAction: (([Any?]) -> Void)?, writeBacks: [([Any?]) -> Void],
    suspension: CallSuspension?
  ) {
    self.answer = answer
    self.doingAction = doingAction
    self.writeBacks = writeBacks
    self.suspension = suspension
    runsTestCode = doingAction != nil || !writeBacks.isEmpty || answer.isComputed
    if !runsTestCode, case .value(let value) = answer {
      plainValueType = type(of: value)
      plainValue = value
    } else {
      plainValueType = nil
      plainValue = ()
    }
    isPlainDefault = !runsTestCode && !answer.isSet
  }

  /// The plan that answers `value`, the usual answer, of type `type`, with
  /// this plan's actions and suspension: made with no copy of an
  /// ``Answer`` on the way, nor a look at the value's type.
  func with(value: Any, of type: Any.Type) -> AnswerPlan {
    AnswerPlan(
      value: value, of: type, doingAction: doingAction, writeBacks: writeBacks,
      suspension: suspension)
  }

  private init(
    value: Any, of type: Any.Type, doingAction: (([Any?]) -> Void)?,
    writeBacks: [([Any?]) -> Void], suspension: CallSuspension?
  ) {
    self.doingAction = doingAction
    self.writeBacks = writeBacks
    self.suspension = suspension
    runsTestCode = doingAction != nil || !writeBacks.isEmpty
    isPlainDefault = false
    if runsTestCode {
      plainValueType = nil
      plainValue = ()
    } else {
      plainValueType = type
      plainValue = value
    }
    answer = .value(value)
  }

  func with(answer: Answer) -> AnswerPlan {
    AnswerPlan(
      answer: answer, doingAction: doingAction, writeBacks: writeBacks, suspension: suspension)
  }

  func with(doingAction: (([Any?]) -> Void)?) -> AnswerPlan {
    AnswerPlan(
      answer: answer, doingAction: doingAction, writeBacks: writeBacks, suspension: suspension)
  }

  func with(writeBacks: [([Any?]) -> Void]) -> AnswerPlan {
    AnswerPlan(
      answer: answer, doingAction: doingAction, writeBacks: writeBacks, suspension: suspension)
  }

  func with(suspension: CallSuspension?) -> AnswerPlan {
    AnswerPlan(
      answer: answer, doingAction: doingAction, writeBacks: writeBacks, suspension: suspension)
  }
}

/// What a call that an expectation or answer took gets, taken under the
/// engine's lock and used after it, when the test may change the
/// expectation again: two references and a count.
struct GivenAnswer {
  let plan: AnswerPlan
  /// The expectation or answer that took the call, for where it was set
  /// and how it reads in a message.
  let expectation: ExpectedCall
  /// How many calls the expectation had taken, this one included: its
  /// place in a sequence of answers.
  let receivedCount: Int

  /// What the call answers: for a sequence, its own answer, the last for
  /// every call past the end.
  var answer: Answer {
    guard case .sequence(let answers, let firstCall) = plan.answer else { return plan.answer }
    return answers[min(max(receivedCount - firstCall - 1, 0), answers.count - 1)]
  }

  var suspension: CallSuspension? { plan.suspension }

  /// Whether the call runs the test's code before it answers; see
  /// ``AnswerPlan/runsTestCode``.
  var runsTestCode: Bool { plan.runsTestCode }

  /// Where the test set the expectation or answer.
  var location: SourceCodeLocation { expectation.location }

  /// Runs the `.doing` action, then each write-back, with the call's
  /// action arguments: the test's code, with no lock held.
  func runActions(_ actionArguments: [Any?]) {
    plan.doingAction?(actionArguments)
    for writeBack in plan.writeBacks { writeBack(actionArguments) }
  }
}

/// What an expected call answers.
enum Answer {
  /// No `.returning` or `.throwing`: the member's or the return type's default.
  case unset
  /// The value given to `.returning`.
  case value(Any)
  /// The error given to `.throwing`.
  case error(any Error)
  /// An answer computed from each call's action arguments, by
  /// `.returning { … }` or `.answering { … }`.
  case computed(ComputedAnswer)
  /// Answers for the calls to come, one each, the last for every later
  /// call: `.returning(1, 2, 3)`. `firstCall` is how many calls the
  /// expectation had taken when the test gave them.
  indirect case sequence([Answer], firstCall: Int)
  /// What a computed answer gives a call whose arguments its closure does
  /// not take, which has been reported: no answer.
  case closureDidNotFit

  var isSet: Bool {
    if case .unset = self { return false }
    return true
  }

  var isComputed: Bool {
    if case .computed = self { return true }
    return false
  }
}

/// What makes a test double forget an expectation.
enum Forgetter {
  /// Indirect, so that an expectation keeps a reference, not a location.
  indirect case verify(SourceCodeLocation?)
  case reset
  case mockWentAway
  case testEnded
  case processExited

  /// As in `which verify() at MyTests/MyTests.swift:12 has already forgotten`.
  var description: String {
    switch self {
    case .verify(let location?): "verify() at \(location.shortDescription)"
    case .verify(nil): "verify()"
    case .reset: "reset()"
    case .mockWentAway: "the mock going away"
    case .testEnded: "the end of the test that set it"
    case .processExited: "the process exiting"
    }
  }
}

/// `3 calls`, `at least 1 call`, `at most 2 calls`, `2 to 4 calls`.
func describeCount(minimum: Int, maximum: Int?) -> String {
  switch (minimum, maximum) {
  case (let minimum, let maximum?) where minimum == maximum: calls(minimum)
  case (let minimum, nil): "at least \(calls(minimum))"
  case (0, let maximum?): "at most \(calls(maximum))"
  case (let minimum, let maximum?): "\(minimum) to \(calls(maximum))"
  }
}

/// `1 call`, `3 calls`.
func calls(_ count: Int) -> String {
  count == 1 ? "1 call" : "\(count) calls"
}
