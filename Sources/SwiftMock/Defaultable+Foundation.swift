import Foundation

// Foundation's value types with an obvious default.

extension Decimal: Defaultable {
  /// Zero.
  ///
  /// ```swift
  /// #expect(Decimal.mockDefault == 0)
  /// ```
  public static var mockDefault: Decimal { 0 }
}

extension Data: Defaultable {
  /// Empty data.
  ///
  /// ```swift
  /// #expect(Data.mockDefault.isEmpty)
  /// ```
  public static var mockDefault: Data { Data() }
}

extension Date: Defaultable {
  /// The reference date, 1 January 2001 00:00:00 UTC.
  ///
  /// ```swift
  /// #expect(Date.mockDefault.timeIntervalSinceReferenceDate == 0)
  /// ```
  public static var mockDefault: Date { Date(timeIntervalSinceReferenceDate: 0) }
}

extension URL: Defaultable {
  /// `about:blank`.
  ///
  /// ```swift
  /// #expect(URL.mockDefault.absoluteString == "about:blank")
  /// ```
  public static var mockDefault: URL { URL(string: "about:blank")! }
}

extension UUID: Defaultable {
  /// The nil UUID, `00000000-0000-0000-0000-000000000000`.
  ///
  /// ```swift
  /// #expect(UUID.mockDefault.uuidString == "00000000-0000-0000-0000-000000000000")
  /// ```
  public static var mockDefault: UUID {
    UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
  }
}
