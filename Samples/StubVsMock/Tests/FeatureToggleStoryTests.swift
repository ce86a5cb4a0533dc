import StubVsMock
import StubVsMockScenarios
import SwiftMock
import SwiftMockTestSupport
import Testing

/// The feature toggle story, in the order it happens. Each test runs the
/// same check, "when feature one is on, feature one is rendered", and
/// captures its failures to show what a test run would report.
@Suite("Stub or mock? The feature toggle story")
struct FeatureToggleStoryTests {
  @Test func step1_oneFeatureScreen_toggleMocked_passes() {
    let failures = captureFailures {
      featureOneIsRenderedWithMockedToggle(on: OneFeatureMoreViewController.init)
    }
    #expect(failures.isEmpty)
  }

  @Test func step2_secondFeatureAdded_toggleMocked_failsWithUnexpectedCall() {
    var line = 0
    let failures = captureFailures {
      line = #line; featureOneIsRenderedWithMockedToggle(on: MoreViewController.init)
    }
    // The scenario makes its mocks with the test's line, which it is
    // reported at.
    let unexpected = expectedCallFailure(
      "[FeatureToggleProtocol] Unexpected call: isFeatureTwoOn()", calledAt: line, madeAt: line)
    #expect(failures.map(\.description) == ["\(#fileID):\(unexpected.line): \(unexpected.message)"])
    #expect(failures.map(\.filePath) == ["\(#filePath)"])
  }

  @Test func step3_oneFeatureScreen_toggleStubbed_passes() {
    let failures = captureFailures {
      featureOneIsRenderedWithStubbedToggle(on: OneFeatureMoreViewController.init)
    }
    #expect(failures.isEmpty)
  }

  @Test func step4_secondFeatureAdded_toggleStubbed_stillPasses() {
    let failures = captureFailures {
      featureOneIsRenderedWithStubbedToggle(on: MoreViewController.init)
    }
    #expect(failures.isEmpty)
  }
}

/// Tests of the two-feature screen as a team would write them after the
/// story: the renderer mocked, the toggle stubbed.
struct MoreViewControllerTests {
  @Test func loadFeatures_featureTwoOn_rendersFeatureTwoOnly() {
    let stubFeatureToggle = StubFeatureToggle()
    stubFeatureToggle.featureTwoEnabled = true
    let mockViewRenderer = MockViewRenderer()
    let sut = MoreViewController(featureToggle: stubFeatureToggle, viewRenderer: mockViewRenderer)
    mockViewRenderer.expect { $0.renderFeatureTwo() }

    sut.loadFeatures()

    mockViewRenderer.verify()
  }

  @Test func loadFeatures_bothOn_rendersBothInOrder() {
    let stubFeatureToggle = StubFeatureToggle()
    stubFeatureToggle.featureOneEnabled = true
    stubFeatureToggle.featureTwoEnabled = true
    let mockViewRenderer = MockViewRenderer()
    let sut = MoreViewController(featureToggle: stubFeatureToggle, viewRenderer: mockViewRenderer)
    mockViewRenderer.expect { $0.renderFeatureOne() }
    mockViewRenderer.expect { $0.renderFeatureTwo() }

    sut.loadFeatures()

    mockViewRenderer.verify()
  }

  @Test func loadFeatures_bothOff_rendersNothing() {
    let sut = MoreViewController(
      featureToggle: StubFeatureToggle(), viewRenderer: MockViewRenderer())

    sut.loadFeatures()
  }

  @Test func loadFeatures_featureOneOff_featureOneIsNotRendered() {
    let mockViewRenderer = MockViewRenderer()
    let sut = MoreViewController(featureToggle: StubFeatureToggle(), viewRenderer: mockViewRenderer)
    let expectLine = #line; mockViewRenderer.expect { $0.renderFeatureOne() }

    sut.loadFeatures()

    let line = #line; let failures = captureFailures { mockViewRenderer.verify() }
    #expect(
      failures.map(\.description) == [
        "\(#fileID):\(line): [ViewRendererProtocol] Missing call: renderFeatureOne() (expected at \(#fileID):\(expectLine))"
      ])
  }
}
