import Foundation
import SwiftMock
import SwiftMockTestSupport
import Testing

@testable import MockGenerationFixture

// The stubs and spies generated with --kind, in Stubs and Spies, used as a
// test uses hand-written ones.

struct GeneratedStubAndSpyTests {
  @Test func aGeneratedStubAnswersWhatItIsGivenAndNeverFails() throws {
    let settings = StubSettings()
    settings.given { $0.volume }.returning(7)
    let keychain = StubKeychain()
    keychain.given(errorType: KeychainError.self) { try $0.read("pin") }.throwing(.locked)
    let weather = StubWeather()
    weather.given { try $0.latest() }.returning(Forecast(summary: "rain"))

    let failures = try captureFailures { () throws in
      #expect(settings.volume == 7)
      #expect(settings.title == "")
      settings.volume = 3
      #expect(throws: KeychainError.locked) { try keychain.read("pin") }
      #expect(try keychain.read("other") == "")
      #expect(try weather.latest() == Forecast(summary: "rain"))
    }
    #expect(failures.isEmpty)
  }

  @Test func aGeneratedSpyKeepsEveryCall() {
    let greeter = SpyGreeter()
    greeter.given { $0.name(for: 1) }.returning("Ada")

    greeter.wave()
    #expect(greeter.name(for: 1) == "Ada")
    greeter.greet("Ada", politely: true)

    #expect(greeter.received { $0.greet("Ada", politely: true) })
    #expect(greeter.callCount(ignoringArguments: true) { $0.name(for: 0) } == 1)
    greeter.verifyReceived { $0.wave() }
    #expect(greeter.calls.map(\.function) == ["wave()", "name(for:)", "greet(_:politely:)"])
  }

  @Test func aSpysMembersNamedLikeItsOwnAreMockedAndItsOwnAreReachedThroughItsBaseClass() {
    let recorder = SpyRecorder()
    recorder.given { $0.received("x") }.returning(true)
    recorder.given { $0.callCount() }.returning(2)
    recorder.given { $0.calls() }.returning(["x"])

    #expect(recorder.received("x"))
    #expect(recorder.callCount() == 2)
    #expect(recorder.calls() == ["x"])
    recorder.verifyReceived()
    recorder.record("y")

    let spy: Spy<Recorder> = recorder
    #expect(spy.received { $0.record("y") })
    #expect(spy.callCount { $0.verifyReceived() } == 1)
    #expect(spy.calls { $0.received("x") }.count == 1)
    spy.verifyReceived { $0.callCount() }
  }

  @Test func aSpyOfAnActorAsksItsSpyWhatItReceived() async {
    let store = SpyStore()
    store.spy.given { $0.count() }.returning(5)

    await store.save("fig")
    #expect(await store.count() == 5)

    #expect(store.spy.received { $0.save("fig") })
    store.spy.verifyReceived { $0.count() }
  }

  @Test func aSpyReportsACallItDidNotReceiveAtTheLineThatAsked() {
    var line = 0
    let failures = captureFailures {
      let recorder = SpyRecorder()
      line = #line; (recorder as Spy<Recorder>).verifyReceived { $0.record("z") }
    }
    expectFailures(failures, [("[Recorder] Wanted but not invoked: record(\"z\")", line)])
  }
}
