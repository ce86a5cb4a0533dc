/// The expectations of one member, and the rule that gives a call to one
/// of them.
///
/// The rule: a call goes to an expectation that still needs calls before
/// one that has what it needs but can take more; among those, to one whose
/// arguments are all written as values before one that uses matchers or
/// ignores arguments; among those, to the earliest set. An expectation that
/// can take no more calls leaves the open list, so the usual call, which
/// goes to the oldest open expectation, costs the same however many came
/// before it.
///
/// A queue belongs to its engine's state and is only used under its lock,
/// with that state at hand for the expectations' progress; so its
/// properties skip the runtime's exclusivity check.
final class ExpectationQueue {
  /// The expectations, in the order set: before `head`, those that took
  /// their last call in turn, oldest first, which stay where they are; from
  /// `head`, the open ones.
  @exclusivity(unchecked) private var calls: [ExpectedCall] = []
  @exclusivity(unchecked) private var head = 0
  /// Expectations that take no more calls and are not before `head`: those
  /// that took their last call out of turn, or were moved out of `calls`.
  /// With `calls[..<head]`, kept to explain an unexpected call that one of
  /// them would have matched.
  @exclusivity(unchecked) private var exhaustedElsewhere: [ExpectedCall] = []
  /// How many expectations take no more calls and say their call must
  /// never happen.
  @exclusivity(unchecked) private var neverCount = 0
  /// How many expectations have taken their last call: the number the
  /// next one is given (see ``ExpectationProgress/exhaustionNumber``).
  @exclusivity(unchecked) private var exhaustions = 0

  /// The expectations that can still take calls, oldest first.
  var open: ArraySlice<ExpectedCall> {
    calls[head...]
  }

  /// Every expectation of the member, open or exhausted, in no set order.
  var all: [ExpectedCall] {
    calls + exhaustedElsewhere
  }

  /// The expectations that take no more calls, in the order they took
  /// their last.
  private func exhausted(_ access: LockedStateAccess) -> [ExpectedCall] {
    guard !exhaustedElsewhere.isEmpty else { return Array(calls[..<head]) }
    return (calls[..<head] + exhaustedElsewhere).sorted {
      $0[access].exhaustionNumber < $1[access].exhaustionNumber
    }
  }

  /// The first `limit` of the open expectations, then the exhausted ones,
  /// that a call made in the Swift Testing test `caller` sees, and how many
  /// it sees in all.
  func candidates(upTo limit: Int, seenBy caller: TestKey?, _ access: LockedStateAccess)
    -> (calls: [ExpectedCall], total: Int)
  {
    let exhausted = exhausted(access)
    guard caller != nil else {
      let total = calls.count - head + exhausted.count
      let fromOpen = Array(open.prefix(limit))
      return (fromOpen + exhausted.prefix(limit - fromOpen.count), total)
    }
    let seen = (Array(open) + exhausted).filter { $0.isSeen(by: caller) }
    return (Array(seen.prefix(limit)), seen.count)
  }

  func append(_ call: ExpectedCall, _ access: LockedStateAccess) {
    if call[access].isExhausted {
      addExhausted(call, isNever: call[access].isNever, access)
      exhaustedElsewhere.append(call)
    } else {
      calls.append(call)
    }
  }

  /// Which expectation a call with `arguments` goes to, by the rule above.
  ///
  /// A matcher that runs the test's code is decided only from `decided`,
  /// worked out outside the lock; when one is not there yet, the choice
  /// asks for it instead.
  func choose(
    for arguments: ArgumentBuffer, decided: MatchDecisions, caller: TestKey?,
    _ access: LockedStateAccess
  ) -> ExpectationChoice {
    var undecided: [ExpectedCall] = []
    if neverCount > 0 {
      for call in exhausted(access) where call[access].isNever && call.isSeen(by: caller) {
        switch decided.matches(call, arguments, access) {
        case true?: return .never(call)
        case false?: break
        case nil: undecided.append(call)
        }
      }
    }
    var best: Int?
    var bestRank = -1
    // By index, with no slice of the list to keep.
    for index in head..<calls.count {
      let call = calls[index]
      let isExact = !call[access].ignoresArguments && !call.pattern.usesMatchers
      let rank = (call[access].isSatisfied ? 0 : 2) + (isExact ? 1 : 0)
      guard rank > bestRank, caller == nil || call.isSeen(by: caller) else { continue }
      switch decided.matches(call, arguments, access) {
      case true?:
        best = index
        bestRank = rank
      case false?:
        continue
      case nil:
        // Decided outside the lock a few at a time, in order, so that a
        // call that matches the first of many costs one round, not one
        // comparison per expectation; each round takes twice as many as the
        // one before, so that one that matches none costs few rounds.
        undecided.append(call)
        if undecided.count == decided.batchSize { return .undecided(undecided) }
      }
      if bestRank == 3 { break }
    }
    if !undecided.isEmpty { return .undecided(undecided) }
    return best.map { .expected(calls[$0]) } ?? .none
  }

  /// Gives one call to `call`, an open expectation of this queue.
  func take(_ call: ExpectedCall, _ access: LockedStateAccess) {
    call[access].receivedCount += 1
    guard call[access].isExhausted else { return }
    // The usual call takes the oldest open expectation: the head.
    if head < calls.count && calls[head] === call {
      return remove(at: head, isNever: call[access].isNever, access)
    }
    guard let index = calls[head...].firstIndex(where: { $0 === call }) else { return }
    remove(at: index, isNever: call[access].isNever, access)
  }

