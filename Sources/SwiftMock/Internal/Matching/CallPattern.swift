/// A call as a block such as `expect`'s wrote it: the function, and a matcher
/// for each argument a received call must match.
struct CallPattern {
  let function: MockedMember
  private let arguments: [Any?]
  private let matchers: [ArgumentMatcher]
  /// Whether any of its matchers may run code the library does not own;
  /// see ``ArgumentMatcher/runsUserCode``.
  let runsUserCode: Bool

  init(_ recorded: consuming RecordedCall) {
    function = recorded.function
    arguments = recorded.arguments
    var matchers = recorded.matchers
    var hasAnyOfAType = false
    var runsUserCode = false
    var usesMatchers = false
    // Read in place, one pass: an expectation is made once, but every
    // `expect` makes one.
    matchers.withUnsafeBufferPointer { matchers in
      for index in matchers.indices {
        hasAnyOfAType = hasAnyOfAType || matchers[index].isAnyOfAType
        runsUserCode = runsUserCode || matchers[index].runsUserCode
        usesMatchers = usesMatchers || matchers[index].description != nil
      }
    }
    if hasAnyOfAType {
      // An `any()` of a parameter's own static type can only match: Swift
      // passes nothing else there.
      for position in matchers.indices where matchers[position].isAnyOfAType {
        matchers[position] = matchers[position].matchingAnything(
          ifOfType: recorded.function.argumentType(at: position))
      }
    }
    matchesEveryArgument = matchers.withUnsafeBufferPointer { matchers in
      matchers.indices.allSatisfy { matchers[$0].matchesEverything }
    }
    self.matchers = matchers
    self.runsUserCode = runsUserCode
    self.usesMatchers = usesMatchers
  }

  /// Whether every argument matches whatever it is, as `any()` of its
  /// parameter's type does: a call then needs no look at its arguments.
  private let matchesEveryArgument: Bool

  /// Whether an argument matcher such as `any()` stands for an argument,
  /// rather than every argument being a plain value.
  let usesMatchers: Bool

  /// How many of `actual`'s arguments match, position by position: how
  /// near a call with them comes to this one.
  func matchingArgumentCount(_ actual: [Any?]) -> Int {
    zip(matchers, actual).reduce(0) { count, pair in count + (pair.0.matches(pair.1) ? 1 : 0) }
  }

  /// Whether a call of the same function with `actual` arguments matches.
  func matches(_ actual: [Any?]) -> Bool {
    actual.withUnsafeBufferPointer { matches($0) }
  }

  /// Whether a call of the same function with the arguments in `actual`
  /// matches; each argument is read where it lies.
  func matches(_ actual: ArgumentBuffer) -> Bool {
    guard actual.count == matchers.count else { return false }
    if matchesEveryArgument { return true }
    guard let first = actual.baseAddress else { return true }
    return matchers.withUnsafeBufferPointer { matchers in
      guard let matcher = matchers.baseAddress else { return true }
      for index in matchers.indices
      where !ArgumentMatcher.matches(matcher + index, argumentAt: first + index) {
        return false
      }
      return true
    }
  }

  /// The call as it reads in source, matchers as written: `log(any())`.
  var callDescription: String {
    describeCall(
      function,
      describedArguments: zip(matchers, arguments).map { $0.description ?? describeValue($1) })
  }

  /// The call as written and a call of the same function with `actual`
  /// arguments, to be shown one above the other, told apart where their
  /// arguments differ but would read the same; see
  /// ``describeArgumentsSideBySide(expected:actual:matcherDescriptions:)``.
  func describeSideBySide(with actual: [Any?]) -> (expected: String, actual: String) {
    let described = describeArgumentsSideBySide(
      expected: arguments, actual: actual, matcherDescriptions: matchers.map(\.description))
    return (
      describeCall(function, describedArguments: described.expected),
      describeCall(function, describedArguments: described.actual)
    )
  }
}

/// A call made inside a block such as `expect`'s, before it becomes an
/// expectation, an answer or a query.
struct RecordedCall {
  let function: MockedMember
  /// The arguments as the block passed them; placeholders where it used a matcher.
  let arguments: [Any?]
  /// One matcher per argument: the block's own, or equality with the argument.
  let matchers: [ArgumentMatcher]
  /// The member's return type, when it has no default value and the member
  /// gives none: an expectation of the call then needs an answer.
  var typeWithoutDefault: String? = nil
}
