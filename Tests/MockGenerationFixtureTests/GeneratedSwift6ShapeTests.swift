import Foundation
import SwiftMock
import SwiftMockTestSupport
import Testing

@testable import MockGenerationFixture

// The generated doubles of the shapes Swift 6 protocols have: typed throws,
// actors, associated types that are not primary, initializers and static
// members, `some`, `sending` and `isolated` parameters, and return types
// with no default value.

/// An actor for `isolated` parameters to run on.
actor Worker {}

/// What code under test does with a `Plugin` type: makes one and runs it.
func runPlugin<P: Plugin>(_ type: P.Type) -> P {
  P(configuration: ["mode": "test"])
}

struct GeneratedSwift6ShapeTests {
  @Test func aTypedThrowsMemberThrowsOnlyItsErrorType() async throws {
    let keychain = MockKeychain()
    keychain.expect(errorType: KeychainError.self) { try $0.read("pin") }.throwing(.locked)
    keychain.expect(errorType: KeychainError.self) { try $0.read("name") }.returning("Ada")
    keychain.expect(errorType: KeychainError.self) { try $0.write("1", for: "pin") }
      .throwing(.missing("pin"))
    await keychain.expect(errorType: KeychainError.self) { try await $0.unlock() }
    keychain.expect(errorType: KeychainError.self) { try $0.token }.returning("t0k3n")

    do throws(KeychainError) {
      _ = try keychain.read("pin")
      Issue.record("read(_:) returned instead of throwing")
    } catch {
      #expect(error == .locked)
    }
    #expect(try keychain.read("name") == "Ada")
    #expect(throws: KeychainError.missing("pin")) { try keychain.write("1", for: "pin") }
    try await keychain.unlock()
    #expect(try keychain.token == "t0k3n")
    keychain.verify()
  }

  @Test func anActorsDoubleHandsEachCallToItsMock() async throws {
    let store = MockStore()
    store.mock.expect { $0.save("apple") }
    store.mock.expect { $0.count() }.returning(1)
    store.mock.expect { $0.name }.returning("pantry")
    await store.mock.expect { try await $0.load(id: 7) }.returning("apple")

    await store.save("apple")
    #expect(await store.count() == 1)
    #expect(await store.name == "pantry")
    #expect(try await store.load(id: 7) == "apple")
    store.mock.verify()
  }

  @Test func anUnexpectedCallOfAnActorsDoubleIsReportedWhereTheTestMadeIt() async {
    var line = 0
    var callLine = 0
    let failures = await captureFailures {
      line = #line; let store = MockStore()
      callLine = #line; await store.save("pear")
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [Store] Unexpected call: save("pear")
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line)
      ])
  }

  @Test func anAssociatedTypeThatIsNotPrimaryMakesAGenericMock() {
    let queue = MockQueue<Int>()
    queue.expect { $0.push(3) }
    queue.expect { $0.pop() }.returning(3)

    queue.push(3)
    #expect(queue.pop() == 3)
    queue.verify()
  }

  @Test func aGenericMocksFailuresNameItsAssociatedTypes() {
    var line = 0
    var callLine = 0
    let failures = captureFailures {
      line = #line; let queue = MockQueue<String>()
      callLine = #line; queue.push("x")
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [Queue<String>] Unexpected call: push("x")
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line)
      ])
  }

  @Test func aGeneratedInitializerAndStaticMemberAnswerOnTheClass() {
    MockPlugin.expect { _ = $0.init(configuration: ["mode": "test"]) }
    MockPlugin.expect { $0.identifier }.returning("custom")
    let plugin = runPlugin(MockPlugin.self)
    plugin.expect { $0.run() }.returning(true)

    #expect(plugin.run())
    #expect(MockPlugin.identifier == "custom")
    plugin.verify()
    MockPlugin.verify()
  }

  @Test func someSendingAndIsolatedParametersAreChecked() async {
    let handoff = MockHandoff()
    let worker = Worker()
    var sentContents: Int?
    handoff.expect { $0.print(["a", "b"]) }
    // A `sending` argument cannot be used after the call, so the test makes
    // one for each, and reads the one the call received in `.doing`.
    handoff.expect { $0.take(Box(contents: 0)) }.ignoringArguments()
      .doing { actionArgs in sentContents = (actionArgs[0] as? Box)?.contents }
    await handoff.expect { await $0.run(on: worker) }.returning(4)

    handoff.print(["a", "b"])
    handoff.take(Box(contents: 7))
    #expect(await handoff.run(on: worker) == 4)
    #expect(sentContents == 7)
    handoff.verify()
  }

  @Test func aSomeParameterOfAnotherValueIsAnUnexpectedCall() {
    var line = 0
    var expectLine = 0
    var callLine = 0
    let failures = captureFailures {
      line = #line; let handoff = MockHandoff()
      expectLine = #line; handoff.expect { $0.print(["a"]) }
      callLine = #line; handoff.print(["b"])
      handoff.reset()
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [Handoff] Unexpected call: print(["b"])
            expected: print(["a"]) (\(here(expectLine)))
            received: print(["b"])
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line)
      ])
  }

  @Test func aReturnTypeWithNoDefaultIsAnsweredWithReturning() throws {
    let weather = MockWeather()
    let sunny = Forecast(summary: "sunny")
    weather.expect { try $0.latest() }.returning(sunny)
    weather.expect { $0.history() }.returning([sunny])
    weather.allow { $0.current }

    #expect(try weather.latest() == sunny)
    #expect(weather.history() == [sunny])
    #expect(weather.current == nil)
    weather.verify()
  }
}
