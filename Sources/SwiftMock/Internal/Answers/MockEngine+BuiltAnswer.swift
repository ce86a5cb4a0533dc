extension MockEngine {
  /// What a call that needs an answer, and has none to give, returns instead
  /// of stopping the test: a value of its type built from its fields'
  /// defaults (see ``builtValue(of:)``); `nil` for a type that cannot be
  /// built.
  ///
  /// The call is a failure all the same. An unexpected call, an answer of
  /// another type and a closure that does not take the call's arguments
  /// were reported as they happened, and an expectation left without an
  /// answer at its line; a call that a stub or a spy has no answer for is
  /// reported here, with `failure`'s message, at the line of the test that
  /// made it.
  func builtAnswer<Value>(
    of type: Value.Type, _ reason: NoValueReason, failure: () -> String
  ) -> Value? {
    guard let value = builtValue(of: Value.self) else { return nil }
    if case .unanswered = reason {
      reportCallWithoutAnswer(failure())
    }
    return value
  }

  /// Reports a call that has no answer, as in flight until it is delivered.
  private func reportCallWithoutAnswer(_ message: String) {
    let ticket = FailuresInFlight.begin()
    let delivery = SmallStackCaller.workOut { self.reportCallFailure(message) }
    noteFailedCall(delivery)
    FailuresInFlight.end(ticket)
  }
}

extension MockedMember.Effects {
  /// Whether the member throws a typed error, and so cannot throw a
  /// ``MockError``.
  var isTypedThrowing: Bool {
    switch self {
    case .typedThrowing, .asyncTypedThrowing: true
    case .none, .throwing, .async, .asyncThrowing: false
    }
  }
}
