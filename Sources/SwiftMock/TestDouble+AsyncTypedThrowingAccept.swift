extension TestDouble {
  /// Handles a call of an `async` mocked member with a typed
  /// `throws(Failure)` that returns nothing.
  ///
  /// ```swift
  /// func sync() async throws(SyncError) { try await throwingAccept(errorType: SyncError.self) }
  /// ```
  ///
  /// - Parameters:
  ///   - arguments: The member's arguments, in order.
  ///   - errorType: The type the member throws, as its `throws(…)` clause names it.
  ///   - isolation: The actor the call runs on: the member's own, by default.
  ///   - function: The member's name with its argument labels; `#function` by default.
  public func throwingAccept<each Argument, Failure: Error>(
    _ arguments: repeat each Argument, errorType: Failure.Type,
    isolation: isolated (any Actor)? = #isolation, func function: String = #function
  ) async throws(Failure) {
    let arguments = argumentList(repeat each arguments)
    let member = MockedMember(
      function, repeat (each Argument).self, returning: Void.self,
      effects: .asyncTypedThrowing(Failure.self))
    DeclaredErrorType.current?.note(Failure.self, function, arguments)
    do {
      try await engine.throwingAccept(
        member, arguments: arguments, actionArguments: arguments, fallback: { nil },
        isolation: isolation) as Void
    } catch {
      try answerWithoutTheUntypedError(error, function, arguments, throwing: Failure.self)
    }
  }

  /// Handles a call of an `async` mocked member with a typed
  /// `throws(Failure)` that returns a value.
  ///
  /// ```swift
  /// func fetch() async throws(FetchError) -> Int { try await throwingAccept(errorType: FetchError.self) }
  /// ```
  ///
  /// - Parameters:
  ///   - arguments: The member's arguments, in order.
  ///   - errorType: The type the member throws, as its `throws(…)` clause names it.
  ///   - fallback: What the member returns when the test gave no value, for a return
  ///     type with no default of its own (see ``Defaultable``).
  ///   - isolation: The actor the call runs on: the member's own, by default.
  ///   - function: The member's name with its argument labels; `#function` by default.
  /// - Returns: The expected call's answer.
  public func throwingAccept<each Argument, Value, Failure: Error>(
    _ arguments: repeat each Argument, errorType: Failure.Type,
    default fallback: @autoclosure () -> Value? = nil,
    isolation: isolated (any Actor)? = #isolation, func function: String = #function
  ) async throws(Failure) -> Value {
    let arguments = argumentList(repeat each arguments)
    let member = MockedMember(
      function, repeat (each Argument).self, returning: Value.self,
      effects: .asyncTypedThrowing(Failure.self))
    DeclaredErrorType.current?.note(Failure.self, function, arguments)
    do {
      return try await engine.throwingAccept(
        member, arguments: arguments, actionArguments: arguments, fallback: fallback,
        isolation: isolation)
    } catch {
      return try answerWithoutTheUntypedError(
        error, function, arguments, throwing: Failure.self, fallback: fallback)
    }
  }

  /// Handles a call of an `async` mocked member with a typed
  /// `throws(Failure)` that returns nothing, matching only some of its
  /// arguments.
  ///
  /// ```swift
  /// func upload(_ data: Data, progress: @escaping @Sendable (Double) -> Void) async throws(UploadError) {
  ///   try await throwingAccept(checkArgs: [data], actionArgs: [progress], errorType: UploadError.self)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - checkArgs: The arguments matched against the expectation's.
  ///   - actionArgs: The arguments given to the expectation's `.doing` action.
  ///   - errorType: The type the member throws, as its `throws(…)` clause names it.
  ///   - isolation: The actor the call runs on: the member's own, by default.
  ///   - function: The member's name with its argument labels; `#function` by default.
  public func throwingAccept<Failure: Error>(
    checkArgs: [Any?], actionArgs: [Any?], errorType: Failure.Type,
    isolation: isolated (any Actor)? = #isolation, func function: String = #function
  ) async throws(Failure) {
    let member = MockedMember(
      untyped: function, returning: Void.self, effects: .asyncTypedThrowing(Failure.self))
    DeclaredErrorType.current?.note(Failure.self, function, checkArgs)
    do {
      try await engine.throwingAccept(
        member, arguments: checkArgs, actionArguments: actionArgs, fallback: { nil },
        isolation: isolation) as Void
    } catch {
      try answerWithoutTheUntypedError(error, function, checkArgs, throwing: Failure.self)
    }
  }

  /// Handles a call of an `async` mocked member with a typed
  /// `throws(Failure)` that returns a value, matching only some of its
  /// arguments.
  ///
  /// ```swift
  /// func upload(_ data: Data, progress: @escaping @Sendable (Double) -> Void) async throws(UploadError) -> Int {
  ///   try await throwingAccept(checkArgs: [data], actionArgs: [progress], errorType: UploadError.self)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - checkArgs: The arguments matched against the expectation's.
  ///   - actionArgs: The arguments given to the expectation's `.doing` action.
  ///   - errorType: The type the member throws, as its `throws(…)` clause names it.
  ///   - fallback: What the member returns when the test gave no value, for a return
  ///     type with no default of its own (see ``Defaultable``).
  ///   - isolation: The actor the call runs on: the member's own, by default.
  ///   - function: The member's name with its argument labels; `#function` by default.
  /// - Returns: The expected call's answer.
  public func throwingAccept<Value, Failure: Error>(
    checkArgs: [Any?], actionArgs: [Any?], errorType: Failure.Type,
    default fallback: @autoclosure () -> Value? = nil,
    isolation: isolated (any Actor)? = #isolation, func function: String = #function
  ) async throws(Failure) -> Value {
    let member = MockedMember(
      untyped: function, returning: Value.self, effects: .asyncTypedThrowing(Failure.self))
    DeclaredErrorType.current?.note(Failure.self, function, checkArgs)
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
