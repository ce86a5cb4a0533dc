import Foundation
import Testing

/// A failing call on a thread with little stack left, or on a stack that is
/// not its thread's own, is worked out on a worker thread: it never hangs
/// the run, never crashes it, and stays the failure of the test whose task
/// made the call. Each scenario (see `SmallStackScenarios.swift`) runs in a
/// process of its own, as a hang or a crash would stop the run.
@Suite(.serialized, .enabled(if: ChildRun.canStart))
struct SmallStackRoutingTests {
  private let file = "SwiftMockTests/SmallStackScenarios.swift"

  @Test func aDescriptionThatWaitsForTheMainQueueDoesNotHoldUpTheTestsOwnFailure() throws {
    let run = try ChildRun.swiftTesting(suite: "DescriptionWaitsForTheMainQueueScenario")
    let lines = run.notedLines
    let test = "aDescriptionWaitsForTheMainQueue()"
    #expect(!run.output.contains("the process still ran"), "\(run.output)")
    #expect(run.status == 1)
    #expect(
      Set(run.issues.map(\.description)) == [
        ChildIssue(
          test: test, location: "\(file):\(lines["record"] ?? 0)",
          message: """
            [SendableService] Unexpected call: record(1)
              the mock was made at \(file):\(lines["service"] ?? 0)
            """, isKnown: false
        ).description,
        ChildIssue(
          test: test, location: "\(file):\(lines["put"] ?? 0)",
          message: """
            [Inbox] Unexpected call: put(a parcel)
              the mock was made at \(file):\(lines["inbox"] ?? 0)
            """, isKnown: false
        ).description,
      ], "\(run.output)")
  }

  @Test func aDeepCallOnATestsOwnTaskIsThatTestsFailure() throws {
    let run = try ChildRun.swiftTesting(suite: "DeepCallScenario")
    let lines = run.notedLines
    let made = "the mock was made at \(file):\(lines["made"] ?? 0)"
    #expect(run.status == 1)
    #expect(run.output.contains("✔ Test a_makeAMock() passed"), "\(run.output)")
    // A test with a reporter of its own takes it.
    #expect(
      run.issues.filter { $0.test != nil } == [
        ChildIssue(
          test: "c_callItDeepWithAMockOfItsOwn()", location: "\(file):\(lines["deepWithOwn"] ?? 0)",
          message: "[SendableService] Unexpected call: record(22)\n  \(made)", isKnown: false)
      ], "\(run.output)")
    // One without fails the run, naming it: only its own task could record
    // an issue in its name. (Swift Testing may show an issue of no test
    // more than once.)
    let forTheRun = run.issues.filter { $0.test == nil }
    #expect(!forTheRun.isEmpty)
    #expect(
      forTheRun.allSatisfy {
        $0
          == ChildIssue(
            test: nil, location: "\(file):\(lines["deep"] ?? 0)",
            message: """
              [SendableService] Unexpected call: record(21)
                \(made)
                reported for the run: the call was made in b_callItDeep(), with too little stack \
              left to record it there
              """, isKnown: false)
      }, "\(run.output)")
  }

  @Test func aCallInASignalHandlerOnAnAlternateStackFailsItsTestWithoutACrash() throws {
    let run = try ChildRun.swiftTesting(suite: "SignalHandlerScenario")
    let made = run.notedLines["made"] ?? 0
    #expect(!run.output.contains("the process still ran"), "\(run.output)")
    #expect(run.status == 1)
    #expect(
      run.issues == [
        ChildIssue(
          test: "anUnexpectedCallInASignalHandler()", location: "\(file):\(made)",
          message: """
            [Gauge] Unexpected call: show(GaugeReading(sensor: "alt", values: [1.5], flags: ["x"]))
              reported at the line that made the mock: the calling thread's stack could not be read
            """, isKnown: false)
      ], "\(run.output)")
  }
}
