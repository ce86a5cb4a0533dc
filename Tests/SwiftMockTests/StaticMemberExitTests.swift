import Foundation
import SwiftMock
import Testing

/// Expectations on static members that a Swift Testing test without
/// `.verifiesMocks` leaves unverified are not lost: no test's end lets their
/// doubles go, so the process lets them go as it exits, and the run fails.
@Suite(.serialized, .enabled(if: ChildRun.canStart))
struct StaticMemberExitTests {
  @Test func anUnverifiedStaticExpectationFailsTheRunAsTheProcessExits() throws {
    let run = try ChildRun.swiftTesting(suite: "UnverifiedStaticExpectationScenario")
    #expect(run.status == 1, "\(run.output)")
    #expect(
      run.output.contains(
        """
        SwiftMock: found as the process exits:
        SwiftMockTests/StaticMemberExitScenarios.swift:\
        \(UnverifiedStaticExpectationScenario.expectLine): \
        [Clock] Missing call: now() (expected at SwiftMockTests/StaticMemberExitScenarios.swift:\
        \(UnverifiedStaticExpectationScenario.expectLine)), found when the mock went away without \
        a verify() that checked it

        """), "\(run.output)")
  }

  @Test func verifiedStaticExpectationsAndStubAnswersLeaveTheRunGreen() throws {
    let run = try ChildRun.swiftTesting(suite: "VerifiedStaticExpectationScenario")
    #expect(run.status == 0, "\(run.output)")
    #expect(run.issues.isEmpty, "\(run.issues)")
  }
}
