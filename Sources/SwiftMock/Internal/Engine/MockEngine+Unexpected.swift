extension MockEngine {
  /// Reports a call that no expectation took, with the expectations of the
  /// same function that explain it, nearest first, among the first
  /// ``maximumCandidatesLookedAt`` of them; and marks the nearest
  /// one that differs only in its arguments as reported, so that `verify()`
  /// does not report the same mistake again as a missing call.
  ///
  /// It runs with no lock held: describing and comparing arguments may run
  /// the test's code.
  func reportUnexpectedCall(
    _ function: MockedMember, _ arguments: [Any?], candidates: [CandidateSnapshot], total: Int,
    never: CandidateSnapshot?
  ) -> Delivery {
    // Where a member of the same name takes as many arguments, the values
    // may not tell the two apart: each call is named with its member's
    // signature.
    let namesSignatures = candidates.contains { $0.call.pattern.function.isNamesake(of: function) }
    func named(_ description: String, _ member: MockedMember) -> String {
      namesSignatures ? "\(description) of \(member.signatureDescription)" : description
    }
    var explanations: [String] = []
    var mismatches: [(candidate: CandidateSnapshot, nearness: Int)] = []
    if let never {
      explanations.append(
        "  expected never: \(never.description) (\(never.call.location.shortDescription))")
    }
    // Those that took all the calls they could, and would have taken this one.
    var unshownExhausted = 0
    for candidate in candidates where candidate.call !== never?.call {
      if !candidate.isExhausted {
        mismatches.append((candidate, candidate.call.pattern.matchingArgumentCount(arguments)))
      } else if candidate.matches(arguments) {
        guard explanations.count < maximumExplanations else {
          unshownExhausted += 1
          continue
        }
        let count = candidate.maximumCount ?? 0
        let location = candidate.call.location.shortDescription
        explanations.append(
          count == 0
            ? "  expected never: \(candidate.description) (\(location))"
            : "  already received: \(candidate.description), \(calls(count)) (\(location))")
      }
    }
    // The nearest first: the most arguments in common, then the earliest.
    mismatches.sort {
      ($0.nearness, -$0.candidate.call.sequence) > ($1.nearness, -$1.candidate.call.sequence)
    }
    let shownMismatches = mismatches.prefix(max(0, maximumExplanations - explanations.count))
    // The nearest expectation and the call, told apart where their
    // arguments differ but would read the same.
    let received: String
    var nearestDescription: String?
    if let nearest = shownMismatches.first?.candidate, !nearest.ignoresArguments {
      let told = nearest.call.pattern.describeSideBySide(with: arguments)
      nearestDescription = told.expected
      received = named(told.actual, function)
    } else {
      received = named(describeCall(function, arguments: arguments), function)
    }
    for (index, (candidate, _)) in shownMismatches.enumerated() {
      let description = named(
        index == 0 ? nearestDescription ?? candidate.description : candidate.description,
        candidate.call.pattern.function)
      explanations.append(
        "  expected: \(description) (\(candidate.call.location.shortDescription))")
    }
    // Those not looked at count among the others.
    let hidden =
      mismatches.count - shownMismatches.count + unshownExhausted + total - candidates.count
    var message = "[\(mockName)] Unexpected call: \(received)"
    if !explanations.isEmpty {
      message += "\n" + explanations.joined(separator: "\n")
      if hidden > 0 {
        message += "\n  … and \(hidden) more expectations of \(function)"
      }
      message += "\n  received: \(received)"
    }
    if let nearest = mismatches.first(where: { !$0.candidate.isSatisfied })?.candidate.call {
      state.withLock { state in
        if !state[nearest].isSatisfied && state[nearest].forgottenBy == nil {
          state[nearest].isReported = true
        }
      }
    }
    return reportCallFailure(message)
  }
}

/// How many expectations an unexpected call's message lists at most.
private let maximumExplanations = 5
