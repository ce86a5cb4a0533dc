import Foundation
import SwiftMock
import SwiftMockTestSupport
import Testing

/// A spy that receives many calls keeps every one, in order, whether the
/// test reads them all at once, counts them, clears them, or waits for
/// them while they arrive.
struct SpyCallLogTests {
  /// Enough calls to fill the spy's first blocks and several of its largest.
  static let many = 5_000

  @Test func everyCallIsKeptInTheOrderItCame() {
    let spy = SpyPet()
    for index in 0..<Self.many { spy.fetch("toy \(index)", completion: { _ in }) }
    let toys = spy.calls.map { $0.argument(0, as: String.self) }
    #expect(toys == (0..<Self.many).map { "toy \($0)" })
    let failures = captureFailures {
      spy.verifyReceived(times: Self.many, ignoringArguments: true) {
        $0.fetch("", completion: { _ in })
      }
      spy.verifyReceived(times: 1) { $0.fetch("toy 4999", completion: { _ in }) }
    }
    #expect(failures.isEmpty)
  }

  /// Reading the calls between calls, as a test that checks each step
  /// does, sees every call once and in order, before and after a clear.
  @Test func readsBetweenCallsSeeEveryCallOnceInOrder() {
    let spy = SpyPet()
    var expected: [String?] = []
    for index in 0..<600 {
      if index == 400 {
        spy.clearCalls()
        expected = []
      }
      spy.fetch("toy \(index)", completion: { _ in })
      expected.append("toy \(index)")
      let toys = spy.calls.map { $0.argument(0, as: String.self) }
      guard toys == expected else {
        Issue.record("after call \(index): \(toys.count) calls read, \(expected.count) made")
        return
      }
    }
  }

  @Test func callsAfterClearingAreKeptAlone() {
    let spy = SpyPet()
    for _ in 0..<Self.many { spy.eat(food: .dry) }
    spy.clearCalls()
    #expect(spy.calls.isEmpty)
    for _ in 0..<40 { spy.eat(food: .wet) }
    spy.eat(food: .dry)
    #expect(spy.calls.count == 41)
    #expect(spy.calls.last?.argument(0, as: DogFood.self) == .dry)
    #expect(spy.calls.dropLast().allSatisfy { $0.argument(0, as: DogFood.self) == .wet })
  }

  /// The wait counts the calls kept since it last looked, which lie across
  /// the blocks the spy keeps them in.
  @Test func aWaitSeesCallsArrivingAcrossTheSpysBlocks() async {
    let spy = SpyPet()
    for _ in 0..<10 { spy.eat(food: .wet) }
    let caller = DispatchGroup()
    caller.enter()
    let thread = Thread {
      for index in 0..<Self.many { spy.eat(food: index % 2 == 0 ? .dry : .wet) }
      caller.leave()
    }
    thread.start()
    let failures = await captureFailures {
      await spy.verifyReceived(times: Self.many / 2, timeout: .seconds(120)) {
        $0.eat(food: .dry)
      }
    }
    #expect(failures.isEmpty)
    await withCheckedContinuation { continuation in
      caller.notify(queue: .global()) { continuation.resume() }
    }
    #expect(spy.calls.count == 10 + Self.many)
  }
}
