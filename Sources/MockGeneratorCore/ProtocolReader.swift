import Foundation

/// Finds the protocols of a symbol graph and reads each into a
/// ``MockedProtocol``, or the reason it has no mock.
package enum ProtocolReader {
  /// A protocol of the graph: mockable, or skipped with a reason.
  package enum Reading: Equatable, Sendable {
    case mockable(MockedProtocol)
    case skipped(protocolName: String, reason: String)

    /// The name of the protocol read.
    package var protocolName: String {
      switch self {
      case .mockable(let mocked): mocked.name
      case .skipped(let name, _): name
      }
    }
  }

  /// Every protocol of `graph`, top-level or nested in a type, in the order
  /// the graph lists them.
  package static func read(_ graph: SymbolGraph) -> [Reading] {
    let index = GraphIndex(graph)
    return graph.symbols.filter { $0.kind.identifier == "swift.protocol" }
      .map { read($0, in: index) }
  }

  /// `Store`, or for a protocol nested in a type, `Feature.Store`.
  static func qualifiedName(of symbol: SymbolGraph.Symbol) -> String {
    symbol.pathComponents.joined(separator: ".")
  }

  private static func read(_ symbol: SymbolGraph.Symbol, in index: GraphIndex) -> Reading {
    let name = qualifiedName(of: symbol)
    do {
      return .mockable(try mockedProtocol(symbol, in: index))
    } catch {
      return .skipped(protocolName: name, reason: error.reason)
    }
  }

  private static func mockedProtocol(
    _ symbol: SymbolGraph.Symbol, in index: GraphIndex
  ) throws(RequirementParser.Unsupported) -> MockedProtocol {
    let name = qualifiedName(of: symbol)
    let (lineage, isActor, standardProtocols) = try index.lineage(of: symbol)
    let isMainActor = lineage.contains { $0.declaration.contains("@MainActor") }
    let primaryNames = primaryAssociatedTypeNames(of: symbol)
    var mocked = MockedProtocol(
      name: name, isPublic: ["public", "open"].contains(symbol.accessLevel),
      isSendable: index.isSendable(lineage), isMainActor: isMainActor, isActor: isActor,
      sections: [], namesSwiftMockTypesInFull: index.declaresTypeNamedLikeSwiftMocks,
      standardProtocols: standardProtocols)
    for member in lineage.flatMap(index.requirements(of:))
    where member.kind.identifier == "swift.associatedtype" {
      let typeName = member.pathComponents.last ?? ""
      let declaration = RequirementParser.tidied(member.declaration)
      if declaration.contains(" where ") {
        throw .init(
          reason:
            "its associated type \(typeName) has a `where` clause, which the mock cannot repeat")
      }
      var constraint: String?
      if let colon = declaration.range(of: ": ") {
        constraint = String(declaration[colon.upperBound...].prefix { $0 != "=" })
        constraint = constraint.map(SwiftSyntaxText.trimmed)
      }
      mocked.associatedTypes.append(
        .init(name: typeName, constraint: constraint, isPrimary: primaryNames.contains(typeName)))
    }
    // Where each requirement went, by ``Requirement/identity(memberName:)``:
    // one the lineage states again is merged into the first, nearest, one.
    var placed: [String: (section: Int, position: Int)] = [:]
    let sources =
      lineage.map { (protocolName: qualifiedName(of: $0), members: index.requirements(of: $0)) }
      + StandardProtocol.requirements(
        of: standardProtocols, lineage: lineage, isMainActor: isMainActor)
    for (protocolName, members) in sources {
      var section = MockedProtocol.Section(protocolName: protocolName, requirements: [])
      for member in members {
        let kind: Requirement.Kind
        let isOfTheType: Bool
        switch member.kind.identifier {
        case "swift.method": (kind, isOfTheType) = (.method, false)
        case "swift.property": (kind, isOfTheType) = (.property, false)
        case "swift.subscript": (kind, isOfTheType) = (.subscript, false)
        case "swift.type.method", "swift.init": (kind, isOfTheType) = (.method, true)
        case "swift.type.property": (kind, isOfTheType) = (.property, true)
        case "swift.type.subscript": (kind, isOfTheType) = (.subscript, true)
        case "swift.associatedtype": continue
        default:
          leaveOut(member, because: .unknownKind, from: &mocked)
          continue
        }
        var (declaration, namesTypeLikeSwiftMocks) = GraphIndex.declarationNamingModules(
          of: member, isActor: isActor)
        if namesTypeLikeSwiftMocks { mocked.namesSwiftMockTypesInFull = true }
        for associated in mocked.associatedTypes {
          declaration = declaration.replacingOccurrences(
            of: "Self.\(associated.name)", with: associated.name)
        }
        if isOfTheType, let reason = reasonToLeaveOut(declaration) {
          leaveOut(member, because: reason, from: &mocked)
          continue
        }
        if !isOfTheType, SwiftSyntaxText.containsWord("Self", in: declaration) {
          mocked.hasInstanceMemberOnSelf = true
        }
        var requirement = try RequirementParser.parse(
          kind, declaration: declaration, droppingMainActor: isMainActor)
        requirement.documentation = member.docComment?.lines.map(\.text) ?? []
        requirement.markNoncopyable(index.noncopyableNames(in: member))
        if requirement.returnsNoncopyable, let type = requirement.returnType {
          throw .init(reason: noncopyableResultReason(requirement.signature, type))
        }
        // `Self` is the double's class, an instance of which cannot be built.
        requirement.returnTypeHasNoDefault =
          requirement.returnsValue
          && (requirement.returnType == "Self" || index.returnTypeHasNoDefault(member))
        let identity = requirement.identity(memberName: member.pathComponents.last ?? "")
        if let place = placed[identity] {
          if place.section == mocked.sections.count {
            section.requirements[place.position].merge(requirement)
          } else {
            mocked.sections[place.section].requirements[place.position].merge(requirement)
          }
        } else {
          placed[identity] = (mocked.sections.count, section.requirements.count)
          section.requirements.append(requirement)
        }
        for fragment in member.declarationFragments {
          if let usr = fragment.preciseIdentifier, usr.hasPrefix("c:"),
            !mocked.typesOfUntoldModules.contains(fragment.spelling)
          {
            mocked.typesOfUntoldModules.append(fragment.spelling)
          }
          if let module = moduleName(ofUSR: fragment.preciseIdentifier) {
            mocked.referencedModules.insert(module)
            if module.hasPrefix("Foundation"), networkingTypeNames.contains(fragment.spelling) {
              mocked.usesNetworkingTypes = true
            }
          }
        }
      }
      if !section.requirements.isEmpty { mocked.sections.append(section) }
    }
    let requirements = mocked.sections.flatMap(\.requirements)
    if let named = requirements.first(where: { $0.baseName == "mockName" }) {
      throw .init(
        reason: """
          its member `\(named.signature)` has the name of the mock's own `mockName`, the name its \
          failure messages show, which a mock cannot override; rename the member, or write this \
          mock by hand
          """)
    }
    return mocked
  }

  /// Why no double answers `signature`, whose return type `type` cannot be copied.
  static func noncopyableResultReason(_ signature: String, _ type: String) -> String {
    """
    its member `\(signature)` returns `\(type)`, which cannot be copied (`~Copyable`), so a \
    double can neither keep an answer of it nor make one; write this double by hand
    """
  }

  /// `Item` and `Key` of `protocol Store<Item, Key>`.
  private static func primaryAssociatedTypeNames(of symbol: SymbolGraph.Symbol) -> [String] {
    let declaration = symbol.declaration
    guard let open = declaration.firstIndex(of: "<"), let close = declaration.firstIndex(of: ">")
    else { return [] }
    return declaration[declaration.index(after: open)..<close].split(separator: ",").map {
      SwiftSyntaxText.trimmed(String($0))
    }
  }

  /// The module a USR such as `s:20FoundationEssentials4DataV` names, if it
  /// names one: the standard library's own USRs (`s:Si`) name none.
  static func moduleName(ofUSR usr: String?) -> String? {
    guard let usr, usr.hasPrefix("s:") else { return nil }
    let rest = usr.dropFirst(2)
    let digits = rest.prefix(while: \.isNumber)
    guard let length = Int(digits), length > 0 else { return nil }
    let name = rest.dropFirst(digits.count).prefix(length)
    return name.count == length ? String(name) : nil
  }

  /// Types that Foundation declares on Apple platforms and FoundationNetworking on Linux.
  static let networkingTypeNames: Set<String> = [
    "CachedURLResponse", "HTTPCookie", "HTTPCookieStorage", "HTTPURLResponse",
    "URLAuthenticationChallenge", "URLCache", "URLCredential", "URLCredentialStorage",
    "URLProtectionSpace", "URLRequest", "URLResponse", "URLSession", "URLSessionConfiguration",
    "URLSessionDataTask", "URLSessionDownloadTask", "URLSessionStreamTask", "URLSessionTask",
    "URLSessionUploadTask", "URLSessionWebSocketTask",
  ]
}

