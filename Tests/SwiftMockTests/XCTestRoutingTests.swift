import Foundation
import SwiftMock
import XCTest

/// Failures reach XCTest through `XCTFail` at the user's line when no Swift
/// Testing test is running. This case records them instead of failing.
final class XCTestRoutingTests: XCTestCase {
  private let recorded = RecordedFailures()

  #if canImport(Darwin)
    override func record(_ issue: XCTIssue) {
      recorded.append(
        "\(issue.sourceCodeContext.location?.fileURL.path ?? "?"):\(issue.sourceCodeContext.location?.lineNumber ?? 0): \(issue.compactDescription)"
      )
    }
  #else
    override func recordFailure(
      withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
      expected: Bool
    ) {
      recorded.append("\(filePath):\(lineNumber): \(description)")
    }
  #endif

  func test_verify_reportsAMissingCallThroughXCTFailAtTheVerifyLine() {
    let mock = MockTestProtocol()
    let expectLine = #line; mock.expect { $0.count() }
    let line = #line; mock.verify()
    XCTAssertEqual(
      recorded.entries,
      [
        "\(#filePath):\(line): failed - [TestProtocol] Missing call: count() (expected at \(#fileID):\(expectLine))"
      ])
  }

  func test_unexpectedCall_isReportedThroughXCTFailAtTheCreationLine() {
    let line = #line; let mock = MockTestProtocol()
    mock.voidFunction(value: 12)
    XCTAssertEqual(
      recorded.entries,
      ["\(#filePath):\(line): failed - [TestProtocol] Unexpected call: voidFunction(value: 12)"])
  }

  func test_unexpectedCallFromAnotherThread_isReportedAtOnce() {
    let line = #line; let mock = MockSendableService()
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      mock.record(13)
      done.signal()
    }
    done.wait()
    XCTAssertEqual(
      recorded.entries,
      ["\(#filePath):\(line): failed - [SendableService] Unexpected call: record(13)"])
    XCTAssertEqual(captureFailures { mock.verify() }, [])
  }

  func test_captureFailures_worksInXCTest() {
    let line = #line; let mock = MockTestProtocol()
    let failures = captureFailures { _ = mock.name() }
    XCTAssertEqual(failures.map(\.message), ["[TestProtocol] Unexpected call: name()"])
    XCTAssertEqual(failures.map(\.line), [line])
    XCTAssertEqual(recorded.entries, [])
  }
}

/// Failure descriptions as XCTest hands them to the test case, from any thread.
///
/// `@unchecked Sendable` is safe here: `entries` is only touched under `lock`.
private final class RecordedFailures: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: [String] = []

  func append(_ entry: String) {
    lock.withLock { storage.append(entry) }
  }

  var entries: [String] {
    lock.withLock { storage }
  }
}
