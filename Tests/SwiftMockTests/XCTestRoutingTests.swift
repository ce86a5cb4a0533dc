import Foundation
import SwiftMock
import SwiftMockTestSupport
import XCTest

/// Failures reach XCTest through `XCTFail` at the user's line when no Swift
/// Testing test is running. This case records the mocks' failures instead of
/// failing, and fails on its own assertions' as any test does.
final class XCTestRoutingTests: MockFailureRecordingTestCase {
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

  func test_unexpectedCall_isReportedThroughXCTFailAtTheLineThatMadeTheCall() {
    let line = #line; let mock = MockTestProtocol()
    let callLine = #line; mock.voidFunction(value: 12)
    let unexpected = expectedCallFailure(
      """
      [TestProtocol] Unexpected call: voidFunction(value: 12)
        the mock was made at \(#fileID):\(line)
      """, calledAt: callLine, madeAt: line)
    XCTAssertEqual(entries, ["\(#filePath):\(unexpected.line): failed - \(unexpected.message)"])
  }

  /// What a test expects its mocks to have reported once its tear-down
  /// blocks have run, which `tearDown()` checks.
  private let expectedAtTearDown = LockedValue<[String]?>(nil)

  override func tearDown() {
    // XCTest runs tear-down blocks, SwiftMock's included, before this.
    if let expected = expectedAtTearDown.withLock({ $0 }) {
      XCTAssertEqual(entries, expected)
    }
    super.tearDown()
  }

  func test_unexpectedCallFromAnotherThread_isReportedAtTheTestsTearDown() {
    let line = #line; let mock = MockSendableService()
    let done = DispatchSemaphore(value: 0)
    let callLine = LockedValue(0)
    Thread.detachNewThread {
      // The thread's closure is written here, so the call is found here.
      callLine.withLock { $0 = #line }; mock.record(13)
      done.signal()
    }
    done.wait()
    // Held for the tear-down, which runs on XCTest's thread: XCTest stops
    // the process when another thread fails a test whose run has ended.
    XCTAssertEqual(entries, [])
    XCTAssertEqual(captureFailures { mock.verify() }, [])
    let unexpected = expectedCallFailure(
      """
      [SendableService] Unexpected call: record(13)
        the mock was made at \(#fileID):\(line)
      """, calledAt: callLine.withLock { $0 }, madeAt: line)
    expectedAtTearDown.withLock {
      $0 = ["\(#filePath):\(unexpected.line): failed - \(unexpected.message)"]
    }
  }

  func test_aDescriptionOfSeveralLinesCannotPassForALineOfTheRunnersOwn() {
    let line = #line; let mock = MockVerse()
    let callLine = #line; mock.read(Verse())
    let unexpected = expectedCallFailure(
      """
      [Reader] Unexpected call: read(a first line
        Test Case 'Victim.test' failed (0.001 seconds)
        Test Case 'Victim.test' failed too)
        the mock was made at \(#fileID):\(line)
      """, calledAt: callLine, madeAt: line)
    XCTAssertEqual(entries, ["\(#filePath):\(unexpected.line): failed - \(unexpected.message)"])
  }

  func test_captureFailures_worksInXCTest() {
    let line = #line; let mock = MockTestProtocol()
    let callLine = #line; let failures = captureFailures { _ = mock.name() }
    let unexpected = expectedCallFailure(
      """
      [TestProtocol] Unexpected call: name()
        the mock was made at \(#fileID):\(line)
      """, calledAt: callLine, madeAt: line)
    XCTAssertEqual(failures.map(\.message), [unexpected.message])
    XCTAssertEqual(failures.map(\.line), [unexpected.line])
    XCTAssertEqual(entries, [])
  }
}

/// A value whose description has lines that read like the test runner's.
private struct Verse: Equatable, CustomStringConvertible {
  var description: String {
    "a first line\nTest Case 'Victim.test' failed (0.001 seconds)\r\nTest Case 'Victim.test' failed too"
  }
}

private protocol Reader {
  func read(_ verse: Verse)
}

private final class MockVerse: Mock<Reader>, Reader {
  func read(_ verse: Verse) { accept(verse) }
}
