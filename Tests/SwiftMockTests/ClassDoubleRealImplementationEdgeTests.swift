import SwiftMock
import SwiftMockTestSupport
import Testing

/// What a real implementation passed as `real:` may do: call the class
/// double again, throw, start a task that calls it, run for each of several
/// calls, and be held; none of it deadlocks, loses a call or runs a real
/// implementation the test did not ask for.
struct ClassDoubleRealImplementationEdgeTests {
  @Test func aRealImplementationThatCallsTheDoubleAgainMeetsItsExpectations() {
    let kettle = MockKettle()
    kettle.expect { $0.refill(then: { _ in }) }.callingRealImplementation()
    kettle.expect { $0.level = 5 }.callingRealImplementation()
    kettle.expect { $0.boil(then: { _ in }) }.returning(9)
    #expect(kettle.refill(then: { _ in }) == 9)
    #expect(kettle.realWork == ["refill", "level = 5"])
    kettle.verify()
  }

  @Test func aCallTheRealImplementationMakesThatIsNotExpectedFailsAtTheTestsLine() {
    var line = 0
    let failures = captureFailures {
      let kettle = MockKettle()
      kettle.expect { $0.refill(then: { _ in }) }.callingRealImplementation()
      line = #line; let boiled = kettle.refill(then: { _ in })
      #expect(boiled == 0)
      kettle.reset()
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [MockKettle] Unexpected call: level = 5
            the mock was made at SwiftMockTests/KettleDoubles.swift:\(MockKettle.madeAt)
          """, calledAt: line, madeAt: line - 2),
        expectedCallFailure(
          """
          [MockKettle] Unexpected call: boil(then:)
            the mock was made at SwiftMockTests/KettleDoubles.swift:\(MockKettle.madeAt)
          """, calledAt: line, madeAt: line - 2),
      ])
  }

  @Test func aTaskTheRealImplementationStartsCallsTheDoubleAsAnyCallerDoes() async {
    let kettle = MockKettle()
    kettle.expect { $0.boilLater(then: { _ in }) }.callingRealImplementation()
    kettle.expect { $0.boil(then: { _ in }) }.callingRealImplementation()
    let heard = LockedValue<[Int]>([])
    let task = kettle.boilLater { value in heard.withLock { $0.append(value) } }
    #expect(await task.value == 100)
    #expect(heard.withLock { $0 } == [100])
    #expect(kettle.realWork == ["boilLater", "boil"])
    kettle.verify()
  }

  @Test func aMemberWithADefaultNotAskedForItsRealImplementationReturnsTheDefault() async {
    let kettle = MockKettle()
    kettle.expect { $0.boilLater(then: { _ in }) }
    let task = kettle.boilLater { _ in }
    #expect(await task.value == -1)
    #expect(kettle.realWork.isEmpty)
    kettle.verify()
  }

  @Test func anExpectationOfThreeCallsRunsTheRealImplementationForEachAndNoFourth() {
    var lines: [Int] = []
    lines.append(#line); let kettle = MockKettle()
    let failures = captureFailures {
      lines.append(#line + 1)
      kettle.expect { $0.whistle { _ in } }.callingRealImplementation().times(3)
      for _ in 1...3 { kettle.whistle { _ in } }
      lines.append(#line); kettle.whistle { _ in }
      kettle.reset()
    }
    #expect(kettle.realWork == ["whistle", "whistle", "whistle"])
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [MockKettle] Unexpected call: whistle(_:)
            already received: whistle(_:), 3 calls (\(here(lines[1])))
            received: whistle(_:)
            the mock was made at SwiftMockTests/KettleDoubles.swift:\(MockKettle.madeAt)
          """, calledAt: lines[2], madeAt: lines[0])
      ])
  }

  @Test func aHeldCallReleasedByResetRunsItsRealImplementation() async {
    let kettle = MockKettle()
    let heat = await kettle.expect { await $0.heat(to: 70, progress: { _ in }) }
      .callingRealImplementation().suspended()
    let call = Task { await kettle.heat(to: 70, progress: { _ in }) }
    await heat.waitUntilReached()
    #expect(kettle.realWork.isEmpty)
    kettle.reset()
    #expect(await call.value == 70)
    #expect(kettle.realWork == ["heat(to: 70)"])
  }

  @Test func aHeldCallResumedWithAValueDoesNotRunItsRealImplementation() async {
    let kettle = MockKettle()
    let heat = await kettle.expect { await $0.heat(to: 70, progress: { _ in }) }
      .callingRealImplementation().suspended()
    let call = Task { await kettle.heat(to: 70, progress: { _ in }) }
    await heat.waitUntilReached()
    heat.resume(returning: 3)
    #expect(await call.value == 3)
    #expect(kettle.realWork.isEmpty)
    kettle.verify()
  }

  @Test func aGetterExpectationIsNotMetByASet() {
    var lines: [Int] = []
    let failures = captureFailures {
      let kettle = MockKettle()
      lines.append(#line); kettle.expect { $0.level }.callingRealImplementation()
      lines.append(#line); kettle.level = 2
      kettle.reset()
      #expect(kettle.realWork.isEmpty)
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [MockKettle] Unexpected call: level = 2
            expected: level (SwiftMockTests/ClassDoubleRealImplementationEdgeTests.swift:\(lines[0]))
            received: level = 2
            the mock was made at SwiftMockTests/KettleDoubles.swift:\(MockKettle.madeAt)
          """, calledAt: lines[1], madeAt: lines[0] - 1)
      ])
  }

  @Test func aRealSetterThatSetsTheDoubleAgainIsANewCall() {
    let kettle = StubKettle()
    kettle.given { $0.level = 1 }.callingRealImplementation()
    kettle.level = 1
    kettle.level = 2
    #expect(kettle.realWork == ["level = 1"])
    #expect(kettle.level == 0)
  }
}
