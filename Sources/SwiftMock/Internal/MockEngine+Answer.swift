extension MockEngine {
  /// Handles a call of a mocked member that cannot throw.
  ///
  /// - Parameter fallback: The member's own default, from `accept(default:)`.
  func accept<Value>(
    _ function: String, arguments: [Any?], actionArguments: [Any?],
    fallback: () -> Value? = { nil }
  ) -> Value {
    let reply = receive(
      function, arguments: arguments, actionArguments: actionArguments, canThrow: false)
    let result = answer(
      reply, to: function, arguments: arguments, actionArguments: actionArguments,
      canThrow: false, fallback: fallback)
    switch result {
    case .value(let value): return value
    case .noValue(let message): stop(message)
    case .error: preconditionFailure("Only a member that can throw is answered with an error.")
    }
  }

  /// Handles a call of a mocked member that can throw.
  ///
  /// - Parameter fallback: The member's own default, from `throwingAccept(default:)`.
  func throwingAccept<Value>(
    _ function: String, arguments: [Any?], actionArguments: [Any?],
    fallback: () -> Value? = { nil }
  ) throws -> Value {
    let reply = receive(
      function, arguments: arguments, actionArguments: actionArguments, canThrow: true)
    if case .recorded = reply {
      // The block is done once it has made its call; leaving it by throwing
      // needs no value of the return type, which may have no default.
      throw ExpectationRecording.CallRecorded()
    }
    let result = answer(
      reply, to: function, arguments: arguments, actionArguments: actionArguments,
      canThrow: true, fallback: fallback)
    switch result {
    case .value(let value): return value
    case .error(let error): throw error
    case .noValue(let message): throw MockError(message: message)
    }
  }

  /// What a mocked member with a return value of type `Value` does with
  /// `reply`: runs the expectation's action, then returns its value, throws
  /// its error, or falls back to the member's or the type's default value.
  private func answer<Value>(
    _ reply: Reply, to function: String, arguments: [Any?], actionArguments: [Any?],
    canThrow: Bool, fallback: () -> Value?
  ) -> Answer<Value> {
    let call = describeCall(function, arguments: arguments)
    func defaultAnswer(or message: @autoclosure () -> String) -> Answer<Value> {
      if let value = fallback() ?? defaultValue(of: Value.self) { return .value(value) }
      return .noValue(message())
    }
    switch reply {
    case .recorded(let block):
      return defaultAnswer(
        or: """
          [\(mockName)] \(call) returns \(Value.self), a type with no default value, \
          so the \(block) block cannot record it. \(defaultFix(for: Value.self).capitalizedFirst)
          """)
    case .unexpected:
      return defaultAnswer(
        or: """
          [\(mockName)] Unexpected call: \(call) returns \(Value.self), \
          a type with no default value, so the mock cannot answer it. \
          Expect the call with .returning(…), \(defaultFix(for: Value.self))
          """)
    case .unanswered:
      return defaultAnswer(
        or: """
          [\(mockName)] \(call) returns \(Value.self), a type with no default value, \
          and the \(policy.kind) has no answer for it. \
          Give it one with given { … }.returning(…), \(defaultFix(for: Value.self))
          """)
    case .expected(let answer, let action, let location):
      action?(actionArguments)
      switch answer {
      case .error(let error) where canThrow:
        return .error(error)
      case .value(let value):
        if let value = value as? Value { return .value(value) }
        reportFailure(
          """
          [\(mockName)] \(call) returns \(Value.self), \
          but its expectation returns a value of type \(type(of: value))
          """,
          at: location, fallback: creationCollector)
        fallthrough
      case .unset, .error:
        return defaultAnswer(
          or: """
            [\(mockName)] \(call) was expected at \(location.shortDescription) without .returning(…), \
            and returns \(Value.self), a type with no default value. \
            Add .returning(…) to that expectation, \(defaultFix(for: Value.self))
            """)
      }
    }
  }

  /// The two ways to give a member's return type a default, as the end of a sentence.
  private func defaultFix<Value>(for type: Value.Type) -> String {
    """
    give the mocked member a default with accept(default: …), \
    or make \(type) conform to Defaultable: \
    extension \(type): Defaultable { public static var mockDefault: \(type) { … } }
    """
  }

  /// Stops the test process: the one way a mock gives up, for a call it must
  /// answer with a value of a type that has no default.
  func stop(_ message: String) -> Never {
    fatalError(message, file: creationLocation.filePath, line: creationLocation.line)
  }
}

/// The outcome of a mocked call that returns a value.
enum Answer<Value> {
  case value(Value)
  case error(any Error)
  /// There is no value to return; the message says why and how to fix it.
  case noValue(String)
}

extension String {
  fileprivate var capitalizedFirst: String {
    prefix(1).uppercased() + dropFirst()
  }
}
