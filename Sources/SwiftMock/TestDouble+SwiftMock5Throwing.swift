// The forms of `throwingAccept` that SwiftMock 5.x mocks wrote and this
// library spells differently; see TestDouble+SwiftMock5.swift.

extension TestDouble {
  /// Handles a call of a throwing member the way a SwiftMock 5.x mock wrote
  /// it when it named the member before its arguments:
  /// `try throwingAccept(func: "saveKey", value, key)`.
  ///
  /// Write the name after the arguments instead; it means the same:
  ///
  /// ```swift
  /// func save(_ value: String, forKey key: String) throws {
  ///   try throwingAccept(value, key, func: "saveKey")
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - function: The member's name, as the expectation and failures show it.
  ///   - arguments: The member's arguments, in order.
  @_disfavoredOverload
  @available(
    *, deprecated,
    message:
      "SwiftMock 5.x form; write the name after the arguments: throwingAccept(a, b, func: name)"
  )
  public func throwingAccept(func function: String, _ arguments: Any?...) throws {
    try throwingAccept(checkArgs: arguments, actionArgs: arguments, func: function)
  }

  /// Handles a call of a throwing member that returns a value, the way a
  /// SwiftMock 5.x mock wrote it when it named the member before its
  /// arguments.
  ///
  /// Write the name after the arguments instead, and drop the cast:
  ///
  /// ```swift
  /// func value(forKey key: String) throws -> String {
  ///   try throwingAccept(key, func: "valueForKey")
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - function: The member's name, as the expectation and failures show it.
  ///   - arguments: The member's arguments, in order.
  /// - Returns: The expected call's answer.
  @_disfavoredOverload
  @available(
    *, deprecated,
    message:
      "SwiftMock 5.x form; write the name after the arguments: throwingAccept(a, b, func: name)"
  )
  public func throwingAccept<Value>(func function: String, _ arguments: Any?...) throws -> Value {
    try throwingAccept(checkArgs: arguments, actionArgs: arguments, func: function)
  }

  /// Handles a call of a throwing member the way a SwiftMock 5.x mock wrote
  /// it with an array of arguments: `try throwingAccept(args: [value, key])`.
  ///
  /// Pass the arguments themselves instead; it means the same:
  ///
  /// ```swift
  /// func save(_ value: String, forKey key: String) throws {
  ///   try throwingAccept(value, key)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - function: The member's name; `#function` by default.
  ///   - arguments: The member's arguments, in order.
  @available(
    *, deprecated,
    message:
      "SwiftMock 5.x form; pass the arguments themselves: throwingAccept(a, b), or throwingAccept(a, b, func: name)"
  )
  public func throwingAccept(func function: String = #function, args arguments: [Any?]) throws {
    try throwingAccept(checkArgs: arguments, actionArgs: arguments, func: function)
  }

  /// Handles a call of a throwing member that returns a value, the way a
  /// SwiftMock 5.x mock wrote it with an array of arguments.
  ///
  /// Pass the arguments themselves instead, and drop the cast:
  ///
  /// ```swift
  /// func value(forKey key: String) throws -> String { try throwingAccept(key) }
  /// ```
  ///
  /// - Parameters:
  ///   - function: The member's name; `#function` by default.
  ///   - arguments: The member's arguments, in order.
  /// - Returns: The expected call's answer.
  @available(
    *, deprecated,
    message:
      "SwiftMock 5.x form; pass the arguments themselves: throwingAccept(a, b), or throwingAccept(a, b, func: name)"
  )
  public func throwingAccept<Value>(
    func function: String = #function, args arguments: [Any?]
  ) throws -> Value {
    try throwingAccept(checkArgs: arguments, actionArgs: arguments, func: function)
  }

  /// Handles a call of a throwing member the way a SwiftMock 5.x mock wrote
  /// it when it named the member before `checkArgs` and `actionArgs`.
  ///
  /// Write the name last instead; it means the same:
  ///
  /// ```swift
  /// func upload(_ data: Data, progress: @escaping (Double) -> Void) throws {
  ///   try throwingAccept(checkArgs: [data], actionArgs: [progress], func: "uploadData")
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - function: The member's name, as the expectation and failures show it.
  ///   - checkArgs: The arguments matched against the expectation's.
  ///   - actionArgs: The arguments given to the expectation's `.doing` action.
  @available(
    *, deprecated,
    message:
      "SwiftMock 5.x form; write the name last: throwingAccept(checkArgs: [a], actionArgs: [b], func: name)"
  )
  public func throwingAccept(func function: String, checkArgs: [Any?], actionArgs: [Any?]) throws {
    try throwingAccept(checkArgs: checkArgs, actionArgs: actionArgs, func: function)
  }

  /// Handles a call of a throwing member that returns a value, the way a
  /// SwiftMock 5.x mock wrote it when it named the member before `checkArgs`
  /// and `actionArgs`.
  ///
  /// Write the name last instead, and drop the cast:
  ///
  /// ```swift
  /// func upload(_ data: Data, progress: @escaping (Double) -> Void) throws -> Int {
  ///   try throwingAccept(checkArgs: [data], actionArgs: [progress], func: "uploadData")
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - function: The member's name, as the expectation and failures show it.
  ///   - checkArgs: The arguments matched against the expectation's.
  ///   - actionArgs: The arguments given to the expectation's `.doing` action.
  /// - Returns: The expected call's answer.
  @available(
    *, deprecated,
    message:
      "SwiftMock 5.x form; write the name last: throwingAccept(checkArgs: [a], actionArgs: [b], func: name)"
  )
  public func throwingAccept<Value>(
    func function: String, checkArgs: [Any?], actionArgs: [Any?]
  ) throws -> Value {
    try throwingAccept(checkArgs: checkArgs, actionArgs: actionArgs, func: function)
  }
}
