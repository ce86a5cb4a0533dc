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
    if isUsual(reply, returning: Value.self) {
      return usualValue(of: reply, actionArguments: actionArguments)
    }
    let resolution = resolve(
      reply, actionArguments: actionArguments, canThrow: false, resumption: nil)
    return valueOrStop(resolution, function, arguments: arguments, fallback: fallback)
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
    if isUsual(reply, returning: Value.self) {
      return usualValue(of: reply, actionArguments: actionArguments)
    }
    try leaveBlockIfRecorded(reply)
    let resolution = resolve(
      reply, actionArguments: actionArguments, canThrow: true, resumption: nil)
    return try valueOrThrow(resolution, function, arguments: arguments, fallback: fallback)
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
    let resolution = resolve(
      reply, actionArguments: actionArguments, canThrow: false, resumption: resumption)
    return valueOrStop(resolution, function, arguments: arguments, fallback: fallback)
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
    let resolution = resolve(
      reply, actionArguments: actionArguments, canThrow: true, resumption: resumption)
    return try valueOrThrow(resolution, function, arguments: arguments, fallback: fallback)
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

  /// Whether `reply` is the usual call: one that matched an expectation
  /// which returns a value of exactly the member's type and does not
  /// suspend. (A `Bool` and a separate read, not an optional value, so that
  /// the runtime need not look up an optional type on every call.)
  private func isUsual<Value>(_ reply: Reply, returning type: Value.Type) -> Bool {
    guard case .expected(let match) = reply, match.suspension == nil,
      case .value(let answer) = match.answer
    else { return false }
    return isSameType(Swift.type(of: answer), type)
  }

  /// The value of the usual call, found without a cast, after running the
  /// expectation's action.
  private func usualValue<Value>(of reply: Reply, actionArguments: [Any?]) -> Value {
    guard case .expected(let match) = reply, case .value(let answer) = match.answer else {
      preconditionFailure("Only the usual call has a value of its own.")
    }
    match.action?(actionArguments)
    return exactValue(answer, as: Value.self)
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

  /// How a call answers, decided without its return type: runs the
  /// expectation's action (unless a suspension already did) and picks the
  /// value, error or default that answers.
  private func resolve(
    _ reply: Reply, actionArguments: [Any?], canThrow: Bool,
    resumption: CallSuspension.Resumption?
  ) -> Resolution {
    switch reply {
    case .recorded(let block):
      return .byDefault(.recorded(block: block))
    case .unexpected:
      return .byDefault(.unexpected)
    case .unanswered:
      return .byDefault(.unanswered)
    case .expected(let match):
      var answer = match.answer
      switch resumption {
      case nil: match.action?(actionArguments)
      case .value(let value): answer = .value(value)
      case .error(let error): answer = .error(error)
      case .abandoned: break
      }
      switch answer {
      case .value(let value): return .value(value, location: match.location)
      case .error(let error) where canThrow: return .error(error)
      case .unset, .error: return .byDefault(.expectedWithoutValue(at: match.location))
      }
    }
  }

  /// The value a call that cannot throw returns, or a stop for a type with
  /// no default.
  private func valueOrStop<Value>(
    _ resolution: Resolution, _ function: String, arguments: [Any?], fallback: () -> Value?
  ) -> Value {
    switch resolution {
    case .value(let value, let location):
      if let value = typed(value, or: fallback, function, arguments: arguments, location: location)
      {
        return value
      }
      stop(
        noDefault(Value.self, .expectedWithoutValue(at: location), function, arguments: arguments))
    case .byDefault(let reason):
      if let value = fallback() { return value }
      if case .make(let make) = defaultRecipe(for: Value.self) {
        return exactValue(make(), as: Value.self)
      }
      stop(noDefault(Value.self, reason, function, arguments: arguments))
    case .error:
      preconditionFailure("Only a member that can throw is answered with an error.")
    }
  }

  /// The value a call that can throw returns or throws, with a
  /// ``MockError`` for a type with no default.
  private func valueOrThrow<Value>(
    _ resolution: Resolution, _ function: String, arguments: [Any?], fallback: () -> Value?
  ) throws -> Value {
    switch resolution {
    case .value(let value, let location):
      if let value = typed(value, or: fallback, function, arguments: arguments, location: location)
      {
        return value
      }
      throw MockError(
        message: noDefault(
          Value.self, .expectedWithoutValue(at: location), function, arguments: arguments))
    case .byDefault(let reason):
      if let value = fallback() { return value }
      if case .make(let make) = defaultRecipe(for: Value.self) {
        return exactValue(make(), as: Value.self)
      }
      throw MockError(message: noDefault(Value.self, reason, function, arguments: arguments))
    case .error(let error):
      throw error
    }
  }

  /// `value` as a `Value`; for a value of another type (which only a block
  /// returning a supertype, such as `{ $0.count() as Any }`, can give), a
  /// reported failure and the default.
  private func typed<Value>(
    _ value: Any, or fallback: () -> Value?, _ function: String, arguments: [Any?],
    location: SourceCodeLocation
  ) -> Value? {
    if let value = value as? Value { return value }
    reportFailure(
      """
      [\(mockName)] \(describeCall(function, arguments: arguments)) returns \(Value.self), \
      but its expectation returns a value of type \(type(of: value))
      """,
      at: location, context: context)
    return defaultValue(or: fallback)
  }

  /// The member's own default, or else its type's.
  private func defaultValue<Value>(or fallback: () -> Value?) -> Value? {
    if let value = fallback() { return value }
    return SwiftMock.defaultValue(of: Value.self)
  }

  /// Why a call has no value to return, and how to fix it.
  private func noDefault<Value>(
    _ type: Value.Type, _ reason: Resolution.Reason, _ function: String, arguments: [Any?]
  ) -> String {
    let call = describeCall(function, arguments: arguments)
    switch reason {
    case .recorded(let block):
      return """
        [\(mockName)] \(call) returns \(type), a type with no default value, \
        so the \(block) block cannot record it. \(defaultFix(for: type).capitalizedFirst)
        """
    case .unexpected:
      return """
        [\(mockName)] Unexpected call: \(call) returns \(type), \
        a type with no default value, so the mock cannot answer it. \
        Expect the call with .returning(…), \(defaultFix(for: type))
        """
    case .unanswered:
      return """
        [\(mockName)] \(call) returns \(type), a type with no default value, \
        and the \(policy.kind) has no answer for it. \
        Give it one with given { … }.returning(…), \(defaultFix(for: type))
        """
    case .expectedWithoutValue(let location):
      return """
        [\(mockName)] \(call) was expected at \(location.shortDescription) \
        without .returning(…), and returns \(type), a type with no default value. \
        Add .returning(…) to that expectation, \(defaultFix(for: type))
        """
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

/// How a call answers, before its value is given its type.
enum Resolution {
  /// The value an expectation or a resumption gave, set at `location`.
  case value(Any, location: SourceCodeLocation)
  /// The error to throw.
  case error(any Error)
  /// The member's or the return type's default, for `reason`.
  case byDefault(Reason)

  /// Why a call answers with a default.
  enum Reason {
    case recorded(block: String)
    case unexpected
    case unanswered
    case expectedWithoutValue(at: SourceCodeLocation)
  }
}

extension String {
  fileprivate var capitalizedFirst: String {
    prefix(1).uppercased() + dropFirst()
  }
}
