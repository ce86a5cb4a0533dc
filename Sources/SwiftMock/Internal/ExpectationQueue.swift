/// The expectations of one function that can still take calls, oldest first.
///
/// An expectation leaves the queue when it has taken all the calls it can,
/// so a call that matches the oldest expectation (the usual case) costs the
/// same however many came before it. A queue is only used under its
/// engine's lock, so its properties skip the runtime's exclusivity check.
final class ExpectationQueue {
  @exclusivity(unchecked) private var calls: [ExpectedCall] = []
  @exclusivity(unchecked) private var head = 0
  /// Expectations that have taken all the calls they can, kept to explain an
  /// unexpected call that one of them would have matched.
  @exclusivity(unchecked) private(set) var exhausted: [ExpectedCall] = []

  /// The expectations that can still take calls.
  var open: ArraySlice<ExpectedCall> {
    calls[head...]
  }

  func append(_ call: ExpectedCall) {
    if call.isExhausted {
      exhausted.append(call)
    } else {
      calls.append(call)
    }
  }

  /// Gives one call with `arguments` to the oldest expectation it matches.
  func takeCall(with arguments: [Any?]) -> ExpectedCall? {
    var index = head
    while index < calls.count, !calls[index].matches(arguments) {
      index += 1
    }
    guard index < calls.count else { return nil }
    let call = calls[index]
    call.receivedCount += 1
    if call.isExhausted {
      remove(at: index)
    }
    return call
  }

  /// Moves an expectation whose maximum changed to where it now belongs.
  func update(_ call: ExpectedCall) {
    if call.isExhausted, let index = calls[head...].firstIndex(where: { $0 === call }) {
      remove(at: index)
    } else if !call.isExhausted, let index = exhausted.firstIndex(where: { $0 === call }) {
      exhausted.remove(at: index)
      calls.insert(
        call, at: calls[head...].firstIndex { $0.sequence > call.sequence } ?? calls.endIndex)
    }
  }

  private func remove(at index: Int) {
    exhausted.append(calls[index])
    if index == head {
      head += 1
      if head >= 64 && head * 2 >= calls.count {
        calls.removeFirst(head)
        head = 0
      }
    } else {
      calls.remove(at: index)
    }
  }

  /// Every expectation of the function, open or exhausted.
  var all: [ExpectedCall] {
    Array(open) + exhausted
  }
}

/// The answers (`allow`, `given`) of one function, oldest first.
final class AnswerList {
  /// Used only under its engine's lock, like ``ExpectationQueue``.
  @exclusivity(unchecked) private(set) var answers: [ExpectedCall] = []

  func append(_ answer: ExpectedCall) {
    answers.append(answer)
  }

  /// The newest answer whose arguments match.
  func newest(matching arguments: [Any?]) -> ExpectedCall? {
    answers.last { $0.matches(arguments) }
  }
}
