// What the answering modifiers of `Expectation` share: each sets the
// expectation's answer, unless it is a misuse, which is reported at the
// modifier's line. `written` names the modifier in the message about an
// expectation the test double has already forgotten.
extension Expectation {
  /// Makes the call return `value`, which becomes the member's last answer
  /// when its type has no default.
  func setValue(_ value: Result, written: String, at location: SourceCodeLocation) {
    guard let call else { return }
    // The value's type is the block's result type, read with no look at
    // the value; but a block that returns `Any` says nothing of it.
    let type: Any.Type =
      isSameType(Result.self, Any.self) ? Swift.type(of: value as Any) : Result.self
    engine.setValue(value, of: type, of: call, written, at: location)
  }

  /// Makes the call throw `error`; for a member that cannot throw, reports
  /// that the modifier, as `misuse` writes it, is ignored.
  func setError(
    _ error: any Error, written: String, misuse: () -> String, at location: SourceCodeLocation
  ) {
    guard let call else { return }
    guard call.canThrow else {
      reportCannotThrow(call, "\(misuse()) is set on", "; the error is ignored.", at: location)
      return
    }
    engine.configure(call, written, at: location) { call, state in
      state[call].answer = .error(error)
    }
  }

  /// Makes the call answer what `computed`'s closure gives it; a closure
  /// that `canThrow`, for a member that cannot throw, is ignored.
  func setComputed(
    _ computed: ComputedAnswer, canThrow: Bool, at location: SourceCodeLocation
  ) {
    guard let call else { return }
    if canThrow && !call.canThrow {
      reportCannotThrow(
        call, "\(computed.modifier) is set on",
        "; the closure is ignored. Give it with .returning { … }, whose closure cannot throw.",
        at: location)
      return
    }
    engine.configure(call, computed.modifier, at: location) { call, state in
      state[call].answer = .computed(computed)
    }
  }

  /// Makes the calls answer `results` one each, in order, and the last one
  /// every later call; the last value becomes the member's last answer when
  /// its type has no default. A failure, for a member that cannot throw,
  /// makes the whole sequence ignored.
  func setSequence(
    _ results: [Swift.Result<Result, any Error>], written: String, at location: SourceCodeLocation
  ) {
    guard let call else { return }
    if !call.canThrow,
      let index = results.firstIndex(where: { if case .failure = $0 { true } else { false } }),
      case .failure(let error) = results[index]
    {
      reportCannotThrow(
        call, "\(written) is set on",
        ", and its answer \(index + 1) is .failure(\(error)); the answers are ignored.",
        at: location)
      return
    }
    let answers = results.map { result -> Answer in
      switch result {
      case .success(let value): .value(value)
      case .failure(let error): .error(error)
      }
    }
    let lastValue = results.last { if case .success = $0 { true } else { false } }
    engine.configure(call, written, at: location) { call, state in
      state[call].answer = .sequence(answers, firstCall: state[call].receivedCount)
      if call.typeWithoutDefault != nil, case .success(let value) = lastValue {
        state.lastAnswers[call.pattern.function] = value
      }
    }
  }

  /// Reports `[Mock] <what> <call>, which cannot throw<outcome>`.
  private func reportCannotThrow(
    _ call: ExpectedCall, _ what: String, _ outcome: String, at location: SourceCodeLocation
  ) {
    engine.report(
      "[\(engine.mockName)] \(what) \(call.pattern.callDescription), which cannot throw\(outcome)",
      at: location)
  }
}
