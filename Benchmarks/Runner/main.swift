import Foundation

// `swift run -c release swiftmock-benchmarks`: the cost of SwiftMock's doubles
// against a hand-written spy, measured in one process. Every round measures
// each scenario once, the spy included, and ratios are taken within a round,
// so that they hold on a noisy machine; the table shows medians over rounds.
//
// `--quick` makes a short run that only checks the benchmark works.
// `--only NAME` runs one scenario, for profiling its path with
// `valgrind --tool=callgrind --toggle-collect='*callAlternating*'` (or
// `'*cycleOnce*'` for the cycle); `--rounds N` and `--calls N` size it.

let arguments = CommandLine.arguments
let isQuick = arguments.contains("--quick")

/// The number after `option` on the command line, if there is one.
func number(after option: String) -> Int? {
  arguments.firstIndex(of: option).flatMap {
    $0 + 1 < arguments.count ? Int(arguments[$0 + 1]) : nil
  }
}

let rounds = number(after: "--rounds") ?? (isQuick ? 3 : 15)
let all = scenarios(calls: number(after: "--calls") ?? (isQuick ? 1_000 : 20_000))

if let index = arguments.firstIndex(of: "--only"), index + 1 < arguments.count {
  for scenario in all where scenario.name == arguments[index + 1] {
    print("\(scenario.name): \(median((0..<rounds).map { _ in scenario.measure() }))")
  }
  exit(0)
}

// The first unexpected call of the process, which loads what the search
// for the test's line on the stack needs: measured once, before anything.
let firstUnexpectedCall = unexpectedCalls(count: 1, searchingTheStack: true)

_ = all.map { $0.measure() }  // one round to warm up, not counted
var figures: [String: [Double]] = [:]
var ratios: [String: [Double]] = [:]
for _ in 0..<rounds {
  let round = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0.measure()) })
  for (name, figure) in round {
    figures[name, default: []].append(figure)
    ratios[name, default: []].append(figure / round["spy"]!)
  }
  ratios["mock5000/mock10", default: []].append(round["mock5000"]! / round["mock10"]!)
  ratios["suite/suiteSpy", default: []].append(round["suite"]! / round["suiteSpy"]!)
}
let figure = figures.mapValues(median)
let ratio = ratios.mapValues(median)

func row(_ name: String, _ value: String, _ ratio: String, _ target: String, _ met: Bool?) {
  let verdict = met.map { $0 ? "yes" : "NO" } ?? ""
  print(
    name.padding(toLength: 52, withPad: " ", startingAt: 0)
      + value.padding(toLength: 11, withPad: " ", startingAt: 0)
      + ratio.padding(toLength: 8, withPad: " ", startingAt: 0)
      + target.padding(toLength: 17, withPad: " ", startingAt: 0) + verdict)
}

func nanoseconds(_ name: String) -> String { String(format: "%.0f ns", figure[name]!) }
func times(_ name: String) -> String { String(format: "%.1fx", ratio[name]!) }

print("SwiftMock benchmark: medians of \(rounds) rounds\(isQuick ? " (quick run)" : "")\n")
row("measurement", "per call", "ratio", "target", nil)
row("hand-written spy call (the baseline)", nanoseconds("spy"), "1.0x", "", nil)
row("mocked call, 10 outstanding expectations", nanoseconds("mock10"), times("mock10"), "", nil)
row(
  "mocked call, 1,000 outstanding expectations", nanoseconds("mock1000"), times("mock1000"),
  "≤ 8x spy", ratio["mock1000"]! <= 8)
row(
  "mocked call, 5,000 outstanding expectations", nanoseconds("mock5000"), times("mock5000"),
  "", nil)
row(
  "  cost at 5,000 against cost at 10", "", times("mock5000/mock10"), "≤ 1.3x",
  ratio["mock5000/mock10"]! <= 1.3)
row(
  "expect + call + verify cycle, 10 calls", nanoseconds("cycle"), times("cycle"), "≤ 30x spy",
  ratio["cycle"]! <= 30)
row(
  "expect + call + verify cycle, 100 calls", nanoseconds("cycle100"), times("cycle100"),
  "≤ 30x spy", ratio["cycle100"]! <= 30)
row("Stub<P> call", nanoseconds("stub"), times("stub"), "≤ 4x spy", ratio["stub"]! <= 4)
row(
  "Spy<P> call", nanoseconds("spyDouble"), times("spyDouble"), "≤ 4x spy", ratio["spyDouble"]! <= 4)
row(
  "failing verify(), 5 missing calls", String(format: "%.3f ms", figure["verify"]!), "",
  "< 1 ms", figure["verify"]! < 1)
row(
  "unexpected call, the first of the process", String(format: "%.1f ms", firstUnexpectedCall),
  "", "", nil)
row(
  "unexpected call, after the first", String(format: "%.3f ms", figure["unexpected"]!), "",
  "< 1 ms", figure["unexpected"]! < 1)
row(
  "  the same without the search for the test's line",
  String(format: "%.3f ms", figure["unexpectedWithoutSearch"]!), "", "", nil)
row(
  "1,000 tests of 10 expectations: mock", String(format: "%.1f ms", figure["suite"]!),
  String(format: "%.1fx", ratio["suite/suiteSpy"]!), "", nil)
row(
  "1,000 tests of 10 calls: hand-written spy", String(format: "%.1f ms", figure["suiteSpy"]!),
  "1.0x", "", nil)
