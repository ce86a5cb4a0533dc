// The call of `accept` in a mock's member, and the expression each
// argument is handed on as.
extension MockRenderer {
  /// A call of `accept` that hands on `arguments`, or the expression an
  /// actor's member hands its call on with.
  struct Call {
    var effects: String
    var callee: String
    var arguments: String
    /// Non-escaping closures, each wrapped in `withoutActuallyEscaping`.
    var nonEscaping: [String] = []
    /// What encloses the arguments: parentheses for a call, brackets for a
    /// subscript, nothing for a property.
    var brackets: (open: String, close: String) = ("(", ")")
    /// The statements before the call, such as those that box an `inout`
    /// parameter and write it back.
    var statements: [String] = []
    /// Whether the body returns the call's value with `return`, as it must
    /// after other statements.
    var isReturned = false
  }

  /// - Parameters:
  ///   - overrides: Whether the member is a class double's override.
  ///   - real: For an override, the class's own implementation, from
  ///     ``realImplementation(of:)``, or for a setter, ``realSetter(of:)``,
  ///     which the call passes as `real:`.
  func call(
    _ requirement: Requirement, arguments: [Requirement.Parameter], callsSuper: Bool,
    overrides: Bool = false, real: String? = nil
  ) -> Call {
    // A typed `throws(E)` names its error type after the arguments.
    let errorType = requirement.thrownType.map { "errorType: \($0).self" }
    var callee =
      (callsSuper ? "super." : "") + (requirement.isThrowing ? "throwingAccept" : "accept")
    let effects = (requirement.isThrowing ? "try " : "") + (requirement.isAsync ? "await " : "")
    var checked: [String] = []
    var actions: [String] = []
    var nonEscaping: [String] = []
    var statements: [String] = []
    let names = Set(arguments.map(\.name))
    for argument in arguments {
      if argument.isInout && !argument.isNoncopyable {
        // The test's answer changes the box, whose value the member writes
        // back as it returns or throws; the value it was given is matched.
        let box = inoutBoxName(for: argument.name, avoiding: names)
        statements += [
          "let \(box) = \(namesSwiftMockTypesInFull ? "SwiftMock." : "")InoutArgument(\(argument.name))",
          "defer { \(argument.name) = \(box).value }",
        ]
        if !argument.isClosure { checked.append(argument.name) }
        actions.append(box)
      } else if let value = autoclosureValue(argument, of: requirement) {
        checked.append(value)
      } else if argument.isClosure {
        // A spy keeps every call's arguments, which a closure that must not
        // escape cannot outlive: the spy leaves it out.
        if argument.isNonEscapingClosure && kind == .spy { continue }
        actions.append(argument.name)
        if argument.isNonEscapingClosure { nonEscaping.append(argument.name) }
      } else {
        checked.append(handedOn(argument))
      }
    }
    // In an array, a pack's values are one element: a tuple of them.
    let elements = checked.map { $0.hasPrefix("repeat each ") ? "(\($0))" : $0 }
    var list =
      actions.isEmpty
      ? checked.joined(separator: ", ")
      : "checkArgs: [\(elements.joined(separator: ", "))], actionArgs: [\(actions.joined(separator: ", "))]"
    if let errorType {
      list += (list.isEmpty ? "" : ", ") + errorType
    }
    if requirement.returnsValue, let type = requirement.returnType,
      let fallback = defaults[type]
    {
      list += (list.isEmpty ? "" : ", ") + "default: \(fallback)"
    }
    // A setter's real implementation is a closure, which only the form
    // that takes its arguments one by one runs as one.
    if let real, actions.isEmpty || !real.hasPrefix("{") {
      list += (list.isEmpty ? "" : ", ") + "real: \(real)"
    } else if overrides, errorType != nil {
      // A class double offers a typed `throws` only with `real:`; the
      // other forms are its test double's.
      callee = "testDouble." + callee
    }
    var brackets = ("(", ")")
    if handsOnItsDoubleAlone(requirement, arguments: arguments), actions.isEmpty {
      // `accept(other)` could also be the double's instance method `accept`,
      // unapplied to `other`, in a static member: `as Void` says which.
      brackets.1 = ") as Void"
    }
    // With statements before it, the call is no longer the body's only
    // expression, which a member that returns a value returns.
    return Call(
      effects: effects, callee: callee, arguments: list, nonEscaping: nonEscaping,
      brackets: brackets, statements: statements,
      isReturned: !statements.isEmpty && requirement.returnsValue)
  }

  /// Whether `requirement` is a static member that returns nothing, and
  /// hands on one argument, an instance of the double's class: a setter's
  /// `newValue`, whose type is the property's.
  private func handsOnItsDoubleAlone(
    _ requirement: Requirement, arguments: [Requirement.Parameter]
  ) -> Bool {
    guard requirement.isStatic, !requirement.isInitializer, !requirement.returnsValue,
      arguments.count == 1, !doubleClassName.isEmpty
    else { return false }
    let type = arguments[0].type.isEmpty ? requirement.returnType ?? "" : arguments[0].type
    return type.split(separator: " ").last.map(String.init) == doubleClassName
  }

