// The members of a mock: one `accept` call each, laid out as swift-format
// lays out what a person writes.
extension MockRenderer {
  /// The lines of `requirement`'s member. It calls `super.accept` when
  /// `callsSuper`, as a protocol with a member named `accept` or
  /// `throwingAccept` hides the mock's own from every member.
  func member(
    _ requirement: Requirement, isPublic: Bool, callsSuper: Bool, indent: Int = 2
  ) -> [String] {
    let padding = String(repeating: " ", count: indent)
    var lines: [String] = []
    if isPublic {
      lines += requirement.documentation.map { padding + "///" + ($0.isEmpty ? "" : " " + $0) }
    }
    lines += noDefaultNote(requirement, indent: indent)
    var signature = (isPublic ? "public " : "") + requirement.signature
    // The double's own `reset()`, and a spy's `clearCalls()`, are `open`
    // for a protocol's member of that name to override.
    let overridesOwnMember =
      requirement.kind == .method
      && (requirement.signature == "func reset()"
        || (kind == .spy && requirement.signature == "func clearCalls()"))
    if overridesOwnMember {
      signature = (isPublic ? "public " : "") + "override " + requirement.signature
    }
    switch requirement.kind {
    case .method:
      lines += block(
        signature,
        body: call(requirement, arguments: requirement.parameters, callsSuper: callsSuper),
        indent: indent)
    case .property, .subscript:
      let getter = call(requirement, arguments: requirement.parameters, callsSuper: callsSuper)
      if !requirement.hasSetter && !requirement.isAsync && !requirement.isThrowing {
        lines += block(signature, body: getter, indent: indent)
      } else {
        lines += [padding + signature + " {"]
        lines += block("get" + getterEffects(requirement), body: getter, indent: indent + 2)
        if requirement.hasSetter {
          var setter = requirement
          setter.isAsync = false
          setter.isThrowing = false
          setter.thrownType = nil
          setter.returnsValue = false
          let arguments = requirement.parameters + [.init(name: "newValue", type: "")]
          lines += block(
            "set", body: call(setter, arguments: arguments, callsSuper: callsSuper),
            indent: indent + 2)
        }
        lines.append(padding + "}")
      }
    }
    return lines
  }

  /// ` async throws(LoadError)`: the effects of a property's or subscript's getter.
  func getterEffects(_ requirement: Requirement) -> String {
    var effects = requirement.isAsync ? " async" : ""
    if requirement.isThrowing {
      effects += requirement.thrownType.map { " throws(\($0))" } ?? " throws"
    }
    return effects
  }

  /// The comment above a member whose return type has no default value,
  /// which says how a test answers it; none when `--default` gives one.
  func noDefaultNote(_ requirement: Requirement, indent: Int) -> [String] {
    guard requirement.returnTypeHasNoDefault, let type = requirement.returnType,
      defaults[type] == nil
    else { return [] }
    let blocks = kind == .mock ? "expect and allow" : "given"
    let outcome =
      requirement.isThrowing && requirement.thrownType == nil
      ? "as a call with no answer throws a MockError"
      : "and a call with no answer gets one built from its fields' defaults, or stops the test "
        + "run if `\(type)` cannot be built"
    let note = """
      `\(requirement.callName)` returns `\(type)`, which has no default value unless the tests \
      make it Defaultable: then each \(blocks) of it needs .returning(…), \(outcome). Or give \
      it one with --default '\(type)=…'.
      """
    return SwiftSyntaxText.commentLines(note, indent: indent, width: Self.lineLength)
  }

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

  func call(
    _ requirement: Requirement, arguments: [Requirement.Parameter], callsSuper: Bool
  ) -> Call {
    // A typed `throws(E)` names its error type after the arguments.
    let errorType = requirement.thrownType.map { "errorType: \($0).self" }
    let callee =
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
          "let \(box) = InoutArgument(\(argument.name))",
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
        checked.append(argument.name)
      }
    }
    var list =
      actions.isEmpty
      ? checked.joined(separator: ", ")
      : "checkArgs: [\(checked.joined(separator: ", "))], actionArgs: [\(actions.joined(separator: ", "))]"
    if let errorType {
      list += (list.isEmpty ? "" : ", ") + errorType
    }
    if requirement.returnsValue, let type = requirement.returnType,
      let fallback = defaults[type]
    {
      list += (list.isEmpty ? "" : ", ") + "default: \(fallback)"
    }
    // With statements before it, the call is no longer the body's only
    // expression, which a member that returns a value returns.
    return Call(
      effects: effects, callee: callee, arguments: list, nonEscaping: nonEscaping,
      statements: statements, isReturned: !statements.isEmpty && requirement.returnsValue)
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

  /// `signature { body }` on one line when it fits, or else over several.
  func block(_ signature: String, body: Call, indent: Int = 2) -> [String] {
    let padding = String(repeating: " ", count: indent)
    let bodyLines =
      body.statements.map { padding + "  " + $0 } + expression(body, indent: indent + 2)
    if bodyLines.count == 1 {
      let oneLine =
        padding + signature + " { "
        + bodyLines[0].drop(while: { $0 == " " }) + " }"
      if oneLine.count <= Self.lineLength { return [oneLine] }
    }
    return wrappedSignature(signature, indent: indent) + bodyLines + [padding + "}"]
  }

  /// `signature {`, with its parameters on lines of their own when it is too long.
  func wrappedSignature(_ signature: String, indent: Int) -> [String] {
    let padding = String(repeating: " ", count: indent)
    let oneLine = padding + signature + " {"
    guard oneLine.count > Self.lineLength,
      let open = SwiftSyntaxText.topLevelOffsets(of: "(", in: signature).first,
      let close = SwiftSyntaxText.closingParenthesis(in: signature, from: open)
    else { return [oneLine] }
    let head = padding + signature[...open]
    let parameters = SwiftSyntaxText.splitAtTopLevel(
      String(signature[signature.index(after: open)..<close]), separator: ",")
    let tail = padding + signature[close...] + " {"
    let together = padding + "  " + parameters.joined(separator: ", ")
    if together.count <= Self.lineLength {
      return [head, together, tail]
    }
    return [head]
      + parameters.enumerated().map { position, parameter in
        padding + "  " + parameter + (position < parameters.count - 1 ? "," : "")
      } + [tail]
  }

  /// The lines of the call's expression at `indent`.
  func expression(_ call: Call, indent: Int) -> [String] {
    let padding = String(repeating: " ", count: indent)
    let effects = (call.isReturned ? "return " : "") + call.effects
    var inner = call
    inner.isReturned = false
    guard let closure = inner.nonEscaping.first else {
      let (open, close) = call.brackets
      let oneLine = padding + effects + call.callee + open + call.arguments + close
      if oneLine.count <= Self.lineLength || call.arguments.isEmpty { return [oneLine] }
      return [
        padding + effects + call.callee + open,
        padding + "  " + call.arguments + close,
      ]
    }
    inner.nonEscaping.removeFirst()
    let opening = padding + effects + "withoutActuallyEscaping(\(closure)) { \(closure) in"
    let body = expression(inner, indent: indent + 2)
    if body.count == 1 {
      let oneLine = opening + " " + body[0].drop(while: { $0 == " " }) + " }"
      if oneLine.count <= Self.lineLength { return [oneLine] }
    }
    return [opening] + body + [padding + "}"]
  }
}
