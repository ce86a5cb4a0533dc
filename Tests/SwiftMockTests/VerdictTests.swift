import Foundation
import SwiftMock
import SwiftMockTestSupport
import Testing

/// Runs that once ended green although a mock failed (see
/// `VerdictScenarios.swift`): each runs in a process of its own, and must
/// end in a failure that names the mock's.
@Suite(.serialized, .enabled(if: ChildRun.canStart))
struct VerdictTests {
  @Test func aMockThatGoesAwayInACancelledChildTaskFailsItsTest() throws {
    let run = try ChildRun.swiftTesting(suite: "CancelledChildTaskScenario")
    #expect(run.status != 0)
    #expect(
      run.issues.map(\.test).sorted { ($0 ?? "") < ($1 ?? "") } == [
        "aMockGoesAwayInACancelledChildTask()", "aMockGoesAwayInACancelledTask()",
      ], "\(run.issues)")
    #expect(run.issues.allSatisfy { $0.message.contains("found when the mock went away") })
  }

  @Test func aFailureStillBeingWorkedOutAsTheLastTestEndsFailsTheRun() async throws {
    let runs = try await ChildRun.repeated(scenarioRepetitions) {
      try ChildRun.swiftTesting(suite: "LeftUnverifiedAtTheEndScenario")
    }
    let lost = runs.filter {
      !($0.status != 0
        && $0.output.contains("[Courier] Missing call: deliver(announcer)"))
    }
    #expect(lost.isEmpty, "\(lost.count) of \(runs.count) lost it: \(lost.first?.output ?? "")")
  }

  @Test func aKnownIssueMatcherThatCallsAMockFailsTheRunWithoutCrashingIt() throws {
    let run = try ChildRun.swiftTesting(suite: "MatcherCallsAMockScenario")
    #expect(run.status == 1, "\(run.output)")
    #expect(
      run.output.contains(
        """
        SwiftMock: found while recording an issue:
        """), "\(run.output)")
    #expect(run.output.contains("[SendableService] Unexpected call: record(99)"))
  }

  @Test func aMockFirstUsedInAnotherTestsCaptureDoesNotHideThisTestsFailure() throws {
    let run = try ChildRun.swiftTesting(suite: "AnotherTestsCaptureScenario")
    #expect(run.status != 0)
    #expect(
      run.issues.map(\.test) == ["theFailingTest()"]
        && run.issues.first?.message.hasPrefix("[SendableService] Unexpected call: record(7)")
          == true,
      "\(run.issues)")
  }

  @Test func aThrowingCaptureOnAQueueReportsToTheTestTheMockBelongsTo() throws {
    let run = try ChildRun.swiftTesting(suite: "ThrowingCaptureOnAQueueScenario")
    #expect(run.status != 0)
    #expect(
      run.issues.map(\.test) == ["aCaptureThatThrowsOnAQueue()"]
        && run.issues.first?.message.hasPrefix("[SendableService] Unexpected call: record(9)")
          == true,
      "\(run.issues)")
  }

  @Test func theCasesOfAParameterizedTestNeverTakeEachOthersExpectations() throws {
    let run = try ChildRun.swiftTesting(suite: "ParameterizedCasesScenario")
    #expect(run.status != 0)
    let file = "SwiftMockTests/VerdictScenarios.swift"
    let at = "\(file):\(ParameterizedCasesScenario.expectLine)"
    let madeLine = ParameterizedCasesScenario.madeLine
    // Each case's call differs from its own expectation only in its value:
    // one failure each, with both calls side by side.
    #expect(
      run.issues.map(\.message).sorted()
        == [1, 2].map { call in
          expectedCallFailure(
            """
            [SendableService] Unexpected call: record(\(call))
              expected: record(\(3 - call)) (\(at))
              received: record(\(call))
              the mock was made at \(file):\(madeLine)
            """, calledAt: ParameterizedCasesScenario.callLine, madeAt: madeLine
          ).message
        }, "\(run.issues)")
  }

  @Test func verifiesMocksWaitsForAFailureInFlightBeforeTheTestEnds() async throws {
    let runs = try await ChildRun.repeated(scenarioRepetitions) {
      try ChildRun.swiftTesting(suite: "VerifiesMocksWaitsScenario")
    }
    let late = runs.filter { run in
      !(run.status != 0
        && run.issues.count == 1
        && run.issues.first?.test == "aCallStillBeingWorkedOutAsTheTestReturns()"
        && run.issues.first?.isAfterItsTestEnded == false)
    }
    #expect(late.isEmpty, "\(late.count) of \(runs.count): \(late.first?.issues ?? [])")
  }

  #if os(Linux)
    @Test func theEndOfAnXCTestTestWaitsForAFailureInFlight() async throws {
      let runs = try await ChildRun.repeated(scenarioRepetitions) {
        try ChildRun.xcTest(testCase: "TestEndWaitsScenario")
      }
      let late = runs.filter {
        !($0.status != 0
          && $0.output.contains(
            "TestEndWaitsScenario.test_aCallStillBeingWorkedOutAsTheTestReturns : failed - [Courier] "
              + "Unexpected call: deliver(announcer)")
          && !$0.output.contains("FailuresOutsideAnyTest"))
      }
      #expect(late.isEmpty, "\(late.count) of \(runs.count): \(late.first?.output ?? "")")
    }
  #endif

  @Test func aMockFailingAsAnExitTestExitsFailsTheTestThatExpectedTheExit() throws {
    let run = try ChildRun.swiftTesting(suite: "ExitTestScenario")
    #expect(run.status != 0, "\(run.output)")
    #expect(
      run.issues.contains {
        $0.test == "aMockFailsAsAnExitTestExits()"
          && $0.message.hasPrefix("[Courier] Unexpected call: deliver(announcer)")
      }, "\(run.issues)")
  }
}
