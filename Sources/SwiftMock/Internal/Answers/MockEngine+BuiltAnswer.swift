extension MockEngine {
  /// What a call that needs an answer, and has none to give, returns instead
  /// of stopping the test: a value of its type built from its fields'
  /// defaults (see ``builtValue(of:)``); `nil` for a type that cannot be
  /// built.
  ///
  /// The call is a failure where it is one, reported where it always is: an
  /// unexpected call, an answer of another type and a closure that does not
  /// take the call's arguments as they happen, and an expectation left
  /// without an answer at its line. A stub or a spy with no answer for the
  /// call answers it with the value quietly, as it answers with any type's
  /// default.
  func builtAnswer<Value>(of type: Value.Type) -> Value? {
    builtValue(of: Value.self)
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
