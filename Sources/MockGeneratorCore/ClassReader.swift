/// Finds the classes of a symbol graph and reads each open class into a
/// ``MockedProtocol`` whose double subclasses it (see
/// ``MockedProtocol/isClass``), or the reason it has none.
enum ClassReader {
  /// Every class of `graph`, in the order the graph lists them.
  static func read(_ graph: SymbolGraph) -> [ProtocolReader.Reading] {
    let index = GraphIndex(graph)
    var members: [String: [SymbolGraph.Symbol]] = [:]
    var superclass: [String: String] = [:]
    for relationship in graph.relationships {
      switch relationship.kind {
      case "memberOf":
        if let member = index.symbols[relationship.source] {
          members[relationship.target, default: []].append(member)
        }
      case "inheritsFrom":
        superclass[relationship.source] = relationship.target
      default: break
      }
    }
    return graph.symbols.filter { $0.kind.identifier == "swift.class" }.map {
      read($0, members: members, superclass: superclass, index: index)
    }
  }

  private static func read(
    _ symbol: SymbolGraph.Symbol, members: [String: [SymbolGraph.Symbol]],
    superclass: [String: String], index: GraphIndex
  ) -> ProtocolReader.Reading {
    do {
      return .mockable(
        try classDouble(symbol, members: members, superclass: superclass, index: index))
    } catch {
      return .skipped(protocolName: ProtocolReader.qualifiedName(of: symbol), reason: error.reason)
    }
  }

  /// The word a declaration begins with, among its modifiers.
  private static func hasModifier(_ modifier: String, _ symbol: SymbolGraph.Symbol) -> Bool {
    symbol.declarationFragments.contains { $0.kind == "keyword" && $0.spelling == modifier }
      || symbol.declaration.hasPrefix(modifier + " ")
      || symbol.declaration.contains(" \(modifier) ")
  }

  private static func classDouble(
    _ symbol: SymbolGraph.Symbol, members: [String: [SymbolGraph.Symbol]],
    superclass: [String: String], index: GraphIndex
  ) throws(RequirementParser.Unsupported) -> MockedProtocol {
    let name = ProtocolReader.qualifiedName(of: symbol)
    // The protocols of the module the class conforms to, whose doubles the
    // code under test can take instead.
    let protocols = (index.refinedByProtocol[symbol.identifier.precise] ?? []).compactMap {
      relationship -> String? in
      guard relationship.kind == "conformsTo", let conformed = index.symbols[relationship.target],
        conformed.kind.identifier == "swift.protocol"
      else { return nil }
      return ProtocolReader.qualifiedName(of: conformed)
    }
    let extract =
      protocols.isEmpty
      ? "extract a protocol of what the code under test uses, and mock the protocol"
      : "let the code under test take \(protocols.joined(separator: " or ")), which it conforms "
        + "to, and mock that"
    if hasModifier("final", symbol) {
      throw .init(reason: "it is a final class, which a test double cannot subclass; \(extract)")
    }
    guard symbol.accessLevel == "open" else {
      throw .init(
        reason: "it is not an open class, so a test double cannot subclass it; \(extract)")
    }
    if symbol.declaration.contains("<") {
      throw .init(reason: "it is a generic class, whose double this generator cannot write")
    }
    // The class, then each class it inherits from in the module, nearest first.
    var lineage = [symbol]
    while let parent = superclass[lineage[lineage.count - 1].identifier.precise],
      let parentSymbol = index.symbols[parent], !lineage.contains(parentSymbol)
    {
      lineage.append(parentSymbol)
    }
    var mocked = MockedProtocol(
      name: name, isPublic: true,
      isSendable: lineage.contains { index.isSendable([$0]) },
      isMainActor: lineage.contains { $0.declaration.contains("@MainActor") },
      sections: [], namesSwiftMockTypesInFull: index.declaresTypeNamedLikeSwiftMocks)
    mocked.isClass = true
    var section = MockedProtocol.Section(protocolName: name, requirements: [])
    var placed: Set<String> = []
    for owner in lineage {
      let ownMembers = (members[owner.identifier.precise] ?? []).sorted {
        (index.order[$0.identifier.precise] ?? 0) < (index.order[$1.identifier.precise] ?? 0)
      }
      for member in ownMembers {
        let kind: Requirement.Kind
        switch member.kind.identifier {
        case "swift.method": kind = .method
        case "swift.property": kind = .property
        case "swift.subscript": kind = .subscript
        case "swift.init", "swift.deinit": continue
        default:
          if member.accessLevel == "open" || member.accessLevel == "public" {
            let declaration = RequirementParser.tidied(member.declaration)
            if !mocked.leftOut.contains(declaration) { mocked.leftOut.append(declaration) }
          }
          continue
        }
        guard member.accessLevel == "open", !hasModifier("final", member) else { continue }
        var (declaration, namesTypeLikeSwiftMocks) = GraphIndex.declarationNamingModules(
          of: member)
        if namesTypeLikeSwiftMocks { mocked.namesSwiftMockTypesInFull = true }
        declaration = withoutAccessModifiers(declaration)
        if SwiftSyntaxText.containsWord("Self", in: declaration) {
          throw .init(
            reason:
              "`\(RequirementParser.tidied(declaration))` mentions `Self`, which its double cannot repeat"
          )
        }
        var requirement = try RequirementParser.parse(
          kind, declaration: declaration, droppingMainActor: mocked.isMainActor)
        if ["accept", "throwingAccept"].contains(requirement.baseName) {
          throw .init(
            reason: """
              its member `\(requirement.signature)` has the name of the double's own \
              `\(requirement.baseName)`, which its overrides call; write this double by hand
              """)
        }
        requirement.returnTypeHasNoDefault =
          requirement.returnsValue && index.returnTypeHasNoDefault(member)
        requirement.markNoncopyable(index.noncopyableNames(in: member))
        let identity = requirement.identity(memberName: member.pathComponents.last ?? "")
        guard placed.insert(identity).inserted else { continue }
        if let reason = reasonNotToOverride(requirement) {
          // The class's own runs: its double compiles, and a note says why.
          let tidied = RequirementParser.tidied(member.declaration)
          if !mocked.leftOut.contains(tidied) {
            mocked.leftOut.append(tidied)
            mocked.leftOutReasons[tidied] = reason
          }
          continue
        }
        section.requirements.append(requirement)
        for fragment in member.declarationFragments {
          if let module = ProtocolReader.moduleName(ofUSR: fragment.preciseIdentifier) {
            mocked.referencedModules.insert(module)
          }
        }
      }
    }
    guard !section.requirements.isEmpty else {
      throw .init(reason: "it has no open member for a test double to override; \(extract)")
    }
    mocked.sections = [section]
    return mocked
  }

  /// Why a double cannot override `requirement`, if it cannot: Swift lets
  /// no subclass override a method that takes a parameter pack, and a
  /// double cannot answer with a value that cannot be copied.
  private static func reasonNotToOverride(
    _ requirement: Requirement
  ) -> ProtocolReader.LeftOutReason? {
    if requirement.kind == .method, requirement.parameters.contains(where: \.isPack) {
      return .parameterPack
    }
    if requirement.returnsNoncopyable { return .noncopyableResult }
    return nil
  }

  /// `func bark() -> String` of `open func bark() -> String`.
  private static func withoutAccessModifiers(_ declaration: String) -> String {
    var text = declaration
    let modifiers = ["open ", "public ", "internal ", "package ", "override ", "dynamic "]
    while let modifier = modifiers.first(where: { text.hasPrefix($0) }) {
      text.removeFirst(modifier.count)
    }
    return text
  }
}
