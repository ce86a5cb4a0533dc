import Foundation
import SwiftMock
import Testing

/// Held calls and unverified expectations on test doubles still there as
/// the process exits fail the run: written to standard error, each at the
/// line that held or expected the call, with a failing exit status. Each
/// scenario runs in a process of its own (see `ProcessExitScenarios`).
@Suite(.serialized, .enabled(if: ChildRun.canStart))
struct ProcessExitTests {
  /// The file the scenarios are in, as messages name it.
  static let scenarios = "SwiftMockTests/ProcessExitScenarios.swift"
  /// The last line SwiftMock writes when the exit's check fails the run.
  static let verdict = """
    SwiftMock: the process exits with a failure: a failure was found that no test could take \
    any more.

    """

  /// Whether `output` ends with `failures`, then the exit check's verdict.
  ///
  /// Where the check releases a held call, the task that made it goes on,
  /// and may let its mock go as the check ends: that mock's last check is
  /// in flight then, which the verdict may name too, before the failure
  /// that fails the run.
  static func endsWith(_ failures: String, thenTheVerdictIn output: String) -> Bool {
    let stillInFlight = """
      SwiftMock: the process exits with a failure: a failure was still being reported as the \
      process began to exit; a failure was found that no test could take any more.

      """
    return output.hasSuffix(failures + verdict) || output.hasSuffix(failures + stillInFlight)
  }

  /// What SwiftMock writes for the held call of `fetch()` set at `line`.
  static func heldCall(at line: Int, in file: String = scenarios) -> String {
    """
    SwiftMock: found as the process exits:
    \(file):\(line): [SendableService] fetch() was suspended and never resumed; the process \
    exiting released it (suspended at \(file):\(line))

    """
  }

  /// What SwiftMock writes for the missing call `call` expected at `line`.
  static func missingCall(_ call: String, at line: Int, in file: String = scenarios) -> String {
    """
    SwiftMock: found as the process exits:
    \(file):\(line): [SendableService] Missing call: \(call) (expected at \(file):\(line)), found \
    when the process exited without a verify() that checked it

    """
  }

  /// How many times `text` occurs in `output`.
  static func occurrences(of text: String, in output: String) -> Int {
    output.components(separatedBy: text).count - 1
  }

  @Test func aCallHeldAndNeverResumedFailsTheRunAsTheProcessExits() throws {
    let run = try ChildRun.swiftTesting(suite: "HeldCallAtExitScenario")
    #expect(run.status == 1, "\(run.output)")
    #expect(
      Self.endsWith(
        Self.heldCall(at: HeldCallAtExitScenario.holdLine), thenTheVerdictIn: run.output),
      "\(run.output)")
    #expect(Self.occurrences(of: "SwiftMock:", in: run.output) == 2, "\(run.output)")
  }

  @Test func aCallHeldAtTheExitIsReportedOnceInEveryRun() async throws {
    let runs = try await ChildRun.repeated(scenarioRepetitions) {
      try ChildRun.swiftTesting(suite: "HeldCallAtExitScenario")
    }
    let expected = Self.heldCall(at: HeldCallAtExitScenario.holdLine)
    let wrong = runs.filter {
      $0.status != 1 || !Self.endsWith(expected, thenTheVerdictIn: $0.output)
        || Self.occurrences(of: "SwiftMock:", in: $0.output) != 2
    }
    #expect(runs.count == scenarioRepetitions)
    let inFlight = runs.filter { $0.output.contains("a failure was still being reported") }
    print(
      """
      held call at the exit: \(runs.count - wrong.count) of \(runs.count) runs failed with it \
      reported once, \(inFlight.count) of them naming a check still in flight
      """)
    #expect(wrong.isEmpty, "\(wrong.count) of \(scenarioRepetitions) runs: \(wrong.map(\.output))")
  }

  @Test func aHeldCallAndAMissingCallOnOneMockAreBothReported() throws {
    let run = try ChildRun.swiftTesting(suite: "HeldAndMissingCallAtExitScenario")
    #expect(run.status == 1, "\(run.output)")
    let expected =
      Self.heldCall(at: HeldAndMissingCallAtExitScenario.holdLine)
      + Self.missingCall("record(7)", at: HeldAndMissingCallAtExitScenario.expectLine)
    #expect(Self.endsWith(expected, thenTheVerdictIn: run.output), "\(run.output)")
    #expect(Self.occurrences(of: "SwiftMock:", in: run.output) == 3, "\(run.output)")
  }

  @Test func aMockKeptByTheCodeUnderTestReportsItsMissingCallAsTheProcessExits() throws {
    let run = try ChildRun.swiftTesting(suite: "KeptMockAtExitScenario")
    #expect(run.status == 1, "\(run.output)")
    let expected =
      Self.missingCall("record(3)", at: KeptMockAtExitScenario.expectLine) + Self.verdict
    #expect(run.output.hasSuffix(expected), "\(run.output)")
    #expect(Self.occurrences(of: "SwiftMock:", in: run.output) == 2, "\(run.output)")
  }

  @Test func aStaticMockMadeInClassSetUpReportsItsMissingCallAsTheProcessExits() throws {
    let run = try ChildRun.xcTest(testCase: "StaticMockAtExitScenario")
    #expect(run.status == 1, "\(run.output)")
    let expected =
      Self.missingCall(
        "record(4)", at: StaticMockAtExitScenario.expectLine,
        in: "SwiftMockTests/ProcessExitXCTestScenarios.swift") + Self.verdict
    #expect(run.output.hasSuffix(expected), "\(run.output)")
    #expect(run.output.contains("Executed 1 test, with 0 failures"), "\(run.output)")
    #expect(Self.occurrences(of: "SwiftMock:", in: run.output) == 2, "\(run.output)")
  }

  @Test func theSameShapesWithEverythingMetOrExcusedLeaveTheRunGreen() throws {
    let run = try ChildRun.swiftTesting(suite: "EverythingMetAtExitScenario")
    #expect(run.status == 0, "\(run.output)")
    #expect(run.issues.isEmpty, "\(run.issues)")
    #expect(!run.output.contains("SwiftMock:"), "\(run.output)")
  }

  @Test func aStaticMockMetOrLeftBySkippedTestsLeavesTheRunGreen() throws {
    let run = try ChildRun.xcTest(testCase: "StaticMockMetAtExitScenario")
    #expect(run.status == 0, "\(run.output)")
    #expect(
      run.output.contains("Executed 3 tests, with 2 tests skipped and 0 failures"),
      "\(run.output)")
    #expect(!run.output.contains("SwiftMock:"), "\(run.output)")
  }
}

/// A test double kept by a program that runs no tests, as the process ends.
nonisolated(unsafe) private var keptByAProgram: MockSendableService?

/// A process that ran no tests keeps its exit status, whatever test
/// doubles it leaves: a demo may leave expectations unmet.
struct ProcessExitWithoutTestsTests {
  @Test func aProgramThatRanNoTestsKeepsItsExitStatus() async {
    await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
      // A new thread, where no test runs, as in a program of its own.
      let made = DispatchSemaphore(value: 0)
      let thread = Thread {
        let mock = MockSendableService()
        mock.expect { $0.record(7) }
        keptByAProgram = mock
        made.signal()
      }
      thread.start()
      made.wait()
    }
  }
}
