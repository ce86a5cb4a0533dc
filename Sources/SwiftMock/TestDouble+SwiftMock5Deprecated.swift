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

// MARK: Throwing members.

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

// MARK: `async` members.

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

// MARK: `async` throwing members.

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

// The names SwiftMock 5.x had and this library does not: each is declared
// unavailable, so that the compiler's error names what to write instead.

extension TestDouble {
  /// SwiftMock 5.x's way to create a mock: write `MockX()` or
  /// `MockX.create()` instead.
  ///
  /// ```swift
  /// let mock = MockFeatureToggle.create(name: "primary")
  /// ```
  ///
  /// - Parameter mockName: The name failure messages show in brackets.
  /// - Returns: A new test double.
  @available(
    *, unavailable,
    message: "SwiftMock 5.x name; write MockX() or MockX.create(), and name it with MockX(name:)"
  )
  public class func make(mockName: String? = nil) -> Self {
    Self(name: mockName)
  }

  /// SwiftMock 5.x's way to create a named mock: write
  /// `MockX.create(name:)` instead.
  ///
  /// - Parameter mockName: The name failure messages show in brackets.
  /// - Returns: A new test double.
  @available(*, unavailable, renamed: "create(name:)")
  public class func create(mockName: String?) -> Self {
    Self(name: mockName)
  }
}

extension Expectation {
  /// SwiftMock 5.x's answer of a value through a future: write
  /// `.returning(value)` for a call that answers when it comes, or
  /// `.suspended()` for a call the test holds and resumes.
  ///
  /// ```swift
  /// await mock.expect { await $0.fetch() }.returning(42)
  /// let call = await mock.expect { await $0.fetch() }.suspended()
  /// ```
  ///
  /// - Parameter value: The value the call returns.
  /// - Returns: This expectation.
  @available(
    *, unavailable,
    message:
      "SwiftMock 5.x name; write .returning(value), or .suspended() to hold the call and resume it with call.resume(returning: value)"
  )
  @discardableResult
  public func asyncReturning(_ value: Result) -> Expectation<Result> {
    returning(value)
  }

  /// SwiftMock 5.x's answer of an error through a future: write
  /// `.throwing(error)` for a call that answers when it comes, or
  /// `.suspended()` for a call the test holds and resumes.
  ///
  /// - Parameter error: The error the call throws.
  /// - Returns: This expectation.
  @available(
    *, unavailable,
    message:
      "SwiftMock 5.x name; write .throwing(error), or .suspended() to hold the call and resume it with call.resume(throwing: error)"
  )
  @discardableResult
  public func asyncThrowing(_ error: any Error) -> Expectation<Result> {
    throwing(error)
  }

  /// SwiftMock 5.x's answer of a `Result` through a future: write
  /// `.answering(with: result)`.
  ///
  /// - Parameter result: The value the call returns, or the error it throws.
  /// - Returns: This expectation.
  @available(*, unavailable, message: "SwiftMock 5.x name; write .answering(with: result)")
  @discardableResult
  public func asyncResult(_ result: Swift.Result<Result, any Error>) -> Expectation<Result> {
    answering(with: result)
  }

  /// SwiftMock 5.x's answer of a `Result`: write `.answering(with: result)`.
  ///
  /// - Parameter result: The value the call returns, or the error it throws.
  /// - Returns: This expectation.
  @available(*, unavailable, renamed: "answering(with:)")
  @discardableResult
  public func result(_ result: Swift.Result<Result, any Error>) -> Expectation<Result> {
    answering(with: result)
  }
}
