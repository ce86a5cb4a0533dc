import StubVsMock
import SwiftMock

/// A strict mock of the feature toggle: every question the screen asks must
/// be expected.
public final class MockFeatureToggle: Mock<FeatureToggleProtocol>, FeatureToggleProtocol {
  /// Answers what the test expected, and fails the test if it did not.
  public func isFeatureOneOn() -> Bool { accept() }
  /// Answers what the test expected, and fails the test if it did not.
  public func isFeatureTwoOn() -> Bool { accept() }
}

/// A mock of the renderer: the test is about what gets rendered, so this is
/// the collaborator to be strict about.
public final class MockViewRenderer: Mock<ViewRendererProtocol>, ViewRendererProtocol {
  /// Records the call, and fails the test if it was not expected.
  public func renderFeatureOne() { accept() }
  /// Records the call, and fails the test if it was not expected.
  public func renderFeatureTwo() { accept() }
}

/// A stub of the feature toggle in the plainest shape: stored answers. It
/// answers whatever it is asked, as often as it is asked, and checks nothing.
public final class StubFeatureToggle: Stub<FeatureToggleProtocol>, FeatureToggleProtocol {
  /// Whether `isFeatureOneOn()` answers `true`.
  public var featureOneEnabled = false
  /// Whether `isFeatureTwoOn()` answers `true`.
  public var featureTwoEnabled = false

  /// The stored answer for feature one.
  public func isFeatureOneOn() -> Bool { featureOneEnabled }
  /// The stored answer for feature two.
  public func isFeatureTwoOn() -> Bool { featureTwoEnabled }
}
