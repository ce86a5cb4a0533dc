import Foundation

/// The symbols and relationships of a graph, looked up by identifier.
struct GraphIndex {
  let symbols: [String: SymbolGraph.Symbol]
  let order: [String: Int]
  let requirementsByProtocol: [String: [String]]
  let refinedByProtocol: [String: [SymbolGraph.Relationship]]
  /// The identifiers of the types that cannot be copied: those of the
  /// module marked ``SymbolGraph/Symbol/noncopyable`` that are not
  /// `Copyable` under a condition, and the standard library's own.
  let noncopyableTypes: Set<String>

  init(_ graph: SymbolGraph) {
    var symbols: [String: SymbolGraph.Symbol] = [:]
    var order: [String: Int] = [:]
    for (position, symbol) in graph.symbols.enumerated() {
      symbols[symbol.identifier.precise] = symbol
      order[symbol.identifier.precise] = position
    }
    var requirements: [String: [String]] = [:]
    var refined: [String: [SymbolGraph.Relationship]] = [:]
    for relationship in graph.relationships {
      switch relationship.kind {
      case "requirementOf", "optionalRequirementOf":
        requirements[relationship.target, default: []].append(relationship.source)
      case "conformsTo", "inheritsFrom":
        refined[relationship.source, default: []].append(relationship)
      default: break
      }
    }
    self.symbols = symbols
    self.order = order
    self.requirementsByProtocol = requirements
    self.refinedByProtocol = refined
    // A generic type `Copyable` where its parameters are, as in
    // `extension Box: Copyable where T: Copyable`, may be copied.
    noncopyableTypes = Self.standardNoncopyableTypes.union(
      graph.symbols.filter { symbol in
        symbol.noncopyable == true
          && !(refined[symbol.identifier.precise] ?? []).contains { $0.target == "s:s8CopyableP" }
      }.map(\.identifier.precise))
  }

  /// The names by which `member`'s declaration mentions types that cannot
  /// be copied, such as `Token`.
  func noncopyableNames(in member: SymbolGraph.Symbol) -> Set<String> {
    Set(
      member.declarationFragments.filter {
        $0.preciseIdentifier.map(noncopyableTypes.contains) ?? false
      }.map(\.spelling))
  }

  /// The types of the standard library's modules that cannot be copied,
  /// which a requirement may mention: Synchronization's `Mutex` and `Atomic`.
  static let standardNoncopyableTypes: Set<String> = [
    "s:15Synchronization5MutexV", "s:15Synchronization6AtomicV",
  ]

  /// The requirements of `symbol`, in the graph's order.
  func requirements(of symbol: SymbolGraph.Symbol) -> [SymbolGraph.Symbol] {
    (requirementsByProtocol[symbol.identifier.precise] ?? [])
      .compactMap { symbols[$0] }
      .sorted { (order[$0.identifier.precise] ?? 0) < (order[$1.identifier.precise] ?? 0) }
  }

  /// `symbol`, then every protocol of this module it refines, nearest first,
  /// whether one of them refines `Actor`, and the protocols of the standard
  /// library they refine whose requirements the generator knows.
  func lineage(
    of symbol: SymbolGraph.Symbol
  ) throws(RequirementParser.Unsupported) -> (
    protocols: [SymbolGraph.Symbol], isActor: Bool, standardProtocols: [StandardProtocol]
  ) {
    var lineage = [symbol]
    var isActor = false
    var standardProtocols: [StandardProtocol] = []
    var seen: Set<String> = [symbol.identifier.precise]
    var next = 0
    while next < lineage.count {
      for relationship in refinedByProtocol[lineage[next].identifier.precise] ?? [] {
        guard !seen.contains(relationship.target) else { continue }
        seen.insert(relationship.target)
        if let parent = symbols[relationship.target], parent.kind.identifier == "swift.protocol" {
          lineage.append(parent)
        } else if relationship.target == Self.actorProtocol {
          isActor = true
        } else if let standard = StandardProtocol(usr: relationship.target) {
          standardProtocols.append(standard)
        } else if !Self.markerProtocols.contains(relationship.target) {
          let parentName = relationship.targetFallback ?? relationship.target
          let known = StandardProtocol.allCases.map(\.rawValue)
          let standardOnes =
            relationship.target.hasPrefix("s:s") || relationship.target.hasPrefix("s:S")
            ? " (of the standard library's, the generator knows those of "
              + known.dropLast().joined(separator: ", ") + " and \(known.last ?? ""))" : ""
          throw .init(
            reason: """
              it refines \(parentName), which is declared in another module, so its requirements \
              are not in this module's symbol graph\(standardOnes); write this mock by hand
              """)
        }
      }
      next += 1
    }
    return (lineage, isActor, standardProtocols)
  }

