import Foundation
import Testing

/// Collects the Swift Testing issues a `withKnownIssue` block records, to
/// assert their messages and locations.
///
/// `@unchecked Sendable` is safe here: `recorded` is only touched under `lock`.
final class IssueLog: @unchecked Sendable {
  private let lock = NSLock()
  private var recorded: [Issue] = []

  /// Adds `issue` and claims it as known; for `withKnownIssue`'s `matching:`.
  func match(_ issue: Issue) -> Bool {
    lock.withLock { recorded.append(issue) }
    return true
  }

  /// Each issue as `line: message`.
  var entries: [String] {
    lock.withLock {
      recorded.map { issue in
        let message = issue.comments.map(\.rawValue).joined(separator: "\n")
        return
          "\(issue.sourceLocation?.fileID ?? "?"):\(issue.sourceLocation?.line ?? 0): \(message)"
      }
    }
  }
}
