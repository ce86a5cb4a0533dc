extension MockEngine {
  /// What a mocked function with a return value of type `Value` does with
  /// `reply`: runs the expectation's action, then returns its value, throws
  /// its error, or falls back to the type's default value.
  func answer<Value>(
    _ reply: Reply, to function: String, arguments: [Any?], actionArguments: [Any?], canThrow: Bool
  ) -> Answer<Value> {
    let call = describeCall(function, arguments: arguments)
    switch reply {
    case .recorded:
      return defaultAnswer(
        or: """
          [\(mockName)] The expect block records \(call), which returns \(Value.self), \
          a type with no default value for the block to return. \
          \(conformanceFix(for: Value.self))
          """)
    case .unexpected:
      return defaultAnswer(
        or: """
          [\(mockName)] Unexpected call: \(call) returns \(Value.self), \
          a type with no default value, so the mock cannot answer it. \
          Expect the call with .returning(…), or \(conformanceFix(for: Value.self).lowercasedFirst)
          """)
    case .expected(let answer, let action, let location):
      action?(actionArguments)
      switch answer {
      case .error(let error) where canThrow:
        return .error(error)
      case .value(let value):
        if let value = value as? Value { return .value(value) }
        reportFailure(
          "[\(mockName)] \(call) returns \(Value.self), but its expectation returns a value of type \(type(of: value))",
          at: location, fallback: creationCollector)
        fallthrough
      case .unset, .error:
        return defaultAnswer(
          or: """
            [\(mockName)] \(call) was expected at \(location.shortDescription) without .returning(…), \
            and returns \(Value.self), a type with no default value. \
            Add .returning(…) to that expectation, or \(conformanceFix(for: Value.self).lowercasedFirst)
            """)
      }
    }
  }

  private func defaultAnswer<Value>(or message: @autoclosure () -> String) -> Answer<Value> {
    if let value = defaultValue(of: Value.self) { return .value(value) }
    return .noValue(message())
  }

  private func conformanceFix<Value>(for type: Value.Type) -> String {
    """
    Make \(type) conform to Defaultable: \
    extension \(type): Defaultable { public static var mockDefault: \(type) { … } }
    """
  }

  /// Stops the test process: the one way a mock gives up, for a call it must
  /// answer with a value of a type that has no default.
  func stop(_ message: String) -> Never {
    fatalError(message, file: creationLocation.filePath, line: creationLocation.line)
  }
}

extension MockEngine {
  /// Handles a call of a mocked member that cannot throw.
  func accept<Value>(_ function: String, arguments: [Any?], actionArguments: [Any?]) -> Value {
    let reply = receive(function, arguments: arguments, canThrow: false)
    let result: Answer<Value> = answer(
      reply, to: function, arguments: arguments, actionArguments: actionArguments, canThrow: false)
    switch result {
    case .value(let value): return value
    case .noValue(let message): stop(message)
    case .error: preconditionFailure("Only a member that can throw is answered with an error.")
    }
  }

  /// Handles a call of a mocked member that can throw.
  func throwingAccept<Value>(
    _ function: String, arguments: [Any?], actionArguments: [Any?]
  ) throws -> Value {
    let reply = receive(function, arguments: arguments, canThrow: true)
    if case .recorded = reply {
      // The block is done once it has made its call; leaving it by throwing
      // needs no value of the return type, which may have no default.
      throw ExpectationRecording.CallRecorded()
    }
    let result: Answer<Value> = answer(
      reply, to: function, arguments: arguments, actionArguments: actionArguments, canThrow: true)
    switch result {
    case .value(let value): return value
    case .error(let error): throw error
    case .noValue(let message): throw MockError(message: message)
    }
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
  fileprivate var lowercasedFirst: String {
    prefix(1).lowercased() + dropFirst()
  }
}
