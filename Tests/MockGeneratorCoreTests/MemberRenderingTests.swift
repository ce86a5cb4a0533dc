import Testing

@testable import MockGeneratorCore

/// Each kind of member, rendered alone: the body a person writes for it.
struct MemberRenderingTests {
  func rendered(_ requirement: Requirement) -> [String] {
    let mocked = MockedProtocol(
      name: "P", sections: [.init(protocolName: "P", requirements: [requirement])])
    let lines = MockRenderer(moduleName: "M", command: ["swift"], makesPublicMocks: false)
      .render(mocked).split(separator: "\n").map(String.init)
    let start = lines.firstIndex { $0.hasPrefix("final class") }! + 1
    return Array(lines[start..<(lines.count - 1)])
  }

  @Test(arguments: [
    (false, false, "func f() { accept() }"),
    (false, true, "func f() { try throwingAccept() }"),
    (true, false, "func f() { await accept() }"),
    (true, true, "func f() { try await throwingAccept() }"),
  ])
  func effectsChooseTheAcceptCall(isAsync: Bool, isThrowing: Bool, expected: String) {
    let requirement = Requirement(
      kind: .method, baseName: "f", signature: "func f()", isAsync: isAsync,
      isThrowing: isThrowing)
    #expect(rendered(requirement) == ["  " + expected])
  }

  @Test func closuresAreActionArgumentsAndNonEscapingOnesAreWrapped() {
    let requirement = Requirement(
      kind: .method, baseName: "each",
      signature: "func each(of url: URL, _ body: (Data) -> Void) async",
      parameters: [.init(name: "url", type: "URL"), .init(name: "body", type: "(Data) -> Void")],
      isAsync: true)
    #expect(
      rendered(requirement) == [
        "  func each(of url: URL, _ body: (Data) -> Void) async {",
        "    await withoutActuallyEscaping(body) { body in",
        "      await accept(checkArgs: [url], actionArgs: [body])",
        "    }",
        "  }",
      ])
  }

  @Test func unnamedAndKeywordParametersArePassedOnByTheirNames() throws {
    let requirement = try RequirementParser.parse(
      .method, declaration: "func run(_: () -> Void, in: Int) -> Bool", droppingMainActor: false)
    #expect(
      rendered(requirement) == [
        "  func run(_ argument1: () -> Void, in: Int) -> Bool {",
        "    withoutActuallyEscaping(argument1) { argument1 in",
        "      accept(checkArgs: [`in`], actionArgs: [argument1])",
        "    }",
        "  }",
      ])
  }

  @Test(arguments: [
    (
      "func check(_ condition: @autoclosure () -> Bool)",
      "  func check(_ condition: @autoclosure () -> Bool) { accept(condition()) }"
    ),
    (
      "func need(_ value: @autoclosure () throws -> Int) rethrows",
      "  func need(_ value: @autoclosure () throws -> Int) rethrows { accept(try value()) }"
    ),
    (
      "func need(_ value: @autoclosure () throws -> Int) throws",
      "  func need(_ value: @autoclosure () throws -> Int) throws { try throwingAccept(value()) }"
    ),
    (
      "func peek(_ value: @autoclosure () throws -> Int)",
      "  func peek(_ value: @autoclosure () throws -> Int) { accept(try? value()) }"
    ),
    (
      "func wait(_ value: @autoclosure () async -> Int) async",
      "  func wait(_ value: @autoclosure () async -> Int) async { await accept(value()) }"
    ),
  ])
  func anAutoclosureIsCalledAndItsValueChecked(declaration: String, expected: String) throws {
    let requirement = try RequirementParser.parse(
      .method, declaration: declaration, droppingMainActor: false)
    #expect(rendered(requirement) == [expected])
  }

  @Test func anAsyncAutoclosureThatTheMemberCannotCallIsAnActionArgument() throws {
    let requirement = try RequirementParser.parse(
      .method, declaration: "func later(_ value: @autoclosure @escaping () async -> Int)",
      droppingMainActor: false)
    #expect(
      rendered(requirement) == [
        "  func later(_ value: @autoclosure @escaping () async -> Int) {",
        "    accept(checkArgs: [], actionArgs: [value])",
        "  }",
      ])
  }

  @Test func aReadOnlyPropertyIsAGetter() {
    let requirement = Requirement(
      kind: .property, baseName: "title", signature: "var title: String", returnsValue: true)
    #expect(rendered(requirement) == ["  var title: String { accept() }"])
  }

  @Test func aReadWritePropertyTellsItsSetterByNewValue() {
    let requirement = Requirement(
      kind: .property, baseName: "volume", signature: "var volume: Int", returnsValue: true,
      hasSetter: true)
    #expect(
      rendered(requirement) == [
        "  var volume: Int {",
        "    get { accept() }",
        "    set { accept(newValue) }",
        "  }",
      ])
  }

  @Test func anEffectfulGetterKeepsItsEffects() {
    let requirement = Requirement(
      kind: .property, baseName: "remote", signature: "var remote: Int", isAsync: true,
      isThrowing: true, returnsValue: true)
    #expect(
      rendered(requirement) == [
        "  var remote: Int {",
        "    get async throws { try await throwingAccept() }",
        "  }",
      ])
  }

  @Test func aSubscriptPassesItsParametersThenNewValue() {
    let requirement = Requirement(
      kind: .subscript, baseName: "subscript", signature: "subscript(key: String) -> Int",
      parameters: [.init(name: "key", type: "String")], returnsValue: true, hasSetter: true)
    #expect(
      rendered(requirement) == [
        "  subscript(key: String) -> Int {",
        "    get { accept(key) }",
        "    set { accept(key, newValue) }",
        "  }",
      ])
  }
}

/// `--default Type=expression`: the value members returning `Type` give
/// when a test gave none.
struct DefaultValueTests {
  @Test func aMemberReturningTheTypeGivesTheDefaultAndASetterDoesNot() {
    let mocked = MockedProtocol(
      name: "Session",
      sections: [
        .init(
          protocolName: "Session",
          requirements: [
            Requirement(
              kind: .method, baseName: "task", signature: "func task(for id: Int) -> Task",
              parameters: [.init(name: "id", type: "Int")], returnsValue: true,
              returnType: "Task"),
            Requirement(
              kind: .property, baseName: "current", signature: "var current: Task",
              returnsValue: true, returnType: "Task", hasSetter: true),
            Requirement(
              kind: .method, baseName: "count", signature: "func count() -> Int",
              returnsValue: true, returnType: "Int"),
          ])
      ])
    let rendered = MockRenderer(
      moduleName: "M", command: ["swift"], makesPublicMocks: false,
      defaults: ["Task": "DummyTask()"]
    ).render(mocked)
    #expect(
      rendered.hasSuffix(
        """
          func task(for id: Int) -> Task { accept(id, default: DummyTask()) }
          var current: Task {
            get { accept(default: DummyTask()) }
            set { accept(newValue) }
          }
          func count() -> Int { accept() }
        }

        """))
  }

  @Test func defaultsAreReadAndRepeatedInTheCommand() {
    let request = MockGeneration.Request(
      targetName: "App", outputPath: "Mocks", defaults: ["Task=DummyTask()", "Broken"])
    #expect(
      request.command.suffix(4) == ["--default", "Task=DummyTask()", "--default", "Broken"])
    var builder = GraphBuilder()
    builder.addProtocol("Greeter")
    let result = MockGeneration.generate(builder.graph, request)
    #expect(result.errors == ["--default Broken is not of the form Type=expression"])
  }
}
