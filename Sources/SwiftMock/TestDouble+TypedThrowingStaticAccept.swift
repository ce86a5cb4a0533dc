// The typed-throws `throwingAccept` family for static members, `async` or not.

extension TestDouble {
  /// Handles a call of a static member that may throw an error of one type and returns nothing.
  ///
  /// The call goes to the double of the class's static members in the
  /// running test, with the same body text as an instance member's:
  ///
  /// ```swift
  /// static func reload(zone: String) throws(LoadError) { try throwingAccept(zone, errorType: LoadError.self) }
  /// ```
  ///
  /// - Parameters:
  ///   - arguments: The member's arguments, in order.
  ///   - errorType: The error type the member throws.
  ///   - function: The member's name with its argument labels; `#function` by default.
  ///   - fileID: The file ID of the static member, where the double of the
  ///     class's static members is made when the member is called before the
  ///     test sets anything on them; an unexpected call is reported there
  ///     where the test's line is not found.
  ///   - filePath: The file path of the static member.
  ///   - line: The line of the static member.
  ///   - column: Its column.
  public static func throwingAccept<each Argument, Failure: Error>(
    _ arguments: repeat each Argument, errorType: Failure.Type, func function: String = #function,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) throws(Failure) {
    try staticDouble(fileID: fileID, filePath: filePath, line: line, column: column)
      .throwingAccept(repeat each arguments, errorType: errorType, func: function)
  }

