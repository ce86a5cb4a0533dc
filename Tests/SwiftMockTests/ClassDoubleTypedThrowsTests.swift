import SwiftMock
import SwiftMockTestSupport
import Testing

/// `expect(errorType:)`, `allow(errorType:)` and `given(errorType:)` on class
/// doubles whose overrides throw a `StationError`: their `.throwing` takes
/// only a `StationError`, and the call throws it as one.
struct ClassDoubleTypedThrowsTests {
  @Test func aTypedExpectationOfAClassDoubleThrowsTheErrorOfItsTypeThatTheTestGives() throws {
    let station = MockStation()
    let failures = try captureFailures { () throws in
      station.expect(errorType: StationError.self) { try $0.calibrate(to: 1) }.throwing(.offline)
      station.expect(errorType: StationError.self) { try $0.calibrate(to: 2) }.returning(5)
      station.expect(errorType: StationError.self) { try $0.lock() }.throwing(.outOfRange(3))

      do throws(StationError) {
        _ = try station.calibrate(to: 1)
        Issue.record("calibrate(to: 1) returned instead of throwing")
      } catch {
        #expect(error == .offline)
      }
      #expect(try station.calibrate(to: 2) == 5)
      #expect(throws: StationError.outOfRange(3)) { try station.lock() }
      station.verify()
    }
    #expect(failures.isEmpty)
    #expect(station.realWork.isEmpty)
  }

  @Test func anAsyncTypedExpectationOfAClassDoubleAnswersWhatTheTestGives() async throws {
    let station = MockStation()
    let failures = try await captureFailures { () async throws in
      await station.expect(errorType: StationError.self) { try await $0.upload(batch: 1) }
        .returning(7)
      await station.expect(errorType: StationError.self) { try await $0.upload(batch: 2) }
        .throwing(.outOfRange(2))

      #expect(try await station.upload(batch: 1) == 7)
      do throws(StationError) {
        _ = try await station.upload(batch: 2)
        Issue.record("upload(batch: 2) returned instead of throwing")
      } catch {
        #expect(error == .outOfRange(2))
      }
      station.verify()
    }
    #expect(failures.isEmpty)
    #expect(station.realWork.isEmpty)
  }

  @Test func allowOnAMockClassDoubleTakesTheTypedErrorAsOftenAsTheCallComes() async {
    let station = MockStation()
    let failures = await captureFailures {
      station.allow(errorType: StationError.self) { try $0.calibrate(to: any()) }.throwing(.offline)
      await station.allow(errorType: StationError.self) { try await $0.upload(batch: any()) }
        .throwing(.outOfRange(0))
      station.allow(errorType: StationError.self) { try $0.lock() }

      #expect(throws: StationError.offline) { try station.calibrate(to: 1) }
      #expect(throws: StationError.offline) { try station.calibrate(to: 2) }
      await #expect(throws: StationError.outOfRange(0)) { try await station.upload(batch: 5) }
      station.verify()
    }
    #expect(failures.isEmpty)
  }

  @Test func givenOnAStubClassDoubleTakesTheTypedError() async throws {
    let station = StubStation()
    station.given(errorType: StationError.self) { try $0.calibrate(to: 1) }.throwing(.offline)
    station.given(errorType: StationError.self) { try $0.calibrate(to: 2) }.returning(4)
    await station.given(errorType: StationError.self) { try await $0.upload(batch: 1) }
      .throwing(.outOfRange(1))

    #expect(throws: StationError.offline) { try station.calibrate(to: 1) }
    #expect(try station.calibrate(to: 2) == 4)
    await #expect(throws: StationError.outOfRange(1)) { try await station.upload(batch: 1) }
    #expect(station.realWork.isEmpty)
  }

  @Test func givenOnASpyClassDoubleTakesTheTypedErrorAndTheSpyRecordsTheCall() async throws {
    let station = SpyStation()
    station.given(errorType: StationError.self) { try $0.calibrate(to: 1) }.throwing(.offline)
    await station.given(errorType: StationError.self) { try await $0.upload(batch: 2) }
      .returning(9)

    #expect(throws: StationError.offline) { try station.calibrate(to: 1) }
    #expect(try await station.upload(batch: 2) == 9)
    #expect(station.calls.map(\.description) == ["calibrate(to: 1)", "upload(batch: 2)"])
    #expect(station.realWork.isEmpty)
  }

  @Test func aMissingTypedCallOfAClassDoubleIsReportedAtVerify() async {
    var expectLine = 0
    var asyncExpectLine = 0
    var verifyLine = 0
    let failures = await captureFailures {
      let station = MockStation()
      expectLine = #line + 1
      station.expect(errorType: StationError.self) { try $0.calibrate(to: 3) }.throwing(.offline)
      asyncExpectLine = #line + 1
      await station.expect(errorType: StationError.self) { try await $0.upload(batch: 4) }
      verifyLine = #line; station.verify()
    }
    expectFailures(
      failures,
      [
        (
          "[MockStation] Missing call: calibrate(to: 3) (expected at \(here(expectLine)))",
          verifyLine
        ),
        (
          "[MockStation] Missing call: upload(batch: 4) (expected at \(here(asyncExpectLine)))",
          verifyLine
        ),
      ])
  }

  @Test func namingAnotherErrorTypeThanTheOverridesIsAMisuseAtItsLine() {
    var expectLine = 0
    var givenLine = 0
    let mock = MockStation()
    let stub = StubStation()
    let failures = captureFailures {
      expectLine = #line + 1
      mock.expect(errorType: VaultError.self) { try $0.calibrate(to: 1) }
        .throwing(.locked)
      givenLine = #line; stub.given(errorType: VaultError.self) { try $0.lock() }.throwing(.full)

      #expect((try? mock.calibrate(to: 1)) == 0)
      #expect(throws: Never.self) { try stub.lock() }
      mock.verify()
    }
    expectFailures(
      failures,
      [
        (
          """
          [MockStation] The expect block names VaultError, but calibrate(to: 1) throws only \
          StationError, so .throwing(…) would give it an error it cannot throw. Write \
          expect(errorType: StationError.self) { … }.
          """, expectLine
        ),
        (
          """
          [StubStation] The given block names VaultError, but lock() throws only StationError, \
          so .throwing(…) would give it an error it cannot throw. Write \
          given(errorType: StationError.self) { … }.
          """, givenLine
        ),
      ])
    #expect(mock.realWork.isEmpty)
    #expect(stub.realWork.isEmpty)
  }
}
