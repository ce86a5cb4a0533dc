import Foundation
import SwiftMockTestSupport
import Testing

@testable import SwiftMock

/// The static members of a test double keep one state for each test: work
/// done as two tests within one (through the seam the library keeps for
/// it) never sees the other's expectations, answers or calls.
struct StaticMemberIsolationTests {
  /// Two keys no other test uses: tests run in parallel.
  private let first = TestKey.xcTest(generation: 1_000_000 + seamKeys.add(1))
  private let second = TestKey.xcTest(generation: 1_000_000 + seamKeys.add(1))

  @discardableResult
  private func asTest<Result>(_ test: TestKey?, _ work: () throws -> Result) rethrows -> Result {
    try StaticDoubles.$testOverride.withValue(.some(test), operation: work)
  }

  @Test func eachTestGetsTheAnswersItGave() {
    let failures = captureFailures {
      asTest(first) { MockClock.expect { $0.now() }.returning(1) }
      asTest(second) { MockClock.expect { $0.now() }.returning(2) }
      asTest(second) { #expect(MockClock.now() == 2) }
      asTest(first) { #expect(MockClock.now() == 1) }
      asTest(first) { MockClock.verify() }
      asTest(second) { MockClock.verify() }
    }
    #expect(failures.isEmpty)
    StaticDoubles.release(doublesOf: first)
    StaticDoubles.release(doublesOf: second)
  }

  @Test func anExpectationOfOneTestIsNotMetByAnotherTestsCall() {
    var expectLine = 0
    var callLine = 0
    var verifyLine = 0
    var secondMadeLine = 0
    let failures = captureFailures {
      asTest(first) {
        expectLine = #line; MockClock.expect { $0.now() }.returning(1)
      }
      asTest(second) {
        secondMadeLine = #line; MockClock.expect { $0.reload(zone: "UTC") }
        MockClock.reload(zone: "UTC")
        callLine = #line; _ = MockClock.now()
      }
      asTest(first) {
        verifyLine = #line; MockClock.verify()
      }
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [Clock] Unexpected call: now()
            the mock was made at \(here(secondMadeLine))
          """, calledAt: callLine, madeAt: secondMadeLine),
        ("[Clock] Missing call: now() (expected at \(here(expectLine)))", verifyLine),
      ])
    StaticDoubles.release(doublesOf: first)
    StaticDoubles.release(doublesOf: second)
  }

  @Test func aSpyCountsEachTestsCallsApart() {
    asTest(first) { _ = SpyClock.now() }
    asTest(second) {
      _ = SpyClock.now()
      _ = SpyClock.now()
    }
    #expect(asTest(first) { SpyClock.callCount { $0.now() } } == 1)
    #expect(asTest(second) { SpyClock.callCount { $0.now() } } == 2)
    StaticDoubles.release(doublesOf: first)
    StaticDoubles.release(doublesOf: second)
  }

  @Test func theEndOfATestLetsGoOfItsStaticDoubles() {
    asTest(first) { MockClock.allow { $0.now() }.returning(4) }
    asTest(second) { StubClock.given { $0.now() }.returning(5) }
    #expect(asTest(first) { MockClock.existingStaticDouble } != nil)
    StaticDoubles.release(doublesOf: first)
    #expect(asTest(first) { MockClock.existingStaticDouble } == nil)
    #expect(asTest(second) { StubClock.now() } == 5)
    StaticDoubles.release(doublesOf: second)
    #expect(asTest(second) { StubClock.existingStaticDouble } == nil)
  }

  @Test func resetInTheMiddleOfATestStartsItsStaticMembersAfresh() {
    let failures = captureFailures {
      asTest(first) {
        MockClock.expect { $0.now() }.returning(1)
        MockClock.reset()
        #expect(MockClock.existingStaticDouble == nil)
        MockClock.expect { $0.now() }.returning(2)
        #expect(MockClock.now() == 2)
        MockClock.verify()
      }
      asTest(second) { MockClock.verify() }
    }
    #expect(failures.isEmpty)
    StaticDoubles.release(doublesOf: first)
  }

  @Test func aStaticCallWhereNoTestRunsReachesTheProcessWideDouble() async {
    StubClock.given { $0.now() }.returning(5)
    let seam = asTest(nil) { StubClock.now() }
    // A detached task does not run the test: it sees none of its answers.
    let detached = await Task.detached { StubClock.now() }.value
    let thread = await withCheckedContinuation { continuation in
      Thread.detachNewThread { continuation.resume(returning: StubClock.now()) }
    }
    #expect(StubClock.now() == 5)
    #expect([seam, detached, thread] == [Int](repeating: 0, count: 3))
    asTest(nil) { StubClock.reset() }
    #expect(asTest(nil) { StubClock.existingStaticDouble } == nil)
  }

  @Test func theTraitVerifiesTheStaticMembersAndLetsThemGo() async throws {
    let expectation = LockedValue(0)
    let failures = try await captureFailures {
      try await (.verifiesMocks as VerifiesMocksTrait).provideScope(
        for: Test.current!, testCase: nil
      ) {
        let line = #line; MockClock.expect { $0.now() }
        expectation.withLock { $0 = line }
      }
    }
    let line = expectation.withLock { $0 }
    expectFailures(
      failures, [("[Clock] Missing call: now() (expected at \(here(line)))", line)])
    #expect(MockClock.existingStaticDouble == nil)
  }
}

/// The numbers of the keys the tests of isolation run work under.
private let seamKeys = AtomicCount()

/// Two tests that run in parallel set expectations on the same static
/// member, with answers of their own, and each gets its own.
struct StaticMemberParallelTests {
  @Test func oneTestExpectsTheStaticMember() async {
    await expectOwnAnswers(from: 1_000)
  }

  @Test func anotherTestExpectsTheSameStaticMember() async {
    await expectOwnAnswers(from: 2_000)
  }

  @Test(arguments: 0..<6)
  func parameterizedCasesEachExpectTheStaticMember(case number: Int) async {
    await expectOwnAnswers(from: 10_000 * (number + 1))
  }

  private func expectOwnAnswers(from start: Int) async {
    for answer in start..<(start + 200) {
      MockClock.expect { $0.now() }.returning(answer)
      await Task.yield()
      #expect(MockClock.now() == answer)
    }
    MockClock.verify()
  }
}
