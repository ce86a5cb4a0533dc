/// Describes a value of each common shape, and builds a call's failure of
/// each kind, once in the process, at the first test double's creation: so
/// that the runtime type information a failing call needs is ready before
/// a call fails.
///
/// ```swift
/// FailureWarmUp.ensure()
/// ```
///
/// The first use of a generic type's information at a place in the code
/// (the boxes `Mirror` keeps its children in, a slice of an array) sets it
/// up, and demangling its name takes up to 20 KB of stack: a first
/// unexpected call on a thread with a small stack would overflow it. A test
/// double is usually made on the test's thread, whose stack is large.
enum FailureWarmUp {
  /// Does it once a process.
  static func ensure() {
    _ = done
  }

  private static let done: Void = {
    let samples: [Any?] = [
      0, 1.5, true, "text", Optional<Int>.none, Optional(1), [1], ["key": 1], Set([1]),
      (1, "two"), Sample(value: 1), SampleObject(), SampleChoice.some(1), Int.self,
    ]
    for sample in samples {
      _ = describeValue(sample)
    }
    for function in ["call()", "call(_:)", "call(value:)", "call(_:value:)", "value"] {
      _ = describeCall(function, arguments: [1, "two"])
    }
    let here = SourceCodeLocation(fileID: #fileID, filePath: #filePath, line: 1, column: 1)
    let line = TestLineSearch.Line(filePath: "/Elsewhere.swift", line: 2, column: 1, symbol: "")
    let testFunction = TestFunction(qualifiedName: "Module.Type.test", filePath: nil)
    let outcomes: [TestLineSearch.Outcome] = [
      .found(testFunction: line, innermost: line),
      .found(testFunction: nil, innermost: line),
      .found(
        testFunction: TestLineSearch.Line(
          filePath: "\(here.filePath)", line: 3, column: 1, symbol: ""), innermost: line),
      .notFound(.stackTooSmall),
    ]
    for outcome in outcomes {
      _ = MockEngine.callFailure(
        "", outcome: outcome, testFunction: testFunction, creationLocation: here)
    }
    _ = TestLineSearch.hasRoomToSearch
    _ = TestLineSearch.hasRoomForAFailure
    // The first steps of a failing call, on the calling thread.
    FailuresInFlight.end(FailuresInFlight.begin())
    _ = SmallStackCaller.workOut { .printed }
    _ = FailureCollector.current
  }()

  /// A structure, described by its fields.
  private struct Sample {
    let value: Int
  }

  /// A class instance, described by its identity.
  private final class SampleObject {}

  /// An enumeration with a payload.
  private enum SampleChoice {
    case some(Int)
  }
}
