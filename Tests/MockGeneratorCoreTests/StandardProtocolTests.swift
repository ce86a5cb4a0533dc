import Testing

@testable import MockGeneratorCore

/// Protocols that refine the standard library's `Equatable`, `Hashable`,
/// `Identifiable`, `CustomStringConvertible` and
/// `CustomDebugStringConvertible`: the double has their requirements, mocked
/// or met by its identity; another protocol of the standard library is
/// named in a note.
struct StandardProtocolTests {
  static let equatable = (usr: "s:SQ", name: "Swift.Equatable")
  static let hashable = (usr: "s:SH", name: "Swift.Hashable")
  static let identifiable = (usr: "s:s12IdentifiableP", name: "Swift.Identifiable")
  static let described = (
    usr: "s:s23CustomStringConvertibleP", name: "Swift.CustomStringConvertible"
  )

  /// What the generator writes of a protocol `Item` that refines
  /// `parents` and declares `members`, from the class's doc comment on.
  func double(
    refining parents: [(usr: String, name: String)], _ declaration: String? = nil,
    members: [(name: String, declaration: String)] = [("open()", "func open()")],
    kind: DoubleKind = .mock, makesPublicMocks: Bool = false
  ) -> (body: String, result: MockGeneration.Result) {
    var builder = GraphBuilder()
    builder.addProtocol(
      "Item", declaration, access: makesPublicMocks ? "public" : "internal", refining: parents)
    for member in members {
      let kind = member.declaration.hasPrefix("var") ? "swift.property" : "swift.method"
      builder.addMember(kind, member.name, of: "Item", member.declaration)
    }
    let result = MockGeneration.generate(
      builder.graph,
      .init(
        targetName: "App", outputPath: "Mocks", makesPublicMocks: makesPublicMocks, kind: kind))
    let file = result.files["\(kind.baseClass)Item.swift"] ?? ""
    let body = file.range(of: "\n/// ").map { String(file[file.index(after: $0.lowerBound)...]) }
    return (body ?? "", result)
  }

  @Test func anEquatableProtocolsDoubleEqualsOnlyItself() {
    let (body, result) = double(refining: [Self.equatable])
    #expect(result.notes == [] && result.errors == [])
    #expect(
      body == """
        /// A mock of `Item`: set what it expects with `expect`, then `verify()`.
        final class MockItem: Mock<any Item>, Item {
          func open() { accept() }

          // Equatable: a mock equals only itself.
          static func == (lhs: MockItem, rhs: MockItem) -> Bool { lhs === rhs }
        }

        """)
  }

  @Test func aHashableProtocolsDoubleHashesByItsIdentity() {
    let (body, _) = double(refining: [Self.hashable, Self.equatable], kind: .stub)
    #expect(
      body == """
        /// A stub of `Item`: give it answers with `given`; it never fails a test.
        final class StubItem: Stub<any Item>, Item {
          func open() { accept() }

          // Hashable: a stub equals only itself, and hashes by its identity.
          static func == (lhs: StubItem, rhs: StubItem) -> Bool { lhs === rhs }
          func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
        }

        """)
  }

  @Test func onTheMainActorTheStandardMembersAreNonisolated() {
    let (body, _) = double(
      refining: [Self.hashable, Self.described], "@MainActor public protocol Item",
      makesPublicMocks: true)
    #expect(
      body == """
        /// A mock of `Item`: set what it expects with `expect`, then `verify()`.
        @MainActor public final class MockItem: Mock<any Item>, Item {
          public func open() { accept() }

          // CustomStringConvertible
          public nonisolated var description: String { accept() }

          // Hashable: a mock equals only itself, and hashes by its identity.
          public nonisolated static func == (lhs: MockItem, rhs: MockItem) -> Bool { lhs === rhs }
          public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
        }

        """)
  }

  @Test func anIdentifiableProtocolsDoubleIsIdentifiedByItsIdentity() {
    let (body, _) = double(refining: [Self.identifiable])
    #expect(
      body == """
        /// A mock of `Item`: set what it expects with `expect`, then `verify()`.
        final class MockItem: Mock<any Item>, Item {
          func open() { accept() }

          // Identifiable: `id` is the mock's identity, `ObjectIdentifier(self)`.
        }

        """)
  }

  @Test func anIdentifierWhoseTypeTheProtocolFixesIsMocked() {
    let (fixed, _) = double(
      refining: [Self.identifiable], "protocol Item : Identifiable where Self.ID == String")
    #expect(
      fixed == """
        /// A mock of `Item`: set what it expects with `expect`, then `verify()`.
        final class MockItem: Mock<any Item>, Item {
          func open() { accept() }

          // Identifiable
          var id: String { accept() }
        }

        """)
    let (restated, _) = double(
      refining: [Self.identifiable], members: [("id", "var id: Int { get }")])
    #expect(
      restated == """
        /// A mock of `Item`: set what it expects with `expect`, then `verify()`.
        final class MockItem: Mock<any Item>, Item {
          var id: Int { accept() }
        }

        """)
  }

  @Test func aDescriptionIsAMockedMemberImplementedOnce() {
    let (body, _) = double(refining: [Self.described])
    #expect(
      body == """
        /// A mock of `Item`: set what it expects with `expect`, then `verify()`.
        final class MockItem: Mock<Item>, Item {
          func open() { accept() }

          // CustomStringConvertible
          var description: String { accept() }
        }

        """)
    let (restated, _) = double(
      refining: [Self.described], members: [("description", "var description: String { get }")])
    #expect(
      restated == """
        /// A mock of `Item`: set what it expects with `expect`, then `verify()`.
        final class MockItem: Mock<Item>, Item {
          var description: String { accept() }
        }

        """)
  }

  @Test func anotherStandardProtocolIsNamedInTheNote() {
    let (body, result) = double(refining: [("s:SL", "Swift.Comparable")])
    #expect(body == "")
    #expect(
      result.notes == [
        "no mock for Item: it refines Swift.Comparable, which is declared in another module, so its requirements are not in this module's symbol graph (of the standard library's, the generator knows those of Equatable, Hashable, Identifiable, CustomStringConvertible and CustomDebugStringConvertible); write this mock by hand"
      ])
  }

  @Test func anActorsDoubleOfAStandardProtocolIsLeftToWriteByHand() {
    let (body, result) = double(
      refining: [("s:ScA", "_Concurrency.Actor"), Self.equatable], kind: .spy)
    #expect(body == "")
    #expect(
      result.notes == [
        "no spy for Item: it refines both Actor and Equatable, whose requirements the double of an actor does not implement; write this spy by hand"
      ])
  }
}
