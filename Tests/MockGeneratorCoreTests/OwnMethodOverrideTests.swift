import Testing

@testable import MockGeneratorCore

/// A protocol's own `reset()`, or in a spy, `clearCalls()`: the double
/// overrides its own method of that name, which neither throws nor suspends,
/// and a note says what a member with effects becomes.
struct OwnMethodOverrideTests {
  /// What the generator makes of a protocol `Resetting` with `declaration`
  /// and `func load() -> Int`, as a double of `kind`.
  func generate(_ declaration: String, kind: DoubleKind = .mock, actor: Bool = false)
    -> MockGeneration.Result
  {
    var builder = GraphBuilder()
    builder.addProtocol("Resetting", refining: actor ? [("s:ScA", "_Concurrency.Actor")] : [])
    builder.addMember("swift.method", "reset()", of: "Resetting", declaration)
    builder.addMember("swift.method", "load()", of: "Resetting", "func load() -> Int")
    return MockGeneration.generate(
      builder.graph, .init(targetName: "App", outputPath: "Mocks", kind: kind))
  }

  /// The lines of `file` from its class's opening to its end.
  func body(_ file: String?) -> String {
    guard let file, let opening = file.range(of: "final class ") else { return "" }
    return String(file[opening.lowerBound...])
  }

  @Test func aThrowingResetIsOverriddenWithoutItsEffectAndNoted() {
    let result = generate("func reset() throws")
    #expect(
      body(result.files["MockResetting.swift"]) == """
        final class MockResetting: Mock<Resetting>, Resetting {
          override func reset() { accept() }
          func load() -> Int { accept() }
        }

        """)
    #expect(
      result.notes == [
        "MockResetting's `func reset() throws`, from Resetting, overrides the mock's own `reset()`, which neither throws nor suspends, so it is `override func reset()`, without `throws`: a test expects and verifies its calls as any other's, but cannot make one throw"
      ])
    #expect(result.errors == [])
  }

  @Test func everyEffectIsNamedInTheNote() {
    let result = generate("func reset() async throws(ResetError)", kind: .stub)
    #expect(
      body(result.files["StubResetting.swift"]) == """
        final class StubResetting: Stub<Resetting>, Resetting {
          override func reset() { accept() }
          func load() -> Int { accept() }
        }

        """)
    #expect(
      result.notes == [
        "StubResetting's `func reset() async throws(ResetError)`, from Resetting, overrides the stub's own `reset()`, which neither throws nor suspends, so it is `override func reset()`, without `async throws(ResetError)`: a test expects and verifies its calls as any other's, but cannot make one throw"
      ])
    #expect(
      generate("func reset() async").notes == [
        "MockResetting's `func reset() async`, from Resetting, overrides the mock's own `reset()`, which neither throws nor suspends, so it is `override func reset()`, without `async`: a test expects and verifies its calls as any other's"
      ])
  }

  @Test func aPlainResetIsOverriddenWithoutANote() {
    let result = generate("func reset()", kind: .spy)
    #expect(
      body(result.files["SpyResetting.swift"]).contains("  override func reset() { accept() }"))
    #expect(result.notes == [])
  }

  @Test func aSpysThrowingClearCallsIsOverriddenToo() {
    var builder = GraphBuilder()
    builder.addProtocol("Log")
    builder.addMember("swift.method", "clearCalls()", of: "Log", "func clearCalls() throws")
    let spy = MockGeneration.generate(
      builder.graph, .init(targetName: "App", outputPath: "Mocks", kind: .spy))
    #expect(
      body(spy.files["SpyLog.swift"]) == """
        final class SpyLog: Spy<Log>, Log {
          override func clearCalls() { accept() }
        }

        """)
    #expect(
      spy.notes == [
        "SpyLog's `func clearCalls() throws`, from Log, overrides the spy's own `clearCalls()`, which neither throws nor suspends, so it is `override func clearCalls()`, without `throws`: a test expects and verifies its calls as any other's, but cannot make one throw"
      ])
    let mock = MockGeneration.generate(
      builder.graph, .init(targetName: "App", outputPath: "Mocks"))
    #expect(body(mock.files["MockLog.swift"]).contains("  func clearCalls() throws {"))
    #expect(mock.notes == [])
  }

  @Test func aResetThatTakesArgumentsOrReturnsIsNotAnOverride() {
    #expect(
      body(generate("func reset(to value: Int) throws").files["MockResetting.swift"])
        .contains("  func reset(to value: Int) throws { try throwingAccept(value) }"))
    #expect(
      body(generate("func reset() -> Bool").files["MockResetting.swift"])
        .contains("  func reset() -> Bool { accept() }"))
  }

  @Test func aResetThatReturnsAValueIsNotedAsAnOverloadThatHidesTheDoublesOwn() {
    #expect(
      generate("func reset() -> Bool").notes == [
        "MockResetting's `func reset() -> Bool`, from Resetting, overloads the mock's own `reset()` by its return type: `mock.reset()` calls the protocol's member, which answers as a mocked call and forgets nothing. Call the mock's own through its base class, which has only its own: `(mock as Mock<Resetting>).reset()`"
      ])
    var builder = GraphBuilder()
    builder.addProtocol("Log")
    builder.addMember("swift.method", "clearCalls()", of: "Log", "func clearCalls() -> Int")
    let spy = MockGeneration.generate(
      builder.graph, .init(targetName: "App", outputPath: "Mocks", kind: .spy))
    #expect(
      spy.notes == [
        "SpyLog's `func clearCalls() -> Int`, from Log, overloads the spy's own `clearCalls()` by its return type: `spy.clearCalls()` calls the protocol's member, which answers as a mocked call and forgets nothing. Call the spy's own through its base class, which has only its own: `(spy as Spy<Log>).clearCalls()`"
      ])
    let mock = MockGeneration.generate(
      builder.graph, .init(targetName: "App", outputPath: "Mocks"))
    #expect(mock.notes == [])
  }

  @Test func anActorsThrowingResetHandsOnTheCallWithoutTry() {
    let result = generate("func reset() throws", actor: true)
    let file = result.files["MockResetting.swift"] ?? ""
    #expect(file.contains("  func reset() throws { mock.reset() }"))
    #expect(file.contains("    override func reset() { accept() }"))
  }
}
