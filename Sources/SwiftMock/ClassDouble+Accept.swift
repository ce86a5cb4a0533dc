// The `accept` calls of a class double's overrides, handed to its test
// double: `try throwingAccept(id)` for plain `throws`, and
// `try throwingAccept(id, errorType: LoadError.self)` for `throws(LoadError)`.
// A form not here is reached through the test double itself, with the same
// result.
extension ClassDouble {
  /// Handles a call of an override that returns nothing.
  ///
  /// ```swift
  /// override func eat(food: DogFood) { accept(food) }
  /// ```
  ///
  /// - Parameters:
  ///   - arguments: The member's arguments, in order.
  ///   - function: The member's name with its argument labels; `#function` by default.
  public func accept<each Argument>(
    _ arguments: repeat each Argument, func function: String = #function
  ) {
    testDouble.accept(repeat each arguments, func: function)
  }

  /// Handles a call of an override that returns a value.
  ///
  /// ```swift
  /// override func bark() -> String { accept() }
  /// ```
  ///
  /// - Parameters:
  ///   - arguments: The member's arguments, in order.
  ///   - fallback: What the member returns when the test gave no value, for a return
  ///     type with no default of its own (see ``Defaultable``).
  ///   - function: The member's name with its argument labels; `#function` by default.
  /// - Returns: The expected call's answer.
  public func accept<each Argument, Value>(
    _ arguments: repeat each Argument, default fallback: @autoclosure () -> Value? = nil,
    func function: String = #function
  ) -> Value {
    testDouble.accept(repeat each arguments, default: fallback(), func: function)
  }

  /// Handles a call of an override that returns nothing, matching only some
  /// of its arguments.
  ///
  /// ```swift
  /// override func fetch(url: URL, completion: @escaping (Data) -> Void) {
  ///   accept(checkArgs: [url], actionArgs: [completion])
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - checkArgs: The arguments matched against the expectation's.
  ///   - actionArgs: The arguments given to the expectation's `.doing` action.
  ///   - function: The member's name with its argument labels; `#function` by default.
  public func accept(checkArgs: [Any?], actionArgs: [Any?], func function: String = #function) {
    testDouble.accept(checkArgs: checkArgs, actionArgs: actionArgs, func: function)
  }

  /// Handles a call of an override that returns a value, matching only some
  /// of its arguments.
  ///
  /// ```swift
  /// override func load(url: URL, completion: @escaping (Data) -> Void) -> Int {
  ///   accept(checkArgs: [url], actionArgs: [completion])
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - checkArgs: The arguments matched against the expectation's.
  ///   - actionArgs: The arguments given to the expectation's `.doing` action.
  ///   - fallback: What the member returns when the test gave no value.
  ///   - function: The member's name with its argument labels; `#function` by default.
  /// - Returns: The expected call's answer.
  public func accept<Value>(
    checkArgs: [Any?], actionArgs: [Any?], default fallback: @autoclosure () -> Value? = nil,
    func function: String = #function
  ) -> Value {
    testDouble.accept(
      checkArgs: checkArgs, actionArgs: actionArgs, default: fallback(), func: function)
  }

  /// Handles a call of an override that can throw and returns nothing.
  ///
  /// ```swift
  /// override func save(_ user: User) throws { try throwingAccept(user) }
  /// override func store(_ user: User) throws(StoreError) {
  ///   try throwingAccept(user, errorType: StoreError.self)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - arguments: The member's arguments, in order.
  ///   - errorType: The type the member throws, as its `throws(…)` clause
  ///     names it; any error for a member that declares plain `throws`.
  ///   - function: The member's name with its argument labels; `#function` by default.
  public func throwingAccept<each Argument, Failure: Error>(
    _ arguments: repeat each Argument, errorType: Failure.Type = (any Error).self,
    func function: String = #function
  ) throws(Failure) {
    try testDouble.throwingAccept(repeat each arguments, errorType: errorType, func: function)
  }

