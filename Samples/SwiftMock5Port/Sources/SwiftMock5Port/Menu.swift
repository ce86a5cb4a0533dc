/// Says whether a feature is switched on.
public protocol FeatureToggling {
  /// Whether the feature called `name` is on.
  func isFeatureOn(_ name: String) -> Bool
}

/// The items of the app's menu, which depend on the features switched on.
public final class Menu {
  private let toggle: any FeatureToggling

  /// Creates a menu that asks `toggle` which features are on.
  public init(toggle: any FeatureToggling) {
    self.toggle = toggle
  }

  /// The titles of the menu's items, in order.
  public func items() -> [String] {
    var items = ["Home"]
    if toggle.isFeatureOn("search") { items.append("Search") }
    if toggle.isFeatureOn("bookmarks") { items.append("Bookmarks") }
    return items
  }
}
