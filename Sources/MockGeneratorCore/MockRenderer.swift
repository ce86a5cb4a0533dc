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
  /// The kind of test double to write.
  package var kind: DoubleKind
  /// Whether the double being written spells SwiftMock's types with their
  /// module (see ``MockedProtocol/namesSwiftMockTypesInFull``).
  var namesSwiftMockTypesInFull = false
  /// The class name of the double being written, which stands for `Self`.
  var doubleClassName = ""

  package init(
    moduleName: String, command: [String], makesPublicMocks: Bool,
    defaults: [String: String] = [:], imports: [String] = [], kind: DoubleKind = .mock
  ) {
    self.moduleName = moduleName
    self.command = command
    self.makesPublicMocks = makesPublicMocks
    self.defaults = defaults
    self.imports = imports
    self.kind = kind
  }

  static let lineLength = 100

  /// The whole file of `mocked`'s mock.
  package func render(_ mocked: MockedProtocol) -> String {
    var mocked = mocked
    mocked.kind = kind
    if !mocked.isClass {
      // An actor's double hands each call to a class of its own, whose
      // members return the actor, not themselves.
      for section in mocked.sections.indices {
        mocked.sections[section].requirements = mocked.sections[section].requirements.map {
          $0.standing(for: mocked.className, keepsReturnedSelf: !mocked.isActor)
        }
      }
    }
    var renderer = self
    renderer.namesSwiftMockTypesInFull = mocked.namesSwiftMockTypesInFull
    renderer.doubleClassName = mocked.className
    return renderer.renderFile(mocked)
  }

  private func renderFile(_ mocked: MockedProtocol) -> String {
    var lines = header(mocked.name)
    lines.append("")
    lines += imports(for: mocked)
    lines.append("")
    lines += mocked.isActor ? actorDouble(mocked) : mockClass(mocked)
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
    let words = command.map(ShellWords.quoted)
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
    var lines = ["/// " + mocked.kind.summary(of: mocked.name)]
    let declaration =
      (mocked.isMainActor ? "@MainActor " : "") + (isPublic ? "public " : "") + "final class "
      + mocked.className + genericParameters(mocked)
    let isSendable = mocked.isSendable || mocked.hasIsolatedParameter
    let inheritance =
      mocked.isClass
      ? "\(mocked.name), \(mocked.isMainActor ? "@MainActor " : "")"
        + "\(mocked.namesSwiftMockTypesInFull ? "SwiftMock." : "")ClassDouble"
      : "\(mocked.baseClass)<\(mocked.mockedType)>, \(mocked.name)"
    lines += classOpening(
      declaration, inheritance: inheritance + (isSendable ? ", @unchecked Sendable" : ""),
      indent: 0)
    if isSendable {
      lines += sendableComment(indent: 2)
      if mocked.hasIsolatedParameter {
        lines += [
          "  // It is `Sendable`, and stands for itself in `\(mocked.baseClass)<\(mocked.mockedType)>`,",
          "  // so that a block such as `expect`'s can hand it to the actor an `isolated` parameter names.",
        ]
      }
      lines.append("")
    }
    if mocked.isClass {
      lines += [
        "  \(isPublic ? "public " : "")let testDouble = \(mocked.baseClass)<\(mocked.className)>()",
        "",
      ]
    } else if !mocked.associatedTypes.isEmpty || mocked.standsForItself || mocked.isNested {
      lines += namingInitializer(mocked, isPublic: isPublic)
    }
    lines += members(of: mocked, isPublic: isPublic, indent: 2)
    lines += staticRecordedFunctions(mocked)
    if !mocked.leftOut.isEmpty {
      if !mocked.sections.isEmpty { lines.append("") }
      lines += leftOutComment(mocked, indent: 2)
    }
    lines.append("}")
    return lines
  }

  /// `<Item: Equatable>`, the double's generic parameters, one per associated
  /// type; empty for a protocol with none.
  func genericParameters(_ mocked: MockedProtocol) -> String {
    guard !mocked.associatedTypes.isEmpty else { return "" }
    let parameters = mocked.associatedTypes.map { type in
      type.constraint.map { "\(type.name): \($0)" } ?? type.name
    }
    return "<" + parameters.joined(separator: ", ") + ">"
  }

  /// `declaration: inheritance {` on one line when it fits, or else over three.
  func classOpening(_ declaration: String, inheritance: String, indent: Int) -> [String] {
    let padding = String(repeating: " ", count: indent)
    let oneLine = padding + declaration + ": " + inheritance + " {"
    if oneLine.count <= Self.lineLength {
      return [oneLine]
    }
    return [padding + declaration + ":", padding + "  " + inheritance, padding + "{"]
  }

  /// Why a double of a `Sendable` protocol may be `@unchecked Sendable`.
  func sendableComment(indent: Int) -> [String] {
    let padding = String(repeating: " ", count: indent)
    return [
      padding + "// `@unchecked Sendable` is safe: a \(kindWord) keeps its state behind a lock,"
        + " and",
      padding + "// can be called from many threads and tasks at once.",
    ]
  }

  /// Every member of `mocked`, each protocol it refines under a comment.
  func members(of mocked: MockedProtocol, isPublic: Bool, indent: Int) -> [String] {
    var lines: [String] = []
    for (position, section) in mocked.sections.enumerated() {
      if position > 0 {
        lines += ["", String(repeating: " ", count: indent) + "// \(section.protocolName)"]
      }
      for requirement in section.requirements {
        lines += member(
          requirement, isPublic: isPublic, callsSuper: mocked.hasMemberNamedLikeAccept,
          overrides: mocked.isClass, indent: indent)
      }
    }
    let identity = identityMembers(of: mocked, isPublic: isPublic, indent: indent)
    if !identity.isEmpty {
      lines += (lines.isEmpty ? [] : [""]) + identity
    }
    return lines
  }

  /// The static counterparts of the double's `recorded(_:)`, through which
  /// its static members hand on `borrowing` and `consuming` arguments;
  /// none for a double whose static members have none.
  func staticRecordedFunctions(_ mocked: MockedProtocol) -> [String] {
    let handsOnRecorded = mocked.sections.contains { section in
      section.requirements.contains { requirement in
        requirement.isStatic && !requirement.isInitializer
          && requirement.parameters.contains { $0.isBorrowedOrConsumed || $0.isNoncopyable }
      }
    }
    guard handsOnRecorded, !mocked.isClass else { return [] }
    let modifiers = (mocked.isMainActor ? "nonisolated " : "") + "private static func"
    let standIn = (mocked.namesSwiftMockTypesInFull ? "SwiftMock." : "") + "NoncopyableArgument"
    return [
      "",
      "  // A static member hands on a `borrowing` or `consuming` argument as an",
      "  // instance's `recorded(_:)` does: a copy, or for a type that cannot be",
      "  // copied, a stand-in that any value of the type matches.",
      "  \(modifiers) recorded<T>(_ argument: borrowing T) -> T { copy argument }",
      "  \(modifiers) recorded<T: ~Copyable>(_ argument: borrowing T) -> \(standIn)<T> {",
      "    \(standIn)()",
      "  }",
    ]
  }

  /// The comment that lists the static members and initializers a double
  /// leaves for its user to write.
  func leftOutComment(_ mocked: MockedProtocol, indent: Int) -> [String] {
    let padding = String(repeating: " ", count: indent)
    if mocked.isClass {
      // Members of the type are left out for the one reason the comment
      // gives; others, for those the notes give.
      let heading =
        mocked.leftOutReasons.isEmpty
        ? [
          padding
            + "// Not overridden, as a \(kindWord) answers calls on an instance, not on its type:",
          padding + "// these run \(mocked.name)'s own.",
        ]
        : [
          padding + "// Not overridden: these run \(mocked.name)'s own (see the notes",
          padding + "// generate-mocks printed for why).",
        ]
      return heading + mocked.leftOut.map { padding + "//   \($0)" }
    }
    var lines = [
      padding + "// Not generated: write these in an extension of \(mocked.className) in a file",
      padding + "// of your own (see the notes generate-mocks printed for why).",
    ]
    lines += mocked.leftOut.map { padding + "//   \($0)" }
    return lines
  }

  /// The name a double's generated comments give it: `mock`, `stub` or `spy`.
  var kindWord: String { kind.rawValue }

  /// The name failure messages show by default: `Store<Int>` for a generic
  /// double, its type arguments filled in when it is made.
  func defaultName(_ mocked: MockedProtocol) -> String {
    guard !mocked.associatedTypes.isEmpty else { return mocked.name }
    let arguments = mocked.associatedTypes.map { "\\(\($0.name).self)" }
    return "\(mocked.name)<\(arguments.joined(separator: ", "))>"
  }

  /// An initializer that names a generic mock `Store<Int>` in failure
  /// messages, rather than by its existential type, one that stands for
  /// itself by its protocol's name, and one of a nested protocol by its
  /// full name, `Feature.Store`, rather than `Store`; and the class of an
  /// actor's double that answers the calls of its type by the protocol's
  /// name, rather than its own.
  func namingInitializer(_ mocked: MockedProtocol, isPublic: Bool, indent: Int = 2) -> [String] {
    let padding = String(repeating: " ", count: indent)
    let modifiers =
      (isPublic ? "public " : "") + (mocked.isMainActor ? "nonisolated " : "") + "required"
    let naming =
      mocked.associatedTypes.isEmpty
      ? "named `\(mocked.name)` in failure messages."
      : "named `\(mocked.name)` with its type arguments in failure messages."
    let lines = [
      "/// Creates the \(kindWord), \(naming)",
      "\(modifiers) init(",
      "  name: String? = nil, fileID: StaticString = #fileID, filePath: StaticString = #filePath,",
      "  line: UInt = #line, column: UInt = #column",
      ") {",
      "  super.init(",
      "    name: name ?? \"\(defaultName(mocked))\", fileID: fileID,",
      "    filePath: filePath, line: line, column: column)",
      "}",
    ]
    return lines.map { padding + $0 } + [""]
  }
}
