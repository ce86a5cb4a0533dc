extension TestDouble {
  /// Handles a call of a mocked member that throws and returns nothing.
  ///
  /// ```swift
  /// func save(_ user: User) throws { try throwingAccept(user) }
  /// ```
  ///
  /// The call throws what its expectation's `.throwing(…)` gave.
  ///
  /// - Parameters:
  ///   - arguments: The member's arguments, in order.
  ///   - function: The member's name with its argument labels; `#function` by default.
  @inlinable
  public func throwingAccept<each Argument>(
    _ arguments: repeat each Argument, func function: String = #function
  ) throws {
    let member = MockedMember(
      function, repeat (each Argument).self, returning: Void.self, effects: .throwing)
    guard !engine.keepsCalls else {
      let arguments = argumentList(repeat each arguments)
      return try engine.throwingAcceptVoid(
        member, arguments: arguments, actionArguments: arguments)
    }
    try withArgumentBuffer(repeat each arguments) {
      try engine.throwingAcceptVoid(member, argumentsAt: $0, listed: nil, actionArguments: nil)
    }
  }

  /// Handles a call of a mocked member that throws and returns a value.
  ///
  /// ```swift
  /// func load() throws -> String { try throwingAccept() }
  /// ```
  ///
  /// The call throws what its expectation's `.throwing(…)` gave, or returns
  /// what `.returning(…)` gave, or else the default value of the return type.
  /// When the return type has no default (see ``Defaultable``), it throws a
  /// ``MockError``, whether or not a value of the type could be built from
  /// its fields' defaults.
  ///
  /// - Parameters:
  ///   - arguments: The member's arguments, in order.
  ///   - fallback: What the member returns when the test gave no value, for a return
  ///     type with no default of its own (see ``Defaultable``).
  ///   - function: The member's name with its argument labels; `#function` by default.
  /// - Returns: The expected call's answer.
  @inlinable
  public func throwingAccept<each Argument, Value>(
    _ arguments: repeat each Argument, default fallback: @autoclosure () -> Value? = nil,
    func function: String = #function
  ) throws -> Value {
    let member = MockedMember(
      function, repeat (each Argument).self, returning: Value.self, effects: .throwing)
    guard !engine.keepsCalls else {
      let arguments = argumentList(repeat each arguments)
      return try engine.throwingAccept(
        member, arguments: arguments, actionArguments: arguments, fallback: fallback)
    }
    return try withArgumentBuffer(repeat each arguments) {
      try engine.throwingAccept(
        member, argumentsAt: $0, listed: nil, actionArguments: nil, fallback: fallback)
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
  ///   - function: The member's name with its argument labels; `#function` by default.
  public func throwingAccept(
    checkArgs: [Any?], actionArgs: [Any?], func function: String = #function
  ) throws {
    let member = MockedMember(untyped: function, returning: Void.self, effects: .throwing)
    try engine.throwingAcceptVoid(member, arguments: checkArgs, actionArguments: actionArgs)
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
  ///   - fallback: What the member returns when the test gave no value, for a return
  ///     type with no default of its own (see ``Defaultable``).
  ///   - function: The member's name with its argument labels; `#function` by default.
  /// - Returns: The expected call's answer.
  public func throwingAccept<Value>(
    checkArgs: [Any?], actionArgs: [Any?], default fallback: @autoclosure () -> Value? = nil,
    func function: String = #function
  ) throws -> Value {
    let member = MockedMember(untyped: function, returning: Value.self, effects: .throwing)
    return try engine.throwingAccept(
      member, arguments: checkArgs, actionArguments: actionArgs, fallback: fallback)
  }
}
