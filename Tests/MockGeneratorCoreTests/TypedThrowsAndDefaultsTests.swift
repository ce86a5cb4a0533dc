import Testing

@testable import MockGeneratorCore

/// Members with a typed `throws(E)`, and members whose return type has no
/// default value, which get a note on how to answer them.
struct TypedThrowsAndDefaultsTests {
  /// The members of the mock of a protocol `P` with `declarations`, read
  /// from a symbol graph whose module also declares the types named in
  /// `types`, each as `(name, kind, conformances)`.
  func members(
    _ declarations: [(kind: String, text: String)],
    types: [(name: String, kind: String, conformances: [String])] = [],
    kind: DoubleKind = .mock, defaults: [String] = []
  ) -> String {
    var builder = GraphBuilder()
    builder.addProtocol("P")
    for (position, declaration) in declarations.enumerated() {
      builder.addMember(
        declaration.kind, "member\(position)", of: "P", fragments(declaration.text, types))
    }
    for type in types {
      let usr = "s:3App\(type.name.count)\(type.name)V"
      builder.symbols.append(
        .init(
          kind: type.kind, precise: usr, pathComponents: [type.name], accessLevel: "internal",
          declarationFragments: [.init("text", "struct \(type.name)")]))
      for conformance in type.conformances {
        builder.relationships.append(.init(kind: "conformsTo", source: usr, target: conformance))
      }
    }
    let file =
      MockGeneration.generate(
        builder.graph,
        .init(targetName: "App", outputPath: "Mocks", defaults: defaults, kind: kind)
      ).files.values.first ?? ""
    let lines = file.split(separator: "\n", omittingEmptySubsequences: false)
    return lines.drop { !$0.hasPrefix("final class") }.dropFirst().dropLast(2)
      .joined(separator: "\n")
  }

  /// `text` as a symbol graph writes it: each name in `types` a type
  /// identifier with its USR, the rest text.
  func fragments(
    _ text: String, _ types: [(name: String, kind: String, conformances: [String])]
  ) -> [SymbolGraph.Fragment] {
    var fragments: [SymbolGraph.Fragment] = []
    var rest = Substring(text)
    while let type = types.compactMap({ type in rest.range(of: type.name).map { (type, $0) } })
      .min(by: { $0.1.lowerBound < $1.1.lowerBound })
    {
      fragments.append(.init("text", String(rest[..<type.1.lowerBound])))
      fragments.append(
        .init("typeIdentifier", type.0.name, "s:3App\(type.0.name.count)\(type.0.name)V"))
      rest = rest[type.1.upperBound...]
    }
    fragments.append(.init("text", String(rest)))
    return fragments
  }

  @Test func aTypedThrowsMemberNamesItsErrorTypeToThrowingAccept() {
    #expect(
      members([
        ("swift.method", "func load() throws(LoadError) -> Int"),
        (
          "swift.method",
          "func save(_ value: Int, done: @escaping () -> Void) async throws(LoadError)"
        ),
        ("swift.property", "var token: String { get async throws(LoadError) }"),
      ]) == """
          func load() throws(LoadError) -> Int { try throwingAccept(errorType: LoadError.self) }
          func save(_ value: Int, done: @escaping () -> Void) async throws(LoadError) {
            try await throwingAccept(checkArgs: [value], actionArgs: [done], errorType: LoadError.self)
          }
          var token: String {
            get async throws(LoadError) { try await throwingAccept(errorType: LoadError.self) }
          }
        """)
  }

  @Test func aTypedThrowsMembersErrorTypeComesBeforeItsDefault() {
    #expect(
      members(
        [("swift.method", "func task() throws(LoadError) -> Task")],
        types: [("Task", "swift.class", [])], defaults: ["Task=Task()"]) == """
            func task() throws(LoadError) -> Task {
              try throwingAccept(errorType: LoadError.self, default: Task())
            }
          """)
  }

  @Test func aReturnTypeWithNoDefaultGetsANoteOnHowToAnswerIt() {
    #expect(
      members(
        [
          ("swift.method", "func forecast(for day: Int) -> Forecast"),
          ("swift.method", "func latest() throws -> Forecast"),
          ("swift.method", "func typed() throws(LoadError) -> Forecast"),
        ], types: [("Forecast", "swift.struct", ["s:SQ"])]) == """
            // `forecast(for:)` returns `Forecast`, which has no default value unless the tests make it
            // Defaultable: then each expect and allow of it needs .returning(…), and a call with no answer
            // gets one built from its fields' defaults, or stops the test run if `Forecast` cannot be built.
            // Or give it one with --default 'Forecast=…'.
            func forecast(for day: Int) -> Forecast { accept(day) }
            // `latest()` returns `Forecast`, which has no default value unless the tests make it Defaultable:
            // then each expect and allow of it needs .returning(…), as a call with no answer throws a
            // MockError. Or give it one with --default 'Forecast=…'.
            func latest() throws -> Forecast { try throwingAccept() }
            // `typed()` returns `Forecast`, which has no default value unless the tests make it Defaultable:
            // then each expect and allow of it needs .returning(…), and a call with no answer gets one built
            // from its fields' defaults, or stops the test run if `Forecast` cannot be built. Or give it one
            // with --default 'Forecast=…'.
            func typed() throws(LoadError) -> Forecast { try throwingAccept(errorType: LoadError.self) }
          """)
  }

  @Test func aStubsNoteNamesGivenAndADefaultLeavesNoNote() {
    let declarations = [("swift.property", "var today: Forecast { get }")]
    let types = [(name: "Forecast", kind: "swift.struct", conformances: [String]())]
    #expect(
      members(declarations, types: types, kind: .stub) == """
          // `today` returns `Forecast`, which has no default value unless the tests make it Defaultable:
          // then each given of it needs .returning(…), and a call with no answer gets one built from its
          // fields' defaults, or stops the test run if `Forecast` cannot be built. Or give it one with
          // --default 'Forecast=…'.
          var today: Forecast { accept() }
        """)
    #expect(
      members(declarations, types: types, defaults: ["Forecast=.sunny"]) == """
          var today: Forecast { accept(default: .sunny) }
        """)
  }

  @Test func onlyTypesKnownToHaveNoDefaultGetANote() {
    let declared = members(
      [
        ("swift.method", "func pair() -> (Int, String)"),
        ("swift.method", "func handler() -> (Int) -> Void"),
        ("swift.method", "func any() -> any Error"),
        ("swift.method", "func optional() -> Forecast?"),
        ("swift.method", "func list() -> [Forecast]"),
        ("swift.method", "func kind() -> Kind"),
        ("swift.method", "func money() -> Money"),
        ("swift.method", "func generic<T>() -> T"),
        ("swift.method", "func date() -> Date"),
      ],
      types: [
        ("Forecast", "swift.struct", []),
        ("Kind", "swift.enum", ["s:s12CaseIterableP"]),
        ("Money", "swift.struct", ["s:s18AdditiveArithmeticP"]),
      ])
    let noted = declared.split(separator: "\n").filter { $0.contains("` returns `") }
      .map { $0.split(separator: "`")[1] }
    #expect(noted == ["pair()", "handler()", "any()"])
  }
}
