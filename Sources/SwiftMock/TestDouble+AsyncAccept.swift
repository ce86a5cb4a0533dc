extension TestDouble {
  /// Handles a call of an `async` mocked member that returns nothing.
  ///
  /// ```swift
  /// func refresh() async { await accept() }
  /// ```
  ///
  /// It answers at once, expected or not: an unexpected call never leaves
  /// the caller waiting.
  ///
  /// - Parameters:
  ///   - arguments: The member's arguments, in order.
  ///   - isolation: The actor the call runs on: the member's own, by default.
  ///   - function: The member's name with its argument labels; `#function` by default.
  @inlinable
  public func accept<each Argument>(
    _ arguments: repeat each Argument, isolation: isolated (any Actor)? = #isolation,
    func function: String = #function
  ) async {
    let arguments = argumentList(repeat each arguments)
    let member = MockedMember(
      function, repeat (each Argument).self, returning: Void.self, effects: .async)
    if let recording = ExpectationRecording.runningHere {
      return recording.recordVoid(member, arguments, on: engine)
    }
    await engine.accept(
      member, arguments: arguments, actionArguments: arguments, fallback: { nil },
      isolation: isolation) as Void
  }

  /// Handles a call of an `async` mocked member that returns a value.
  ///
  /// ```swift
  /// func count() async -> Int { await accept() }
  /// ```
  ///
  /// - Parameters:
  ///   - arguments: The member's arguments, in order.
  ///   - fallback: What the member returns when the test gave no value, for a return
  ///     type with no default of its own (see ``Defaultable``).
  ///   - isolation: The actor the call runs on: the member's own, by default.
  ///   - function: The member's name with its argument labels; `#function` by default.
  /// - Returns: The expected call's answer.
  @inlinable
  public func accept<each Argument, Value>(
    _ arguments: repeat each Argument, default fallback: @autoclosure () -> Value? = nil,
    isolation: isolated (any Actor)? = #isolation,
    func function: String = #function
  ) async -> Value {
    let arguments = argumentList(repeat each arguments)
    let member = MockedMember(
      function, repeat (each Argument).self, returning: Value.self, effects: .async)
    if let recording = ExpectationRecording.runningHere {
      return recording.record(member, arguments, on: engine, fallback: fallback)
    }
    return await engine.accept(
      member, arguments: arguments, actionArguments: arguments, fallback: fallback,
      isolation: isolation)
  }

  /// Handles a call of an `async` mocked member that returns nothing,
  /// matching only some of its arguments.
  ///
  /// ```swift
  /// func send(_ message: String, onDelivery: @escaping () -> Void) async {
  ///   await accept(checkArgs: [message], actionArgs: [onDelivery])
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - checkArgs: The arguments matched against the expectation's.
  ///   - actionArgs: The arguments given to the expectation's `.doing` action.
  ///   - isolation: The actor the call runs on: the member's own, by default.
  ///   - function: The member's name with its argument labels; `#function` by default.
  public func accept(
    checkArgs: [Any?], actionArgs: [Any?], isolation: isolated (any Actor)? = #isolation,
    func function: String = #function
  ) async {
    let member = MockedMember(untyped: function, returning: Void.self, effects: .async)
    if let recording = ExpectationRecording.runningHere {
      return recording.recordVoid(member, checkArgs, on: engine)
    }
    await engine.accept(
      member, arguments: checkArgs, actionArguments: actionArgs, fallback: { nil },
      isolation: isolation) as Void
  }

  /// Handles a call of an `async` mocked member that returns a value,
  /// matching only some of its arguments.
  ///
  /// ```swift
  /// func send(_ message: String, onDelivery: @escaping () -> Void) async -> Bool {
  ///   await accept(checkArgs: [message], actionArgs: [onDelivery])
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - checkArgs: The arguments matched against the expectation's.
  ///   - actionArgs: The arguments given to the expectation's `.doing` action.
  ///   - fallback: What the member returns when the test gave no value, for a return
  ///     type with no default of its own (see ``Defaultable``).
  ///   - isolation: The actor the call runs on: the member's own, by default.
  ///   - function: The member's name with its argument labels; `#function` by default.
  /// - Returns: The expected call's answer.
  public func accept<Value>(
    checkArgs: [Any?], actionArgs: [Any?], default fallback: @autoclosure () -> Value? = nil,
    isolation: isolated (any Actor)? = #isolation,
    func function: String = #function
  ) async -> Value {
    let member = MockedMember(untyped: function, returning: Value.self, effects: .async)
    if let recording = ExpectationRecording.runningHere {
      return recording.record(member, checkArgs, on: engine, fallback: fallback)
    }
    return await engine.accept(
      member, arguments: checkArgs, actionArguments: actionArgs, fallback: fallback,
      isolation: isolation)
  }

  /// Handles a call of an `async` mocked member that throws and returns nothing.
  ///
  /// ```swift
  /// func sync() async throws { try await throwingAccept() }
  /// func store(_ data: Data) async throws(StoreError) {
  ///   try await throwingAccept(data, errorType: StoreError.self)
  /// }
  /// ```
  ///
  /// A member with a typed `throws(Failure)` names its error type, so that
  /// the call throws only that type; see ``TypedThrowsExpectation``.
  ///
  /// - Parameters:
  ///   - arguments: The member's arguments, in order.
  ///   - errorType: The type the member throws, as its `throws(…)` clause
  ///     names it; any error for a member that declares plain `throws`.
  ///   - isolation: The actor the call runs on: the member's own, by default.
  ///   - function: The member's name with its argument labels; `#function` by default.
  @inlinable
  public func throwingAccept<each Argument, Failure: Error>(
    _ arguments: repeat each Argument, errorType: Failure.Type = (any Error).self,
    isolation: isolated (any Actor)? = #isolation, func function: String = #function
  ) async throws(Failure) {
    let arguments = argumentList(repeat each arguments)
    let member = MockedMember(
      function, repeat (each Argument).self, returning: Void.self,
      effects: .throwing(Failure.self, isAsync: true))
    if let recording = ExpectationRecording.runningHere {
      return try recording.recordThrowing(
        member, arguments, on: engine, errorType: Failure.self, fallback: { nil })
    }
    do {
      try await engine.throwingAccept(
        member, arguments: arguments, actionArguments: arguments, fallback: { nil },
        isolation: isolation) as Void
    } catch {
      try answerWithoutTheUntypedError(error, function, arguments, throwing: Failure.self)
    }
  }

  /// Handles a call of an `async` mocked member that throws and returns a value.
  ///
  /// ```swift
  /// func fetch() async throws -> Int { try await throwingAccept() }
  /// func load() async throws(StoreError) -> Data { try await throwingAccept(errorType: StoreError.self) }
  /// ```
  ///
  /// A member with a typed `throws(Failure)` that must answer without a
  /// value of a type with no default is answered as one that cannot throw;
  /// see ``throwingAccept(_:errorType:default:func:)``.
  ///
  /// - Parameters:
  ///   - arguments: The member's arguments, in order.
  ///   - errorType: The type the member throws, as its `throws(…)` clause
  ///     names it; any error for a member that declares plain `throws`.
  ///   - fallback: What the member returns when the test gave no value, for a return
  ///     type with no default of its own (see ``Defaultable``).
  ///   - isolation: The actor the call runs on: the member's own, by default.
  ///   - function: The member's name with its argument labels; `#function` by default.
  /// - Returns: The expected call's answer.
  @inlinable
  public func throwingAccept<each Argument, Value, Failure: Error>(
    _ arguments: repeat each Argument, errorType: Failure.Type = (any Error).self,
    default fallback: @autoclosure () -> Value? = nil,
    isolation: isolated (any Actor)? = #isolation, func function: String = #function
  ) async throws(Failure) -> Value {
    let arguments = argumentList(repeat each arguments)
    let member = MockedMember(
      function, repeat (each Argument).self, returning: Value.self,
      effects: .throwing(Failure.self, isAsync: true))
    if let recording = ExpectationRecording.runningHere {
      return try recording.recordThrowing(
        member, arguments, on: engine, errorType: Failure.self, fallback: fallback)
    }
    do {
      return try await engine.throwingAccept(
        member, arguments: arguments, actionArguments: arguments, fallback: fallback,
        isolation: isolation)
    } catch {
      return try answerWithoutTheUntypedError(
        error, function, arguments, throwing: Failure.self, fallback: fallback)
    }
  }

  /// Handles a call of an `async` mocked member that throws and returns
  /// nothing, matching only some of its arguments.
  ///
  /// ```swift
  /// func upload(_ data: Data, progress: @escaping (Double) -> Void) async throws {
  ///   try await throwingAccept(checkArgs: [data], actionArgs: [progress])
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - checkArgs: The arguments matched against the expectation's.
  ///   - actionArgs: The arguments given to the expectation's `.doing` action.
  ///   - errorType: The type the member throws, as its `throws(…)` clause
  ///     names it; any error for a member that declares plain `throws`.
  ///   - isolation: The actor the call runs on: the member's own, by default.
  ///   - function: The member's name with its argument labels; `#function` by default.
  public func throwingAccept<Failure: Error>(
    checkArgs: [Any?], actionArgs: [Any?], errorType: Failure.Type = (any Error).self,
    isolation: isolated (any Actor)? = #isolation, func function: String = #function
  ) async throws(Failure) {
    let member = MockedMember(
      untyped: function, returning: Void.self, effects: .throwing(Failure.self, isAsync: true))
    if let recording = ExpectationRecording.runningHere {
      return try recording.recordThrowing(
        member, checkArgs, on: engine, errorType: Failure.self, fallback: { nil })
    }
    do {
      try await engine.throwingAccept(
        member, arguments: checkArgs, actionArguments: actionArgs, fallback: { nil },
        isolation: isolation) as Void
    } catch {
      try answerWithoutTheUntypedError(error, function, checkArgs, throwing: Failure.self)
    }
  }

  /// Handles a call of an `async` mocked member that throws and returns a
  /// value, matching only some of its arguments.
  ///
  /// ```swift
  /// func upload(_ data: Data, progress: @escaping (Double) -> Void) async throws -> Int {
  ///   try await throwingAccept(checkArgs: [data], actionArgs: [progress])
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - checkArgs: The arguments matched against the expectation's.
  ///   - actionArgs: The arguments given to the expectation's `.doing` action.
  ///   - errorType: The type the member throws, as its `throws(…)` clause
  ///     names it; any error for a member that declares plain `throws`.
  ///   - fallback: What the member returns when the test gave no value, for a return
  ///     type with no default of its own (see ``Defaultable``).
  ///   - isolation: The actor the call runs on: the member's own, by default.
  ///   - function: The member's name with its argument labels; `#function` by default.
  /// - Returns: The expected call's answer.
  public func throwingAccept<Value, Failure: Error>(
    checkArgs: [Any?], actionArgs: [Any?], errorType: Failure.Type = (any Error).self,
    default fallback: @autoclosure () -> Value? = nil,
    isolation: isolated (any Actor)? = #isolation, func function: String = #function
  ) async throws(Failure) -> Value {
    let member = MockedMember(
      untyped: function, returning: Value.self, effects: .throwing(Failure.self, isAsync: true))
    if let recording = ExpectationRecording.runningHere {
      return try recording.recordThrowing(
        member, checkArgs, on: engine, errorType: Failure.self, fallback: fallback)
    }
    do {
      return try await engine.throwingAccept(
        member, arguments: checkArgs, actionArguments: actionArgs, fallback: fallback,
        isolation: isolation)
    } catch {
      return try answerWithoutTheUntypedError(
        error, function, checkArgs, throwing: Failure.self, fallback: fallback)
    }
  }
}
