/// Holds one `async` call of an expectation set with `.suspended()` until the
/// test resumes it, and tells the test when the call has arrived.
final class CallSuspension: Sendable {
  private let state = Locked(State())
  private let arrivalWaiters = Waiters()

  /// How a suspended call ends.
  ///
  /// `@unchecked Sendable` is safe here: the value or error passes once, from
  /// the test that resumes the call to the task the call runs on, and the
  /// test keeps no use of it.
  enum Resumption: @unchecked Sendable {
    /// The test gave a value to return.
    case value(Any)
    /// The test gave an error to throw.
    case error(any Error)
    /// The test never resumed it: the call answers as if it had not been suspended.
    case abandoned
  }

  private struct State {
    var heldCall: CheckedContinuation<Resumption, Never>?
    var resumption: Resumption?
    var hasArrived = false
  }

  /// Suspends the mocked call until the test resumes it (or at once, if it
  /// already has).
  func suspendCall() async -> Resumption {
    let resumption = await withCheckedContinuation { continuation in
      let resumption = state.withLock { state in
        state.hasArrived = true
        if state.resumption == nil { state.heldCall = continuation }
        return state.resumption
      }
      arrivalWaiters.resumeAll()
      if let resumption { continuation.resume(returning: resumption) }
    }
    return resumption
  }

  /// Ends the suspension with `resumption`, unless it has already ended; says
  /// whether this call ended it.
  @discardableResult
  func resume(_ resumption: Resumption) -> Bool {
    let (heldCall, isFirst) = state.withLock { state in
      guard state.resumption == nil else {
        return (nil as CheckedContinuation<Resumption, Never>?, false)
      }
      state.resumption = resumption
      defer { state.heldCall = nil }
      return (state.heldCall, true)
    }
    heldCall?.resume(returning: resumption)
    return isFirst
  }

  /// Releases a call the test never resumed, to answer as if it had not
  /// been suspended; says whether a call was being held.
  func abandon() -> Bool {
    let heldCall = state.withLock { state in
      guard state.resumption == nil else { return nil as CheckedContinuation<Resumption, Never>? }
      state.resumption = .abandoned
      defer { state.heldCall = nil }
      return state.heldCall
    }
    heldCall?.resume(returning: .abandoned)
    return heldCall != nil
  }

  /// Waits until the call arrives, or `timeout` passes; says whether it arrived.
  func waitForArrival(timeout: Duration) async -> Bool {
    await arrivalWaiters.wait(timeout: timeout) { state.withLock { $0.hasArrived } }
  }
}
