// The `async` forms of `throwingAccept` that SwiftMock 5.x mocks wrote and
// this library spells differently; see TestDouble+SwiftMock5.swift.

extension TestDouble {
  /// Handles a call of an `async` throwing member the way a SwiftMock 5.x
  /// mock wrote it when it named the member before its arguments.
  ///
  /// Write the name after the arguments instead; it means the same:
  ///
  /// ```swift
  /// func sync(_ folder: String) async throws {
  ///   try await throwingAccept(folder, func: "syncFolder")
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - function: The member's name, as the expectation and failures show it.
  ///   - arguments: The member's arguments, in order.
  ///   - isolation: The actor the call runs on: the member's own, by default.
  @_disfavoredOverload
  @available(
    *, deprecated,
    message:
      "SwiftMock 5.x form; write the name after the arguments: throwingAccept(a, b, func: name)"
  )
  public func throwingAccept(
    func function: String, _ arguments: Any?..., isolation: isolated (any Actor)? = #isolation
  ) async throws {
    try await throwingAccept(
      checkArgs: arguments, actionArgs: arguments, isolation: isolation, func: function)
  }

  /// Handles a call of an `async` throwing member that returns a value, the
  /// way a SwiftMock 5.x mock wrote it when it named the member before its
  /// arguments.
  ///
  /// Write the name after the arguments instead, and drop the cast:
  ///
  /// ```swift
  /// func fetchDisplayName(userID: Int) async throws -> String {
  ///   try await throwingAccept(userID, func: "fetchName")
  /// }
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
    message:
      "SwiftMock 5.x form; write the name after the arguments: throwingAccept(a, b, func: name)"
  )
  public func throwingAccept<Value>(
    func function: String, _ arguments: Any?..., isolation: isolated (any Actor)? = #isolation
  ) async throws -> Value {
    try await throwingAccept(
      checkArgs: arguments, actionArgs: arguments, isolation: isolation, func: function)
  }

  /// Handles a call of an `async` throwing member the way a SwiftMock 5.x
  /// mock wrote it with an array of arguments.
  ///
  /// Pass the arguments themselves instead; it means the same:
  ///
  /// ```swift
  /// func sync(_ folder: String) async throws { try await throwingAccept(folder) }
  /// ```
  ///
  /// - Parameters:
  ///   - function: The member's name; `#function` by default.
  ///   - arguments: The member's arguments, in order.
  ///   - isolation: The actor the call runs on: the member's own, by default.
  @available(
    *, deprecated,
    message:
      "SwiftMock 5.x form; pass the arguments themselves: throwingAccept(a, b), or throwingAccept(a, b, func: name)"
  )
  public func throwingAccept(
    func function: String = #function, args arguments: [Any?],
    isolation: isolated (any Actor)? = #isolation
  ) async throws {
    try await throwingAccept(
      checkArgs: arguments, actionArgs: arguments, isolation: isolation, func: function)
  }

  /// Handles a call of an `async` throwing member that returns a value, the
  /// way a SwiftMock 5.x mock wrote it with an array of arguments.
  ///
  /// Pass the arguments themselves instead, and drop the cast:
  ///
  /// ```swift
  /// func fetchDisplayName(userID: Int) async throws -> String {
  ///   try await throwingAccept(userID)
  /// }
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
      "SwiftMock 5.x form; pass the arguments themselves: throwingAccept(a, b), or throwingAccept(a, b, func: name)"
  )
  public func throwingAccept<Value>(
    func function: String = #function, args arguments: [Any?],
    isolation: isolated (any Actor)? = #isolation
  ) async throws -> Value {
    try await throwingAccept(
      checkArgs: arguments, actionArgs: arguments, isolation: isolation, func: function)
  }

  /// Handles a call of an `async` throwing member the way a SwiftMock 5.x
  /// mock wrote it when it named the member before `checkArgs` and
  /// `actionArgs`.
  ///
  /// Write the name last instead; it means the same:
  ///
  /// ```swift
  /// func upload(_ data: Data, progress: @escaping (Double) -> Void) async throws {
  ///   try await throwingAccept(checkArgs: [data], actionArgs: [progress], func: "uploadData")
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
      "SwiftMock 5.x form; write the name last: throwingAccept(checkArgs: [a], actionArgs: [b], func: name)"
  )
  public func throwingAccept(
    func function: String, checkArgs: [Any?], actionArgs: [Any?],
    isolation: isolated (any Actor)? = #isolation
  ) async throws {
    try await throwingAccept(
      checkArgs: checkArgs, actionArgs: actionArgs, isolation: isolation, func: function)
  }

  /// Handles a call of an `async` throwing member that returns a value, the
  /// way a SwiftMock 5.x mock wrote it when it named the member before
  /// `checkArgs` and `actionArgs`.
  ///
  /// Write the name last instead, and drop the cast:
  ///
  /// ```swift
  /// func upload(_ data: Data, progress: @escaping (Double) -> Void) async throws -> Int {
  ///   try await throwingAccept(checkArgs: [data], actionArgs: [progress], func: "uploadData")
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
      "SwiftMock 5.x form; write the name last: throwingAccept(checkArgs: [a], actionArgs: [b], func: name)"
  )
  public func throwingAccept<Value>(
    func function: String, checkArgs: [Any?], actionArgs: [Any?],
    isolation: isolated (any Actor)? = #isolation
  ) async throws -> Value {
    try await throwingAccept(
      checkArgs: checkArgs, actionArgs: actionArgs, isolation: isolation, func: function)
  }
}
