import Foundation
import XCTest

/// An XCTest case that records the failures its mocks report instead of
/// failing, and fails on its own assertions' as any test does: a test of
/// where and how a mock's failure reaches XCTest subclasses it and compares
/// ``entries`` with what it expects.
class MockFailureRecordingTestCase: XCTestCase {
  /// Each failure of a mock XCTest was given, as `filePath:line: description`.
  private let recorded = LockedValue<[String]>([])

  /// The mocks' failures so far, in the order XCTest was given them.
  var entries: [String] {
    recorded.withLock { $0 }
  }

  #if canImport(Darwin)
    override func record(_ issue: XCTIssue) {
      guard isMockFailure(issue.compactDescription) else { return super.record(issue) }
      let location = issue.sourceCodeContext.location
      let entry =
        "\(location?.fileURL.path ?? "?"):\(location?.lineNumber ?? 0): \(issue.compactDescription)"
      recorded.withLock { $0.append(entry) }
    }
  #else
    override func recordFailure(
      withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
      expected: Bool
    ) {
      guard isMockFailure(description) else {
        return super.recordFailure(
          withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
      }
      recorded.withLock { $0.append("\(filePath):\(lineNumber): \(description)") }
    }
  #endif

  /// Whether a failure is one of the mocks' own, not this test's assertion
  /// about them.
  private func isMockFailure(_ description: String) -> Bool {
    !description.hasPrefix("XCTAssert")
  }
}
