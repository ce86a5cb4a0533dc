import SwiftMock
import SwiftMockTestSupport
import XCTest

// The shape the contract promises a user can write, compiled as written.

protocol FeatureToggleProtocol {
  func isFeatureOneOn() -> Bool
  func isFeatureTwoOn() -> Bool
}

protocol ViewRendererProtocol {
  func renderFeatureOne()
  func renderFeatureTwo()
}

struct MoreViewController {
  let featureToggle: FeatureToggleProtocol
  let viewRenderer: ViewRendererProtocol

  func loadFeatures() {
    if featureToggle.isFeatureOneOn() {
      viewRenderer.renderFeatureOne()
    }
    if featureToggle.isFeatureTwoOn() {
      viewRenderer.renderFeatureTwo()
    }
  }

  /// The line of `loadFeatures()` that asks for feature two.
  static let featureTwoQueryLine = #line - 6
}

final class StubFeatureToggle: FeatureToggleProtocol {
  var featureOneEnabled = false
  var featureTwoEnabled = false
  func isFeatureOneOn() -> Bool { featureOneEnabled }
  func isFeatureTwoOn() -> Bool { featureTwoEnabled }
}

final class MockViewRenderer: Mock<ViewRendererProtocol>, ViewRendererProtocol {
  func renderFeatureOne() { accept() }
  func renderFeatureTwo() { accept() }
}

final class MockFeatureToggle: Mock<FeatureToggleProtocol>, FeatureToggleProtocol {
  func isFeatureOneOn() -> Bool { accept() }
  func isFeatureTwoOn() -> Bool { accept() }
}

final class ContractShapeTests: XCTestCase {
  func test_loadFeatures_featureOneRendered() {
    let stub = StubFeatureToggle()
    stub.featureOneEnabled = true
    let mockViewRenderer = MockViewRenderer.create()
    let sut = MoreViewController(featureToggle: stub, viewRenderer: mockViewRenderer)
    mockViewRenderer.expect { object in object.renderFeatureOne() }
    sut.loadFeatures()
    mockViewRenderer.verify()
  }

  func test_loadFeatures_mockedToggle_failsOnTheSecondFeaturesQuery() {
    let line = #line; let mockFeatureToggle = MockFeatureToggle()
    let mockViewRenderer = MockViewRenderer()
    let sut = MoreViewController(featureToggle: mockFeatureToggle, viewRenderer: mockViewRenderer)
    mockFeatureToggle.expect { $0.isFeatureOneOn() }.returning(true)
    mockViewRenderer.expect { $0.renderFeatureOne() }
    var callLine = 0
    let failures = captureFailures {
      callLine = #line; sut.loadFeatures()
      mockFeatureToggle.verify()
      mockViewRenderer.verify()
    }
    // The call is made in `loadFeatures()`, written in this file: reported
    // at the test's line that led to it, by way of the line that made it.
    let unexpected = expectedCallFailure(
      """
      [FeatureToggleProtocol] Unexpected call: isFeatureTwoOn()
        via \(#fileID):\(MoreViewController.featureTwoQueryLine)
        the mock was made at \(#fileID):\(line)
      """, calledAt: callLine, madeAt: line)
    XCTAssertEqual(failures.map(\.message), [unexpected.message])
    XCTAssertEqual(failures.map(\.line), [unexpected.line])
  }
}
