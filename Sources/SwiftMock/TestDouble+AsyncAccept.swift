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
    return await engine.accept(
      member, arguments: checkArgs, actionArguments: actionArgs, fallback: fallback,
      isolation: isolation)
  }

  /// Handles a call of an `async` mocked member that throws and returns nothing.
  ///
  /// ```swift
  /// func sync() async throws { try await throwingAccept() }
  /// ```
  ///
  /// - Parameters:
  ///   - arguments: The member's arguments, in order.
  ///   - isolation: The actor the call runs on: the member's own, by default.
  ///   - function: The member's name with its argument labels; `#function` by default.
  @inlinable
  public func throwingAccept<each Argument>(
    _ arguments: repeat each Argument, isolation: isolated (any Actor)? = #isolation,
    func function: String = #function
  ) async throws {
    let arguments = argumentList(repeat each arguments)
    let member = MockedMember(
      function, repeat (each Argument).self, returning: Void.self, effects: .asyncThrowing)
    try await engine.throwingAccept(
      member, arguments: arguments, actionArguments: arguments, fallback: { nil },
      isolation: isolation) as Void
  }

  /// Handles a call of an `async` mocked member that throws and returns a value.
  ///
  /// ```swift
  /// func fetch() async throws -> Int { try await throwingAccept() }
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
  public func throwingAccept<each Argument, Value>(
    _ arguments: repeat each Argument, default fallback: @autoclosure () -> Value? = nil,
    isolation: isolated (any Actor)? = #isolation,
    func function: String = #function
  ) async throws -> Value {
    let arguments = argumentList(repeat each arguments)
    let member = MockedMember(
      function, repeat (each Argument).self, returning: Value.self, effects: .asyncThrowing)
    return try await engine.throwingAccept(
      member, arguments: arguments, actionArguments: arguments, fallback: fallback,
      isolation: isolation)
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
  ///   - isolation: The actor the call runs on: the member's own, by default.
  ///   - function: The member's name with its argument labels; `#function` by default.
  public func throwingAccept(
    checkArgs: [Any?], actionArgs: [Any?], isolation: isolated (any Actor)? = #isolation,
    func function: String = #function
  ) async throws {
    let member = MockedMember(untyped: function, returning: Void.self, effects: .asyncThrowing)
    try await engine.throwingAccept(
      member, arguments: checkArgs, actionArguments: actionArgs, fallback: { nil },
      isolation: isolation) as Void
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
  ///   - fallback: What the member returns when the test gave no value, for a return
  ///     type with no default of its own (see ``Defaultable``).
  ///   - isolation: The actor the call runs on: the member's own, by default.
  ///   - function: The member's name with its argument labels; `#function` by default.
  /// - Returns: The expected call's answer.
  public func throwingAccept<Value>(
    checkArgs: [Any?], actionArgs: [Any?], default fallback: @autoclosure () -> Value? = nil,
    isolation: isolated (any Actor)? = #isolation,
    func function: String = #function
  ) async throws -> Value {
    let member = MockedMember(untyped: function, returning: Value.self, effects: .asyncThrowing)
    return try await engine.throwingAccept(
      member, arguments: checkArgs, actionArguments: actionArgs, fallback: fallback,
      isolation: isolation)
  }
}
