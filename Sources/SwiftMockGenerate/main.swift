import Foundation
import MockGeneratorCore

// SwiftMockGenerate: writes a mock per protocol of a module, from the
// module's symbol graph. The generate-mocks command plugin runs it; it also
// runs on its own, on a folder that swift-symbolgraph-extract wrote.

let usage = """
  USAGE: swift run SwiftMockGenerate --symbol-graph-dir <dir> --output <dir> [options]

  Writes a SwiftMock mock, Mock<P>, for each protocol of a module, one file per protocol.

  OPTIONS:
    --symbol-graph-dir <dir>  The folder that holds the module's <Module>.symbols.json.
    --module <name>           The module whose protocols to mock (default: the folder's only one).
    --target <name>           The target's name in the regenerate command (default: the module).
    --output <dir>            The folder to write the mocks into.
    --protocol <name>         Mock only this protocol; repeat it for several (default: all).
    --default <Type=expression>  What members returning Type return when a test gave
                              nothing, for a type with no default value; repeatable.
    --public                  Make the mocks of public protocols public.
    --check                   Write nothing; fail, naming each file, if any is out of date.
    --save-symbol-graph <file>  Also save the parts of the symbol graph the mocks come from.
    --help                    Show this help.
  """

/// The command line, read.
struct Options {
  var symbolGraphDirectory: String?
  var moduleName: String?
  var targetName: String?
  var output: String?
  var protocolNames: [String] = []
  var makesPublicMocks = false
  var defaults: [String] = []
  var checks = false
  var savedSymbolGraph: String?
  var showsHelp = false

  init(_ arguments: [String]) throws {
    var remaining = arguments[...]
    func value(for option: String) throws -> String {
      guard let value = remaining.popFirst() else { throw UsageError("\(option) needs a value") }
      return value
    }
    while let argument = remaining.popFirst() {
      switch argument {
      case "--symbol-graph-dir": symbolGraphDirectory = try value(for: argument)
      case "--module": moduleName = try value(for: argument)
      case "--target": targetName = try value(for: argument)
      case "--output": output = try value(for: argument)
      case "--protocol": protocolNames.append(try value(for: argument))
      case "--default": defaults.append(try value(for: argument))
      case "--public": makesPublicMocks = true
      case "--check": checks = true
      case "--save-symbol-graph": savedSymbolGraph = try value(for: argument)
      case "--help", "-h": showsHelp = true
      default: throw UsageError("unknown argument \(argument)")
      }
    }
  }
}

struct UsageError: Error {
  var message: String
  init(_ message: String) { self.message = message }
}

func printError(_ message: String) {
  FileHandle.standardError.write(Data((message + "\n").utf8))
}

/// Reads the module's symbol graph file from `directory`.
func loadGraph(in directory: URL, moduleName: String?) throws -> SymbolGraph {
  let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    .filter { $0.hasSuffix(".symbols.json") && !$0.contains("@") }
  let fileName: String
  if let moduleName {
    fileName = moduleName + ".symbols.json"
  } else if names.count == 1 {
    fileName = names[0]
  } else {
    throw UsageError(
      "\(directory.path) holds \(names.count) module symbol graphs; name one with --module")
  }
  return try SymbolGraph.decode(Data(contentsOf: directory.appendingPathComponent(fileName)))
}

/// The generated files already in `directory`, by name.
func existingFiles(in directory: URL) -> [String: String] {
  let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
  var files: [String: String] = [:]
  for name in names where name.hasSuffix(".swift") {
    files[name] = try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
  }
  return files
}

func run() throws -> Int32 {
  let options = try Options(Array(CommandLine.arguments.dropFirst()))
  if options.showsHelp {
    print(usage)
    return 0
  }
  guard let directory = options.symbolGraphDirectory, let output = options.output else {
    throw UsageError("--symbol-graph-dir and --output are required")
  }
  let graph = try loadGraph(in: URL(fileURLWithPath: directory), moduleName: options.moduleName)
  if let saved = options.savedSymbolGraph {
    try graph.encoded().write(to: URL(fileURLWithPath: saved))
  }
  let request = MockGeneration.Request(
    targetName: options.targetName ?? graph.module.name, outputPath: output,
    protocolNames: options.protocolNames, makesPublicMocks: options.makesPublicMocks,
    defaults: options.defaults)
  let result = MockGeneration.generate(graph, request)
  for note in result.notes { printError("note: \(note)") }
  for error in result.errors { printError("error: \(error)") }
  if !result.errors.isEmpty { return 1 }

  let outputURL = URL(fileURLWithPath: output)
  let changes = OutputFolder.changes(
    generated: result.files, existing: existingFiles(in: outputURL))
  if options.checks {
    for change in changes { printError("error: \(output)/\(change)") }
    if !changes.isEmpty {
      printError("Regenerate the mocks with: \(request.command.joined(separator: " "))")
      return 1
    }
    print("\(counted(result.files.count)) in \(output) up to date.")
    return 0
  }
  try FileManager.default.createDirectory(at: outputURL, withIntermediateDirectories: true)
  for change in changes {
    let file = outputURL.appendingPathComponent(change.fileName)
    if let contents = result.files[change.fileName] {
      try Data(contents.utf8).write(to: file)
    } else {
      try FileManager.default.removeItem(at: file)
    }
    print("\(output)/\(change.fileName): \(describe(change))")
  }
  print("\(counted(result.files.count)) in \(output), \(changes.count) changed.")
  return 0
}

/// `1 mock`, `2 mocks`.
func counted(_ count: Int) -> String {
  count == 1 ? "1 mock" : "\(count) mocks"
}

func describe(_ change: OutputFolder.Change) -> String {
  switch change {
  case .missing: "written"
  case .outOfDate: "updated"
  case .noLongerGenerated: "removed"
  }
}

do {
  exit(try run())
} catch let error as UsageError {
  printError("error: \(error.message)\n\n\(usage)")
  exit(64)
} catch {
  printError("error: \(error)")
  exit(1)
}
