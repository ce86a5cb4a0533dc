/// The expectations set in one `inOrder` block, on any number of mocks, in
/// the order they must be satisfied.
///
/// Order is the sequence the expectations were added in, never a time: each
/// gets the next index, and an expectation's calls are in order when every
/// expectation before it has been satisfied.
final class OrderGroup: Sendable {
  /// The group of the `inOrder` block running on this task, if any.
  @TaskLocal static var current: OrderGroup?

  /// How many `inOrder` blocks are running anywhere: when none is, an
  /// `expect` need not look up ``current``, a task-local value.
  static var blocksRunning: ProcessCount { .inOrderBlocksRunning }

  /// Whether an `inOrder` block may be running on this task.
  static var mayBeRunning: Bool {
    blocksRunning.value > 0
  }

  private let state = Locked(State())

  private struct State {
    var entries: [Entry] = []
    /// The first entry not yet satisfied; all before it are.
    var next = 0
  }

  /// One expectation of the group, as it is described in a message.
  struct Entry: Sendable {
    let description: String
    let location: SourceCodeLocation
    var isSatisfied = false
  }

  /// Adds an expectation at the end of the order and returns its index.
  func add(description: String, location: SourceCodeLocation) -> Int {
    state.withLock { state in
      state.entries.append(Entry(description: description, location: location))
      return state.entries.count - 1
    }
  }

  /// Notes that the expectation at `index` took a call, and whether that
  /// call satisfied it. Returns the entry that should have been satisfied
  /// first, if the call came too early.
  func receive(at index: Int, isSatisfied: Bool) -> Entry? {
    state.withLock { state in
      let skipped = index > state.next ? state.entries[state.next] : nil
      if isSatisfied {
        state.entries[index].isSatisfied = true
        advance(&state)
      }
      return skipped
    }
  }

  /// Notes that a change of count made the expectation at `index` satisfied
  /// or not before any call.
  func setSatisfied(_ isSatisfied: Bool, at index: Int) {
    state.withLock { state in
      state.entries[index].isSatisfied = isSatisfied
      state.next = min(state.next, index)
      advance(&state)
    }
  }

  /// Notes that the expectation at `index` was forgotten (reported by
  /// `verify()`, or cleared by `reset()`): the order no longer waits for it.
  func forget(at index: Int) {
    state.withLock { state in
      state.entries[index].isSatisfied = true
      advance(&state)
    }
  }

  private func advance(_ state: inout State) {
    while state.next < state.entries.count && state.entries[state.next].isSatisfied {
      state.next += 1
    }
  }
}
