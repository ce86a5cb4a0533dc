extension TestDouble {
  /// Handles a call of a mocked member with a typed `throws(Failure)` that
  /// returns nothing.
  ///
  /// Name the member's error type, so that the call throws only that type:
  ///
  /// ```swift
  /// func save(_ data: Data) throws(StoreError) { try throwingAccept(data, errorType: StoreError.self) }
  /// ```
  ///
  /// The call throws what the test gave with
  /// `expect(errorType:) { … }.throwing(…)`; see ``TypedThrowsExpectation``.
  ///
  /// - Parameters:
  ///   - arguments: The member's arguments, in order.
  ///   - errorType: The type the member throws, as its `throws(…)` clause names it.
  ///   - function: The member's name with its argument labels; `#function` by default.
  public func throwingAccept<each Argument, Failure: Error>(
    _ arguments: repeat each Argument, errorType: Failure.Type, func function: String = #function
  ) throws(Failure) {
    let arguments = argumentList(repeat each arguments)
    let member = MockedMember(
      function, repeat (each Argument).self, returning: Void.self,
      effects: .typedThrowing(Failure.self))
    DeclaredErrorType.current?.note(Failure.self, function, arguments)
    do {
      try engine.throwingAcceptVoid(member, arguments: arguments, actionArguments: arguments)
    } catch {
      try answerWithoutTheUntypedError(error, function, arguments, throwing: Failure.self)
    }
  }

  /// Handles a call of a mocked member with a typed `throws(Failure)` that
  /// returns a value.
  ///
  /// ```swift
  /// func load() throws(StoreError) -> Data { try throwingAccept(errorType: StoreError.self) }
  /// ```
  ///
  /// The call throws what the test gave with `.throwing(…)`, or returns what
  /// `.returning(…)` gave, or else the default value of the return type. As
  /// the member can throw only a `Failure`, a call it must answer without a
  /// value of a type with no default (see ``Defaultable``) is answered as by
  /// a member that cannot throw: with a value built from the type's fields'
  /// defaults, or, for a type that cannot be built, a stop with the same
  /// message.
  ///
  /// - Parameters:
  ///   - arguments: The member's arguments, in order.
  ///   - errorType: The type the member throws, as its `throws(…)` clause names it.
  ///   - fallback: What the member returns when the test gave no value, for a return
  ///     type with no default of its own (see ``Defaultable``).
  ///   - function: The member's name with its argument labels; `#function` by default.
  /// - Returns: The expected call's answer.
  public func throwingAccept<each Argument, Value, Failure: Error>(
    _ arguments: repeat each Argument, errorType: Failure.Type,
    default fallback: @autoclosure () -> Value? = nil, func function: String = #function
  ) throws(Failure) -> Value {
    let arguments = argumentList(repeat each arguments)
    let member = MockedMember(
      function, repeat (each Argument).self, returning: Value.self,
      effects: .typedThrowing(Failure.self))
    DeclaredErrorType.current?.note(Failure.self, function, arguments)
    do {
      return try engine.throwingAccept(
        member, arguments: arguments, actionArguments: arguments, fallback: fallback)
    } catch {
      return try answerWithoutTheUntypedError(
        error, function, arguments, throwing: Failure.self, fallback: fallback)
    }
  }

  /// Handles a call of a mocked member with a typed `throws(Failure)` that
  /// returns nothing, matching only some of its arguments.
  ///
  /// ```swift
  /// func upload(_ data: Data, progress: @escaping (Double) -> Void) throws(UploadError) {
  ///   try throwingAccept(checkArgs: [data], actionArgs: [progress], errorType: UploadError.self)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - checkArgs: The arguments matched against the expectation's.
  ///   - actionArgs: The arguments given to the expectation's `.doing` action.
  ///   - errorType: The type the member throws, as its `throws(…)` clause names it.
  ///   - function: The member's name with its argument labels; `#function` by default.
  public func throwingAccept<Failure: Error>(
    checkArgs: [Any?], actionArgs: [Any?], errorType: Failure.Type,
    func function: String = #function
  ) throws(Failure) {
    let member = MockedMember(
      untyped: function, returning: Void.self, effects: .typedThrowing(Failure.self))
    DeclaredErrorType.current?.note(Failure.self, function, checkArgs)
    do {
      try engine.throwingAcceptVoid(member, arguments: checkArgs, actionArguments: actionArgs)
    } catch {
      try answerWithoutTheUntypedError(error, function, checkArgs, throwing: Failure.self)
    }
  }

  /// Handles a call of a mocked member with a typed `throws(Failure)` that
  /// returns a value, matching only some of its arguments.
  ///
  /// ```swift
  /// func upload(_ data: Data, progress: @escaping (Double) -> Void) throws(UploadError) -> Int {
  ///   try throwingAccept(checkArgs: [data], actionArgs: [progress], errorType: UploadError.self)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - checkArgs: The arguments matched against the expectation's.
  ///   - actionArgs: The arguments given to the expectation's `.doing` action.
  ///   - errorType: The type the member throws, as its `throws(…)` clause names it.
  ///   - fallback: What the member returns when the test gave no value, for a return
  ///     type with no default of its own (see ``Defaultable``).
  ///   - function: The member's name with its argument labels; `#function` by default.
  /// - Returns: The expected call's answer.
  public func throwingAccept<Value, Failure: Error>(
    checkArgs: [Any?], actionArgs: [Any?], errorType: Failure.Type,
    default fallback: @autoclosure () -> Value? = nil, func function: String = #function
  ) throws(Failure) -> Value {
    let member = MockedMember(
      untyped: function, returning: Value.self, effects: .typedThrowing(Failure.self))
    DeclaredErrorType.current?.note(Failure.self, function, checkArgs)
    do {
      return try engine.throwingAccept(
        member, arguments: checkArgs, actionArguments: actionArgs, fallback: fallback)
    } catch {
      return try answerWithoutTheUntypedError(
        error, function, checkArgs, throwing: Failure.self, fallback: fallback)
    }
  }
}