  /// The class's own implementation of `requirement`, as a class double's
  /// override passes it to `accept`: `try await super.load(id: id)`,
  /// `super.name`, `super[index]`, `super.adjust(&inoutValue.value)`; `nil`
  /// for a member whose parameters it cannot hand on as they came: a pack,
  /// an `async` `@autoclosure` one, or a `consuming` one of a type that
  /// cannot be copied, which a closure cannot give up; and for a member that
  /// `rethrows`, which cannot call a `throwingAccept`.
  func realImplementation(of requirement: Requirement) -> String? {
    let parameters = requirement.parameters
    guard !SwiftSyntaxText.containsWord("rethrows", in: requirement.signature),
      !parameters.contains(where: {
        $0.isPack || ($0.autoclosureEffects?.isAsync ?? false)
          || ($0.isNoncopyable && $0.isBorrowedOrConsumed && isConsuming($0))
      })
    else { return nil }
    let names = Set(parameters.map(\.name))
    let arguments = parameters.map { parameter in
      (parameter.label.map { "\($0): " } ?? "") + superArgument(parameter, avoiding: names)
    }.joined(separator: ", ")
    let effects = (requirement.isThrowing ? "try " : "") + (requirement.isAsync ? "await " : "")
    switch requirement.kind {
    case .method: return effects + "super.\(requirement.baseName)(\(arguments))"
    case .property: return effects + "super.\(requirement.baseName)"
    case .subscript: return effects + "super[\(arguments)]"
    }
  }

  /// The real implementation of a class double's setter, a closure that
  /// assigns `newValue`: `{ super.unit = newValue }`, `{ super[index] = newValue }`.
  func realSetter(of requirement: Requirement) -> String? {
    guard realImplementation(of: requirement) != nil else { return nil }
    let names = Set(requirement.parameters.map(\.name))
    let arguments = requirement.parameters.map { parameter in
      (parameter.label.map { "\($0): " } ?? "") + superArgument(parameter, avoiding: names)
    }.joined(separator: ", ")
    switch requirement.kind {
    case .method: return nil
    case .property: return "{ super.\(requirement.baseName) = newValue }"
    case .subscript: return "{ super[\(arguments)] = newValue }"
    }
  }

  /// The expression by which the real implementation hands `parameter` on
  /// to the class's own: `&inoutValue.value`, the box the test's answer
  /// wrote to, for an `inout` one; `&ticket` for an `inout` one of a type
  /// that cannot be copied; `copy name` for a `consuming` one; `message()`
  /// for an `@autoclosure`; `name` for the rest.
  private func superArgument(
    _ parameter: Requirement.Parameter, avoiding names: Set<String>
  ) -> String {
    if parameter.isInout {
      return parameter.isNoncopyable
        ? "&\(parameter.name)" : "&\(inoutBoxName(for: parameter.name, avoiding: names)).value"
    }
    if let effects = parameter.autoclosureEffects {
      return (effects.isThrowing ? "try " : "") + parameter.name + "()"
    }
    if isConsuming(parameter) { return "copy \(parameter.name)" }
    return parameter.name
  }

  /// Whether `parameter` is `consuming`.
  private func isConsuming(_ parameter: Requirement.Parameter) -> Bool {
    parameter.type.split(separator: " ").prefix { $0.hasPrefix("@") || $0 == "consuming" }
      .contains("consuming")
  }

  /// The expression that hands `parameter` on to `accept`: `name`;
  /// `repeat each values` for a pack; and `recorded(token)` for a
  /// `borrowing` or `consuming` parameter, whose type may not be copyable,
  /// and for an `inout` one of a type that is not: `recorded` copies the
  /// value, or for a `~Copyable` type, which the symbol graph does not
  /// tell, gives a stand-in that any value of it matches.
  func handedOn(_ parameter: Requirement.Parameter) -> String {
    if parameter.isPack { return "repeat each \(parameter.name)" }
    if parameter.isBorrowedOrConsumed || parameter.isNoncopyable {
      return "recorded(\(parameter.name))"
    }
    return parameter.name
  }

  /// `inoutBuffer`, the name of the `InoutArgument` of the parameter named
  /// `name`, which no parameter has.
  func inoutBoxName(for name: String, avoiding names: Set<String>) -> String {
    let bare = name.filter { $0 != "`" }
    let base = "inout" + bare.prefix(1).uppercased() + bare.dropFirst()
    var box = base
    var number = 1
    while names.contains(box) {
      number += 1
      box = base + "\(number)"
    }
    return box
  }

  /// The value an `@autoclosure` parameter gives, which the mock checks as
  /// it does the other arguments: `condition()`, or `try condition()` in a
  /// `rethrows` member. `nil` for another parameter, or for one the member
  /// cannot call (an `async` one in a member that is not).
  func autoclosureValue(_ parameter: Requirement.Parameter, of requirement: Requirement)
    -> String?
  {
    guard let effects = parameter.autoclosureEffects, !effects.isAsync || requirement.isAsync
    else { return nil }
    let value = parameter.name + "()"
    guard effects.isThrowing, !requirement.isThrowing else { return value }
    let isRethrowing = SwiftSyntaxText.containsWord("rethrows", in: requirement.signature)
    return (isRethrowing ? "try " : "try? ") + value
  }
}
