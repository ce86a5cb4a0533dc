/// A failure SwiftMock reported, with the message and the source location it
/// was reported at.
///
/// You get these from ``captureFailures(_:)`` instead of a failing test:
///
/// ```swift
/// let failures = captureFailures {
///   mock.verify()
/// }
/// #expect(failures.map(\.message) == ["[ViewRendererProtocol] Missing call: renderFeatureOne() (expected at MyTests/MoreTests.swift:12)"])
/// ```
public struct MockFailure: Sendable, Equatable, CustomStringConvertible {
  /// The failure message, exactly as a test framework would show it.
  public var message: String
  /// The `#fileID` of the line the failure is reported at, such as `MyTests/MoreTests.swift`.
  public var fileID: String
  /// The `#filePath` of the line the failure is reported at.
  public var filePath: String
  /// The line the failure is reported at.
  public var line: Int
  /// The column the failure is reported at.
  public var column: Int

  /// Creates a failure, for comparing with the ones a block reported.
  ///
  /// ```swift
  /// let expected = MockFailure(message: "…", fileID: "MyTests/MoreTests.swift", filePath: #filePath, line: 14, column: 5)
  /// ```
  public init(message: String, fileID: String, filePath: String, line: Int, column: Int) {
    self.message = message
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  /// `fileID:line: message`, the way a compiler or a test log shows a failure.
  public var description: String {
    "\(fileID):\(line): \(message)"
  }
}
