// The `async` forms of `accept` that SwiftMock 5.x mocks wrote and this
// library spells differently; see TestDouble+SwiftMock5.swift.

extension TestDouble {
  /// Handles a call of an `async` member the way a SwiftMock 5.x mock wrote
  /// it when it named the member before its arguments.
  ///
  /// Write the name after the arguments instead; it means the same:
  ///
  /// ```swift
  /// func send(_ message: String) async { await accept(message, func: "sendMessage") }
  /// ```
  ///
  /// - Parameters:
  ///   - function: The member's name, as the expectation and failures show it.
  ///   - arguments: The member's arguments, in order.
  ///   - isolation: The actor the call runs on: the member's own, by default.
  @_disfavoredOverload
  @available(
    *, deprecated,
    message: "SwiftMock 5.x form; write the name after the arguments: accept(a, b, func: name)"
  )
  public func accept(
    func function: String, _ arguments: Any?..., isolation: isolated (any Actor)? = #isolation
  ) async {
    await accept(
      checkArgs: arguments, actionArgs: arguments, isolation: isolation, func: function)
  }

  /// Handles a call of an `async` member that returns a value, the way a
  /// SwiftMock 5.x mock wrote it when it named the member before its
  /// arguments.
  ///
  /// Write the name after the arguments instead, and drop the cast:
  ///
  /// ```swift
  /// func count(_ tag: String) async -> Int { await accept(tag, func: "countTag") }
  /// ```
  ///
  /// - Parameters:
  ///   - function: The member's name, as the expectation and failures show it.
  ///   - arguments: The member's arguments, in order.
  ///   - isolation: The actor the call runs on: the member's own, by default.
  /// - Returns: The expected call's answer.
  @_disfavoredOverload
  @available(
    *, deprecated,
    message: "SwiftMock 5.x form; write the name after the arguments: accept(a, b, func: name)"
  )
  public func accept<Value>(
    func function: String, _ arguments: Any?..., isolation: isolated (any Actor)? = #isolation
  ) async -> Value {
    await accept(
      checkArgs: arguments, actionArgs: arguments, isolation: isolation, func: function)
  }

  /// Handles a call of an `async` member the way a SwiftMock 5.x mock wrote
  /// it with an array of arguments: `await accept(args: [message])`.
  ///
  /// Pass the arguments themselves instead; it means the same:
  ///
  /// ```swift
  /// func send(_ message: String) async { await accept(message) }
  /// ```
  ///
  /// - Parameters:
  ///   - function: The member's name; `#function` by default.
  ///   - arguments: The member's arguments, in order.
  ///   - isolation: The actor the call runs on: the member's own, by default.
  @available(
    *, deprecated,
    message:
      "SwiftMock 5.x form; pass the arguments themselves: accept(a, b), or accept(a, b, func: name)"
  )
  public func accept(
    func function: String = #function, args arguments: [Any?],
    isolation: isolated (any Actor)? = #isolation
  ) async {
    await accept(
      checkArgs: arguments, actionArgs: arguments, isolation: isolation, func: function)
  }

  /// Handles a call of an `async` member that returns a value, the way a
  /// SwiftMock 5.x mock wrote it with an array of arguments.
  ///
  /// Pass the arguments themselves instead, and drop the cast:
  ///
  /// ```swift
  /// func count(_ tag: String) async -> Int { await accept(tag) }
  /// ```
  ///
  /// - Parameters:
  ///   - function: The member's name; `#function` by default.
  ///   - arguments: The member's arguments, in order.
  ///   - isolation: The actor the call runs on: the member's own, by default.
  /// - Returns: The expected call's answer.
  @available(
    *, deprecated,
    message:
      "SwiftMock 5.x form; pass the arguments themselves: accept(a, b), or accept(a, b, func: name)"
  )
  public func accept<Value>(
    func function: String = #function, args arguments: [Any?],
    isolation: isolated (any Actor)? = #isolation
  ) async -> Value {
    await accept(
      checkArgs: arguments, actionArgs: arguments, isolation: isolation, func: function)
  }

  /// Handles a call of an `async` member the way a SwiftMock 5.x mock wrote
  /// it when it named the member before `checkArgs` and `actionArgs`.
  ///
  /// Write the name last instead; it means the same:
  ///
  /// ```swift
  /// func send(_ message: String, onDelivery: @escaping () -> Void) async {
  ///   await accept(checkArgs: [message], actionArgs: [onDelivery], func: "sendMessage")
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - function: The member's name, as the expectation and failures show it.
  ///   - checkArgs: The arguments matched against the expectation's.
  ///   - actionArgs: The arguments given to the expectation's `.doing` action.
  ///   - isolation: The actor the call runs on: the member's own, by default.
  @available(
    *, deprecated,
    message:
      "SwiftMock 5.x form; write the name last: accept(checkArgs: [a], actionArgs: [b], func: name)"
  )
  public func accept(
    func function: String, checkArgs: [Any?], actionArgs: [Any?],
    isolation: isolated (any Actor)? = #isolation
  ) async {
    await accept(
      checkArgs: checkArgs, actionArgs: actionArgs, isolation: isolation, func: function)
  }

  /// Handles a call of an `async` member that returns a value, the way a
  /// SwiftMock 5.x mock wrote it when it named the member before `checkArgs`
  /// and `actionArgs`.
  ///
  /// Write the name last instead, and drop the cast:
  ///
  /// ```swift
  /// func send(_ message: String, onDelivery: @escaping () -> Void) async -> Bool {
  ///   await accept(checkArgs: [message], actionArgs: [onDelivery], func: "sendMessage")
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - function: The member's name, as the expectation and failures show it.
  ///   - checkArgs: The arguments matched against the expectation's.
  ///   - actionArgs: The arguments given to the expectation's `.doing` action.
  ///   - isolation: The actor the call runs on: the member's own, by default.
  /// - Returns: The expected call's answer.
  @available(
    *, deprecated,
    message:
      "SwiftMock 5.x form; write the name last: accept(checkArgs: [a], actionArgs: [b], func: name)"
  )
  public func accept<Value>(
    func function: String, checkArgs: [Any?], actionArgs: [Any?],
    isolation: isolated (any Actor)? = #isolation
  ) async -> Value {
    await accept(
      checkArgs: checkArgs, actionArgs: actionArgs, isolation: isolation, func: function)
  }
}
