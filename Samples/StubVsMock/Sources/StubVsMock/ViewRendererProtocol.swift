/// Draws the features of the More screen.
public protocol ViewRendererProtocol {
  /// Draws the first feature.
  func renderFeatureOne()
  /// Draws the second feature.
  func renderFeatureTwo()
}
