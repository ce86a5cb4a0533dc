/// Tasks waiting for a condition to hold, each for at most a timeout.
///
/// The condition's owner calls ``resumeAll()`` after a change that may make
/// it hold; each waiter's own condition is checked then, and only those
/// whose condition holds are resumed. A waiter
/// registers before it checks the condition, and whoever takes a waiter out
/// of the list resumes it, so each waiter resumes exactly once and a change
/// between the check and the registration is never missed. Waiting is event
/// driven: the only sleep is the one that ends the wait at its timeout.
final class Waiters: Sendable {
  private let state = Locked(State())
  /// How many are waiting or about to, read without the lock: an owner that
  /// makes the condition hold and then sees none need not take the lock.
  private let waiting = AtomicCount()

  private struct State {
    var waiting:
      [Int: (continuation: CheckedContinuation<Bool, Never>, isMet: @Sendable () -> Bool)] =
        [:]
    /// Waiters whose timeout passed before they registered.
    var expired: Set<Int> = []
    var next = 0
  }

  /// Whether any task is waiting, or about to check the condition.
  var hasWaiters: Bool {
    waiting.value > 0
  }

  /// Waits until `isMet()` is true or `timeout` passes; says whether it was met.
  func wait(timeout: Duration, until isMet: @escaping @Sendable () -> Bool) async -> Bool {
    waiting.add(1)
    defer { waiting.add(-1) }
    let waiter = state.withLock { state in
      state.next += 1
      return state.next
    }
    let timer = Task {
      try? await Task.sleep(for: timeout)
      guard !Task.isCancelled else { return }  // the wait is over already
      self.expire(waiter)
    }
    defer { timer.cancel() }
    return await withCheckedContinuation { continuation in
      let isRegistered = state.withLock { state in
        guard state.expired.remove(waiter) == nil else { return false }
        state.waiting[waiter] = (continuation, isMet)
        return true
      }
      guard isRegistered else {
        continuation.resume(returning: isMet())
        return
      }
      if isMet() {
        take(waiter)?.resume(returning: true)
      }
    }
  }

  /// Resumes every waiter whose condition now holds.
  func resumeAll() {
    let waiting = state.withLock { $0.waiting }
    for (waiter, entry) in waiting where entry.isMet() {
      take(waiter)?.resume(returning: true)
    }
  }

  private func expire(_ waiter: Int) {
    let continuation = state.withLock { state in
      guard let continuation = state.waiting.removeValue(forKey: waiter)?.continuation else {
        state.expired.insert(waiter)
        return nil as CheckedContinuation<Bool, Never>?
      }
      return continuation
    }
    continuation?.resume(returning: false)
  }

  private func take(_ waiter: Int) -> CheckedContinuation<Bool, Never>? {
    state.withLock { $0.waiting.removeValue(forKey: waiter)?.continuation }
  }
}
