import Foundation
import SwiftMock
import SwiftMockTestSupport
import XCTest

/// An unexpected call made in an argument of an XCTest assertion, which the
/// assertion evaluates in a closure the compiler makes of it, is reported at
/// the line of the assertion: the closure has no line of its own, and
/// `XCTAssertEqual` and `XCTAssertNoThrow` keep no frame record, so their
/// caller's frame is found off the chain of records. This case records the
/// mocks' failures instead of failing, and fails on its own assertions' as
/// any test does. Each mock answers its unexpected call with 0 or `nil`,
/// which the assertions expect.
final class AutoclosureLineTests: MockFailureRecordingTestCase {
  /// What XCTest is given for a failure whose message is `message` (where
  /// call stacks are searched), reported at `callLine`, of a mock made at
  /// `madeLine` of this file.
  private func entry(_ message: String, calledAt callLine: Int, madeAt madeLine: Int) -> String {
    let failure = expectedCallFailure(message, calledAt: callLine, madeAt: madeLine)
    #if canImport(Darwin)
      return "\(#filePath):\(failure.line): \(failure.message)"
    #else
      return "\(#filePath):\(failure.line): failed - \(failure.message)"
    #endif
  }

  func test_aCallInXCTAssertEqual_isReportedAtTheAssertionsLine() {
    let line = #line; let clock = MockWallClock()
    let callLine = #line; XCTAssertEqual(clock.now(), 0)
    XCTAssertEqual(
      entries,
      [
        entry(
          """
          [WallClock] Unexpected call: now()
            the mock was made at \(#fileID):\(line)
          """, calledAt: callLine, madeAt: line)
      ])
  }

  func test_aCallInXCTAssertTrue_isReportedAtTheAssertionsLine() {
    let line = #line; let clock = MockWallClock()
    let callLine = #line; XCTAssertTrue(clock.now() == 0)
    XCTAssertEqual(
      entries,
      [
        entry(
          """
          [WallClock] Unexpected call: now()
            the mock was made at \(#fileID):\(line)
          """, calledAt: callLine, madeAt: line)
      ])
  }

  func test_aCallInXCTAssertNil_isReportedAtTheAssertionsLine() {
    let line = #line; let clock = MockWallClock()
    let callLine = #line; XCTAssertNil(clock.alarm())
    XCTAssertEqual(
      entries,
      [
        entry(
          """
          [WallClock] Unexpected call: alarm()
            the mock was made at \(#fileID):\(line)
          """, calledAt: callLine, madeAt: line)
      ])
  }

  func test_aCallInXCTAssertNoThrow_isReportedAtTheAssertionsLine() {
    let line = #line; let clock = MockWallClock()
    let callLine = #line; XCTAssertNoThrow(try clock.synchronize())
    XCTAssertEqual(
      entries,
      [
        entry(
          """
          [WallClock] Unexpected call: synchronize()
            the mock was made at \(#fileID):\(line)
          """, calledAt: callLine, madeAt: line)
      ])
  }

  func test_aStaticCallInXCTAssertEqual_isReportedAtTheAssertionsLine() {
    let callLine = #line; XCTAssertEqual(MockStaticClock.now(), 0)
    XCTAssertEqual(
      entries,
      [
        entry(
          """
          [StaticClock] Unexpected call: now()
            the mock was made at \(#fileID):\(staticNowLine)
          """, calledAt: callLine, madeAt: staticNowLine)
      ])
  }

  func test_aCallInAnAssertionInAClosureOfTheTest_isReportedAtTheAssertionsLine() {
    let line = #line; let clock = MockWallClock()
    var callLine = 0
    let failures = captureFailures {
      callLine = #line; XCTAssertEqual(clock.now(), 0)
    }
    let unexpected = expectedCallFailure(
      """
      [WallClock] Unexpected call: now()
        the mock was made at \(#fileID):\(line)
      """, calledAt: callLine, madeAt: line)
    XCTAssertEqual(
      failures.map { "\($0.filePath):\($0.line): \($0.message)" },
      ["\(#filePath):\(unexpected.line): \(unexpected.message)"])
    XCTAssertEqual(entries, [])
  }

  func test_aCallThroughAHelperInAnAssertion_isReportedAtTheAssertionsLineViaTheHelpers() {
    let line = #line; let clock = MockWallClock()
    let callLine = #line; XCTAssertEqual(readTwice(clock), 0)
    XCTAssertEqual(
      entries,
      [
        entry(
          """
          [WallClock] Unexpected call: now()
            via \(#fileID):\(readTwiceLine)
            the mock was made at \(#fileID):\(line)
          """, calledAt: callLine, madeAt: line),
        entry(
          """
          [WallClock] Unexpected call: now()
            via \(#fileID):\(readTwiceLine + 1)
            the mock was made at \(#fileID):\(line)
          """, calledAt: callLine, madeAt: line),
      ])
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

  func test_aCallInXCTAssertEqualInAnAsyncTest_isReportedAtTheAssertionsLine() async {
    let line = #line; let clock = MockWallClock()
    await Task.yield()
    let callLine = #line; XCTAssertEqual(clock.now(), 0)
    // An async test's failure may reach XCTest only as the test ends.
    expectedAtTearDown.withLock {
      $0 = [
        entry(
          """
          [WallClock] Unexpected call: now()
            the mock was made at \(#fileID):\(line)
          """, calledAt: callLine, madeAt: line)
      ]
    }
  }
}

private protocol WallClock {
  func now() -> Int
  func alarm() -> Int?
  func synchronize() throws -> Int
}

/// A mock written in the test's file: its members' lines are not the test's.
private final class MockWallClock: Mock<WallClock>, WallClock {
  func now() -> Int { accept() }
  func alarm() -> Int? { accept() }
  func synchronize() throws -> Int { try throwingAccept() }
}

private protocol StaticClock {
  static func now() -> Int
}

/// A static member double written in the test's file.
private final class MockStaticClock: Mock<StaticClock>, StaticClock {
  static func now() -> Int { accept() }
}

/// The line of `MockStaticClock.now()`'s `accept`, which makes its double.
private let staticNowLine = #line - 4

/// A helper in the test's file, between an assertion and the mock.
private func readTwice(_ clock: MockWallClock) -> Int {
  let first = clock.now()
  return first + clock.now()
}

/// The line of `readTwice`'s first call.
private let readTwiceLine = #line - 5
