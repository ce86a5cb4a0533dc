import SwiftMock
import SwiftMockTestSupport
import Testing

/// Static members of a test double: the same bodies as instance members,
/// expectations and answers set on the class, failures reported as an
/// instance's are.
struct StaticMemberTests {
  @Test func anExpectedStaticCallGetsItsAnswerAndVerifies() {
    let failures = captureFailures {
      MockClock.expect { $0.now() }.returning(3)
      #expect(MockClock.now() == 3)
      MockClock.verify()
    }
    #expect(failures.isEmpty)
  }

  @Test func anUnexpectedStaticCallIsReportedAtTheTestsLine() {
    var callLine = 0
    var madeLine = 0
    let failures = captureFailures {
      madeLine = #line; MockClock.expect { $0.reload(zone: "UTC") }
      MockClock.reload(zone: "UTC")
      callLine = #line; _ = MockClock.now()
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [Clock] Unexpected call: now()
            the mock was made at \(here(madeLine))
          """, calledAt: callLine, madeAt: madeLine)
      ])
  }

  @Test func aMissingStaticCallIsReportedAtVerify() {
    var expectLine = 0
    var verifyLine = 0
    let failures = captureFailures {
      expectLine = #line; MockClock.expect { $0.now() }
      verifyLine = #line; MockClock.verify()
    }
    expectFailures(
      failures,
      [("[Clock] Missing call: now() (expected at \(here(expectLine)))", verifyLine)])
  }

  @Test func aStaticCallWithOtherArgumentsShowsBothCalls() {
    var expectLine = 0
    var callLine = 0
    let failures = captureFailures {
      expectLine = #line; MockClock.expect { $0.reload(zone: "UTC") }
      callLine = #line; MockClock.reload(zone: "CET")
      MockClock.verify()
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [Clock] Unexpected call: reload(zone: "CET")
            expected: reload(zone: "UTC") (\(here(expectLine)))
            received: reload(zone: "CET")
            the mock was made at \(here(expectLine))
          """, calledAt: callLine, madeAt: expectLine)
      ])
  }

  @Test func aStaticGetIsNotTakenByASetterExpectation() {
    var expectLine = 0
    var getLine = 0
    let failures = captureFailures {
      expectLine = #line; MockClock.expect { $0.zone = "UTC" }
      getLine = #line; _ = MockClock.zone
      MockClock.verify()
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [Clock] Unexpected call: zone
            expected: zone = "UTC" (\(here(expectLine)))
            received: zone
            the mock was made at \(here(expectLine))
          """, calledAt: getLine, madeAt: expectLine)
      ])
  }

  @Test func aStaticSetterIsExpected() {
    let failures = captureFailures {
      MockClock.expect { $0.zone = "UTC" }
      MockClock.zone = "UTC"
      MockClock.verify()
    }
    #expect(failures.isEmpty)
  }

  @Test func anAsyncThrowingStaticMemberAnswersAndThrows() async {
    struct Offline: Error {}
    var answers: [Result<Int, any Error>] = []
    let failures = await captureFailures {
      await MockClock.expect { try await $0.load() }.returning(42)
      await MockClock.expect { try await $0.load() }.throwing(Offline())
      for _ in 0..<2 {
        do { answers.append(.success(try await MockClock.load())) } catch {
          answers.append(.failure(error))
        }
      }
      MockClock.verify()
    }
    #expect(failures.isEmpty)
    #expect((try? answers.first?.get()) == 42)
    #expect(
      answers.last.map { if case .failure(let error) = $0 { error is Offline } else { false } }
        == true)
  }

  @Test func aTypedThrowingStaticMemberThrowsItsErrorType() {
    let failures = captureFailures {
      MockClock.expect { try $0.parse("noon") }.throwing(ClockError(reason: "noon"))
      MockClock.expect { try $0.parse("12") }.returning(12)
      #expect(throws: ClockError(reason: "noon")) { try MockClock.parse("noon") }
      #expect((try? MockClock.parse("12")) == 12)
      MockClock.verify()
    }
    #expect(failures.isEmpty)
  }

  @Test func aTypedThrowingStaticMemberIsExpectedWithItsErrorType() {
    let failures = captureFailures {
      MockClock.expect(errorType: ClockError.self) { try $0.parse("noon") }
        .throwing(ClockError(reason: "noon"))
      MockClock.allow(errorType: ClockError.self) { try $0.parse("12") }.returning(12)
      StubClock.given(errorType: ClockError.self) { try $0.parse("1") }.returning(1)
      #expect(throws: ClockError(reason: "noon")) { try MockClock.parse("noon") }
      #expect((try? MockClock.parse("12")) == 12)
      #expect((try? StubClock.parse("1")) == 1)
      MockClock.verify()
    }
    #expect(failures.isEmpty)
  }

  @Test func aTypedExpectationOfAnotherErrorTypeIsReportedAtItsLine() {
    struct OtherError: Error {}
    var line = 0
    let failures = captureFailures {
      line = #line; MockClock.expect(errorType: OtherError.self) { try $0.parse("x") }
      MockClock.reset()
    }
    expectFailures(
      failures,
      [
        (
          """
          [Clock] The expect block names OtherError, but parse("x") throws only ClockError, so \
          .throwing(…) would give it an error it cannot throw. Write \
          expect(errorType: ClockError.self) { … }.
          """, line
        )
      ])
  }

  @Test func anExpectBlockThatCallsNoStaticMemberIsReportedAtItsLine() {
    var line = 0
    let failures = captureFailures {
      line = #line; MockClock.expect { _ in 1 }
      MockClock.verify()
    }
    expectFailures(
      failures,
      [
        (
          """
          [Clock] The expect block called no method of this mock. Call exactly one mocked \
          method in it, like expect { $0.load() }.
          """, line
        )
      ])
  }

  @Test func aTypeThatIsNotADoubleIsReportedAtItsLine() {
    final class NotADouble: MockStatics {}
    var line = 0
    let failures = captureFailures {
      line = #line; NotADouble.expect { _ in 1 }.returning(2)
    }
    expectFailures(
      failures,
      [
        (
          "[NotADouble] NotADouble is not a Mock, Stub or Spy, so expect cannot call its static members.",
          line
        )
      ])
  }

  @Test func instanceAndStaticMembersDoNotTakeEachOthersCalls() {
    var staticExpectLine = 0
    var verifyLine = 0
    let failures = captureFailures {
      let mock = MockClock()
      mock.expect { $0.tick() }
      staticExpectLine = #line; MockClock.expect { $0.now() }
      mock.tick()
      mock.verify()
      verifyLine = #line; MockClock.verify()
    }
    expectFailures(
      failures,
      [("[Clock] Missing call: now() (expected at \(here(staticExpectLine)))", verifyLine)])
  }

  @Test func aStaticCallFromAnInitializerIsExpected() {
    let failures = captureFailures {
      MockClock.expect { _ = $0.init(zone: "UTC") }
      let clock = MockClock(zone: "UTC")
      clock.expect { $0.tick() }
      clock.tick()
      clock.verify()
      MockClock.verify()
    }
    #expect(failures.isEmpty)
  }

  @Test func anUnexpectedConstructionIsReportedAtTheTestsLine() {
    var callLine = 0
    var madeLine = 0
    let failures = captureFailures {
      madeLine = #line; MockClock.expect { $0.now() }.returning(1)
      _ = MockClock.now()
      callLine = #line; _ = MockClock(zone: "CET")
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [Clock] Unexpected call: init(zone: "CET")
            the mock was made at \(here(madeLine))
          """, calledAt: callLine, madeAt: madeLine)
      ])
  }

  @Test func resetForgetsTheStaticExpectationsWithoutReporting() {
    let failures = captureFailures {
      MockClock.expect { $0.now() }
      MockClock.reset()
      MockClock.verify()
      MockClock.expect { $0.now() }.returning(7)
      #expect(MockClock.now() == 7)
      MockClock.verify()
    }
    #expect(failures.isEmpty)
  }

  @Test func aStubsStaticMembersAnswerWhatTheTestGaveOrTheirDefault() async {
    var loaded: Int?
    let failures = await captureFailures {
      StubClock.given { $0.now() }.returning(5)
      await StubClock.given { try await $0.load() }.returning(9)
      #expect(StubClock.now() == 5)
      loaded = try? await StubClock.load()
      #expect(StubClock.zone == "")
      StubClock.reload(zone: "UTC")
    }
    #expect(failures.isEmpty)
    #expect(loaded == 9)
  }

  @Test func aSpysStaticMembersRecordTheirCalls() {
    var verifyLine = 0
    let failures = captureFailures {
      _ = SpyClock.now()
      SpyClock.reload(zone: "UTC")
      _ = SpyClock(zone: "CET")
      #expect(SpyClock.calls.map(\.function) == ["now()", "reload(zone:)", "init(zone:)"])
      #expect(SpyClock.received { $0.reload(zone: "UTC") })
      #expect(!SpyClock.received { $0.reload(zone: "CET") })
      #expect(SpyClock.callCount { $0.now() } == 1)
      #expect(SpyClock.calls { _ = $0.init(zone: "CET") }.count == 1)
      SpyClock.verifyReceived { $0.now() }
      verifyLine = #line; SpyClock.verifyReceived(times: 2) { $0.now() }
    }
    expectFailures(
      failures,
      [("[Clock] Wanted 2 times but was called 1 time: now()\n  received: now()", verifyLine)])
  }

  @Test func aSpyThatWasNeverCalledHasNoStaticCalls() {
    #expect(SpyClock.calls.isEmpty)
  }
}
