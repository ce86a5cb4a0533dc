import Foundation
import SwiftMock
import Testing

/// Attacks on the process's exit check with public API: a held call resumed
/// and a mock let go from another thread as it runs, an argument that calls
/// the mock while it reports, and a test that calls `exit()`. No crash, no
/// hang, nothing reported twice.
@Suite(.serialized, .enabled(if: ChildRun.canStart), .timeLimit(.minutes(2)))
struct ProcessExitAttackTests {
  static let scenarios = "SwiftMockTests/ProcessExitAttackScenarios.swift"

  @Test func aResumeRacingTheExitEitherWinsOrLosesCleanly() async throws {
    let runs = try await ChildRun.repeated(scenarioRepetitions) {
      try ChildRun.swiftTesting(suite: "ResumeRacingTheExitScenario")
    }
    let line = ResumeRacingTheExitScenario.holdLine
    let held = """
      SwiftMock: found as the process exits:
      \(Self.scenarios):\(line): [SendableService] fetch() was suspended and never resumed; the \
      process exiting released it (suspended at \(Self.scenarios):\(line))

      """
    let resumedInTime = runs.filter { $0.status == 0 && !$0.output.contains("SwiftMock:") }
    let releasedAtExit = runs.filter {
      $0.status == 1 && $0.output.contains(held)
        && ProcessExitTests.occurrences(of: "never resumed", in: $0.output) == 1
        && ProcessExitTests.occurrences(of: "before this resume", in: $0.output) <= 1
    }
    #expect(
      resumedInTime.count + releasedAtExit.count == scenarioRepetitions,
      """
      resumed in time: \(resumedInTime.count), released at the exit: \(releasedAtExit.count); \
      others: \(runs.filter { $0.status > 1 || !($0.status == 0 || $0.output.contains(held)) }.map(\.output))
      """)
    print(
      "resume racing the exit: \(resumedInTime.count) resumed in time, \(releasedAtExit.count) released at the exit"
    )
  }

  @Test func aMockLetGoAsTheExitRunsReportsItsMissingCallOnce() async throws {
    let runs = try await ChildRun.repeated(scenarioRepetitions) {
      try ChildRun.swiftTesting(suite: "DeinitRacingTheExitScenario")
    }
    let line = DeinitRacingTheExitScenario.expectLine
    let missing = """
      [SendableService] Missing call: record(9) (expected at \(Self.scenarios):\(line)), found \
      when the
      """
    // The mock goes away before the check, and its test's reporter records
    // the failure for the run, after the run's verdict, which the check then
    // fails; or the check takes it first, and writes it; or the mock goes
    // away while the check runs, and writes it. Once, each time.
    let checked = "SwiftMock: found as the process exits:\n\(Self.scenarios):\(line): \(missing)"
    let right = runs.filter {
      $0.status == 1 && ProcessExitTests.occurrences(of: missing, in: $0.output) == 1
        && ProcessExitTests.occurrences(of: "Missing call", in: $0.output) == 1
    }
    let recordedForTheRun = right.filter { !$0.output.contains(checked) }
    let wentAway = right.filter { $0.output.contains("found when the mock went away") }
    #expect(right.count == scenarioRepetitions, "\(runs.map(\.output))")
    print(
      """
      mock let go as the exit runs: \(right.count) of \(scenarioRepetitions) reported once; \(wentAway.count) went \
      away first (\(recordedForTheRun.count) of them before the check began), \
      \(right.count - wentAway.count) checked at the exit
      """)
  }

  @Test func anArgumentThatCallsTheMockWhileTheExitReportsItEndsTheProcess() throws {
    let run = try ChildRun.swiftTesting(suite: "ReentrantExitReportScenario")
    let line = ReentrantExitReportScenario.expectLine
    #expect(run.status == 1, "\(run.output)")
    #expect(
      run.output.contains(
        """
        \(Self.scenarios):\(line): [Pager] Missing call: send(Page #1) (expected at \
        \(Self.scenarios):\(line)), found when the process exited without a verify() that checked \
        it

        """), "\(run.output)")
    #expect(ProcessExitTests.occurrences(of: "Missing call", in: run.output) == 1, "\(run.output)")
    // Each `description` the report reads calls the mock, which expects no
    // `ping()`: each call is a failure of its own.
    #expect(run.output.contains("[Pager] Unexpected call: ping()"), "\(run.output)")
  }

  @Test func aTestThatCallsExitHasItsHeldAndMissingCallsReported() throws {
    let run = try ChildRun.swiftTesting(suite: "ExitFromATestScenario")
    #expect(run.status == 1, "\(run.output)")
    let hold = ExitFromATestScenario.holdLine
    let expect = ExitFromATestScenario.expectLine
    // The test is still running as the process exits: Swift Testing shows
    // its issues too, between SwiftMock's lines.
    #expect(
      run.output.contains(
        """
        SwiftMock: found as the process exits:
        \(Self.scenarios):\(hold): [SendableService] fetch() was suspended and never resumed; the \
        process exiting released it (suspended at \(Self.scenarios):\(hold))

        """), "\(run.output)")
    #expect(
      run.output.contains(
        """
        SwiftMock: found as the process exits:
        \(Self.scenarios):\(expect): [SendableService] Missing call: record(8) (expected at \
        \(Self.scenarios):\(expect)), found when the process exited without a verify() that \
        checked it

        """), "\(run.output)")
    #expect(ProcessExitTests.endsWith("", thenTheVerdictIn: run.output), "\(run.output)")
    #expect(ProcessExitTests.occurrences(of: "SwiftMock:", in: run.output) == 3, "\(run.output)")
  }
}
