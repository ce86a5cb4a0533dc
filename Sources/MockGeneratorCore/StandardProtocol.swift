/// A protocol of the standard library that a mocked protocol may refine,
/// whose requirements the generator knows, as they are not in the module's
/// symbol graph.
///
/// A double implements `description` and `debugDescription` as mocked
/// members, and `==` and `hash(into:)` by its identity: a double equals only
/// itself. Its `id` is its identity too, `ObjectIdentifier(self)`, as for
/// any class, unless the protocol fixes the type of `id`, which is then a
/// mocked member. A protocol that refines another protocol of the standard
/// library gets no double, with a note naming it.
package enum StandardProtocol: String, Equatable, Sendable, CaseIterable {
  case equatable = "Equatable"
  case hashable = "Hashable"
  case identifiable = "Identifiable"
  case customStringConvertible = "CustomStringConvertible"
  case customDebugStringConvertible = "CustomDebugStringConvertible"

  /// The protocol a symbol graph names by `usr`, such as `s:SQ`; `nil` for
  /// another.
  init?(usr: String) {
    switch usr {
    case "s:SQ": self = .equatable
    case "s:SH": self = .hashable
    case "s:s12IdentifiableP": self = .identifiable
    case "s:s23CustomStringConvertibleP": self = .customStringConvertible
    case "s:s28CustomDebugStringConvertibleP": self = .customDebugStringConvertible
    default: return nil
    }
  }

  /// The requirement a double answers as any other, as a symbol graph
  /// declares it, such as `var description: String { get }`; `nil` for a
  /// protocol whose requirements a double meets by its identity.
  var mockedRequirement: (name: String, declaration: String)? {
    switch self {
    case .customStringConvertible: ("description", "var description: String { get }")
    case .customDebugStringConvertible:
      ("debugDescription", "var debugDescription: String { get }")
    case .equatable, .hashable, .identifiable: nil
    }
  }

  /// Whether the protocol has requirements on `Self` or an associated type,
  /// so that a protocol that refines it is written `any P` as a type.
  var makesExistentialsExplicit: Bool {
    switch self {
    case .equatable, .hashable, .identifiable: true
    case .customStringConvertible, .customDebugStringConvertible: false
    }
  }

  /// The requirements of `protocols` that a double answers as mocked
  /// members, as the members of a symbol graph: `description`,
  /// `debugDescription`, and `id` where a protocol of `lineage` fixes its
  /// type. In a double on the main actor they are `nonisolated`, as the
  /// standard library's protocols are.
  static func requirements(
    of protocols: [StandardProtocol], lineage: [SymbolGraph.Symbol], isMainActor: Bool
  ) -> [(protocolName: String, members: [SymbolGraph.Symbol])] {
    protocols.compactMap { standard in
      var requirement = standard.mockedRequirement
      if standard == .identifiable,
        let type = lineage.lazy.compactMap({ identifierType(in: $0.declaration) }).first
      {
        requirement = ("id", "var id: \(type) { get }")
      }
      guard let (name, declaration) = requirement else { return nil }
      let member = SymbolGraph.Symbol(
        kind: "swift.property", precise: "\(standard.rawValue).\(name)",
        pathComponents: [standard.rawValue, name], accessLevel: "public",
        declarationFragments: [
          .init("text", (isMainActor ? "nonisolated " : "") + declaration)
        ])
      return (standard.rawValue, [member])
    }
  }

  /// The type of `id` that `declaration`, a protocol's, fixes in its `where`
  /// clause (`String` for `protocol User: Identifiable where Self.ID ==
  /// String`), or `nil` when it fixes none.
  static func identifierType(in declaration: String) -> String? {
    guard let whereClause = SwiftSyntaxText.topLevelOffsets(of: " where ", in: declaration).first
    else { return nil }
    let clause = String(declaration[declaration.index(whereClause, offsetBy: 7)...])
    for requirement in SwiftSyntaxText.splitAtTopLevel(clause, separator: ",") {
      let sides = requirement.components(separatedBy: " == ")
      guard sides.count == 2, ["Self.ID", "ID"].contains(SwiftSyntaxText.trimmed(sides[0]))
      else { continue }
      return SwiftSyntaxText.trimmed(sides[1])
    }
    return nil
  }
}
