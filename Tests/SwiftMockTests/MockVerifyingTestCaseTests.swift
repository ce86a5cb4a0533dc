import SwiftMock
import XCTest

/// Each test leaves a mock unverified and says which failures the base class
/// must report when the test ends; `invokeTest()` checks them.
final class MockVerifyingTestCaseTests: MockVerifyingTestCase {
  static let propertyLine = #line; let propertyMock = MockLogger()
  private let recorded = LockedValue<[String]>([])
  private var expectedMockFailures: [String] = []

  #if canImport(Darwin)
    override func record(_ issue: XCTIssue) {
      guard isMockFailure(issue.compactDescription) else { return super.record(issue) }
      let line = issue.sourceCodeContext.location?.lineNumber ?? 0
      recorded.withLock { $0.append("\(line): \(issue.compactDescription)") }
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
      recorded.withLock { $0.append("\(lineNumber): \(description)") }
    }
  #endif

  /// Whether a failure is one of the mocks' own, not this test's assertion
  /// about them.
  private func isMockFailure(_ description: String) -> Bool {
    description.contains("[Logger]") && !description.hasPrefix("XCTAssert")
  }

  override func invokeTest() {
    super.invokeTest()
    XCTAssertEqual(recorded.withLock { $0 }, expectedMockFailures)
  }

  private func missing(_ call: String, expectedAt line: Int, reportedAt creation: Int) -> String {
    #if canImport(Darwin)
      let prefix = ""
    #else
      let prefix = "failed - "
    #endif
    return "\(creation): \(prefix)[Logger] Missing call: \(call) (expected at \(#fileID):\(line))"
  }

  func test_aLocalMockIsVerifiedWhenTheTestEnds() {
    let creation = #line; let mock = MockLogger()
    let expectation = #line; mock.expect { $0.log("local") }
    expectedMockFailures = [
      missing("log(\"local\")", expectedAt: expectation, reportedAt: creation)
    ]
  }

  func test_aMockInAStoredPropertyIsVerifiedWhenTheTestEnds() {
    let expectation = #line; propertyMock.expect { $0.log("property") }
    expectedMockFailures = [
      missing("log(\"property\")", expectedAt: expectation, reportedAt: Self.propertyLine)
    ]
  }

  func test_aSatisfiedMockIsNotReported() {
    let mock = MockLogger()
    mock.expect { $0.log("done") }
    mock.log("done")
    propertyMock.expect { $0.flush() }
    _ = propertyMock.flush()
  }

  func test_aMockTheTestVerifiedIsNotReportedAgain() {
    propertyMock.expect { $0.log("once") }
    XCTAssertEqual(captureFailures { propertyMock.verify() }.count, 1)
  }
}
