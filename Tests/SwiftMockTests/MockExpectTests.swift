import Foundation
import SwiftMock
import SwiftMockTestSupport
import Testing

struct MockExpectTests {
  @Test func anExpectedCallSatisfiesItsExpectation() {
    let mock = MockTestProtocol()
    mock.expect { $0.voidFunction(value: 42) }
    mock.voidFunction(value: 42)
    #expect(captureFailures { mock.verify() }.isEmpty)
  }

  @Test func returningGivesTheCallItsValue() {
    let mock = MockTestProtocol()
    mock.expect { $0.name() }.returning("dent")
    #expect(mock.name() == "dent")
  }

  @Test func returningNilGivesAnOptionalCallNil() {
    let mock = MockTestProtocol()
    mock.expect { $0.optionalName() }.returning(nil)
    mock.expect { $0.optionalName() }.returning("arthur")
    #expect(mock.optionalName() == nil)
    #expect(mock.optionalName() == "arthur")
  }

  @Test func callsConsumeExpectationsInTheOrderTheyWereSet() {
    let mock = MockTestProtocol()
    mock.expect { $0.count() }.returning(1)
    mock.expect { $0.count() }.returning(2)
    #expect(mock.count() == 1)
    #expect(mock.count() == 2)
  }

  @Test func aCallConsumesTheEarliestExpectationItMatches() {
    let mock = MockTestProtocol()
    mock.expect { $0.add(1, 1) }.returning(10)
    mock.expect { $0.add(2, 2) }.returning(20)
    mock.expect { $0.add(1, 1) }.returning(30)
    #expect(mock.add(2, 2) == 20)
    #expect(mock.add(1, 1) == 10)
    #expect(mock.add(1, 1) == 30)
    #expect(captureFailures { mock.verify() }.isEmpty)
  }

  @Test func throwingMakesTheCallThrow() {
    let mock = MockTestProtocol()
    mock.expect { try $0.load() }.throwing(TestError(code: 1))
    #expect(throws: TestError(code: 1)) { try mock.load() }
  }

  @Test func throwingWorksForAThrowingVoidMember() {
    let mock = MockTestProtocol()
    mock.expect { try $0.save("draft") }.throwing(TestError(code: 2))
    #expect(throws: TestError(code: 2)) { try mock.save("draft") }
  }

  @Test func aThrowingMemberReturnsItsValueWhenNotToldToThrow() throws {
    let mock = MockTestProtocol()
    mock.expect { try $0.load() }.returning("loaded")
    #expect(try mock.load() == "loaded")
  }

  @Test func doingRunsWithTheActionArguments() {
    let mock = MockTestProtocol()
    let url = URL(string: "https://example.com")!
    mock.expect { $0.fetch(url: url, completion: { _ in }) }
      .doing { actionArgs in (actionArgs[0] as? (String) -> Void)?("payload") }
    var received: String?
    mock.fetch(url: url) { received = $0 }
    #expect(received == "payload")
    #expect(captureFailures { mock.verify() }.isEmpty)
  }

  @Test func doingWithPlainArgumentsReceivesThemAll() {
    let mock = MockTestProtocol()
    var seen: [Int] = []
    mock.expect { $0.add(3, 4) }
      .doing { actionArgs in seen = actionArgs.compactMap { $0 as? Int } }
      .returning(7)
    #expect(mock.add(3, 4) == 7)
    #expect(seen == [3, 4])
  }

  @Test func doingAndReturningChainInEitherOrder() {
    let mock = MockTestProtocol()
    var runs = 0
    mock.expect { $0.count() }.returning(5).doing { _ in runs += 1 }
    mock.expect { $0.count() }.doing { _ in runs += 1 }.returning(6)
    #expect(mock.count() == 5)
    #expect(mock.count() == 6)
    #expect(runs == 2)
  }

