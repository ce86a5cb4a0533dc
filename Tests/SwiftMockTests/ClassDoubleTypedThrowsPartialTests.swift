import SwiftMock
import SwiftMockTestSupport
import Testing

/// Overrides with a typed `throws(StationError)` written
/// `try throwingAccept(errorType: StationError.self, real: try super.…)`, and
/// their `async` form: the real implementation runs only for a call the
/// test asked it for, and what it throws, the call throws, as a
/// `StationError`.
struct ClassDoubleTypedThrowsPartialTests {
  @Test(arguments: StationKind.allCases)
  func aTypedThrowingOverrideReturnsOrThrowsWhatItsRealImplementationDoes(kind: StationKind)
    async throws
  {
    let station = kind.station()
    await station.answering { try $0.calibrate(to: any()) }.callingRealImplementation()
    #expect(station.realWork.isEmpty)
    #expect(try station.calibrate(to: 3) == 6)
    #expect(throws: StationError.outOfRange(-2)) { try station.calibrate(to: -2) }
    #expect(station.realWork == ["calibrate(to: 3)", "calibrate(to: -2)"])
  }

  @Test(arguments: StationKind.allCases)
  func aTypedThrowingOverrideNotAskedForItsRealImplementationAnswersAsTheTestSays(
    kind: StationKind
  ) async throws {
    let station = kind.station()
    await station.answering { try $0.calibrate(to: 1) }.throwing(StationError.offline)
    await station.answering { try $0.calibrate(to: 2) }.returning(5)
    #expect(throws: StationError.offline) { try station.calibrate(to: 1) }
    #expect(try station.calibrate(to: 2) == 5)
    #expect(station.realWork.isEmpty)
  }

  @Test(arguments: StationKind.allCases)
  func aTypedThrowingOverrideReturningNothingRunsItsRealImplementation(kind: StationKind)
    async throws
  {
    let station = kind.station()
    await station.answering { try $0.lock() }.callingRealImplementation()
    try station.lock()
    #expect(station.realWork == ["lock()"])
  }

  @Test(arguments: StationKind.allCases)
  func anAsyncTypedThrowingOverrideReturnsOrThrowsWhatItsRealImplementationDoes(
    kind: StationKind
  ) async throws {
    let station = kind.station()
    await station.answering { try await $0.upload(batch: any()) }.callingRealImplementation()
    #expect(station.realWork.isEmpty)
    #expect(try await station.upload(batch: 4) == 40)
    await #expect(throws: StationError.offline) { try await station.upload(batch: 0) }
    #expect(station.realWork == ["upload(batch: 4)", "upload(batch: 0)"])
  }

  @Test(arguments: StationKind.allCases)
  func anAsyncTypedThrowingOverrideNotAskedForItsRealImplementationAnswersAsTheTestSays(
    kind: StationKind
  ) async throws {
    let station = kind.station()
    await station.answering { try await $0.upload(batch: 1) }.throwing(StationError.offline)
    await station.answering { try await $0.upload(batch: 2) }.returning(3)
    await #expect(throws: StationError.offline) { try await station.upload(batch: 1) }
    #expect(try await station.upload(batch: 2) == 3)
    #expect(station.realWork.isEmpty)
  }

  @Test func theErrorOfATypedRealImplementationIsOfTheMembersType() async {
    let station = MockStation()
    await station.expect { try await $0.upload(batch: 0) }.callingRealImplementation()
    do throws(StationError) {
      _ = try await station.upload(batch: 0)
      Issue.record("upload(batch: 0) returned")
    } catch {
      #expect(error == .offline)
    }
    station.verify()
  }

  @Test(arguments: StationKind.allCases)
  func aTypedThrowingOverrideWithNoRealImplementationIsToldToNameItsErrorType(
    kind: StationKind
  ) async {
    var line = 0
    let station = kind.bareStation()
    let failures = await captureFailures {
      line = #line; await station.answering { try $0.calibrate(to: 1) }.callingRealImplementation()
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
  }

  @Test(arguments: StationKind.allCases)
  func anAsyncTypedThrowingOverrideWithNoRealImplementationIsToldToNameItsErrorType(
    kind: StationKind
  ) async {
    var line = 0
    let station = kind.bareStation()
    let failures = await captureFailures {
      line = #line + 1
      await station.answering { try await $0.upload(batch: 1) }.callingRealImplementation()
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
}
