import SwiftMock
import SwiftMockTestSupport
import Testing

/// One test per row of the table of examples in "Matching calls to
/// expectations": which expectation a call satisfies.
struct MatchingRuleTests {
  @Test func twoExpectationsOfTheSameCallAnswerInTheOrderSet() {
    let mock = MockLogger()
    mock.expect { $0.flush() }.returning(true)
    mock.expect { $0.flush() }.returning(false)
    #expect(mock.flush() == true)
    #expect(mock.flush() == false)
    #expect(captureFailures { mock.verify() }.isEmpty)
  }

  @Test func aCallGoesToAnExpectationThatNeedsItBeforeOneThatOnlyMayTakeIt() {
    let mock = MockLogger()
    mock.expect { $0.flush() }.returning(true).times(atMost: 1)
    mock.expect { $0.flush() }.returning(false)
    #expect(mock.flush() == false)
    #expect(captureFailures { mock.verify() }.isEmpty)
  }

  @Test func atLeastOnceDoesNotStarveALaterExpectation() {
    let mock = MockLogger()
    mock.expect { $0.flush() }.returning(true).times(atLeast: 1)
    mock.expect { $0.flush() }.returning(false)
    #expect(mock.flush() == true)
    #expect(mock.flush() == false)
    #expect(mock.flush() == true)
    #expect(captureFailures { mock.verify() }.isEmpty)
  }

  @Test func aRangeTakesItsMinimumThenYieldsThenTakesTheRest() {
    let mock = MockLogger()
    mock.expect { $0.flush() }.returning(true).times(2...3)
    mock.expect { $0.flush() }.returning(false)
    #expect([mock.flush(), mock.flush(), mock.flush(), mock.flush()] == [true, true, false, true])
    #expect(captureFailures { mock.verify() }.isEmpty)
  }

  @Test func aCallWrittenAsValuesGoesBeforeAMatcherSetEarlier() {
    let mock = MockLogger()
    mock.expect { $0.log(any()) }
    mock.expect { $0.log("ready") }
    mock.log("ready")
    mock.log("steady")
    #expect(captureFailures { mock.verify() }.isEmpty)
  }

  @Test func aCallWrittenAsValuesGoesBeforeOneThatIgnoresArguments() {
    let mock = MockLogger()
    mock.expect { $0.log("", level: 0) }.ignoringArguments()
    mock.expect { $0.log("ready", level: 1) }
    mock.log("ready", level: 1)
    mock.log("other", level: 9)
    #expect(captureFailures { mock.verify() }.isEmpty)
  }

  @Test func anExpectationGoesBeforeAnAllowanceAndTheNewestAllowanceWins() {
    let mock = MockLogger()
    mock.allow { $0.flush() }.returning(false)
    mock.allow { $0.flush() }.returning(true)
    mock.expect { $0.flush() }.returning(false)
    #expect(mock.flush() == false)
    #expect(mock.flush() == true)
    #expect(mock.flush() == true)
    #expect(captureFailures { mock.verify() }.isEmpty)
  }

  @Test func neverWinsOverAnAllowance() {
    var line = 0
    var callLine = 0
    var neverLine = 0
    let failures = captureFailures {
      line = #line; let mock = MockLogger()
      mock.allow { $0.log(any()) }
      neverLine = #line; mock.expect { $0.log("crash") }.times(0)
      mock.log("fine")
      callLine = #line; mock.log("crash")
      mock.verify()
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [Logger] Unexpected call: log("crash")
            expected never: log("crash") (\(here(neverLine)))
            received: log("crash")
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line)
      ])
  }

  @Test func aNestedInOrderJoinsTheOrderAroundIt() {
    var line = 0
    var callLine = 0
    var firstLine = 0
    let failures = captureFailures {
      let logger = MockLogger()
      line = #line; let timeSource = MockTimeSource()
      inOrder {
        firstLine = #line; logger.expect { $0.log("start") }
        inOrder {
          timeSource.expect { $0.now() }.returning(1)
        }
      }
      callLine = #line; _ = timeSource.now()
      logger.log("start")
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [TimeSource] Out-of-order call: now()
            expected first: [Logger] log("start") (\(here(firstLine)))
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line)
      ])
  }

  @Test func resettingOneMockOfAnOrderLeavesTheOthersInOrder() {
    let logger = MockLogger()
    let timeSource = MockTimeSource()
    inOrder {
      logger.expect { $0.log("start") }
      timeSource.expect { $0.now() }.returning(1)
    }
    logger.reset()
    let failures = captureFailures {
      #expect(timeSource.now() == 1)
      timeSource.verify()
    }
    #expect(failures.isEmpty)
  }

  @Test func anExpectationReportedByVerifyNoLongerHoldsUpTheOrder() {
    let logger = MockLogger()
    let timeSource = MockTimeSource()
    inOrder {
      logger.expect { $0.log("start") }
      timeSource.expect { $0.now() }.returning(1)
    }
    #expect(captureFailures { logger.verify() }.count == 1)
    let failures = captureFailures {
      #expect(timeSource.now() == 1)
      timeSource.verify()
    }
    #expect(failures.isEmpty)
  }

  @Test func anExpectationForgottenByVerifyOrResetCannotBeChanged() {
    let mock = MockLogger()
    let expectLine = #line; let expectation = mock.expect { $0.flush() }
    let verifyLine = #line; _ = captureFailures { mock.verify() }
    var lines: [Int] = []
    let failures = captureFailures {
      lines.append(#line); expectation.returning(true)
      lines.append(#line); expectation.times(2)
      lines.append(#line); expectation.doing { _ in }
    }
    mock.reset()
    let resetExpectation = mock.expect { $0.log("x") }
    mock.reset()
    let resetLine = #line; let afterReset = captureFailures { resetExpectation.ignoringArguments() }
    let forgotten = """
      (expected at \(here(expectLine))), which verify() at \(here(verifyLine)) has already \
      forgotten; it changes nothing. Set up an expectation before the calls it is for.
      """
    expectFailures(
      failures,
      [
        ("[Logger] .returning(…) is set on flush() \(forgotten)", lines[0]),
        ("[Logger] .times(2) is set on flush() \(forgotten)", lines[1]),
        ("[Logger] .doing { … } is set on flush() \(forgotten)", lines[2]),
      ])
    expectFailures(
      afterReset,
      [
        (
          "[Logger] .ignoringArguments() is set on log(\"x\") (expected at \(here(resetLine - 2))), which reset() has already forgotten; it changes nothing. Set up an expectation before the calls it is for.",
          resetLine
        )
      ])
    #expect(captureFailures { mock.verify() }.isEmpty)
  }

  @Test func expectationsThatTookTheirLastCallAreListedInTheOrderTheyTookIt() {
    var line = 0
    var anyLine = 0
    var plainLine = 0
    var callLine = 0
    let failures = captureFailures {
      line = #line; let mock = MockLogger()
      plainLine = #line; mock.expect { $0.log("a") }
      anyLine = #line; mock.expect { $0.log(any()) }
      // The second takes its call first, out of turn; the first, at the
      // head of the queue, takes its own after it.
      mock.log("b")
      mock.log("a")
      callLine = #line; mock.log("a")
      mock.verify()
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [Logger] Unexpected call: log("a")
            already received: log(any()), 1 call (\(here(anyLine)))
            already received: log("a"), 1 call (\(here(plainLine)))
            received: log("a")
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line)
      ])
  }
}
