import Foundation
import SwiftMock
import Testing
import XCTest

// A call still held by `.suspended()` when its XCTest test ends: released
// and reported once, to that test, never for a skipped test, and never
// again after `verify()`, `reset()` or automatic verification. Each test
// runs a fixture with `XCTMain` in a child process.

#if os(Linux)
  @Suite(.serialized)
  struct HeldCallAtTheEndAttackTests {
    /// How many times `text` occurs in `output`.
    static func occurrences(of text: String, in output: String) -> Int {
      output.components(separatedBy: text).count - 1
    }

    @Test func verifyResetOrSkipThenTheEndReportNothingMore() async throws {
      let result = try #require(
        await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
          XCTMain([testCase(ProbedQuietHeldFixture.tests)])
        })
      let output = String(decoding: result.standardOutputContent, as: UTF8.self)
      #expect(Self.occurrences(of: "suspended and never resumed", in: output) == 0, "\(output)")
      #expect(output.contains("Executed 4 tests, with 1 test skipped and 0 failures"), "\(output)")
    }

    @Test func heldCallsAtTheEndAreReportedOnceToTheirOwnTest() async throws {
      let result = try #require(
        await #expect(processExitsWith: .failure, observing: [\.standardOutputContent]) {
          XCTMain([testCase(ProbedLoudHeldFixture.tests)])
        })
      let output = String(decoding: result.standardOutputContent, as: UTF8.self)
      #expect(Self.occurrences(of: "suspended and never resumed", in: output) == 3, "\(output)")
      #expect(
        output.contains(
          """
          HeldCallAtTheEndAttackTests.swift:\(ProbedLoudHeldFixture.twoLine): error: \
          ProbedLoudHeldFixture.holdTwo : failed - [SendableService] 2 calls of fetch() were \
          suspended and never resumed; the end of the test released them (suspended at \
          SwiftMockTests/HeldCallAtTheEndAttackTests.swift:\(ProbedLoudHeldFixture.twoLine))
          """), "\(output)")
      #expect(
        output.contains(
          """
          error: ProbedLoudHeldFixture.holdOnAStoredMock : failed - [SendableService] fetch() \
          was suspended and never resumed; the end of the test released it
          """), "\(output)")
      #expect(
        output.contains(
          """
          error: ProbedLoudHeldFixture.holdAStaticCall : failed - [Clock] load() \
          was suspended and never resumed; the end of the test released it
          """), "\(output)")
      #expect(output.contains("Test Case 'ProbedLoudHeldFixture.afterwards' passed"), "\(output)")
      #expect(!output.contains("reportedOutsideAnyTest"), "\(output)")
      #expect(output.contains("Executed 4 tests, with 3 failures"), "\(output)")
    }

    @Test func automaticVerificationReportsAHeldCallOnce() async throws {
      let result = try #require(
        await #expect(processExitsWith: .failure, observing: [\.standardOutputContent]) {
          XCTMain([testCase(ProbedVerifyingHeldFixture.tests)])
        })
      let output = String(decoding: result.standardOutputContent, as: UTF8.self)
      print(output)
      #expect(Self.occurrences(of: "suspended and never resumed", in: output) == 1, "\(output)")
      // The test wrote no `verify()`: the message names the end of the test.
      #expect(
        output.contains(
          """
          HeldCallAtTheEndAttackTests.swift:\(ProbedVerifyingHeldFixture.holdLine): error: \
          ProbedVerifyingHeldFixture.holdAndForget : failed - [SendableService] fetch() \
          was suspended and never resumed; the end of the test released it (suspended at \
          SwiftMockTests/HeldCallAtTheEndAttackTests.swift:\(ProbedVerifyingHeldFixture.holdLine))
          """), "\(output)")
      #expect(
        output.contains("Test Case 'ProbedVerifyingHeldFixture.holdThenVerify' passed"),
        "\(output)")
      #expect(
        output.contains("Test Case 'ProbedVerifyingHeldFixture.holdThenSkip' skipped"),
        "\(output)")
      #expect(output.contains("Executed 3 tests, with 1 test skipped and 1 failure"), "\(output)")
    }
  }

  extension HeldCallAtTheEndAttackTests {
    /// The hold limit and the end of the test race to release a call: it
    /// is reported once, to its test.
    @Test func theHoldLimitRacingTheEndReportsOnce() async throws {
      let result = try #require(
        await #expect(processExitsWith: .failure, observing: [\.standardOutputContent]) {
          XCTMain([testCase(ProbedRaceHeldFixture.tests)])
        })
      let output = String(decoding: result.standardOutputContent, as: UTF8.self)
      let ends = Self.occurrences(of: "suspended and never resumed", in: output)
      let limits = Self.occurrences(of: "and never resumed, so it was released", in: output)
      print("RACE: \(ends) ended by the test's end, \(limits) by the hold limit")
      #expect(ends + limits == ProbedRaceHeldFixture.count, "\(output)")
      // A hold limit that fires as its test ends fails the run in the
      // test's name, rather than the test (as before these changes).
      let outside = Self.occurrences(
        of: "reported outside any test; the mock belongs to ProbedRaceHeldFixture.race",
        in: output)
      let failed = Self.occurrences(of: "' failed (", in: output)
      let failedRaces = Self.occurrences(of: "Test Case 'ProbedRaceHeldFixture.race", in: output)
      print("RACE: \(outside) outside any test, \(failed) failed, \(failedRaces) lines")
      #expect(
        Self.occurrences(of: "error: ProbedRaceHeldFixture.race", in: output) + outside
          == ProbedRaceHeldFixture.count, "\(output)")
    }

    /// An `async` XCTest test that leaves a call held.
    @Test func anAsyncTestThatLeavesACallHeld() async throws {
      let result = try #require(
        await #expect(processExitsWith: .failure, observing: [\.standardOutputContent]) {
          XCTMain([testCase(ProbedAsyncHeldFixture.tests)])
        })
      let output = String(decoding: result.standardOutputContent, as: UTF8.self)
      #expect(Self.occurrences(of: "suspended and never resumed", in: output) == 1, "\(output)")
      #expect(
        output.contains("error: ProbedAsyncHeldFixture.holdInAnAsyncTest : failed"), "\(output)")
      #expect(output.contains("Executed 2 tests, with 1 failure"), "\(output)")
    }
  }

  /// Holds a call for at most 30 ms, and ends after about as long.
  final class ProbedRaceHeldFixture: XCTestCase {
    static let count = 20
    static var tests: [(String, (ProbedRaceHeldFixture) -> () throws -> Void)] {
      (0..<count).map { ("race\($0)", race) }
    }

    func race() {
      let mock = MockSendableService()
      let reached = DispatchSemaphore(value: 0)
      todayHoldBriefly(mock, reached: reached)
      reached.wait()
      Thread.sleep(forTimeInterval: Double.random(in: 0.020...0.040))
    }
  }

  func todayHoldBriefly(_ mock: MockSendableService, reached: DispatchSemaphore) {
    Task {
      let suspended = await mock.expect { await $0.fetch() }.returning(7)
        .suspended(timeout: .milliseconds(30))
      Task { _ = await mock.fetch() }
      await suspended.waitUntilReached()
      reached.signal()
    }
  }

  /// An `async` test that leaves a call held, and one after it.
  final class ProbedAsyncHeldFixture: XCTestCase {
    static var tests: [(String, (ProbedAsyncHeldFixture) -> () throws -> Void)] {
      [
        ("holdInAnAsyncTest", asyncTest(holdInAnAsyncTest)),
        ("afterwards", afterwards),
      ]
    }

    func holdInAnAsyncTest() async {
      let mock = MockSendableService()
      let suspended = await mock.expect { await $0.fetch() }.returning(7).suspended()
      todayCallInATask(mock)
      await suspended.waitUntilReached()
    }

    func afterwards() {
      Thread.sleep(forTimeInterval: 0.1)
    }
  }

  func todayCallInATask(_ mock: MockSendableService) {
    Task { _ = await mock.fetch() }
  }

  /// What a held call's task reports back to the test.
  final class ProbedHeld: @unchecked Sendable {
    let reached = DispatchSemaphore(value: 0)
    let answered = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var values: [Int] = []
    var answers: [Int] {
      lock.lock()
      defer { lock.unlock() }
      return values
    }
    func add(_ value: Int) {
      lock.lock()
      values.append(value)
      lock.unlock()
    }
  }

  /// Sets `.suspended()` on `fetch()` for `count` calls, at `line`, makes
  /// them from tasks the test does not wait for, and returns once all are
  /// held.
  func todayHold(_ mock: MockSendableService, count: Int = 1, line: UInt = #line) -> ProbedHeld {
    let held = ProbedHeld()
    Task {
      let suspended = await mock.expect(line: line) { await $0.fetch() }.returning(7)
        .times(count).suspended(line: line)
      for _ in 0..<count {
        Task {
          held.add(await mock.fetch())
          held.answered.signal()
        }
      }
      for _ in 0..<count { await suspended.waitUntilReached() }
      held.reached.signal()
    }
    held.reached.wait()
    return held
  }

  /// Holds a call of the static `MockClock.load()` made by a task.
  func todayHoldStatic(line: UInt = #line) {
    let reached = DispatchSemaphore(value: 0)
    Task {
      let suspended = await MockClock.expect(line: line) { try await $0.load() }.returning(3)
        .suspended(line: line)
      Task { _ = try? await MockClock.load() }
      await suspended.waitUntilReached()
      reached.signal()
    }
    reached.wait()
  }

  /// Tests that leave no held call for the end: `verify()` or `reset()`
  /// released it, or the test was skipped.
  final class ProbedQuietHeldFixture: XCTestCase {
    static var tests: [(String, (ProbedQuietHeldFixture) -> () throws -> Void)] {
      [
        ("verifyThenEnd", verifyThenEnd), ("resetThenEnd", resetThenEnd),
        ("skipWithAHeldCall", skipWithAHeldCall), ("afterwards", afterwards),
      ]
    }

    func verifyThenEnd() {
      let mock = MockSendableService()
      let held = todayHold(mock)
      let failures = captureFailures { mock.verify() }
      XCTAssertEqual(failures.count, 1)
      held.answered.wait()
      XCTAssertEqual(held.answers, [7])
    }

    func resetThenEnd() {
      let mock = MockSendableService()
      let held = todayHold(mock)
      mock.reset()
      held.answered.wait()
    }

    func skipWithAHeldCall() throws {
      let mock = MockSendableService()
      _ = todayHold(mock)
      throw XCTSkip("skipped with a call held")
    }

    func afterwards() {}
  }

  /// Tests that leave calls held for their end.
  final class ProbedLoudHeldFixture: XCTestCase {
    static var tests: [(String, (ProbedLoudHeldFixture) -> () throws -> Void)] {
      [
        ("holdTwo", holdTwo), ("holdOnAStoredMock", holdOnAStoredMock),
        ("holdAStaticCall", holdAStaticCall), ("afterwards", afterwards),
      ]
    }
    let stored = MockSendableService()
    static let twoLine = #line + 3

    func holdTwo() {
      _ = todayHold(MockSendableService(), count: 2)
    }

    func holdOnAStoredMock() {
      _ = todayHold(stored)
    }

    func holdAStaticCall() {
      todayHoldStatic()
    }

    func afterwards() {
      Thread.sleep(forTimeInterval: 0.2)
    }
  }

  /// A `MockVerifyingTestCase` whose tests hold calls.
  final class ProbedVerifyingHeldFixture: MockVerifyingTestCase {
    static var tests: [(String, (ProbedVerifyingHeldFixture) -> () throws -> Void)] {
      [
        ("holdAndForget", holdAndForget), ("holdThenVerify", holdThenVerify),
        ("holdThenSkip", holdThenSkip),
      ]
    }
    let stored = MockSendableService()

    static let holdLine: UInt = #line + 3

    func holdAndForget() {
      _ = todayHold(stored)
    }

    func holdThenVerify() {
      let held = todayHold(stored)
      let failures = captureFailures { stored.verify() }
      XCTAssertEqual(failures.count, 1)
      held.answered.wait()
    }

    func holdThenSkip() throws {
      _ = todayHold(MockSendableService())
      throw XCTSkip("skipped with a call held")
    }
  }
#endif
