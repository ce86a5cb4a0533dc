import Foundation
import SwiftMock

// `swift run -c release swiftmock-benchmarks`: the cost of SwiftMock's doubles
// against a hand-written spy, measured in one process so that the ratios
// hold on a noisy machine. Pass `--quick` for a short run that only checks
// the benchmark works.

let isQuick = CommandLine.arguments.contains("--quick")
let runs = isQuick ? 3 : 11
let callCount = isQuick ? 1_000 : 20_000

/// Makes `count` calls on `double`, alternating `log` and `add`: the work
/// every call measurement times. Not inlined, so that a profiler can find it.
@inline(never)
func callAlternating(_ double: any Logging, messages texts: [String], count: Int) {
  var sum = 0
  for index in 0..<count {
    if index % 2 == 0 { double.log(texts[index]) } else { sum &+= double.add(index, index) }
  }
  keep(sum)
}

/// Sets `count` expectations on `mock`, alternating `log` and `add`: the
/// set-up the cycle measurement times. Not inlined, so that a profiler can
/// find it.
@inline(never)
func expectAlternating(_ mock: MockLogging, messages texts: [String], count: Int) {
  for index in 0..<count {
    if index % 2 == 0 {
      mock.expect { $0.log(texts[index]) }
    } else {
      mock.expect { $0.add(index, index) }.returning(index * 2)
    }
  }
}

/// The hand-written spy, making `count` calls alternating `log` and `add`.
func handWrittenSpyCall(_ count: Int) -> Double {
  let texts = messages(count)
  return nanosecondsPerOperation(runs: runs, operations: count, setUp: { opaque(HandWrittenSpy()) })
  {
    spy in
    callAlternating(spy, messages: texts, count: count)
  }
}

/// A mock with `outstanding` expectations, alternating `log` and `add`,
/// timed over the calls that satisfy them in order.
func satisfiedMockCall(outstanding: Int) -> Double {
  let texts = messages(outstanding)
  let rounds = max(1, callCount / outstanding)
  var timings: [Double] = []
  for _ in 0..<rounds {
    timings.append(
      nanosecondsPerOperation(
        runs: runs, operations: outstanding,
        setUp: { () -> (mock: MockLogging, double: any Logging) in
          let mock = MockLogging()
          expectAlternating(mock, messages: texts, count: outstanding)
          return (mock, opaque(mock))
        }
      ) { subject in
        callAlternating(subject.double, messages: texts, count: outstanding)
      })
  }
  timings.sort()
  return timings[timings.count / 2]
}

/// Expecting, making and verifying ten calls, per call.
func fullCycle() -> Double {
  let texts = messages(10)
  let cycles = callCount / 10
  return nanosecondsPerOperation(runs: runs, operations: cycles * 10, setUp: { MockLogging() }) {
    mock in
    for _ in 0..<cycles {
      expectAlternating(mock, messages: texts, count: 10)
      callAlternating(opaque(mock), messages: texts, count: 10)
      mock.verify()
    }
  }
}

/// A `verify()` that finds five missing calls, in milliseconds.
func failingVerify() -> Double {
  let verifications = isQuick ? 10 : 200
  let perVerify = nanosecondsPerOperation(
    runs: runs, operations: verifications,
    setUp: { () -> [MockLogging] in
      (0..<verifications).map { _ in
        let mock = MockLogging()
        for index in 0..<5 { mock.expect { $0.add(index, index) } }
        return mock
      }
    }
  ) { mocks in
    let failures = captureFailures {
      for mock in mocks { mock.verify() }
    }
    precondition(failures.count == 5 * verifications)
  }
  return perVerify / 1_000_000
}

/// A stub or spy answering `count` calls alternating `log` and `add`.
func lenientCall<Double: Logging>(_ makeDouble: @escaping () -> Double) -> Swift.Double {
  let texts = messages(callCount)
  return nanosecondsPerOperation(runs: runs, operations: callCount, setUp: { opaque(makeDouble()) })
  {
    double in
    callAlternating(double, messages: texts, count: callCount)
  }
}

/// With `--only NAME`, runs that one measurement and prints its figure: for
/// profiling one path with `valgrind --tool=callgrind`.
let only = CommandLine.arguments.firstIndex(of: "--only").map { CommandLine.arguments[$0 + 1] }
let measurements: [(name: String, run: () -> Double)] = [
  ("spy", { handWrittenSpyCall(callCount) }),
  ("mock10", { satisfiedMockCall(outstanding: 10) }),
  ("mock1000", { satisfiedMockCall(outstanding: 1_000) }),
  ("mock5000", { satisfiedMockCall(outstanding: 5_000) }),
  ("cycle", fullCycle),
  ("verify", failingVerify),
  (
    "stub",
    {
      lenientCall { () -> StubLogging in
        let stub = StubLogging()
        stub.given { $0.add(any(), any()) }.returning(1)
        return stub
      }
    }
  ),
  ("spyDouble", { lenientCall { SpyLogging() } }),
]
if let only {
  for measurement in measurements where measurement.name == only {
    print("\(only): \(measurement.run())")
  }
  exit(0)
}
var figures: [String: Double] = [:]
for measurement in measurements {
  figures[measurement.name] = measurement.run()
}
let spy = figures["spy"]!
let mock10 = figures["mock10"]!
let mock1000 = figures["mock1000"]!
let mock5000 = figures["mock5000"]!
let cycle = figures["cycle"]!
let verifyMilliseconds = figures["verify"]!
let stubCall = figures["stub"]!
let spyCall = figures["spyDouble"]!

func row(_ name: String, _ value: String, _ ratio: String, _ target: String, _ met: Bool?) {
  let verdict = met.map { $0 ? "yes" : "NO" } ?? ""
  print(
    name.padding(toLength: 48, withPad: " ", startingAt: 0)
      + value.padding(toLength: 12, withPad: " ", startingAt: 0)
      + ratio.padding(toLength: 10, withPad: " ", startingAt: 0)
      + target.padding(toLength: 20, withPad: " ", startingAt: 0) + verdict)
}

func ns(_ value: Double) -> String { String(format: "%.0f ns", value) }
func times(_ value: Double) -> String { String(format: "%.1fx", value) }

print("SwiftMock benchmark: medians of \(runs) runs\(isQuick ? " (quick run)" : "")\n")
row("measurement", "per call", "ratio", "target", nil)
row("hand-written spy call (the baseline)", ns(spy), "1.0x", "", nil)
row("mocked call, 10 outstanding expectations", ns(mock10), times(mock10 / spy), "", nil)
row(
  "mocked call, 1,000 outstanding expectations", ns(mock1000), times(mock1000 / spy),
  "within 10x spy", mock1000 / spy <= 10)
row(
  "mocked call, 5,000 outstanding expectations", ns(mock5000), times(mock5000 / spy),
  "", nil)
row(
  "  5,000 expectations against 10", "", times(mock5000 / mock10), "within 1.3x",
  mock5000 / mock10 <= 1.3)
row(
  "expect + call + verify cycle", ns(cycle), times(cycle / spy), "within 20x spy", cycle / spy <= 20
)
row("Stub<P> call", ns(stubCall), times(stubCall / spy), "within 5x spy", stubCall / spy <= 5)
row("Spy<P> call", ns(spyCall), times(spyCall / spy), "within 5x spy", spyCall / spy <= 5)
row(
  "failing verify(), 5 missing calls", String(format: "%.3f ms", verifyMilliseconds), "",
  "under 1 ms", verifyMilliseconds < 1)
