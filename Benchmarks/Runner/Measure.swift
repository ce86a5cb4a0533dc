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

/// Times `body` on state from `setUp` (which is not timed) and returns
/// nanoseconds per operation, for a body that performs `operations`.
func nanosecondsPerOperation<State>(
  operations: Int, setUp: () -> State, body: (State) -> Void
) -> Double {
  let state = setUp()
  let start = DispatchTime.now().uptimeNanoseconds
  body(state)
  let end = DispatchTime.now().uptimeNanoseconds
  keep(state)
  return Double(end - start) / Double(operations)
}

/// The middle value.
func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  return sorted[sorted.count / 2]
}

/// The message each alternating call logs; built before timing starts.
func messages(_ count: Int) -> [String] {
  (0..<count).map { "message \($0)" }
}

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

/// Sets `count` expectations on `mock`, alternating `log` and `add`, each
/// satisfied by the same call of `callAlternating`. Not inlined, so that a
/// profiler can find it.
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

/// One cycle of a test: `count` expectations set, the calls that satisfy
/// them, and a `verify()`. Not inlined, so that a profiler can find it.
@inline(never)
func cycleOnce(_ mock: MockLogging, messages texts: [String], count: Int) {
  expectAlternating(mock, messages: texts, count: count)
  callAlternating(opaque(mock), messages: texts, count: count)
  mock.verify()
}