  /// Whether `member` returns a type the generator knows to have no default
  /// value: a tuple, a function, an existential, or a type of this module
  /// that conforms to none of the protocols a default comes from. A generic
  /// parameter, an associated type, or a type of another module may have
  /// one, and is not counted.
  func returnTypeHasNoDefault(_ member: SymbolGraph.Symbol) -> Bool {
    let declaration = RequirementParser.tidied(member.declaration)
    let returnType: String?
    if member.kind.identifier == "swift.property" {
      let beforeAccessors = declaration.components(separatedBy: " { ")[0]
      returnType = beforeAccessors.range(of: ": ").map { String(beforeAccessors[$0.upperBound...]) }
    } else {
      var beforeWhere = declaration
      if let whereClause = SwiftSyntaxText.topLevelOffsets(of: " where ", in: declaration).first {
        beforeWhere = String(declaration[..<whereClause])
      }
      returnType = SwiftSyntaxText.topLevelOffsets(of: "->", in: beforeWhere).first.map {
        String(beforeWhere[beforeWhere.index($0, offsetBy: 2)...])
      }
    }
    guard let returnType else { return false }
    return hasNoDefault(SwiftSyntaxText.trimmed(returnType), in: member)
  }

  private func hasNoDefault(_ type: String, in member: SymbolGraph.Symbol) -> Bool {
    if type.hasSuffix("?") || type.hasSuffix("!") || type.hasPrefix("[") { return false }
    if !SwiftSyntaxText.topLevelOffsets(of: "->", in: type).isEmpty || type.hasPrefix("any ") {
      return true
    }
    if type.hasPrefix("(") {
      let inner = String(type.dropFirst().dropLast())
      let elements = SwiftSyntaxText.splitAtTopLevel(inner, separator: ",")
      return elements.count == 1 ? hasNoDefault(inner, in: member) : !elements.isEmpty
    }
    let name = String(type.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    guard
      let usr = member.declarationFragments.last(where: { $0.spelling == name })?
        .preciseIdentifier,
      let declared = symbols[usr]
    else { return false }
    switch declared.kind.identifier {
    case "swift.protocol":
      return true
    case "swift.struct", "swift.enum", "swift.class", "swift.actor":
      let conformances = (refinedByProtocol[usr] ?? []).map(\.target)
      return !conformances.contains(where: Self.protocolsWithADefault.contains)
    default:
      return false
    }
  }

  /// The protocols whose conformers SwiftMock gives a default value:
  /// `Defaultable`, and the standard protocols with an empty or zero value.
  static let protocolsWithADefault: Set<String> = [
    "s:9SwiftMock11DefaultableP", "s:s12CaseIterableP", "s:s23ExpressibleByNilLiteralP",
    "s:Sm", "s:s10SetAlgebraP", "s:s9OptionSetP", "s:s18AdditiveArithmeticP", "s:Sj",
    "s:s13SignedNumericP", "s:Sz", "s:SZ", "s:s17FixedWidthIntegerP", "s:SF", "s:SB",
  ]

  /// Whether one of `lineage` is `Sendable`.
  func isSendable(_ lineage: [SymbolGraph.Symbol]) -> Bool {
    lineage.contains { symbol in
      (refinedByProtocol[symbol.identifier.precise] ?? []).contains { $0.target == "s:s8SendableP" }
    }
  }

  /// `Actor`, which an actor's double conforms to by being an actor.
  static let actorProtocol = "s:ScA"

  /// Protocols with no requirements to implement: `Sendable` and the like.
  static let markerProtocols: Set<String> = [
    "s:s8SendableP", "s:s16SendableMetatypeP", "s:s8CopyableP", "s:s9EscapableP",
  ]
}
