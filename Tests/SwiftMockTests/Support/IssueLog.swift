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

  /// Waits until `count` issues have been recorded, or `timeout` passes: for
  /// issues recorded from another task, which arrive a moment later.
  func waitFor(_ count: Int, timeout: Duration = .seconds(10)) async {
    let deadline = ContinuousClock.now + timeout
    while recorded.withLock({ $0.count }) < count && ContinuousClock.now < deadline {
      try? await Task.sleep(for: .milliseconds(5))
    }
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

/// The comment of every `withKnownIssue` of these tests, shown beside each
/// known issue in `swift test`'s output: a test of a failure that must reach
/// Swift Testing itself cannot capture it, and claims it as known instead.
let expectedOnPurpose: Comment =
  "on purpose: this test checks that SwiftMock records the failure as a Swift Testing issue"