  @Test func aSetterExpectationIsNotSatisfiedByAGet() {
    var line = 0
    var callLine = 0
    var expectLine = 0
    let failures = captureFailures {
      line = #line; let mock = MockTestProtocol()
      expectLine = #line; mock.expect { $0.value = 42 }
      callLine = #line; _ = mock.value
      mock.value = 42
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [TestProtocol] Unexpected call: value
            expected: value = 42 (\(here(expectLine)))
            received: value
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line)
      ])
  }

  @Test func getterAndSetterExpectationsAreEachSatisfied() {
    let mock = MockTestProtocol()
    mock.expect { $0.value = 42 }
    mock.expect { $0.value }.returning(42)
    mock.value = 42
    #expect(mock.value == 42)
    #expect(captureFailures { mock.verify() }.isEmpty)
  }

  @Test func anExpectBlockThatCallsNothingIsReportedAtItsLine() {
    var line = 0
    let failures = captureFailures {
      let mock = MockTestProtocol()
      line = #line; mock.expect { _ in }.returning(())
      mock.verify()
    }
    expectFailures(
      failures,
      [
        (
          "[TestProtocol] The expect block called no method of this mock. Call exactly one mocked method in it, like expect { $0.load() }.",
          line
        )
      ])
  }

  @Test func anExpectBlockThatCallsTwoMethodsIsReportedAndAddsNothing() {
    var line = 0
    let failures = captureFailures {
      let mock = MockTestProtocol()
      line = #line; mock.expect { $0.voidFunction(value: $0.count()) }
      mock.verify()
    }
    expectFailures(
      failures,
      [
        (
          "[TestProtocol] The expect block called 2 methods: count(), voidFunction(value: 0). Call exactly one mocked method in each expect block.",
          line
        )
      ])
  }

  @Test func anExpectBlockThatCallsAnotherMockIsReported() {
    var line = 0
    let failures = captureFailures {
      let mock = MockTestProtocol()
      let timeSource = MockTimeSource()
      line = #line; mock.expect { $0.voidFunction(value: timeSource.now()) }
      mock.verify()
      timeSource.verify()
    }
    expectFailures(
      failures,
      [
        (
          "[TestProtocol] The expect block called a method of another test double: [TimeSource] now(). Call only this mock's methods in it.",
          line
        )
      ])
  }

  @Test func throwingOnAMemberThatCannotThrowIsReportedAtThatLine() {
    var line = 0
    let failures = captureFailures {
      let mock = MockTestProtocol()
      let expectation = mock.expect { $0.name() }
      line = #line; expectation.throwing(TestError(code: 3))
      #expect(mock.name() == "")
    }
    expectFailures(
      failures,
      [
        (
          "[TestProtocol] .throwing(TestError(3)) is set on name(), which cannot throw; the error is ignored.",
          line
        )
      ])
  }

  @Test func anExpectBlockThatThrowsIsReportedAndAddsNothing() {
    var line = 0
    let failures = captureFailures {
      let mock = MockTestProtocol()
      line = #line; mock.expect { _ in throw TestError(code: 4) }
      mock.verify()
    }
    expectFailures(
      failures,
      [
        (
          "[TestProtocol] The expect block threw TestError(4). It should only make the call, whose answer is set with .throwing(…).",
          line
        )
      ])
  }

  @Test func aMockThatDoesNotConformToItsProtocolIsReportedNotCrashedOn() {
    final class Unconforming: Mock<TestProtocol> {}
    var line = 0
    let failures = captureFailures {
      line = #line; Unconforming().expect { $0.voidFunction(value: 1) }
    }
    expectFailures(
      failures,
      [
        (
          "[TestProtocol] Unconforming does not conform to TestProtocol, so expect cannot call it. Declare it as: class Unconforming: Mock<TestProtocol>, TestProtocol",
          line
        )
      ])
  }

  @Test func expectationsAddedAfterSomeCallsAreMatchedByLaterCalls() {
    let mock = MockTestProtocol()
    mock.expect { $0.count() }.returning(1)
    #expect(mock.count() == 1)
    mock.expect { $0.count() }.returning(2)
    #expect(mock.count() == 2)
    #expect(captureFailures { mock.verify() }.isEmpty)
  }
}
