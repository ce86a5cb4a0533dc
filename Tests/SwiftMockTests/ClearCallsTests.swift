import Foundation
import SwiftMock
import SwiftMockTestSupport
import Testing

/// `clearCalls()`: a spy forgets the calls it received and keeps its answers.
struct ClearCallsTests {
  @Test func theCallsAreForgottenAndTheAnswersKept() {
    let spy = SpyPet()
    spy.given { $0.digest() }.returning("Upset tummy")
    spy.eat(food: .dry)
    _ = spy.digest()
    spy.clearCalls()
    #expect(spy.calls.isEmpty)
    #expect(!spy.received(ignoringArguments: true) { $0.eat(food: .dry) })
    #expect(spy.callCount { _ = $0.digest() } == 0)
    #expect(spy.digest() == "Upset tummy")
    #expect(spy.calls.map(\.description) == ["digest()"])
  }

  @Test func verifyReceivedSeesOnlyTheCallsMadeAfterIt() {
    let spy = SpyPet()
    spy.eat(food: .dry)
    spy.clearCalls()
    spy.eat(food: .wet)
    var line = 0
    let failures = captureFailures {
      spy.verifyReceived { $0.eat(food: .wet) }
      line = #line; spy.verifyReceived { $0.eat(food: .dry) }
    }
    expectFailures(
      failures,
      [
        (
          """
          [Pet] Wanted but not invoked: eat(food: dry)
            received instead: eat(food: wet)
          """, line
        )
      ])
  }

  @Test func resetStillForgetsTheAnswersToo() {
    let spy = SpyPet()
    spy.given { $0.digest() }.returning("Upset tummy")
    spy.eat(food: .dry)
    spy.reset()
    #expect(spy.calls.isEmpty)
    #expect(spy.digest() == nil)
  }

  @Test func aDeinitOfAnArgumentItLetsGoMayCallTheSpy() throws {
    let failures = try #require(
      failuresWithinDeadline {
        let spy = SpyDoghouse()
        spy.keep(Collar(spy: spy))
        spy.clearCalls()
        // The collar went with the calls, and called the spy as it went.
        #expect(spy.calls.map(\.description) == ["bark()"])
      })
    #expect(failures.isEmpty)
  }

  @Test func callsFromOtherThreadsAreKeptWholeOrForgottenWhole() {
    let spy = SpyPet()
    DispatchQueue.concurrentPerform(iterations: 4) { worker in
      for call in 0..<500 {
        if worker == 0 && call == 250 { spy.clearCalls() }
        spy.eat(food: .dry)
      }
    }
    let count = spy.callCount { $0.eat(food: .dry) }
    #expect(count >= 250 && count <= 2_000)
    spy.clearCalls()
    spy.eat(food: .wet)
    #expect(spy.calls.map(\.description) == ["eat(food: wet)"])
  }

  @Test func aProtocolsOwnClearCallsIsAMockedCall() {
    let spy = SpyCallLog()
    spy.clearCalls()
    #expect(spy.calls.map(\.description) == ["clearCalls()"])
    spy.forgetEverythingReceived()
    #expect(spy.calls.isEmpty)
  }
}

protocol Doghouse {
  func keep(_ collar: Collar)
  func bark()
}

final class SpyDoghouse: Spy<Doghouse>, Doghouse, @unchecked Sendable {
  func keep(_ collar: Collar) { accept(collar) }
  func bark() { accept() }
}

/// An argument that calls the spy when it goes away.
final class Collar {
  let spy: SpyDoghouse

  init(spy: SpyDoghouse) {
    self.spy = spy
  }

  deinit {
    spy.bark()
  }
}

/// A protocol with a `clearCalls()` of its own, which its spy overrides.
protocol CallLog {
  func clearCalls()
}

final class SpyCallLog: Spy<CallLog>, CallLog {
  override func clearCalls() { accept() }

  /// The spy's own `clearCalls()`.
  func forgetEverythingReceived() { super.clearCalls() }
}
