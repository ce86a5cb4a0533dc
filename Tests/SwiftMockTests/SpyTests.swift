import Foundation
import SwiftMock
import SwiftMockTestSupport
import Testing

enum DogFood: Equatable, Defaultable {
  case dry, wet, tableScraps

  static var mockDefault: DogFood { .dry }
}

protocol Pet {
  func eat(food: DogFood)
  func digest() -> String?
  func fetch(_ toy: String, completion: @escaping (Bool) -> Void)
  func nap(minutes: Int) async
}

final class SpyPet: Spy<Pet>, Pet, @unchecked Sendable {
  func eat(food: DogFood) { accept(food) }
  func digest() -> String? { accept() }
  func fetch(_ toy: String, completion: @escaping (Bool) -> Void) {
    accept(checkArgs: [toy], actionArgs: [completion])
  }
  func nap(minutes: Int) async { await accept(minutes) }
}

struct SpyTests {
  @Test func recordsEveryCallInOrderWithItsArguments() {
    let spy = SpyPet()
    spy.eat(food: .dry)
    _ = spy.digest()
    spy.eat(food: .wet)
    #expect(spy.calls.map(\.description) == ["eat(food: dry)", "digest()", "eat(food: wet)"])
    #expect(spy.calls.map(\.function) == ["eat(food:)", "digest()", "eat(food:)"])
    #expect(spy.calls.first?.argument(0, as: DogFood.self) == .dry)
    #expect(spy.calls.first?.argument(1, as: DogFood.self) == nil)
    #expect(spy.calls.first?.argument(0, as: String.self) == nil)
  }

  @Test func receivedWithAndIgnoringArguments() {
    let spy = SpyPet()
    spy.eat(food: .dry)
    spy.eat(food: .wet)
    #expect(spy.received { $0.eat(food: .dry) })
    #expect(!spy.received { $0.eat(food: .tableScraps) })
    #expect(spy.received(ignoringArguments: true) { $0.eat(food: .tableScraps) })
    #expect(!spy.received(ignoringArguments: true) { _ = $0.digest() })
  }

  @Test func callCountWithAndIgnoringArguments() {
    let spy = SpyPet()
    spy.eat(food: .dry)
    spy.eat(food: .wet)
    spy.eat(food: .dry)
    #expect(spy.callCount { $0.eat(food: .dry) } == 2)
    #expect(spy.callCount { $0.eat(food: .tableScraps) } == 0)
    #expect(spy.callCount(ignoringArguments: true) { $0.eat(food: .tableScraps) } == 3)
  }

  @Test func aCapturedCompletionHandlerCanBeCalled() {
    let spy = SpyPet()
    var fetched: Bool?
    spy.fetch("ball") { fetched = $0 }
    let completion = spy.calls { $0.fetch("ball", completion: { _ in }) }.last?
      .actionArgument(0, as: ((Bool) -> Void).self)
    completion?(true)
    #expect(fetched == true)
  }

  @Test func aSpyAnswersLikeAStub() {
    let spy = SpyPet()
    spy.given { $0.digest() }.returning("Upset tummy")
    #expect(spy.digest() == "Upset tummy")
    #expect(spy.received { _ = $0.digest() })
  }

  @Test func aSpyNeverFailsByItself() {
    let failures = captureFailures {
      let spy = SpyPet()
      spy.eat(food: .dry)
      _ = spy.digest()
    }
    #expect(failures.isEmpty)
  }

  @Test func verifyReceivedPassesForTheWantedCount() {
    let spy = SpyPet()
    spy.eat(food: .dry)
    spy.eat(food: .wet)
    let failures = captureFailures {
      spy.verifyReceived { $0.eat(food: .dry) }
      spy.verifyReceived(times: 2, ignoringArguments: true) { $0.eat(food: .dry) }
      spy.verifyReceived(times: 0) { $0.eat(food: .tableScraps) }
    }
    #expect(failures.isEmpty)
  }

  @Test func wantedButNotInvokedIsReportedAtTheVerifyLine() {
    let spy = SpyPet()
    let failures = captureFailures {
      let line = #line; spy.verifyReceived { $0.fetch("ball", completion: { _ in }) }
      expectFailures(
        captureFailures { spy.verifyReceived(line: UInt(line)) { _ = $0.digest() } },
        [("[Pet] Wanted but not invoked: digest()", line)])
    }
    #expect(
      failures.map(\.message) == [
        "[Pet] Wanted but not invoked: fetch(_:completion:) with (\"ball\")"
      ])
  }

  @Test func wantedButNotInvokedListsTheCallsReceivedInstead() {
    let spy = SpyPet()
    spy.eat(food: .dry)
    spy.eat(food: .wet)
    var line = 0
    let failures = captureFailures {
      line = #line; spy.verifyReceived { $0.eat(food: .tableScraps) }
    }
    expectFailures(
      failures,
      [
        (
          """
          [Pet] Wanted but not invoked: eat(food: tableScraps)
            received instead: eat(food: dry)
            received instead: eat(food: wet)
          """, line
        )
      ])
  }

  @Test func aWrongCountListsTheCallsReceived() {
    let spy = SpyPet()
    spy.fetch("ball") { _ in }
    spy.fetch("stick") { _ in }
    var line = 0
    let failures = captureFailures {
      line = #line; spy.verifyReceived(ignoringArguments: true) { $0.fetch("ball") { _ in } }
    }
    expectFailures(
      failures,
      [
        (
          """
          [Pet] Wanted 1 time but was called 2 times: fetch(_:completion:)
            received: fetch(_:completion:) with ("ball")
            received: fetch(_:completion:) with ("stick")
          """, line
        )
      ])
  }

  @Test func countsInMessagesAgreeInNumber() {
    let spy = SpyPet()
    spy.eat(food: .dry)
    let failures = captureFailures {
      spy.verifyReceived(times: 2) { $0.eat(food: .dry) }
    }
    #expect(
      failures.map(\.message) == [
        "[Pet] Wanted 2 times but was called 1 time: eat(food: dry)\n  received: eat(food: dry)"
      ])
  }

  @Test func asyncMembersCanBeQueried() async {
    let spy = SpyPet()
    await spy.nap(minutes: 20)
    #expect(await spy.received { await $0.nap(minutes: 20) })
    #expect(await spy.callCount(ignoringArguments: true) { await $0.nap(minutes: 0) } == 1)
    #expect(await spy.calls { await $0.nap(minutes: 20) }.count == 1)
    let failures = await captureFailures {
      await spy.verifyReceived { await $0.nap(minutes: 20) }
    }
    #expect(failures.isEmpty)
  }

  @Test func resetForgetsTheRecordedCalls() {
    let spy = SpyPet()
    spy.eat(food: .dry)
    spy.reset()
    #expect(spy.calls.isEmpty)
  }

  @Test func callsFromManyThreadsAreAllRecorded() {
    let spy = SpyPet()
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      for _ in 0..<500 { spy.eat(food: .dry) }
    }
    #expect(spy.callCount { $0.eat(food: .dry) } == 4_000)
  }
}
