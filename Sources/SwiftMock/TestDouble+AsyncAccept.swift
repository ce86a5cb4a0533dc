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
  ///   - function: The member's name with its argument labels; `#function` by default.
  public func accept(_ arguments: Any?..., func function: String = #function) async {
    engine.accept(function, arguments: arguments, actionArguments: arguments) as Void
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
  ///   - function: The member's name with its argument labels; `#function` by default.
  /// - Returns: The expected call's answer.
  public func accept<Value>(
    _ arguments: Any?..., default fallback: @autoclosure () -> Value? = nil,
    func function: String = #function
  ) async -> Value {
    engine.accept(
      function, arguments: arguments, actionArguments: arguments, fallback: fallback)
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
  ///   - function: The member's name with its argument labels; `#function` by default.
  public func accept(
    checkArgs: [Any?], actionArgs: [Any?], func function: String = #function
  ) async {
    engine.accept(function, arguments: checkArgs, actionArguments: actionArgs) as Void
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
  ///   - function: The member's name with its argument labels; `#function` by default.
  /// - Returns: The expected call's answer.
  public func accept<Value>(
    checkArgs: [Any?], actionArgs: [Any?], default fallback: @autoclosure () -> Value? = nil,
    func function: String = #function
  ) async -> Value {
    engine.accept(
      function, arguments: checkArgs, actionArguments: actionArgs, fallback: fallback)
  }

  /// Handles a call of an `async` mocked member that throws and returns nothing.
  ///
  /// ```swift
  /// func sync() async throws { try await throwingAccept() }
  /// ```
  ///
  /// - Parameters:
  ///   - arguments: The member's arguments, in order.
  ///   - function: The member's name with its argument labels; `#function` by default.
  public func throwingAccept(_ arguments: Any?..., func function: String = #function) async throws {
    try engine.throwingAccept(function, arguments: arguments, actionArguments: arguments) as Void
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
  ///   - function: The member's name with its argument labels; `#function` by default.
  /// - Returns: The expected call's answer.
  public func throwingAccept<Value>(
    _ arguments: Any?..., default fallback: @autoclosure () -> Value? = nil,
    func function: String = #function
  ) async throws -> Value {
    try engine.throwingAccept(
      function, arguments: arguments, actionArguments: arguments, fallback: fallback)
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
  ///   - function: The member's name with its argument labels; `#function` by default.
  public func throwingAccept(
    checkArgs: [Any?], actionArgs: [Any?], func function: String = #function
  ) async throws {
    try engine.throwingAccept(function, arguments: checkArgs, actionArguments: actionArgs) as Void
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
  ///   - function: The member's name with its argument labels; `#function` by default.
  /// - Returns: The expected call's answer.
  public func throwingAccept<Value>(
    checkArgs: [Any?], actionArgs: [Any?], default fallback: @autoclosure () -> Value? = nil,
    func function: String = #function
  ) async throws -> Value {
    try engine.throwingAccept(
      function, arguments: checkArgs, actionArguments: actionArgs, fallback: fallback)
  }
}
