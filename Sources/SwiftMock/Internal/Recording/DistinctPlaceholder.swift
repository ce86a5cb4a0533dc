/// A type whose argument matchers can stand for their arguments with
/// placeholders that differ from each other, so that a block's call with
/// several matchers of the type places each by the value it arrives as,
/// not by the order the matchers were made in.
///
/// The order can differ from the arguments': a member with an
/// `@autoclosure` parameter makes that argument's matcher only when it
/// reads the argument, and matchers kept in locals are made where the
/// locals are declared.
///
/// The first matcher of a type in a call keeps the type's default, as a
/// single matcher always has; the others take values a test rarely
/// passes, such as `Int.max`. A plain value equal to one of them is
/// reported as unclear, not guessed.
protocol DistinctPlaceholder {
  /// The placeholder of the matcher that follows `number` others of the
  /// type in one call (`number` is at least 1); `nil` when the type has
  /// no value left that differs from the placeholders before it.
  static func placeholder(following number: Int) -> Self?
}

extension DistinctPlaceholder where Self: FixedWidthInteger {
  static func placeholder(following number: Int) -> Self? {
    // Counted down from the largest value: values a test rarely passes.
    guard number <= 64 else { return nil }
    return max - Self(number - 1)
  }
}

extension Int: DistinctPlaceholder {}
extension Int8: DistinctPlaceholder {}
extension Int16: DistinctPlaceholder {}
extension Int32: DistinctPlaceholder {}
extension Int64: DistinctPlaceholder {}
extension UInt: DistinctPlaceholder {}
extension UInt8: DistinctPlaceholder {}
extension UInt16: DistinctPlaceholder {}
extension UInt32: DistinctPlaceholder {}
extension UInt64: DistinctPlaceholder {}

extension DistinctPlaceholder where Self: BinaryFloatingPoint {
  static func placeholder(following number: Int) -> Self? {
    guard number <= 64 else { return nil }
    var value = greatestFiniteMagnitude
    for _ in 1..<number { value = value.nextDown }
    return value
  }
}

extension Double: DistinctPlaceholder {}
extension Float: DistinctPlaceholder {}

extension String: DistinctPlaceholder {
  static func placeholder(following number: Int) -> String? {
    // A character of the private use area, which no text means and no
    // change of case changes, and a number.
    "\u{E000}\(number)"
  }
}

extension Character: DistinctPlaceholder {
  static func placeholder(following number: Int) -> Character? {
    // From the start of the private use area: characters no text means.
    Unicode.Scalar(0xE000 + UInt32(clamping: number)).map(Character.init)
  }
}

extension Bool: DistinctPlaceholder {
  static func placeholder(following number: Int) -> Bool? {
    number == 1 ? true : nil
  }
}

extension Optional: DistinctPlaceholder where Wrapped: DistinctPlaceholder {
  static func placeholder(following number: Int) -> Wrapped?? {
    // `nil` stands first; then the wrapped type's placeholders, in order,
    // its default first.
    guard number > 1 else { return defaultWrapped.map { .some($0) } }
    return Wrapped.placeholder(following: number - 1).map { .some($0) }
  }

  /// The wrapped type's first placeholder, its default.
  private static var defaultWrapped: Wrapped? {
    (Wrapped.self as? any Defaultable.Type).flatMap { $0.mockDefault as? Wrapped }
  }
}

/// The placeholder of a matcher of `Value` that follows `number` others of
/// its type in a call, if the type has one that differs from theirs.
func distinctPlaceholder<Value>(of _: Value.Type, following number: Int) -> Value? {
  guard number > 0, let type = Value.self as? any DistinctPlaceholder.Type else { return nil }
  return type.placeholder(following: number) as? Value
}
