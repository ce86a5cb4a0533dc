import SwiftMock
import SwiftMockTestSupport
import Testing

struct MockTests {
  @Test func nameDefaultsToTheProtocolName() {
    #expect(MockTestProtocol().mockName == "TestProtocol")
    #expect(MockTestProtocol.create().mockName == "TestProtocol")
  }

  @Test func nameCanBeGiven() {
    #expect(MockTestProtocol(name: "primary").mockName == "primary")
    #expect(MockTestProtocol.create(name: "secondary").mockName == "secondary")
  }

  @Test func createReturnsTheSubclass() {
    let mock = MockTestProtocol.create()
    mock.expect { $0.voidFunction(value: 1) }
    mock.voidFunction(value: 1)
    let failures = captureFailures { mock.verify() }
    #expect(failures.isEmpty)
  }

  @Test func aMockWithNoExpectationsIsADummyThatFailsWhenUsed() {
    var line = 0
    var callLine = 0
    let failures = captureFailures {
      line = #line; let dummy = MockTestProtocol()
      callLine = #line; dummy.voidFunction(value: 7)
      dummy.verify()
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [TestProtocol] Unexpected call: voidFunction(value: 7)
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line)
      ])
  }

  @Test func aDummyThatIsNotUsedPasses() {
    let failures = captureFailures {
      let dummy = MockTestProtocol()
      dummy.verify()
    }
    #expect(failures.isEmpty)
  }

  @Test func theGivenNameIsInEveryFailure() {
    var line = 0
    var callLine = 0
    let failures = captureFailures {
      line = #line; let mock = MockTestProtocol.create(name: "primary")
      callLine = #line; _ = mock.count()
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [primary] Unexpected call: count()
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line)
      ])
  }

  @Test func resetForgetsExpectationsWithoutReporting() {
    let failures = captureFailures {
      let mock = MockTestProtocol()
      mock.expect { $0.voidFunction(value: 1) }
      mock.reset()
      mock.verify()
    }
    #expect(failures.isEmpty)
  }

  @Test func anExpectationAddedAfterResetIsChecked() {
    var line = 0
    let failures = captureFailures {
      let mock = MockTestProtocol()
      mock.expect { $0.voidFunction(value: 1) }
      mock.reset()
      mock.expect { $0.voidFunction(value: 2) }
      line = #line; mock.verify()
    }
    expectFailures(
      failures,
      [
        (
          "[TestProtocol] Missing call: voidFunction(value: 2) (expected at \(here(line - 1)))",
          line
        )
      ])
  }
}

/// A protocol with a member named like one of the mock's own.
protocol Resettable {
  func reset()
}

final class MockResettable: Mock<Resettable>, Resettable {
  override func reset() { accept() }
  /// The mock's own reset, under another name.
  func forgetExpectations() { super.reset() }
}

struct NameClashTests {
  @Test func aProtocolsResetIsMockedAndTheMocksResetStillReachable() {
    let mock = MockResettable()
    mock.expect { $0.reset() }
    mock.reset()
    #expect(captureFailures { mock.verify() }.isEmpty)
    mock.expect { $0.reset() }
    mock.forgetExpectations()
    #expect(captureFailures { mock.verify() }.isEmpty)
  }
}
