import SwiftMock
import Testing

// Assertions the package's test targets share about the failures a block
// reported.

/// Asserts that `failures` are exactly `expected`: each message whole, in
/// order, each reported at the given line of the calling test file.
package func expectFailures(
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
package func here(_ line: Int, fileID: String = #fileID) -> String {
  "\(fileID):\(line)"
}
