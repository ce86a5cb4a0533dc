/// Decides whether an argument of a received call matches the one a block
/// such as `expect`'s gave.
///
/// Built once, when the call is recorded, so a call pays only for the
/// comparison. A plain value matches by equality:
///
/// - `Equatable` values compare with `==`, and only with a value of the same
///   type, so `42` never matches `"42"`, `42.0` or `NSNumber(42)`;
/// - an expected floating-point NaN (`Double`, `Float`, `Float16`, `CGFloat`,
///   any `FloatingPoint`) matches any NaN of its type, where `==` would match
///   none, at the top level, inside optionals and inside the structure of
///   values that are not `Equatable`. An `Equatable` container keeps its own
///   `==`: `[Double.nan]` does not match another `[Double.nan]`;
/// - class instances that are not `Equatable` match by identity, metatypes
///   by identity;
/// - an `Optional` that holds a value matches by that value, and an empty
///   one only an empty one at the same depth: for a `String??` argument,
///   `nil` never matches `.some(nil)`, nor `.some(nil)` `nil` (see
///   ``OptionalContents``);
/// - any other value by structure, see ``structurallyEqual(_:_:steps:)``.
///
/// Argument matchers such as `any()` supply their own rule and description.
struct ArgumentMatcher {
  private let rule: Rule
  /// How the matcher reads in a call description, such as `any()`; `nil`
  /// for a plain value, which is described by the value itself.
  let description: String?
  /// Whether deciding a match may run code the library does not own: a
  /// user type's `==`, a predicate, a `Mirror` (which may be a type's
  /// `customMirror`) or a `description`. Equality of the standard library's
  /// integers, `Bool`, `String`, `Character`, `Double` and `Float`, `nil`,
  /// the identity of a metatype or a class instance, and `any()` run none,
  /// and may be decided under the library's lock.
  let runsUserCode: Bool

  /// How a matcher decides. The most common arguments, an `Int` or a
  /// `String`, and every `Equatable` value, keep the expected value beside
  /// a comparison made once for its type: no closure is made per argument.
  private enum Rule {
    case int(Int)
    case string(String)
    case equal(Any, EqualityTest)
    case anything
    /// Any argument of a type: the argument's own type, checked at once,
    /// or else what the check decides.
    case anyOf(Any.Type, check: (Any?) -> Bool)
    case custom((Any?) -> Bool)
  }

  /// A matcher that every argument matches, such as `any()`.
  init(matchingAnythingAs description: String) {
    self.description = description
    runsUserCode = false
    rule = .anything
    kind = .anything
  }

  /// A matcher that every argument of `type` matches, such as `any()`:
  /// one of exactly that type at once, any other as `check` decides.
  init(matchingAnyOf type: Any.Type, as description: String, check: @escaping (Any?) -> Bool) {
    self.description = description
    runsUserCode = false
    rule = .anyOf(type, check: check)
    kind = .anyOfAType
  }

  /// Whether every argument matches it, whatever its value. Stored, as
  /// every expectation reads it: reading the rule would copy it.
  var matchesEverything: Bool { kind == .anything }

  /// Whether it is an `any()` of a type.
  var isAnyOfAType: Bool { kind == .anyOfAType }

  /// The rule's case, and its expected `Int` or `String`: kept beside the
  /// rule, as each call reads them, and reading the rule would copy it.
  private let kind: Kind
  private var expectedInt = 0
  private var expectedString = ""

  private enum Kind {
    case anything
    case anyOfAType
    case int
    case string
    case other
  }

  /// This matcher, fitted to the parameter it stands for, whose type is
  /// `staticType` (`nil` where the mock passes its arguments in an array):
  /// an `any()` of exactly that type matches every argument at once; an
  /// `any()` of a narrower type, such as `any(Int.self)` for a parameter of
  /// type `Any`, says its type, as `any()` would read as matching every
  /// argument beside one it does not match.
  func fitted(toParameterOf staticType: Any.Type?) -> ArgumentMatcher {
    guard case .anyOf(let type, let check) = rule, let staticType else { return self }
    guard ObjectIdentifier(staticType) == ObjectIdentifier(type) else {
      return ArgumentMatcher(matchingAnyOf: type, as: "any(\(type).self)", check: check)
    }
    return ArgumentMatcher(matchingAnythingAs: description ?? "any()")
  }

  /// A matcher with its own rule; `runsUserCode` unless the rule is known
  /// to run none.
  init(description: String, runsUserCode: Bool = true, matches: @escaping (Any?) -> Bool) {
    self.description = description
    self.runsUserCode = runsUserCode
    rule = .custom(matches)
    kind = .other
  }

  /// ``init(equalTo:)`` for the argument at `argument`, an `Int` or a
  /// `String` read where it lies, with no cast.
  init(equalToArgumentAt argument: UnsafePointer<Any?>) {
    if let expected = exactInt(at: argument) {
      self.init(int: expected)
    } else if let expected = withExactString(at: argument, { $0 }) {
      self.init(string: expected)
    } else {
      self.init(equalTo: argument.pointee)
    }
  }