// The static members and initializers a double leaves for its user to
// write, and why.
extension ProtocolReader {
  /// Why a double cannot implement a member of the type or an initializer.
  package enum LeftOutReason: String, Equatable, Sendable {
    /// A requirement of a kind the generator does not know.
    case unknownKind
    /// Its name is one of the static members the double's class has of
    /// its own (`expect`, `verify`, `reset`, …).
    case sharedName
    /// A class's method takes a parameter pack, which Swift lets no
    /// subclass override.
    case parameterPack
    /// A class's member returns a type that cannot be copied, whose value
    /// a double can neither keep as an answer nor make.
    case noncopyableResult
  }

  /// The names of the static members of `Mock`, `Stub` and `Spy` classes.
  static let staticSideNames: Set<String> = [
    "accept", "throwingAccept", "expect", "allow", "given", "verify", "reset", "calls",
    "received", "callCount", "verifyReceived", "create", "recorded",
  ]

  private static func reasonToLeaveOut(_ declaration: String) -> LeftOutReason? {
    let words = declaration.split(whereSeparator: { " (<:".contains($0) })
    let name = words.drop {
      ["static", "class", "func", "var", "mutating"].contains($0) || $0.hasPrefix("@")
    }
    .first
    if let name, staticSideNames.contains(String(name)) { return .sharedName }
    return nil
  }

  private static func leaveOut(
    _ member: SymbolGraph.Symbol, because reason: LeftOutReason, from mocked: inout MockedProtocol
  ) {
    let declaration = RequirementParser.tidied(member.declaration)
    guard !mocked.leftOut.contains(declaration) else { return }
    mocked.leftOut.append(declaration)
    mocked.leftOutReasons[declaration] = reason
  }
}
