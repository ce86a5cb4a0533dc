/// One call a test expects or allows, with how often and how it answers.
///
/// `@unchecked Sendable` is safe here: the `let` properties never change, and
/// the `var` properties are read and written only while the lock of the
/// ``MockEngine`` that owns the call is held. The lock also keeps accesses to
/// them from overlapping, so they skip the runtime's exclusivity check. The
/// one exception, ``sequence``, is set once under the lock before anything
/// else can see the call, and only read after.
final class ExpectedCall: @unchecked Sendable {
  // Stored properties lie in memory in the order they are declared: those
  // every call reads come first, so that a call looking at an expectation
  // reads one or two cache lines of it, not five.

  /// How many calls it has taken.
  @exclusivity(unchecked) var receivedCount = 0
  /// How many calls satisfy the expectation; set by `.times`.
  @exclusivity(unchecked) var minimumCount: Int
  /// How many calls it takes, or `nil` for any number; set by `.times`.
  @exclusivity(unchecked) var maximumCount: Int?
  /// Whether any arguments match; set by `.ignoringArguments()`.
  @exclusivity(unchecked) var ignoresArguments = false
  let pattern: CallPattern

  /// What the calls it takes get, replaced whole by each modifier.
  @exclusivity(unchecked) private(set) var reply = Reply.none

  let canThrow: Bool
  let isAsync: Bool
  /// Whether the call answers any number of calls (`allow`, `given`)
  /// rather than being expected.
  let isAnswer: Bool
  let location: SourceCodeLocation
  /// The position of this call among all those of its test double; set
  /// under the engine's lock as it is added, and never changed after.
  @exclusivity(unchecked) var sequence = 0
  /// The `inOrder` block this expectation was set in, and its place there.
  let order: (group: OrderGroup, index: Int)?
  /// The member's return type when it has no default value: the call then
  /// needs an answer from the test.
  let typeWithoutDefault: String?
  /// Whether a call that differed from it only in its arguments has been
  /// reported, so that `verify()` does not report it again as missing.
  @exclusivity(unchecked) var isReported = false
  /// What made the test double forget it (`verify()` reported it, or
  /// `reset()`), if it has: changing it then is a misuse.
  @exclusivity(unchecked) var forgottenBy: Forgetter?
  /// The test that set it, if one ran there: a Swift Testing test's calls
  /// and checks see only its own expectations and those of no test, so
  /// that tests running in parallel on one test double never take or
  /// report each other's; an XCTest test checks its own when it ends.
  let owner: TestKey?
  /// The action `.doing` set, which the reply's action runs first.
  @exclusivity(unchecked) private var doingAction: (([Any?]) -> Void)?
  /// What `.writingBack` set, which the reply's action runs after `.doing`'s.
  @exclusivity(unchecked) private var writeBacks: [([Any?]) -> Void] = []

  /// What a call that matches this one gets, read under the lock and used
  /// after it.
  var match: MockEngine.Match {
    MockEngine.Match(reply: reply, call: self)
  }

  /// What the call it has just taken gets: ``match``, with a sequence's
  /// answer for this call chosen from how many calls it has taken. Read it
  /// under the lock, right after counting the call, so that calls made at
  /// once each take their own answer, and none is given twice.
  var matchOfCallTaken: MockEngine.Match {
    guard reply.isSequence, case .sequence(let answers, let firstCall) = reply.answer else {
      return match
    }
    let position = min(max(receivedCount - firstCall - 1, 0), answers.count - 1)
    let chosen = Reply(
      answer: answers[position], action: reply.action, suspension: reply.suspension)
    return MockEngine.Match(reply: chosen, call: self)
  }

  /// What the call answers; set by `.returning`, `.throwing` or `.answering`.
  var answer: Answer {
    get { reply.answer }
    set { reply = Reply(answer: newValue, action: reply.action, suspension: reply.suspension) }
  }

  /// What runs when the call happens; set by `.doing`.
  var action: (([Any?]) -> Void)? {
    get { doingAction }
    set {
      doingAction = newValue
      updateAction()
    }
  }

  /// Adds what runs, after the action, to write back an `inout` argument;
  /// set by `.writingBack`.
  func addWriteBack(_ writeBack: @escaping ([Any?]) -> Void) {
    writeBacks.append(writeBack)
    updateAction()
  }

