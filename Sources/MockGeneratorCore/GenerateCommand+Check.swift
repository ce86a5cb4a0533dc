// `--check`: compares the output folder with what generating would write,
// with the options given, or else with those each file's header records.
extension GenerateCommand {
  /// What `--check` compares the output folder with: the options given, or
  /// when none are, those each generated file's header records, one request
  /// for each set of options found.
  static func checkedRequests(
    _ options: Options, targetName: String, moduleName: String, existing: [String: String]
  ) throws -> [MockGeneration.Request] {
    let given = options.request(targetName: targetName)
    guard !options.hasGenerationOptions else { return [given] }
    let folder = OutputFolder.Owner(
      moduleName: moduleName, targetName: targetName, outputPath: given.outputPath)
    var recorded: [[String]] = []
    for (name, contents) in existing.sorted(by: { $0.key < $1.key }) {
      guard let header = GeneratedHeader(reading: contents), folder.sharesFolder(with: header),
        !recorded.contains(header.options)
      else { continue }
      guard (try? Options(header.options)) != nil else {
        throw CommandError("\(given.outputPath)/\(name) records options this command cannot read")
      }
      recorded.append(header.options)
    }
    guard !recorded.isEmpty else { return [given] }
    return try recorded.map { words in
      var request = try Options(words).request(targetName: targetName)
      request.outputPath = given.outputPath
      return request
    }
  }

  /// Compares the output folder with what each request generates, and
  /// prints the command that regenerates each set that differs.
  static func check(
    _ graph: SymbolGraph, _ requests: [MockGeneration.Request], existing: [String: String],
    reporting outcome: inout Outcome
  ) -> ExitStatus {
    var status = ExitStatus.success
    var counts: [String] = []
    for request in requests {
      let result = MockGeneration.generate(graph, request)
      outcome.errors += result.notes.map { "note: \($0)" }
      outcome.errors += result.errors.map { "error: \($0)" }
      if !result.errors.isEmpty {
        status = .failure
        continue
      }
      counts.append(counted(result.files.count, request.kind))
      let plan = OutputFolder.plan(
        generated: result.files, existing: existing, owner: owner(of: request, graph),
        removesStale: request.protocolNames.isEmpty)
      outcome.errors += plan.conflicts.map { "error: \(request.outputPath)/\($0)" }
      outcome.errors += plan.changes.map { "error: \(request.outputPath)/\($0)" }
      if !plan.conflicts.isEmpty {
        status = .failure
      } else if !plan.changes.isEmpty {
        outcome.errors.append(
          "Regenerate the mocks with: \(ShellWords.line(request.command))")
        if status == .success { status = .outOfDate }
      }
    }
    if status == .success, let output = requests.first?.outputPath {
      outcome.output.append("\(counts.joined(separator: " and ")) in \(output) up to date.")
    }
    return status
  }
}
