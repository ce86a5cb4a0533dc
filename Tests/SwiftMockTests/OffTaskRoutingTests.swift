import Foundation
import SwiftMock
import SwiftMockTestSupport
import Testing

/// A failure found off a Swift Testing test's task is charged to the test
/// the mock belongs to, at the line that led to it, and is never a known
/// issue. Each scenario runs in a process of its own (see
/// `OffTaskScenarios.swift`); its issues come from Swift Testing's event
/// stream.
@Suite(.serialized, .enabled(if: ChildRun.canStart))
struct OffTaskRoutingTests {
  private let file = "SwiftMockTests/OffTaskScenarios.swift"

  @Test func aCallFromAThreadOutsideTheTestIsChargedToTheTestThatMadeTheMock() throws {
    let run = try ChildRun.swiftTesting(suite: "ThreadCallScenario")
    let lines = run.notedLines
    let unexpected = expectedCallFailure(
      """
      [SendableService] Unexpected call: record(10)
        the mock was made at \(file):\(lines["made"] ?? 0)
      """, calledAt: lines["call"] ?? 0, madeAt: lines["made"] ?? 0)
    #expect(run.status != 0)
    #expect(
      run.issues == [
        ChildIssue(
          test: "aCallFromAThread()", location: "\(file):\(unexpected.line)",
          message: unexpected.message, isKnown: false)
      ], "\(run.output)")
  }

  @Test func aVerifyOnADetachedTaskIsChargedToTheTest() throws {
    let run = try ChildRun.swiftTesting(suite: "DetachedVerifyScenario")
    let lines = run.notedLines
    #expect(
      run.issues == [
        ChildIssue(
          test: "aVerifyOnADetachedTask()", location: "\(file):\(lines["verify"] ?? 0)",
          message:
            "[SendableService] Missing call: record(12) (expected at \(file):\(lines["expect"] ?? 0))",
          isKnown: false)
      ], "\(run.output)")
  }

  @Test func aSpyCheckedOnADispatchQueueIsChargedToTheTest() throws {
    let run = try ChildRun.swiftTesting(suite: "SpyOnAQueueScenario")
    let lines = run.notedLines
    #expect(
      run.issues == [
        ChildIssue(
          test: "aSpyCheckedOnAQueue()", location: "\(file):\(lines["verify"] ?? 0)",
          message: "[SendableService] Wanted but not invoked: record(13)", isKnown: false)
      ], "\(run.output)")
  }

  @Test func aMockMadeOnAnotherThreadBelongsToTheTestThatSetsItUp() throws {
    let run = try ChildRun.swiftTesting(suite: "MockMadeOnAThreadScenario")
    let lines = run.notedLines
    let unexpected = expectedCallFailure(
      """
      [SendableService] Unexpected call: record(14)
        expected: record(1) (\(file):\(lines["expect"] ?? 0))
        received: record(14)
        the mock was made at \(file):\(lines["made"] ?? 0)
      """, calledAt: lines["call"] ?? 0, madeAt: lines["made"] ?? 0)
    #expect(
      run.issues == [
        ChildIssue(
          test: "aMockMadeOnAThreadThatTheTestSetsUp()", location: "\(file):\(unexpected.line)",
          message: unexpected.message, isKnown: false)
      ], "\(run.output)")
  }

  @Test func aMockOfASwiftTestingTestCalledFromAnXCTestRunIsChargedToThatTest() throws {
    let run = try ChildRun.swiftTesting(suite: "XCTestCallsScenario")
    let lines = run.notedLines
    let unexpected = expectedCallFailure(
      """
      [SendableService] Unexpected call: record(4)
        the mock was made at \(file):\(lines["made"] ?? 0)
      """, calledAt: lines["call"] ?? 0, madeAt: lines["made"] ?? 0)
    #expect(
      run.issues == [
        ChildIssue(
          test: "aMockCalledFromAnXCTestRun()", location: "\(file):\(unexpected.line)",
          message: unexpected.message, isKnown: false)
      ], "\(run.output)")
  }

  @Test func aMockMadeOnADetachedTaskBelongsToTheTestThatSetsItUp() throws {
    let run = try ChildRun.swiftTesting(suite: "DetachedMockScenario")
    let lines = run.notedLines
    // Where call stacks are not searched, at the line that made the mock.
    let line = testLineSearchRunsHere ? lines["call"] : lines["made"]
    #expect(
      run.issues.map(\.test) == ["aMockMadeOnADetachedTaskThatTheTestSetsUp()"]
        && run.issues.first?.location == "\(file):\(line ?? 0)"
        && run.issues.first?.message.hasPrefix("[SendableService] Unexpected call: record(2)")
          == true,
      "\(run.issues)")
  }

  @Test func aFailureOfAMockNoTestMadeFailsTheRun() throws {
    let run = try ChildRun.swiftTesting(suite: "MockOfNoTestScenario")
    let made = run.notedLines["made"] ?? 0
    let unexpected = expectedCallFailure(
      """
      [SendableService] Unexpected call: record(17)
        the mock was made at \(file):\(made)
      """, calledAt: made + 1, madeAt: made)
    #expect(run.status != 0)
    #expect(
      run.issues == [
        ChildIssue(
          test: nil, location: "\(file):\(unexpected.line)",
          message: unexpected.message + "\n  reported outside any test", isKnown: false)
      ], "\(run.output)")
  }

  @Test func aKnownIssueBlockAroundATestsFirstMockClaimsNothingFoundOffItsTask() throws {
    let run = try ChildRun.swiftTesting(suite: "KnownIssueFirstUseScenario")
    let lines = run.notedLines
    let forTheRun = """
      reported for the run, as it was found off the test's task, where no withKnownIssue \
      block can claim it; the mock belongs to aMockFirstUsedInAKnownIssueBlock()
      """
    let unexpected = expectedCallFailure(
      """
      [SendableService] Unexpected call: record(15)
        the mock was made at \(file):\(lines["made"] ?? 0)
      """, calledAt: lines["call"] ?? 0, madeAt: lines["made"] ?? 0)
    #expect(run.status != 0)
    #expect(
      run.issues.filter { !$0.isKnown } == [
        ChildIssue(
          test: nil, location: "\(file):\(unexpected.line)",
          message: unexpected.message + "\n  " + forTheRun, isKnown: false)
      ], "\(run.output)")
  }
}
