#if canImport(Testing) && compiler(>=6.1)
  import Testing

  /// A Swift Testing trait that verifies, when each test ends, every mock the
  /// test created, so that a forgotten `verify()` cannot hide a missing call.
  ///
  /// Apply it to a test or to a whole suite:
  ///
  /// ```swift
  /// @Suite(.verifiesMocks)
  /// struct MoreViewControllerTests {
  ///   @Test func featureOneOn_rendersFeatureOne() {
  ///     let renderer = MockViewRenderer()
  ///     renderer.expect { $0.renderFeatureOne() }
  ///     sut(renderer).loadFeatures()
  ///     // no renderer.verify() needed
  ///   }
  /// }
  /// ```
  ///
  /// Each missing call is reported at the line that expected it:
  ///
  /// ```text
  /// [ViewRendererProtocol] Missing call: renderFeatureOne() (expected at MoreTests/MoreTests.swift:14)
  /// ```
  ///
  /// A mock the test already verified has nothing left to report. Mocks
  /// made by tasks the test starts are verified too, and so is a mock made
  /// anywhere else (on a detached task, say) once the test sets up an
  /// expectation on it. A cancelled test (`Test.cancel()`) is not verified:
  /// it did not get to make its calls.
  public struct VerifiesMocksTrait: TestTrait, SuiteTrait, TestScoping {
    /// Applied to a suite, the trait verifies the mocks of each of its tests.
    ///
    /// ```swift
    /// @Suite(.verifiesMocks) struct CheckoutTests { … }  // every test in it
    /// ```
    public var isRecursive: Bool { true }

    /// Runs the test with its mocks recorded, then verifies them.
    ///
    /// Swift Testing calls it for each test the trait applies to:
    ///
    /// ```swift
    /// @Test(.verifiesMocks) func checkout_chargesTheCard() { … }
    /// ```
    public func provideScope(
      for test: Test, testCase: Test.Case?,
      performing function: @Sendable () async throws -> Void
    ) async throws {
      let registry = MockRegistry()
      // The test's reporter, started here, outside the test's body, where
      // no `withKnownIssue` block can be around it (see
      // ``SwiftTestingReporter``).
      let reporter = SwiftTestingReporter.of(test, key: TestKey(test))
      defer { withExtendedLifetime(reporter) {} }
      do {
        try await MockRegistry.$current.withValue(registry) {
          try await function()
        }
      } catch {
        // Failures still on their way to the test reach it before it ends.
        await FailuresInFlight.waitUntilNone(within: inFlightLimit)
        // A cancelled test did not get to make its calls.
        registry.verifyAll(isSkipped: Task.isCancelled)
        StaticDoubles.release(doublesOf: TestKey(test, case: testCase))
        throw error
      }
      await FailuresInFlight.waitUntilNone(within: inFlightLimit)
      registry.verifyAll()
      // The doubles of static members the test used were verified with
      // its other doubles; they go with it.
      StaticDoubles.release(doublesOf: TestKey(test, case: testCase))
    }
  }

  extension Trait where Self == VerifiesMocksTrait {
    /// Verifies every mock a test creates when the test ends.
    ///
    /// ```swift
    /// @Test(.verifiesMocks) func featureOneOn_rendersFeatureOne() { … }
    /// ```
    public static var verifiesMocks: Self { Self() }
  }
#endif
