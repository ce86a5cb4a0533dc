import Foundation
import StubVsMock
import StubVsMockScenarios
import SwiftMock

// `swift run stub-vs-mock`: the feature toggle story, run against SwiftMock.
// Every failure printed below is produced by the library as the walkthrough
// runs; none of it is written out here.

/// Runs one version of the test and prints what a test run would report.
/// Returns whether the test passed.
func run(_ title: String, _ test: () -> Void) -> Bool {
  let failures = captureFailures(test)
  print("  \(title): \(failures.isEmpty ? "passed" : "failed")")
  for failure in failures {
    print("    error: \(failure.message)")
  }
  return failures.isEmpty
}

print(
  """
  Stub or mock? The feature toggle story
  ======================================

  MoreViewController asks a FeatureToggleProtocol which features are on and
  tells a ViewRendererProtocol to draw them. One test checks that when feature
  one is on, feature one is rendered.

  1. The screen has one feature. The test mocks both collaborators:

       mockFeatureToggle.expect { $0.isFeatureOneOn() }.returning(true)
       mockViewRenderer.expect { $0.renderFeatureOne() }

  """)
let mockedBefore = run("one-feature screen, toggle mocked") {
  featureOneIsRenderedWithMockedToggle(on: OneFeatureMoreViewController.init)
}

print(
  """

  2. A second feature ships. loadFeatures() now also asks isFeatureTwoOn().
     Feature one works exactly as before, yet the same test fails:

  """)
let mockedAfter = run("two-feature screen, toggle mocked") {
  featureOneIsRenderedWithMockedToggle(on: MoreViewController.init)
}

print(
  """

  3. The same test with the toggle stubbed: it answers any question, as often
     as it is asked, and checks nothing. The renderer stays a mock.

       stubFeatureToggle.featureOneEnabled = true
       mockViewRenderer.expect { $0.renderFeatureOne() }

  """)
let stubbedBefore = run("one-feature screen, toggle stubbed") {
  featureOneIsRenderedWithStubbedToggle(on: OneFeatureMoreViewController.init)
}
let stubbedAfter = run("two-feature screen, toggle stubbed") {
  featureOneIsRenderedWithStubbedToggle(on: MoreViewController.init)
}

print(
  """

  Why the stub was the better choice
  ----------------------------------
  The test is about what gets rendered, so the renderer is the collaborator to
  be strict about: that is a mock's job. The toggle only feeds answers in; how
  often the screen asks it, and what else it asks, is none of this test's
  business. Mock it, and every new question breaks a test that has nothing to
  do with it, and then the feature after. Stub it, and the test fails only when
  what it checks goes wrong.
  """)

let storyHolds = mockedBefore && !mockedAfter && stubbedBefore && stubbedAfter
if !storyHolds {
  print("\nThe story did not run as told: SwiftMock behaved differently than it should.")
}
exit(storyHolds ? 0 : 1)
