// Overrides with a typed `throws(Failure)` that can call the class's real
// implementation: only a call whose expectation or answer says
// `.callingRealImplementation()` runs it.
extension ClassDouble {
  /// Handles a call of an override with a typed `throws(Failure)` that can
  /// call the real implementation, `real`, which runs only when the test
  /// asks for it.
  ///
  /// Name the member's error type, so that the call throws only that type:
  ///
  /// ```swift
  /// override func load(id: Int) throws(LoadError) -> User {
  ///   try throwingAccept(id, errorType: LoadError.self, real: try super.load(id: id))
  /// }
  ///
  /// store.expect(errorType: LoadError.self) { try $0.load(id: 7) }.callingRealImplementation()
  /// ```
  ///
  /// A call whose expectation or answer has
  /// ``TypedThrowsExpectation/callingRealImplementation(fileID:filePath:line:column:)``,
  /// or the untyped
  /// ``Expectation/callingRealImplementation(fileID:filePath:line:column:)``,
  /// runs `real`, and returns what it returns or throws what it throws; any
  /// other call answers as the test double's
  /// ``TestDouble/throwingAccept(_:errorType:default:func:)`` does, and
  /// `real` is not evaluated.
  ///
  /// - Parameters:
  ///   - arguments: The member's arguments, in order.
  ///   - errorType: The type the member throws, as its `throws(…)` clause names it.
  ///   - real: The real implementation, such as `try super.load(id: id)`.
  ///   - function: The member's name with its argument labels; `#function` by default.
  /// - Returns: The expected call's answer, or what the real implementation returned.
  public func throwingAccept<each Argument, Value, Failure: Error>(
    _ arguments: repeat each Argument, errorType: Failure.Type,
    real: @autoclosure () throws(Failure) -> Value, func function: String = #function
  ) throws(Failure) -> Value {
    let arguments = argumentList(repeat each arguments)
    let member = MockedMember(
      function, repeat (each Argument).self, returning: Value.self,
      effects: .typedThrowing(Failure.self))
    return try typedThrowingAcceptCallingReal(
      member, arguments: arguments, actionArguments: arguments, fallback: { nil }, real: real)
  }

  /// Handles a call of an `async` override with a typed `throws(Failure)`
  /// that can call the real implementation, `real`, which runs only when the
  /// test asks for it.
  ///
  /// ```swift
  /// override func fetch(id: Int) async throws(FetchError) -> Data {
  ///   try await throwingAccept(id, errorType: FetchError.self, real: try await super.fetch(id: id))
  /// }
  ///
  /// await api.given(errorType: FetchError.self) { try await $0.fetch(id: 7) }
  ///   .callingRealImplementation()
  /// ```
  ///
  /// A call whose expectation or answer has
  /// ``TypedThrowsExpectation/callingRealImplementation(fileID:filePath:line:column:)``,
  /// or the untyped
  /// ``Expectation/callingRealImplementation(fileID:filePath:line:column:)``,
  /// awaits `real`, after any `.doing` action, on the caller's task and
  /// with no lock held, and returns what it returns or throws what it
  /// throws; any other call answers as the test double's
  /// ``TestDouble/throwingAccept(_:errorType:default:isolation:func:)``
  /// does, and `real` is not evaluated.
  ///
  /// - Parameters:
  ///   - arguments: The member's arguments, in order.
  ///   - errorType: The type the member throws, as its `throws(…)` clause names it.
  ///   - real: The real implementation, such as `try await super.fetch(id: id)`.
  ///   - isolation: The actor the call runs on; the caller's, by default.
  ///   - function: The member's name with its argument labels; `#function` by default.
  /// - Returns: The expected call's answer, or what the real implementation returned.
  public func throwingAccept<each Argument, Value, Failure: Error>(
    _ arguments: repeat each Argument, errorType: Failure.Type,
    real: @autoclosure () async throws(Failure) -> Value,
    isolation: isolated (any Actor)? = #isolation, func function: String = #function
  ) async throws(Failure) -> Value {
    let arguments = argumentList(repeat each arguments)
    let member = MockedMember(
      function, repeat (each Argument).self, returning: Value.self,
      effects: .asyncTypedThrowing(Failure.self))
    return try await typedThrowingAcceptCallingReal(
      member, arguments: arguments, actionArguments: arguments, fallback: { nil },
      isolation: isolation, real: real)
  }

