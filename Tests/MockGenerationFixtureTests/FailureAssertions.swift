import SwiftMock
import Testing

/// Expects `failures` to be exactly `expected`: each whole message, reported
/// in the calling file at the line given.
func expectFailures(
  _ failures: [MockFailure],
  _ expected: [(message: String, line: Int)],
  fileID: String = #fileID,
  filePath: String = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let actual = failures.map { "\($0.fileID) \($0.filePath):\($0.line): \($0.message)" }
  let wanted = expected.map { "\(fileID) \(filePath):\($0.line): \($0.message)" }
  #expect(actual == wanted, sourceLocation: sourceLocation)
}

/// `Module/File.swift:line`, the way failure messages point at a line of the
/// calling test file.
func here(_ line: Int, fileID: String = #fileID) -> String {
  "\(fileID):\(line)"
}
