import Testing

@testable import MockGeneratorCore

/// `borrowing` and `consuming` parameters, whose type may be `~Copyable`,
/// are handed on through `recorded(_:)`; a parameter pack, with `repeat each`.
struct OwnershipAndPackTests {
  /// The members of the double of `kind` of a protocol `P` with the member
  /// `declaration`, without the file's header and class.
  func members(_ declaration: String, kind: DoubleKind = .mock) throws -> [String] {
    let requirement = try RequirementParser.parse(
      .method, declaration: declaration, droppingMainActor: false)
    let mocked = MockedProtocol(
      name: "P", sections: [.init(protocolName: "P", requirements: [requirement])])
    let file = MockRenderer(
      moduleName: "M", command: ["swift"], makesPublicMocks: false, kind: kind
    ).render(mocked)
    let lines = file.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let opening = try #require(lines.firstIndex { $0.hasPrefix("final class ") })
    return Array(lines[(opening + 1)..<(lines.count - 2)])
  }

  @Test func aBorrowingOrConsumingParameterIsHandedOnThroughRecorded() throws {
    #expect(
      try members("func lend(_ name: borrowing String)") == [
        "  func lend(_ name: borrowing String) { accept(recorded(name)) }"
      ])
    #expect(
      try members("func take(_ token: consuming Token, count: Int) throws -> Int") == [
        "  func take(_ token: consuming Token, count: Int) throws -> Int {",
        "    try throwingAccept(recorded(token), count)",
        "  }",
      ])
    #expect(
      try members("func inspect<T>(_ value: borrowing T) where T: ~Copyable", kind: .spy) == [
        "  func inspect<T>(_ value: borrowing T) where T: ~Copyable { accept(recorded(value)) }"
      ])
  }

  @Test func aBorrowedArgumentBesideAClosureIsChecked() throws {
    #expect(
      try members("func send(_ token: borrowing Token, completion: @escaping () -> Void)") == [
        "  func send(_ token: borrowing Token, completion: @escaping () -> Void) {",
        "    accept(checkArgs: [recorded(token)], actionArgs: [completion])",
        "  }",
      ])
  }

  @Test func theOwnershipOfAParameterIsReadFromItsModifiers() throws {
    let requirement = try RequirementParser.parse(
      .method,
      declaration:
        "func f(a: borrowing Int, b: consuming String, c: @escaping (borrowing Int) -> Void, d: Int)",
      droppingMainActor: false)
    #expect(requirement.parameters.map(\.isBorrowedOrConsumed) == [true, true, false, false])
    #expect(requirement.parameters.map(\.isClosure) == [false, false, true, false])
  }

  @Test func aPacksValuesAreHandedOnEachAsAnArgument() throws {
    #expect(
      try members("func log<each T>(_ values: repeat each T)") == [
        "  func log<each T>(_ values: repeat each T) { accept(repeat each values) }"
      ])
    #expect(
      try members("func sum<each T>(_ first: Int, _ rest: repeat each T) async throws -> Int") == [
        "  func sum<each T>(_ first: Int, _ rest: repeat each T) async throws -> Int {",
        "    try await throwingAccept(first, repeat each rest)",
        "  }",
      ])
  }

  @Test func aPackBesideAClosureIsCheckedAsOneTuple() throws {
    #expect(
      try members("func send<each T>(_ values: repeat each T, completion: @escaping () -> Void)")
        == [
          "  func send<each T>(_ values: repeat each T, completion: @escaping () -> Void) {",
          "    accept(checkArgs: [(repeat each values)], actionArgs: [completion])",
          "  }",
        ])
  }

  @Test func anActorHandsOnAPackAndABorrowedValue() {
    var builder = GraphBuilder()
    builder.addProtocol("Journal", refining: [("s:ScA", "_Concurrency.Actor")])
    builder.addMember(
      "swift.method", "log(_:)", of: "Journal", "func log<each T>(_ values: repeat each T)")
    builder.addMember(
      "swift.method", "keep(_:)", of: "Journal", "func keep(_ token: borrowing Token)")
    let file =
      MockGeneration.generate(builder.graph, .init(targetName: "App", outputPath: "Mocks"))
      .files["MockJournal.swift"] ?? ""
    #expect(
      file.contains(
        "  func log<each T>(_ values: repeat each T) { mock.log(repeat each values) }"))
    #expect(file.contains("  func keep(_ token: borrowing Token) { mock.keep(token) }"))
    #expect(
      file.contains(
        "    func log<each T>(_ values: repeat each T) { accept(repeat each values) }"))
    #expect(file.contains("    func keep(_ token: borrowing Token) { accept(recorded(token)) }"))
  }
}