  /// Moves an expectation whose count changed to where it now belongs.
  func update(_ call: ExpectedCall, _ access: LockedStateAccess) {
    let progress = (isExhausted: call[access].isExhausted, isNever: call[access].isNever)
    if progress.isExhausted, let index = calls[head...].firstIndex(where: { $0 === call }) {
      remove(at: index, isNever: progress.isNever, access)
      return
    }
    // An exhausted one: taken out, and put back where it now belongs.
    if let index = calls[..<head].firstIndex(where: { $0 === call }) {
      calls.remove(at: index)
      head -= 1
    } else if let index = exhaustedElsewhere.firstIndex(where: { $0 === call }) {
      exhaustedElsewhere.remove(at: index)
    } else {
      return
    }
    neverCount = (calls[..<head] + exhaustedElsewhere).count { $0[access].isNever }
    if progress.isExhausted {
      addExhausted(call, isNever: progress.isNever, access)
      exhaustedElsewhere.append(call)
    } else {
      calls.insert(
        call, at: calls[head...].firstIndex { $0.sequence > call.sequence } ?? calls.endIndex)
    }
  }

  /// Removes the expectations `shouldForget` picks, and returns them.
  func forget(where shouldForget: (ExpectedCall) -> Bool, _ access: LockedStateAccess)
    -> [ExpectedCall]
  {
    if head == calls.count && exhaustedElsewhere.isEmpty && calls.allSatisfy(shouldForget) {
      // The usual case after a test's calls: every expectation is done, and
      // all go at once, with no copy; the queue takes room for the next
      // test's as many.
      let forgotten = calls
      calls = []
      calls.reserveCapacity(forgotten.count)
      head = 0
      neverCount = 0
      return forgotten
    }
    let forgotten = (calls + exhaustedElsewhere).filter(shouldForget)
    guard !forgotten.isEmpty else { return [] }
    let exhaustedAtHead = calls[..<head].filter { !shouldForget($0) }
    calls = exhaustedAtHead + calls[head...].filter { !shouldForget($0) }
    head = exhaustedAtHead.count
    exhaustedElsewhere.removeAll(where: shouldForget)
    neverCount = (calls[..<head] + exhaustedElsewhere).count { $0[access].isNever }
    return forgotten
  }

  /// Counts `call` as one that takes no more calls, numbered in turn.
  private func addExhausted(_ call: ExpectedCall, isNever: Bool, _ access: LockedStateAccess) {
    call[access].exhaustionNumber = exhaustions
    exhaustions += 1
    if isNever { neverCount += 1 }
  }

  private func remove(at index: Int, isNever: Bool, _ access: LockedStateAccess) {
    addExhausted(calls[index], isNever: isNever, access)
    if index == head {
      // It stays where it is, before the new head.
      head += 1
      if head >= 64 && head * 2 >= calls.count {
        exhaustedElsewhere.append(contentsOf: calls[..<head])
        calls.removeFirst(head)
        head = 0
      }
    } else {
      exhaustedElsewhere.append(calls.remove(at: index))
    }
  }
}

/// Where a queue gives a call.
enum ExpectationChoice {
  /// To this expectation.
  case expected(ExpectedCall)
  /// Nowhere: it matches an expectation that says it must never happen.
  case never(ExpectedCall)
  /// No expectation takes it.
  case none
  /// These expectations' matchers run the test's code, and must be
  /// decided outside the lock before the call can be placed.
  case undecided([ExpectedCall])
}

/// The answers (`allow`, `given`) of one member, oldest first.
final class AnswerList {
  /// Used only under its engine's lock, like ``ExpectationQueue``.
  @exclusivity(unchecked) private(set) var answers: [ExpectedCall] = []

  func append(_ answer: ExpectedCall) {
    answers.append(answer)
  }

  /// The newest answer whose arguments match, or the ones that must be
  /// decided outside the lock first.
  func newest(
    matching arguments: ArgumentBuffer, decided: MatchDecisions, caller: TestKey?,
    _ access: LockedStateAccess
  ) -> ExpectationChoice {
    var undecided: [ExpectedCall] = []
    for answer in answers.reversed() where caller == nil || answer.isSeen(by: caller) {
      switch decided.matches(answer, arguments, access) {
      case true?: return undecided.isEmpty ? .expected(answer) : .undecided(undecided)
      case false?: continue
      case nil: undecided.append(answer)
      }
    }
    return undecided.isEmpty ? .none : .undecided(undecided)
  }
}

/// Whether expectations match a call's arguments, decided outside the lock
/// for those whose matchers run the test's code.
struct MatchDecisions {
  /// Each decided expectation with its decision: kept, so that no other
  /// expectation made at its address after it goes away can take its
  /// decision.
  private var decisions = [ObjectIdentifier: (call: ExpectedCall, matches: Bool)]()
  /// How many expectations to decide in the next round.
  private(set) var batchSize = 16

  /// Whether `call` matches `arguments`: decided now if that runs none of the
  /// test's code, else as decided before, else `nil`.
  /// Call it under the lock.
  func matches(_ call: ExpectedCall, _ arguments: ArgumentBuffer, _ access: LockedStateAccess)
    -> Bool?
  {
    if call[access].ignoresArguments { return true }
    guard call.pattern.runsUserCode else { return call.pattern.matches(arguments) }
    return decisions[ObjectIdentifier(call)]?.matches
  }

  /// Decides, outside the lock, whether each of `calls` matches `arguments`,
  /// in order, up to the first that matches: the ones after it can only
  /// matter if it cannot take the call, which the next round finds out.
  /// Only their patterns, which never change, are read.
  mutating func decide(_ calls: [ExpectedCall], _ arguments: ArgumentBuffer) {
    batchSize *= 2
    for call in calls {
      let matches = call.pattern.matches(arguments)
      decisions[ObjectIdentifier(call)] = (call, matches)
      if matches { return }
    }
  }
}
