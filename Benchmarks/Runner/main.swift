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
}
let figure = figures.mapValues(median)
let ratio = ratios.mapValues(median)

func row(_ name: String, _ value: String, _ ratio: String, _ target: String, _ met: Bool?) {
  let verdict = met.map { $0 ? "yes" : "NO" } ?? ""
  print(
    name.padding(toLength: 46, withPad: " ", startingAt: 0)
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
  "≤ 10x spy", ratio["mock1000"]! <= 10)
row(
  "mocked call, 5,000 outstanding expectations", nanoseconds("mock5000"), times("mock5000"),
  "", nil)
row(
  "  cost at 5,000 against cost at 10", "", times("mock5000/mock10"), "≤ 1.3x",
  ratio["mock5000/mock10"]! <= 1.3)
row(
  "expect + call + verify cycle", nanoseconds("cycle"), times("cycle"), "≤ 20x spy",
  ratio["cycle"]! <= 20)
row("Stub<P> call", nanoseconds("stub"), times("stub"), "≤ 5x spy", ratio["stub"]! <= 5)
row(
  "Spy<P> call", nanoseconds("spyDouble"), times("spyDouble"), "≤ 5x spy", ratio["spyDouble"]! <= 5)
row(
  "failing verify(), 5 missing calls", String(format: "%.3f ms", figure["verify"]!), "",
  "< 1 ms", figure["verify"]! < 1)
