extension MockEngine {
  /// `answer`, or, for an answer computed from the call's action arguments,
  /// what its closure gives this call.
  ///
  /// The closure runs here, on the call's own path, with no lock held, so it
  /// may call any test double, this one included. A closure that does not
  /// take the call's action arguments is not run: the call is reported at
  /// the line that set the expectation or answer, and answers as one with
  /// no answer of its own would, with the member's or its type's default.
  func computing(
    _ answer: Answer, of match: GivenAnswer, _ function: MockedMember, arguments: [Any?],
    actionArguments: [Any?]
  ) -> Answer {
    guard case .computed(let computed) = answer else { return answer }
    if let outcome = computed.answer(actionArguments) { return outcome }
    report(
      """
      [\(mockName)] The closure of \(computed.modifier) on \(match.expectation.pattern.callDescription) \
      takes \(computed.parameterTypes()), but \(describeCall(function, arguments: arguments)) \
      gives it \(describeTypes(of: actionArguments))
      """, at: match.location)
    return .closureDidNotFit
  }
}
