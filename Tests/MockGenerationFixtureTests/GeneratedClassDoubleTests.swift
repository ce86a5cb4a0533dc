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
}
