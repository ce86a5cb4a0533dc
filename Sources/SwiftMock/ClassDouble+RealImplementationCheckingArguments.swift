// Overrides that match only some of their arguments, as those that take a
// closure or an `inout` parameter do, and can call the class's real
// implementation: only a call whose expectation or answer says
// `.callingRealImplementation()` runs it.
extension ClassDouble {
  /// Handles a call of an override that matches only some of its
  /// arguments and can call the real implementation, `real`, which runs
  /// only when the test asks for it.
  ///
  /// ```swift
  /// override func fetch(url: URL, completion: @escaping (Data) -> Void) {
  ///   accept(
  ///     checkArgs: [url], actionArgs: [completion],
  ///     real: super.fetch(url: url, completion: completion))
  /// }
  ///
  /// loader.expect { $0.fetch(url: url, completion: { _ in }) }.callingRealImplementation()
  /// ```
  ///
  /// A call whose expectation or answer has
  /// ``Expectation/callingRealImplementation(fileID:filePath:line:column:)``
  /// runs `real`, after any `.doing` action, and returns what it returns;
  /// any other call answers as ``accept(checkArgs:actionArgs:default:func:)``
  /// does, and `real` is not evaluated.
  ///
  /// - Parameters:
  ///   - checkArgs: The arguments matched against the expectation's.
  ///   - actionArgs: The arguments given to the expectation's `.doing` action.
  ///   - fallback: What the member returns when the test gave no value.
  ///   - real: The real implementation, such as `super.fetch(url: url, completion: completion)`.
  ///   - function: The member's name with its argument labels; `#function` by default.
  /// - Returns: The expected call's answer, or what the real implementation returned.
  public func accept<Value>(
    checkArgs: [Any?], actionArgs: [Any?], default fallback: @autoclosure () -> Value? = nil,
    real: @autoclosure () -> Value, func function: String = #function
  ) -> Value {
    let member = MockedMember(untyped: function, returning: Value.self, effects: .none)
    return acceptCallingReal(
      member, arguments: checkArgs, actionArguments: actionArgs, fallback: fallback, real: real)
  }

  /// Handles a call of an override that can throw, matches only some of
  /// its arguments, and can call the real implementation, `real`, which
  /// runs only when the test asks for it.
  ///
  /// ```swift
  /// override func upload(_ data: Data, progress: @escaping (Double) -> Void) throws -> Int {
  ///   try throwingAccept(
  ///     checkArgs: [data], actionArgs: [progress],
  ///     real: try super.upload(data, progress: progress))
  /// }
  /// ```
  ///
  /// It works as ``accept(checkArgs:actionArgs:default:real:func:)`` does;
  /// what the real implementation throws, the call throws.
  ///
  /// - Parameters:
  ///   - checkArgs: The arguments matched against the expectation's.
  ///   - actionArgs: The arguments given to the expectation's `.doing` action.
  ///   - fallback: What the member returns when the test gave no value.
  ///   - real: The real implementation, such as `try super.upload(data, progress: progress)`.
  ///   - function: The member's name with its argument labels; `#function` by default.
  /// - Returns: The expected call's answer, or what the real implementation returned.
  public func throwingAccept<Value>(
    checkArgs: [Any?], actionArgs: [Any?], default fallback: @autoclosure () -> Value? = nil,
    real: @autoclosure () throws -> Value, func function: String = #function
  ) throws -> Value {
    let member = MockedMember(untyped: function, returning: Value.self, effects: .throwing)
    return try throwingAcceptCallingReal(
      member, arguments: checkArgs, actionArguments: actionArgs, fallback: fallback, real: real)
  }

  /// Handles a call of an `async` override that matches only some of its
  /// arguments and can call the real implementation, `real`, which runs
  /// only when the test asks for it.
  ///
  /// ```swift
  /// override func fetch(url: URL, progress: @escaping (Double) -> Void) async -> Data {
  ///   await accept(
  ///     checkArgs: [url], actionArgs: [progress],
  ///     real: await super.fetch(url: url, progress: progress))
  /// }
  /// ```
  ///
  /// A call whose expectation or answer has
  /// ``Expectation/callingRealImplementation(fileID:filePath:line:column:)``
  /// awaits `real`, after any `.doing` action, on the caller's task and
  /// with no lock held, and returns what it returns; any other call answers
  /// as the test double's `accept(checkArgs:actionArgs:default:isolation:func:)`
  /// does, and `real` is not evaluated.
  ///
  /// - Parameters:
  ///   - checkArgs: The arguments matched against the expectation's.
  ///   - actionArgs: The arguments given to the expectation's `.doing` action.
  ///   - fallback: What the member returns when the test gave no value.
  ///   - real: The real implementation, such as `await super.fetch(url: url, progress: progress)`.
  ///   - isolation: The actor the call runs on; the caller's, by default.
  ///   - function: The member's name with its argument labels; `#function` by default.
  /// - Returns: The expected call's answer, or what the real implementation returned.
  public func accept<Value>(
    checkArgs: [Any?], actionArgs: [Any?], default fallback: @autoclosure () -> Value? = nil,
    real: @autoclosure () async -> Value, isolation: isolated (any Actor)? = #isolation,
    func function: String = #function
  ) async -> Value {
    let member = MockedMember(untyped: function, returning: Value.self, effects: .async)
    return await acceptCallingReal(
      member, arguments: checkArgs, actionArguments: actionArgs, fallback: fallback,
      isolation: isolation, real: real)
  }

  /// Handles a call of an `async` override that can throw, matches only
  /// some of its arguments, and can call the real implementation, `real`,
  /// which runs only when the test asks for it.
  ///
  /// ```swift
  /// override func sync(_ items: [Item], progress: @escaping (Double) -> Void)
  ///   async throws -> Int
  /// {
  ///   try await throwingAccept(
  ///     checkArgs: [items], actionArgs: [progress],
  ///     real: try await super.sync(items, progress: progress))
  /// }
  /// ```
  ///
  /// It works as ``accept(checkArgs:actionArgs:default:real:isolation:func:)``
  /// does; what the real implementation throws, the call throws.
  ///
  /// - Parameters:
  ///   - checkArgs: The arguments matched against the expectation's.
  ///   - actionArgs: The arguments given to the expectation's `.doing` action.
  ///   - fallback: What the member returns when the test gave no value.
  ///   - real: The real implementation, such as `try await super.sync(items, progress: progress)`.
  ///   - isolation: The actor the call runs on; the caller's, by default.
  ///   - function: The member's name with its argument labels; `#function` by default.
  /// - Returns: The expected call's answer, or what the real implementation returned.
  public func throwingAccept<Value>(
    checkArgs: [Any?], actionArgs: [Any?], default fallback: @autoclosure () -> Value? = nil,
    real: @autoclosure () async throws -> Value, isolation: isolated (any Actor)? = #isolation,
    func function: String = #function
  ) async throws -> Value {
    let member = MockedMember(untyped: function, returning: Value.self, effects: .asyncThrowing)
    return try await throwingAcceptCallingReal(
      member, arguments: checkArgs, actionArguments: actionArgs, fallback: fallback,
      isolation: isolation, real: real)
  }
}
