/// The state and rules of one mock: its expectations, the calls it could not
/// match, and where to report them.
///
/// Every public `Mock` entry point delegates here. The state sits behind one
/// lock, taken once per call; matching looks only at the unsatisfied
/// expectations of the called function, so a call costs the same however many
/// expectations the test has set or satisfied before.
final class MockEngine: Sendable {
  let mockName: String
  /// Where the test created the mock: where an unexpected call is reported.
  let creationLocation: SourceCodeLocation
  /// The ``captureFailures(_:)`` block the mock was created in, if any.
  let creationCollector: FailureCollector?
  /// Whether the mock was created by a Swift Testing test.
  let isCreatedInSwiftTestingTest: Bool
  private let state = Locked(State())

  private struct State {
    var queues: [String: ExpectationQueue] = [:]
    var deferredFailures: [String] = []
    var nextSequence = 0
  }

  init(mockName: String, creationLocation: SourceCodeLocation) {
    self.mockName = mockName
    self.creationLocation = creationLocation
    creationCollector = FailureCollector.current
    isCreatedInSwiftTestingTest = isSwiftTestingTestRunning
  }

  // MARK: Expectations

  func addExpectation(_ recorded: RecordedCall, at location: SourceCodeLocation) -> ExpectedCall {
    state.withLock { state in
      let call = ExpectedCall(recorded, location: location, sequence: state.nextSequence)
      state.nextSequence += 1
      state.queues[recorded.function, default: ExpectationQueue()].append(call)
      return call
    }
  }

  /// Changes an expectation under the lock that calls read it under.
  func update(_ call: ExpectedCall, _ change: (ExpectedCall) -> Void) {
    state.withLock { _ in change(call) }
  }

  // MARK: Calls

  /// What a mocked function does with one call.
  enum Reply {
    /// The call was made inside an `expect` block and recorded there.
    case recorded
    /// The call satisfied an expectation; these are its answer and action.
    case expected(ExpectedCall.Answer, action: (([Any?]) -> Void)?, location: SourceCodeLocation)
    /// No expectation matched; the failure has been reported or kept for `verify()`.
    case unexpected
  }

  func receive(_ function: String, arguments: [Any?], canThrow: Bool) -> Reply {
    if let recording = ExpectationRecording.current {
      recording.record(
        RecordedCall(function: function, arguments: arguments, canThrow: canThrow), on: self)
      return .recorded
    }
    let match = state.withLock { state -> Match in
      guard let call = state.queues[function]?.removeFirst(matching: arguments) else {
        return .unmatched(candidates: Array(state.queues[function]?.pending ?? []))
      }
      return .expected(call.answer, action: call.action, location: call.location)
    }
    switch match {
    case .expected(let answer, let action, let location):
      return .expected(answer, action: action, location: location)
    case .unmatched(let candidates):
      reportUnexpectedCall(function, arguments: arguments, candidates: candidates)
      return .unexpected
    }
  }

  private enum Match {
    case expected(ExpectedCall.Answer, action: (([Any?]) -> Void)?, location: SourceCodeLocation)
    case unmatched(candidates: [ExpectedCall])
  }

  private func reportUnexpectedCall(
    _ function: String, arguments: [Any?], candidates: [ExpectedCall]
  ) {
    var message = "[\(mockName)] Unexpected call: \(describeCall(function, arguments: arguments))"
    for candidate in candidates {
      message +=
        "\n  expected: \(candidate.callDescription) (\(candidate.location.shortDescription))"
    }
    if !candidates.isEmpty {
      message += "\n  received: \(describeCall(function, arguments: arguments))"
    }
    let canReportNow =
      isTaskBoundToTest || creationCollector != nil || !isCreatedInSwiftTestingTest
    if canReportNow {
      reportFailure(message, at: creationLocation, fallback: creationCollector)
    } else {
      state.withLock { $0.deferredFailures.append(message) }
    }
  }

  // MARK: Verification

  func verify(at location: SourceCodeLocation) {
    let (unexpected, missing) = state.withLock { state in
      let missing = state.queues.values.flatMap(\.pending).sorted { $0.sequence < $1.sequence }
      let unexpected = state.deferredFailures
      state.queues.removeAll()
      state.deferredFailures.removeAll()
      return (unexpected, missing)
    }
    for message in unexpected {
      reportFailure(message, at: location, fallback: creationCollector)
    }
    for call in missing {
      reportFailure(
        "[\(mockName)] Missing call: \(call.callDescription) (expected at \(call.location.shortDescription))",
        at: location, fallback: creationCollector)
    }
  }

  func reset() {
    state.withLock { state in
      state.queues.removeAll()
      state.deferredFailures.removeAll()
    }
  }

  /// Reports, at the mock's creation, the unexpected calls that arrived where
  /// no test could be told and that no `verify()` reported: the last chance
  /// before the mock goes away.
  func reportDeferredFailures() {
    let deferred = state.withLock { state in
      defer { state.deferredFailures.removeAll() }
      return state.deferredFailures
    }
    for message in deferred {
      reportFailure(message, at: creationLocation, fallback: creationCollector)
    }
  }
}

/// The unsatisfied expectations of one function, oldest first.
///
/// Satisfied expectations leave the queue, so a call that matches the oldest
/// expectation (the usual case) costs the same however many came before it.
struct ExpectationQueue {
  private var calls: [ExpectedCall] = []
  private var head = 0

  var pending: ArraySlice<ExpectedCall> {
    calls[head...]
  }

  mutating func append(_ call: ExpectedCall) {
    calls.append(call)
  }

  /// Takes the oldest expectation that `arguments` match out of the queue.
  mutating func removeFirst(matching arguments: [Any?]) -> ExpectedCall? {
    guard let index = calls[head...].firstIndex(where: { $0.matches(arguments) }) else {
      return nil
    }
    let call = calls[index]
    if index == head {
      head += 1
      if head >= 64 && head * 2 >= calls.count {
        calls.removeFirst(head)
        head = 0
      }
    } else {
      calls.remove(at: index)
    }
    return call
  }
}
