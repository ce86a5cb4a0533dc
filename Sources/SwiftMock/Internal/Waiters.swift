/// Tasks waiting for a condition to hold, each for at most a timeout.
///
/// The condition's owner calls ``resumeAll()`` after making it hold. A waiter
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
    var waiting: [Int: CheckedContinuation<Bool, Never>] = [:]
    /// Waiters whose timeout passed before they registered.
    var expired: Set<Int> = []
    var next = 0
  }

  /// Whether any task is waiting, or about to check the condition.
  var hasWaiters: Bool {
    waiting.value > 0
  }

  /// Waits until `isMet()` is true or `timeout` passes; says whether it was met.
  func wait(timeout: Duration, until isMet: () -> Bool) async -> Bool {
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
        state.waiting[waiter] = continuation
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

  /// Resumes every waiter: the condition now holds.
  func resumeAll() {
    let waiting = state.withLock { state in
      defer { state.waiting = [:] }
      return state.waiting.values
    }
    for waiter in waiting { waiter.resume(returning: true) }
  }

  private func expire(_ waiter: Int) {
    let continuation = state.withLock { state in
      guard let continuation = state.waiting.removeValue(forKey: waiter) else {
        state.expired.insert(waiter)
        return nil as CheckedContinuation<Bool, Never>?
      }
      return continuation
    }
    continuation?.resume(returning: false)
  }

  private func take(_ waiter: Int) -> CheckedContinuation<Bool, Never>? {
    state.withLock { $0.waiting.removeValue(forKey: waiter) }
  }
}
