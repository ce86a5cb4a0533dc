// The standard library's types with an obvious default.

extension Bool: Defaultable {
  /// `false`.
  ///
  /// ```swift
  /// #expect(Bool.mockDefault == false)
  /// ```
  public static var mockDefault: Bool { false }
}

extension String: Defaultable {
  /// The empty string.
  ///
  /// ```swift
  /// #expect(String.mockDefault.isEmpty)
  /// ```
  public static var mockDefault: String { "" }
}

extension Int: Defaultable {
  /// Zero.
  ///
  /// ```swift
  /// #expect(Int.mockDefault == 0)
  /// ```
  public static var mockDefault: Int { 0 }
}

extension Int8: Defaultable {
  /// Zero.
  ///
  /// ```swift
  /// #expect(Int8.mockDefault == 0)
  /// ```
  public static var mockDefault: Int8 { 0 }
}

extension Int16: Defaultable {
  /// Zero.
  ///
  /// ```swift
  /// #expect(Int16.mockDefault == 0)
  /// ```
  public static var mockDefault: Int16 { 0 }
}

extension Int32: Defaultable {
  /// Zero.
  ///
  /// ```swift
  /// #expect(Int32.mockDefault == 0)
  /// ```
  public static var mockDefault: Int32 { 0 }
}

extension Int64: Defaultable {
  /// Zero.
  ///
  /// ```swift
  /// #expect(Int64.mockDefault == 0)
  /// ```
  public static var mockDefault: Int64 { 0 }
}

extension UInt: Defaultable {
  /// Zero.
  ///
  /// ```swift
  /// #expect(UInt.mockDefault == 0)
  /// ```
  public static var mockDefault: UInt { 0 }
}

extension UInt8: Defaultable {
  /// Zero.
  ///
  /// ```swift
  /// #expect(UInt8.mockDefault == 0)
  /// ```
  public static var mockDefault: UInt8 { 0 }
}

extension UInt16: Defaultable {
  /// Zero.
  ///
  /// ```swift
  /// #expect(UInt16.mockDefault == 0)
  /// ```
  public static var mockDefault: UInt16 { 0 }
}

extension UInt32: Defaultable {
  /// Zero.
  ///
  /// ```swift
  /// #expect(UInt32.mockDefault == 0)
  /// ```
  public static var mockDefault: UInt32 { 0 }
}

extension UInt64: Defaultable {
  /// Zero.
  ///
  /// ```swift
  /// #expect(UInt64.mockDefault == 0)
  /// ```
  public static var mockDefault: UInt64 { 0 }
}

extension Float: Defaultable {
  /// Zero.
  ///
  /// ```swift
  /// #expect(Float.mockDefault == 0)
  /// ```
  public static var mockDefault: Float { 0 }
}

extension Double: Defaultable {
  /// Zero.
  ///
  /// ```swift
  /// #expect(Double.mockDefault == 0)
  /// ```
  public static var mockDefault: Double { 0 }
}

extension Substring: Defaultable {
  /// The empty substring.
  ///
  /// ```swift
  /// #expect(Substring.mockDefault.isEmpty)
  /// ```
  public static var mockDefault: Substring { "" }
}

extension Optional: Defaultable {
  /// `nil`.
  ///
  /// ```swift
  /// #expect(Int?.mockDefault == nil)
  /// ```
  public static var mockDefault: Wrapped? { nil }
}

extension Array: Defaultable {
  /// The empty array.
  ///
  /// ```swift
  /// #expect([Int].mockDefault.isEmpty)
  /// ```
  public static var mockDefault: [Element] { [] }
}

extension Dictionary: Defaultable {
  /// The empty dictionary.
  ///
  /// ```swift
  /// #expect([String: Int].mockDefault.isEmpty)
  /// ```
  public static var mockDefault: [Key: Value] { [:] }
}

extension Set: Defaultable {
  /// The empty set.
  ///
  /// ```swift
  /// #expect(Set<Int>.mockDefault.isEmpty)
  /// ```
  public static var mockDefault: Set<Element> { [] }
}
