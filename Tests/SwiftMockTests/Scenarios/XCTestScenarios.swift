import Foundation
import SwiftMock
import XCTest

// XCTest runs whose verdict is the point. Each class does its work only in
// a process of its own, started by a test with `ChildRun.xcTest`, where
// XCTest runs it on the main thread as it runs every test; in any other
// run its tests pass at once.

/// A call from a queue while the test tears down, which `tearDown()` waits
/// for as XCTest waits, running the main queue.
final class TearDownQueueScenario: XCTestCase {
  let mock = MockSendableService()
  static let callLine = #line + 8

  func test_tearDownMakesACallOnAQueue() {}

  override func tearDown() {
    if isScenario("TearDownQueueScenario") {
      let done = expectation(description: "the queue made its call")
      DispatchQueue.global().async { [mock] in
        mock.record(1)
        done.fulfill()
      }
      wait(for: [done], timeout: 10)
    }
    super.tearDown()
  }
}

/// A call an earlier test left on the main queue, which a later test's
/// wait runs: it is the earlier test's, and fails the run in its name.
final class MainQueueLeakScenario: XCTestCase {
  static let madeLine = #line + 4
  static let callLine = #line + 4
  func test_1_leaveACallOnTheMainQueue() {
    guard isScenario("MainQueueLeakScenario") else { return }
    let mock = MockSendableService()
    DispatchQueue.main.async { mock.record(5) }
  }

  func test_2_runTheMainQueue() {
    guard isScenario("MainQueueLeakScenario") else { return }
    let ran = expectation(description: "the main queue ran")
    DispatchQueue.main.async { ran.fulfill() }
    wait(for: [ran], timeout: 10)
  }
}

/// A mock an earlier test made, called by a later test on its own thread:
/// the later test made the call, and fails.
final class EarlierMockScenario: XCTestCase {
  nonisolated(unsafe) static var mock: MockSendableService?
  static let madeLine = #line + 4

  func test_1_makeAMock() {
    guard isScenario("EarlierMockScenario") else { return }
    Self.mock = MockSendableService()
  }

  static let callLine = #line + 3
  func test_2_callIt() {
    guard isScenario("EarlierMockScenario") else { return }
    Self.mock?.record(6)
  }
}

/// A mock an earlier test made, called by a later test, from a closure on
/// its own thread, of a class whose name ends with the earlier one's: the
/// call is still the later test's, not one the earlier test left behind.
final class LeftBehindScenario: XCTestCase {
  nonisolated(unsafe) static var mock: MockSendableService?
  static let madeLine = #line + 4

  func test_shared() {
    guard isScenario("LeftBehindScenario") else { return }
    Self.mock = MockSendableService()
  }
}

/// The later test of ``LeftBehindScenario``.
final class ZLeftBehindScenario: XCTestCase {
  static let callLine = #line + 4
  func test_shared() {
    guard isScenario("LeftBehindScenario") else { return }
    let call = { (value: Int) in
      LeftBehindScenario.mock?.record(value)
    }
    call(7)
  }
}

/// A call the test does not wait for, still being worked out as the test
/// method returns: the test's end waits for it, so the test takes it.
final class TestEndWaitsScenario: XCTestCase {
  func test_aCallStillBeingWorkedOutAsTheTestReturns() {
    guard isScenario("TestEndWaitsScenario") else { return }
    let announcer = Announcer(delay: 0.3)
    let mock = MockCourier()
    Thread.detachNewThread { mock.deliver(announcer) }
    announcer.described.wait()
  }
}
