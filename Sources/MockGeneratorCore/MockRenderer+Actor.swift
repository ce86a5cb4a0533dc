// The double of a protocol that refines `Actor`: an actor, as only an actor
// conforms, that hands each call to a test double class nested in it, which
// records it as any mock does. The test reaches that class as `mock` (or
// `stub`, or `spy`): `store.mock.expect { $0.save(1) }`. The calls of the
// actor's type, its static members and initializers, go to a second class,
// `Statics`, whose own static members record them as a class double's do:
// `MockStore.Statics.expect { $0.make() }`.
extension MockRenderer {
  /// The name of the class that takes the calls of an actor's type.
  static let actorStaticsClass = "Statics"

  func actorDouble(_ mocked: MockedProtocol) -> [String] {
    let isPublic = mocked.isPublic && makesPublicMocks
    let access = isPublic ? "public " : ""
    let property = mocked.actorDoubleProperty
    let (instance, type) = mocked.splitByScope()
    var lines = SwiftSyntaxText.commentLines(
      actorSummary(mocked, hasStatics: !type.sections.isEmpty), indent: 0,
      width: Self.lineLength, prefix: "///")
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
        let isOfTheType = requirement.isStatic || requirement.isInitializer
        lines += forwardingMember(
          requirement, to: isOfTheType ? Self.actorStaticsClass : property, isPublic: isPublic)
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
    let members = members(of: instance, isPublic: isPublic, indent: 4)
    if !members.isEmpty {
      lines += [""] + members
    }
    lines.append("  }")
    if !type.sections.isEmpty {
      lines += [""] + staticsClass(type, isPublic: isPublic)
    }
    lines.append("}")
    return lines
  }

  /// The class whose static members and initializers take the calls of
  /// the actor's type, named as the protocol in failure messages.
  private func staticsClass(_ type: MockedProtocol, isPublic: Bool) -> [String] {
    let name = Self.actorStaticsClass
    let statics = "`\(type.className).\(name)"
    let use =
      switch type.kind {
      case .mock: "set what they expect with \(statics).expect`, then \(statics).verify()`."
      case .stub: "give them answers with \(statics).given`."
      case .spy:
        "give them answers with \(statics).given`, then ask \(statics)` what they received."
      }
    let summary = """
      The static members and initializers of `\(type.name)`, whose calls the actor's own hand \
      on: a \(kindWord) of the type, for each test its own; \(use)
      """
    var lines = SwiftSyntaxText.commentLines(
      summary, indent: 2, width: Self.lineLength, prefix: "///")
    lines += classOpening(
      (isPublic ? "public " : "") + "final class " + name,
      inheritance: "\(type.baseClass)<\(name)>", indent: 2)
    lines += namingInitializer(type, isPublic: isPublic, indent: 4)
    // `accept(other) as Void` tells the static `accept` from the instance
    // method unapplied only where `other` is of the class whose member
    // calls it: here, `Statics`, not the actor.
    var renderer = self
    renderer.doubleClassName = name
    lines += renderer.members(of: type, isPublic: isPublic, indent: 4)
    lines += renderer.staticRecordedFunctions(type).map { $0.isEmpty ? $0 : "  " + $0 }
    return lines + ["  }"]
  }

  private func actorSummary(_ mocked: MockedProtocol, hasStatics: Bool) -> String {
    let property = mocked.actorDoubleProperty
    let use =
      switch mocked.kind {
      case .mock: "set what it expects with `\(property).expect`, then `\(property).verify()`."
      case .stub: "give it answers with `\(property).given`; it never fails a test."
      case .spy:
        "give it answers with `\(property).given`, then ask `\(property)` what it received."
      }
    let statics =
      hasStatics
      ? " The calls of its type go to `\(Self.actorStaticsClass)`, a class of its own." : ""
    return """
      A \(kindWord) of `\(mocked.name)`: an actor that hands each call to `\(property)`; \(use)\(statics)
      """
  }

  /// The actor's member of `requirement`, which hands the call to the
  /// member of the same name of `property`: the actor's double of its
  /// calls, or for a member of the type or an initializer, the class of
  /// the type's calls.
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
      if requirement.isInitializer {
        // The actor is made as the test makes one, with its own double of
        // the calls, and its construction is a call of the type, recorded
        // as the class of the type's calls records its own.
        return block(
          signature,
          body: Call(
            effects: "_ = " + effects, callee: property,
            arguments: arguments.joined(separator: ", "),
            statements: ["self.init(name: nil)"]))
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
