extension TestDouble {
  /// Handles a call of a mocked member that throws and returns nothing.
  ///
  /// ```swift
  /// func save(_ user: User) throws { try throwingAccept(user) }
  /// func store(_ data: Data) throws(StoreError) { try throwingAccept(data, errorType: StoreError.self) }
  /// ```
  ///
  /// The call throws what its expectation's `.throwing(…)` gave. A member
  /// with a typed `throws(Failure)` names its error type, so that the call
  /// throws only that type, which the test gives with
  /// `expect(errorType:) { … }.throwing(…)`; see ``TypedThrowsExpectation``.
  ///
  /// - Parameters:
  ///   - arguments: The member's arguments, in order.
  ///   - errorType: The type the member throws, as its `throws(…)` clause
  ///     names it; any error for a member that declares plain `throws`.
  ///   - function: The member's name with its argument labels; `#function` by default.
  @inlinable
  public func throwingAccept<each Argument, Failure: Error>(
    _ arguments: repeat each Argument, errorType: Failure.Type = (any Error).self,
    func function: String = #function
  ) throws(Failure) {
    let member = MockedMember(
      function, repeat (each Argument).self, returning: Void.self,
      effects: .throwing(Failure.self, isAsync: false))
    if let recording = ExpectationRecording.runningHere {
      return try recording.recordThrowing(
        member, argumentList(repeat each arguments), on: engine, errorType: Failure.self,
        fallback: { nil })
    }
    do {
      try withArgumentBuffer(repeat each arguments) {
        try engine.throwingAcceptVoid(member, argumentsAt: $0, listed: nil, actionArguments: nil)
      }
    } catch {
      try answerWithoutTheUntypedError(
        error, function, argumentList(repeat each arguments), throwing: Failure.self)
    }
  }

  /// Handles a call of a mocked member that throws and returns a value.
  ///
  /// ```swift
  /// func load() throws -> String { try throwingAccept() }
  /// func load() throws(StoreError) -> Data { try throwingAccept(errorType: StoreError.self) }
  /// ```
  ///
  /// The call throws what its expectation's `.throwing(…)` gave, or returns
  /// what `.returning(…)` gave, or else the default value of the return type.
  /// When the return type has no default (see ``Defaultable``), a member
  /// that declares plain `throws` throws a ``MockError``, whether or not a
  /// value of the type could be built from its fields' defaults; as a
  /// member with a typed `throws(Failure)` can throw only a `Failure`, it
  /// is answered as one that cannot throw: with a value built from the
  /// type's fields' defaults, or, for a type that cannot be built, a stop
  /// with the same message.
  ///
  /// - Parameters:
  ///   - arguments: The member's arguments, in order.
  ///   - errorType: The type the member throws, as its `throws(…)` clause
  ///     names it; any error for a member that declares plain `throws`.
  ///   - fallback: What the member returns when the test gave no value, for a return
  ///     type with no default of its own (see ``Defaultable``).
  ///   - function: The member's name with its argument labels; `#function` by default.
  /// - Returns: The expected call's answer.
  @inlinable
  public func throwingAccept<each Argument, Value, Failure: Error>(
    _ arguments: repeat each Argument, errorType: Failure.Type = (any Error).self,
    default fallback: @autoclosure () -> Value? = nil, func function: String = #function
  ) throws(Failure) -> Value {
    let member = MockedMember(
      function, repeat (each Argument).self, returning: Value.self,
      effects: .throwing(Failure.self, isAsync: false))
    if let recording = ExpectationRecording.runningHere {
      return try recording.recordThrowing(
        member, argumentList(repeat each arguments), on: engine, errorType: Failure.self,
        fallback: fallback)
    }
    do {
      return try withArgumentBuffer(repeat each arguments) {
        try engine.throwingAccept(
          member, argumentsAt: $0, listed: nil, actionArguments: nil,
          writingDefault: { writeDefault(fallback, to: $0) })
      }
    } catch {
      return try answerWithoutTheUntypedError(
        error, function, argumentList(repeat each arguments), throwing: Failure.self,
        fallback: fallback)
    }
  }

  /// Handles a call of a mocked member that throws and returns nothing,
  /// matching only some of its arguments.
  ///
  /// ```swift
  /// func upload(_ data: Data, progress: @escaping (Double) -> Void) throws {
  ///   try throwingAccept(checkArgs: [data], actionArgs: [progress])
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - checkArgs: The arguments matched against the expectation's.
  ///   - actionArgs: The arguments given to the expectation's `.doing` action.
  ///   - errorType: The type the member throws, as its `throws(…)` clause
  ///     names it; any error for a member that declares plain `throws`.
  ///   - function: The member's name with its argument labels; `#function` by default.
  public func throwingAccept<Failure: Error>(
    checkArgs: [Any?], actionArgs: [Any?], errorType: Failure.Type = (any Error).self,
    func function: String = #function
  ) throws(Failure) {
    let member = MockedMember(
      untyped: function, returning: Void.self, effects: .throwing(Failure.self, isAsync: false))
    if let recording = ExpectationRecording.runningHere {
      return try recording.recordThrowing(
        member, checkArgs, on: engine, errorType: Failure.self, fallback: { nil })
    }
    do {
      try engine.throwingAcceptVoid(member, arguments: checkArgs, actionArguments: actionArgs)
    } catch {
      try answerWithoutTheUntypedError(error, function, checkArgs, throwing: Failure.self)
    }
  }

  /// Handles a call of a mocked member that throws and returns a value,
  /// matching only some of its arguments.
  ///
  /// ```swift
  /// func upload(_ data: Data, progress: @escaping (Double) -> Void) throws -> Int {
  ///   try throwingAccept(checkArgs: [data], actionArgs: [progress])
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
  ///   - function: The member's name with its argument labels; `#function` by default.
  /// - Returns: The expected call's answer.
  public func throwingAccept<Value, Failure: Error>(
    checkArgs: [Any?], actionArgs: [Any?], errorType: Failure.Type = (any Error).self,
    default fallback: @autoclosure () -> Value? = nil, func function: String = #function
  ) throws(Failure) -> Value {
    let member = MockedMember(
      untyped: function, returning: Value.self, effects: .throwing(Failure.self, isAsync: false))
    if let recording = ExpectationRecording.runningHere {
      return try recording.recordThrowing(
        member, checkArgs, on: engine, errorType: Failure.self, fallback: fallback)
    }
    do {
      return try engine.throwingAccept(
        member, arguments: checkArgs, actionArguments: actionArgs, fallback: fallback)
    } catch {
      return try answerWithoutTheUntypedError(
        error, function, checkArgs, throwing: Failure.self, fallback: fallback)
    }
  }
}
