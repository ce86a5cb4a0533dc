/// The reader's settings.
public protocol ReaderSettings: AnyObject {
  /// The size of the article text, in points.
  var fontSize: Int { get set }
}

/// What the reader's text-size buttons do.
public final class ReaderViewModel {
  private let settings: any ReaderSettings

  /// Creates a view model that changes `settings`.
  public init(settings: any ReaderSettings) {
    self.settings = settings
  }

  /// Makes the text two points larger, up to 24.
  public func increaseFontSize() {
    settings.fontSize = min(settings.fontSize + 2, 24)
  }
}
