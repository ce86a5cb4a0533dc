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
  ///
  /// ```swift
  /// #expect(failures.first?.message.hasPrefix("[FeatureToggleProtocol] Unexpected call: isFeatureTwoOn()") == true)
  /// ```
  public var message: String

  /// The `#fileID` of the line the failure is reported at, such as `MyTests/MoreTests.swift`.
  ///
  /// ```swift
  /// #expect(failures.first?.fileID == #fileID)
  /// ```
  public var fileID: String

  /// The `#filePath` of the line the failure is reported at.
  ///
  /// ```swift
  /// #expect(failures.first?.filePath == #filePath)
  /// ```
  public var filePath: String

  /// The line the failure is reported at.
  ///
  /// ```swift
  /// let line = #line; mock.verify()
  /// #expect(captureFailures { … }.first?.line == line)
  /// ```
  public var line: Int

  /// The column the failure is reported at.
  ///
  /// ```swift
  /// #expect(failures.first?.column == 5)
  /// ```
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
  ///
  /// ```swift
  /// print(failure)  // MyTests/MoreTests.swift:14: [ViewRendererProtocol] Missing call: …
  /// ```
  public var description: String {
    "\(fileID):\(line): \(message)"
  }
}
