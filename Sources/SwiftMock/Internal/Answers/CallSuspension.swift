/// Holds the `async` calls of an expectation set with `.suspended()` until
/// the test resumes them, one by one in the order they came, and tells the
/// test when they arrive.
///
/// Every held call ends: resumed by the test, or released by `verify()`,
/// `reset()`, the test double going away, the end of a test that verifies
/// its mocks, the process exiting, or a call's hold limit running out; a
/// release is final, and a call that comes after it answers at once.
/// A call whose task is cancelled is released alone, and the others stay
/// held.
final class CallSuspension: Sendable {
  let mockName: String
  let callDescription: String
  /// Where the test set `.suspended()`.
  let location: SourceCodeLocation
  let ownership: DoubleOwnership
  /// How long a call is held at most before it is released and reported.
  let holdLimit: Duration
  private let state = Locked(State())
  private let arrivalWaiters = Waiters()

  init(
    mockName: String, callDescription: String, capacity: Int?, location: SourceCodeLocation,
    ownership: DoubleOwnership, holdLimit: Duration
  ) {
    self.mockName = mockName
    self.callDescription = callDescription
    state.withLock { $0.capacity = capacity }
    self.location = location
    self.ownership = ownership
    self.holdLimit = holdLimit
  }

  /// How a held call ends.
  ///
  /// `@unchecked Sendable` is safe here: the value or error passes once, from
  /// the test that resumes the call to the task the call runs on, and the
  /// test keeps no use of it.
  enum Resumption: @unchecked Sendable {
    /// The test gave a value to return.
    case value(Any)
    /// The test gave an error to throw.
    case error(any Error)
    /// The call was released: it answers as if it had not been held.
    case released
  }

  /// Why held calls were let go without the test resuming them.
  enum Release: Sendable {
    case verify(SourceCodeLocation)
    case reset
    case mockWentAway
    /// The test that held it ended with no `verify()` that released it.
    case testEnded
    /// The process exited with the test double still there, holding it.
    case processExited
    case holdLimit(Duration)
    /// The task that made the call was cancelled; it lets go of that call
    /// only.
    case callerCancelled

    /// What let the call go, as in `verify() released it`.
    var name: String {
      switch self {
      case .verify: "verify()"
      case .reset: "reset()"
      case .mockWentAway: "the mock going away"
      case .testEnded: "the end of the test"
      case .processExited: "the process exiting"
      case .holdLimit: "its hold limit"
      case .callerCancelled: "the cancellation of its caller's task"
      }
    }

    /// What let the call go, and where, as in `released by verify() at
    /// MyTests/MyTests.swift:12`.
    var description: String {
      switch self {
      case .verify(let location): "verify() at \(location.shortDescription)"
      case .reset: "reset()"
      case .mockWentAway: "the mock going away"
      case .testEnded: "the end of the test"
      case .processExited: "the process exiting"
      case .holdLimit(let limit): "its hold limit of \(describe(limit))"
      case .callerCancelled: "the cancellation of its caller's task"
      }
    }
  }

  private struct State {
    /// How many calls the expectation takes, so how many resumptions it
    /// can use; `nil` for any number. `.times` may change it.
    var capacity: Int?
    /// Calls that arrived and wait, oldest first.
    var held: [(id: Int, call: CheckedContinuation<Resumption, Never>)] = []
    /// Resumptions given before their calls arrived, oldest first.
    var early: [Resumption] = []
    var arrivals = 0
    /// Resumptions the test gave, early or not.
    var resumptions = 0
    /// Tickets of `waitUntilReached` calls: the n-th waits for the n-th arrival.
    var reachedTickets = 0
    var release: Release?
    /// Calls that have an ID and are about to be held; a cancellation
    /// that comes first takes the call's ID out, and the call, finding it
    /// gone, is not held.
    var arriving: Set<Int> = []
    /// Calls released because their tasks were cancelled, which no
    /// resumption can reach.
    var cancelledCalls = 0
    var nextID = 0
  }

