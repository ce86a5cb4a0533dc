/// Decides whether an argument of a received call matches the one a block
/// such as `expect`'s gave.
///
/// Built once, when the call is recorded, so a call pays only for the
/// comparison. A plain value matches by equality: `Equatable` values compare
/// with `==` and only with a value of the same type (so `42` never matches
/// `"42"`, `42.0` or `NSNumber(42)`), class instances by identity, metatypes
/// by identity, `nil` only `nil`, and any other value by structure. Argument
/// matchers such as `any()` supply their own rule and description.
struct ArgumentMatcher {
  let matches: (Any?) -> Bool
  /// How the matcher reads in a call description, such as `any()`; `nil`
  /// for a plain value, which is described by the value itself.
  let description: String?

  init(description: String, matches: @escaping (Any?) -> Bool) {
    self.description = description
    self.matches = matches
  }

  init(equalTo expected: Any?) {
    description = nil
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

/// Matches values of exactly `Value` (or of a subclass, for a class) that
/// equal `expected`.
private func equalityMatcher<Value: Equatable>(_ expected: Value) -> (Any?) -> Bool {
  { actual in
    guard let actual = unwrapped(actual), isOfType(actual, Value.self),
      let value = actual as? Value
    else { return false }
    return value == expected
  }
}

/// Whether `value` is a `Value` itself, not one that a cast would bridge or
/// convert to it (such as an `NSNumber` cast to `Int`).
func isOfType<Value>(_ value: Any, _ type: Value.Type) -> Bool {
  type is AnyClass || Swift.type(of: value) == type
}

/// Compares two values of the same type that is neither `Equatable` nor a
/// class: children that match pairwise by the same rules, dictionary entries
/// by key whatever their order. A value with no children (an enum case
/// without payload, a closure) compares by its description, so closures of
/// one type match each other, as do values nested deeper than
/// ``maximumComparisonDepth``.
private func structurallyEqual(_ lhs: Any, _ rhs: Any, depth: Int) -> Bool {
  guard type(of: lhs) == type(of: rhs) else { return false }
  if let equatable = lhs as? any Equatable {
    return equalityMatcher(equatable)(rhs)
  }
  if type(of: lhs) is AnyClass {
    return lhs as AnyObject === rhs as AnyObject
  }
  let lhsMirror = Mirror(reflecting: lhs)
  let rhsMirror = Mirror(reflecting: rhs)
  guard depth < maximumComparisonDepth, !lhsMirror.children.isEmpty || !rhsMirror.children.isEmpty
  else {
    return String(describing: lhs) == String(describing: rhs)
  }
  let lhsChildren = Array(lhsMirror.children)
  let rhsChildren = Array(rhsMirror.children)
  guard lhsChildren.count == rhsChildren.count else { return false }
  if lhsMirror.displayStyle == .dictionary {
    return entriesEqual(lhsChildren.map(\.value), rhsChildren.map(\.value), depth: depth + 1)
  }
  for (left, right) in zip(lhsChildren, rhsChildren) {
    guard left.label == right.label, childrenEqual(left.value, right.value, depth: depth + 1)
    else { return false }
  }
  return true
}

private func childrenEqual(_ lhs: Any, _ rhs: Any, depth: Int) -> Bool {
  switch (unwrapped(lhs), unwrapped(rhs)) {
  case (nil, nil): true
  case (let left?, let right?): structurallyEqual(left, right, depth: depth)
  default: false
  }
}

/// Compares dictionary entries, each a `(key, value)` pair, by key: every
/// entry on the left has one on the right with an equal key and a matching
/// value.
private func entriesEqual(_ lhs: [Any], _ rhs: [Any], depth: Int) -> Bool {
  func keyAndValue(_ entry: Any) -> (key: AnyHashable, value: Any)? {
    let parts = Array(Mirror(reflecting: entry).children)
    guard parts.count == 2, let key = parts[0].value as? AnyHashable else { return nil }
    return (key, parts[1].value)
  }
  var rhsByKey: [AnyHashable: Any] = [:]
  for entry in rhs {
    guard let (key, value) = keyAndValue(entry) else { return false }
    rhsByKey[key] = value
  }
  for entry in lhs {
    guard let (key, value) = keyAndValue(entry), let other = rhsByKey[key],
      childrenEqual(value, other, depth: depth)
    else { return false }
  }
  return true
}

/// How deep a structural comparison goes before it compares descriptions.
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
