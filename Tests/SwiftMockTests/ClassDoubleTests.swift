import SwiftMock
import SwiftMockTestSupport
import Testing

/// `ClassDouble`: a subclass of a real class whose overrides call `accept`,
/// used as a mock, a stub or a spy.
struct ClassDoubleTests {
  /// `SwiftMockTests/ClassDoubles.swift:line`, where a class double's test
  /// double is made.
  private func fixture(_ line: Int) -> String {
    "SwiftMockTests/ClassDoubles.swift:\(line)"
  }

  @Test func expectedCallsOfOverridesAreAnsweredAndVerified() {
    let failures = captureFailures {
      let thermostat = MockThermostat(room: "hall")
      thermostat.expect { $0.temperature() }.returning(18)
      thermostat.expect { $0.setTarget(20) }
      #expect(thermostat.temperature() == 18)
      thermostat.setTarget(20)
      thermostat.verify()
      #expect(thermostat.realWork.isEmpty)
    }
    #expect(failures.isEmpty)
  }

  @Test func anUnexpectedCallOfAnOverrideFailsAtTheTestsLine() {
    var callLine = 0
    var madeLine = 0
    let failures = captureFailures {
      madeLine = #line; let thermostat = MockThermostat(room: "hall")
      callLine = #line; thermostat.setTarget(19)
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [MockThermostat] Unexpected call: setTarget(19)
            the mock was made at \(fixture(MockThermostat.madeAt))
          """, calledAt: callLine, madeAt: madeLine)
      ])
    _ = madeLine
  }

  @Test func aMissingCallIsReportedAtVerify() {
    var expectLine = 0
    var verifyLine = 0
    let failures = captureFailures {
      let thermostat = MockThermostat(room: "hall")
      expectLine = #line; thermostat.expect { $0.setTarget(22) }
      verifyLine = #line; thermostat.verify()
    }
    expectFailures(
      failures,
      [
        (
          "[MockThermostat] Missing call: setTarget(22) (expected at \(here(expectLine)))",
          verifyLine
        )
      ])
  }

  @Test func anOverrideCalledByTheRealClassItselfIsACallOfTheDouble() {
    let thermostat = MockThermostat(room: "hall")
    thermostat.expect { $0.temperature() }.returning(17)
    #expect(thermostat.report() == "hall: 17.0")
    thermostat.verify()
  }

  @Test func theRealClassesStateIsThereForTheDouble() {
    #expect(MockThermostat(room: "attic").room == "attic")
  }

  @Test func allowAnswersAnyNumberOfCalls() {
    let failures = captureFailures {
      let thermostat = MockThermostat(room: "hall")
      thermostat.allow { $0.temperature() }.returning(19)
      #expect(thermostat.report() == "hall: 19.0")
      #expect(thermostat.report() == "hall: 19.0")
      thermostat.verify()
    }
    #expect(failures.isEmpty)
  }

  @Test func throwingOverridesAnswerWithTheExpectationsError() {
    let thermostat = MockThermostat(room: "hall")
    thermostat.expect { try $0.calibrate(offset: 3) }.throwing(ThermostatError.negativeOffset)
    #expect(throws: ThermostatError.negativeOffset) { try thermostat.calibrate(offset: 3) }
    thermostat.verify()
    #expect(thermostat.realWork.isEmpty)
  }

  @Test func asyncOverridesAreExpectedWithAwait() async {
    let thermostat = MockThermostat(room: "hall")
    await thermostat.expect { await $0.reading() }.returning(23)
    #expect(await thermostat.reading() == 23)
    thermostat.verify()
  }

  @Test func resetForgetsTheExpectations() {
    let failures = captureFailures {
      let thermostat = MockThermostat(room: "hall")
      thermostat.expect { $0.setTarget(1) }
      thermostat.reset()
      thermostat.verify()
    }
    #expect(failures.isEmpty)
  }

  @Test func aStubAnswersWhatItIsGivenAndNeverFails() async {
    let failures = await captureFailures {
      let thermostat = StubThermostat(room: "hall")
      thermostat.given { $0.temperature() }.returning(25)
      await thermostat.given { await $0.reading() }.returning(7)
      thermostat.setTarget(3)
      #expect(thermostat.report() == "hall: 25.0")
      #expect(await thermostat.reading() == 7)
      #expect(thermostat.realWork.isEmpty)
    }
    #expect(failures.isEmpty)
  }

  @Test func aStubWithNoAnswerAnswersTheDefault() {
    let thermostat = StubThermostat(room: "hall")
    #expect(thermostat.temperature() == 0)
    #expect(thermostat.realWork.isEmpty)
  }

  @Test func aSpyRemembersItsCallsAndTheirArguments() {
    let thermostat = SpyThermostat(room: "hall")
    thermostat.given { $0.temperature() }.returning(30)
    thermostat.setTarget(18)
    thermostat.setTarget(21)
    _ = thermostat.report()
    #expect(
      thermostat.calls.map(\.function) == ["setTarget(_:)", "setTarget(_:)", "temperature()"])
    #expect(thermostat.received { $0.setTarget(21) })
    #expect(!thermostat.received { $0.setTarget(5) })
    #expect(thermostat.callCount(ignoringArguments: true) { $0.setTarget(0) } == 2)
    #expect(thermostat.calls { $0.setTarget(18) }.count == 1)
    thermostat.verifyReceived(times: 2, ignoringArguments: true) { $0.setTarget(0) }
    thermostat.verifyReceived(atLeast: 1) { $0.temperature() }
    thermostat.verifyReceived(atMost: 0) { try $0.calibrate(offset: 1) }
    thermostat.clearCalls()
    #expect(thermostat.calls.isEmpty)
    #expect(thermostat.temperature() == 30)
  }

  @Test func aSpysVerifyReceivedFailsWithTheSpysName() {
    var line = 0
    let failures = captureFailures {
      let thermostat = SpyThermostat(room: "hall")
      thermostat.setTarget(18)
      line = #line; thermostat.verifyReceived { $0.setTarget(19) }
    }
    expectFailures(
      failures,
      [
        (
          """
          [hall] Wanted but not invoked: setTarget(19)
            received instead: setTarget(18)
          """, line
        )
      ])
  }

  @Test func aClassWithARequiredInitializerIsMadeWithTheTestsArguments() {
    let counter = MockCounter(start: 41)
    counter.expect { $0.next() }.returning(7)
    #expect(counter.start == 41)
    #expect(counter.next() == 7)
    counter.verify()
  }

  @Test func aSubclassOfASubclassIsDoubled() {
    let thermostat = MockSmartThermostat(room: "lab")
    thermostat.expect { $0.humidity() }.returning(55)
    thermostat.expect { $0.temperature() }.returning(10)
    #expect(thermostat.humidity() == 55)
    #expect(thermostat.report() == "lab: 10.0")
    thermostat.verify()
  }

  @Test func aBlockThatCallsNoOverrideFailsAtItsLine() {
    var line = 0
    let failures = captureFailures {
      let thermostat = MockThermostat(room: "hall")
      line = #line; thermostat.expect { _ = $0.room }
    }
    expectFailures(
      failures,
      [
        (
          """
          [MockThermostat] The expect block called no method of this mock. \
          Call exactly one mocked method in it, like expect { $0.load() }.
          """, line
        )
      ])
  }

  @Test func theMockNameIsTheClassDoublesTypeOrTheNameItWasGiven() {
    #expect(MockThermostat(room: "hall").mockName == "MockThermostat")
    #expect(SpyThermostat(room: "hall").mockName == "hall")
  }

  @Test func aBlockRunOnTheTestDoubleOfAClassDoubleFailsSayingWhereToCallIt() {
    var line = 0
    let failures = captureFailures {
      let thermostat = MockThermostat(room: "hall")
      line = #line; thermostat.testDouble.expect { $0.setTarget(1) }
      thermostat.verify()
    }
    expectFailures(
      failures,
      [
        (
          """
          [MockThermostat] expect was called on the test double of a class double, which cannot \
          give the block the MockThermostat it calls. Call it on the MockThermostat itself, like \
          expect { $0.load() }, not on its testDouble.
          """, line
        )
      ])
  }

  @MainActor @Test func aMainActorClassIsDoubledWithAConformanceIsolatedToIt() {
    var expectLine = 0
    var verifyLine = 0
    let failures = captureFailures {
      let model = MockTitleModel()
      model.expect { $0.title() }.returning("mocked")
      #expect(model.title() == "mocked")
      expectLine = #line; model.expect { $0.title() }
      verifyLine = #line; model.verify()
    }
    expectFailures(
      failures,
      [("[MockTitleModel] Missing call: title() (expected at \(here(expectLine)))", verifyLine)])
  }
}