  /// Holds the mocked call until the test resumes it (or answers at once, if
  /// a resumption or a release came first), or until the task that makes
  /// it is cancelled, which releases it.
  func suspendCall() async -> Resumption {
    let id = state.withLock { state in
      state.nextID += 1
      state.arriving.insert(state.nextID)
      return state.nextID
    }
    let limit = Task { [holdLimit] in
      try? await Task.sleep(for: holdLimit)
      guard !Task.isCancelled else { return }
      self.releaseHeldCall(id)
    }
    defer { limit.cancel() }
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let answer = state.withLock { state -> Resumption? in
          state.arrivals += 1
          let isCancelled = state.arriving.remove(id) == nil
          if state.release != nil { return .released }
          // A resumption the test gave already is the call's answer, even
          // for a cancelled call: it never waits for it.
          if !state.early.isEmpty { return state.early.removeFirst() }
          if isCancelled {
            state.cancelledCalls += 1
            return .released
          }
          state.held.append((id, continuation))
          return nil
        }
        arrivalWaiters.resumeAll()
        if let answer { continuation.resume(returning: answer) }
      }
    } onCancel: {
      self.releaseCancelledCall(id)
    }
  }

  /// Releases the call `id` because its task was cancelled: at once if it
  /// is held, as it arrives if it is about to be; not at all if it has been
  /// answered. The other held calls stay held.
  private func releaseCancelledCall(_ id: Int) {
    let call = state.withLock { state -> CheckedContinuation<Resumption, Never>? in
      if state.arriving.remove(id) != nil { return nil }
      guard let index = state.held.firstIndex(where: { $0.id == id }) else { return nil }
      state.cancelledCalls += 1
      return state.held.remove(at: index).call
    }
    call?.resume(returning: .released)
  }

  /// What became of a resumption the test gave.
  enum ResumeOutcome {
    /// It went to a held call, or waits for the next call to arrive.
    case taken
    /// Every call the expectation takes has been resumed already.
    case alreadyResumed(count: Int)
    /// The calls were released before the test resumed them.
    case released(Release)
  }

  /// Takes the count `.times` gave the expectation after `.suspended()`.
  func setCapacity(_ capacity: Int?) {
    state.withLock { $0.capacity = capacity }
  }

  /// Gives `resumption` to the oldest held call, or keeps it for the next to
  /// arrive.
  func resume(_ resumption: Resumption) -> ResumeOutcome {
    let (held, outcome) = state.withLock {
      state -> (CheckedContinuation<Resumption, Never>?, ResumeOutcome) in
      if let release = state.release { return (nil, .released(release)) }
      if let capacity = state.capacity, state.resumptions >= capacity {
        return (nil, .alreadyResumed(count: state.resumptions))
      }
      if state.held.isEmpty, let capacity = state.capacity,
        state.resumptions + state.cancelledCalls >= capacity
      {
        // The calls the expectation takes have all come, and the ones no
        // resumption reached were released when their tasks were cancelled.
        return (nil, .released(.callerCancelled))
      }
      state.resumptions += 1
      if state.held.isEmpty {
        state.early.append(resumption)
        return (nil, .taken)
      }
      return (state.held.removeFirst().call, .taken)
    }
    held?.resume(returning: resumption)
    return outcome
  }

  /// Releases every held call, and every later one, to answer as if not
  /// held; returns the failure to report if calls were being held.
  ///
  /// - Parameter beforeResuming: Runs when calls were held, before they go
  ///   on: what it reports comes before anything the calls do next.
  func release(by release: Release, beforeResuming: () -> Void = {}) -> String? {
    let held = state.withLock { state -> [CheckedContinuation<Resumption, Never>] in
      guard state.release == nil else { return [] }
      state.release = release
      defer { state.held = [] }
      return state.held.map(\.call)
    }
    if !held.isEmpty { beforeResuming() }
    for call in held { call.resume(returning: .released) }
    guard !held.isEmpty else { return nil }
    let calls =
      held.count == 1 ? "\(callDescription) was" : "\(held.count) calls of \(callDescription) were"
    return """
      [\(mockName)] \(calls) suspended and never resumed; \(release.name) released \
      \(held.count == 1 ? "it" : "them") (suspended at \(location.shortDescription))
      """
  }

  /// Releases the held calls once one of them has waited past the hold
  /// limit, and reports it: the test has lost track of them.
  private func releaseHeldCall(_ id: Int) {
    let isHeld = state.withLock { state in state.held.contains { $0.id == id } }
    guard isHeld else { return }
    _ = release(by: .holdLimit(holdLimit)) {
      reportFailure(
        """
        [\(mockName)] \(callDescription) was held for \(describe(holdLimit)) and never resumed, so it \
        was released with its usual answer. Resume it with resume(returning:) before waiting for \
        the code that makes it.
        """, at: location, ownership: ownership)
    }
  }

  /// Waits until a call arrives that no earlier wait was for, `timeout`
  /// passes, or the waiting task is cancelled; says which.
  func waitForArrival(timeout: Duration) async -> Waiters.Outcome {
    let ticket = state.withLock { state in
      state.reachedTickets += 1
      return state.reachedTickets
    }
    return await arrivalWaiters.wait(timeout: timeout) { [state] in
      state.withLock { $0.arrivals >= ticket }
    }
  }
}
