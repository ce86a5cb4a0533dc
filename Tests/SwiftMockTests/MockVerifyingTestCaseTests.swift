import SwiftMock
import XCTest

/// Each test leaves a mock unverified and says which failures the base class
/// must report when the test ends; `invokeTest()` checks them.
final class MockVerifyingTestCaseTests: MockVerifyingTestCase {
  let propertyMock = MockLogger()
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

  /// A missing call's failure, reported at the line that expected it.
  private func missing(_ call: String, expectedAt line: Int) -> String {
    #if canImport(Darwin)
      let prefix = ""
    #else
      let prefix = "failed - "
    #endif
    return "\(line): \(prefix)[Logger] Missing call: \(call) (expected at \(#fileID):\(line))"
  }

  func test_aLocalMockIsVerifiedWhenTheTestEnds() {
    let mock = MockLogger()
    let expectation = #line; mock.expect { $0.log("local") }
    expectedMockFailures = [missing("log(\"local\")", expectedAt: expectation)]
  }

  func test_aMockInAStoredPropertyIsVerifiedWhenTheTestEnds() {
    let expectation = #line; propertyMock.expect { $0.log("property") }
    expectedMockFailures = [missing("log(\"property\")", expectedAt: expectation)]
  }

  func test_aSkippedTestIsNotVerified() throws {
    let mock = MockLogger()
    mock.expect { $0.log("never made") }
    propertyMock.expect { $0.log("never made either") }
    throw XCTSkip("skipped before its calls")
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
