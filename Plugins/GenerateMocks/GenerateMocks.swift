import Foundation
import PackagePlugin

/// `swift package generate-mocks`: writes a SwiftMock mock for each protocol
/// of a target, from the target's symbol graph.
@main
struct GenerateMocks: CommandPlugin {
  static let help = """
    USAGE: swift package --allow-writing-to-package-directory generate-mocks \\
             --target <target> --output <folder> [--kind mock|stub|spy] [--protocol <name> ...]
             [--default <Type=expression> ...] [--import <module> ...] [--public]
           swift package generate-mocks --check --target <target> --output <folder>

    Writes a SwiftMock test double, Mock<P> (or Stub<P>, or Spy<P>), for each protocol of a
    target, one file per protocol, from the symbol graph the toolchain makes of the target.
    Each file says it is generated, and how to regenerate it with the same options.
    Static members and initializers are written too, the double's final class standing for
    `Self`. The double of a protocol that refines Actor is an actor that hands the calls of
    its type to a class of their own, MockStore.Statics.expect { $0.make() }, and its own
    name stands for `Self`. Static members named like the double's own (expect, verify,
    reset and their kin) are left in a comment for you to write, each with a note that
    names it and says why.

    OPTIONS:
      --target <target>   The target whose protocols to mock, internal ones included.
      --output <folder>   The folder of the test target to write the mocks into, relative
                          to the package. It must be inside the package: a path outside it
                          (../elsewhere, /tmp/mocks), or one that leads out of it through a
                          symbolic link, is an error, and nothing is written.
      --kind <kind>       mock (the default), stub or spy: which double to write.
      --protocol <name>   Mock only this protocol; repeat it for several (default: every
                          protocol the generator can mock, with a note for each it skips).
                          Name a protocol nested in a type in full: Feature.Store. Other
                          files in the folder are then never removed.
      --default <Type=expression>
                          What members returning Type return when a test gave nothing,
                          for a type with no default value, such as
                          --default 'URLSessionDataTask=DummyDataTask()'; repeatable.
      --import <module>   Import this module in every mock too, such as the C or Objective-C
                          module of a type the protocols mention, which the symbol graph does
                          not name (a note says when it sees such a type); repeatable.
      --public            Make the mocks of public protocols public.
      --check             Write nothing; fail, naming each file that is missing, out of date
                          or no longer generated, and print the command that regenerates
                          them. For CI. It needs no permission to write, and no other option:
                          each file is checked with the options its header records.
      --help              Show this help.

    Writing the mocks needs --allow-writing-to-package-directory, which the macOS sandbox
    enforces. Only files that this command generated (their header names the same target,
    output folder and kind) are replaced or removed. A file of a mock's name that it did not
    generate is an error, and then nothing is written. A target that does not compile is an
    error too, shown with the compiler's first errors.

    It fails with "not up to date" only when --check finds a file to regenerate, and with
    "failed" for any other error, printed with it.
    """

  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    if extractor.extractFlag(named: "help") > 0 || extractor.extractFlag(named: "h") > 0 {
      print(Self.help)
      return
    }
    let targetNames = extractor.extractOption(named: "target")
    let outputs = extractor.extractOption(named: "output")
    let kinds = extractor.extractOption(named: "kind")
    let protocolNames = extractor.extractOption(named: "protocol")
    let defaults = extractor.extractOption(named: "default")
    let imports = extractor.extractOption(named: "import")
    let makesPublicMocks = extractor.extractFlag(named: "public") > 0
    let checks = extractor.extractFlag(named: "check") > 0
    let unknown = extractor.unextractedOptionsOrFlags + extractor.remainingArguments
    guard unknown.isEmpty else {
      throw GenerateMocksError("unknown arguments: \(unknown.joined(separator: " "))")
    }
    guard targetNames.count == 1, let targetName = targetNames.first,
      outputs.count == 1, let output = outputs.first, kinds.count <= 1
    else {
      throw GenerateMocksError("give one --target and one --output, and at most one --kind")
    }
    guard
      let target = try context.package.targets(named: [targetName]).first
        as? SourceModuleTarget
    else {
      throw GenerateMocksError("\(targetName) is not a Swift source target")
    }
    let tool = try context.tool(named: "SwiftMockGenerate")

    // A target that does not compile has no symbol graph to trust: show
    // why it does not, instead.
    let build = try packageManager.build(
      .target(targetName), parameters: .init(configuration: .debug, logging: .concise))
    guard build.succeeded else {
      let log = context.pluginWorkDirectoryURL.appendingPathComponent("\(targetName)-build.log")
      try Data(build.logText.utf8).write(to: log)
      try run(tool, ["--target", targetName, "--build-log", log.path], context, output)
      throw GenerateMocksError("\(targetName) does not compile")
    }

    let symbolGraph = try packageManager.getSymbolGraph(
      for: target, options: .init(minimumAccessLevel: .internal))
    var toolArguments = [
      "--symbol-graph-dir", symbolGraph.directoryURL.path,
      "--module", target.moduleName,
      "--target", targetName,
      "--output", output,
    ]
    for kind in kinds { toolArguments += ["--kind", kind] }
    for name in protocolNames { toolArguments += ["--protocol", name] }
    for entry in defaults { toolArguments += ["--default", entry] }
    for module in imports { toolArguments += ["--import", module] }
    if makesPublicMocks { toolArguments.append("--public") }
    if checks { toolArguments.append("--check") }
    try run(tool, toolArguments, context, output)
  }

  /// Runs SwiftMockGenerate in the package's folder, and throws what went
  /// wrong when it fails.
  private func run(
    _ tool: PluginContext.Tool, _ arguments: [String], _ context: PluginContext, _ output: String
  ) throws {
    let process = Process()
    process.executableURL = tool.url
    process.arguments = arguments
    process.currentDirectoryURL = context.package.directoryURL
    try process.run()
    process.waitUntilExit()
    if let failure = Self.failure(
      reason: process.terminationReason, status: process.terminationStatus, output: output)
    {
      throw GenerateMocksError(failure)
    }
  }

  /// What went wrong, told by how SwiftMockGenerate ended (see its
  /// `--help`), or `nil` when it succeeded.
  static func failure(
    reason: Process.TerminationReason, status: Int32, output: String
  ) -> String? {
    guard reason == .exit else {
      return "SwiftMockGenerate stopped on signal \(status)"
    }
    switch status {
    case 0: return nil
    case 2:
      return """
        the generated mocks in \(output) are not up to date: regenerate them with the command \
        printed
        """
    case 64: return "SwiftMockGenerate did not accept its arguments, as printed"
    default: return "generate-mocks failed with the errors printed"
    }
  }
}

/// A failure of the command, with what to do about it.
struct GenerateMocksError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
