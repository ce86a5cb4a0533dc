// The members of a mock: one `accept` call each, laid out as swift-format
// lays out what a person writes.
extension MockRenderer {
  /// The lines of `requirement`'s member. It calls `super.accept` when
  /// `callsSuper`, as a protocol with a member named `accept` or
  /// `throwingAccept` hides the mock's own from every member.
  /// A class double's member (`overrides`) overrides the class's, and
  /// passes the class's own implementation as `real:` where it can; a
  /// setter's, as a closure that assigns `newValue`.
  func member(
    _ requirement: Requirement, isPublic: Bool, callsSuper: Bool, overrides: Bool = false,
    indent: Int = 2
  ) -> [String] {
    let padding = String(repeating: " ", count: indent)
    var lines: [String] = []
    if isPublic {
      lines += requirement.documentation.map { padding + "///" + ($0.isEmpty ? "" : " " + $0) }
    }
    lines += noDefaultNote(requirement, indent: indent)
    var signature =
      (isPublic ? "public " : "") + (overrides ? "override " : "") + requirement.signature
    switch requirement.kind {
    case .method where requirement.isInitializer:
      // A double made by the code under test: made as the test makes one,
      // and its construction a call of the type, which a test can expect.
      var body = call(requirement, arguments: requirement.parameters, callsSuper: false)
      body.callee = "Self." + body.callee
      body.statements.insert("self.init(name: nil)", at: 0)
      signature = (isPublic ? "public " : "") + "convenience " + requirement.signature
      lines += block(signature, body: body, indent: indent)
    case .method:
      var called = requirement
      if !overrides, let overridden = kind.ownMethod(overriddenBy: requirement) {
        // An override can have no effect its base method lacks.
        signature = (isPublic ? "public " : "") + "override " + overridden
        called.isAsync = false
        called.isThrowing = false
        called.thrownType = nil
      }
      lines += block(
        signature,
        body: call(
          called, arguments: requirement.parameters, callsSuper: callsSuper, overrides: overrides,
          real: overrides ? realImplementation(of: requirement) : nil),
        indent: indent)
    case .property, .subscript:
      let getter = call(
        requirement, arguments: requirement.parameters, callsSuper: callsSuper,
        overrides: overrides,
        real: overrides ? realImplementation(of: requirement) : nil)
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
            "set",
            body: call(
              setter, arguments: arguments, callsSuper: callsSuper, overrides: overrides,
              real: overrides ? realSetter(of: requirement) : nil),
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
    // `Self`, or the class's name standing for it, is the double's class,
    // an instance of which cannot be built.
    let isTheDouble = requirement.returnsItsDouble
    let outcome =
      requirement.isThrowing && requirement.thrownType == nil
      ? "as a call with no answer throws a MockError"
      : isTheDouble
        ? "and a call with no answer stops the test run, as no \(kindWord) can be built"
        : "and a call with no answer gets one built from its fields' defaults, or stops the test "
          + "run if `\(type)` cannot be built"
    let returned = type == "Self" ? "`Self`, the \(kindWord) itself," : "`\(type)`,"
    let note = """
      `\(requirement.callName)` returns \(returned) which has no default value unless the tests \
      make it Defaultable: then each \(blocks) of it needs .returning(…), \(outcome). Or give \
      it one with --default '\(type)=…'.
      """
    return SwiftSyntaxText.commentLines(note, indent: indent, width: Self.lineLength)
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

  /// `arguments` on as few lines at `indent` as hold them, each argument
  /// whole, as swift-format lays out a call's arguments; `closing` ends the
  /// last line.
  func filled(_ arguments: String, indent: Int, closing: String) -> [String] {
    let padding = String(repeating: " ", count: indent)
    let oneLine = padding + arguments + closing
    if oneLine.count <= Self.lineLength { return [oneLine] }
    let pieces = SwiftSyntaxText.splitAtTopLevel(arguments, separator: ",").map {
      SwiftSyntaxText.trimmed($0)
    }
    var lines: [String] = []
    var line = ""
    for (position, piece) in pieces.enumerated() {
      let isLast = position == pieces.count - 1
      let text = piece + (isLast ? closing : ",")
      if !line.isEmpty, (padding + line + " " + text).count > Self.lineLength {
        lines.append(padding + line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + text
    }
    return lines + [padding + line]
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
      return [padding + effects + call.callee + open]
        + filled(call.arguments, indent: indent + 2, closing: close)
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
