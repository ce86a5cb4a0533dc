import Foundation
import SwiftMock
import Testing

/// A green run means every test passed: a failure is recorded before the
/// test it belongs to is reported finished, or else the run fails. Each
/// scenario runs in processes of its own, many times, as the failures it
/// guards against came only sometimes.
@Suite(.serialized, .enabled(if: ChildRun.canStart))
struct NothingLostTests {
  @Test func aCallOnAThreadTheTestAwaitedFailsThatTest() async throws {
    let runs = try await ChildRun.repeated(scenarioRepetitions) {
      try ChildRun.swiftTesting(suite: "AwaitedThreadScenario")
    }
    let lost = runs.filter {
      !($0.status != 0
        && $0.output.contains("✘ Test aCallOnAThreadTheTestAwaited() failed")
        && $0.output.contains("[SendableService] Unexpected call: record(1)"))
    }
    #expect(lost.isEmpty, "\(lost.count) of \(runs.count) lost it: \(lost.first?.output ?? "")")
  }

  @Test func aCallOnTheMainQueueAMainActorTestAwaitedFailsThatTest() async throws {
    let runs = try await ChildRun.repeated(scenarioRepetitions) {
      try ChildRun.swiftTesting(suite: "MainQueueScenario")
    }
    let lost = runs.filter {
      !($0.status != 0
        && $0.output.contains("✘ Test aCallOnTheMainQueueTheTestAwaited() failed")
        && $0.output.contains("[SendableService] Unexpected call: record(2)"))
    }
    #expect(lost.isEmpty, "\(lost.count) of \(runs.count) lost it: \(lost.first?.output ?? "")")
  }

  @Test func aCallStillBeingWorkedOutAsTheLastTestReturnsFailsTheRun() async throws {
    let runs = try await ChildRun.repeated(scenarioRepetitions) {
      try ChildRun.swiftTesting(suite: "LastTestInFlightScenario")
    }
    let lost = runs.filter {
      !($0.status != 0 && $0.output.contains("[Courier] Unexpected call: deliver(announcer)"))
    }
    #expect(lost.isEmpty, "\(lost.count) of \(runs.count) lost it: \(lost.first?.output ?? "")")
  }

  @Test func parallelTestsOnOneMockVerifyOnlyTheirOwnExpectations() async throws {
    let runs = try await ChildRun.repeated(scenarioRepetitions) {
      try ChildRun.swiftTesting(suite: "ParallelVerifiesMocksScenario")
    }
    let blamed = runs.filter { $0.status != 0 }
    #expect(
      blamed.isEmpty, "\(blamed.count) of \(runs.count) failed: \(blamed.first?.output ?? "")")
  }

  #if os(Linux)
    @Test func aCallFromAQueueDuringTearDownFailsThatTest() async throws {
      let runs = try await ChildRun.repeated(scenarioRepetitions) {
        try ChildRun.xcTest(testCase: "TearDownQueueScenario")
      }
      let expected = """
        XCTestScenarios.swift:\(TearDownQueueScenario.callLine): error: \
        TearDownQueueScenario.test_tearDownMakesACallOnAQueue : failed - [SendableService] \
        Unexpected call: record(1)
        """
      let misplaced = runs.filter {
        !($0.status != 0 && $0.output.contains(expected)
          && !$0.output.contains("FailuresOutsideAnyTest"))
      }
      #expect(
        misplaced.isEmpty,
        "\(misplaced.count) of \(runs.count) misplaced it: \(misplaced.first?.output ?? "")")
    }

    @Test func aCallAnEarlierTestLeftOnTheMainQueueIsNeverTheLaterTestsFailure() throws {
      let run = try ChildRun.xcTest(testCase: "MainQueueLeakScenario")
      #expect(run.status != 0)
      #expect(
        run.output.contains("Test Case 'MainQueueLeakScenario.test_2_runTheMainQueue' passed"))
      // The queue runs during the later test's wait, and fails the run in
      // the earlier test's name; or, on a slow machine, while the earlier
      // test still tears down (XCTest runs the main queue then), and fails
      // that test.
      let made = "SwiftMockTests/XCTestScenarios.swift:\(MainQueueLeakScenario.madeLine)"
      let afterItsTest = """
        XCTestScenarios.swift:\(MainQueueLeakScenario.callLine): error: \
        FailuresOutsideAnyTest.reportedOutsideAnyTest : failed - [SendableService] Unexpected \
        call: record(5)
          the mock was made at \(made)
          reported outside any test; the mock belongs to \
        MainQueueLeakScenario.test_1_leaveACallOnTheMainQueue
        """
      let duringItsTest = """
        XCTestScenarios.swift:\(MainQueueLeakScenario.callLine): error: \
        MainQueueLeakScenario.test_1_leaveACallOnTheMainQueue : failed - [SendableService] \
        Unexpected call: record(5)
          the mock was made at \(made)
        """
      #expect(
        run.output.contains(afterItsTest) || run.output.contains(duringItsTest), "\(run.output)")
    }

    @Test func aMockOfAnEarlierTestCalledByALaterOneOnItsOwnThreadFailsTheLaterOne() throws {
      let run = try ChildRun.xcTest(testCase: "EarlierMockScenario")
      #expect(run.status != 0)
      #expect(
        run.output.contains(
          """
          XCTestScenarios.swift:\(EarlierMockScenario.callLine): error: \
          EarlierMockScenario.test_2_callIt : failed - [SendableService] Unexpected call: record(6)
            the mock was made at SwiftMockTests/XCTestScenarios.swift:\(EarlierMockScenario.madeLine)
          """), "\(run.output)")
      #expect(!run.output.contains("FailuresOutsideAnyTest"))
    }

    @Test func aLaterTestOfAClassWhoseNameEndsWithTheEarliersIsStillTheOneThatCalled() throws {
      let run = try ChildRun.xcTest(
        testCase: "LeftBehindScenario", alsoRunning: ["ZLeftBehindScenario"])
      #expect(run.status != 0)
      #expect(
        run.output.contains(
          """
          XCTestScenarios.swift:\(ZLeftBehindScenario.callLine): error: \
          ZLeftBehindScenario.test_shared : failed - [SendableService] Unexpected call: record(7)
            the mock was made at SwiftMockTests/XCTestScenarios.swift:\(LeftBehindScenario.madeLine)
          """), "\(run.output)")
      #expect(!run.output.contains("FailuresOutsideAnyTest"))
    }
  #endif
}
