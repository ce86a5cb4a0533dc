// The `async` `accept` family for static members.

extension TestDouble {
  /// Handles a call of an `async` static member that returns nothing.
  ///
  /// The call goes to the double of the class's static members in the
  /// running test, with the same body text as an instance member's:
  ///
  /// ```swift
  /// static func reload(zone: String) async { await accept(zone) }
  /// ```
  ///
  /// - Parameters:
  ///   - arguments: The member's arguments, in order.
  ///   - isolation: The caller's actor, which the call stays on.
  ///   - function: The member's name with its argument labels; `#function` by default.
  ///   - fileID: The file ID of the static member, where the double of the
  ///     class's static members is made when the member is called before the
  ///     test sets anything on them; an unexpected call is reported there
  ///     where the test's line is not found.
  ///   - filePath: The file path of the static member.
  ///   - line: The line of the static member.
  ///   - column: Its column.
  public static func accept<each Argument>(
    _ arguments: repeat each Argument, isolation: isolated (any Actor)? = #isolation,
    func function: String = #function,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async {
    await staticDouble(fileID: fileID, filePath: filePath, line: line, column: column)
      .accept(repeat each arguments, isolation: isolation, func: function)
  }

  /// Handles a call of an `async` static member that returns a value.
  ///
  /// The call goes to the double of the class's static members in the
  /// running test, with the same body text as an instance member's:
  ///
  /// ```swift
  /// static func now(in zone: String) async -> Int { await accept(zone) }
  /// ```
  ///
  /// - Parameters:
  ///   - arguments: The member's arguments, in order.
  ///   - fallback: What the member returns when the test gave no value, for a return
  ///     type with no default of its own (see ``Defaultable``).
  ///   - isolation: The caller's actor, which the call stays on.
  ///   - function: The member's name with its argument labels; `#function` by default.
  ///   - fileID: The file ID of the static member, where the double of the
  ///     class's static members is made when the member is called before the
  ///     test sets anything on them; an unexpected call is reported there
  ///     where the test's line is not found.
  ///   - filePath: The file path of the static member.
  ///   - line: The line of the static member.
  ///   - column: Its column.
  /// - Returns: The expected call's answer.
  public static func accept<each Argument, Value>(
    _ arguments: repeat each Argument, default fallback: @autoclosure () -> Value? = nil,
    isolation: isolated (any Actor)? = #isolation, func function: String = #function,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async -> Value {
    return await staticDouble(fileID: fileID, filePath: filePath, line: line, column: column)
      .accept(repeat each arguments, default: fallback(), isolation: isolation, func: function)
  }

  /// Handles a call of an `async` static member that returns nothing, matching only some of its
  /// arguments.
  ///
  /// The call goes to the double of the class's static members in the
  /// running test, with the same body text as an instance member's:
  ///
  /// ```swift
  /// static func fetch(url: URL, completion: @escaping (Data) -> Void) async {
  ///   await accept(checkArgs: [url], actionArgs: [completion])
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - checkArgs: The arguments matched against the expectation's.
  ///   - actionArgs: The arguments given to the expectation's `.doing` action.
  ///   - isolation: The caller's actor, which the call stays on.
  ///   - function: The member's name with its argument labels; `#function` by default.
  ///   - fileID: The file ID of the static member, where the double of the
  ///     class's static members is made when the member is called before the
  ///     test sets anything on them; an unexpected call is reported there
  ///     where the test's line is not found.
  ///   - filePath: The file path of the static member.
  ///   - line: The line of the static member.
  ///   - column: Its column.
  public static func accept(
    checkArgs: [Any?], actionArgs: [Any?], isolation: isolated (any Actor)? = #isolation,
    func function: String = #function,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async {
    await staticDouble(fileID: fileID, filePath: filePath, line: line, column: column)
      .accept(checkArgs: checkArgs, actionArgs: actionArgs, isolation: isolation, func: function)
  }

