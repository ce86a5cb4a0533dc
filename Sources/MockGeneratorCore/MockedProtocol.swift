/// A protocol of the symbol graph, read into what its mock needs.
package struct MockedProtocol: Equatable, Sendable {
  package var name: String
  package var isPublic: Bool
  /// Whether the protocol, or one it refines, is `Sendable`.
  package var isSendable: Bool
  /// Whether the protocol, or one it refines, is isolated to the main actor.
  package var isMainActor: Bool
  /// Whether the protocol refines `Actor`: its double is an actor that hands
  /// each call to a test double class of its own.
  package var isActor: Bool
  /// The associated types, over which the double is generic.
  package var associatedTypes: [AssociatedType]
  /// The kind of test double to write.
  package var kind: DoubleKind
  /// The protocol's own requirements, then those of each protocol it refines.
  package var sections: [Section]
  /// Static members and initializers the double cannot implement (see
  /// ``ProtocolReader/LeftOutReason``), as declared, left for the user to write.
  package var leftOut: [String]
  /// Why each of ``leftOut`` is left out.
  package var leftOutReasons: [String: ProtocolReader.LeftOutReason] = [:]
  /// The modules that declare the types the requirements mention.
  package var referencedModules: Set<String>
  /// Whether a requirement mentions a type that Linux keeps in FoundationNetworking.
  package var usesNetworkingTypes: Bool
  /// The C and Objective-C types the requirements mention, whose module the
  /// symbol graph does not tell (their identifiers start `c:`), in order.
  package var typesOfUntoldModules: [String]
  /// Whether the double spells SwiftMock's types with their module,
  /// `SwiftMock.Mock`, as the module, or a type a requirement names, has a
  /// type of the same name.
  package var namesSwiftMockTypesInFull: Bool
  /// The protocols of the standard library the protocol refines whose
  /// requirements the generator knows, in the order the graph names them.
  package var standardProtocols: [StandardProtocol]
  /// Whether `name` is an open class, whose double subclasses it and
  /// adopts `ClassDouble`, with overrides for its open members.
  package var isClass = false
  /// Whether a member of an instance mentions `Self`, which the double's
  /// class stands for: a block such as `expect`'s can call it only on the
  /// double itself, which its base class then stands for.
  package var hasInstanceMemberOnSelf = false

  /// An associated type and the constraint the mock's generic parameter keeps.
  package struct AssociatedType: Equatable, Sendable {
    package var name: String
    package var constraint: String?
    /// Whether the protocol names it in its primary associated types, as in
    /// `protocol Store<Item>`.
    package var isPrimary: Bool

    package init(name: String, constraint: String?, isPrimary: Bool = true) {
      self.name = name
      self.constraint = constraint
      self.isPrimary = isPrimary
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
    isActor: Bool = false, associatedTypes: [AssociatedType] = [], kind: DoubleKind = .mock,
    sections: [Section], leftOut: [String] = [], referencedModules: Set<String> = [],
    usesNetworkingTypes: Bool = false, typesOfUntoldModules: [String] = [],
    namesSwiftMockTypesInFull: Bool = false, standardProtocols: [StandardProtocol] = []
  ) {
    self.name = name
    self.isPublic = isPublic
    self.isSendable = isSendable
    self.isMainActor = isMainActor
    self.isActor = isActor
    self.associatedTypes = associatedTypes
    self.kind = kind
    self.sections = sections
    self.leftOut = leftOut
    self.referencedModules = referencedModules
    self.usesNetworkingTypes = usesNetworkingTypes
    self.typesOfUntoldModules = typesOfUntoldModules
    self.namesSwiftMockTypesInFull = namesSwiftMockTypesInFull
    self.standardProtocols = standardProtocols
  }

  /// The SwiftMock class the double subclasses, as its file spells it:
  /// `Mock`, or `SwiftMock.Mock` when ``namesSwiftMockTypesInFull``.
  package var baseClass: String {
    (namesSwiftMockTypesInFull ? "SwiftMock." : "") + kind.baseClass
  }

  /// The type the double's base class stands for, which its `expect` blocks
  /// call: `Greeter`; `any Store<Item>` for a protocol whose associated types
  /// are all primary; the double itself, `MockQueue<Element>`, for one with
  /// another associated type, which `any Queue` cannot be called with; and
  /// the class an actor's double hands its calls to, `Calls`.
  package var mockedType: String {
    if isActor { return "Calls" }
    let arguments =
      associatedTypes.isEmpty
      ? "" : "<" + associatedTypes.map(\.name).joined(separator: ", ") + ">"
    if standsForItself { return className + arguments }
    let isExplicit =
      !associatedTypes.isEmpty || standardProtocols.contains(where: \.makesExistentialsExplicit)
    return isExplicit ? "any " + name + arguments : name
  }

  /// Whether the double's base class stands for the double itself rather
  /// than for the protocol: for an associated type that is not primary,
  /// which `any P` cannot be called with; for an `isolated` parameter,
  /// as only a `Sendable` type can be handed to its actor, and `any P` is
  /// not one; and for a member of an instance that mentions `Self`, which
  /// `any P` cannot be called with where `Self` is a parameter's type.
  package var standsForItself: Bool {
    !isActor
      && (associatedTypes.contains { !$0.isPrimary } || hasIsolatedParameter
        || hasInstanceMemberOnSelf)
  }

  /// Whether a member takes an `isolated` parameter, which runs it on the
  /// actor the caller gives: its double is `@unchecked Sendable`, so that
  /// it can be handed there.
  package var hasIsolatedParameter: Bool {
    sections.contains { section in
      section.requirements.contains { requirement in
        requirement.parameters.contains { $0.type.split(separator: " ").contains("isolated") }
      }
    }
  }

  /// The property through which the test reaches an actor's double:
  /// `mock`, `stub` or `spy`.
  package var actorDoubleProperty: String {
    kind.rawValue
  }

  /// The protocol's members of an instance, and apart, its static members
  /// and initializers, each as a protocol of its own that is not an
  /// actor's: what the two classes of an actor's double implement. A
  /// section with no member of a side is not in that side's.
  func splitByScope() -> (instance: MockedProtocol, type: MockedProtocol) {
    func side(ofTheType: Bool) -> MockedProtocol {
      var side = self
      side.isActor = false
      side.leftOut = []
      side.leftOutReasons = [:]
      side.sections = sections.compactMap { section in
        var section = section
        section.requirements = section.requirements.filter {
          ($0.isStatic || $0.isInitializer) == ofTheType
        }
        return section.requirements.isEmpty ? nil : section
      }
      return side
    }
    return (side(ofTheType: false), side(ofTheType: true))
  }

  /// Whether the protocol is nested in a type, as `Feature.Store` is.
  package var isNested: Bool {
    name.contains(".")
  }

  /// Whether a requirement is named `accept` or `throwingAccept`, and so
  /// hides the mock's own from its members, which call them through `super`.
  package var hasMemberNamedLikeAccept: Bool {
    sections.contains { section in
      section.requirements.contains { ["accept", "throwingAccept"].contains($0.baseName) }
    }
  }

  /// The double's class name: its kind (`Mock`, `Stub` or `Spy`) and the
  /// protocol's name without a trailing `Protocol`, as in `MockFeatureToggle`
  /// for `FeatureToggleProtocol`, and for a protocol nested in a type, with
  /// the type's name: `MockFeatureStore` for `Feature.Store`.
  package var className: String {
    var base = name.filter { $0 != "." }
    if base.hasSuffix("Protocol"), base.count > "Protocol".count {
      base.removeLast("Protocol".count)
    }
    return kind.baseClass + base
  }
}