  /// Handles a call of an override that can throw and returns a value.
  ///
  /// ```swift
  /// override func load(id: Int) throws -> User { try throwingAccept(id) }
  /// ```
  ///
  /// - Parameters:
  ///   - arguments: The member's arguments, in order.
  ///   - errorType: The type the member throws, as its `throws(…)` clause
  ///     names it; any error for a member that declares plain `throws`.
  ///   - fallback: What the member returns when the test gave no value.
  ///   - function: The member's name with its argument labels; `#function` by default.
  /// - Returns: The expected call's answer.
  public func throwingAccept<each Argument, Value, Failure: Error>(
    _ arguments: repeat each Argument, errorType: Failure.Type = (any Error).self,
    default fallback: @autoclosure () -> Value? = nil, func function: String = #function
  ) throws(Failure) -> Value {
    try testDouble.throwingAccept(
      repeat each arguments, errorType: errorType, default: fallback(), func: function)
  }

  /// Handles a call of an `async` override that returns nothing.
  ///
  /// ```swift
  /// override func refresh() async { await accept() }
  /// ```
  ///
  /// - Parameters:
  ///   - arguments: The member's arguments, in order.
  ///   - isolation: The actor the call runs on; the caller's, by default.
  ///   - function: The member's name with its argument labels; `#function` by default.
  public func accept<each Argument>(
    _ arguments: repeat each Argument, isolation: isolated (any Actor)? = #isolation,
    func function: String = #function
  ) async {
    await testDouble.accept(repeat each arguments, isolation: isolation, func: function)
  }

  /// Handles a call of an `async` override that returns a value.
  ///
  /// ```swift
  /// override func count() async -> Int { await accept() }
  /// ```
  ///
  /// - Parameters:
  ///   - arguments: The member's arguments, in order.
  ///   - fallback: What the member returns when the test gave no value.
  ///   - isolation: The actor the call runs on; the caller's, by default.
  ///   - function: The member's name with its argument labels; `#function` by default.
  /// - Returns: The expected call's answer.
  public func accept<each Argument, Value>(
    _ arguments: repeat each Argument, default fallback: @autoclosure () -> Value? = nil,
    isolation: isolated (any Actor)? = #isolation,
    func function: String = #function
  ) async -> Value {
    await testDouble.accept(
      repeat each arguments, default: fallback(), isolation: isolation, func: function)
  }

  /// Handles a call of an `async` override that can throw and returns
  /// nothing.
  ///
  /// ```swift
  /// override func sync() async throws { try await throwingAccept() }
  /// ```
  ///
  /// - Parameters:
  ///   - arguments: The member's arguments, in order.
  ///   - errorType: The type the member throws, as its `throws(…)` clause
  ///     names it; any error for a member that declares plain `throws`.
  ///   - isolation: The actor the call runs on; the caller's, by default.
  ///   - function: The member's name with its argument labels; `#function` by default.
  public func throwingAccept<each Argument, Failure: Error>(
    _ arguments: repeat each Argument, errorType: Failure.Type = (any Error).self,
    isolation: isolated (any Actor)? = #isolation, func function: String = #function
  ) async throws(Failure) {
    try await testDouble.throwingAccept(
      repeat each arguments, errorType: errorType, isolation: isolation, func: function)
  }

  /// Handles a call of an `async` override that can throw and returns a
  /// value.
  ///
  /// ```swift
  /// override func fetch(id: Int) async throws -> User { try await throwingAccept(id) }
  /// ```
  ///
  /// - Parameters:
  ///   - arguments: The member's arguments, in order.
  ///   - errorType: The type the member throws, as its `throws(…)` clause
  ///     names it; any error for a member that declares plain `throws`.
  ///   - fallback: What the member returns when the test gave no value.
  ///   - isolation: The actor the call runs on; the caller's, by default.
  ///   - function: The member's name with its argument labels; `#function` by default.
  /// - Returns: The expected call's answer.
  public func throwingAccept<each Argument, Value, Failure: Error>(
    _ arguments: repeat each Argument, errorType: Failure.Type = (any Error).self,
    default fallback: @autoclosure () -> Value? = nil,
    isolation: isolated (any Actor)? = #isolation, func function: String = #function
  ) async throws(Failure) -> Value {
    try await testDouble.throwingAccept(
      repeat each arguments, errorType: errorType, default: fallback(), isolation: isolation,
      func: function)
  }
}