  /// Makes the reply's action the `.doing` action, then the write-backs.
  private func updateAction() {
    var action = doingAction
    if !writeBacks.isEmpty {
      action = { [doingAction, writeBacks] arguments in
        doingAction?(arguments)
        for writeBack in writeBacks { writeBack(arguments) }
      }
    }
    reply = Reply(answer: reply.answer, action: action, suspension: reply.suspension)
  }

  /// Holds an `async` call until the test resumes it; set by `.suspended()`.
  var suspension: CallSuspension? {
    get { reply.suspension }
    set { reply = Reply(answer: reply.answer, action: reply.action, suspension: newValue) }
  }

  init(
    _ recorded: consuming RecordedCall, isAnswer: Bool, location: SourceCodeLocation,
    order: (group: OrderGroup, index: Int)?, owner: TestKey?
  ) {
    self.owner = owner
    canThrow = recorded.canThrow
    isAsync = recorded.isAsync
    typeWithoutDefault = recorded.typeWithoutDefault
    // Last, so that the pattern takes the recorded call's arrays over.
    pattern = CallPattern(recorded)
    self.isAnswer = isAnswer
    self.location = location
    self.order = order
    minimumCount = isAnswer ? 0 : 1
    maximumCount = isAnswer ? nil : 1
  }

  func matches(_ arguments: [Any?]) -> Bool {
    ignoresArguments || pattern.matches(arguments)
  }

  /// Whether a call or check made in the Swift Testing test `test` (`nil`
  /// for none) sees it: one of no other Swift Testing test's.
  func isSeen(by test: TestKey?) -> Bool {
    guard let owner, let test, owner.isSwiftTesting else { return true }
    return owner == test
  }

  /// Whether its arguments are all written as values: a call matching it is
  /// given to it before one that uses matchers or ignores arguments.
  var isExact: Bool {
    !ignoresArguments && !pattern.usesMatchers
  }

  /// Whether it has taken the calls it needs.
  var isSatisfied: Bool { receivedCount >= minimumCount }

  /// Whether it takes no more calls.
  var isExhausted: Bool { maximumCount.map { receivedCount >= $0 } ?? false }

  /// Whether it says the call must never happen (`.times(0)`).
  var isNever: Bool { maximumCount == 0 }

  var callDescription: String {
    ignoresArguments ? pattern.function.name : pattern.callDescription
  }

  /// What a call that an expectation or answer takes gets. It never
  /// changes, so a call reads it under the lock and uses it after, and a
  /// modifier replaces it whole.
  ///
  /// `@unchecked Sendable` is safe here: every property is a `let`, and the
  /// value and error it holds are the test's, handed to the calls it answers.
  final class Reply: @unchecked Sendable {
    let answer: Answer
    let action: (([Any?]) -> Void)?
    let suspension: CallSuspension?
    /// Whether a call that takes it runs the test's code before it answers:
    /// a `.doing` action, or a closure that computes the answer.
    /// `verify(timeout:)` waits for that code to have run.
    let runsTestCode: Bool
    /// Whether the answer is a sequence, one element per call.
    let isSequence: Bool

    /// No answer, no action, nothing held: what an expectation starts with.
    static let none = Reply(answer: .unset, action: nil, suspension: nil)

    init(answer: Answer, action: (([Any?]) -> Void)?, suspension: CallSuspension?) {
      self.answer = answer
      self.action = action
      self.suspension = suspension
      runsTestCode = action != nil || answer.isComputed
      if case .sequence = answer { isSequence = true } else { isSequence = false }
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
    case sequence([Answer], firstCall: Int)
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
}

/// What makes a test double forget an expectation.
enum Forgetter {
  /// Indirect, so that an expectation keeps a reference, not a location.
  indirect case verify(SourceCodeLocation?)
  case reset
  case mockWentAway
  case testEnded

  /// As in `which verify() at MyTests/MyTests.swift:12 has already forgotten`.
  var description: String {
    switch self {
    case .verify(let location?): "verify() at \(location.shortDescription)"
    case .verify(nil): "verify()"
    case .reset: "reset()"
    case .mockWentAway: "the mock going away"
    case .testEnded: "the end of the test that set it"
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
