// A member that throws `Failure` answers through the engine's untyped path,
// and can throw only a `Failure`: any error, for a member that declares
// plain `throws`. What a member with a typed `throws` does with the other
// errors that path throws: the `MockError` of a call with no value to
// return, and an error of another type that the test gave with the untyped
// `.throwing`.
extension TestDouble {
  /// Rethrows `error` when it is a `Failure`, and otherwise answers a member
  /// that returns nothing without it.
  @usableFromInline
  func answerWithoutTheUntypedError<Failure: Error>(
    _ error: any Error, _ function: String, _ arguments: [Any?], throwing: Failure.Type
  ) throws(Failure) {
    if let failure = error as? Failure { throw failure }
    reportErrorOfAnotherType(error, function, arguments, Failure.self)
  }

  /// Rethrows `error` when it is a `Failure`, and otherwise answers with the
  /// member's default, its type's, or one built from the type's fields'
  /// defaults, or stops the test when there is none.
  @usableFromInline
  func answerWithoutTheUntypedError<Value, Failure: Error>(
    _ error: any Error, _ function: String, _ arguments: [Any?], throwing: Failure.Type,
    fallback: () -> Value?
  ) throws(Failure) -> Value {
    if let failure = error as? Failure { throw failure }
    if let noValue = error as? MockError {
      engine.stop(noValue.message)
    }
    reportErrorOfAnotherType(error, function, arguments, Failure.self)
    if let value = fallback() ?? defaultValue(of: Value.self) ?? builtValue(of: Value.self) {
      return value
    }
    engine.stop(
      """
      [\(mockName)] \(describeCall(function, arguments: arguments)) returns \(Value.self), a type \
      with no default value, and cannot throw the error its expectation gives. Give the mocked \
      member a default with throwingAccept(errorType:default:), or make \(Value.self) conform to \
      Defaultable: extension \(Value.self): Defaultable { public static var mockDefault: \
      \(Value.self) { … } }
      """)
  }

  /// Reports that the test answered a member that throws only `Failure`
  /// with an error of another type, which it cannot throw.
  private func reportErrorOfAnotherType<Failure: Error>(
    _ error: any Error, _ function: String, _ arguments: [Any?], _ failure: Failure.Type
  ) {
    reportFailure(
      """
      [\(mockName)] \(describeCall(function, arguments: arguments)) throws only \(Failure.self), \
      so it cannot throw \(describeValue(error)), which its expectation gives; the error is ignored. Give it with \
      .throwing(…) after expect(errorType: \(Failure.self).self), allow(errorType:) or \
      given(errorType:), which take only a \(Failure.self).
      """,
      at: engine.creationLocation, ownership: engine.ownership)
  }
}
