import Foundation

/// The `SwiftMockGenerate` command, which the generate-mocks plugin runs:
/// reads a module's symbol graph, and writes its mocks or checks them.
package enum GenerateCommand {
  /// How the command ends; the plugin tells its user why by it.
  package enum ExitStatus: Int32, Sendable {
    /// The mocks were written, or with `--check`, are up to date.
    case success = 0
    /// An error the messages name; not fixed by regenerating.
    case failure = 1
    /// With `--check`: regenerating would change the output folder.
    case outOfDate = 2
    /// The command line is wrong.
    case usage = 64
  }

  /// What a run printed, and how it ended.
  package struct Outcome: Equatable, Sendable {
    package var status: ExitStatus
    /// The lines for standard output: what was written, or that all is up to date.
    package var output: [String]
    /// The lines for standard error: notes and errors.
    package var errors: [String]

    package init(status: ExitStatus, output: [String], errors: [String]) {
      self.status = status
      self.output = output
      self.errors = errors
    }
  }

  /// Runs the command with `arguments`, its relative paths read from `directory`.
  package static func run(_ arguments: [String], in directory: URL) -> Outcome {
    var outcome = Outcome(status: .success, output: [], errors: [])
    do {
      outcome.status = try run(arguments, in: directory, reporting: &outcome)
    } catch let error as UsageError {
      outcome.errors.append("error: \(error.message)\n\n\(usage)")
      outcome.status = .usage
    } catch {
      outcome.errors.append("error: \(error)")
      outcome.status = .failure
    }
    return outcome
  }

  private static func run(
    _ arguments: [String], in directory: URL, reporting outcome: inout Outcome
  ) throws -> ExitStatus {
    let options = try Options(arguments)
    if options.showsHelp {
      outcome.output.append(usage)
      return .success
    }
    if let buildLog = options.buildLog {
      let logData = try Data(contentsOf: URL(fileURLWithPath: buildLog, relativeTo: directory))
      let log = String(decoding: logData, as: UTF8.self)
      outcome.errors += BuildLog.report(
        log, targetName: options.targetName ?? options.moduleName ?? "The target",
        packageDirectory: directory.path)
      return .failure
    }
    guard let graphFolder = options.symbolGraphDirectory, let output = options.output else {
      throw UsageError("--symbol-graph-dir and --output are required")
    }
    let boundary = PackageBoundary(directory)
    try boundary.check(output, as: "--output \(output)")
    if let saved = options.savedSymbolGraph {
      try boundary.check(saved, as: "--save-symbol-graph \(saved)")
    }
    // The graph does not say which types cannot be copied; their
    // declarations, in the files it names, do.
    let graph = try loadGraph(
      in: URL(fileURLWithPath: graphFolder, relativeTo: directory), moduleName: options.moduleName
    ).markingNoncopyableTypes { try? String(contentsOf: $0, encoding: .utf8) }
    if let saved = options.savedSymbolGraph {
      try graph.encoded().write(to: URL(fileURLWithPath: saved, relativeTo: directory))
    }
    let outputURL = URL(fileURLWithPath: output, relativeTo: directory)
    let existing = try existingFiles(in: outputURL)
    let targetName = options.targetName ?? graph.module.name
    if options.checks {
      let requests = try checkedRequests(
        options, targetName: targetName, moduleName: graph.module.name, existing: existing)
      return check(graph, requests, existing: existing, reporting: &outcome)
    }
    let request = options.request(targetName: targetName)
    let result = MockGeneration.generate(graph, request)
    outcome.errors += result.notes.map { "note: \($0)" }
    outcome.errors += result.errors.map { "error: \($0)" }
    if !result.errors.isEmpty { return .failure }
    let plan = OutputFolder.plan(
      generated: result.files, existing: existing, owner: owner(of: request, graph),
      removesStale: request.protocolNames.isEmpty)
    outcome.errors += plan.conflicts.map { "error: \(output)/\($0)" }
    if !plan.conflicts.isEmpty {
      outcome.errors.append("Nothing was written.")
      return .failure
    }
    // A file in the folder may be a symbolic link that leads out of it.
    for change in plan.changes {
      let path = "\(output)/\(change.fileName)"
      try boundary.check(path, as: path)
    }
    try write(plan, result.files, to: outputURL, request, reporting: &outcome)
    outcome.output.append(
      "\(counted(result.files.count, request.kind)) in \(output), \(plan.changes.count) changed.")
    return .success
  }

  static func owner(
    of request: MockGeneration.Request, _ graph: SymbolGraph
  ) -> OutputFolder.Owner {
    OutputFolder.Owner(
      moduleName: graph.module.name, targetName: request.targetName,
      outputPath: request.outputPath, kind: request.kind)
  }

  /// Writes and removes the files `plan` changes, or fails naming the file
  /// it could not write and the permission the plugin may lack.
  private static func write(
    _ plan: OutputFolder.Plan, _ files: [String: String], to folder: URL,
    _ request: MockGeneration.Request, reporting outcome: inout Outcome
  ) throws {
    for change in plan.changes {
      let path = "\(request.outputPath)/\(change.fileName)"
      do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent(change.fileName)
        if let contents = files[change.fileName] {
          try Data(contents.utf8).write(to: file)
        } else {
          try FileManager.default.removeItem(at: file)
        }
      } catch {
        throw CommandError(
          """
          cannot write \(path) (\(error.localizedDescription)). When the plugin may not write \
          to the package, allow it: \(ShellWords.line(request.command))
          """)
      }
      outcome.output.append("\(path): \(describe(change))")
    }
  }

  /// Reads the module's symbol graph file from `folder`.
  private static func loadGraph(in folder: URL, moduleName: String?) throws -> SymbolGraph {
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".symbols.json") && !$0.contains("@") }
    let fileName: String
    if let moduleName {
      fileName = moduleName + ".symbols.json"
    } else if names.count == 1 {
      fileName = names[0]
    } else {
      throw UsageError(
        "\(folder.path) holds \(names.count) module symbol graphs; name one with --module")
    }
    return try SymbolGraph.decode(Data(contentsOf: folder.appendingPathComponent(fileName)))
  }

  /// The Swift files already in `folder`, by name; none when there is no folder.
  private static func existingFiles(in folder: URL) throws -> [String: String] {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder),
      isFolder.boolValue
    else { return [:] }
    var files: [String: String] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path)
    where name.hasSuffix(".swift") {
      let file = folder.appendingPathComponent(name)
      guard FileManager.default.fileExists(atPath: file.path, isDirectory: &isFolder),
        !isFolder.boolValue
      else { continue }
      // Read whatever the bytes are, so that a file that is not UTF-8 is
      // still seen, and never taken for a missing one.
      files[name] = String(decoding: try Data(contentsOf: file), as: UTF8.self)
    }
    return files
  }

  /// `1 mock`, `2 mocks`; `2 stubs`, `2 spies`.
  static func counted(_ count: Int, _ kind: DoubleKind) -> String {
    guard count != 1 else { return "1 \(kind.rawValue)" }
    return "\(count) " + (kind == .spy ? "spies" : kind.rawValue + "s")
  }

  private static func describe(_ change: OutputFolder.Change) -> String {
    switch change {
    case .missing: "written"
    case .outOfDate: "updated"
    case .noLongerGenerated: "removed"
    }
  }

  /// A failure with its message, printed as it is.
  struct CommandError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }
}
