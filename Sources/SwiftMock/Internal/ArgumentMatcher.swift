/// Decides whether an argument of a received call matches the one an
/// expectation recorded.
///
/// Built once, when the expectation is recorded, so a call pays only for the
/// comparison: `Equatable` values compare with `==` (a value of another type
/// never matches, so `42` never matches `"42"`), class instances by identity,
/// metatypes by identity, `nil` only `nil`, and any other value by structure.
struct ArgumentMatcher {
  let matches: (Any?) -> Bool

  init(equalTo expected: Any?) {
    guard let expected = unwrapped(expected) else {
      matches = { unwrapped($0) == nil }
      return
    }
    if let equatable = expected as? any Equatable {
      matches = equalityMatcher(equatable)
    } else if type(of: expected) is AnyClass {
      let object = expected as AnyObject
      matches = { actual in
        guard let actual = unwrapped(actual), type(of: actual) is AnyClass else { return false }
        return actual as AnyObject === object
      }
    } else if let metatype = expected as? any Any.Type {
      matches = { actual in
        guard let actual = unwrapped(actual) as? any Any.Type else { return false }
        return ObjectIdentifier(actual) == ObjectIdentifier(metatype)
      }
    } else {
      matches = { actual in
        guard let actual = unwrapped(actual) else { return false }
        return structurallyEqual(expected, actual, depth: 0)
      }
    }
  }
}

private func equalityMatcher<Value: Equatable>(_ expected: Value) -> (Any?) -> Bool {
  { actual in (actual as? Value) == expected }
}

/// Compares two values of a type that is neither `Equatable` nor a class:
/// the same dynamic type, and children that match pairwise by the same rules.
/// A value with no children (an enum case without payload, a closure)
/// compares by its description, so closures of one type match each other.
private func structurallyEqual(_ lhs: Any, _ rhs: Any, depth: Int) -> Bool {
  guard type(of: lhs) == type(of: rhs), depth < maximumComparisonDepth else { return false }
  if let equatable = lhs as? any Equatable {
    return equalityMatcher(equatable)(rhs)
  }
  if type(of: lhs) is AnyClass {
    return lhs as AnyObject === rhs as AnyObject
  }
  let lhsChildren = Array(Mirror(reflecting: lhs).children)
  let rhsChildren = Array(Mirror(reflecting: rhs).children)
  if lhsChildren.isEmpty && rhsChildren.isEmpty {
    return String(describing: lhs) == String(describing: rhs)
  }
  guard lhsChildren.count == rhsChildren.count else { return false }
  for (left, right) in zip(lhsChildren, rhsChildren) {
    guard left.label == right.label else { return false }
    switch (unwrapped(left.value), unwrapped(right.value)) {
    case (nil, nil):
      continue
    case (let left?, let right?):
      guard structurallyEqual(left, right, depth: depth + 1) else { return false }
    default:
      return false
    }
  }
  return true
}

/// How deep a structural comparison goes before it gives up and says the
/// values differ.
private let maximumComparisonDepth = 64

/// The value inside any number of `Optional` layers, or `nil` if a layer is empty.
func unwrapped(_ value: Any?) -> Any? {
  guard let value else { return nil }
  if let optional = value as? any OptionalValue {
    return optional.wrappedAny
  }
  return value
}

/// Lets ``unwrapped(_:)`` see through an `Optional` hidden in an `Any`.
protocol OptionalValue {
  var wrappedAny: Any? { get }
}

extension Optional: OptionalValue {
  var wrappedAny: Any? {
    switch self {
    case .none: nil
    case .some(let wrapped): unwrapped(wrapped)
    }
  }
}
