/// One call a ``Spy`` received, with its arguments.
///
/// ```swift
/// let call = spySession.calls.last
/// let handler = call?.actionArgument(0, as: ((Data?, URLResponse?, (any Error)?) -> Void).self)
/// handler?(data, nil, nil)
/// ```
public struct SpyCall: CustomStringConvertible {
  /// The member's name with its argument labels, as `#function` gives it,
  /// such as `eat(food:)`.
  ///
  /// ```swift
  /// #expect(dog.calls.map(\.function) == ["eat(food:)", "bark()"])
  /// ```
  public var function: String { member.name }

  /// The member, with its signature, that spy queries match by.
  let member: MockedMember

  /// The arguments the member passed to `accept`, or as `checkArgs`.
  ///
  /// ```swift
  /// #expect(dog.calls.first?.arguments.count == 1)
  /// ```
  public let arguments: [Any?]

  init(member: MockedMember, arguments: [Any?], actionArguments: [Any?]) {
    self.member = member
    self.arguments = arguments
    self.actionArguments = actionArguments
  }

  /// The arguments the member passed as `actionArgs`, or all of them when it
  /// passed plain arguments to `accept`.
  ///
  /// ```swift
  /// let completion = session.calls.last?.actionArguments.first as? (Data?) -> Void
  /// ```
  public let actionArguments: [Any?]

  /// The argument at `index` as a `Value`, or `nil` if there is none of that type.
  ///
  /// ```swift
  /// let food = dog.calls.first?.argument(0, as: DogFood.self)
  /// ```
  ///
  /// - Parameters:
  ///   - index: The argument's position among ``arguments``.
  ///   - type: The type to read it as.
  /// - Returns: The argument, or `nil`.
  public func argument<Value>(_ index: Int, as type: Value.Type = Value.self) -> Value? {
    arguments.indices.contains(index) ? typedArgument(arguments[index], as: Value.self) : nil
  }

  /// The action argument at `index` as a `Value`, such as a completion
  /// handler to call, or `nil` if there is none of that type.
  ///
  /// ```swift
  /// let completion = spy.calls.last?.actionArgument(0, as: ((String) -> Void).self)
  /// completion?("done")
  /// ```
  ///
  /// - Parameters:
  ///   - index: The argument's position among ``actionArguments``.
  ///   - type: The type to read it as.
  /// - Returns: The argument, or `nil`.
  public func actionArgument<Value>(_ index: Int, as type: Value.Type = Value.self) -> Value? {
    actionArguments.indices.contains(index)
      ? typedArgument(actionArguments[index], as: Value.self) : nil
  }

  /// The call as it reads in source, such as `eat(food: wet)`.
  ///
  /// ```swift
  /// #expect(dog.calls.map(\.description) == ["eat(food: wet)"])
  /// ```
  public var description: String {
    describeCall(function, arguments: arguments)
  }
}
