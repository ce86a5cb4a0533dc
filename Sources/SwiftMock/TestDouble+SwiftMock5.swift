// The forms of `accept` and `throwingAccept` that SwiftMock 5.x mocks wrote
// and this library spells differently. Each still compiles and means what it
// meant, with a deprecation warning that gives the spelling to write; see
// the "Migrating from SwiftMock 5.x" article.
//
// The `func:`-first forms are disfavored, so that `accept(func: "name")`,
// with no arguments, keeps calling the current form without a warning.

extension TestDouble {
  /// Handles a call the way a SwiftMock 5.x mock wrote it when it named the
  /// member before its arguments: `accept(func: "addTitle", title)`.
  ///
  /// Write the name after the arguments instead; it means the same:
  ///
  /// ```swift
  /// func add(_ title: String) { accept(title, func: "addTitle") }
  /// ```
  ///
  /// - Parameters:
  ///   - function: The member's name, as the expectation and failures show it.
  ///   - arguments: The member's arguments, in order.
  @_disfavoredOverload
  @available(
    *, deprecated,
    message: "SwiftMock 5.x form; write the name after the arguments: accept(a, b, func: name)"
  )
  public func accept(func function: String, _ arguments: Any?...) {
    accept(checkArgs: arguments, actionArgs: arguments, func: function)
  }

  /// Handles a call of a member that returns a value, the way a SwiftMock
  /// 5.x mock wrote it when it named the member before its arguments.
  ///
  /// Write the name after the arguments instead, and drop the cast:
  ///
  /// ```swift
  /// func count(_ tag: String) -> Int { accept(tag, func: "countTag") }
  /// ```
  ///
  /// - Parameters:
  ///   - function: The member's name, as the expectation and failures show it.
  ///   - arguments: The member's arguments, in order.
  /// - Returns: The expected call's answer.
  @_disfavoredOverload
  @available(
    *, deprecated,
    message: "SwiftMock 5.x form; write the name after the arguments: accept(a, b, func: name)"
  )
  public func accept<Value>(func function: String, _ arguments: Any?...) -> Value {
    accept(checkArgs: arguments, actionArgs: arguments, func: function)
  }

  /// Handles a call the way a SwiftMock 5.x mock wrote it with an array of
  /// arguments: `accept(args: [personName, yearOfBirth])`.
  ///
  /// Pass the arguments themselves instead; it means the same:
  ///
  /// ```swift
  /// func register(personName: String, yearOfBirth: Int) {
  ///   accept(personName, yearOfBirth)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - function: The member's name; `#function` by default.
  ///   - arguments: The member's arguments, in order.
  @available(
    *, deprecated,
    message:
      "SwiftMock 5.x form; pass the arguments themselves: accept(a, b), or accept(a, b, func: name)"
  )
  public func accept(func function: String = #function, args arguments: [Any?]) {
    accept(checkArgs: arguments, actionArgs: arguments, func: function)
  }

  /// Handles a call of a member that returns a value, the way a SwiftMock
  /// 5.x mock wrote it with an array of arguments.
  ///
  /// Pass the arguments themselves instead, and drop the cast:
  ///
  /// ```swift
  /// func age(of personName: String) -> Int { accept(personName) }
  /// ```
  ///
  /// - Parameters:
  ///   - function: The member's name; `#function` by default.
  ///   - arguments: The member's arguments, in order.
  /// - Returns: The expected call's answer.
  @available(
    *, deprecated,
    message:
      "SwiftMock 5.x form; pass the arguments themselves: accept(a, b), or accept(a, b, func: name)"
  )
  public func accept<Value>(func function: String = #function, args arguments: [Any?]) -> Value {
    accept(checkArgs: arguments, actionArgs: arguments, func: function)
  }

  /// Handles a call the way a SwiftMock 5.x mock wrote it when it named the
  /// member before `checkArgs` and `actionArgs`.
  ///
  /// Write the name last instead; it means the same:
  ///
  /// ```swift
  /// func fetch(url: URL, completion: @escaping (Data) -> Void) {
  ///   accept(checkArgs: [url], actionArgs: [completion], func: "fetchURL")
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
      "SwiftMock 5.x form; write the name last: accept(checkArgs: [a], actionArgs: [b], func: name)"
  )
  public func accept(func function: String, checkArgs: [Any?], actionArgs: [Any?]) {
    accept(checkArgs: checkArgs, actionArgs: actionArgs, func: function)
  }

  /// Handles a call of a member that returns a value, the way a SwiftMock
  /// 5.x mock wrote it when it named the member before `checkArgs` and
  /// `actionArgs`.
  ///
  /// Write the name last instead, and drop the cast:
  ///
  /// ```swift
  /// func fetch(url: URL, completion: @escaping (Data) -> Void) -> RequestState {
  ///   accept(checkArgs: [url], actionArgs: [completion], func: "fetchURL")
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
      "SwiftMock 5.x form; write the name last: accept(checkArgs: [a], actionArgs: [b], func: name)"
  )
  public func accept<Value>(
    func function: String, checkArgs: [Any?], actionArgs: [Any?]
  ) -> Value {
    accept(checkArgs: checkArgs, actionArgs: actionArgs, func: function)
  }
}
