// The `accept` family for static members: the same bodies as instance
// members', reaching the double of the class's static members for the
// running test (see `TestDouble.staticDouble`).

extension TestDouble {
  /// Handles a call of a static member that returns nothing.
  ///
  /// The call goes to the double of the class's static members in the
  /// running test, with the same body text as an instance member's:
  ///
  /// ```swift
  /// static func reload(zone: String) { accept(zone) }
  /// ```
  ///
  /// - Parameters:
  ///   - arguments: The member's arguments, in order.
  ///   - function: The member's name with its argument labels; `#function` by default.
  ///   - fileID: The file ID of the static member, where the double of the
  ///     class's static members is made when the member is called before the
  ///     test sets anything on them; an unexpected call is reported there
  ///     where the test's line is not found.
  ///   - filePath: The file path of the static member.
  ///   - line: The line of the static member.
  ///   - column: Its column.
  public static func accept<each Argument>(
    _ arguments: repeat each Argument, func function: String = #function,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    staticDouble(fileID: fileID, filePath: filePath, line: line, column: column)
      .accept(repeat each arguments, func: function)
  }

  /// Handles a call of a static member that returns a value.
  ///
  /// The call goes to the double of the class's static members in the
  /// running test, with the same body text as an instance member's:
  ///
  /// ```swift
  /// static func now(in zone: String) -> Int { accept(zone) }
  /// ```
  ///
  /// - Parameters:
  ///   - arguments: The member's arguments, in order.
  ///   - fallback: What the member returns when the test gave no value, for a return
  ///     type with no default of its own (see ``Defaultable``).
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
    func function: String = #function,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> Value {
    return staticDouble(fileID: fileID, filePath: filePath, line: line, column: column)
      .accept(repeat each arguments, default: fallback(), func: function)
  }

  /// Handles a call of a static member that returns nothing, matching only some of its arguments.
  ///
  /// The call goes to the double of the class's static members in the
  /// running test, with the same body text as an instance member's:
  ///
  /// ```swift
  /// static func fetch(url: URL, completion: @escaping (Data) -> Void) {
  ///   accept(checkArgs: [url], actionArgs: [completion])
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - checkArgs: The arguments matched against the expectation's.
  ///   - actionArgs: The arguments given to the expectation's `.doing` action.
  ///   - function: The member's name with its argument labels; `#function` by default.
  ///   - fileID: The file ID of the static member, where the double of the
  ///     class's static members is made when the member is called before the
  ///     test sets anything on them; an unexpected call is reported there
  ///     where the test's line is not found.
  ///   - filePath: The file path of the static member.
  ///   - line: The line of the static member.
  ///   - column: Its column.
  public static func accept(
    checkArgs: [Any?], actionArgs: [Any?], func function: String = #function,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    staticDouble(fileID: fileID, filePath: filePath, line: line, column: column)
      .accept(checkArgs: checkArgs, actionArgs: actionArgs, func: function)
  }

  /// Handles a call of a static member that returns a value, matching only some of its arguments.
  ///
  /// The call goes to the double of the class's static members in the
  /// running test, with the same body text as an instance member's:
  ///
  /// ```swift
  /// static func fetch(url: URL, completion: @escaping (Data) -> Void) -> Int {
  ///   accept(checkArgs: [url], actionArgs: [completion])
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - checkArgs: The arguments matched against the expectation's.
  ///   - actionArgs: The arguments given to the expectation's `.doing` action.
  ///   - fallback: What the member returns when the test gave no value, for a return
  ///     type with no default of its own (see ``Defaultable``).
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
    func function: String = #function,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) -> Value {
    return staticDouble(fileID: fileID, filePath: filePath, line: line, column: column)
      .accept(checkArgs: checkArgs, actionArgs: actionArgs, default: fallback(), func: function)
  }

  /// Handles a call of a static member that may throw and returns nothing.
  ///
  /// The call goes to the double of the class's static members in the
  /// running test, with the same body text as an instance member's:
  ///
  /// ```swift
  /// static func reload(zone: String) throws { try throwingAccept(zone) }
  /// static func load(zone: String) throws(LoadError) { try throwingAccept(zone, errorType: LoadError.self) }
  /// ```
  ///
  /// - Parameters:
  ///   - arguments: The member's arguments, in order.
  ///   - errorType: The type the member throws, as its `throws(…)` clause
  ///     names it; any error for a member that declares plain `throws`.
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
    func function: String = #function,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) throws(Failure) {
    try staticDouble(fileID: fileID, filePath: filePath, line: line, column: column)
      .throwingAccept(repeat each arguments, errorType: errorType, func: function)
  }

  /// Handles a call of a static member that may throw and returns a value.
  ///
  /// The call goes to the double of the class's static members in the
  /// running test, with the same body text as an instance member's:
  ///
  /// ```swift
  /// static func now(in zone: String) throws -> Int { try throwingAccept(zone) }
  /// static func offset(in zone: String) throws(LoadError) -> Int {
  ///   try throwingAccept(zone, errorType: LoadError.self)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - arguments: The member's arguments, in order.
  ///   - errorType: The type the member throws, as its `throws(…)` clause
  ///     names it; any error for a member that declares plain `throws`.
  ///   - fallback: What the member returns when the test gave no value, for a return
  ///     type with no default of its own (see ``Defaultable``).
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
    func function: String = #function,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) throws(Failure) -> Value {
    return try staticDouble(fileID: fileID, filePath: filePath, line: line, column: column)
      .throwingAccept(
        repeat each arguments, errorType: errorType, default: fallback(), func: function)
  }

  /// Handles a call of a static member that may throw and returns nothing, matching only some of
  /// its arguments.
  ///
  /// The call goes to the double of the class's static members in the
  /// running test, with the same body text as an instance member's:
  ///
  /// ```swift
  /// static func fetch(url: URL, completion: @escaping (Data) -> Void) throws {
  ///   try throwingAccept(checkArgs: [url], actionArgs: [completion])
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - checkArgs: The arguments matched against the expectation's.
  ///   - actionArgs: The arguments given to the expectation's `.doing` action.
  ///   - errorType: The type the member throws, as its `throws(…)` clause
  ///     names it; any error for a member that declares plain `throws`.
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
    func function: String = #function,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) throws(Failure) {
    try staticDouble(fileID: fileID, filePath: filePath, line: line, column: column)
      .throwingAccept(
        checkArgs: checkArgs, actionArgs: actionArgs, errorType: errorType, func: function)
  }

  /// Handles a call of a static member that may throw and returns a value, matching only some of
  /// its arguments.
  ///
  /// The call goes to the double of the class's static members in the
  /// running test, with the same body text as an instance member's:
  ///
  /// ```swift
  /// static func fetch(url: URL, completion: @escaping (Data) -> Void) throws -> Int {
  ///   try throwingAccept(checkArgs: [url], actionArgs: [completion])
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
    func function: String = #function,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) throws(Failure) -> Value {
    return try staticDouble(fileID: fileID, filePath: filePath, line: line, column: column)
      .throwingAccept(
        checkArgs: checkArgs, actionArgs: actionArgs, errorType: errorType, default: fallback(),
        func: function)
  }
}
