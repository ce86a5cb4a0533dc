import MockGeneratorCore

/// A small symbol graph, written the way swift-symbolgraph-extract writes one.
struct GraphBuilder {
  var symbols: [SymbolGraph.Symbol] = []
  var relationships: [SymbolGraph.Relationship] = []
  /// The types each protocol is nested in, by the protocol's name.
  var enclosingTypes: [String: [String]] = [:]

  mutating func addProtocol(
    _ name: String, _ declaration: String? = nil, access: String = "internal",
    refining parents: [(usr: String, name: String)] = [], nestedIn enclosing: [String] = []
  ) {
    enclosingTypes[name] = enclosing
    symbols.append(
      .init(
        kind: "swift.protocol", precise: usr(name), pathComponents: enclosing + [name],
        accessLevel: access,
        declarationFragments: [.init("text", declaration ?? "protocol \(name)")]))
    for parent in parents {
      relationships.append(
        .init(
          kind: "conformsTo", source: usr(name), target: parent.usr, targetFallback: parent.name))
    }
  }

  mutating func addMember(
    _ kind: String, _ name: String, of owner: String, _ fragments: [SymbolGraph.Fragment],
    overload: Int = 0
  ) {
    let precise = usr(owner) + name + (overload == 0 ? "" : "\(overload)")
    symbols.append(
      .init(
        kind: kind, precise: precise,
        pathComponents: (enclosingTypes[owner] ?? []) + [owner, name], accessLevel: "internal",
        declarationFragments: fragments))
    relationships.append(.init(kind: "requirementOf", source: precise, target: usr(owner)))
  }

  mutating func addMember(
    _ kind: String, _ name: String, of owner: String, _ declaration: String, overload: Int = 0
  ) {
    addMember(kind, name, of: owner, [.init("text", declaration)], overload: overload)
  }

  func usr(_ name: String) -> String { "s:3App\(name.count)\(name)P" }

  var graph: SymbolGraph {
    SymbolGraph(module: .init(name: "App"), symbols: symbols, relationships: relationships)
  }
}
