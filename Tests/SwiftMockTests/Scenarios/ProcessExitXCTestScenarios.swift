import Foundation
import SwiftMock
import XCTest

// XCTest runs with a mock made for the whole class, in `class func setUp()`,
// which no test's end checks: what is left on it as the process exits fails
// the run. Each class does its work only in a process of its own, started by
// `ProcessExitTests` with `ChildRun.xcTest`; in any other run its tests pass
// at once.

/// A static mock made in `class func setUp()` with an expectation never met.
final class StaticMockAtExitScenario: XCTestCase {
  nonisolated(unsafe) static var mock: MockSendableService?
  /// The line of the expectation never met.
  static let expectLine = #line + 7

  override class func setUp() {
    super.setUp()
    guard isScenario("StaticMockAtExitScenario") else { return }
    let made = MockSendableService()
    mock = made
    made.expect { $0.record(4) }
  }

  func test_neverMakesTheCall() {}
}

/// The same static mock with its expectation met and verified, and tests
/// that were skipped with an expectation or a held call of their own on it:
/// the run passes, and SwiftMock writes nothing.
final class StaticMockMetAtExitScenario: XCTestCase {
  nonisolated(unsafe) static var mock: MockSendableService?

  override class func setUp() {
    super.setUp()
    guard isScenario("StaticMockMetAtExitScenario") else { return }
    let made = MockSendableService()
    mock = made
    made.expect { $0.record(4) }
  }

  func test_1_makesTheCallAndVerifies() {
    guard isScenario("StaticMockMetAtExitScenario"), let mock = Self.mock else { return }
    mock.record(4)
    mock.verify()
  }

  func test_2_isSkippedWithAnExpectationLeft() throws {
    guard isScenario("StaticMockMetAtExitScenario"), let mock = Self.mock else { return }
    mock.expect { $0.record(5) }
    throw XCTSkip("skipped before its calls")
  }

  func test_3_isSkippedWithACallHeld() async throws {
    guard isScenario("StaticMockMetAtExitScenario"), let mock = Self.mock else { return }
    let held = await mock.expect { await $0.fetch() }.returning(1).suspended()
    Task { _ = await mock.fetch() }
    await held.waitUntilReached()
    throw XCTSkip("skipped with a call held")
  }
}
