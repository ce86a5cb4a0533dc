import Foundation
import SwiftMock
import Testing

// What `swift run -c release swiftmock-benchmarks` measures outside any test,
// measured here inside one: a running test's doubles ask which test each
// expectation and call belongs to. Ratios are to a hand-written spy measured
// in the same round; the table shows medians over rounds. It prints, and
// checks nothing of the times.

protocol Logging {
  func log(_ message: String)
  func add(_ first: Int, _ second: Int) -> Int
}

final class HandWrittenSpy: Logging {
  private(set) var messages: [String] = []
  private(set) var additions: [(Int, Int)] = []
  func log(_ message: String) { messages.append(message) }
  func add(_ first: Int, _ second: Int) -> Int {
    additions.append((first, second))
    return first + second
  }
}

final class MockLogging: Mock<Logging>, Logging {
  func log(_ message: String) { accept(message) }
  func add(_ first: Int, _ second: Int) -> Int { accept(first, second) }
}

final class StubLogging: Stub<Logging>, Logging {
  func log(_ message: String) { accept(message) }
  func add(_ first: Int, _ second: Int) -> Int { accept(first, second) }
}

@inline(never) func opaque(_ double: any Logging) -> any Logging { double }

@inline(never) func calls(_ double: any Logging, _ texts: [String]) -> Int {
  var sum = 0
  for index in texts.indices {
    if index % 2 == 0 { double.log(texts[index]) } else { sum &+= double.add(index, index) }
  }
  return sum
}

@inline(never) func expectations(_ mock: MockLogging, _ texts: [String]) {
  for index in texts.indices {
    if index % 2 == 0 {
      mock.expect { $0.log(texts[index]) }
    } else {
      mock.expect { $0.add(index, index) }.returning(index * 2)
    }
  }
}

/// Nanoseconds per call of `body`, which makes `count` calls.
func nanoseconds(per count: Int, _ body: () -> Void) -> Double {
  let start = DispatchTime.now().uptimeNanoseconds
  body()
  return Double(DispatchTime.now().uptimeNanoseconds - start) / Double(count)
}

@Test func theDoublesInsideARunningTest() {
  let texts = (0..<10).map { "message \($0)" }
  let rounds = 15
  let repeats = 2_000
  var rows: [String: [Double]] = [:]
  for round in 0...rounds {
    let spy = opaque(HandWrittenSpy())
    let spyCost = nanoseconds(per: repeats * 10) {
      for _ in 0..<repeats { _ = calls(spy, texts) }
    }
    let mock = MockLogging()
    let cycleCost = nanoseconds(per: repeats * 10) {
      for _ in 0..<repeats {
        expectations(mock, texts)
        _ = calls(opaque(mock), texts)
        mock.verify()
      }
    }
    let stub = StubLogging()
    stub.given { $0.add(any(), any()) }.returning(1)
    let stubbed = opaque(stub)
    let stubCost = nanoseconds(per: repeats * 10) {
      for _ in 0..<repeats { _ = calls(stubbed, texts) }
    }
    guard round > 0 else { continue }  // the first round warms up
    rows["spy", default: []].append(spyCost)
    rows["cycle", default: []].append(cycleCost)
    rows["cycle/spy", default: []].append(cycleCost / spyCost)
    rows["stub", default: []].append(stubCost)
    rows["stub/spy", default: []].append(stubCost / spyCost)
  }
  func median(_ name: String) -> Double { rows[name]!.sorted()[rows[name]!.count / 2] }
  print("SwiftMock inside a running Swift Testing test: medians of \(rounds) rounds")
  print("hand-written spy call (the baseline)      \(Int(median("spy"))) ns   1.0x")
  print(
    "expect + call + verify cycle, 10 calls     \(Int(median("cycle"))) ns   "
      + String(format: "%.1fx", median("cycle/spy")))
  print(
    "Stub<P> call                               \(Int(median("stub"))) ns   "
      + String(format: "%.1fx", median("stub/spy")))
}
