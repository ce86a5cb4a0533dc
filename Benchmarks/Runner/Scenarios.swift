import Foundation
import SwiftMock

/// One measurement: a name, and a function that times one batch and
/// returns nanoseconds per call (milliseconds per verify, for `verify`).
struct Scenario {
  let name: String
  let measure: () -> Double
}

/// The scenarios of the table, for batches of about `calls` calls each.
func scenarios(calls: Int) -> [Scenario] {
  let texts = messages(max(calls, 5_000))
  return [
    Scenario(name: "spy") {
      nanosecondsPerOperation(
        operations: calls, setUp: { opaque(HandWrittenSpy()) },
        body: { callAlternating($0, messages: texts, count: calls) })
    },
    Scenario(name: "mock10") { satisfiedCalls(outstanding: 10, calls: calls, texts: texts) },
    Scenario(name: "mock1000") { satisfiedCalls(outstanding: 1_000, calls: calls, texts: texts) },
    Scenario(name: "mock5000") { satisfiedCalls(outstanding: 5_000, calls: calls, texts: texts) },
    Scenario(name: "cycle") { cycles(of: 10, calls: calls, texts: texts) },
    Scenario(name: "cycle100") { cycles(of: 100, calls: calls, texts: texts) },
    Scenario(name: "verify") {
      // A `verify()` that finds five missing calls, in milliseconds.
      let verifications = max(1, calls / 100)
      let nanoseconds = nanosecondsPerOperation(
        operations: verifications,
        setUp: {
          (0..<verifications).map { _ in
            let mock = MockLogging()
            for index in 0..<5 { mock.expect { $0.add(index, index) } }
            return mock
          }
        },
        body: { mocks in
          let failures = captureFailures {
            for mock in mocks { mock.verify() }
          }
          precondition(failures.count == 5 * verifications)
        })
      return nanoseconds / 1_000_000
    },
    Scenario(name: "suite") {
      // A thousand tests of ten expectations each, in milliseconds.
      let texts = Array(texts.prefix(10))
      return nanosecondsPerOperation(
        operations: 1, setUp: {},
        body: { _ in
          for _ in 0..<1_000 { testWithAMock(messages: texts) }
        }) / 1_000_000
    },
    Scenario(name: "suiteSpy") {
      let texts = Array(texts.prefix(10))
      return nanosecondsPerOperation(
        operations: 1, setUp: {},
        body: { _ in
          for _ in 0..<1_000 { testWithAHandWrittenSpy(messages: texts) }
        }) / 1_000_000
    },
    Scenario(name: "unexpected") {
      // One unexpected call, after the first of the process, with the
      // search for the test's line on the stack; in milliseconds.
      unexpectedCalls(count: max(1, calls / 1_000), searchingTheStack: true)
    },
    Scenario(name: "unexpectedWithoutSearch") {
      unexpectedCalls(count: max(1, calls / 1_000), searchingTheStack: false)
    },
    Scenario(name: "stub") {
      nanosecondsPerOperation(
        operations: calls,
        setUp: { () -> any Logging in
          let stub = StubLogging()
          stub.given { $0.add(any(), any()) }.returning(1)
          return opaque(stub)
        },
        body: { callAlternating($0, messages: texts, count: calls) })
    },
    Scenario(name: "spyDouble") {
      nanosecondsPerOperation(
        operations: calls, setUp: { opaque(SpyLogging()) },
        body: { callAlternating($0, messages: texts, count: calls) })
    },
  ]
}

/// Cycles of `size` expectations set, the calls that satisfy them and a
/// `verify()`, as many as make about `calls` calls; per call.
private func cycles(of size: Int, calls: Int, texts: [String]) -> Double {
  let cycles = max(1, calls / size)
  return nanosecondsPerOperation(
    operations: cycles * size, setUp: { MockLogging() },
    body: { mock in
      for _ in 0..<cycles {
        cycleOnce(mock, messages: texts, count: size)
      }
    })
}

/// Calls that satisfy, in order, mocks that each start with `outstanding`
/// expectations, alternating `log` and `add`; as many mocks as make about
/// `calls` calls.
private func satisfiedCalls(outstanding: Int, calls: Int, texts: [String]) -> Double {
  let mocks = max(1, calls / outstanding)
  return nanosecondsPerOperation(
    operations: mocks * outstanding,
    setUp: { () -> [any Logging] in
      (0..<mocks).map { _ in
        let mock = MockLogging()
        expectAlternating(mock, messages: texts, count: outstanding)
        return opaque(mock)
      }
    },
    body: { doubles in
      for double in doubles {
        callAlternating(double, messages: texts, count: outstanding)
      }
    })
}

/// Milliseconds per unexpected call, with or without the search for the
/// test's line on the call stack.
func unexpectedCalls(count: Int, searchingTheStack: Bool) -> Double {
  setenv("SWIFTMOCK_STACK_SEARCH", searchingTheStack ? "1" : "0", 1)
  defer { unsetenv("SWIFTMOCK_STACK_SEARCH") }
  let mock = MockLogging()
  return nanosecondsPerOperation(
    operations: count, setUp: {},
    body: { _ in
      let failures = captureFailures {
        for _ in 0..<count { mock.log("unexpected") }
      }
      precondition(failures.count == count)
    }) / 1_000_000
}
