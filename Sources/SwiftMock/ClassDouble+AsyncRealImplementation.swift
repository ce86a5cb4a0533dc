// `async` overrides that can call the class's real implementation: only a
// call whose expectation or answer says `.callingRealImplementation()`
// awaits it.
extension ClassDouble {
  /// Handles a call of an `async` override that can call the real
  /// implementation, `real`, which runs only when the test asks for it.
  ///
  /// ```swift
  /// override func fetch(id: Int) async -> String {
  ///   await accept(id, real: await super.fetch(id: id))
  /// }
  ///
  /// await loader.expect { await $0.fetch(id: 7) }.callingRealImplementation()
  /// ```
  ///
  /// A call whose expectation or answer has
  /// ``Expectation/callingRealImplementation(fileID:filePath:line:column:)``
  /// awaits `real`, after any `.doing` action, on the caller's task and
  /// with no lock held, and returns what it returns; any other call answers
  /// as ``accept(_:default:isolation:func:)`` does, and `real` is not
  /// evaluated.
  ///
  /// - Parameters:
  ///   - arguments: The member's arguments, in order.
  ///   - real: The real implementation, such as `await super.fetch(id: id)`.
  ///   - isolation: The actor the call runs on; the caller's, by default.
  ///   - function: The member's name with its argument labels; `#function` by default.
  /// - Returns: The expected call's answer, or what the real implementation returned.
  public func accept<each Argument, Value>(
    _ arguments: repeat each Argument, real: @autoclosure () async -> Value,
    isolation: isolated (any Actor)? = #isolation, func function: String = #function
  ) async -> Value {
    let arguments = argumentList(repeat each arguments)
    let member = MockedMember(
      function, repeat (each Argument).self, returning: Value.self, effects: .async)
    return await acceptCallingReal(
      member, arguments: arguments, actionArguments: arguments, fallback: { nil },
      isolation: isolation, real: real)
  }

  /// Handles a call of an `async` override that can throw and can call the
  /// real implementation, `real`, which runs only when the test asks for it.
  ///
  /// ```swift
  /// override func load(id: Int) async throws -> User {
  ///   try await throwingAccept(id, real: try await super.load(id: id))
  /// }
  ///
  /// await store.given { try await $0.load(id: 7) }.callingRealImplementation()
  /// ```
  ///
  /// It works as ``accept(_:real:isolation:func:)`` does; what the real
  /// implementation throws, the call throws.
  ///
  /// - Parameters:
  ///   - arguments: The member's arguments, in order.
  ///   - real: The real implementation, such as `try await super.load(id: id)`.
  ///   - isolation: The actor the call runs on; the caller's, by default.
  ///   - function: The member's name with its argument labels; `#function` by default.
  /// - Returns: The expected call's answer, or what the real implementation returned.
  public func throwingAccept<each Argument, Value>(
    _ arguments: repeat each Argument, real: @autoclosure () async throws -> Value,
    isolation: isolated (any Actor)? = #isolation, func function: String = #function
  ) async throws -> Value {
    let arguments = argumentList(repeat each arguments)
    let member = MockedMember(
      function, repeat (each Argument).self, returning: Value.self, effects: .asyncThrowing)
    return try await throwingAcceptCallingReal(
      member, arguments: arguments, actionArguments: arguments, fallback: { nil },
      isolation: isolation, real: real)
  }

  /// Handles a call of an `async` override that can call the real
  /// implementation, `real`, and has a default of its own for a call with
  /// no answer.
  ///
  /// ```swift
  /// override func forecast(for city: String) async -> Forecast {
  ///   await accept(city, default: .sunny, real: await super.forecast(for: city))
  /// }
  ///
  /// await weather.expect { await $0.forecast(for: "Oslo") }.callingRealImplementation()
  /// ```
  ///
  /// It works as ``accept(_:real:isolation:func:)`` does; a call with no
  /// answer, or an unexpected one, returns `fallback`.
  ///
  /// - Parameters:
  ///   - arguments: The member's arguments, in order.
  ///   - fallback: What the member returns when the test gave no value.
  ///   - real: The real implementation, such as `await super.forecast(for: city)`.
  ///   - isolation: The actor the call runs on; the caller's, by default.
  ///   - function: The member's name with its argument labels; `#function` by default.
  /// - Returns: The expected call's answer, or what the real implementation returned.
  public func accept<each Argument, Value>(
    _ arguments: repeat each Argument, default fallback: @autoclosure () -> Value?,
    real: @autoclosure () async -> Value, isolation: isolated (any Actor)? = #isolation,
    func function: String = #function
  ) async -> Value {
    let arguments = argumentList(repeat each arguments)
    let member = MockedMember(
      function, repeat (each Argument).self, returning: Value.self, effects: .async)
    return await acceptCallingReal(
      member, arguments: arguments, actionArguments: arguments, fallback: fallback,
      isolation: isolation, real: real)
  }

  /// Handles a call of an `async` override that can throw, can call the
  /// real implementation, `real`, and has a default of its own for a call
  /// with no answer.
  ///
  /// ```swift
  /// override func load(id: Int) async throws -> User {
  ///   try await throwingAccept(id, default: .guest, real: try await super.load(id: id))
  /// }
  ///
  /// await store.given { try await $0.load(id: 7) }.callingRealImplementation()
  /// ```
  ///
  /// It works as ``throwingAccept(_:real:isolation:func:)`` does; a call
  /// with no answer, or an unexpected one, returns `fallback`.
  ///
  /// - Parameters:
  ///   - arguments: The member's arguments, in order.
  ///   - fallback: What the member returns when the test gave no value.
  ///   - real: The real implementation, such as `try await super.load(id: id)`.
  ///   - isolation: The actor the call runs on; the caller's, by default.
  ///   - function: The member's name with its argument labels; `#function` by default.
  /// - Returns: The expected call's answer, or what the real implementation returned.
  public func throwingAccept<each Argument, Value>(
    _ arguments: repeat each Argument, default fallback: @autoclosure () -> Value?,
    real: @autoclosure () async throws -> Value, isolation: isolated (any Actor)? = #isolation,
    func function: String = #function
  ) async throws -> Value {
    let arguments = argumentList(repeat each arguments)
    let member = MockedMember(
      function, repeat (each Argument).self, returning: Value.self, effects: .asyncThrowing)
    return try await throwingAcceptCallingReal(
      member, arguments: arguments, actionArguments: arguments, fallback: fallback,
      isolation: isolation, real: real)
  }
}
