import SwiftMock

/// The failure this platform reports for a call that fails (unexpected, or
/// out of order), given the one the search for the test's line reports.
///
/// Where call stacks are searched (`testLineSearchRunsHere`), that is
/// `message` at `callLine`. Elsewhere, the failure is reported at the line
/// that made the mock, and its message says why instead of naming a `via`
/// line or the line that made the mock:
///
/// ```swift
/// expectFailures(
///   failures,
///   [
///     expectedCallFailure(
///       """
///       [Logger] Unexpected call: log("hi")
///         the mock was made at \(here(line))
///       """, calledAt: callLine, madeAt: line)
///   ])
/// ```
///
/// expects, where stacks are not searched, at `line`:
///
/// ```text
/// [Logger] Unexpected call: log("hi")
///   reported at the line that made the mock: call stacks are not searched on this platform
/// ```
///
/// - Parameters:
///   - message: The message where call stacks are searched: the call's
///     failure, then whichever of the `via`, `the mock was made at` and
///     `reported at the line that made the mock` lines the search adds.
///   - callLine: The line the search reports the failure at.
///   - madeLine: The line that made the mock, in the file of `callLine`.
/// - Returns: The message and the line this platform reports.
package func expectedCallFailure(
  _ message: String, calledAt callLine: Int, madeAt madeLine: Int
) -> (message: String, line: Int) {
  guard !testLineSearchRunsHere else { return (message, callLine) }
  var lines = message.split(separator: "\n", omittingEmptySubsequences: false)
  // The lines the search ends a message with, last first.
  let searchLines = [
    "  reported at the line that made the mock: ", "  the mock was made at ", "  via ",
  ]
  for searchLine in searchLines where lines.last?.hasPrefix(searchLine) == true {
    lines.removeLast()
  }
  let notSearched =
    "  reported at the line that made the mock: call stacks are not searched on this platform"
  return ((lines + [notSearched[...]]).joined(separator: "\n"), madeLine)
}
