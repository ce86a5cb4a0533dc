#if canImport(XCTest)
  import XCTest

  /// Knows which XCTest test is running, so that a failure a test double
  /// reports after the test that created it has ended (from work that test
  /// leaked) is not blamed on whichever test runs then.
  ///
  /// It observes XCTest from the first time a test double is created; a test
  /// whose start it did not see counts as unknown.
  ///
  /// `@unchecked Sendable` is safe here: its only state is `state`, a
  /// `Locked` value.
  final class XCTestTracker: NSObject, XCTestObservation, @unchecked Sendable {
    /// The tracker, registered with XCTest when first used.
    static let shared: XCTestTracker = {
      let tracker = XCTestTracker()
      XCTestObservationCenter.shared.addTestObserver(tracker)
      return tracker
    }()

    private let state = Locked(State())

    private struct State {
      /// Changes at every start and end of a test.
      var generation = 0
      /// Whether a test is running; `nil` until the first start or end seen.
      var isTestRunning: Bool?
    }

    /// The running test, as a number that no other test shares; `nil` when
    /// no test is known to be running.
    var currentTest: Int? {
      state.withLock { $0.isTestRunning == true ? $0.generation : nil }
    }

    /// Whether `test`, from ``currentTest``, is still the running test.
    func isRunning(_ test: Int) -> Bool {
      state.withLock { $0.isTestRunning == true && $0.generation == test }
    }

    func testBundleWillStart(_ testBundle: Bundle) {
      state.withLock { $0.isTestRunning = false }
    }

    func testCaseWillStart(_ testCase: XCTestCase) {
      state.withLock { state in
        state.generation += 1
        state.isTestRunning = true
      }
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
      state.withLock { state in
        state.generation += 1
        state.isTestRunning = false
      }
    }
  }
#endif
