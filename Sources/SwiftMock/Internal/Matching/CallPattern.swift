/// A call as a block such as `expect`'s wrote it: the function, and a matcher
/// for each argument a received call must match.
///
/// A call whose arguments are all an `Int` or a `String`, the commonest,
/// keeps no matchers: each argument is compared where it lies, as its
/// matcher would compare it.
struct CallPattern {
  let function: MockedMember
  private let arguments: [Any?]
  /// One per argument; `nil` where every argument is an `Int` or a `String`.
  private let matchers: [ArgumentMatcher]?
  /// Whether any of its matchers may run code the library does not own;
  /// see ``ArgumentMatcher/runsUserCode``.
  let runsUserCode: Bool

  init(_ recorded: consuming RecordedCall) {
    function = recorded.function
    arguments = recorded.arguments
    guard var matchers = recorded.matchers else {
      self.matchers = nil
      runsUserCode = false
      usesMatchers = false
      matchesEveryArgument = false
      return
    }
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
      // passes nothing else there. One of a narrower type says its type.
      for position in matchers.indices where matchers[position].isAnyOfAType {
        matchers[position] = matchers[position].fitted(
          toParameterOf: recorded.function.argumentType(at: position))
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

  /// A matcher for each argument: those the block gave, or for arguments
  /// compared where they lie, the matchers they stand for.
  private var argumentMatchers: [ArgumentMatcher] {
    matchers ?? arguments.map(ArgumentMatcher.init(equalTo:))
  }

  /// How many of `actual`'s arguments match, position by position: how
  /// near a call with them comes to this one.
  func matchingArgumentCount(_ actual: [Any?]) -> Int {
    zip(argumentMatchers, actual).reduce(0) { count, pair in
      count + (pair.0.matches(pair.1) ? 1 : 0)
    }
  }

  /// Whether a call of the same function with `actual` arguments matches.
  func matches(_ actual: [Any?]) -> Bool {
    actual.withUnsafeBufferPointer { matches($0) }
  }

  /// Whether a call of the same function with the arguments in `actual`
  /// matches; each argument is read where it lies.
  func matches(_ actual: ArgumentBuffer) -> Bool {
    guard actual.count == arguments.count else { return false }
    if matchesEveryArgument { return true }
    guard let first = actual.baseAddress else { return true }
    guard let matchers else { return matchesInPlace(first) }
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
      describedArguments: zip(argumentMatchers, arguments).map {
        $0.description ?? describeValue($1)
      })
  }

  /// The call as written and a call of the same function with `actual`
  /// arguments, to be shown one above the other, told apart where their
  /// arguments differ but would read the same; see
  /// ``describeArgumentsSideBySide(expected:actual:matcherDescriptions:)``.
  func describeSideBySide(with actual: [Any?]) -> (expected: String, actual: String) {
    let described = describeArgumentsSideBySide(
      expected: arguments, actual: actual,
      matcherDescriptions: matchers?.map(\.description) ?? arguments.map { _ in nil })
    return (
      describeCall(function, describedArguments: described.expected),
      describeCall(function, describedArguments: described.actual)
    )
  }
}

extension CallPattern {
  /// Whether the arguments at `actual` match its own, every one an `Int` or
  /// a `String`, each compared where it lies; one of another type is
  /// compared by the matcher of its expected argument, as when it has one.
  private func matchesInPlace(_ actual: UnsafePointer<Any?>) -> Bool {
    arguments.withUnsafeBufferPointer { expected in
      guard let first = expected.baseAddress else { return true }
      for index in expected.indices
      where !plainArgument(at: first + index, matches: actual + index) {
        return false
      }
      return true
    }
  }
}

/// Whether the argument at `actual` matches the expected one at
/// `expected`, an `Int` or a `String`, as ``ArgumentMatcher/init(equalTo:)``
/// would match it: read in place when it is of the same type.
@inline(__always)
private func plainArgument(at expected: UnsafePointer<Any?>, matches actual: UnsafePointer<Any?>)
  -> Bool
{
  if let expectedInt = exactInt(at: expected), let actualInt = exactInt(at: actual) {
    return expectedInt == actualInt
  }
  let isEqual = withExactString(at: expected) { expectedString in
    withExactString(at: actual) { $0 == expectedString }
  }
  if let isEqual, let isEqual { return isEqual }
  return ArgumentMatcher(equalToArgumentAt: expected).matches(actual.pointee)
}

/// Whether every one of `arguments` is an `Int` or a `String`, read in
/// place: a call with such arguments needs no matchers (see ``CallPattern``).
func areIntsOrStrings(_ arguments: [Any?]) -> Bool {
  arguments.withUnsafeBufferPointer { arguments in
    guard let first = arguments.baseAddress else { return true }
    return arguments.indices.allSatisfy { index in
      exactInt(at: first + index) != nil || withExactString(at: first + index, { _ in true }) != nil
    }
  }
}

/// A call made inside a block such as `expect`'s, before it becomes an
/// expectation, an answer or a query.
struct RecordedCall {
  let function: MockedMember
  /// The arguments as the block passed them; placeholders where it used a matcher.
  let arguments: [Any?]
  /// One matcher per argument: the block's own, or equality with the
  /// argument; `nil` where every argument is an `Int` or a `String`, which
  /// is compared where it lies.
  let matchers: [ArgumentMatcher]?
  /// The member's return type, when it has no default value and the member
  /// gives none: an expectation of the call then needs an answer.
  var typeWithoutDefault: TypeWithoutDefault? = nil
  /// The tests found running where the block ran, if its entry point
  /// looked: the expectation made of the call belongs to them, with no
  /// second look.
  var testsFound: TestsHere? = nil
}

/// A member's return type that has no default value: a metatype, which
/// costs nothing to keep, written out only for a message.
struct TypeWithoutDefault {
  let type: Any.Type

  init(_ type: Any.Type) {
    self.type = type
  }

  /// The type's name, as a message writes it.
  var name: String { "\(type)" }

  /// How a test gives the type a default, as the end of a sentence (see
  /// ``defaultFix(for:)``).
  var fix: String { defaultFix(for: type) }
}
