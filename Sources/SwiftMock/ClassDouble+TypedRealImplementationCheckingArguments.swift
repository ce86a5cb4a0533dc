// Overrides with a typed `throws(Failure)` that match only some of their
// arguments and can call the class's real implementation: only a call
// whose expectation or answer says `.callingRealImplementation()` runs it.
extension ClassDouble {
  /// Handles a call of an override with a typed `throws(Failure)` that
  /// matches only some of its arguments and can call the real
  /// implementation, `real`, which runs only when the test asks for it.
  ///
  /// ```swift
  /// override func watch(_ handler: @escaping (Int) -> Void) throws(GaugeError) {
  ///   try throwingAccept(
  ///     checkArgs: [], actionArgs: [handler], errorType: GaugeError.self,
  ///     real: try super.watch(handler))
  /// }
  ///
  /// gauge.expect(errorType: GaugeError.self) { try $0.watch { _ in } }
  ///   .callingRealImplementation()
  /// ```
  ///
  /// A call whose expectation or answer has
  /// ``TypedThrowsExpectation/callingRealImplementation(fileID:filePath:line:column:)``,
  /// or the untyped
  /// ``Expectation/callingRealImplementation(fileID:filePath:line:column:)``,
  /// runs `real`, after any `.doing` action, and returns what it returns or
  /// throws what it throws; any other call answers as the test double's
  /// ``TestDouble/throwingAccept(checkArgs:actionArgs:errorType:default:func:)``
  /// does, and `real` is not evaluated.
  ///
  /// - Parameters:
  ///   - checkArgs: The arguments matched against the expectation's.
  ///   - actionArgs: The arguments given to the expectation's `.doing` action.
  ///   - errorType: The type the member throws, as its `throws(…)` clause names it.
  ///   - fallback: What the member returns when the test gave no value.
  ///   - real: The real implementation, such as `try super.watch(handler)`.
  ///   - function: The member's name with its argument labels; `#function` by default.
  /// - Returns: The expected call's answer, or what the real implementation returned.
  public func throwingAccept<Value, Failure: Error>(
    checkArgs: [Any?], actionArgs: [Any?], errorType: Failure.Type,
    default fallback: @autoclosure () -> Value? = nil,
    real: @autoclosure () throws(Failure) -> Value, func function: String = #function
  ) throws(Failure) -> Value {
    let member = MockedMember(
      untyped: function, returning: Value.self, effects: .typedThrowing(Failure.self))
    return try typedThrowingAcceptCallingReal(
      member, arguments: checkArgs, actionArguments: actionArgs, fallback: fallback, real: real)
  }

  /// Handles a call of an `async` override with a typed `throws(Failure)`
  /// that matches only some of its arguments and can call the real
  /// implementation, `real`, which runs only when the test asks for it.
  ///
  /// ```swift
  /// override func send(_ data: Data, progress: @escaping (Double) -> Void)
  ///   async throws(SendError)
  /// {
  ///   try await throwingAccept(
  ///     checkArgs: [data], actionArgs: [progress], errorType: SendError.self,
  ///     real: try await super.send(data, progress: progress))
  /// }
  /// ```
  ///
  /// It works as ``throwingAccept(checkArgs:actionArgs:errorType:default:real:func:)``
  /// does; a call that runs `real` awaits it on the caller's task, with no
  /// lock held.
  ///
  /// - Parameters:
  ///   - checkArgs: The arguments matched against the expectation's.
  ///   - actionArgs: The arguments given to the expectation's `.doing` action.
  ///   - errorType: The type the member throws, as its `throws(…)` clause names it.
  ///   - fallback: What the member returns when the test gave no value.
  ///   - real: The real implementation, such as `try await super.send(data, progress: progress)`.
  ///   - isolation: The actor the call runs on; the caller's, by default.
  ///   - function: The member's name with its argument labels; `#function` by default.
  /// - Returns: The expected call's answer, or what the real implementation returned.
  public func throwingAccept<Value, Failure: Error>(
    checkArgs: [Any?], actionArgs: [Any?], errorType: Failure.Type,
    default fallback: @autoclosure () -> Value? = nil,
    real: @autoclosure () async throws(Failure) -> Value,
    isolation: isolated (any Actor)? = #isolation, func function: String = #function
  ) async throws(Failure) -> Value {
    let member = MockedMember(
      untyped: function, returning: Value.self, effects: .asyncTypedThrowing(Failure.self))
    return try await typedThrowingAcceptCallingReal(
      member, arguments: checkArgs, actionArguments: actionArgs, fallback: fallback,
      isolation: isolation, real: real)
  }
}
