import SwiftMock
import SwiftMockTestSupport
import Testing

struct ExpectationTimesTests {
  @Test func anExactCountIsSatisfiedByThatManyCalls() {
    let mock = MockLogger()
    mock.expect { $0.log("x") }.times(3)
    for _ in 0..<3 { mock.log("x") }
    #expect(captureFailures { mock.verify() }.isEmpty)
  }

  @Test func tooFewCallsAreReportedWithTheCounts() {
    let mock = MockLogger()
    let expectLine = #line; mock.expect { $0.log("x") }.times(3)
    mock.log("x")
    let line = #line; let failures = captureFailures { mock.verify() }
    expectFailures(
      failures,
      [
        (
          "[Logger] Missing calls: expected 3 calls of log(\"x\"), received 1 (expected at \(here(expectLine)))",
          line
        )
      ])
  }

  @Test func aCallBeyondTheCountIsUnexpected() {
    var line = 0
    var expectLine = 0
    var callLine = 0
    let failures = captureFailures {
      line = #line; let mock = MockLogger()
      expectLine = #line; mock.expect { $0.log("x") }.times(2)
      callLine = #line; for _ in 0..<3 { mock.log("x") }
      mock.verify()
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [Logger] Unexpected call: log("x")
            already received: log("x"), 2 calls (\(here(expectLine)))
            received: log("x")
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line)
      ])
  }

  @Test func timesZeroMeansNever() {
    var line = 0
    var expectLine = 0
    var callLine = 0
    let failures = captureFailures {
      line = #line; let mock = MockLogger()
      mock.expect { $0.log("crash") }.times(0)
      mock.verify()
      expectLine = #line; mock.expect { $0.log("crash") }.times(0)
      callLine = #line; mock.log("crash")
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [Logger] Unexpected call: log("crash")
            expected never: log("crash") (\(here(expectLine)))
            received: log("crash")
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line)
      ])
  }

  @Test func atLeastNeedsTheMinimumAndTakesMore() {
    let mock = MockLogger()
    let expectLine = #line; mock.expect { $0.log("x") }.times(atLeast: 2)
    mock.log("x")
    let line = #line; let tooFew = captureFailures { mock.verify() }
    expectFailures(
      tooFew,
      [
        (
          "[Logger] Missing calls: expected at least 2 calls of log(\"x\"), received 1 (expected at \(here(expectLine)))",
          line
        )
      ])
    mock.expect { $0.log("x") }.times(atLeast: 2)
    for _ in 0..<5 { mock.log("x") }
    #expect(captureFailures { mock.verify() }.isEmpty)
  }

  @Test func atMostNeedsNoneAndTakesUpToTheMaximum() {
    var line = 0
    var expectLine = 0
    var callLine = 0
    let failures = captureFailures {
      line = #line; let mock = MockLogger()
      expectLine = #line; mock.expect { $0.log("x") }.times(atMost: 2)
      #expect(captureFailures { mock.verify() }.isEmpty)
      callLine = #line; for _ in 0..<3 { mock.log("x") }
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [Logger] Unexpected call: log("x")
            already received: log("x"), 2 calls (\(here(expectLine)))
            received: log("x")
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line)
      ])
  }

  @Test func aRangeNeedsItsLowerBoundAndTakesItsUpperBound() {
    let mock = MockLogger()
    let expectLine = #line; mock.expect { $0.log("x") }.times(2...4)
    mock.log("x")
    let line = #line; let failures = captureFailures { mock.verify() }
    expectFailures(
      failures,
      [
        (
          "[Logger] Missing calls: expected 2 to 4 calls of log(\"x\"), received 1 (expected at \(here(expectLine)))",
          line
        )
      ])
  }

  @Test func aCountedExpectationKeepsItsOrderAmongOthers() {
    let mock = MockLogger()
    mock.expect { $0.flush() }.returning(true).times(2)
    mock.expect { $0.flush() }.returning(false)
    #expect([mock.flush(), mock.flush(), mock.flush()] == [true, true, false])
    #expect(captureFailures { mock.verify() }.isEmpty)
  }

  @Test func aNegativeCountIsReportedAndIgnored() {
    let mock = MockLogger()
    let expectation = mock.expect { $0.log("x") }
    let line = #line; let failures = captureFailures { expectation.times(-1) }
    expectFailures(
      failures,
      [
        (
          "[Logger] .times(-1) on log(\"x\") cannot expect a negative number of calls; the count is unchanged.",
          line
        )
      ])
    mock.log("x")
    #expect(captureFailures { mock.verify() }.isEmpty)
  }

  @Test func aCountOnAnAllowanceIsReported() {
    let mock = MockLogger()
    let allowance = mock.allow { $0.flush() }
    let line = #line; let failures = captureFailures { allowance.times(2) }
    expectFailures(
      failures,
      [
        (
          "[Logger] .times(2) on flush() applies to expect, not to allow or given, whose calls may come any number of times; the count is unchanged.",
          line
        )
      ])
  }

  @Test func ignoringArgumentsMatchesAnyArguments() {
    let mock = MockLogger()
    mock.expect { $0.log("") }.ignoringArguments().times(2)
    mock.log("a")
    mock.log("b")
    #expect(captureFailures { mock.verify() }.isEmpty)
    let expectLine = #line; mock.expect { $0.log("", level: 0) }.ignoringArguments()
    let line = #line; let failures = captureFailures { mock.verify() }
    expectFailures(
      failures,
      [("[Logger] Missing call: log(_:level:) (expected at \(here(expectLine)))", line)])
  }

  @Test func anExpectationWhoseCountIsRaisedAfterItsCallsTakesMoreInItsTurn() {
    let mock = MockTestProtocol()
    let first = mock.expect { $0.count() }.returning(1)
    mock.expect { $0.count() }.returning(2)
    #expect(mock.count() == 1)
    first.times(2)
    #expect(mock.count() == 1)
    #expect(mock.count() == 2)
    #expect(captureFailures { mock.verify() }.isEmpty)
  }
}
