/// A protocol of the symbol graph, read into what its mock needs.
package struct MockedProtocol: Equatable, Sendable {
  package var name: String
  package var isPublic: Bool
  /// Whether the protocol, or one it refines, is `Sendable`.
  package var isSendable: Bool
  /// Whether the protocol, or one it refines, is isolated to the main actor.
  package var isMainActor: Bool
  /// The primary associated types, over which the mock is generic.
  package var primaryAssociatedTypes: [AssociatedType]
  /// The protocol's own requirements, then those of each protocol it refines.
  package var sections: [Section]
  /// Requirements no instance mock can answer (static members, initializers),
  /// as declared, left for the user to write.
  package var leftOut: [String]
  /// The modules that declare the types the requirements mention.
  package var referencedModules: Set<String>
  /// Whether a requirement mentions a type that Linux keeps in FoundationNetworking.
  package var usesNetworkingTypes: Bool
  /// The C and Objective-C types the requirements mention, whose module the
  /// symbol graph does not tell (their identifiers start `c:`), in order.
  package var typesOfUntoldModules: [String]

  /// An associated type and the constraint the mock's generic parameter keeps.
  package struct AssociatedType: Equatable, Sendable {
    package var name: String
    package var constraint: String?

    package init(name: String, constraint: String?) {
      self.name = name
      self.constraint = constraint
    }
  }

  /// The requirements of one protocol: the mocked one, or one it refines.
  package struct Section: Equatable, Sendable {
    package var protocolName: String
    package var requirements: [Requirement]

    package init(protocolName: String, requirements: [Requirement]) {
      self.protocolName = protocolName
      self.requirements = requirements
    }
  }

  package init(
    name: String, isPublic: Bool = false, isSendable: Bool = false, isMainActor: Bool = false,
    primaryAssociatedTypes: [AssociatedType] = [], sections: [Section],
    leftOut: [String] = [], referencedModules: Set<String> = [], usesNetworkingTypes: Bool = false,
    typesOfUntoldModules: [String] = []
  ) {
    self.name = name
    self.isPublic = isPublic
    self.isSendable = isSendable
    self.isMainActor = isMainActor
    self.primaryAssociatedTypes = primaryAssociatedTypes
    self.sections = sections
    self.leftOut = leftOut
    self.referencedModules = referencedModules
    self.usesNetworkingTypes = usesNetworkingTypes
    self.typesOfUntoldModules = typesOfUntoldModules
  }

  /// The type the mock's base class mocks: `Greeter`, or `any Store<Item>`
  /// for a protocol with primary associated types.
  package var mockedType: String {
    guard !primaryAssociatedTypes.isEmpty else { return name }
    return "any \(name)<" + primaryAssociatedTypes.map(\.name).joined(separator: ", ") + ">"
  }

  /// Whether a requirement is named `accept` or `throwingAccept`, and so
  /// hides the mock's own from its members, which call them through `super`.
  package var hasMemberNamedLikeAccept: Bool {
    sections.contains { section in
      section.requirements.contains { ["accept", "throwingAccept"].contains($0.baseName) }
    }
  }

  /// The mock's class name: `Mock` and the protocol's name without a
  /// trailing `Protocol`, as in `MockFeatureToggle` for `FeatureToggleProtocol`.
  package var mockName: String {
    var base = name
    if base.hasSuffix("Protocol"), base.count > "Protocol".count {
      base.removeLast("Protocol".count)
    }
    return "Mock" + base
  }
}
