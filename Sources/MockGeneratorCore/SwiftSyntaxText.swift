import Foundation

/// Small helpers that read Swift declarations as text: splitting at the
/// top level, outside parentheses, brackets and angle brackets.
enum SwiftSyntaxText {
  /// The offsets of `separator` in `text` at nesting depth zero. An arrow
  /// (`->`) is not taken for a closing angle bracket.
  static func topLevelOffsets(of separator: String, in text: String) -> [String.Index] {
    var depth = 0
    var offsets: [String.Index] = []
    var index = text.startIndex
    while index < text.endIndex {
      if text[index...].hasPrefix("->") {
        if depth == 0, separator == "->" { offsets.append(index) }
        index = text.index(index, offsetBy: 2)
        continue
      }
      let character = text[index]
      if depth == 0, text[index...].hasPrefix(separator) {
        offsets.append(index)
      }
      switch character {
      case "(", "[", "<": depth += 1
      case ")", "]", ">": depth -= 1
      default: break
      }
      index = text.index(after: index)
    }
    return offsets
  }

  /// `text` split at `separator` where it is at depth zero, each part trimmed.
  static func splitAtTopLevel(_ text: String, separator: String) -> [String] {
    var parts: [String] = []
    var start = text.startIndex
    for offset in topLevelOffsets(of: separator, in: text) {
      parts.append(String(text[start..<offset]))
      start = text.index(offset, offsetBy: separator.count)
    }
    parts.append(String(text[start...]))
    return parts.map(trimmed).filter { !$0.isEmpty }
  }

  /// The offset of the parenthesis that closes the one at `open`.
  static func closingParenthesis(in text: String, from open: String.Index) -> String.Index? {
    var depth = 0
    var index = open
    while index < text.endIndex {
      if text[index...].hasPrefix("->") {
        index = text.index(index, offsetBy: 2)
        continue
      }
      switch text[index] {
      case "(", "[", "<": depth += 1
      case ")", "]", ">":
        depth -= 1
        if depth == 0 { return index }
      default: break
      }
      index = text.index(after: index)
    }
    return nil
  }

  /// `text` without leading and trailing spaces.
  static func trimmed(_ text: String) -> String {
    String(text.drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
  }

  /// Whether `text` holds `word` as a whole word.
  static func containsWord(_ word: String, in text: String) -> Bool {
    var searchStart = text.startIndex
    while let range = text.range(of: word, range: searchStart..<text.endIndex) {
      let before =
        range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
      let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
      if !isIdentifierCharacter(before), !isIdentifierCharacter(after) { return true }
      searchStart = range.upperBound
    }
    return false
  }

  /// `text` with every whole-word `word` replaced by `replacement`.
  static func replacingWord(_ word: String, with replacement: String, in text: String) -> String {
    var result = ""
    var rest = Substring(text)
    while let range = rest.range(of: word) {
      let before =
        range.lowerBound == rest.startIndex
        ? result.last : rest[rest.index(before: range.lowerBound)]
      let after = range.upperBound == rest.endIndex ? nil : rest[range.upperBound]
      result += rest[rest.startIndex..<range.lowerBound]
      if !isIdentifierCharacter(before), !isIdentifierCharacter(after) {
        result += replacement
      } else {
        result += word
      }
      rest = rest[range.upperBound...]
    }
    return result + rest
  }

  /// `text` as comment lines at `indent`, each starting with `prefix`
  /// (`//` or `///`), its words wrapped at `width`.
  static func commentLines(
    _ text: String, indent: Int, width: Int, prefix marker: String = "//"
  ) -> [String] {
    let prefix = String(repeating: " ", count: indent) + marker
    var lines: [String] = []
    var line = prefix
    for word in text.split(separator: " ") {
      if line != prefix, line.count + 1 + word.count > width {
        lines.append(line)
        line = prefix
      }
      line += " " + word
    }
    if line != prefix { lines.append(line) }
    return lines
  }

  /// `name` as an expression refers to it: in backticks when it is a
  /// keyword, such as `` `for` `` for the parameter of `func load(for: User)`.
  static func escapedIdentifier(_ name: String) -> String {
    keywords.contains(name) ? "`\(name)`" : name
  }

  /// The words that cannot stand for a parameter in an expression without
  /// backticks.
  static let keywords: Set<String> = [
    "Any", "Self", "as", "associatedtype", "break", "case", "catch", "class", "continue",
    "default", "defer", "deinit", "do", "else", "enum", "extension", "fallthrough", "false",
    "fileprivate", "for", "func", "guard", "if", "import", "in", "init", "inout", "internal", "is",
    "let", "nil", "operator", "precedencegroup", "private", "protocol", "public", "repeat",
    "rethrows", "return", "self", "static", "struct", "subscript", "super", "switch", "throw",
    "throws", "true", "try", "typealias", "var", "where", "while",
  ]

  private static func isIdentifierCharacter(_ character: Character?) -> Bool {
    guard let character else { return false }
    return character.isLetter || character.isNumber || character == "_"
  }
}