  /// Handles a call of an `async` static member that returns a value, matching only some of its
  /// arguments.
  ///
  /// The call goes to the double of the class's static members in the
  /// running test, with the same body text as an instance member's:
  ///
  /// ```swift
  /// static func fetch(url: URL, completion: @escaping (Data) -> Void) async -> Int {
  ///   await accept(checkArgs: [url], actionArgs: [completion])
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - checkArgs: The arguments matched against the expectation's.
  ///   - actionArgs: The arguments given to the expectation's `.doing` action.
  ///   - fallback: What the member returns when the test gave no value, for a return
  ///     type with no default of its own (see ``Defaultable``).
  ///   - isolation: The caller's actor, which the call stays on.
  ///   - function: The member's name with its argument labels; `#function` by default.
  ///   - fileID: The file ID of the static member, where the double of the
  ///     class's static members is made when the member is called before the
  ///     test sets anything on them; an unexpected call is reported there
  ///     where the test's line is not found.
  ///   - filePath: The file path of the static member.
  ///   - line: The line of the static member.
  ///   - column: Its column.
  /// - Returns: The expected call's answer.
  public static func accept<Value>(
    checkArgs: [Any?], actionArgs: [Any?], default fallback: @autoclosure () -> Value? = nil,
    isolation: isolated (any Actor)? = #isolation, func function: String = #function,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async -> Value {
    return await staticDouble(fileID: fileID, filePath: filePath, line: line, column: column)
      .accept(
        checkArgs: checkArgs, actionArgs: actionArgs, default: fallback(), isolation: isolation,
        func: function)
  }

  /// Handles a call of an `async` static member that may throw and returns nothing.
  ///
  /// The call goes to the double of the class's static members in the
  /// running test, with the same body text as an instance member's:
  ///
  /// ```swift
  /// static func reload(zone: String) async throws { try await throwingAccept(zone) }
  /// ```
  ///
  /// - Parameters:
  ///   - arguments: The member's arguments, in order.
  ///   - errorType: The type the member throws, as its `throws(…)` clause
  ///     names it; any error for a member that declares plain `throws`.
  ///   - isolation: The caller's actor, which the call stays on.
  ///   - function: The member's name with its argument labels; `#function` by default.
  ///   - fileID: The file ID of the static member, where the double of the
  ///     class's static members is made when the member is called before the
  ///     test sets anything on them; an unexpected call is reported there
  ///     where the test's line is not found.
  ///   - filePath: The file path of the static member.
  ///   - line: The line of the static member.
  ///   - column: Its column.
  public static func throwingAccept<each Argument, Failure: Error>(
    _ arguments: repeat each Argument, errorType: Failure.Type = (any Error).self,
    isolation: isolated (any Actor)? = #isolation,
    func function: String = #function,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async throws(Failure) {
    try await staticDouble(fileID: fileID, filePath: filePath, line: line, column: column)
      .throwingAccept(
        repeat each arguments, errorType: errorType, isolation: isolation, func: function)
  }

  /// Handles a call of an `async` static member that may throw and returns a value.
  ///
  /// The call goes to the double of the class's static members in the
  /// running test, with the same body text as an instance member's:
  ///
  /// ```swift
  /// static func now(in zone: String) async throws -> Int { try await throwingAccept(zone) }
  /// ```
  ///
  /// - Parameters:
  ///   - arguments: The member's arguments, in order.
  ///   - errorType: The type the member throws, as its `throws(…)` clause
  ///     names it; any error for a member that declares plain `throws`.
  ///   - fallback: What the member returns when the test gave no value, for a return
  ///     type with no default of its own (see ``Defaultable``).
  ///   - isolation: The caller's actor, which the call stays on.
  ///   - function: The member's name with its argument labels; `#function` by default.
  ///   - fileID: The file ID of the static member, where the double of the
  ///     class's static members is made when the member is called before the
  ///     test sets anything on them; an unexpected call is reported there
  ///     where the test's line is not found.
  ///   - filePath: The file path of the static member.
  ///   - line: The line of the static member.
  ///   - column: Its column.
  /// - Returns: The expected call's answer.
  public static func throwingAccept<each Argument, Value, Failure: Error>(
    _ arguments: repeat each Argument, errorType: Failure.Type = (any Error).self,
    default fallback: @autoclosure () -> Value? = nil,
    isolation: isolated (any Actor)? = #isolation, func function: String = #function,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async throws(Failure) -> Value {
    return try await staticDouble(fileID: fileID, filePath: filePath, line: line, column: column)
      .throwingAccept(
        repeat each arguments, errorType: errorType, default: fallback(), isolation: isolation,
        func: function)
  }

