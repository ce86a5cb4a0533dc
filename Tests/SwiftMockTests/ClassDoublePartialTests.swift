import SwiftMock
import SwiftMockTestSupport
import Testing

/// Overrides written `accept(real: super.…)`: the real implementation runs
/// only for a call the test asked it for, with `.callingRealImplementation()`.
struct ClassDoublePartialTests {
  @Test func anExpectationCallingTheRealImplementationReturnsWhatItReturns() {
    let thermostat = MockThermostat(room: "hall")
    thermostat.expect { $0.temperature() }.callingRealImplementation()
    #expect(thermostat.realWork.isEmpty)
    #expect(thermostat.temperature() == 21.5)
    #expect(thermostat.realWork == ["temperature()"])
    thermostat.verify()
  }

  @Test func theRealImplementationRunsOnlyForTheCallsThatAskForIt() {
    let thermostat = MockThermostat(room: "hall")
    thermostat.expect { $0.temperature() }.returning(5)
    thermostat.expect { $0.temperature() }.callingRealImplementation()
    thermostat.expect { $0.temperature() }
    #expect(thermostat.temperature() == 5)
    #expect(thermostat.realWork.isEmpty)
    #expect(thermostat.temperature() == 21.5)
    #expect(thermostat.temperature() == 0)
    #expect(thermostat.realWork == ["temperature()"])
    thermostat.verify()
  }

  @Test func anUnexpectedCallDoesNotRunTheRealImplementation() {
    var line = 0
    let failures = captureFailures {
      let thermostat = MockThermostat(room: "hall")
      line = #line; thermostat.setTarget(4)
      #expect(thermostat.realWork.isEmpty)
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [MockThermostat] Unexpected call: setTarget(4)
            the mock was made at SwiftMockTests/ClassDoubles.swift:\(MockThermostat.madeAt)
          """, calledAt: line, madeAt: line - 1)
      ])
  }

  @Test func aMemberReturningNothingRunsItsRealImplementation() {
    let thermostat = MockThermostat(room: "hall")
    thermostat.expect { $0.setTarget(20) }.callingRealImplementation()
    thermostat.expect { $0.setTarget(21) }
    thermostat.setTarget(20)
    thermostat.setTarget(21)
    #expect(thermostat.realWork == ["setTarget(20)"])
    thermostat.verify()
  }

  @Test func aThrowingRealImplementationReturnsOrThrowsAsTheRealClassDoes() throws {
    let thermostat = MockThermostat(room: "hall")
    thermostat.allow { try $0.calibrate(offset: any()) }.callingRealImplementation()
    #expect(try thermostat.calibrate(offset: 2) == 4)
    #expect(throws: ThermostatError.negativeOffset) { try thermostat.calibrate(offset: -1) }
    #expect(thermostat.realWork == ["calibrate(offset: 2)", "calibrate(offset: -1)"])
  }

  @Test func aStubCallsTheRealImplementationWhenGivenIt() {
    let thermostat = StubThermostat(room: "porch")
    #expect(thermostat.temperature() == 0)
    thermostat.given { $0.temperature() }.callingRealImplementation()
    #expect(thermostat.report() == "porch: 21.5")
    #expect(thermostat.realWork == ["temperature()"])
  }

  @Test func theRealImplementationOfASubclassOfASubclassIsItsParents() {
    let thermostat = MockSmartThermostat(room: "lab")
    thermostat.expect { $0.temperature() }.callingRealImplementation()
    #expect(thermostat.temperature() == 22.5)
    thermostat.verify()
  }

  @Test func anOverrideWithNoRealImplementationFailsAtTheLineThatAskedForIt() {
    var line = 0
    let failures = captureFailures {
      let thermostat = SpyThermostat(room: "hall")
      line = #line; thermostat.given { $0.temperature() }.callingRealImplementation()
      #expect(thermostat.temperature() == 0)
      #expect(thermostat.realWork.isEmpty)
    }
    expectFailures(
      failures,
      [
        (
          """
          [hall] .callingRealImplementation() is set on temperature(), whose member passes no \
          real implementation to accept. Write it as accept(real: super.temperature()).
          """, line
        )
      ])
  }

  @Test func aThrowingOverrideWithNoRealImplementationIsToldToUseThrowingAccept() {
    var line = 0
    let failures = captureFailures {
      let thermostat = SpyThermostat(room: "hall")
      line = #line; thermostat.given { try $0.calibrate(offset: 1) }.callingRealImplementation()
      #expect((try? thermostat.calibrate(offset: 1)) == 0)
    }
    expectFailures(
      failures,
      [
        (
          """
          [hall] .callingRealImplementation() is set on calibrate(offset:), whose member passes no \
          real implementation to accept. Write it as try throwingAccept(real: super.calibrate(offset:)).
          """, line
        )
      ])
  }

  @Test func aMockOfAProtocolHasNoRealImplementationToCallReportedOnceHoweverManyCalls() {
    var line = 0
    let failures = captureFailures {
      let mock = MockTestProtocol()
      line = #line; mock.expect { $0.name() }.callingRealImplementation().times(3)
      #expect(mock.name() == "")
      #expect(mock.name() == "")
      #expect(mock.name() == "")
      mock.verify()
    }
    expectFailures(
      failures,
      [
        (
          """
          [TestProtocol] .callingRealImplementation() is set on name(), whose member passes no \
          real implementation to accept. Write it as accept(real: super.name()).
          """, line
        )
      ])
  }
}
