import Foundation
import MockGeneratorCore
import Testing

/// The generator run on a saved symbol graph of the fixture module gives,
/// byte for byte, the doubles committed in MockGenerationFixtureTests: its
/// mocks in Mocks, and some of its stubs and spies in Stubs and Spies, which
/// that target compiles and tests; and so for the NameClashFixture module's
/// mocks and spies, in NameClashMocks and NameClashSpies.
///
/// After changing the fixture's protocols, regenerate them all: the doubles
/// with the command in their headers (`swift package generate-mocks --check
/// --target MockGenerationFixture --output <folder>` prints it), and the
/// saved graph with `swift run SwiftMockGenerate --symbol-graph-dir <the
/// folder the plugin used> --output Tests/MockGenerationFixtureTests/Mocks
/// --check --save-symbol-graph Tests/Fixtures/MockGenerationFixture.symbols.json`;
/// and the same for NameClashFixture.
struct GoldenFileTests {
  static let testsFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()

  static func generate(
    _ request: MockGeneration.Request, module: String = "MockGenerationFixture"
  ) throws -> MockGeneration.Result {
    let graphURL = testsFolder.appendingPathComponent("Fixtures/\(module).symbols.json")
    let graph = try SymbolGraph.decode(Data(contentsOf: graphURL))
    return MockGeneration.generate(graph, request)
  }