  private init(int expected: Int) {
    description = nil
    expectedInt = expected
    rule = .int(expected)
    kind = .int
    runsUserCode = false
  }

  private init(string expected: String) {
    description = nil
    expectedString = expected
    rule = .string(expected)
    kind = .string
    runsUserCode = false
  }

  init(equalTo expected: Any?) {
    if let expected {
      // The type itself, not `is`, which would take a bridged `NSNumber`
      // for an `Int` or an `NSString` for a `String`.
      let type = Swift.type(of: expected)
      if isSameType(type, Int.self) {
        self.init(int: exactValue(expected, as: Int.self))
        return
      }
      if isSameType(type, String.self) {
        self.init(string: exactValue(expected, as: String.self))
        return
      }
      if case .equatable(let equatable) = comparison(for: expected) {
        self.init(
          plainValueRule: .equal(expected, equatable.isEqual),
          runsUserCode: equatable.runsUserCode)
        return
      }
    }
    let rule = equalityRule(for: expected)
    self.init(plainValueRule: .custom(rule.matches), runsUserCode: rule.runsUserCode)
  }

  private init(plainValueRule rule: Rule, runsUserCode: Bool) {
    description = nil
    self.rule = rule
    kind = .other
    self.runsUserCode = runsUserCode
  }

  /// Whether the argument at `argument`, one of a received call's, matches
  /// the matcher at `matcher`: both read where they lie, and for the common
  /// rules with no copy of either. A method would copy the matcher, as the
  /// code it may run could change the memory it lies in.
  @inline(__always)
  static func matches(
    _ matcher: UnsafePointer<ArgumentMatcher>, argumentAt argument: UnsafePointer<Any?>
  ) -> Bool {
    switch matcher.pointee.kind {
    case .anything:
      return true
    case .int:
      if let actual = exactInt(at: argument) { return actual == matcher.pointee.expectedInt }
    case .string:
      let isEqual = withExactString(at: argument) { $0 == matcher.pointee.expectedString }
      if let isEqual { return isEqual }
    case .anyOfAType, .other:
      break
    }
    return matcher.pointee.matches(argument.pointee)
  }

  /// Whether `actual`, an argument of a received call, matches.
  func matches(_ actual: Any?) -> Bool {
    switch rule {
    case .int(let expected): isEqual(actual, to: expected)
    case .string(let expected): isEqual(actual, to: expected)
    case .equal(let expected, let isEqual): isEqual(expected, actual)
    case .anything: true
    case .anyOf(let type, _) where isExactly(actual, type): true
    case .anyOf(_, let check): check(actual)
    case .custom(let matches): matches(actual)
    }
  }
}

/// Whether `actual` is a value of exactly `type`.
@inline(__always)
private func isExactly(_ actual: Any?, _ type: Any.Type) -> Bool {
  guard let actual else { return false }
  return ObjectIdentifier(Swift.type(of: actual)) == ObjectIdentifier(type)
}

/// Whether `actual` is a value of exactly the expected value's type (in
/// optionals or not) that equals it; the compare of an `Equatable` type.
typealias EqualityTest = (_ expected: Any, _ actual: Any?) -> Bool

/// How an argument is compared with an expected value.
private struct EqualityRule {
  let matches: (Any?) -> Bool
  let runsUserCode: Bool
}

/// Whether an argument equals `expected`, by the comparison for its type.
private func equalityRule(for expected: Any?) -> EqualityRule {
  switch contents(ofArgument: expected) {
  case .empty(let depth):
    let matches = { (actual: Any?) -> Bool in
      OptionalContents.isEmpty(contents(ofArgument: actual), atDepth: depth)
    }
    return EqualityRule(matches: matches, runsUserCode: false)
  case .value(let expected):
    return equalityRule(forValue: expected)
  }
}

/// Whether an argument holds a value equal to `expected`, which is not an
/// `Optional`; an argument's full `Optional` layers are seen through.
private func equalityRule(forValue expected: Any) -> EqualityRule {
  switch comparison(for: expected) {
  case .equatable(let equatable):
    return EqualityRule(
      matches: { equatable.isEqual(expected, $0) }, runsUserCode: equatable.runsUserCode)
  case .identity:
    let object = expected as AnyObject
    let matches = { (actual: Any?) -> Bool in
      guard let actual = unwrapped(actual), type(of: actual) is AnyClass else { return false }
      return actual as AnyObject === object
    }
    return EqualityRule(matches: matches, runsUserCode: false)
  case .metatype:
    let metatype = ObjectIdentifier(expected as! any Any.Type)
    let matches = { (actual: Any?) -> Bool in
      guard let actual = unwrapped(actual) as? any Any.Type else { return false }
      return ObjectIdentifier(actual) == metatype
    }
    return EqualityRule(matches: matches, runsUserCode: false)
  case .structural, .optional:
    // `.optional` is not reached, as `expected` was taken out of its
    // optionals; a structural comparison would tell their layers apart.
    let matches = { (actual: Any?) -> Bool in
      guard let actual = unwrapped(actual) else { return false }
      return structurallyEqual(expected, actual)
    }
    return EqualityRule(matches: matches, runsUserCode: true)
  }
}

