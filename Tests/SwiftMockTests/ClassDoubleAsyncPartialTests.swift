import SwiftMock
import SwiftMockTestSupport
import Testing

/// `async` overrides written `await accept(real: await super.…)` and
/// `try await throwingAccept(real: try await super.…)`: the real
/// implementation runs only for a call the test asked it for, with
/// `.callingRealImplementation()`, on mocks, stubs and spies alike.
struct ClassDoubleAsyncPartialTests {
  @Test(arguments: StationKind.allCases)
  func anAsyncOverrideRunsItsRealImplementationOnlyForTheCallsThatAskForIt(kind: StationKind)
    async
  {
    let station = kind.station()
    await station.answering { await $0.forecast(day: 1) }.callingRealImplementation()
    await station.answering { await $0.forecast(day: 2) }.returning("fog")
    #expect(station.realWork.isEmpty)
    #expect(await station.forecast(day: 2) == "fog")
    #expect(station.realWork.isEmpty)
    #expect(await station.forecast(day: 1) == "sun on day 1")
    #expect(station.realWork == ["forecast(day: 1) for nobody"])
  }

  @Test(arguments: StationKind.allCases)
  func anAsyncOverrideReturningNothingRunsItsRealImplementation(kind: StationKind) async {
    let station = kind.station()
    await station.answering { await $0.restart() }.callingRealImplementation()
    await station.restart()
    #expect(station.realWork == ["restart()"])
  }

  @Test(arguments: StationKind.allCases)
  func anAsyncThrowingOverrideReturnsOrThrowsWhatItsRealImplementationDoes(kind: StationKind)
    async throws
  {
    let station = kind.station()
    await station.answering { try await $0.pressure(at: any()) }.callingRealImplementation()
    #expect(try await station.pressure(at: 10) == 990)
    await #expect(throws: StationError.outOfRange(-1)) { try await station.pressure(at: -1) }
    #expect(station.realWork == ["pressure(at: 10)", "pressure(at: -1)"])
  }

  @Test(arguments: StationKind.allCases)
  func anAsyncThrowingOverrideNotAskedForItsRealImplementationAnswersAsTheTestSays(
    kind: StationKind
  ) async throws {
    let station = kind.station()
    await station.answering { try await $0.pressure(at: 5) }.throwing(StationError.offline)
    await station.answering { try await $0.pressure(at: 6) }.returning(7)
    await #expect(throws: StationError.offline) { try await station.pressure(at: 5) }
    #expect(try await station.pressure(at: 6) == 7)
    #expect(station.realWork.isEmpty)
  }

  @Test(arguments: StationKind.allCases)
  func aRealImplementationMayCallTheClassDoubleAgain(kind: StationKind) async {
    let station = kind.station()
    await station.answering { await $0.summary() }.callingRealImplementation()
    await station.answering { await $0.forecast(day: 0) }.returning("hail")
    #expect(await station.summary() == "summary: hail")
    #expect(station.realWork.isEmpty)
  }

  @Test func theRealImplementationRunsAfterTheActionOnTheCallersTask() async {
    let station = MockStation()
    let realWorkAtAction = LockedValue<[String]?>(nil)
    await station.expect { await $0.forecast(day: 1) }
      .doing { _ in realWorkAtAction.withLock { $0 = station.realWork } }
      .callingRealImplementation()
    #expect(station.realWork.isEmpty)
    let forecast = await StationCaller.$name.withValue("the test") {
      await station.forecast(day: 1)
    }
    #expect(forecast == "sun on day 1")
    #expect(realWorkAtAction.withLock { $0 } == [])
    #expect(station.realWork == ["forecast(day: 1) for the test"])
    station.verify()
  }

  @MainActor @Test func aMainActorClassDoubleAwaitsItsRealImplementation() async {
    let model = MockTitleModel()
    await model.expect { await $0.subtitle(for: 2) }.callingRealImplementation()
    #expect(await model.subtitle(for: 2) == "real subtitle 2")
    model.verify()
  }

  @Test func anUnexpectedCallDoesNotRunTheRealImplementation() async {
    var line = 0
    let failures = await captureFailures {
      let station = MockStation()
      line = #line; _ = await station.forecast(day: 3)
      #expect(station.realWork.isEmpty)
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [MockStation] Unexpected call: forecast(day: 3)
            the mock was made at SwiftMockTests/AsyncClassDoubles.swift:\(MockStation.madeAt)
          """, calledAt: line, madeAt: line - 1)
      ])
  }

  @Test func aHeldCallThatResetReleasesRunsTheRealImplementation() async {
    let station = MockStation()
    let held = await station.expect { await $0.forecast(day: 1) }
      .callingRealImplementation()
      .suspended()
    let call = Task { await station.forecast(day: 1) }
    await held.waitUntilReached()
    #expect(station.realWork.isEmpty)
    station.reset()
    #expect(await call.value == "sun on day 1")
    #expect(station.realWork == ["forecast(day: 1) for nobody"])
  }

  @Test func aHeldCallResumedWithAValueDoesNotRunTheRealImplementation() async {
    let station = MockStation()
    let held = await station.expect { await $0.forecast(day: 1) }
      .callingRealImplementation()
      .suspended()
    let call = Task { await station.forecast(day: 1) }
    held.resume(returning: "snow")
    #expect(await call.value == "snow")
    #expect(station.realWork.isEmpty)
    station.verify()
  }

  @Test(arguments: StationKind.allCases)
  func anAsyncOverrideWithNoRealImplementationIsToldToAwaitAcceptOnce(kind: StationKind) async {
    var line = 0
    let station = kind.bareStation()
    let failures = await captureFailures {
      line = #line + 1
      await station.answering { await $0.forecast(day: 1) }.callingRealImplementation()
      #expect(await station.forecast(day: 1) == "")
      #expect(await station.forecast(day: 1) == "")
    }
    expectFailures(
      failures,
      [
        (
          """
          [\(kind.bareStationName)] .callingRealImplementation() is set on forecast(day:), whose \
          member passes no real implementation to accept. Write it as \
          await accept(real: super.forecast(day:)).
          """, line
        )
      ])
  }

  @Test(arguments: StationKind.allCases)
  func anAsyncThrowingOverrideWithNoRealImplementationIsToldToAwaitThrowingAccept(
    kind: StationKind
  ) async {
    var line = 0
    let station = kind.bareStation()
    let failures = await captureFailures {
      line = #line + 1
      await station.answering { try await $0.pressure(at: 1) }.callingRealImplementation()
      #expect((try? await station.pressure(at: 1)) == 0)
    }
    expectFailures(
      failures,
      [
        (
          """
          [\(kind.bareStationName)] .callingRealImplementation() is set on pressure(at:), whose \
          member passes no real implementation to accept. Write it as \
          try await throwingAccept(real: super.pressure(at:)).
          """, line
        )
      ])
  }
}
