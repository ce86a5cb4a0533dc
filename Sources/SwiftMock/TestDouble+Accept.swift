extension TestDouble {
  /// Handles a call of a mocked member that returns nothing.
  ///
  /// Pass the member's arguments; they are matched against the expectation's.
  ///
  /// ```swift
  /// func voidFunction(value: Int) { accept(value) }
  /// var value: Int { get { accept() } set { accept(newValue) } }
  /// ```
  ///
  /// A property's getter and setter are told apart by their arguments: the
  /// setter passes `newValue`, so `expect { $0.value = 42 }` is not satisfied
  /// by a get.
  ///
  /// - Parameters:
  ///   - arguments: The member's arguments, in order.
  ///   - function: The member's name with its argument labels; `#function` by default.
  @inlinable
  public func accept<each Argument>(
    _ arguments: repeat each Argument, func function: String = #function
  ) {
    let member = MockedMember(
      function, repeat (each Argument).self, returning: Void.self, effects: .none)
    if let recording = ExpectationRecording.runningHere {
      return recording.recordVoid(member, argumentList(repeat each arguments), on: engine)
    }
    withArgumentBuffer(repeat each arguments) {
      engine.acceptVoid(member, argumentsAt: $0, listed: nil, actionArguments: nil)
    }
  }

  /// Handles a call of a mocked member that returns a value.
  ///
  /// The return type is inferred from the member; no cast is needed:
  ///
  /// ```swift
  /// func name() -> String { accept() }
  /// func add(_ a: Int, _ b: Int) -> Int { accept(a, b) }
  /// ```
  ///
  /// The call returns what its expectation's `.returning(…)` gave, or else
  /// the default value of the return type (see ``Defaultable``); for a type
  /// with none, a value built from its fields' defaults, while the call
  /// fails the test. A member whose return type has no default can give one
  /// of its own, which also lets a test expect the call without an answer:
  ///
  /// ```swift
  /// func dataTask(with request: URLRequest) -> URLSessionDataTask {
  ///   accept(request, default: DummyDataTask())
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - arguments: The member's arguments, in order.
  ///   - fallback: What the member returns when the test gave no value, for a return
  ///     type with no default of its own (see ``Defaultable``).
  ///   - function: The member's name with its argument labels; `#function` by default.
  /// - Returns: The expected call's answer.
  @inlinable
  public func accept<each Argument, Value>(
    _ arguments: repeat each Argument, default fallback: @autoclosure () -> Value? = nil,
    func function: String = #function
  ) -> Value {
    let member = MockedMember(
      function, repeat (each Argument).self, returning: Value.self, effects: .none)
    if let recording = ExpectationRecording.runningHere {
      return recording.record(
        member, argumentList(repeat each arguments), on: engine, fallback: fallback)
    }
    return withArgumentBuffer(repeat each arguments) {
      engine.accept(
        member, argumentsAt: $0, listed: nil, actionArguments: nil,
        writingDefault: { writeDefault(fallback, to: $0) })
    }
  }

  /// Handles a call of a mocked member that returns nothing, matching only
  /// some of its arguments.
  ///
  /// Pass the arguments to match as `checkArgs` and those to hand to the
  /// expectation's `.doing` action (such as a completion handler) as
  /// `actionArgs`:
  ///
  /// ```swift
  /// func fetch(url: URL, completion: @escaping (Data) -> Void) {
  ///   accept(checkArgs: [url], actionArgs: [completion])
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - checkArgs: The arguments matched against the expectation's.
  ///   - actionArgs: The arguments given to the expectation's `.doing` action.
  ///   - function: The member's name with its argument labels; `#function` by default.
  public func accept(
    checkArgs: [Any?], actionArgs: [Any?], func function: String = #function
  ) {
    let member = MockedMember(untyped: function, returning: Void.self, effects: .none)
    if let recording = ExpectationRecording.runningHere {
      return recording.recordVoid(member, checkArgs, on: engine)
    }
    engine.acceptVoid(member, arguments: checkArgs, actionArguments: actionArgs)
  }

  /// Handles a call of a mocked member that returns a value, matching only
  /// some of its arguments.
  ///
  /// ```swift
  /// func dataTask(with request: URLRequest, completion: @escaping (Data?) -> Void) -> Int {
  ///   accept(checkArgs: [request], actionArgs: [completion])
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - checkArgs: The arguments matched against the expectation's.
  ///   - actionArgs: The arguments given to the expectation's `.doing` action.
  ///   - fallback: What the member returns when the test gave no value, for a return
  ///     type with no default of its own (see ``Defaultable``).
  ///   - function: The member's name with its argument labels; `#function` by default.
  /// - Returns: The expected call's answer.
  public func accept<Value>(
    checkArgs: [Any?], actionArgs: [Any?], default fallback: @autoclosure () -> Value? = nil,
    func function: String = #function
  ) -> Value {
    let member = MockedMember(untyped: function, returning: Value.self, effects: .none)
    if let recording = ExpectationRecording.runningHere {
      return recording.record(member, checkArgs, on: engine, fallback: fallback)
    }
    return engine.accept(
      member, arguments: checkArgs, actionArguments: actionArgs, fallback: fallback)
  }
}
