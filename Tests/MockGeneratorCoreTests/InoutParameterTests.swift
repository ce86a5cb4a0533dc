import Testing

@testable import MockGeneratorCore

/// A member with an `inout` parameter matches the value it was given, hands
/// the test's answer an `InoutArgument` for it, and writes back what that
/// holds as it returns or throws.
struct InoutParameterTests {
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

  @Test func anInoutParameterIsMatchedByItsValueAndWrittenBack() throws {
    #expect(
      try members("func fill(_ buffer: inout [Int])") == [
        "  func fill(_ buffer: inout [Int]) {",
        "    let inoutBuffer = InoutArgument(buffer)",
        "    defer { buffer = inoutBuffer.value }",
        "    accept(checkArgs: [buffer], actionArgs: [inoutBuffer])",
        "  }",
      ])
  }

  @Test func aMemberThatReturnsReturnsTheCallWithItsEffects() throws {
    #expect(
      try members(
        "func parse(_ text: String, cursor: inout Int) async throws -> String", kind: .stub) == [
          "  func parse(_ text: String, cursor: inout Int) async throws -> String {",
          "    let inoutCursor = InoutArgument(cursor)",
          "    defer { cursor = inoutCursor.value }",
          "    return try await throwingAccept(checkArgs: [text, cursor], actionArgs: [inoutCursor])",
          "  }",
        ])
  }

  @Test func closuresAndBoxesAreActionArgumentsInTheirOrder() throws {
    #expect(
      try members("func each(_ body: (Int) -> Void, total: inout Int) -> Bool") == [
        "  func each(_ body: (Int) -> Void, total: inout Int) -> Bool {",
        "    let inoutTotal = InoutArgument(total)",
        "    defer { total = inoutTotal.value }",
        "    return withoutActuallyEscaping(body) { body in",
        "      accept(checkArgs: [total], actionArgs: [body, inoutTotal])",
        "    }",
        "  }",
      ])
    // A spy keeps no closure that must not escape, and still boxes the rest.
    #expect(
      try members("func each(_ body: (Int) -> Void, total: inout Int)", kind: .spy) == [
        "  func each(_ body: (Int) -> Void, total: inout Int) {",
        "    let inoutTotal = InoutArgument(total)",
        "    defer { total = inoutTotal.value }",
        "    accept(checkArgs: [total], actionArgs: [inoutTotal])",
        "  }",
      ])
  }

  @Test func anInoutClosureIsBoxedAndNotMatched() throws {
    #expect(
      try members("func swapHandler(_ handler: inout () -> Void)") == [
        "  func swapHandler(_ handler: inout () -> Void) {",
        "    let inoutHandler = InoutArgument(handler)",
        "    defer { handler = inoutHandler.value }",
        "    accept(checkArgs: [], actionArgs: [inoutHandler])",
        "  }",
      ])
  }

  @Test func aBoxIsNamedApartFromEveryParameter() throws {
    #expect(
      try members("func move(_ value: inout Int, inoutValue: Int, in: inout String)") == [
        "  func move(_ value: inout Int, inoutValue: Int, in: inout String) {",
        "    let inoutValue2 = InoutArgument(value)",
        "    defer { value = inoutValue2.value }",
        "    let inoutIn = InoutArgument(`in`)",
        "    defer { `in` = inoutIn.value }",
        "    accept(checkArgs: [value, inoutValue, `in`], actionArgs: [inoutValue2, inoutIn])",
        "  }",
      ])
  }

  @Test func aParameterIsInoutByItsModifierAlone() throws {
    let requirement = try RequirementParser.parse(
      .method,
      declaration: "func f(a: inout Int, b: @escaping (inout Int) -> Void, c: [Int])",
      droppingMainActor: false)
    #expect(requirement.parameters.map(\.isInout) == [true, false, false])
  }

  @Test func aSpyOverridesAProtocolsClearCallsAsAMockDoesReset() throws {
    #expect(
      try members("func clearCalls()", kind: .spy) == ["  override func clearCalls() { accept() }"])
    #expect(try members("func clearCalls()", kind: .stub) == ["  func clearCalls() { accept() }"])
    #expect(try members("func reset()", kind: .spy) == ["  override func reset() { accept() }"])
  }
}
