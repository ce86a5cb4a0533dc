import Foundation
import MockGeneratorCore
import Testing

/// The generator run on a saved symbol graph of the fixture module gives,
/// byte for byte, the mocks committed in MockGenerationFixtureTests/Mocks,
/// which that target compiles and tests.
///
/// After changing the fixture's protocols, regenerate both: the mocks with
/// the command in their header, and the saved graph with
/// `swift run SwiftMockGenerate --symbol-graph-dir <the folder the plugin
/// used> --output Tests/MockGenerationFixtureTests/Mocks --check
/// --save-symbol-graph Tests/Fixtures/MockGenerationFixture.symbols.json`.
struct GoldenFileTests {
  static let testsFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
  static let mocksFolder = testsFolder.appendingPathComponent("MockGenerationFixtureTests/Mocks")

  @Test func theFixturesGraphGivesTheCommittedMocks() throws {
    let graphURL = Self.testsFolder.appendingPathComponent(
      "Fixtures/MockGenerationFixture.symbols.json")
    let graph = try SymbolGraph.decode(Data(contentsOf: graphURL))
    let result = MockGeneration.generate(
      graph,
      .init(
        targetName: "MockGenerationFixture", outputPath: "Tests/MockGenerationFixtureTests/Mocks"))

    let committedNames = try FileManager.default.contentsOfDirectory(atPath: Self.mocksFolder.path)
    #expect(result.files.keys.sorted() == committedNames.sorted())
    for (name, generated) in result.files.sorted(by: { $0.key < $1.key }) {
      let committed = try String(
        contentsOf: Self.mocksFolder.appendingPathComponent(name), encoding: .utf8)
      if let difference = firstDifference(expected: committed, actual: generated) {
        Issue.record("\(name) differs from the committed file:\n\(difference)")
      }
    }
    #expect(result.errors == [])
    #expect(
      result.notes == [
        "MockInspector's `func verify()`, from Inspector, hides the mock's own `verify`: `mock.verify()` calls the protocol's member, which answers as a mocked call and verifies nothing. Call the mock's own through its base class, which has only its own: `(mock as Mock<Inspector>).verify()`",
        "MockInspector's `func expect(_ value: Int) -> Bool`, from Inspector, overloads the mock's own `expect`: `mock.expect { $0.… }` still calls the mock's own unless the protocol's member can take that block; to be sure of the mock's own, call it through its base class, which has only its own: `(mock as Mock<Inspector>).expect { $0.… }`",
        "MockInspector's `func allow(_ name: String)`, from Inspector, overloads the mock's own `allow`: `mock.allow { $0.… }` still calls the mock's own unless the protocol's member can take that block; to be sure of the mock's own, call it through its base class, which has only its own: `(mock as Mock<Inspector>).allow { $0.… }`",
        "MockInspector's `func given(_ name: String)`, from Inspector, would overload a stub's own `given`, should a copy of this mock become a Stub or a Spy: to be sure of the stub's own, call it through its base class, which has only its own: `(stub as Stub<Inspector>).given { $0.… }`",
        "MockInspector's `func create() -> Int`, from Inspector, overloads the mock's own class method `create`: `mock.create(…)` calls the protocol's member, and `MockInspector.create()`, like `MockInspector()`, still makes a mock",
        "no mock for Titled: its member `var mockName: String` has the name of the mock's own `mockName`, the name its failure messages show, which a mock cannot override; rename the member, or write this mock by hand",
        "MockIdentified leaves `static var kind: String { get }` for you to write in an extension: a mock answers calls on an instance, not on its type",
        "no mock for Queue: its associated type Element is not a primary associated type, so a mock of `any Queue` could not be called with it; declare it as `protocol Queue<Element>` or write this mock by hand",
      ])
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
