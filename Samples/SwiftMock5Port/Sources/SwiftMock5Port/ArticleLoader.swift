import Foundation

/// Where a request for web content stands once it is made.
public enum RequestState: CaseIterable, Sendable {
  /// The content is on its way; the completion handler will be called.
  case requesting
  /// The content was cached; no completion handler will be called.
  case cached
}

/// Fetches what a URL points at.
public protocol WebContentFetching {
  /// Starts fetching `url`, and calls `completion` with its data when it arrives.
  func getWebContent(url: URL, completion: @escaping (Data) -> Void) -> RequestState
}

/// Loads an article's text, and logs each one that arrives.
public final class ArticleLoader {
  /// The text of the article, once it has arrived.
  public private(set) var text: String?
  /// Where the last request stands.
  public private(set) var state: RequestState?

  private let fetcher: any WebContentFetching
  private let analytics: any AnalyticsLogging

  /// Creates a loader that fetches with `fetcher` and logs to `analytics`.
  public init(fetcher: any WebContentFetching, analytics: any AnalyticsLogging) {
    self.fetcher = fetcher
    self.analytics = analytics
  }

  /// Starts loading the article at `path`.
  public func load(path: String) {
    let url = URL(string: "https://example.com/articles/\(path)")!
    state = fetcher.getWebContent(url: url) { [analytics] data in
      self.text = String(decoding: data, as: UTF8.self)
      analytics.log(
        event: "article-loaded", parameters: ["path": path, "bytes": String(data.count)])
    }
  }
}