  /// Handles a call of an `async` static member that may throw and returns nothing, matching only
  /// some of its arguments.
  ///
  /// The call goes to the double of the class's static members in the
  /// running test, with the same body text as an instance member's:
  ///
  /// ```swift
  /// static func fetch(url: URL, completion: @escaping (Data) -> Void) async throws {
  ///   try await throwingAccept(checkArgs: [url], actionArgs: [completion])
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - checkArgs: The arguments matched against the expectation's.
  ///   - actionArgs: The arguments given to the expectation's `.doing` action.
  ///   - errorType: The type the member throws, as its `throws(…)` clause
  ///     names it; any error for a member that declares plain `throws`.
  ///   - isolation: The caller's actor, which the call stays on.
  ///   - function: The member's name with its argument labels; `#function` by default.
  ///   - fileID: The file ID of the static member, where the double of the
  ///     class's static members is made when the member is called before the
  ///     test sets anything on them; an unexpected call is reported there
  ///     where the test's line is not found.
  ///   - filePath: The file path of the static member.
  ///   - line: The line of the static member.
  ///   - column: Its column.
  public static func throwingAccept<Failure: Error>(
    checkArgs: [Any?], actionArgs: [Any?], errorType: Failure.Type = (any Error).self,
    isolation: isolated (any Actor)? = #isolation,
    func function: String = #function,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async throws(Failure) {
    try await staticDouble(fileID: fileID, filePath: filePath, line: line, column: column)
      .throwingAccept(
        checkArgs: checkArgs, actionArgs: actionArgs, errorType: errorType, isolation: isolation,
        func: function)
  }

  /// Handles a call of an `async` static member that may throw and returns a value, matching only
  /// some of its arguments.
  ///
  /// The call goes to the double of the class's static members in the
  /// running test, with the same body text as an instance member's:
  ///
  /// ```swift
  /// static func fetch(url: URL, completion: @escaping (Data) -> Void) async throws -> Int {
  ///   try await throwingAccept(checkArgs: [url], actionArgs: [completion])
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - checkArgs: The arguments matched against the expectation's.
  ///   - actionArgs: The arguments given to the expectation's `.doing` action.
  ///   - errorType: The type the member throws, as its `throws(…)` clause
  ///     names it; any error for a member that declares plain `throws`.
  ///   - fallback: What the member returns when the test gave no value, for a return
  ///     type with no default of its own (see ``Defaultable``).
  ///   - isolation: The caller's actor, which the call stays on.
  ///   - function: The member's name with its argument labels; `#function` by default.
  ///   - fileID: The file ID of the static member, where the double of the
  ///     class's static members is made when the member is called before the
  ///     test sets anything on them; an unexpected call is reported there
  ///     where the test's line is not found.
  ///   - filePath: The file path of the static member.
  ///   - line: The line of the static member.
  ///   - column: Its column.
  /// - Returns: The expected call's answer.
  public static func throwingAccept<Value, Failure: Error>(
    checkArgs: [Any?], actionArgs: [Any?], errorType: Failure.Type = (any Error).self,
    default fallback: @autoclosure () -> Value? = nil,
    isolation: isolated (any Actor)? = #isolation, func function: String = #function,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async throws(Failure) -> Value {
    return try await staticDouble(fileID: fileID, filePath: filePath, line: line, column: column)
      .throwingAccept(
        checkArgs: checkArgs, actionArgs: actionArgs, errorType: errorType, default: fallback(),
        isolation: isolation,
        func: function)
  }
}
