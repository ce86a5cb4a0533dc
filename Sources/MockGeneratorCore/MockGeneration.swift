/// Turns a module's symbol graph into mock files: what the plugin and the
/// `SwiftMockGenerate` tool run.
package enum MockGeneration {
  /// What to generate.
  package struct Request: Sendable {
    /// The target whose protocols to mock, as the command names it.
    package var targetName: String
    /// The output folder, as the command names it.
    package var outputPath: String
    /// The protocols to mock; every protocol the generator can mock when empty.
    package var protocolNames: [String]
    /// Whether a public protocol's mock is public.
    package var makesPublicMocks: Bool
    /// The value a member returns when a test gave none, for return types
    /// with no default of their own, as `Type=expression`.
    package var defaults: [String]
    /// Modules every mock imports too, such as a C module whose types the
    /// protocols mention, which the symbol graph does not name.
    package var imports: [String]
    /// The kind of test double to write.
    package var kind: DoubleKind

    package init(
      targetName: String, outputPath: String, protocolNames: [String] = [],
      makesPublicMocks: Bool = false, defaults: [String] = [], imports: [String] = [],
      kind: DoubleKind = .mock
    ) {
      self.targetName = targetName
      self.outputPath = outputPath
      self.protocolNames = protocolNames
      self.makesPublicMocks = makesPublicMocks
      self.defaults = defaults
      self.imports = imports
      self.kind = kind
    }

    /// An error for each of ``imports`` that is not a module name.
    func importErrors() -> [String] {
      imports.filter { name in
        guard let first = name.first, first.isLetter || first == "_" else { return true }
        return !name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
      }
      .map { "--import \($0) is not a module name" }
    }

    /// ``defaults`` by type, or an error naming one that is not `Type=expression`.
    func defaultsByType() -> (defaults: [String: String], errors: [String]) {
      var byType: [String: String] = [:]
      var errors: [String] = []
      for entry in defaults {
        guard let equals = entry.firstIndex(of: "="), equals != entry.startIndex,
          entry.index(after: equals) != entry.endIndex
        else {
          errors.append("--default \(entry) is not of the form Type=expression")
          continue
        }
        byType[String(entry[..<equals])] = String(entry[entry.index(after: equals)...])
      }
      return (byType, errors)
    }

    /// The command that regenerates the files, word by word.
    package var command: [String] {
      var words = [
        "swift", "package", "--allow-writing-to-package-directory", "generate-mocks",
        "--target", targetName, "--output", outputPath,
      ]
      if kind != .mock { words += ["--kind", kind.rawValue] }
      for name in protocolNames { words += ["--protocol", name] }
      for entry in defaults { words += ["--default", entry] }
      for module in imports { words += ["--import", module] }
      if makesPublicMocks { words.append("--public") }
      return words
    }
  }

  /// What a generation made and had to say.
  package struct Result: Equatable, Sendable {
    /// The contents of each file, by file name (`MockGreeter.swift`).
    package var files: [String: String]
    /// Protocols or members left out, and why.
    package var notes: [String]
    /// Problems that make the command fail, such as a protocol it cannot find.
    package var errors: [String]
  }

  /// The mock files of `graph`'s protocols.
  package static func generate(_ graph: SymbolGraph, _ request: Request) -> Result {
    let (defaults, defaultErrors) = request.defaultsByType()
    let renderer = MockRenderer(
      moduleName: graph.module.name, command: request.command,
      makesPublicMocks: request.makesPublicMocks, defaults: defaults, imports: request.imports,
      kind: request.kind)
    var result = Result(files: [:], notes: [], errors: defaultErrors + request.importErrors())
    let readings = ProtocolReader.read(graph) + ClassReader.read(graph)
    var chosen = readings
    if !request.protocolNames.isEmpty {
      chosen = []
      for name in request.protocolNames {
        if let reading = readings.first(where: { $0.protocolName == name }) {
          chosen.append(reading)
        } else {
          result.errors.append("no protocol named \(name) in \(graph.module.name)")
        }
      }
    }
    var protocolByFileName: [String: String] = [:]
    let declaresTypeNamedSwiftMock = GraphIndex(graph).declaresTypeNamedSwiftMock
    for reading in chosen {
      var skipped: (name: String, reason: String)?
      switch reading {
      case .mockable(var mocked):
        mocked.kind = request.kind
        if let reason = unsupportedReason(mocked) {
          skipped = (mocked.name, reason)
          break
        }
        if mocked.namesSwiftMockTypesInFull, declaresTypeNamedSwiftMock {
          skipped = (mocked.name, hiddenSwiftMockReason(mocked, moduleName: graph.module.name))
          break
        }
        let fileName = mocked.className + ".swift"
        if let other = protocolByFileName[fileName] {
          result.errors.append(
            "\(other) and \(mocked.name) would both be mocked as \(mocked.className); "
              + "name the one to mock with --protocol")
          continue
        }
        protocolByFileName[fileName] = mocked.name
        result.files[fileName] = renderer.render(mocked)
        result.notes += leftOutNotes(mocked)
        if !mocked.typesOfUntoldModules.isEmpty {
          result.notes.append(untoldModulesNote(mocked))
        }
        result.notes += sharedNameNotes(mocked)
      case .skipped(let name, let reason):
        skipped = (name, reason)
      }
      if let skipped {
        let message = "no \(request.kind.rawValue) for \(skipped.name): \(skipped.reason)"
        if request.protocolNames.isEmpty {
          result.notes.append(message)
        } else {
          result.errors.append(message)
        }
      }
    }
    return result
  }
}
