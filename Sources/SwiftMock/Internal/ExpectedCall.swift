/// One call a test expects or allows, with how often and how it answers.
///
/// `@unchecked Sendable` is safe here: the `let` properties never change, and
/// the `var` properties are read and written only while the lock of the
/// ``MockEngine`` that owns the call is held. The lock also keeps accesses to
/// them from overlapping, so they skip the runtime's exclusivity check.
final class ExpectedCall: @unchecked Sendable {
  let pattern: CallPattern
  let canThrow: Bool
  let isAsync: Bool
  /// Whether the call answers any number of calls (`allow`, `given`)
  /// rather than being expected.
  let isAnswer: Bool
  let location: SourceCodeLocation
  /// The position of this call among all those of its test double.
  let sequence: Int
  /// The `inOrder` block this expectation was set in, and its place there.
  let order: (group: OrderGroup, index: Int)?

  /// What a call that matches this one gets: its answer, action and
  /// suspension, kept together so that a call takes them with one read.
  @exclusivity(unchecked) private(set) var match: MockEngine.Match

  /// What the call answers; set by `.returning` or `.throwing`.
  var answer: Answer {
    get { match.answer }
    set { match = MockEngine.Match(newValue, action, location, suspension) }
  }
  /// What runs when the call happens; set by `.doing`.
  var action: (([Any?]) -> Void)? {
    get { match.action }
    set { match = MockEngine.Match(answer, newValue, location, suspension) }
  }
  /// Holds an `async` call until the test resumes it; set by `.suspended()`.
  var suspension: CallSuspension? {
    get { match.suspension }
    set { match = MockEngine.Match(answer, action, location, newValue) }
  }
  /// Whether any arguments match; set by `.ignoringArguments()`.
  @exclusivity(unchecked) var ignoresArguments = false
  /// How many calls satisfy the expectation; set by `.times`.
  @exclusivity(unchecked) var minimumCount: Int
  /// How many calls it takes, or `nil` for any number; set by `.times`.
  @exclusivity(unchecked) var maximumCount: Int?
  /// How many calls it has taken.
  @exclusivity(unchecked) var receivedCount = 0

  init(
    _ recorded: RecordedCall, isAnswer: Bool, location: SourceCodeLocation, sequence: Int,
    order: (group: OrderGroup, index: Int)?
  ) {
    pattern = CallPattern(recorded)
    canThrow = recorded.canThrow
    isAsync = recorded.isAsync
    self.isAnswer = isAnswer
    self.location = location
    self.sequence = sequence
    self.order = order
    minimumCount = isAnswer ? 0 : 1
    maximumCount = isAnswer ? nil : 1
    match = MockEngine.Match(.unset, nil, location, nil)
  }

  func matches(_ arguments: [Any?]) -> Bool {
    ignoresArguments || pattern.matches(arguments)
  }

  /// Whether it has taken the calls it needs.
  var isSatisfied: Bool { receivedCount >= minimumCount }

  /// Whether `.times` gave it a count other than exactly one call.
  var hasCount: Bool { minimumCount != 1 || maximumCount != 1 }

  /// Whether it takes no more calls.
  var isExhausted: Bool { maximumCount.map { receivedCount >= $0 } ?? false }

  var callDescription: String {
    ignoresArguments ? pattern.function : pattern.callDescription
  }

  /// How many calls are expected, as in `expected 3 calls of log("x")`.
  var expectedCountDescription: String {
    switch (minimumCount, maximumCount) {
    case (let minimum, let maximum?) where minimum == maximum: calls(minimum)
    case (let minimum, nil): "at least \(calls(minimum))"
    case (0, let maximum?): "at most \(calls(maximum))"
    case (let minimum, let maximum?): "\(minimum) to \(calls(maximum))"
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
  }
}

/// `1 call`, `3 calls`.
func calls(_ count: Int) -> String {
  count == 1 ? "1 call" : "\(count) calls"
}
