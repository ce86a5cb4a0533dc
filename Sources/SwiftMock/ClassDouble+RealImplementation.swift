// Overrides that can call the class's real implementation: only a call
// whose expectation or answer says `.callingRealImplementation()` runs it.
extension ClassDouble {
  /// Handles a call of an override that can call the real implementation,
  /// `real`, which runs only when the test asks for it.
  ///
  /// ```swift
  /// override func bark() -> String { accept(real: super.bark()) }
  /// override func eat(food: DogFood) { accept(food, real: super.eat(food: food)) }
  ///
  /// dog.expect { $0.bark() }.callingRealImplementation()
  /// ```
  ///
  /// A call whose expectation or answer has
  /// ``Expectation/callingRealImplementation(fileID:filePath:line:column:)``
  /// runs `real` and returns what it returns; any other call answers as
  /// ``accept(_:default:func:)`` does, and `real` is not evaluated.
  ///
  /// - Parameters:
  ///   - arguments: The member's arguments, in order.
  ///   - real: The real implementation, such as `super.bark()`.
  ///   - function: The member's name with its argument labels; `#function` by default.
  /// - Returns: The expected call's answer, or what the real implementation returned.
  public func accept<each Argument, Value>(
    _ arguments: repeat each Argument, real: @autoclosure () -> Value,
    func function: String = #function
  ) -> Value {
    let arguments = argumentList(repeat each arguments)
    let member = MockedMember(
      function, repeat (each Argument).self, returning: Value.self, effects: .none)
    return acceptCallingReal(
      member, arguments: arguments, actionArguments: arguments, fallback: { nil }, real: real)
  }

  /// Handles a call of an override that can throw and can call the real
  /// implementation, `real`, which runs only when the test asks for it.
  ///
  /// ```swift
  /// override func load(id: Int) throws -> User {
  ///   try throwingAccept(id, real: try super.load(id: id))
  /// }
  ///
  /// store.given { try $0.load(id: 7) }.callingRealImplementation()
  /// ```
  ///
  /// What the real implementation throws, the call throws.
  ///
  /// - Parameters:
  ///   - arguments: The member's arguments, in order.
  ///   - real: The real implementation, such as `try super.load(id: id)`.
  ///   - function: The member's name with its argument labels; `#function` by default.
  /// - Returns: The expected call's answer, or what the real implementation returned.
  public func throwingAccept<each Argument, Value>(
    _ arguments: repeat each Argument, real: @autoclosure () throws -> Value,
    func function: String = #function
  ) throws -> Value {
    let arguments = argumentList(repeat each arguments)
    let member = MockedMember(
      function, repeat (each Argument).self, returning: Value.self, effects: .throwing)
    return try throwingAcceptCallingReal(
      member, arguments: arguments, actionArguments: arguments, fallback: { nil }, real: real)
  }

  /// Handles a call of an override that can call the real implementation,
  /// `real`, and has a default of its own for a call with no answer.
  ///
  /// ```swift
  /// override func forecast(for city: String) -> Forecast {
  ///   accept(city, default: .sunny, real: super.forecast(for: city))
  /// }
  ///
  /// weather.expect { $0.forecast(for: "Oslo") }.callingRealImplementation()
  /// ```
  ///
  /// It works as ``accept(_:real:func:)->_`` does; a call with no answer, or
  /// an unexpected one, returns `fallback`, as ``accept(_:default:func:)``
  /// does, and does not run `real`.
  ///
  /// - Parameters:
  ///   - arguments: The member's arguments, in order.
  ///   - fallback: What the member returns when the test gave no value.
  ///   - real: The real implementation, such as `super.forecast(for: city)`.
  ///   - function: The member's name with its argument labels; `#function` by default.
  /// - Returns: The expected call's answer, or what the real implementation returned.
  public func accept<each Argument, Value>(
    _ arguments: repeat each Argument, default fallback: @autoclosure () -> Value?,
    real: @autoclosure () -> Value, func function: String = #function
  ) -> Value {
    let arguments = argumentList(repeat each arguments)
    let member = MockedMember(
      function, repeat (each Argument).self, returning: Value.self, effects: .none)
    return acceptCallingReal(
      member, arguments: arguments, actionArguments: arguments, fallback: fallback, real: real)
  }

  /// Handles a call of an override that can throw, can call the real
  /// implementation, `real`, and has a default of its own for a call with
  /// no answer.
  ///
  /// ```swift
  /// override func load(id: Int) throws -> User {
  ///   try throwingAccept(id, default: .guest, real: try super.load(id: id))
  /// }
  ///
  /// store.given { try $0.load(id: 7) }.callingRealImplementation()
  /// ```
  ///
  /// It works as ``throwingAccept(_:real:func:)`` does; a call with no
  /// answer, or an unexpected one, returns `fallback`.
  ///
  /// - Parameters:
  ///   - arguments: The member's arguments, in order.
  ///   - fallback: What the member returns when the test gave no value.
  ///   - real: The real implementation, such as `try super.load(id: id)`.
  ///   - function: The member's name with its argument labels; `#function` by default.
  /// - Returns: The expected call's answer, or what the real implementation returned.
  public func throwingAccept<each Argument, Value>(
    _ arguments: repeat each Argument, default fallback: @autoclosure () -> Value?,
    real: @autoclosure () throws -> Value, func function: String = #function
  ) throws -> Value {
    let arguments = argumentList(repeat each arguments)
    let member = MockedMember(
      function, repeat (each Argument).self, returning: Value.self, effects: .throwing)
    return try throwingAcceptCallingReal(
      member, arguments: arguments, actionArguments: arguments, fallback: fallback, real: real)
  }
}