  /// Handles a call of an override with a typed `throws(Failure)` that can
  /// call the real implementation, `real`, and has a default of its own for
  /// a call with no answer.
  ///
  /// ```swift
  /// override func load(id: Int) throws(LoadError) -> User {
  ///   try throwingAccept(
  ///     id, errorType: LoadError.self, default: .guest, real: try super.load(id: id))
  /// }
  /// ```
  ///
  /// It works as ``throwingAccept(_:errorType:real:func:)`` does; a call
  /// with no answer, or an unexpected one, returns `fallback`.
  ///
  /// - Parameters:
  ///   - arguments: The member's arguments, in order.
  ///   - errorType: The type the member throws, as its `throws(…)` clause names it.
  ///   - fallback: What the member returns when the test gave no value.
  ///   - real: The real implementation, such as `try super.load(id: id)`.
  ///   - function: The member's name with its argument labels; `#function` by default.
  /// - Returns: The expected call's answer, or what the real implementation returned.
  public func throwingAccept<each Argument, Value, Failure: Error>(
    _ arguments: repeat each Argument, errorType: Failure.Type,
    default fallback: @autoclosure () -> Value?,
    real: @autoclosure () throws(Failure) -> Value, func function: String = #function
  ) throws(Failure) -> Value {
    let arguments = argumentList(repeat each arguments)
    let member = MockedMember(
      function, repeat (each Argument).self, returning: Value.self,
      effects: .typedThrowing(Failure.self))
    return try typedThrowingAcceptCallingReal(
      member, arguments: arguments, actionArguments: arguments, fallback: fallback, real: real)
  }

  /// Handles a call of an `async` override with a typed `throws(Failure)`
  /// that can call the real implementation, `real`, and has a default of
  /// its own for a call with no answer.
  ///
  /// ```swift
  /// override func fetch(id: Int) async throws(FetchError) -> Data {
  ///   try await throwingAccept(
  ///     id, errorType: FetchError.self, default: Data(), real: try await super.fetch(id: id))
  /// }
  /// ```
  ///
  /// It works as ``throwingAccept(_:errorType:real:isolation:func:)`` does;
  /// a call with no answer, or an unexpected one, returns `fallback`.
  ///
  /// - Parameters:
  ///   - arguments: The member's arguments, in order.
  ///   - errorType: The type the member throws, as its `throws(…)` clause names it.
  ///   - fallback: What the member returns when the test gave no value.
  ///   - real: The real implementation, such as `try await super.fetch(id: id)`.
  ///   - isolation: The actor the call runs on; the caller's, by default.
  ///   - function: The member's name with its argument labels; `#function` by default.
  /// - Returns: The expected call's answer, or what the real implementation returned.
  public func throwingAccept<each Argument, Value, Failure: Error>(
    _ arguments: repeat each Argument, errorType: Failure.Type,
    default fallback: @autoclosure () -> Value?,
    real: @autoclosure () async throws(Failure) -> Value,
    isolation: isolated (any Actor)? = #isolation, func function: String = #function
  ) async throws(Failure) -> Value {
    let arguments = argumentList(repeat each arguments)
    let member = MockedMember(
      function, repeat (each Argument).self, returning: Value.self,
      effects: .asyncTypedThrowing(Failure.self))
    return try await typedThrowingAcceptCallingReal(
      member, arguments: arguments, actionArguments: arguments, fallback: fallback,
      isolation: isolation, real: real)
  }
}
