import SwiftMock
import SwiftMockTestSupport
import Testing

/// `.callingRealImplementation()` on the expectation that
/// `expect(errorType:)`, `allow(errorType:)` and `given(errorType:)` return:
/// an override with a typed `throws(StationError)` runs its real
/// implementation, and misuses fail as on an untyped expectation.
struct TypedThrowsRealImplementationTests {
  @Test(arguments: StationKind.allCases)
  func aTypedExpectationRunsTheRealImplementationThatReturnsOrThrows(kind: StationKind)
    async throws
  {
    let station = kind.station()
    await station.answeringTyped { try $0.calibrate(to: any()) }.callingRealImplementation()
    #expect(station.realWork.isEmpty)
    #expect(try station.calibrate(to: 3) == 6)
    do throws(StationError) {
      _ = try station.calibrate(to: -2)
      Issue.record("calibrate(to: -2) returned instead of throwing")
    } catch {
      #expect(error == .outOfRange(-2))
    }
    #expect(station.realWork == ["calibrate(to: 3)", "calibrate(to: -2)"])
  }

  @Test(arguments: StationKind.allCases)
  func aTypedExpectationRunsTheAsyncRealImplementationThatReturnsOrThrows(kind: StationKind)
    async throws
  {
    let station = kind.station()
    await station.answeringTyped { try await $0.upload(batch: any()) }.callingRealImplementation()
    #expect(try await station.upload(batch: 4) == 40)
    do throws(StationError) {
      _ = try await station.upload(batch: 0)
      Issue.record("upload(batch: 0) returned instead of throwing")
    } catch {
      #expect(error == .offline)
    }
    #expect(station.realWork == ["upload(batch: 4)", "upload(batch: 0)"])
  }

  @Test func anExpectedTypedCallRunsTheRealImplementationAndChains() async throws {
    let station = MockStation()
    let failures = try await captureFailures { () async throws in
      station.expect(errorType: StationError.self) { try $0.calibrate(to: 5) }
        .callingRealImplementation().times(2)
      await station.expect(errorType: StationError.self) { try await $0.upload(batch: 0) }
        .callingRealImplementation()

      #expect(try station.calibrate(to: 5) == 10)
      #expect(try station.calibrate(to: 5) == 10)
      await #expect(throws: StationError.offline) { try await station.upload(batch: 0) }
      station.verify()
    }
    #expect(failures.isEmpty)
    #expect(station.realWork == ["calibrate(to: 5)", "calibrate(to: 5)", "upload(batch: 0)"])
  }

  @Test(arguments: StationKind.allCases)
  func aTypedOverrideWithNoRealImplementationFailsOnceAtTheLineThatAskedForIt(
    kind: StationKind
  ) async {
    var line = 0
    let station = kind.bareStation()
    let failures = await captureFailures {
      line = #line + 1
      await station.answeringTyped { try $0.calibrate(to: 1) }.callingRealImplementation()
      #expect((try? station.calibrate(to: 1)) == 0)
      #expect((try? station.calibrate(to: 1)) == 0)
    }
    expectFailures(
      failures,
      [
        (
          """
          [\(kind.bareStationName)] .callingRealImplementation() is set on calibrate(to:), whose \
          member passes no real implementation to accept. Write it as \
          try throwingAccept(errorType: StationError.self, real: super.calibrate(to:)).
          """, line
        )
      ])
    #expect(station.realWork.isEmpty)
  }

  @Test(arguments: StationKind.allCases)
  func anAsyncTypedOverrideWithNoRealImplementationFailsAtTheLineThatAskedForIt(
    kind: StationKind
  ) async {
    var line = 0
    let station = kind.bareStation()
    let failures = await captureFailures {
      line = #line + 1
      await station.answeringTyped { try await $0.upload(batch: 1) }.callingRealImplementation()
      #expect((try? await station.upload(batch: 1)) == 0)
    }
    expectFailures(
      failures,
      [
        (
          """
          [\(kind.bareStationName)] .callingRealImplementation() is set on upload(batch:), whose \
          member passes no real implementation to accept. Write it as \
          try await throwingAccept(errorType: StationError.self, real: super.upload(batch:)).
          """, line
        )
      ])
  }

  @Test func aTypedMockOfAProtocolHasNoRealImplementationToCallReportedOnceHoweverManyCalls()
    async
  {
    var line = 0
    var asyncLine = 0
    let failures = await captureFailures {
      let vault = MockVault()
      line = #line + 1
      vault.expect(errorType: VaultError.self) { try $0.open() }.callingRealImplementation()
        .times(3)
      // The failure is reported at the line of `.callingRealImplementation()`.
      asyncLine = #line + 2
      await vault.expect(errorType: VaultError.self) { try await $0.fetch(2) }
        .callingRealImplementation()
      #expect((try? vault.open()) == "")
      #expect((try? vault.open()) == "")
      #expect((try? vault.open()) == "")
      #expect((try? await vault.fetch(2)) == "")
      vault.verify()
    }
    expectFailures(
      failures,
      [
        (
          """
          [Vault] .callingRealImplementation() is set on open(), whose member passes no real \
          implementation to accept. Write it as \
          try throwingAccept(errorType: VaultError.self, real: super.open()).
          """, line
        ),
        (
          """
          [Vault] .callingRealImplementation() is set on fetch(_:), whose member passes no real \
          implementation to accept. Write it as \
          try await throwingAccept(errorType: VaultError.self, real: super.fetch(_:)).
          """, asyncLine
        ),
      ])
  }

  @Test func aTypedExpectationThatResetForgotIsAMisuseAtItsLine() {
    var expectLine = 0
    var line = 0
    let failures = captureFailures {
      let station = MockStation()
      expectLine = #line + 1
      let calibration = station.expect(errorType: StationError.self) { try $0.calibrate(to: 1) }
      station.reset()
      line = #line; calibration.callingRealImplementation()
      station.verify()
    }
    expectFailures(
      failures,
      [
        (
          """
          [MockStation] .callingRealImplementation() is set on calibrate(to: 1) (expected at \
          \(here(expectLine))), which reset() has already forgotten; it changes nothing. Set up \
          an expectation before the calls it is for.
          """, line
        )
      ])
  }
}
