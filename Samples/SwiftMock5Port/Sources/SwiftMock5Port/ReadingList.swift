/// An article the reader can bookmark.
public struct Article: Equatable, Sendable {
  /// The article's identifier on the server, once it has been saved there.
  public var id: Int?
  /// The article's title.
  public var title: String

  /// Creates an article.
  public init(id: Int?, title: String) {
    self.id = id
    self.title = title
  }
}

/// Keeps the reader's bookmarks.
public protocol Bookmarking {
  /// Bookmarks the article saved on the server as `articleID`.
  func add(_ articleID: Int)
  /// Bookmarks an article not yet saved on the server, by its title.
  func add(_ title: String)
}

/// The reader's list of articles to read later.
public final class ReadingList {
  private let bookmarks: any Bookmarking

  /// Creates a list that keeps its articles in `bookmarks`.
  public init(bookmarks: any Bookmarking) {
    self.bookmarks = bookmarks
  }

  /// Adds `article` to the list: by its identifier, or by its title until it has one.
  public func bookmark(_ article: Article) {
    if let id = article.id {
      bookmarks.add(id)
    } else {
      bookmarks.add(article.title)
    }
  }
}
