import Foundation
import MockGeneratorCore
import Testing

/// `--check` with the options each file's header records, the command it
/// prints to paste, `--kind`, and the failures it names.
struct GenerateCommandCheckTests {
  let folder: TemporaryFolder

  init() throws {
    folder = try .withGraph(of: [
      ("Greeter", "wave()", "func wave()"), ("Session", "task()", "func task() -> Int"),
    ])
  }

  func run(_ arguments: String...) -> GenerateCommand.Outcome {
    GenerateCommand.run(
      ["--symbol-graph-dir", "Graph", "--target", "App", "--output", "Mocks"] + arguments,
      in: folder.url)
  }

  @Test func aCheckWithNoOptionsUsesThoseTheHeadersRecord() throws {
    #expect(run("--protocol", "Session", "--default", "Int=(1 + 2)").status == .success)
    #expect(
      run("--check")
        == .init(status: .success, output: ["1 mock in Mocks up to date."], errors: []))

    try folder.write(
      try folder.contents(of: "Mocks/MockSession.swift") + "// edited\n",
      to: "Mocks/MockSession.swift")
    #expect(
      run("--check")
        == .init(
          status: .outOfDate, output: [],
          errors: [
            "error: Mocks/MockSession.swift is out of date",
            "Regenerate the mocks with: swift package --allow-writing-to-package-directory generate-mocks --target App --output Mocks --protocol Session --default 'Int=(1 + 2)'",
          ]))
  }

  @Test func thePrintedCommandRegeneratesWhatTheCheckFound() throws {
    #expect(run("--protocol", "Session", "--default", "Int=(1 + 2)").status == .success)
    let generated = try folder.contents(of: "Mocks/MockSession.swift")
    try folder.write(generated + "// edited\n", to: "Mocks/MockSession.swift")
    let printed = try #require(run("--check").errors.last?.components(separatedBy: ": ").last)
    let words = shellWords(printed)
    #expect(
      words.prefix(4) == [
        "swift", "package", "--allow-writing-to-package-directory", "generate-mocks",
      ])

    let pasted = GenerateCommand.run(
      ["--symbol-graph-dir", "Graph"] + words.dropFirst(4), in: folder.url)
    #expect(pasted.status == .success)
    #expect(try folder.contents(of: "Mocks/MockSession.swift") == generated)
  }

  @Test func eachSetOfRecordedOptionsIsCheckedOnItsOwn() throws {
    #expect(run("--protocol", "Greeter").status == .success)
    #expect(run("--protocol", "Session", "--kind", "stub").status == .success)
    #expect(try folder.fileNames(in: "Mocks") == ["MockGreeter.swift", "StubSession.swift"])
    #expect(
      run("--check")
        == .init(
          status: .success, output: ["1 mock and 1 stub in Mocks up to date."], errors: []))
    try FileManager.default.removeItem(
      at: folder.url.appendingPathComponent("Mocks/MockGreeter.swift"))
    #expect(
      run("--check")
        == .init(
          status: .success, output: ["1 stub in Mocks up to date."], errors: []))
  }

  @Test func aKindReplacesOrRemovesOnlyItsOwnFiles() throws {
    #expect(run().status == .success)
    #expect(
      run("--kind", "spy")
        == .init(
          status: .success,
          output: [
            "Mocks/SpyGreeter.swift: written", "Mocks/SpySession.swift: written",
            "2 spies in Mocks, 2 changed.",
          ], errors: []))
    #expect(
      try folder.fileNames(in: "Mocks") == [
        "MockGreeter.swift", "MockSession.swift", "SpyGreeter.swift", "SpySession.swift",
      ])
    #expect(run("--check", "--kind", "spy").status == .success)
    #expect(run("--check").output == ["2 mocks and 2 spies in Mocks up to date."])
  }

  @Test func anUnknownKindIsAUsageError() {
    #expect(
      run("--kind", "fake")
        == .init(
          status: .usage, output: [],
          errors: [
            "error: --kind fake is not one of mock, stub and spy\n\n\(GenerateCommand.usage)"
          ]
        ))
  }

  @Test func aFolderItCannotWriteIsNamedWithTheCommandThatAllowsIt() throws {
    try folder.write("not a folder\n", to: "Mocks")
    let outcome = run("--protocol", "Greeter")
    #expect(outcome.status == .failure)
    #expect(outcome.output == [])
    let error = try #require(outcome.errors.last)
    #expect(error.hasPrefix("error: cannot write Mocks/MockGreeter.swift ("))
    #expect(
      error.hasSuffix(
        "). When the plugin may not write to the package, allow it: swift package --allow-writing-to-package-directory generate-mocks --target App --output Mocks --protocol Greeter"
      ))
  }

  @Test func aBuildLogIsReportedInsteadOfGenerating() throws {
    try folder.write(
      """
      Building for debugging...
      \(folder.url.path)/Sources/App/Store.swift:3:5: error: cannot find 'x' in scope
      \u{1B}[1m\(folder.url.path)/Sources/App/Store.swift:9:1: error: expected '}'\u{1B}[0m
      """, to: "build.log")
    #expect(
      GenerateCommand.run(["--target", "App", "--build-log", "build.log"], in: folder.url)
        == .init(
          status: .failure, output: [],
          errors: [
            "error: App does not compile, so its protocols cannot be read to generate its mocks. The compiler's first errors:",
            "  Sources/App/Store.swift:3:5: error: cannot find 'x' in scope",
            "  Sources/App/Store.swift:9:1: error: expected '}'",
          ]))
  }

  /// `text` split into words as a shell splits the quoting the command prints.
  func shellWords(_ text: String) -> [String] {
    var words: [String] = []
    var word = ""
    var isQuoted = false
    for character in text {
      if character == "'" {
        isQuoted.toggle()
      } else if character == " ", !isQuoted {
        words.append(word)
        word = ""
      } else {
        word.append(character)
      }
    }
    return words + [word]
  }
}

struct BuildLogTests {
  @Test func theFirstErrorsAreShownOnceEachAndTheRestCounted() {
    let errors = (1...7).map { "/p/Sources/A.swift:\($0):1: error: problem \($0)" }
    let log = (errors + [errors[0], "/p/Sources/A.swift:1:1: warning: not shown"])
      .joined(separator: "\n")
    #expect(
      BuildLog.report(log, targetName: "App", packageDirectory: "/p") == [
        "error: App does not compile, so its protocols cannot be read to generate its mocks. The compiler's first errors:",
        "  Sources/A.swift:1:1: error: problem 1",
        "  Sources/A.swift:2:1: error: problem 2",
        "  Sources/A.swift:3:1: error: problem 3",
        "  Sources/A.swift:4:1: error: problem 4",
        "  Sources/A.swift:5:1: error: problem 5",
        "  … and 2 more",
      ])
  }

  @Test func aLogWithNoCompilerErrorIsShownByItsLastLines() {
    let log = "Building for debugging...\n\nerror: link command failed\n"
    #expect(
      BuildLog.report(log, targetName: "App", packageDirectory: "/p") == [
        "error: App does not compile, so its protocols cannot be read to generate its mocks. The end of the build log:",
        "  Building for debugging...",
        "  error: link command failed",
      ])
  }
}
