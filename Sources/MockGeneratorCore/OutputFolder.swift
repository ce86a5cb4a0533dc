/// Compares the files a generation made with those already in the output
/// folder: what writing them changes, and what stops it.
///
/// The generator replaces or removes only the files its own command wrote:
/// those whose ``GeneratedHeader`` names the same module, target and output
/// folder. Every other file is left alone, and a mock that would overwrite
/// one is an error.
package enum OutputFolder {
  /// The run whose files these are: the module it mocks, and the target,
  /// output folder and kind of double its command names.
  package struct Owner: Equatable, Sendable {
    package var moduleName: String
    package var targetName: String
    package var outputPath: String
    package var kind: DoubleKind

    package init(
      moduleName: String, targetName: String, outputPath: String, kind: DoubleKind = .mock
    ) {
      self.moduleName = moduleName
      self.targetName = targetName
      self.outputPath = outputPath
      self.kind = kind
    }

    /// Whether a file with `header` was written by this run's command.
    package func owns(_ header: GeneratedHeader) -> Bool {
      sharesFolder(with: header) && header.kind == kind
    }

    /// Whether a file with `header` was written by a run of the same module,
    /// target and output folder, whatever kind of double it wrote.
    package func sharesFolder(with header: GeneratedHeader) -> Bool {
      header.moduleName == moduleName && header.value(of: "--target") == targetName
        && header.value(of: "--output").map(Self.normalized) == Self.normalized(outputPath)
    }

    /// `./Tests//Mocks/` as `Tests/Mocks`, so that two spellings of one
    /// folder are the same folder.
    static func normalized(_ path: String) -> String {
      let components = path.split(separator: "/").filter { $0 != "." }
      return (path.hasPrefix("/") ? "/" : "") + components.joined(separator: "/")
    }
  }

  /// A difference between the output folder and what it should hold.
  package enum Change: Equatable, Sendable, CustomStringConvertible {
    case missing(String)
    case outOfDate(String)
    /// A file this run generated before, whose protocol is no longer mocked.
    case noLongerGenerated(String)

    package var fileName: String {
      switch self {
      case .missing(let name), .outOfDate(let name), .noLongerGenerated(let name): name
      }
    }

    package var description: String {
      switch self {
      case .missing(let name): "\(name) is missing"
      case .outOfDate(let name): "\(name) is out of date"
      case .noLongerGenerated(let name): "\(name) is no longer generated"
      }
    }
  }

  /// A file in the output folder that a mock would overwrite, though this
  /// run did not write it.
  package struct Conflict: Equatable, Sendable, CustomStringConvertible {
    package var fileName: String
    /// The header of the file, when another command generated it.
    package var header: GeneratedHeader?

    package init(fileName: String, header: GeneratedHeader?) {
      self.fileName = fileName
      self.header = header
    }

    package var description: String {
      guard let header else {
        return """
          \(fileName) is not a generated file (it has no generated header), so the mock of that \
          name is not written over it; rename or move it
          """
      }
      let target = header.value(of: "--target") ?? "?"
      let output = header.value(of: "--output") ?? "?"
      return """
        \(fileName) was generated from \(header.moduleName).\(header.protocolName) by another \
        command (--target \(target) --output \(output)), so the mock of that name is not \
        written over it; write one of them to another folder
        """
    }
  }

  /// What writing the files changes, and what stops it from being written.
  package struct Plan: Equatable, Sendable {
    /// The files to write or remove, in file name order.
    package var changes: [Change]
    /// The files in the way, in file name order: while there is one, nothing
    /// is written.
    package var conflicts: [Conflict]

    package init(changes: [Change], conflicts: [Conflict]) {
      self.changes = changes
      self.conflicts = conflicts
    }
  }

  /// What differs between `generated` and `existing`, both by file name.
  ///
  /// - Parameters:
  ///   - generated: The files this run made.
  ///   - existing: The `.swift` files in the output folder.
  ///   - owner: This run, which owns the files whose header names it.
  ///   - removesStale: Whether files this run generated before, and no
  ///     longer does, are to be removed: `false` when it mocks only some
  ///     protocols, picked with `--protocol`.
  package static func plan(
    generated: [String: String], existing: [String: String], owner: Owner, removesStale: Bool
  ) -> Plan {
    var plan = Plan(changes: [], conflicts: [])
    for name in Set(generated.keys).union(existing.keys).sorted() {
      let header = existing[name].flatMap(GeneratedHeader.init(reading:))
      switch (generated[name], existing[name]) {
      case (.some, nil):
        plan.changes.append(.missing(name))
      case (.some, .some) where !(header.map(owner.owns) ?? false):
        plan.conflicts.append(Conflict(fileName: name, header: header))
      case (let wanted?, let current?) where wanted != current:
        plan.changes.append(.outOfDate(name))
      case (nil, .some) where removesStale && (header.map(owner.owns) ?? false):
        plan.changes.append(.noLongerGenerated(name))
      default:
        break
      }
    }
    return plan
  }
}
