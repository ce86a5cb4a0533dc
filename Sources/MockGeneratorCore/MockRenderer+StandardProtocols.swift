// The members by which a double meets the standard library's `Equatable`,
// `Hashable` and `Identifiable`: its identity, as a test double is one
// object that no other stands for.
extension MockRenderer {
  /// `==` and `hash(into:)` by the double's identity, under a comment that
  /// says so, and a comment saying that `id` is its identity, as each of
  /// `mocked`'s standard protocols needs; none for a protocol that refines
  /// none of them.
  func identityMembers(of mocked: MockedProtocol, isPublic: Bool, indent: Int) -> [String] {
    let standard = mocked.standardProtocols
    let isHashable = standard.contains(.hashable)
    let isEquatable = isHashable || standard.contains(.equatable)
    let hasIdentifier = mocked.sections.contains { section in
      section.requirements.contains { $0.kind == .property && $0.baseName == "id" }
    }
    let identifiesByIdentity = standard.contains(.identifiable) && !hasIdentifier
    let padding = String(repeating: " ", count: indent)
    // The standard library's requirements are not isolated to an actor.
    let modifiers = (isPublic ? "public " : "") + (mocked.isMainActor ? "nonisolated " : "")
    var lines: [String] = []
    if isEquatable {
      let protocolName = isHashable ? "Hashable" : "Equatable"
      let hashing = isHashable ? ", and hashes by its identity" : ""
      lines.append(padding + "// \(protocolName): a \(kindWord) equals only itself\(hashing).")
      let type = mocked.className
      lines += block(
        modifiers + "static func == (lhs: \(type), rhs: \(type)) -> Bool",
        body: Call(effects: "", callee: "lhs === rhs", arguments: "", brackets: ("", "")),
        indent: indent)
      if isHashable {
        lines += block(
          modifiers + "func hash(into hasher: inout Hasher)",
          body: Call(
            effects: "", callee: "hasher.combine(ObjectIdentifier(self))", arguments: "",
            brackets: ("", "")),
          indent: indent)
      }
    }
    if identifiesByIdentity {
      if !lines.isEmpty { lines.append("") }
      lines.append(
        padding + "// Identifiable: `id` is the \(kindWord)'s identity, `ObjectIdentifier(self)`.")
    }
    return lines
  }
}
