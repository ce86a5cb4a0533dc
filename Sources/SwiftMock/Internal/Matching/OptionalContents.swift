/// What a value holds under its `Optional` layers: a value that is not an
/// `Optional`, or an empty layer, and how deep that empty layer lies.
///
/// Layers that hold something are seen through, so `Optional(3)` and `3`
/// both hold `3`. An empty layer is a value of its own, told apart by the
/// number of full layers above it: an argument `nil` is `.empty(depth: 0)`,
/// `.some(nil)` is `.empty(depth: 1)` and `.some(.some(nil))` is
/// `.empty(depth: 2)`, so no two of them compare or read alike.
enum OptionalContents {
  /// A value that is not an `Optional`, found under any number of full layers.
  case value(Any)
  /// An empty `Optional` under `depth` full ones.
  case empty(depth: Int)
}

/// The contents of an argument as `accept` received it. Its own `Optional`
/// counts as a layer: a `String??` argument `nil` arrives as `nil`, and
/// `.some(nil)` as `.some(String?.none)`, which lies one layer deeper.
///
/// An `Any` given here becomes an `Optional` that holds it, and so has a
/// layer more than it holds: use ``contents(of:)`` for a value that is not
/// an argument, such as a field found by reflection.
func contents(ofArgument argument: Any?) -> OptionalContents {
  guard let argument else { return .empty(depth: 0) }
  return contents(of: argument, fullLayersAbove: 1)
}

/// The contents of a value that may be an `Optional` itself, such as a
/// field found by reflection: a `String??` field `.some(nil)` is
/// `.empty(depth: 1)`.
func contents(of value: Any) -> OptionalContents {
  contents(of: value, fullLayersAbove: 0)
}

/// Peels one layer at a time, in a loop, so that an `Any` nested in
/// `Optional`s however deep cannot overflow the stack.
private func contents(of value: Any, fullLayersAbove: Int) -> OptionalContents {
  var value = value
  var depth = fullLayersAbove
  while let optional = value as? any OptionalValue {
    guard let wrapped = optional.wrappedLayer else { return .empty(depth: depth) }
    value = wrapped
    depth += 1
  }
  return .value(value)
}

/// The value inside any number of full `Optional` layers, or `nil` if a
/// layer is empty, whatever its depth. Where an empty layer's depth matters,
/// as in comparing two arguments, use ``contents(ofArgument:)``.
func unwrapped(_ value: Any?) -> Any? {
  guard case .value(let value) = contents(ofArgument: value) else { return nil }
  return value
}

/// The argument `accept` received for a parameter of static type `Value`,
/// as a `Value`, or `nil` if it is not one; the reverse of
/// ``argumentValue(_:)``. For an `Optional` type the argument's own layer is
/// the `Value`'s, so a `String??` argument `nil` reads as `nil`, not as the
/// `.some(nil)` that a cast of an empty `Any?` would give.
func typedArgument<Value>(_ argument: Any?, as type: Value.Type) -> Value? {
  guard let optionalType = Value.self as? any OptionalValue.Type else {
    return argument as? Value
  }
  // Cast from an `Any`, not an `Any?`: the cast of an `Any?` holding an
  // empty `Optional` fails.
  guard let optional = optionalType.fromArgument(argument) else { return nil }
  return optional as? Value
}

/// Lets the functions above see through an `Optional` hidden in an `Any`.
protocol OptionalValue {
  /// What the outermost layer holds, or `nil` if it is empty.
  var wrappedLayer: Any? { get }
  /// The `Optional` whose outermost layer is `argument`'s, as an `Any`; `nil`
  /// if `argument` holds something that is not a `Wrapped`.
  static func fromArgument(_ argument: Any?) -> Any?
}

extension Optional: OptionalValue {
  var wrappedLayer: Any? {
    switch self {
    case .none: nil
    case .some(let wrapped): wrapped
    }
  }

  static func fromArgument(_ argument: Any?) -> Any? {
    guard let argument else { return Self.none as Any }
    guard let wrapped = argument as? Wrapped else { return nil }
    return Self.some(wrapped) as Any
  }
}

extension OptionalContents {
  /// Whether an argument's contents are an empty layer at `depth`.
  static func isEmpty(_ contents: OptionalContents, atDepth depth: Int) -> Bool {
    guard case .empty(let actualDepth) = contents else { return false }
    return actualDepth == depth
  }
}
