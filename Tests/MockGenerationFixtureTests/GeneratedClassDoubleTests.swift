import SwiftMock
import SwiftMockTestSupport
import Testing

@testable import MockGenerationFixture

// The class doubles generated for the open class `Gauge`, in Mocks, Stubs
// and Spies: each override passes the class's own implementation where it
// can, so a test can ask for it with `.callingRealImplementation()`.

struct GeneratedClassDoubleTests {
  @Test func aGeneratedMockRunsTheRealImplementationOfEachEffectWhenAsked() async throws {
    let gauge = MockGauge()
    gauge.expect { $0.read() }.callingRealImplementation()
    gauge.expect { $0.zero(to: 3) }.callingRealImplementation()
    gauge.expect { try $0.calibrate(-1) }.callingRealImplementation()
    await gauge.expect { await $0.fetch(id: 7) }.callingRealImplementation()
    await gauge.expect { try await $0.refresh() }.callingRealImplementation()
    gauge.expect { try $0.load(id: 2) }.callingRealImplementation()
    await gauge.expect { try await $0.upload(0) }.callingRealImplementation()

    #expect(gauge.read() == 42)
    gauge.zero(to: 3)
    #expect(gauge.zeroed == [3])
    #expect(throws: GaugeError.outOfRange(-1)) { try gauge.calibrate(-1) }
    #expect(await gauge.fetch(id: 7) == "gauge 7")
    await #expect(throws: GaugeError.stuck) { try await gauge.refresh() }
    #expect(try gauge.load(id: 2) == 200)
    await #expect(throws: GaugeError.stuck) { try await gauge.upload(0) }
    gauge.verify()
  }

  @Test func aGeneratedStubRunsTheRealImplementationOfItsGettersWhenAsked() {
    let gauge = StubGauge()
    #expect(gauge.label == "")
    #expect(gauge[4] == 0)
    gauge.given { $0.label }.callingRealImplementation()
    gauge.given { $0[any()] }.callingRealImplementation()
    gauge.given { $0.unit }.callingRealImplementation()
    #expect(gauge.label == "gauge")
    #expect(gauge[4] == 8)
    gauge.unit = "hPa"
    #expect(gauge.unit == "bar")
  }

  @Test func aGeneratedSpyAnswersAsTheTestSaysUnlessAskedForTheRealImplementation() throws {
    let gauge = SpyGauge()
    gauge.given { try $0.load(id: 1) }.returning(5)
    gauge.given { try $0.load(id: 2) }.callingRealImplementation()
    #expect(try gauge.load(id: 1) == 5)
    #expect(try gauge.load(id: 2) == 200)
    #expect(gauge.callCount(ignoringArguments: true) { try $0.load(id: 0) } == 2)
  }

  @Test func aGeneratedClassDoublesMemberThatTakesAClosureHandsItToTheAction() throws {
    let gauge = SpyGauge()
    gauge.given { try $0.watch({ _ in }) }.doing { actionArgs in
      (actionArgs[0] as? (Int) -> Void)?(9)
    }
    var watched: [Int] = []
    try gauge.watch { watched.append($0) }
    #expect(watched == [9])
  }

  @Test func aGeneratedMockRunsTheRealImplementationOfEveryShapeOfParameterWhenAsked()
    async throws
  {
    let gauge = MockGauge()
    var one = 1
    var anySeal = Seal(number: 0)
    gauge.expect { $0.sample { _ in } }.callingRealImplementation()
    await gauge.expect { try await $0.drain { _ in } }.callingRealImplementation()
    gauge.expect { $0.adjust(&one) }.callingRealImplementation()
    gauge.expect { $0.log("four") }.callingRealImplementation()
    gauge.expect { $0.inspect("a", keeping: "b") }.callingRealImplementation()
    gauge.expect { $0.check(Seal(number: 0)) }.callingRealImplementation()
    gauge.expect { $0.stamp(&anySeal) }.callingRealImplementation()
    gauge.expect { $0.unit = "psi" }.callingRealImplementation()
    gauge.expect { $0.unit }.callingRealImplementation()

    var sampled: [Int] = []
    #expect(gauge.sample { sampled.append($0) } == 3)
    #expect(sampled == [3])
    #expect(try await gauge.drain { _ in } == 1)
    var value = 1
    gauge.adjust(&value)
    #expect(value == 11)
    #expect(gauge.log("four") == 4)
    #expect(gauge.inspect("a", keeping: "b") == "ab")
    #expect(gauge.check(Seal(number: 6)) == 6)
    var seal = Seal(number: 1)
    gauge.stamp(&seal)
    #expect(seal.number == 2)
    gauge.unit = "psi"
    #expect(gauge.unit == "psi")
    gauge.verify()
  }

  @Test func anInoutValueTheTestWritesBackIsWhatTheRealImplementationGets() {
    let gauge = StubGauge()
    var any = 0
    gauge.given { $0.adjust(&any) }.ignoringArguments().writingBack { $0 = 5 }
      .callingRealImplementation()
    var value = 1
    gauge.adjust(&value)
    #expect(value == 15)
  }

  @Test func aGeneratedStubWithADefaultReturnsItOrTheRealImplementation() async throws {
    let gauge = StubGauge()
    #expect(gauge.reading() == Reading(value: -1))
    #expect(try await gauge.forecast(days: 2) == Reading(value: -1))
    gauge.given { $0.reading() }.callingRealImplementation()
    await gauge.given(errorType: GaugeError.self) { try await $0.forecast(days: any()) }
      .callingRealImplementation()
    #expect(gauge.reading() == Reading(value: 5))
    #expect(try await gauge.forecast(days: 2) == Reading(value: 2))
    do throws(GaugeError) {
      _ = try await gauge.forecast(days: 0)
      Issue.record("forecast(days: 0) returned")
    } catch {
      #expect(error == .outOfRange(0))
    }
  }

  @Test func aMemberNoOverrideCanDoubleRunsTheClasssOwn() {
    let gauge = MockGauge()
    #expect(gauge.seal().number == 7)
    #expect(gauge.count(1, "two", 3.0) == 3)
    gauge.verify()
  }

  @Test func aGeneratedSpyKeepsAStandInForASealItWasLent() {
    let gauge = SpyGauge()
    var seal = Seal(number: 1)
    gauge.stamp(&seal)
    #expect(seal.number == 1)
    var anySeal = Seal(number: 9)
    gauge.verifyReceived { $0.stamp(&anySeal) }
    #expect(gauge.calls.map(\.description) == ["stamp(noncopyable Seal)"])
  }
}