  /// Records an issue for each file of `result` that differs from the one
  /// committed in `folder`, and for each file only one of them has.
  static func expectCommitted(
    _ result: MockGeneration.Result, in folder: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let folderURL = testsFolder.appendingPathComponent(folder)
    let committedNames = try FileManager.default.contentsOfDirectory(atPath: folderURL.path)
    #expect(
      result.files.keys.sorted() == committedNames.sorted(), sourceLocation: sourceLocation)
    for (name, generated) in result.files.sorted(by: { $0.key < $1.key }) {
      let committed = try String(
        contentsOf: folderURL.appendingPathComponent(name), encoding: .utf8)
      if let difference = firstDifference(expected: committed, actual: generated) {
        Issue.record("\(name) differs from the committed file:\n\(difference)")
      }
    }
  }

  @Test func theFixturesGraphGivesTheCommittedMocks() throws {
    let result = try Self.generate(
      .init(
        targetName: "MockGenerationFixture", outputPath: "Tests/MockGenerationFixtureTests/Mocks"))
    try Self.expectCommitted(result, in: "MockGenerationFixtureTests/Mocks")
    #expect(result.errors == [])
    #expect(
      result.notes == [
        "MockRewinder's `func reset() throws`, from Rewinder, overrides the mock's own `reset()`, which neither throws nor suspends, so it is `override func reset()`, without `throws`: a test expects and verifies its calls as any other's, but cannot make one throw",
        "no mock for TicketOffice: its member `func issue() -> Ticket` returns `Ticket`, which cannot be copied (`~Copyable`), so a double can neither keep an answer of it nor make one; write this double by hand",
        "MockInspector's `func verify()`, from Inspector, hides the mock's own `verify`: `mock.verify()` calls the protocol's member, which answers as a mocked call and verifies nothing. Call the mock's own through its base class, which has only its own: `(mock as Mock<Inspector>).verify()`",
        "MockInspector's `func expect(_ value: Int) -> Bool`, from Inspector, overloads the mock's own `expect`: `mock.expect { $0.… }` still calls the mock's own unless the protocol's member can take that block; to be sure of the mock's own, call it through its base class, which has only its own: `(mock as Mock<Inspector>).expect { $0.… }`",
        "MockInspector's `func allow(_ name: String)`, from Inspector, overloads the mock's own `allow`: `mock.allow { $0.… }` still calls the mock's own unless the protocol's member can take that block; to be sure of the mock's own, call it through its base class, which has only its own: `(mock as Mock<Inspector>).allow { $0.… }`",
        "MockInspector's `func create() -> Int`, from Inspector, overloads the mock's own class method `create`: `mock.create(…)` calls the protocol's member, and `MockInspector.create()`, like `MockInspector()`, still makes a mock",
        "no mock for Titled: its member `var mockName: String` has the name of the mock's own `mockName`, the name its failure messages show, which a mock cannot override; rename the member, or write this mock by hand",
        "MockGauge does not override `func seal() -> Seal`, which runs Gauge's own: it returns a type that cannot be copied (`~Copyable`), so a mock can neither keep an answer of it nor make one",
        "MockGauge does not override `func count<each Value>(_ values: repeat each Value) -> Int`, which runs Gauge's own: Swift lets no subclass override a method that takes a parameter pack",
        "no mock for Box: it is a final class, which a test double cannot subclass; extract a protocol of what the code under test uses, and mock the protocol",
      ])
  }

  @Test func theFixturesGraphGivesTheCommittedStubsAndSpies() throws {
    let stubs = try Self.generate(
      .init(
        targetName: "MockGenerationFixture", outputPath: "Tests/MockGenerationFixtureTests/Stubs",
        protocolNames: [
          "Settings", "Keychain", "Weather", "Tokenizer", "Timekeeper", "Shape", "Gauge",
          "Store",
        ],
        defaults: ["Reading=Reading(value: -1)"], kind: .stub))
    try Self.expectCommitted(stubs, in: "MockGenerationFixtureTests/Stubs")
    #expect(stubs.errors == [])
    #expect(
      stubs.notes == [
        "StubGauge does not override `func seal() -> Seal`, which runs Gauge's own: it returns a type that cannot be copied (`~Copyable`), so a stub can neither keep an answer of it nor make one",
        "StubGauge does not override `func count<each Value>(_ values: repeat each Value) -> Int`, which runs Gauge's own: Swift lets no subclass override a method that takes a parameter pack",
      ])
    let spies = try Self.generate(
      .init(
        targetName: "MockGenerationFixture", outputPath: "Tests/MockGenerationFixtureTests/Spies",
        protocolNames: [
          "Recorder", "Greeter", "Store", "Tokenizer", "Timekeeper", "Shape", "Gauge",
        ],
        kind: .spy))
    try Self.expectCommitted(spies, in: "MockGenerationFixtureTests/Spies")
    #expect(spies.errors == [])
    #expect(
      spies.notes == [
        "SpyRecorder's `func received(_ message: String) -> Bool`, from Recorder, overloads the spy's own `received`: `spy.received { $0.… }` still calls the spy's own unless the protocol's member can take that block; to be sure of the spy's own, call it through its base class, which has only its own: `(spy as Spy<Recorder>).received { $0.… }`",
        "SpyRecorder's `func callCount() -> Int`, from Recorder, overloads the spy's own `callCount`: `spy.callCount { $0.… }` still calls the spy's own unless the protocol's member can take that block; to be sure of the spy's own, call it through its base class, which has only its own: `(spy as Spy<Recorder>).callCount { $0.… }`",
        "SpyRecorder's `func verifyReceived()`, from Recorder, overloads the spy's own `verifyReceived`: `spy.verifyReceived { $0.… }` still calls the spy's own unless the protocol's member can take that block; to be sure of the spy's own, call it through its base class, which has only its own: `(spy as Spy<Recorder>).verifyReceived { $0.… }`",
        "SpyRecorder's `func calls() -> [String]`, from Recorder, overloads the spy's own `calls`: `spy.calls { $0.… }` still calls the spy's own unless the protocol's member can take that block; to be sure of the spy's own, call it through its base class, which has only its own: `(spy as Spy<Recorder>).calls { $0.… }`",
        "SpyGauge does not override `func seal() -> Seal`, which runs Gauge's own: it returns a type that cannot be copied (`~Copyable`), so a spy can neither keep an answer of it nor make one",
        "SpyGauge does not override `func count<each Value>(_ values: repeat each Value) -> Int`, which runs Gauge's own: Swift lets no subclass override a method that takes a parameter pack",
      ])
  }

  @Test func theNameClashFixturesGraphGivesTheCommittedMocksAndSpies() throws {
    for (kind, folder) in [(DoubleKind.mock, "NameClashMocks"), (.spy, "NameClashSpies")] {
      let result = try Self.generate(
        .init(
          targetName: "NameClashFixture", outputPath: "Tests/MockGenerationFixtureTests/\(folder)",
          kind: kind),
        module: "NameClashFixture")
      try Self.expectCommitted(result, in: "MockGenerationFixtureTests/\(folder)")
      #expect(result.errors == [] && result.notes == [])
    }
  }

  @Test func aDifferenceIsShownAtItsLineWithItsNeighbours() {
    let difference = firstDifference(
      expected: "one\ntwo\nthree\nfour\n", actual: "one\ntwo\n3\nfour\n")
    #expect(
      difference == """
        line 3:
            two
          - three
          + 3
            four
        """)
    #expect(firstDifference(expected: "same\n", actual: "same\n") == nil)
  }
}

/// The first line where `actual` differs from `expected`, with a line on
/// either side, in the form of a unified diff; `nil` when they are equal.
func firstDifference(expected: String, actual: String) -> String? {
  guard expected != actual else { return nil }
  let expectedLines = expected.components(separatedBy: "\n")
  let actualLines = actual.components(separatedBy: "\n")
  var index = 0
  while index < min(expectedLines.count, actualLines.count),
    expectedLines[index] == actualLines[index]
  {
    index += 1
  }
  var lines = ["line \(index + 1):"]
  if index > 0 { lines.append("    " + expectedLines[index - 1]) }
  if index < expectedLines.count { lines.append("  - " + expectedLines[index]) }
  if index < actualLines.count { lines.append("  + " + actualLines[index]) }
  if index + 1 < expectedLines.count, index + 1 < actualLines.count,
    expectedLines[index + 1] == actualLines[index + 1]
  {
    lines.append("    " + expectedLines[index + 1])
  }
  return lines.joined(separator: "\n")
}
