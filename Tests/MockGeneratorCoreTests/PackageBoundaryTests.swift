import Foundation
import MockGeneratorCore
import Testing

/// SwiftMockGenerate writes and removes files only inside the package
/// directory it runs in: an output folder or a file that leads out of it, as
/// written or through a symbolic link, is refused, and nothing is written.
struct PackageBoundaryTests {
  let package: TemporaryFolder
  /// A folder beside the package, which the command must never write in.
  let outside: TemporaryFolder

  init() throws {
    package = try .withGraph(of: [("Greeter", "wave()", "func wave()")])
    outside = try TemporaryFolder()
  }

  func run(_ arguments: String...) -> GenerateCommand.Outcome {
    GenerateCommand.run(["--symbol-graph-dir", "Graph"] + arguments, in: package.url)
  }

  func refusal(_ message: String) -> GenerateCommand.Outcome {
    .init(status: .failure, output: [], errors: ["error: " + message])
  }

  var outsidePath: String { outside.url.resolvingSymlinksInPath().path }

  func makeLink(at path: String, to destination: String) throws {
    try FileManager.default.createDirectory(
      at: package.url.appendingPathComponent(path).deletingLastPathComponent(),
      withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: package.url.appendingPathComponent(path).path, withDestinationPath: destination)
  }

  @Test func anOutputFolderAboveThePackageIsRefused() throws {
    let name = outside.url.lastPathComponent
    #expect(
      run("--output", "../\(name)/Mocks")
        == refusal(
          """
          --output ../\(name)/Mocks is outside the package directory \(package.url.path); the \
          generator writes only inside the package, so nothing was written
          """))
    #expect(
      run("--output", "Tests/../../\(name)")
        == refusal(
          """
          --output Tests/../../\(name) is outside the package directory \(package.url.path); the \
          generator writes only inside the package, so nothing was written
          """))
    #expect(try outside.fileNames(in: "") == [])
  }

  @Test func anAbsoluteOutputFolderOutsideThePackageIsRefused() throws {
    let output = outside.url.appendingPathComponent("Mocks").path
    #expect(
      run("--output", output)
        == refusal(
          """
          --output \(output) is outside the package directory \(package.url.path); the \
          generator writes only inside the package, so nothing was written
          """))
    #expect(try outside.fileNames(in: "") == [])
  }

  @Test func anAbsoluteOutputFolderInsideThePackageIsWritten() throws {
    let output = package.url.appendingPathComponent("Tests/Mocks").path
    #expect(run("--output", output).status == .success)
    #expect(try package.fileNames(in: "Tests/Mocks") == ["MockGreeter.swift"])
  }

  @Test func anOutputFolderThatLeadsOutThroughASymbolicLinkIsRefused() throws {
    try makeLink(at: "Tests/Shared", to: outside.url.path)
    #expect(
      run("--output", "Tests/Shared/Mocks")
        == refusal(
          """
          --output Tests/Shared/Mocks leads through a symbolic link to \(outsidePath)/Mocks, \
          which is outside the package directory \(package.url.path); the generator writes only \
          inside the package, so nothing was written
          """))
    #expect(run("--output", "Tests/Shared/Mocks", "--check").status == .failure)
    #expect(try outside.fileNames(in: "") == [])
  }

  @Test func aSymbolicLinkThatStaysInThePackageIsFollowed() throws {
    try FileManager.default.createDirectory(
      at: package.url.appendingPathComponent("Tests/Real"), withIntermediateDirectories: true)
    try makeLink(at: "Tests/Mocks", to: "Real")
    #expect(run("--output", "Tests/Mocks").status == .success)
    #expect(try package.fileNames(in: "Tests/Real") == ["MockGreeter.swift"])
  }

  @Test func aMockFileThatLinksOutOfThePackageIsNotWrittenThrough() throws {
    #expect(run("--output", "Mocks").status == .success)
    let generated = try package.contents(of: "Mocks/MockGreeter.swift")
    let stale = generated + "// an older version\n"
    try outside.write(stale, to: "MockGreeter.swift")
    try FileManager.default.removeItem(
      at: package.url.appendingPathComponent("Mocks/MockGreeter.swift"))
    try makeLink(
      at: "Mocks/MockGreeter.swift",
      to: outside.url.appendingPathComponent("MockGreeter.swift").path)

    #expect(
      run("--output", "Mocks")
        == refusal(
          """
          Mocks/MockGreeter.swift leads through a symbolic link to \(outsidePath)/MockGreeter.swift, \
          which is outside the package directory \(package.url.path); the generator writes only \
          inside the package, so nothing was written
          """))
    #expect(try outside.contents(of: "MockGreeter.swift") == stale)
  }

  @Test func aStaleMockThatLinksOutOfThePackageIsNotRemoved() throws {
    #expect(run("--output", "Mocks").status == .success)
    let gone = try package.contents(of: "Mocks/MockGreeter.swift")
      .replacingOccurrences(of: "Greeter", with: "Gone")
    try outside.write(gone, to: "MockGone.swift")
    try makeLink(
      at: "Mocks/MockGone.swift", to: outside.url.appendingPathComponent("MockGone.swift").path)

    #expect(
      run("--output", "Mocks")
        == refusal(
          """
          Mocks/MockGone.swift leads through a symbolic link to \(outsidePath)/MockGone.swift, \
          which is outside the package directory \(package.url.path); the generator writes only \
          inside the package, so nothing was written
          """))
    #expect(try package.fileNames(in: "Mocks") == ["MockGone.swift", "MockGreeter.swift"])
    #expect(try outside.contents(of: "MockGone.swift") == gone)
  }

  @Test func aSavedSymbolGraphOutsideThePackageIsRefused() throws {
    let saved = "../\(outside.url.lastPathComponent)/graph.json"
    #expect(
      run("--output", "Mocks", "--save-symbol-graph", saved)
        == refusal(
          """
          --save-symbol-graph \(saved) is outside the package directory \(package.url.path); the \
          generator writes only inside the package, so nothing was written
          """))
    #expect(try outside.fileNames(in: "") == [])
  }

  @Test func aLoopOfSymbolicLinksIsRefused() throws {
    try makeLink(at: "Tests/A", to: "B")
    try makeLink(at: "Tests/B", to: "A")
    #expect(
      run("--output", "Tests/A/Mocks")
        == refusal(
          """
          --output Tests/A/Mocks leads through too many symbolic links to tell where it is; the \
          generator writes only inside the package directory \(package.url.path), so nothing was \
          written
          """))
  }
}
