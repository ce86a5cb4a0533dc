import Foundation

/// Records what readers do.
public protocol AnalyticsLogging {
  /// Records `event`, with what else is known about it.
  func log(event: String, parameters: [String: String])
}

/// Tells analytics which articles are opened, without holding up the reader.
public final class ReadingTracker {
  private let analytics: any AnalyticsLogging
  private let queue = DispatchQueue(label: "ReadingTracker")

  /// Creates a tracker that logs to `analytics`.
  public init(analytics: any AnalyticsLogging) {
    self.analytics = analytics
  }

  /// Logs, in the background, that the article at `path` was opened.
  public func articleOpened(path: String) {
    queue.async { [analytics] in
      analytics.log(event: "article-opened", parameters: ["path": path])
    }
  }
}