/// How the values of one type are compared: worked out once per type, as
/// it takes the runtime's slowest casts, and then kept.
enum Comparison {
  /// An `Optional`: compare what it wraps.
  case optional
  /// `Equatable`: `==`.
  case equatable(EquatableComparison)
  /// A class that is not `Equatable`: identity.
  case identity
  /// A metatype: identity.
  case metatype
  /// Anything else: structure.
  case structural
}

/// How the values of one `Equatable` type are compared.
struct EquatableComparison {
  /// Compares an expected value of the type with an argument.
  let isEqual: EqualityTest
  /// Whether the type's `==` is code the library does not own.
  let runsUserCode: Bool
}

/// The comparison for the type of `value`, from the cache if it is there.
func comparison(for value: Any) -> Comparison {
  let type = ObjectIdentifier(Swift.type(of: value))
  if let known = comparisons.withLock({ $0[type] }) { return known }
  let comparison: Comparison
  if value is any OptionalValue {
    comparison = .optional
  } else if let equatable = value as? any Equatable {
    comparison = .equatable(
      EquatableComparison(
        isEqual: equalityTest(for: equatable),
        runsUserCode: !typesWithPureEquality.contains(type)))
  } else if Swift.type(of: value) is AnyClass {
    comparison = .identity
  } else if value is any Any.Type {
    comparison = .metatype
  } else {
    comparison = .structural
  }
  comparisons.withLock { $0[type] = comparison }
  return comparison
}

/// The comparisons worked out so far, by type. A cache of facts about
/// types, the same for every test: nothing a test can change or observe.
private let comparisons = Locked<[ObjectIdentifier: Comparison]>([:])

/// The standard library's scalar types, whose `==` is its own code.
private let typesWithPureEquality: Set<ObjectIdentifier> = {
  var types: [Any.Type] = [
    Int.self, Int8.self, Int16.self, Int32.self, Int64.self,
    UInt.self, UInt8.self, UInt16.self, UInt32.self, UInt64.self,
    Bool.self, String.self, Character.self, Double.self, Float.self,
  ]
  if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
    types += [Int128.self, UInt128.self]
  }
  return Set(types.map(ObjectIdentifier.init))
}()

/// Compares expected values of the type of `sample` with arguments; made
/// once per type. A floating-point type's test takes an expected NaN to
/// match any NaN of the type (where `==` would match none).
private func equalityTest<Value: Equatable>(for sample: Value) -> EqualityTest {
  if let floatingPoint = sample as? any FloatingPoint {
    return floatingPointEqualityTest(for: floatingPoint)
  }
  return { expected, actual in isEqual(actual, to: exactValue(expected, as: Value.self)) }
}

private func floatingPointEqualityTest<Value: FloatingPoint>(for sample: Value) -> EqualityTest {
  { expected, actual in
    let expected = exactValue(expected, as: Value.self)
    guard expected.isNaN else { return isEqual(actual, to: expected) }
    guard let actual = unwrapped(actual), isSameType(Swift.type(of: actual), Value.self) else {
      return false
    }
    return exactValue(actual, as: Value.self).isNaN
  }
}

/// Whether `actual` is a value of exactly `Value` (or of a subclass, for a
/// class) that equals `expected`.
private func isEqual<Value: Equatable>(_ actual: Any?, to expected: Value) -> Bool {
  guard let actual else { return false }
  // The usual case, an argument of exactly the expected type, needs no look
  // at optionals or subclasses. (Comparing values, not optionals, keeps the
  // runtime from building an optional's type on every call.)
  if isSameType(type(of: actual), Value.self) {
    return exactValue(actual, as: Value.self) == expected
  }
  return isEqualAfterUnwrapping(actual, to: expected)
}

/// The rare case of ``isEqual(_:to:)``: an argument in an optional, or
/// an instance of a subclass. Kept apart so that the usual case needs no
/// optional type.
@inline(never)
private func isEqualAfterUnwrapping<Value: Equatable>(_ actual: Any, to expected: Value) -> Bool {
  guard let inner = unwrapped(actual), isOfType(inner, Value.self), let value = inner as? Value
  else { return false }
  return value == expected
}

/// Whether `value` is a `Value` itself, or for a class an instance of it or
/// of a subclass; not a value that a cast would bridge or convert to it
/// (such as an `NSNumber` cast to `Int`, or an `Int` to `NSNumber`).
func isOfType<Value>(_ value: Any, _ type: Value.Type) -> Bool {
  if type is AnyClass { return Swift.type(of: value) is AnyClass }
  return isSameType(Swift.type(of: value), type)
}
