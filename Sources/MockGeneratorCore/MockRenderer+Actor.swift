// The double of a protocol that refines `Actor`: an actor, as only an actor
// conforms, that hands each call to a test double class nested in it, which
// records it as any mock does. The test reaches that class as `mock` (or
// `stub`, or `spy`): `store.mock.expect { $0.save(1) }`.
extension MockRenderer {
  func actorDouble(_ mocked: MockedProtocol) -> [String] {
    let isPublic = mocked.isPublic && makesPublicMocks
    let access = isPublic ? "public " : ""
    let property = mocked.actorDoubleProperty
    var lines = SwiftSyntaxText.commentLines(
      actorSummary(mocked), indent: 0, width: Self.lineLength, prefix: "///")
    lines += classOpening(
      access + "actor " + mocked.className + genericParameters(mocked), inheritance: mocked.name,
      indent: 0)
    lines += [
      "  /// The \(kindWord) that takes the actor's calls.",
      "  \(access)nonisolated let \(property): Calls",
      "",
      "  /// Creates the actor, and its \(kindWord), named `\(mocked.name)` in failure messages.",
      "  \(access)init(",
      "    name: String? = nil, fileID: StaticString = #fileID, filePath: StaticString = #filePath,",
      "    line: UInt = #line, column: UInt = #column",
      "  ) {",
      "    \(property) = Calls(",
      "      name: name ?? \"\(defaultName(mocked))\", fileID: fileID, filePath: filePath,",
      "      line: line, column: column)",
      "  }",
    ]
    for (position, section) in mocked.sections.enumerated() {
      lines.append("")
      if position > 0 { lines.append("  // \(section.protocolName)") }
      for requirement in section.requirements {
        lines += forwardingMember(requirement, to: property, isPublic: isPublic)
      }
    }
    if !mocked.leftOut.isEmpty {
      lines.append("")
      lines += leftOutComment(mocked, indent: 2)
    }
    lines += [
      "",
      "  /// The members of `\(mocked.name)`, on a class that a \(kindWord) can record.",
    ]
    lines += classOpening(
      access + "final class Calls",
      inheritance: "\(mocked.baseClass)<Calls>, @unchecked Sendable", indent: 2)
    lines += sendableComment(indent: 4)
    var calls = mocked
    calls.isActor = false
    let members = members(of: calls, isPublic: isPublic, indent: 4)
    if !members.isEmpty {
      lines += [""] + members
    }
    lines += ["  }", "}"]
    return lines
  }

  private func actorSummary(_ mocked: MockedProtocol) -> String {
    let property = mocked.actorDoubleProperty
    let use =
      switch mocked.kind {
      case .mock: "set what it expects with `\(property).expect`, then `\(property).verify()`."
      case .stub: "give it answers with `\(property).given`; it never fails a test."
      case .spy:
        "give it answers with `\(property).given`, then ask `\(property)` what it received."
      }
    return """
      A \(kindWord) of `\(mocked.name)`: an actor that hands each call to `\(property)`; \(use)
      """
  }

  /// The actor's member of `requirement`, which hands the call to the
  /// member of the same name of `property`.
  private func forwardingMember(
    _ requirement: Requirement, to property: String, isPublic: Bool
  ) -> [String] {
    let signature = (isPublic ? "public " : "") + requirement.signature
    let isRethrowing = SwiftSyntaxText.containsWord("rethrows", in: requirement.signature)
    // The double's member that overrides its own has no effects.
    let effects =
      kind.ownMethod(overriddenBy: requirement) != nil
      ? ""
      : (requirement.isThrowing || isRethrowing ? "try " : "")
        + (requirement.isAsync ? "await " : "")
    switch requirement.kind {
    case .method:
      let arguments = requirement.parameters.map { parameter in
        let label = parameter.label.map { "\($0): " } ?? ""
        var value = parameter.autoclosureEffects == nil ? parameter.name : parameter.name + "()"
        if parameter.isPack { value = "repeat each " + value }
        return label + (parameter.isInout ? "&" : "") + value
      }
      return block(
        signature,
        body: Call(
          effects: effects, callee: "\(property).\(requirement.baseName)",
          arguments: arguments.joined(separator: ", ")))
    case .property, .subscript:
      let isSubscript = requirement.kind == .subscript
      let target = isSubscript ? property : "\(property).\(requirement.baseName)"
      let brackets = isSubscript ? ("[", "]") : ("", "")
      let arguments = requirement.parameters.map { parameter in
        (parameter.label.map { "\($0): " } ?? "") + parameter.name
      }
      .joined(separator: ", ")
      let getter = Call(
        effects: effects, callee: target, arguments: arguments, brackets: brackets)
      guard requirement.hasSetter || requirement.isAsync || requirement.isThrowing else {
        return block(signature, body: getter)
      }
      var lines = ["  " + signature + " {"]
      lines += block("get" + getterEffects(requirement), body: getter, indent: 4)
      if requirement.hasSetter {
        let (open, close) = brackets
        let setter = Call(
          effects: "", callee: target + open + arguments + close + " = newValue", arguments: "",
          brackets: ("", ""))
        lines += block("set", body: setter, indent: 4)
      }
      return lines + ["  }"]
    }
  }
}
