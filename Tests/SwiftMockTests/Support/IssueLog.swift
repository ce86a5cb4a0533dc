import Testing

/// Collects the Swift Testing issues a `withKnownIssue` block records, to
/// assert their messages and locations.
struct IssueLog: Sendable {
  private let recorded = LockedValue<[Issue]>([])

  /// Adds `issue` and claims it as known; for `withKnownIssue`'s `matching:`.
  func match(_ issue: Issue) -> Bool {
    recorded.withLock { $0.append(issue) }
    return true
  }

  /// Each issue as `fileID:line: message`.
  var entries: [String] {
    recorded.withLock { issues in
      issues.map { issue in
        let message = issue.comments.map(\.rawValue).joined(separator: "\n")
        let location = issue.sourceLocation.map { "\($0.fileID):\($0.line)" } ?? "?"
        return "\(location): \(message)"
      }
    }
  }
}
