import Foundation
import Testing

@testable import MockGeneratorCore

/// Types that cannot be copied, which the symbol graph does not tell, read
/// from their declarations: a protocol member that returns one gets no
/// double, and a note; an `inout` parameter of one is handed on as a
/// stand-in.
struct NoncopyableTypeTests {
  /// Whether the type declared in `source`, whose name begins at `line` and
  /// `character`, suppresses `Copyable`.
  private func suppresses(_ source: String, line: Int = 0, character: Int = 7) -> Bool {
    SymbolGraph.suppressesCopyable(
      source.split(separator: "\n", omittingEmptySubsequences: false), line: line,
      character: character)
  }

  @Test func aDeclarationThatListsNoncopyableAmongItsProtocolsIsRead() {
    #expect(suppresses("struct Token: ~Copyable {"))
    #expect(suppresses("struct Token: Sendable, ~Copyable {}", character: 0))
    #expect(suppresses("public enum Step: ~Swift.Copyable { case one }", character: 12))
    #expect(
      suppresses("let a = 1\nstruct Token:\n  Sendable, // what it is\n  ~Copyable\n{", line: 1))
    #expect(suppresses("struct Box<T: ~Copyable>: ~Copyable where T: Sendable {"))
  }

  @Test func aDeclarationThatDoesNotListNoncopyableIsNotTakenForOne() {
    #expect(!suppresses("struct Plain: Equatable {"))
    #expect(!suppresses("struct Plain {"))
    #expect(!suppresses("struct Box<T: ~Copyable> {"))
    #expect(!suppresses("struct Box<T>: Sendable where T: ~Copyable {"))
    #expect(!suppresses("struct Token /* : ~Copyable */ {"))
    #expect(!suppresses("struct Token: Sendable // ~Copyable\n{"))
    #expect(!suppresses("struct Token: ~Copyable {", line: 3))
  }

  /// A graph of module `App` whose struct `Token` is declared in
  /// `file:///App/Token.swift` at line 1, character 7.
  private func graphWithToken() -> SymbolGraph {
    var token = SymbolGraph.Symbol(
      kind: "swift.struct", precise: "s:3App5TokenV", pathComponents: ["Token"],
      accessLevel: "internal", declarationFragments: [.init("text", "struct Token")])
    token.location = .init(uri: "file:///App/Token.swift", line: 1, character: 7)
    return SymbolGraph(module: .init(name: "App"), symbols: [token], relationships: [])
  }

  @Test func theGraphIsMarkedFromTheSourceAtEachTypesLocationAndSavedWithoutIt() throws {
    var read: [String] = []
    let marked = graphWithToken().markingNoncopyableTypes { url in
      read.append(url.path)
      return "// A token.\nstruct Token: ~Copyable {}\n"
    }
    #expect(read == ["/App/Token.swift"])
    #expect(marked.symbols[0].noncopyable == true)
    let saved = String(decoding: try marked.encoded(), as: UTF8.self)
    #expect(saved.contains("\"noncopyable\" : true"))
    #expect(!saved.contains("location") && !saved.contains("/App/Token.swift"))
    let decoded = try SymbolGraph.decode(Data(saved.utf8))
    #expect(decoded.symbols[0].noncopyable == true && decoded.symbols[0].location == nil)
  }

  @Test func aTypeWhoseSourceCannotBeReadIsTakenForOneThatCanBeCopied() {
    let marked = graphWithToken().markingNoncopyableTypes { _ in nil }
    #expect(marked.symbols[0].noncopyable == nil)
  }

  /// A graph of a protocol `P` with the member `name`, whose declaration
  /// is `head`, the type `Token`, then `tail`; `Token` is marked as a type
  /// that cannot be copied, and with `isConditionallyCopyable`, as a generic
  /// one that can be where its parameter can.
  private func protocolGraph(
    _ kind: String, _ name: String, _ head: String, _ tail: String,
    isConditionallyCopyable: Bool = false
  ) -> SymbolGraph {
    var builder = GraphBuilder()
    builder.addProtocol("P")
    builder.addMember(
      kind, name, of: "P",
      [.init("text", head), .init("typeIdentifier", "Token", "s:3App5TokenV"), .init("text", tail)])
    var token = SymbolGraph.Symbol(
      kind: "swift.struct", precise: "s:3App5TokenV", pathComponents: ["Token"],
      accessLevel: "internal", declarationFragments: [.init("text", "struct Token")])
    token.noncopyable = true
    builder.symbols.append(token)
    if isConditionallyCopyable {
      builder.relationships.append(
        .init(kind: "conformsTo", source: "s:3App5TokenV", target: "s:s8CopyableP"))
    }
    return builder.graph
  }

  @Test func aProtocolWhoseMemberReturnsANoncopyableTypeGetsANoteAndNoDouble() {
    let shapes = [
      ("swift.method", "issue()", "func issue() -> ", "", "func issue() -> Token", "Token"),
      (
        "swift.method", "find()", "func find() async -> ", "?", "func find() async -> Token?",
        "Token?"
      ),
      ("swift.property", "current", "var current: ", " { get }", "var current: Token", "Token"),
    ]
    for (kind, name, head, tail, signature, type) in shapes {
      let graph = protocolGraph(kind, name, head, tail)
      let notes = MockGeneration.generate(graph, .init(targetName: "App", outputPath: "Mocks"))
      #expect(notes.files.isEmpty)
      let reason = """
        no mock for P: its member `\(signature)` returns `\(type)`, which cannot be copied \
        (`~Copyable`), so a double can neither keep an answer of it nor make one; write this \
        double by hand
        """
      #expect(notes.notes == [reason] && notes.errors.isEmpty)
      let named = MockGeneration.generate(
        graph, .init(targetName: "App", outputPath: "Mocks", protocolNames: ["P"]))
      #expect(named.errors == [reason] && named.files.isEmpty)
    }
  }

  @Test func anInoutParameterOfANoncopyableTypeIsHandedOnAsAStandIn() {
    let graph = protocolGraph(
      "swift.method", "punch(_:count:)", "func punch(_ ticket: inout ", ", count: Int)")
    let result = MockGeneration.generate(graph, .init(targetName: "App", outputPath: "Mocks"))
    #expect(
      result.files["MockP.swift"]?.contains(
        "  func punch(_ ticket: inout Token, count: Int) { accept(recorded(ticket), count) }\n")
        == true)
    #expect(result.notes.isEmpty && result.errors.isEmpty)
  }

  @Test func aGenericTypeThatIsCopyableWhereItsParameterIsIsTakenForACopyableOne() {
    let graph = protocolGraph(
      "swift.method", "issue()", "func issue() -> ", "<Int>", isConditionallyCopyable: true)
    let result = MockGeneration.generate(graph, .init(targetName: "App", outputPath: "Mocks"))
    #expect(
      result.files["MockP.swift"]?.contains("  func issue() -> Token<Int> { accept() }") == true)
    #expect(result.notes.isEmpty && result.errors.isEmpty)
  }

  @Test func theStandardLibrarysNoncopyableTypesAreKnown() {
    var builder = GraphBuilder()
    builder.addProtocol("P")
    builder.addMember(
      "swift.method", "lock()", of: "P",
      [
        .init("text", "func lock() -> "),
        .init("typeIdentifier", "Mutex", "s:15Synchronization5MutexV"), .init("text", "<Int>"),
      ])
    let result = MockGeneration.generate(
      builder.graph, .init(targetName: "App", outputPath: "Mocks"))
    #expect(result.files.isEmpty)
    #expect(result.notes.count == 1 && result.notes[0].hasPrefix("no mock for P: its member"))
  }
}
