import Foundation

/// A type with a value a mock can return when a test gave it none.
///
/// A mock returns the default of a function's return type when a call is
/// unexpected, or expected without `.returning(…)`, so that a surprise fails
/// the test instead of crashing it. An `expect { … }` block also needs a value
/// of the return type while it records the call. Numbers, `Bool`, strings,
/// optionals, collections, `Data`, `Date`, `URL` and `UUID` have defaults, as
/// has any type that is a `RangeReplaceableCollection`, a `SetAlgebra`, an
/// `AdditiveArithmetic`, `ExpressibleByNilLiteral` or a `CaseIterable` with a
/// case. Conform your own types to give them one:
///
/// ```swift
/// extension User: Defaultable {
///   public static var mockDefault: User { User(id: 0, name: "") }
/// }
/// ```
///
/// A function returning a type with no default stops the test when it has to
/// answer without a value, with a message that names the mock, the call and
/// this fix.
public protocol Defaultable {
  /// The value a mock returns when a test gave it none.
  static var mockDefault: Self { get }
}

extension Bool: Defaultable {
  /// `false`.
  public static var mockDefault: Bool { false }
}

extension String: Defaultable {
  /// The empty string.
  public static var mockDefault: String { "" }
}

extension Int: Defaultable {
  /// Zero.
  public static var mockDefault: Int { 0 }
}

extension Int8: Defaultable {
  /// Zero.
  public static var mockDefault: Int8 { 0 }
}

extension Int16: Defaultable {
  /// Zero.
  public static var mockDefault: Int16 { 0 }
}

extension Int32: Defaultable {
  /// Zero.
  public static var mockDefault: Int32 { 0 }
}

extension Int64: Defaultable {
  /// Zero.
  public static var mockDefault: Int64 { 0 }
}

extension UInt: Defaultable {
  /// Zero.
  public static var mockDefault: UInt { 0 }
}

extension UInt8: Defaultable {
  /// Zero.
  public static var mockDefault: UInt8 { 0 }
}

extension UInt16: Defaultable {
  /// Zero.
  public static var mockDefault: UInt16 { 0 }
}

extension UInt32: Defaultable {
  /// Zero.
  public static var mockDefault: UInt32 { 0 }
}

extension UInt64: Defaultable {
  /// Zero.
  public static var mockDefault: UInt64 { 0 }
}

extension Float: Defaultable {
  /// Zero.
  public static var mockDefault: Float { 0 }
}

extension Double: Defaultable {
  /// Zero.
  public static var mockDefault: Double { 0 }
}

extension Decimal: Defaultable {
  /// Zero.
  public static var mockDefault: Decimal { 0 }
}

extension Substring: Defaultable {
  /// The empty substring.
  public static var mockDefault: Substring { "" }
}

extension Optional: Defaultable {
  /// `nil`.
  public static var mockDefault: Wrapped? { nil }
}

extension Array: Defaultable {
  /// The empty array.
  public static var mockDefault: [Element] { [] }
}

extension Dictionary: Defaultable {
  /// The empty dictionary.
  public static var mockDefault: [Key: Value] { [:] }
}

extension Set: Defaultable {
  /// The empty set.
  public static var mockDefault: Set<Element> { [] }
}

extension Data: Defaultable {
  /// Empty data.
  public static var mockDefault: Data { Data() }
}

extension Date: Defaultable {
  /// The reference date, 1 January 2001 00:00:00 UTC.
  public static var mockDefault: Date { Date(timeIntervalSinceReferenceDate: 0) }
}

extension URL: Defaultable {
  /// `about:blank`.
  public static var mockDefault: URL { URL(string: "about:blank")! }
}

extension UUID: Defaultable {
  /// The nil UUID, `00000000-0000-0000-0000-000000000000`.
  public static var mockDefault: UUID {
    UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
  }
}
