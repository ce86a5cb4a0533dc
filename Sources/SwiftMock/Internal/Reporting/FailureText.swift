import Foundation

/// How a failure's message is written where it goes: the one home of the
/// text SwiftMock adds to a failure as it delivers it.
enum FailureText {
  /// `message` as a log shows it (XCTest's output, standard error): each
  /// line after the first indented, so that no line of a value's
  /// description can pass for a line of the test runner's own, such as
  /// `Test Case '…' failed`. Swift Testing indents a comment's lines itself.
  ///
  /// Every kind of line break counts, and becomes a newline.
  static func forALog(_ message: String) -> String {
    var lines: [Substring] = []
    var rest = message[...]
    while let index = rest.firstIndex(where: \.isNewline) {
      lines.append(rest[..<index])
      rest = rest[rest.index(after: index)...]
    }
    lines.append(rest)
    guard lines.count > 1 else { return message }
    return lines.enumerated().map { index, line in
      guard index > 0, !line.isEmpty, !(line.first == " " || line.first == "\t") else {
        return String(line)
      }
      return "  " + line
    }.joined(separator: "\n")
  }

  /// The line added to a failure that no test can take, naming the test its
  /// test double belongs to, if known.
  static func outsideAnyTest(belongingTo testName: String?) -> String {
    testName.map { "\n  reported outside any test; the mock belongs to \($0)" }
      ?? "\n  reported outside any test"
  }
}

extension ReportedFailure {
  /// The failure as it fails the run when no test can take it: its message
  /// says so, and names the test its test double belongs to.
  func outsideAnyTest(belongingTo testName: String?) -> ReportedFailure {
    adding(FailureText.outsideAnyTest(belongingTo: testName))
  }

  /// The failure with `text` at the end of its message: a line that says
  /// where it went, and why.
  func adding(_ text: String) -> ReportedFailure {
    var failure = ReportedFailure(message: message + text, location: location)
    failure.isExcusedByStoppingEarly = isExcusedByStoppingEarly
    failure.isForOwner = isForOwner
    return failure
  }
}

/// Writes a failure no test framework can take to standard error, so that
/// it is not lost; `reason` says why it is there.
func writeToStandardError(_ failure: ReportedFailure, _ reason: String) {
  FileHandle.standardError.write(
    Data(
      "SwiftMock: \(reason):\n\(failure.location.shortDescription): \(FailureText.forALog(failure.message))\n"
        .utf8))
}
