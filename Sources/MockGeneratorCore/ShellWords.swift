import Foundation

/// Words of a command line, quoted as a POSIX shell reads them, and read
/// back: what lets a printed command be pasted as it is.
enum ShellWords {
  /// `word` as a shell reads it back as one word: as it is when it holds
  /// only plain characters, or else in single quotes, with `'\''` for a
  /// quote inside them: `'URLSessionDataTask=DummyTask()'`.
  static func quoted(_ word: String) -> String {
    let plain = word.allSatisfy { $0.isLetter || $0.isNumber || "-_./=:@+,".contains($0) }
    return plain && !word.isEmpty
      ? word : "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
  }

  /// `words` as one command line, each word quoted as it needs.
  static func line(_ words: [String]) -> String {
    words.map(quoted).joined(separator: " ")
  }

  /// `text` split into words as a POSIX shell splits them, for the quoting
  /// ``quoted(_:)`` writes: single quotes, and `'\''` for a quote inside them.
  static func split(_ text: String) -> [String] {
    var words: [String] = []
    var word: String?
    var isQuoted = false
    var isEscaped = false
    for character in text {
      if isEscaped {
        word = (word ?? "") + String(character)
        isEscaped = false
      } else if isQuoted {
        if character == "'" { isQuoted = false } else { word = (word ?? "") + String(character) }
      } else if character == "'" {
        isQuoted = true
        word = word ?? ""
      } else if character == "\\" {
        isEscaped = true
      } else if character == " " {
        if let finished = word { words.append(finished) }
        word = nil
      } else {
        word = (word ?? "") + String(character)
      }
    }
    if let word { words.append(word) }
    return words
  }
}
