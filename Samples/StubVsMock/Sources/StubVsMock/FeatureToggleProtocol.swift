/// Tells which features of the app are switched on.
public protocol FeatureToggleProtocol {
  /// Whether the first feature is on.
  func isFeatureOneOn() -> Bool
  /// Whether the second feature is on.
  func isFeatureTwoOn() -> Bool
}
