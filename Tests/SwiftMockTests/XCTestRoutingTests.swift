import Foundation
import SwiftMock
import XCTest

/// Failures reach XCTest through `XCTFail` at the user's line when no Swift
/// Testing test is running. This case records them instead of failing.
final class XCTestRoutingTests: XCTestCase {
  /// Each failure XCTest was given, as `filePath:line: description`.
  private let recorded = LockedValue<[String]>([])

  private var entries: [String] {
    recorded.withLock { $0 }
  }

  #if canImport(Darwin)
    override func record(_ issue: XCTIssue) {
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
      recorded.withLock { $0.append("\(filePath):\(lineNumber): \(description)") }
    }
  #endif

  func test_verify_reportsAMissingCallThroughXCTFailAtTheVerifyLine() {
    let mock = MockTestProtocol()
    let expectLine = #line; mock.expect { $0.count() }
    let line = #line; mock.verify()
    XCTAssertEqual(
      entries,
      [
        "\(#filePath):\(line): failed - [TestProtocol] Missing call: count() (expected at \(#fileID):\(expectLine))"
      ])
  }

  func test_unexpectedCall_isReportedThroughXCTFailAtTheCreationLine() {
    let line = #line; let mock = MockTestProtocol()
    mock.voidFunction(value: 12)
    XCTAssertEqual(
      entries,
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
      entries,
      ["\(#filePath):\(line): failed - [SendableService] Unexpected call: record(13)"])
    XCTAssertEqual(captureFailures { mock.verify() }, [])
  }

  func test_captureFailures_worksInXCTest() {
    let line = #line; let mock = MockTestProtocol()
    let failures = captureFailures { _ = mock.name() }
    XCTAssertEqual(failures.map(\.message), ["[TestProtocol] Unexpected call: name()"])
    XCTAssertEqual(failures.map(\.line), [line])
    XCTAssertEqual(entries, [])
  }
}
