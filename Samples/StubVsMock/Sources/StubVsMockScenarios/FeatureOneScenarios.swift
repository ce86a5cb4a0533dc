import StubVsMock
import SwiftMock

// The test at the heart of the story, "when feature one is on, feature one
// is rendered", written twice: once with the feature toggle mocked, once with
// it stubbed. Each runs against either version of the More screen. The
// sample's tests and the `stub-vs-mock` walkthrough both run these bodies;
// the location parameters make failures point at the caller's line, the way
// any test helper should.

/// Makes the screen under test from its two collaborators: pass
/// `OneFeatureMoreViewController.init` or `MoreViewController.init`.
public typealias MakeScreen = (any FeatureToggleProtocol, any ViewRendererProtocol) ->
  any FeatureScreen

/// The test as first written: both collaborators are mocks, so the test also
/// fixes which questions the screen may ask the toggle.
///
/// - Parameters:
///   - makeScreen: Makes the version of the More screen to test.
///   - fileID: The file ID the test's failures are reported at.
///   - filePath: The file path the test's failures are reported at.
///   - line: The line the test's failures are reported at.
///   - column: The column the test's failures are reported at.
public func featureOneIsRenderedWithMockedToggle(
  on makeScreen: MakeScreen,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) {
  let mockFeatureToggle = MockFeatureToggle.create(
    fileID: fileID, filePath: filePath, line: line, column: column)
  let mockViewRenderer = MockViewRenderer.create(
    fileID: fileID, filePath: filePath, line: line, column: column)
  let sut = makeScreen(mockFeatureToggle, mockViewRenderer)

  mockFeatureToggle.expect { $0.isFeatureOneOn() }.returning(true)
  mockViewRenderer.expect { $0.renderFeatureOne() }

  sut.loadFeatures()

  mockFeatureToggle.verify(fileID: fileID, filePath: filePath, line: line, column: column)
  mockViewRenderer.verify(fileID: fileID, filePath: filePath, line: line, column: column)
}

/// The same test with the toggle stubbed: only the renderer, whose calls the
/// test is about, is a mock.
///
/// - Parameters:
///   - makeScreen: Makes the version of the More screen to test.
///   - fileID: The file ID the test's failures are reported at.
///   - filePath: The file path the test's failures are reported at.
///   - line: The line the test's failures are reported at.
///   - column: The column the test's failures are reported at.
public func featureOneIsRenderedWithStubbedToggle(
  on makeScreen: MakeScreen,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) {
  let stubFeatureToggle = StubFeatureToggle.create()
  stubFeatureToggle.featureOneEnabled = true
  let mockViewRenderer = MockViewRenderer.create(
    fileID: fileID, filePath: filePath, line: line, column: column)
  let sut = makeScreen(stubFeatureToggle, mockViewRenderer)

  mockViewRenderer.expect { $0.renderFeatureOne() }

  sut.loadFeatures()

  mockViewRenderer.verify(fileID: fileID, filePath: filePath, line: line, column: column)
}
