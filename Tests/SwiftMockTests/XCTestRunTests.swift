import Foundation
import SwiftMock
import Testing
import XCTest

/// Which XCTest test a failure is charged to, checked in XCTest runs of
/// their own: each test here runs a small fixture with `XCTMain` in a child
/// process, and reads what XCTest printed and how the run ended.
@Suite(.serialized)
struct XCTestRunTests {
  #if os(Linux)
    @Test func aCallLeakedPastItsTestFailsTheRunNotTheNextTest() async throws {
      let result = try #require(
        await #expect(processExitsWith: .failure, observing: [\.standardOutputContent]) {
          XCTMain([testCase(LeakingFixture.tests)])
        })
      let output = String(decoding: result.standardOutputContent, as: UTF8.self)
      #expect(output.contains("Test Case 'LeakingFixture.leakACall' passed"))
      #expect(output.contains("Test Case 'LeakingFixture.waitForTheLeak' passed"))
      #expect(
        output.contains(
          """
          error: FailuresOutsideAnyTest.reportedOutsideAnyTest : failed - [SendableService] \
          Unexpected call: record(1)
          """))
      #expect(
        output.contains("reported outside any test; the mock belongs to LeakingFixture.leakACall"))
    }

    @Test func expectationsATestLeavesUnverifiedFailItWhenItEndsNotTheTestThatVerifies()
      async throws
    {
      let result = try #require(
        await #expect(processExitsWith: .failure, observing: [\.standardOutputContent]) {
          XCTMain([testCase(HandedOverFixture.tests)])
        })
      let output = String(decoding: result.standardOutputContent, as: UTF8.self)
      #expect(
        output.contains(
          """
          XCTestRunTests.swift:\(HandedOverFixture.expectLine): error: HandedOverFixture.makeTheMock \
          : failed - [SendableService] Missing call: record(2) (expected at \
          SwiftMockTests/XCTestRunTests.swift:\(HandedOverFixture.expectLine)), found when the test \
          ended without a verify() that checked it
          """), "\(output)")
      #expect(output.contains("Test Case 'HandedOverFixture.makeTheMock' failed"))
      #expect(output.contains("Test Case 'HandedOverFixture.verifyTheMock' passed"))
      #expect(output.contains("Executed 2 tests, with 1 failure"))
    }

    @Test func aMockATaskStillHoldsIsCheckedWhenTheTestThatSetItsExpectationsEnds()
      async throws
    {
      let result = try #require(
        await #expect(processExitsWith: .failure, observing: [\.standardOutputContent]) {
          XCTMain([testCase(RunningTaskFixture.tests)])
        })
      let output = String(decoding: result.standardOutputContent, as: UTF8.self)
      #expect(
        output.contains(
          """
          XCTestRunTests.swift:\(RunningTaskFixture.expectLine): error: \
          RunningTaskFixture.leaveATaskRunning : failed - [SendableService] Missing call: \
          record(11) (expected at SwiftMockTests/XCTestRunTests.swift:\
          \(RunningTaskFixture.expectLine)), found when the test ended without a verify() that \
          checked it
          """), "\(output)")
      #expect(output.contains("Test Case 'RunningTaskFixture.endTheTask' passed"))
      #expect(output.contains("Executed 2 tests, with 1 failure"))
    }

    @Test func aMockThatGoesAwayUnverifiedFailsItsTestUnlessTheTestIsSkipped() async throws {
      let result = try #require(
        await #expect(processExitsWith: .failure, observing: [\.standardOutputContent]) {
          XCTMain([testCase(ForgottenFixture.tests)])
        })
      let output = String(decoding: result.standardOutputContent, as: UTF8.self)
      #expect(
        output.contains(
          """
          ForgottenFixture.forgetToVerify : failed - [SendableService] Missing call: record(3) \
          (expected at SwiftMockTests/XCTestRunTests.swift:\(ForgottenFixture.expectLine)), \
          found when the mock went away without a verify() that checked it
          """))
      #expect(output.contains("Test Case 'ForgottenFixture.skipBeforeTheCalls' skipped"))
      #expect(!output.contains("ForgottenFixture.skipBeforeTheCalls : failed"))
      #expect(output.contains("Executed 2 tests, with 1 test skipped and 1 failure"))
    }

    @Test func aMockLeftUnverifiedFailsItsOwnTestNotTheTestThatLetsItGo() async throws {
      let result = try #require(
        await #expect(processExitsWith: .failure, observing: [\.standardOutputContent]) {
          XCTMain([testCase(LeftBehindFixture.tests)])
        })
      let output = String(decoding: result.standardOutputContent, as: UTF8.self)
      #expect(output.contains("Test Case 'LeftBehindFixture.letItGo' passed"))
      #expect(
        output.contains(
          """
          error: LeftBehindFixture.leaveIt : failed - [SendableService] \
          Missing call: record(6) (expected at SwiftMockTests/XCTestRunTests.swift:\
          \(LeftBehindFixture.expectLine)), found when the test ended without a verify() \
          that checked it
          """), "\(output)")
      #expect(output.contains("Executed 2 tests, with 1 failure"))
    }

    @Test func aFailureFromAQueueBeforeTheTestSkipsFailsTheTest() async throws {
      let result = try #require(
        await #expect(processExitsWith: .failure, observing: [\.standardOutputContent]) {
          XCTMain([testCase(SkipAfterAFailureFixture.tests)])
        })
      let output = String(decoding: result.standardOutputContent, as: UTF8.self)
      #expect(
        output.contains(
          """
          XCTestRunTests.swift:\(SkipAfterAFailureFixture.callLine): error: \
          SkipAfterAFailureFixture.failThenSkip : failed - [SendableService] Unexpected call: record(8)
          """), "\(output)")
      #expect(output.contains("Test Case 'SkipAfterAFailureFixture.failThenSkip' failed"))
      #expect(output.contains("Executed 1 test, with 1 test skipped and 1 failure"))
    }

    @Test func aCallStillHeldWhenItsTestEndsIsReleasedAndFailsThatTest() async throws {
      let result = try #require(
        await #expect(processExitsWith: .failure, observing: [\.standardOutputContent]) {
          XCTMain([testCase(HeldCallFixture.tests)])
        })
      let output = String(decoding: result.standardOutputContent, as: UTF8.self)
      #expect(
        output.contains(
          """
          XCTestRunTests.swift:\(HeldCallFixture.holdLine): error: HeldCallFixture.holdACall : \
          failed - [SendableService] fetch() was suspended and never resumed; the end of the \
          test released it (suspended at SwiftMockTests/XCTestRunTests.swift:\
          \(HeldCallFixture.holdLine))
          """), "\(output)")
      #expect(output.contains("Test Case 'HeldCallFixture.seeTheCallAnswered' passed"))
      #expect(output.contains("Executed 2 tests, with 1 failure"))
    }

    @Test func aMockInAStoredPropertyIsCheckedWhenTheTestEnds() async throws {
      let result = try #require(
        await #expect(processExitsWith: .failure, observing: [\.standardOutputContent]) {
          XCTMain([testCase(StoredPropertyFixture.tests)])
        })
      let output = String(decoding: result.standardOutputContent, as: UTF8.self)
      for (test, call, line) in [
        ("expectOnADeclaredMock", "record(1)", StoredPropertyFixture.declaredLine),
        ("expectOnAMockMadeInSetUp", "record(2)", StoredPropertyFixture.setUpLine),
      ] {
        #expect(
          output.contains(
            """
            XCTestRunTests.swift:\(line): error: StoredPropertyFixture.\(test) : failed - \
            [SendableService] Missing call: \(call) (expected at \
            SwiftMockTests/XCTestRunTests.swift:\(line)), found when the test ended without a \
            verify() that checked it
            """), "\(output)")
      }
      #expect(output.contains("Test Case 'StoredPropertyFixture.verifyIt' passed"))
      #expect(output.contains("Executed 3 tests, with 2 failures"))
    }

    @Test func aStoredPropertyMockCalledAfterItsTestFailsTheRunInItsName() async throws {
      let result = try #require(
        await #expect(processExitsWith: .failure, observing: [\.standardOutputContent]) {
          XCTMain([testCase(StoredLeakFixture.tests)])
        })
      let output = String(decoding: result.standardOutputContent, as: UTF8.self)
      #expect(output.contains("Test Case 'StoredLeakFixture.callItFromAThread' passed"))
      #expect(
        output.contains(
          """
          error: FailuresOutsideAnyTest.reportedOutsideAnyTest : failed - [SendableService] \
          Unexpected call: record(9)
          """), "\(output)")
      #expect(
        output.contains(
          "reported outside any test; the mock belongs to StoredLeakFixture.leaveTheMock"))
    }

    @Test func anExpectationSetInTearDownFailsTheRunInTheTestsName() async throws {
      let result = try #require(
        await #expect(processExitsWith: .failure, observing: [\.standardOutputContent]) {
          XCTMain([testCase(TearDownExpectationFixture.tests)])
        })
      let output = String(decoding: result.standardOutputContent, as: UTF8.self)
      #expect(
        output.contains(
          """
          error: FailuresOutsideAnyTest.reportedOutsideAnyTest : failed - [SendableService] \
          Missing call: record(10) (expected at SwiftMockTests/XCTestRunTests.swift:\
          \(TearDownExpectationFixture.expectLine)), found when the test ended without a verify() \
          that checked it
          """), "\(output)")
      #expect(
        output.contains(
          "reported outside any test; the mock belongs to TearDownExpectationFixture.doNothing"))
    }

    @Test func aMockMadeInAnotherFileFailsAtTheLineOfTheTestMethod() async throws {
      let result = try #require(
        await #expect(processExitsWith: .failure, observing: [\.standardOutputContent]) {
          XCTMain([testCase(MadeElsewhereFixture.tests)])
        })
      let output = String(decoding: result.standardOutputContent, as: UTF8.self)
      #expect(
        output.contains(
          """
          XCTestRunTests.swift:\(MadeElsewhereFixture.callLine): error: \
          MadeElsewhereFixture.callTheMock : failed - [SendableService] Unexpected call: record(7)
            the mock was made at SwiftMockTests/CallsFromElsewhere.swift:\
          \(lineThatMakesTheMockElsewhere)
          """), "\(output)")
    }

  #endif
}

