/// The calls a block such as `expect`'s makes, while it runs.
///
/// Bound to the task running the block, so a call that the code under test
/// makes on another thread at the same time is a call, not a recording.
///
/// `@unchecked Sendable` is safe here: `state` is only touched under the
/// lock of the target's engine (through ``MockEngine/serialize(_:)``), which
/// also keeps accesses to it from overlapping.
final class ExpectationRecording: @unchecked Sendable {
  /// The recording of the block running on this task, if any.
  @TaskLocal static var current: ExpectationRecording?

  /// The test double whose block is running.
  let target: MockEngine
  /// The name of the public entry point running the block, such as `expect`.
  let block: String
  @exclusivity(unchecked) private var state = State()

  /// Thrown by a throwing member once a block has recorded its call; the
  /// block's entry point catches it.
  struct CallRecorded: Error {}

  struct State {
    var ofTarget: [RecordedCall] = []
    var ofOtherMocks: [String] = []
    /// Argument matchers evaluated since the last call, with the
    /// placeholder each returned.
    var pendingMatchers: [(matcher: ArgumentMatcher, placeholder: Any?)] = []
    /// What went wrong with the block's argument matchers.
    var matcherProblems: [String] = []
  }

  init(target: MockEngine, block: String) {
    self.target = target
    self.block = block
  }

  /// Notes an argument matcher, such as `any()`, evaluated in the block.
  func addMatcher(_ matcher: ArgumentMatcher, placeholder: Any?) {
    target.serialize { state.pendingMatchers.append((matcher, placeholder)) }
  }

  func record(
    _ function: String, arguments: [Any?], canThrow: Bool, isAsync: Bool, on engine: MockEngine
  ) {
    target.serialize {
      let pending = state.pendingMatchers
      state.pendingMatchers = []
      let matchers: [ArgumentMatcher]
      switch assignMatchers(pending, to: arguments) {
      case .success(let assigned):
        matchers = assigned
      case .failure(let problem):
        matchers = arguments.map(ArgumentMatcher.init(equalTo:))
        state.matcherProblems.append(problem.message(function: function, matchers: pending.count))
      }
      let call = RecordedCall(
        function: function, arguments: arguments, matchers: matchers, canThrow: canThrow,
        isAsync: isAsync)
      if engine === target {
        state.ofTarget.append(call)
      } else {
        state.ofOtherMocks.append("[\(engine.mockName)] \(CallPattern(call).callDescription)")
      }
    }
  }

  /// What the block did; matchers left over after its last call count as a problem.
  var outcome: State {
    target.serialize {
      var outcome = state
      if !state.pendingMatchers.isEmpty {
        outcome.matcherProblems.append(
          "used \(state.pendingMatchers.count) argument matcher(s) outside the arguments of a call")
      }
      return outcome
    }
  }
}

/// Why argument matchers could not be placed among a call's arguments.
enum MatcherPlacementProblem: Error {
  /// More than one placement fits: a plain argument equals a placeholder.
  case ambiguous
  /// No placement fits: a matcher was used inside an argument, not as one.
  case impossible

  func message(function: String, matchers: Int) -> String {
    switch self {
    case .ambiguous:
      """
      mixes \(matchers) argument matcher(s) with plain values in \(function), and a plain value \
      equals a matcher's placeholder, so it is unclear which argument each matcher stands for. \
      Write the plain values as matchers too, like any(where: { $0 == 0 })
      """
    case .impossible:
      """
      used \(matchers) argument matcher(s) in \(function) that are not among its arguments. \
      Pass each matcher as a whole argument, like log(any())
      """
    }
  }
}

/// One matcher per argument: the block's matchers at the positions they
/// stand for, equality with the argument elsewhere.
///
/// Matchers are evaluated in argument order, so they take increasing
/// positions, each where the argument is the matcher's placeholder. When
/// there are as many matchers as arguments, each stands for its own
/// position; otherwise the placement must be the only one that fits.
private func assignMatchers(
  _ pending: [(matcher: ArgumentMatcher, placeholder: Any?)], to arguments: [Any?]
) -> Result<[ArgumentMatcher], MatcherPlacementProblem> {
  if pending.isEmpty {
    return .success(arguments.map(ArgumentMatcher.init(equalTo:)))
  }
  guard pending.count <= arguments.count else { return .failure(.impossible) }
  let fits = pending.map { ArgumentMatcher(equalTo: $0.placeholder) }
  if pending.count == arguments.count {
    let isEachArgumentItsPlaceholder = zip(fits, arguments).allSatisfy { $0.matches($1) }
    return isEachArgumentItsPlaceholder ? .success(pending.map(\.matcher)) : .failure(.impossible)
  }
  // placements[i][j]: the number of ways the first j matchers fit among the first i arguments.
  var placements = Array(
    repeating: Array(repeating: 0, count: pending.count + 1), count: arguments.count + 1)
  for index in 0...arguments.count { placements[index][0] = 1 }
  for index in 1...arguments.count {
    for count in 1...pending.count {
      placements[index][count] = placements[index - 1][count]
      if fits[count - 1].matches(arguments[index - 1]) {
        placements[index][count] += placements[index - 1][count - 1]
      }
    }
  }
  switch placements[arguments.count][pending.count] {
  case 0: return .failure(.impossible)
  case 1: break
  default: return .failure(.ambiguous)
  }
  var matchers = arguments.map(ArgumentMatcher.init(equalTo:))
  var count = pending.count
  for index in stride(from: arguments.count, to: 0, by: -1) where count > 0 {
    if placements[index - 1][count] == 0 {
      matchers[index - 1] = pending[count - 1].matcher
      count -= 1
    }
  }
  return .success(matchers)
}
