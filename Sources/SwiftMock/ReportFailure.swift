/// Fails the current test with `message` at the given line, the way SwiftMock
/// reports its own failures.
///
/// Use it in a hand-written test double or helper, so that its failures go
/// where SwiftMock's go: to a ``captureFailures(_:)`` block, to Swift Testing
/// as an issue, or to XCTest with `XCTFail`. Pass your caller's location on:
///
/// ```swift
/// func verifyDataTask(
///   with request: URLRequest,
///   fileID: StaticString = #fileID, filePath: StaticString = #filePath,
///   line: UInt = #line, column: UInt = #column
/// ) {
///   if dataTaskCallCount == 0 {
///     reportFailure(
///       "Wanted but not invoked: dataTask(with:completionHandler:)",
///       fileID: fileID, filePath: filePath, line: line, column: column)
///   }
/// }
/// ```
///
/// - Parameters:
///   - message: The whole failure message.
///   - fileID: The file ID the failure is reported at.
///   - filePath: The file path the failure is reported at.
///   - line: The line the failure is reported at.
///   - column: The column the failure is reported at.
public func reportFailure(
  _ message: String,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  reportFailure(
    message,
    at: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
    ownership: nil)
}
