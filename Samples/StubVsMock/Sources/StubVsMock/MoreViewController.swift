/// A screen that, when it loads, renders the features that are switched on.
public protocol FeatureScreen {
  /// Asks the feature toggle which features are on and renders those.
  func loadFeatures()
}

/// The More screen as it first shipped, with one feature.
public struct OneFeatureMoreViewController: FeatureScreen {
  let featureToggle: any FeatureToggleProtocol
  let viewRenderer: any ViewRendererProtocol

  /// Creates the screen with the collaborators it asks and draws with.
  public init(featureToggle: any FeatureToggleProtocol, viewRenderer: any ViewRendererProtocol) {
    self.featureToggle = featureToggle
    self.viewRenderer = viewRenderer
  }

  /// Renders feature one if it is on.
  public func loadFeatures() {
    if featureToggle.isFeatureOneOn() {
      viewRenderer.renderFeatureOne()
    }
  }
}

/// The More screen once a second feature shipped: it now also asks whether
/// feature two is on. Nothing about feature one changed.
public struct MoreViewController: FeatureScreen {
  let featureToggle: any FeatureToggleProtocol
  let viewRenderer: any ViewRendererProtocol

  /// Creates the screen with the collaborators it asks and draws with.
  public init(featureToggle: any FeatureToggleProtocol, viewRenderer: any ViewRendererProtocol) {
    self.featureToggle = featureToggle
    self.viewRenderer = viewRenderer
  }

  /// Renders feature one and feature two, each if it is on.
  public func loadFeatures() {
    if featureToggle.isFeatureOneOn() {
      viewRenderer.renderFeatureOne()
    }
    if featureToggle.isFeatureTwoOn() {
      viewRenderer.renderFeatureTwo()
    }
  }
}
