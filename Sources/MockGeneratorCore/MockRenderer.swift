import Foundation

/// Writes the Swift source of a mock, in the shape a person writes by hand.
package struct MockRenderer: Sendable {
  /// The module that declares the protocols.
  package var moduleName: String
  /// The command that regenerates the file, word by word, for its header.
  package var command: [String]
  /// Whether a public protocol's mock is public too.
  package var makesPublicMocks: Bool
  /// The value a member returns when a test gave none, by return type, for
  /// types with no default of their own: `["URLSessionDataTask": "DummyTask()"]`.
  package var defaults: [String: String]
  /// Modules every mock imports, besides those its protocol's types name.
  package var imports: [String]

  package init(
    moduleName: String, command: [String], makesPublicMocks: Bool,
    defaults: [String: String] = [:], imports: [String] = []
  ) {
    self.moduleName = moduleName
    self.command = command
    self.makesPublicMocks = makesPublicMocks
    self.defaults = defaults
    self.imports = imports
  }

  static let lineLength = 100

  /// The whole file of `mocked`'s mock.
  package func render(_ mocked: MockedProtocol) -> String {
    var lines = header(mocked.name)
    lines.append("")
    lines += imports(for: mocked)
    lines.append("")
    lines += mockClass(mocked)
    return lines.joined(separator: "\n") + "\n"
  }

  /// The comment that says the file is generated, and how to regenerate it.
  func header(_ protocolName: String) -> [String] {
    var lines = [
      "\(GeneratedHeader.marker) from \(moduleName).\(protocolName).",
      "// Do not edit: regenerate it with",
      "//",
    ]
    // `swift package … generate-mocks` on a line of its own, then the
    // options, each with its value, as many to a line as fit.
    let words = command.map(Self.shellQuoted)
    let verbEnd = (words.firstIndex(of: "generate-mocks") ?? words.count - 1) + 1
    var units = [words[..<verbEnd].joined(separator: " ")]
    var options = words[verbEnd...]
    while let option = options.popFirst() {
      if let value = options.first, !value.hasPrefix("--") {
        options.removeFirst()
        units.append("\(option) \(value)")
      } else {
        units.append(option)
      }
    }
    var line = "//   " + units[0]
    for (position, unit) in units.enumerated().dropFirst() {
      if position == 1 || line.count + unit.count + 3 > Self.lineLength {
        lines.append(line + " \\")
        line = "//     " + unit
      } else {
        line += " " + unit
      }
    }
    lines.append(line)
    return lines
  }

  private static func shellQuoted(_ word: String) -> String {
    let plain = word.allSatisfy { $0.isLetter || $0.isNumber || "-_./=:@+,".contains($0) }
    return plain && !word.isEmpty
      ? word : "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
  }

  private func imports(for mocked: MockedProtocol) -> [String] {
    var modules = Set(imports).subtracting([moduleName])
    for module in mocked.referencedModules where module != moduleName {
      switch module {
      case "Swift", "_Concurrency", "_StringProcessing": break
      case _ where module.hasPrefix("Foundation"): modules.insert("Foundation")
      default: modules.insert(module)
      }
    }
    let testable = !mocked.isPublic
    var lines = modules.union(["SwiftMock"]).union(testable ? [] : [moduleName]).sorted().map {
      "import \($0)"
    }
    if testable {
      lines += ["", "@testable import \(moduleName)"]
    }
    if mocked.usesNetworkingTypes || mocked.referencedModules.contains("FoundationNetworking") {
      lines += [
        "", "#if canImport(FoundationNetworking)", "  import FoundationNetworking", "#endif",
      ]
    }
    return lines
  }

  private func mockClass(_ mocked: MockedProtocol) -> [String] {
    let isPublic = mocked.isPublic && makesPublicMocks
    var lines = [
      "/// A mock of `\(mocked.name)`: set what it expects with `expect`, then `verify()`."
    ]
    var generics = ""
    if !mocked.primaryAssociatedTypes.isEmpty {
      generics =
        "<"
        + mocked.primaryAssociatedTypes.map { type in
          type.constraint.map { "\(type.name): \($0)" } ?? type.name
        }.joined(separator: ", ") + ">"
    }
    let declaration =
      (mocked.isMainActor ? "@MainActor " : "") + (isPublic ? "public " : "") + "final class "
      + mocked.mockName + generics
    let inheritance =
      "Mock<\(mocked.mockedType)>, \(mocked.name)"
      + (mocked.isSendable ? ", @unchecked Sendable" : "")
    let oneLine = declaration + ": " + inheritance + " {"
    if oneLine.count <= Self.lineLength {
      lines.append(oneLine)
    } else {
      lines += [declaration + ":", "  " + inheritance, "{"]
    }
    if mocked.isSendable {
      lines += [
        "  // `@unchecked Sendable` is safe: a mock keeps its state behind a lock, and",
        "  // can be called from many threads and tasks at once.",
        "",
      ]
    }
    if !mocked.primaryAssociatedTypes.isEmpty {
      lines += namingInitializer(mocked, isPublic: isPublic)
    }
    for (position, section) in mocked.sections.enumerated() {
      if position > 0 {
        lines += ["", "  // \(section.protocolName)"]
      }
      for requirement in section.requirements {
        lines += member(
          requirement, isPublic: isPublic, callsSuper: mocked.hasMemberNamedLikeAccept)
      }
    }
    if !mocked.leftOut.isEmpty {
      if !mocked.sections.isEmpty { lines.append("") }
      lines += [
        "  // Not generated, as a mock answers calls on an instance, not on its type:",
        "  // write these in an extension of \(mocked.mockName) in a file of your own.",
      ]
      lines += mocked.leftOut.map { "  //   \($0)" }
    }
    lines.append("}")
    return lines
  }

  /// An initializer that names a generic mock `Store<Int>` in failure
  /// messages, rather than by its existential type.
  private func namingInitializer(_ mocked: MockedProtocol, isPublic: Bool) -> [String] {
    let arguments = mocked.primaryAssociatedTypes.map { "\\(\($0.name).self)" }
    let modifiers =
      (isPublic ? "public " : "") + (mocked.isMainActor ? "nonisolated " : "") + "required"
    return [
      "  /// Creates the mock, named `\(mocked.name)` with its type arguments in failure messages.",
      "  \(modifiers) init(",
      "    name: String? = nil, fileID: StaticString = #fileID, filePath: StaticString = #filePath,",
      "    line: UInt = #line, column: UInt = #column",
      "  ) {",
      "    super.init(",
      "      name: name ?? \"\(mocked.name)<\(arguments.joined(separator: ", "))>\", fileID: fileID,",
      "      filePath: filePath, line: line, column: column)",
      "  }",
      "",
    ]
  }
}