#if os(Linux)
  /// Fails from a queue, then skips: the failure already happened.
  final class SkipAfterAFailureFixture: XCTestCase {
    static var tests: [(String, (SkipAfterAFailureFixture) -> () throws -> Void)] {
      [("failThenSkip", failThenSkip)]
    }
    static let callLine = #line + 6

    func failThenSkip() throws {
      let mock = MockSendableService()
      let done = DispatchSemaphore(value: 0)
      DispatchQueue.global().async {
        mock.record(8)
        done.signal()
      }
      done.wait()
      throw XCTSkip("skipped after the call")
    }
  }

  /// Sets up expectations on mocks in stored properties, one declared and
  /// one made in `setUp()`, and verifies neither; a third verifies.
  final class StoredPropertyFixture: XCTestCase {
    static var tests: [(String, (StoredPropertyFixture) -> () throws -> Void)] {
      [
        ("expectOnADeclaredMock", expectOnADeclaredMock),
        ("expectOnAMockMadeInSetUp", expectOnAMockMadeInSetUp), ("verifyIt", verifyIt),
      ]
    }
    let declared = MockSendableService()
    var madeInSetUp: MockSendableService?

    override func setUp() {
      madeInSetUp = MockSendableService()
    }

    static let declaredLine = #line + 2
    func expectOnADeclaredMock() {
      declared.expect { $0.record(1) }
    }

    static let setUpLine = #line + 2
    func expectOnAMockMadeInSetUp() {
      madeInSetUp?.expect { $0.record(2) }
    }

    func verifyIt() {
      declared.expect { $0.record(3) }
      declared.record(3)
      declared.verify()
    }
  }

  /// Leaves a mock held in a stored property, which the next test calls
  /// from a thread of its own.
  final class StoredLeakFixture: XCTestCase {
    static var tests: [(String, (StoredLeakFixture) -> () throws -> Void)] {
      [("leaveTheMock", leaveTheMock), ("callItFromAThread", callItFromAThread)]
    }
    let mock = MockSendableService()
    nonisolated(unsafe) static var left: MockSendableService?

    func leaveTheMock() {
      Self.left = mock
    }

    func callItFromAThread() {
      let done = DispatchSemaphore(value: 0)
      Thread.detachNewThread {
        Self.left?.record(9)
        done.signal()
      }
      done.wait()
    }
  }

  /// Sets up an expectation in `tearDown()`, after the test's end began,
  /// and never verifies it.
  final class TearDownExpectationFixture: XCTestCase {
    static var tests: [(String, (TearDownExpectationFixture) -> () throws -> Void)] {
      [("doNothing", doNothing)]
    }
    let mock = MockSendableService()
    static let expectLine = #line + 3

    override func tearDown() {
      mock.expect { $0.record(10) }
      super.tearDown()
    }

    func doNothing() {}
  }

  /// Holds a call that a task it does not wait for makes, and ends with
  /// neither a resume nor a `verify()`; the next test sees the call answered.
  final class HeldCallFixture: XCTestCase {
    static var tests: [(String, (HeldCallFixture) -> () throws -> Void)] {
      [("holdACall", holdACall), ("seeTheCallAnswered", seeTheCallAnswered)]
    }
    static let answers = AsyncStream<Int>.makeStream()
    static let holdLine = #line + 10

    func holdACall() {
      let mock = MockSendableService()
      let reached = DispatchSemaphore(value: 0)
      holdACallInATask(on: mock, reached: reached)
      reached.wait()
    }

    static func hold(_ mock: MockSendableService, reached: DispatchSemaphore) async {
      let held = await mock.expect { await $0.fetch() }.returning(7).suspended()
      let call = Task { await mock.fetch() }
      await held.waitUntilReached()
      reached.signal()
      answers.continuation.yield(await call.value)
    }

    func seeTheCallAnswered() {
      let answered = DispatchSemaphore(value: 0)
      checkTheHeldCallsAnswerInATask(signalling: answered)
      answered.wait()
    }

    /// Checks that the call `holdACall` left held got its answer.
    static func checkTheAnswer() async {
      for await answer in answers.stream {
        XCTAssertEqual(answer, 7)
        break
      }
    }
  }

  /// Starts the task of `HeldCallFixture.seeTheCallAnswered`, for the
  /// reason `holdInATask(_:)` gives.
  func checkTheHeldCallsAnswerInATask(signalling answered: DispatchSemaphore) {
    Task {
      await HeldCallFixture.checkTheAnswer()
      answered.signal()
    }
  }

  /// Starts the task of `HeldCallFixture.holdACall`, for the reason
  /// `holdInATask(_:)` gives.
  func holdACallInATask(on mock: MockSendableService, reached: DispatchSemaphore) {
    Task { await HeldCallFixture.hold(mock, reached: reached) }
  }

  /// Starts a task that keeps `mock` until `RunningTaskFixture.endTheTask`.
  /// It is a function of its own because Swift 6.3's region-based isolation
  /// checker rejects the same `Task` written in the fixture's test method
  /// ("pattern that the region-based isolation checker does not understand").
  func holdInATask(_ mock: MockSendableService) {
    Task { await RunningTaskFixture.hold(mock) }
  }

  /// Sets an expectation on a mock of its own that a task still holds when
  /// the test ends; the next test lets the task end.
  final class RunningTaskFixture: XCTestCase {
    static var tests: [(String, (RunningTaskFixture) -> () throws -> Void)] {
      [("leaveATaskRunning", leaveATaskRunning), ("endTheTask", endTheTask)]
    }
    static let holding = AsyncStream<Void>.makeStream()
    static let expectLine = #line + 4

    func leaveATaskRunning() {
      let mock = MockSendableService()
      mock.expect { $0.record(11) }
      holdInATask(mock)
    }

    /// Keeps `mock` until the next test ends the stream.
    static func hold(_ mock: MockSendableService) async {
      for await _ in holding.stream {}
      withExtendedLifetime(mock) {}
    }

    func endTheTask() {
      Self.holding.continuation.finish()
    }
  }

  /// Leaves a mock with an expectation behind, which the next test lets go.
  final class LeftBehindFixture: XCTestCase {
    static var tests: [(String, (LeftBehindFixture) -> () throws -> Void)] {
      [("leaveIt", leaveIt), ("letItGo", letItGo)]
    }
    nonisolated(unsafe) static var left: MockSendableService?
    static let expectLine = #line + 4

    func leaveIt() {
      let mock = MockSendableService()
      mock.expect { $0.record(6) }
      Self.left = mock
    }

    func letItGo() {
      Self.left = nil
    }
  }

  /// Calls a mock made in another file, as a shared set-up makes it.
  final class MadeElsewhereFixture: XCTestCase {
    static var tests: [(String, (MadeElsewhereFixture) -> () throws -> Void)] {
      [("callTheMock", callTheMock)]
    }
    static let callLine = #line + 4

    func callTheMock() {
      let mock = makeMockElsewhere()
      record(7, on: mock)
    }
  }

  /// Leaks a call from its first test into its second. Its methods are not
  /// named `test…`, so only `XCTMain` above runs them.
  final class LeakingFixture: XCTestCase {
    static var tests: [(String, (LeakingFixture) -> () throws -> Void)] {
      [
        ("leakACall", leakACall), ("waitForTheLeak", waitForTheLeak),
      ]
    }
    nonisolated(unsafe) static var leaked: MockSendableService?

    func leakACall() {
      Self.leaked = MockSendableService()
    }

    func waitForTheLeak() {
      let done = DispatchSemaphore(value: 0)
      Thread.detachNewThread {
        Self.leaked?.record(1)
        done.signal()
      }
      done.wait()
    }
  }

  /// Makes a mock in one test and verifies it in the next: the first test's
  /// end has checked it by then.
  final class HandedOverFixture: XCTestCase {
    static var tests: [(String, (HandedOverFixture) -> () throws -> Void)] {
      [
        ("makeTheMock", makeTheMock), ("verifyTheMock", verifyTheMock),
      ]
    }
    nonisolated(unsafe) static var mock: MockSendableService?
    static let expectLine = #line + 4

    func makeTheMock() {
      let mock = MockSendableService()
      mock.expect { $0.record(2) }
      Self.mock = mock
    }

    func verifyTheMock() {
      Self.mock?.verify()
    }
  }

  /// Lets a mock go with an expectation unverified, once in a test that
  /// runs on and once in a test that is skipped.
  final class ForgottenFixture: XCTestCase {
    static var tests: [(String, (ForgottenFixture) -> () throws -> Void)] {
      [
        ("forgetToVerify", forgetToVerify), ("skipBeforeTheCalls", skipBeforeTheCalls),
      ]
    }
    static let expectLine = #line + 4

    func forgetToVerify() {
      let mock = MockSendableService()
      mock.expect { $0.record(3) }
    }

    func skipBeforeTheCalls() throws {
      let mock = MockSendableService()
      mock.expect { $0.record(4) }
      throw XCTSkip("skipped before its calls")
    }
  }
#endif
