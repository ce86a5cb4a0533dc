extension MockEngine {
  /// Handles a call of a mocked member that cannot throw.
  ///
  /// - Parameter fallback: The member's own default, from `accept(default:)`.
  func accept<Value>(
    _ function: String, arguments: [Any?], actionArguments: [Any?], fallback: () -> Value?
  ) -> Value {
    let reply = receive(
      function, arguments: arguments, actionArguments: actionArguments, canThrow: false,
      isAsync: false)
    if case .expected(let match) = reply, match.suspension == nil,
      case .value(let answer) = match.answer, isSameType(type(of: answer), Value.self)
    {
      // The usual call, answered without a cast or an optional.
      match.action?(actionArguments)
      return exactValue(answer, as: Value.self)
    }
    return returnOrStop(
      answer(
        reply, to: function, arguments: arguments, actionArguments: actionArguments,
        canThrow: false, resumption: nil, fallback: fallback))
  }

  /// Handles a call of a mocked member that can throw.
  ///
  /// - Parameter fallback: The member's own default, from `throwingAccept(default:)`.
  func throwingAccept<Value>(
    _ function: String, arguments: [Any?], actionArguments: [Any?], fallback: () -> Value?
  ) throws -> Value {
    let reply = receive(
      function, arguments: arguments, actionArguments: actionArguments, canThrow: true,
      isAsync: false)
    if case .expected(let match) = reply, match.suspension == nil,
      case .value(let answer) = match.answer, isSameType(type(of: answer), Value.self)
    {
      // The usual call, answered without a cast or an optional.
      match.action?(actionArguments)
      return exactValue(answer, as: Value.self)
    }
    try leaveBlockIfRecorded(reply)
    return try returnOrThrow(
      answer(
        reply, to: function, arguments: arguments, actionArguments: actionArguments,
        canThrow: true, resumption: nil, fallback: fallback))
  }

  /// Handles a call of an `async` mocked member that cannot throw, on the
  /// caller's actor; a call of a suspended expectation waits here until the
  /// test resumes it.
  func accept<Value>(
    _ function: String, arguments: [Any?], actionArguments: [Any?], fallback: () -> Value?,
    isolation: isolated (any Actor)?
  ) async -> Value {
    let reply = receive(
      function, arguments: arguments, actionArguments: actionArguments, canThrow: false,
      isAsync: true)
    let resumption = await resumption(
      of: reply, actionArguments: actionArguments, isolation: isolation)
    return returnOrStop(
      answer(
        reply, to: function, arguments: arguments, actionArguments: actionArguments,
        canThrow: false, resumption: resumption, fallback: fallback))
  }

  /// Handles a call of an `async` mocked member that can throw, on the
  /// caller's actor; a call of a suspended expectation waits here until the
  /// test resumes it.
  func throwingAccept<Value>(
    _ function: String, arguments: [Any?], actionArguments: [Any?], fallback: () -> Value?,
    isolation: isolated (any Actor)?
  ) async throws -> Value {
    let reply = receive(
      function, arguments: arguments, actionArguments: actionArguments, canThrow: true,
      isAsync: true)
    try leaveBlockIfRecorded(reply)
    let resumption = await resumption(
      of: reply, actionArguments: actionArguments, isolation: isolation)
    return try returnOrThrow(
      answer(
        reply, to: function, arguments: arguments, actionArguments: actionArguments,
        canThrow: true, resumption: resumption, fallback: fallback))
  }

  /// Handles a call of a mocked member that returns nothing and cannot
  /// throw: no value to find, so no generic code on the way.
  func acceptVoid(_ function: String, arguments: [Any?], actionArguments: [Any?]) {
    let reply = receive(
      function, arguments: arguments, actionArguments: actionArguments, canThrow: false,
      isAsync: false)
    if case .expected(let match) = reply {
      match.action?(actionArguments)
    }
  }

  /// Handles a call of a mocked member that returns nothing and can throw.
  func throwingAcceptVoid(
    _ function: String, arguments: [Any?], actionArguments: [Any?]
  ) throws {
    let reply = receive(
      function, arguments: arguments, actionArguments: actionArguments, canThrow: true,
      isAsync: false)
    if case .expected(let match) = reply {
      match.action?(actionArguments)
      if case .error(let error) = match.answer { throw error }
    }
  }

  /// Leaves a block such as `expect`'s once a throwing member has recorded
  /// its call: that needs no value of the return type, which may have no
  /// default.
  private func leaveBlockIfRecorded(_ reply: Reply) throws {
    if case .recorded = reply {
      throw ExpectationRecording.CallRecorded()
    }
  }

  /// Runs the action of a suspended expectation's call, then holds the call
  /// until the test resumes it.
  private func resumption(
    of reply: Reply, actionArguments: [Any?], isolation: isolated (any Actor)?
  ) async -> CallSuspension.Resumption? {
    guard case .expected(let match) = reply, let suspension = match.suspension else { return nil }
    match.action?(actionArguments)
    return await suspension.suspendCall()
  }

  private func returnOrStop<Value>(_ answer: Answer<Value>) -> Value {
    switch answer {
    case .value(let value): return value
    case .noValue(let message): stop(message)
    case .error: preconditionFailure("Only a member that can throw is answered with an error.")
    }
  }

  private func returnOrThrow<Value>(_ answer: Answer<Value>) throws -> Value {
    switch answer {
    case .value(let value): return value
    case .error(let error): throw error
    case .noValue(let message): throw MockError(message: message)
    }
  }

  /// What a mocked member with a return value of type `Value` does with
  /// `reply`: runs the expectation's action (unless a suspension already
  /// did), then returns its value, throws its error, or falls back to the
  /// member's or the type's default value. Descriptions are built only for
  /// a message.
  private func answer<Value>(
    _ reply: Reply, to function: String, arguments: [Any?], actionArguments: [Any?],
    canThrow: Bool, resumption: CallSuspension.Resumption?, fallback: () -> Value?
  ) -> Answer<Value> {
    func call() -> String { describeCall(function, arguments: arguments) }
    func defaultAnswer(or message: @autoclosure () -> String) -> Answer<Value> {
      if let value = fallback() ?? defaultValue(of: Value.self) { return .value(value) }
      return .noValue(message())
    }
    switch reply {
    case .recorded(let block):
      return defaultAnswer(
        or: """
          [\(mockName)] \(call()) returns \(Value.self), a type with no default value, \
          so the \(block) block cannot record it. \(defaultFix(for: Value.self).capitalizedFirst)
          """)
    case .unexpected:
      return defaultAnswer(
        or: """
          [\(mockName)] Unexpected call: \(call()) returns \(Value.self), \
          a type with no default value, so the mock cannot answer it. \
          Expect the call with .returning(…), \(defaultFix(for: Value.self))
          """)
    case .unanswered:
      return defaultAnswer(
        or: """
          [\(mockName)] \(call()) returns \(Value.self), a type with no default value, \
          and the \(policy.kind) has no answer for it. \
          Give it one with given { … }.returning(…), \(defaultFix(for: Value.self))
          """)
    case .expected(let match):
      var answer = match.answer
      switch resumption {
      case nil: match.action?(actionArguments)
      case .value(let value): answer = .value(value)
      case .error(let error): answer = .error(error)
      case .abandoned: break
      }
      switch answer {
      case .error(let error) where canThrow:
        return .error(error)
      case .value(let value):
        if let value = value as? Value { return .value(value) }
        reportFailure(
          """
          [\(mockName)] \(call()) returns \(Value.self), \
          but its expectation returns a value of type \(type(of: value))
          """,
          at: match.location, context: context)
        fallthrough
      case .unset, .error:
        return defaultAnswer(
          or: """
            [\(mockName)] \(call()) was expected at \(match.location.shortDescription) \
            without .returning(…), and returns \(Value.self), a type with no default value. \
            Add .returning(…) to that expectation, \(defaultFix(for: Value.self))
            """)
      }
    }
  }

  /// The ways to give a member's return type a default, as the end of a
  /// sentence. A tuple or function type cannot conform to a protocol, so
  /// only the member's own default can help it.
  private func defaultFix<Value>(for type: Value.Type) -> String {
    let memberDefault = "give the mocked member a default with accept(default: …)"
    if "\(type)".hasPrefix("(") {
      return memberDefault
    }
    return """
      \(memberDefault), or make \(type) conform to Defaultable: \
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
