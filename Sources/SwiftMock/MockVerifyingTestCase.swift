#if canImport(XCTest)
  import XCTest

  /// An `XCTestCase` that verifies, when each test ends, every mock the test
  /// created or holds in a stored property, so that a forgotten `verify()`
  /// cannot hide a missing call.
  ///
  /// Make it the base class of your test case:
  ///
  /// ```swift
  /// final class MoreViewControllerTests: MockVerifyingTestCase {
  ///   let renderer = MockViewRenderer()
  ///
  ///   func test_featureOneOn_rendersFeatureOne() {
  ///     renderer.expect { $0.renderFeatureOne() }
  ///     sut(renderer).loadFeatures()
  ///     // no renderer.verify() needed
  ///   }
  /// }
  /// ```
  ///
  /// Each missing call is reported at the line that expected it, and a
  /// skipped test (`XCTSkip`) is not verified:
  ///
  /// ```text
  /// [ViewRendererProtocol] Missing call: renderFeatureOne() (expected at MoreTests/MoreTests.swift:12)
  /// ```
  open class MockVerifyingTestCase: XCTestCase {
    /// Runs the test, its set-up and tear-down with its mocks recorded, then
    /// verifies them and the mocks in the test case's stored properties.
    ///
    /// XCTest calls it for each test; a subclass that overrides it calls
    /// `super`:
    ///
    /// ```swift
    /// override func invokeTest() {
    ///   withSomeContext { super.invokeTest() }
    /// }
    /// ```
    open override func invokeTest() {
      let registry = MockRegistry()
      MockRegistry.$current.withValue(registry) {
        super.invokeTest()
      }
      // After `tearDown()`, while the test can still take failures: those
      // in flight first, then the mocks. A skipped test (`XCTSkip`) did not
      // get to make its calls.
      let tracker = XCTestTracker.shared
      tracker.endOfTest(tracker.runningTest?.generation, afterTearDown: true) {
        registry.verifyAll(
          alsoChecking: testDoubles(heldBy: self), isSkipped: testRun?.hasBeenSkipped == true)
      }
    }
  }
#endif
