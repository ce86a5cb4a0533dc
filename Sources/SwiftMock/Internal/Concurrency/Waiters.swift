/// Tasks waiting for a condition to hold, each for at most a timeout, and no
/// longer than until its task is cancelled.
///
/// The condition's owner calls ``resumeAll()`` after a change that may make
/// it hold; each waiter's own condition is checked then, and only those
/// whose condition holds are resumed. A waiter has a slot before it checks
/// the condition, and whoever takes a waiter out of its slot resumes it, so
/// each waiter resumes exactly once and a change between the check and the
/// registration is never missed. A timeout or a cancellation that comes
/// before the waiter is registered is kept in its slot, and ends the wait
/// as soon as it registers. Waiting is event driven: the only sleep is the
/// one that ends the wait at its timeout.
final class Waiters: Sendable {
  private let state = Locked(State())
  /// How many are waiting or about to, read without the lock: an owner that
  /// makes the condition hold and then sees none need not take the lock.
  private let waiting = AtomicCount()

  /// How a wait ended.
  enum Outcome: Equatable, Sendable {
    /// The condition held.
    case met
    /// The timeout passed first.
    case timedOut
    /// The waiting task was cancelled first.
    case cancelled
  }

  /// Where a waiter is, from the start of its wait to its end.
  private enum Slot {
    /// About to register.
    case arriving
    /// Ended, by a timeout or a cancellation, before it registered.
    case ended(Outcome)
    /// Registered, waiting to be resumed.
    case waiting(CheckedContinuation<Outcome, Never>, isMet: @Sendable () -> Bool)
  }

  private struct State {
    /// The slot of each wait under way; a wait's slot goes when the wait
    /// ends, so a late timeout or cancellation finds none and does nothing.
    var slots: [Int: Slot] = [:]
    var next = 0
  }

  /// Whether any task is waiting, or about to check the condition.
  var hasWaiters: Bool {
    waiting.value > 0
  }

  /// Waits until `isMet()` is true, `timeout` passes, or the task is
  /// cancelled, whichever comes first; says which.
  ///
  /// A task cancelled before or while it waits returns at once, with
  /// ``Outcome/met`` if the condition holds by then.
  func wait(timeout: Duration, until isMet: @escaping @Sendable () -> Bool) async -> Outcome {
    guard !Task.isCancelled else { return isMet() ? .met : .cancelled }
    waiting.add(1)
    defer { waiting.add(-1) }
    let waiter = state.withLock { state in
      state.next += 1
      state.slots[state.next] = .arriving
      return state.next
    }
    defer { state.withLock { _ = $0.slots.removeValue(forKey: waiter) } }
    let timer = Task {
      try? await Task.sleep(for: timeout)
      guard !Task.isCancelled else { return }  // the wait is over already
      self.end(waiter, as: .timedOut)
    }
    defer { timer.cancel() }
    let outcome = await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let endedEarly = state.withLock { state -> Outcome? in
          if case .ended(let outcome) = state.slots[waiter] { return outcome }
          state.slots[waiter] = .waiting(continuation, isMet: isMet)
          return nil
        }
        if let endedEarly {
          continuation.resume(returning: isMet() ? .met : endedEarly)
          return
        }
        if isMet() {
          take(waiter)?.resume(returning: .met)
        }
      }
    } onCancel: {
      self.end(waiter, as: .cancelled)
    }
    // A condition that came to hold as the wait ended counts. It is
    // checked here, on the waiting task, rather than in the cancellation
    // handler, which runs on the task that cancels.
    if outcome != .met && isMet() { return .met }
    return outcome
  }

  /// Resumes every waiter whose condition now holds.
  func resumeAll() {
    let waiting = state.withLock { state in
      state.slots.compactMap { waiter, slot -> (Int, @Sendable () -> Bool)? in
        guard case .waiting(_, let isMet) = slot else { return nil }
        return (waiter, isMet)
      }
    }
    for (waiter, isMet) in waiting where isMet() {
      take(waiter)?.resume(returning: .met)
    }
  }

  /// Ends the wait of `waiter` with `outcome`: at once if it is registered;
  /// as it registers, if it is about to; not at all if it has ended.
  private func end(_ waiter: Int, as outcome: Outcome) {
    let continuation = state.withLock { state -> CheckedContinuation<Outcome, Never>? in
      switch state.slots[waiter] {
      case .arriving:
        state.slots[waiter] = .ended(outcome)
        return nil
      case .waiting(let continuation, _):
        state.slots[waiter] = .ended(outcome)
        return continuation
      case .ended, nil:
        return nil
      }
    }
    continuation?.resume(returning: outcome)
  }

  /// Takes `waiter` out of its slot, if it is waiting, for the caller to
  /// resume it.
  private func take(_ waiter: Int) -> CheckedContinuation<Outcome, Never>? {
    state.withLock { state in
      guard case .waiting(let continuation, _) = state.slots[waiter] else { return nil }
      state.slots[waiter] = .ended(.met)
      return continuation
    }
  }
}
