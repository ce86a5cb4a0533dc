/// The log of a build of the target that failed, read for what to show:
/// the compiler's first errors, instead of mocks of a broken symbol graph.
package enum BuildLog {
  /// How many errors the report shows at most.
  static let shownErrorCount = 5

  /// The lines to print for a build of `targetName` that failed with `log`:
  /// what happened, then the compiler's first errors, their paths relative
  /// to `packageDirectory`; or the log's last lines when it names no error.
  package static func report(_ log: String, targetName: String, packageDirectory: String)
    -> [String]
  {
    let lines = log.split(whereSeparator: \.isNewline).map { plain(String($0)) }
    var errors: [String] = []
    for line in lines where line.contains(": error: ") {
      let error = relative(line, to: packageDirectory)
      if !errors.contains(error) { errors.append(error) }
    }
    let shown =
      errors.isEmpty
      ? lines.filter { !$0.allSatisfy(\.isWhitespace) }.suffix(shownErrorCount).map { $0 }
      : Array(errors.prefix(shownErrorCount))
    let source = errors.isEmpty ? "The end of the build log:" : "The compiler's first errors:"
    var report = [
      "error: \(targetName) does not compile, so its protocols cannot be read to generate its "
        + "mocks. \(source)"
    ]
    report += shown.map { "  " + $0 }
    if errors.count > shown.count {
      report.append("  … and \(errors.count - shown.count) more")
    }
    return report
  }

  /// `line` without the terminal's colour codes (`ESC[…m`).
  private static func plain(_ line: String) -> String {
    var result = ""
    var isInCode = false
    for character in line {
      if character == "\u{1B}" {
        isInCode = true
      } else if isInCode {
        if character.isLetter { isInCode = false }
      } else {
        result.append(character)
      }
    }
    return result
  }

  /// `line` with `directory`'s path, where it starts one, left out.
  private static func relative(_ line: String, to directory: String) -> String {
    let prefix = directory.hasSuffix("/") ? directory : directory + "/"
    guard line.hasPrefix(prefix) else { return line }
    return String(line.dropFirst(prefix.count))
  }
}
