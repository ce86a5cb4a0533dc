import Foundation

// Which types of the module cannot be copied. A symbol graph does not say:
// for `struct Token: ~Copyable` it writes the declaration `struct Token`, and
// lists a conformance to `Copyable` for no type that is not generic, whether
// it can be copied or not. It does say where each type is declared, and the
// declaration there does.
extension SymbolGraph {
  /// The graph with ``Symbol/noncopyable`` set on each struct and enum
  /// whose declaration, in the source file at its location, suppresses
  /// `Copyable`: `struct Token: ~Copyable`, `enum Step: Sendable, ~Copyable`.
  ///
  /// A type whose file `read` cannot give, or a graph saved with no
  /// locations, keeps what it had: the generator then takes the type for
  /// one that can be copied.
  ///
  /// - Parameter read: The text of a source file, or `nil` when it cannot be read.
  package func markingNoncopyableTypes(readingWith read: (URL) -> String?) -> SymbolGraph {
    var graph = self
    var sources: [String: [Substring]?] = [:]
    for position in graph.symbols.indices {
      let symbol = graph.symbols[position]
      guard ["swift.struct", "swift.enum"].contains(symbol.kind.identifier),
        let location = symbol.location
      else { continue }
      if sources[location.uri] == nil {
        let text = URL(string: location.uri).flatMap { $0.isFileURL ? read($0) : nil }
        sources[location.uri] = .some(
          text?.split(separator: "\n", omittingEmptySubsequences: false))
      }
      guard let lines = sources[location.uri] ?? nil,
        Self.suppressesCopyable(
          lines, line: location.position.line, character: location.position.character)
      else { continue }
      graph.symbols[position].noncopyable = true
    }
    return graph
  }

  /// Whether the type declared at `line` and `character` of `lines`, where
  /// its name begins, lists `~Copyable` among the protocols it conforms to:
  /// between the first `:` outside its generic parameters and its body or
  /// `where` clause, comments left out.
  static func suppressesCopyable(_ lines: [Substring], line: Int, character: Int) -> Bool {
    guard lines.indices.contains(line) else { return false }
    var text = String(lines[line].dropFirst(max(character, 0)))
    for following in lines.dropFirst(line + 1).prefix(20) {
      text += "\n" + following
    }
    let declaration = withoutComments(text)
    var depth = 0
    var isInheritanceClause = false
    var current = ""
    for character in declaration {
      switch character {
      case "<", "(", "[": depth += 1
      case ">", ")", "]": depth -= 1
      case "{" where depth == 0:
        return isInheritanceClause && clauseSuppressesCopyable(current)
      case ":" where depth == 0 && !isInheritanceClause:
        isInheritanceClause = true
        current = ""
        continue
      default: break
      }
      current.append(character)
    }
    return false
  }

  /// Whether an inheritance clause, `Sendable, ~Copyable where T: P`,
  /// names `~Copyable`.
  private static func clauseSuppressesCopyable(_ clause: String) -> Bool {
    let words = clause.split(whereSeparator: \.isWhitespace)
    let beforeWhere = words.prefix { $0 != "where" }.joined(separator: " ")
    return SwiftSyntaxText.splitAtTopLevel(beforeWhere, separator: ",").contains { entry in
      let word = entry.filter { !$0.isWhitespace }
      return word == "~Copyable" || word == "~Swift.Copyable"
    }
  }

  /// `text` with its `//` and `/* */` comments left out.
  private static func withoutComments(_ text: String) -> String {
    var result = ""
    var remaining = Substring(text)
    while let slash = remaining.firstIndex(of: "/") {
      result += remaining[..<slash]
      let rest = remaining[slash...]
      if rest.hasPrefix("//") {
        remaining = rest.drop { $0 != "\n" }
      } else if rest.hasPrefix("/*") {
        let end = rest.range(of: "*/")?.upperBound ?? rest.endIndex
        remaining = rest[end...]
        result += " "
      } else {
        result.append("/")
        remaining = rest.dropFirst()
      }
    }
    return result + remaining
  }
}
