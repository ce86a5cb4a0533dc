/// A type whose argument matchers can stand for their arguments with
/// placeholders that differ from each other's, so that a block's call with
/// several matchers places each by the value its argument arrives as, not
/// by the order the matchers were made in.
///
/// The order can differ from the arguments': a member with an
/// `@autoclosure` parameter makes that argument's matcher only when it
/// reads the argument, and matchers kept in locals are made where the
/// locals are declared.
///
/// The first matcher of a call keeps its type's default, as a single
/// matcher always has; each later one, whatever its type, takes a value
/// numbered by its place among the call's matchers, so that no two of a
/// call's placeholders are equal, even as an `Int` and an `Int?`. The
/// values are ones a test rarely passes and that leave room for the
/// arithmetic a member may do with them. A plain value equal to one of
/// them is reported as unclear, not guessed.
///
/// The standard library's integer, floating-point and string types have
/// such values, and so do optionals of them. `Bool` has none to spare: its
/// matchers, and those of other types (`CGFloat` and `Decimal` among
/// them), share their default, and are placed in the order they were made.
protocol DistinctPlaceholder {
  /// The placeholder of the matcher that follows `number` others in one
  /// call (`number` is at least 1); `nil` when the type has no such value.
  static func placeholder(following number: Int) -> Self?
}

extension DistinctPlaceholder where Self: FixedWidthInteger {
  static func placeholder(following number: Int) -> Self? {
    // Far from the values tests pass most (0, 1, the type's bounds), and
    // with room below the type's bound for the arithmetic a member may do
    // with an argument (doubling it, adding to it).
    let base: Self =
      bitWidth >= 64 ? 0x5EED_0000 : bitWidth >= 32 ? 0x5E_ED00 : bitWidth >= 16 ? 0x5E0 : 0x1E
    guard let offset = Self(exactly: number) else { return nil }
    let (value, overflow) = base.addingReportingOverflow(offset)
    return overflow ? nil : value
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
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension Int128: DistinctPlaceholder {}
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension UInt128: DistinctPlaceholder {}

extension DistinctPlaceholder where Self: BinaryFloatingPoint {
  static func placeholder(following number: Int) -> Self? {
    // Whole numbers from 24,301 on: exact in `Double` and `Float`; a type
    // too narrow to hold one exactly (`Float16`) has none to spare.
    let whole = 0x5EED + number
    guard let value = Self(exactly: whole), Int(exactly: value) == whole else { return nil }
    return value
  }
}

extension Double: DistinctPlaceholder {}
extension Float: DistinctPlaceholder {}
#if !((os(macOS) || targetEnvironment(macCatalyst)) && arch(x86_64))
  @available(macOS 11.0, iOS 14.0, tvOS 14.0, watchOS 7.0, *)
  extension Float16: DistinctPlaceholder {}
#endif
#if arch(x86_64) || arch(i386)
  #if !os(Windows) && !os(Android)
    extension Float80: DistinctPlaceholder {}
  #endif
#endif

extension String: DistinctPlaceholder {
  static func placeholder(following number: Int) -> String? {
    // A character of the private use area, which no text means and no
    // change of case changes, and a number.
    "\u{E000}\(number)"
  }
}

extension Substring: DistinctPlaceholder {
  static func placeholder(following number: Int) -> Substring? {
    String.placeholder(following: number).map { Substring($0) }
  }
}

extension Optional: DistinctPlaceholder where Wrapped: DistinctPlaceholder {
  static func placeholder(following number: Int) -> Wrapped?? {
    Wrapped.placeholder(following: number).map { .some($0) }
  }
}

/// The placeholder of a matcher of `Value` that follows `number` others in
/// a call, if its type has one that differs from theirs.
func distinctPlaceholder<Value>(of _: Value.Type, following number: Int) -> Value? {
  guard number > 0, let type = Value.self as? any DistinctPlaceholder.Type else { return nil }
  return type.placeholder(following: number) as? Value
}
