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
  ///     ``realImplementation(of:)``, which the call passes as
  ///     `real:` where `accept` takes one.
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
      if argument.isInout {
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
    var hasFallback = false
    if requirement.returnsValue, let type = requirement.returnType,
      let fallback = defaults[type]
    {
      list += (list.isEmpty ? "" : ", ") + "default: \(fallback)"
      hasFallback = true
    }
    // The forms of `accept` that take `real:` take the arguments one by one
    // and no default.
    if let real, actions.isEmpty, !hasFallback {
      list += (list.isEmpty ? "" : ", ") + "real: \(real)"
    } else if overrides, errorType != nil {
      // A class double offers a typed `throws` only with `real:`; the
      // other forms are its test double's.
      callee = "testDouble." + callee
    }
    // With statements before it, the call is no longer the body's only
    // expression, which a member that returns a value returns.
    return Call(
      effects: effects, callee: callee, arguments: list, nonEscaping: nonEscaping,
      statements: statements, isReturned: !statements.isEmpty && requirement.returnsValue)
  }

  /// The class's own implementation of `requirement`, as a class double's
  /// override passes it to `accept`: `try await super.load(id: id)`,
  /// `super.name`, `super[index]`; `nil` for a member whose
  /// parameters it cannot hand on as they came: a pack, a `borrowing`,
  /// `consuming` or `@autoclosure` one. (A member that `rethrows` takes a
  /// closure, which `accept` hands to the test's action instead.)
  func realImplementation(of requirement: Requirement) -> String? {
    let parameters = requirement.parameters
    guard
      !parameters.contains(where: {
        $0.isPack || $0.isBorrowedOrConsumed || $0.autoclosureEffects != nil
      })
    else { return nil }
    let arguments = parameters.map { parameter in
      (parameter.label.map { "\($0): " } ?? "") + parameter.name
    }.joined(separator: ", ")
    let effects = (requirement.isThrowing ? "try " : "") + (requirement.isAsync ? "await " : "")
    switch requirement.kind {
    case .method: return effects + "super.\(requirement.baseName)(\(arguments))"
    case .property: return effects + "super.\(requirement.baseName)"
    case .subscript: return effects + "super[\(arguments)]"
    }
  }

  /// The expression that hands `parameter` on to `accept`: `name`;
  /// `repeat each values` for a pack; and `recorded(token)` for a
  /// `borrowing` or `consuming` parameter, whose type may not be copyable:
  /// `recorded` copies the value, or for a `~Copyable` type, which the symbol
  /// graph does not tell, gives a stand-in that any value of it matches.
  func handedOn(_ parameter: Requirement.Parameter) -> String {
    if parameter.isPack { return "repeat each \(parameter.name)" }
    if parameter.isBorrowedOrConsumed { return "recorded(\(parameter.name))" }
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
