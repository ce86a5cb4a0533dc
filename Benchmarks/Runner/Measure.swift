import Foundation

/// Keeps a result alive, so that the optimizer cannot drop the work that
/// produced it.
@inline(never)
func keep<Value>(_ value: Value) {
  withExtendedLifetime(value) {}
}

/// `double` as the code under test sees it: through the protocol, so that
/// the optimizer cannot inline a call the way it never could in a real test.
@inline(never)
func opaque(_ double: any Logging) -> any Logging {
  double
}

/// The median of `runs` timings of `body`, in nanoseconds, divided by
/// `operations`: the cost of one operation. Each run gets fresh state from
/// `setUp`, which is not timed.
func nanosecondsPerOperation<State>(
  runs: Int, operations: Int, setUp: () -> State, _ body: (State) -> Void
) -> Double {
  var timings: [Double] = []
  for _ in 0..<runs {
    let state = setUp()
    let start = DispatchTime.now().uptimeNanoseconds
    body(state)
    let end = DispatchTime.now().uptimeNanoseconds
    keep(state)
    timings.append(Double(end - start) / Double(operations))
  }
  timings.sort()
  return timings[timings.count / 2]
}

/// The message each alternating call logs; built before timing starts.
func messages(_ count: Int) -> [String] {
  (0..<count).map { "message \($0)" }
}
