/// `value` as a `Value`, for a value whose dynamic type is exactly `Value`.
///
/// The hot paths of a call (comparing an argument, returning an expected
/// value) use this instead of a cast: `as? Value` builds an
/// `Optional<Value>`, which makes the runtime look that type up on every
/// call, and even `as! Value` takes longer. The existential is opened, and
/// read as a `Value` only when its type is `Value` after all; any other
/// value takes the ordinary cast.
func exactValue<Value>(_ value: Any, as type: Value.Type) -> Value {
  func read<Actual>(_ actual: Actual) -> Value {
    guard isSameType(Actual.self, Value.self) else { return value as! Value }
    return unsafeBitCast(actual, to: Value.self)
  }
  return read(value)
}

/// Whether two types are the same. Unlike `==` on `Any.Type?`, it builds no
/// optional type, which the runtime would look up on every call.
func isSameType(_ first: Any.Type, _ second: Any.Type) -> Bool {
  ObjectIdentifier(first) == ObjectIdentifier(second)
}