  /// Handles a call of a static member that may throw an error of one type and returns a value.
  ///
  /// The call goes to the double of the class's static members in the
  /// running test, with the same body text as an instance member's:
  ///
  /// ```swift
  /// static func now(in zone: String) throws(LoadError) -> Int { try throwingAccept(zone, errorType: LoadError.self) }
  /// ```
  ///
  /// - Parameters:
  ///   - arguments: The member's arguments, in order.
  ///   - errorType: The error type the member throws.
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
    _ arguments: repeat each Argument, errorType: Failure.Type,
    default fallback: @autoclosure () -> Value? = nil, func function: String = #function,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) throws(Failure) -> Value {
    return try staticDouble(fileID: fileID, filePath: filePath, line: line, column: column)
      .throwingAccept(
        repeat each arguments, errorType: errorType, default: fallback(), func: function)
  }

  /// Handles a call of a static member that may throw an error of one type and returns nothing,
  /// matching only some of its arguments.
  ///
  /// The call goes to the double of the class's static members in the
  /// running test, with the same body text as an instance member's:
  ///
  /// ```swift
  /// static func fetch(url: URL, completion: @escaping (Data) -> Void) throws(LoadError) {
  ///   try throwingAccept(checkArgs: [url], actionArgs: [completion], errorType: LoadError.self)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - checkArgs: The arguments matched against the expectation's.
  ///   - actionArgs: The arguments given to the expectation's `.doing` action.
  ///   - errorType: The error type the member throws.
  ///   - function: The member's name with its argument labels; `#function` by default.
  ///   - fileID: The file ID of the static member, where the double of the
  ///     class's static members is made when the member is called before the
  ///     test sets anything on them; an unexpected call is reported there
  ///     where the test's line is not found.
  ///   - filePath: The file path of the static member.
  ///   - line: The line of the static member.
  ///   - column: Its column.
  public static func throwingAccept<Failure: Error>(
    checkArgs: [Any?], actionArgs: [Any?], errorType: Failure.Type,
    func function: String = #function,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) throws(Failure) {
    try staticDouble(fileID: fileID, filePath: filePath, line: line, column: column)
      .throwingAccept(
        checkArgs: checkArgs, actionArgs: actionArgs, errorType: errorType, func: function)
  }

  /// Handles a call of a static member that may throw an error of one type and returns a value,
  /// matching only some of its arguments.
  ///
  /// The call goes to the double of the class's static members in the
  /// running test, with the same body text as an instance member's:
  ///
  /// ```swift
  /// static func fetch(url: URL, completion: @escaping (Data) -> Void) throws(LoadError) -> Int {
  ///   try throwingAccept(checkArgs: [url], actionArgs: [completion], errorType: LoadError.self)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - checkArgs: The arguments matched against the expectation's.
  ///   - actionArgs: The arguments given to the expectation's `.doing` action.
  ///   - errorType: The error type the member throws.
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
    checkArgs: [Any?], actionArgs: [Any?], errorType: Failure.Type,
    default fallback: @autoclosure () -> Value? = nil, func function: String = #function,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) throws(Failure) -> Value {
    return try staticDouble(fileID: fileID, filePath: filePath, line: line, column: column)
      .throwingAccept(
        checkArgs: checkArgs, actionArgs: actionArgs, errorType: errorType, default: fallback(),
        func: function)
  }

  /// Handles a call of an `async` static member that may throw an error of one type and returns
  /// nothing.
  ///
  /// The call goes to the double of the class's static members in the
  /// running test, with the same body text as an instance member's:
  ///
  /// ```swift
  /// static func reload(zone: String) async throws(LoadError) { try await throwingAccept(zone, errorType: LoadError.self) }
  /// ```
  ///
  /// - Parameters:
  ///   - arguments: The member's arguments, in order.
  ///   - errorType: The error type the member throws.
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
    _ arguments: repeat each Argument, errorType: Failure.Type,
    isolation: isolated (any Actor)? = #isolation, func function: String = #function,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async throws(Failure) {
    try await staticDouble(fileID: fileID, filePath: filePath, line: line, column: column)
      .throwingAccept(
        repeat each arguments, errorType: errorType, isolation: isolation, func: function)
  }

  /// Handles a call of an `async` static member that may throw an error of one type and returns a
  /// value.
  ///
  /// The call goes to the double of the class's static members in the
  /// running test, with the same body text as an instance member's:
  ///
  /// ```swift
  /// static func now(in zone: String) async throws(LoadError) -> Int { try await throwingAccept(zone, errorType: LoadError.self) }
  /// ```
  ///
  /// - Parameters:
  ///   - arguments: The member's arguments, in order.
  ///   - errorType: The error type the member throws.
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
    _ arguments: repeat each Argument, errorType: Failure.Type,
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

  /// Handles a call of an `async` static member that may throw an error of one type and returns
  /// nothing, matching only some of its arguments.
  ///
  /// The call goes to the double of the class's static members in the
  /// running test, with the same body text as an instance member's:
  ///
  /// ```swift
  /// static func fetch(url: URL, completion: @escaping (Data) -> Void) async throws(LoadError) {
  ///   try await throwingAccept(checkArgs: [url], actionArgs: [completion], errorType: LoadError.self)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - checkArgs: The arguments matched against the expectation's.
  ///   - actionArgs: The arguments given to the expectation's `.doing` action.
  ///   - errorType: The error type the member throws.
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
    checkArgs: [Any?], actionArgs: [Any?], errorType: Failure.Type,
    isolation: isolated (any Actor)? = #isolation, func function: String = #function,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async throws(Failure) {
    try await staticDouble(fileID: fileID, filePath: filePath, line: line, column: column)
      .throwingAccept(
        checkArgs: checkArgs, actionArgs: actionArgs, errorType: errorType, isolation: isolation,
        func: function)
  }

  /// Handles a call of an `async` static member that may throw an error of one type and returns a
  /// value, matching only some of its arguments.
  ///
  /// The call goes to the double of the class's static members in the
  /// running test, with the same body text as an instance member's:
  ///
  /// ```swift
  /// static func fetch(url: URL, completion: @escaping (Data) -> Void) async throws(LoadError) -> Int {
  ///   try await throwingAccept(checkArgs: [url], actionArgs: [completion], errorType: LoadError.self)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - checkArgs: The arguments matched against the expectation's.
  ///   - actionArgs: The arguments given to the expectation's `.doing` action.
  ///   - errorType: The error type the member throws.
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
    checkArgs: [Any?], actionArgs: [Any?], errorType: Failure.Type,
    default fallback: @autoclosure () -> Value? = nil,
    isolation: isolated (any Actor)? = #isolation, func function: String = #function,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async throws(Failure) -> Value {
    return try await staticDouble(fileID: fileID, filePath: filePath, line: line, column: column)
      .throwingAccept(
        checkArgs: checkArgs, actionArgs: actionArgs, errorType: errorType, default: fallback(),
        isolation: isolation, func: function)
  }
}
