#if canImport(XCTest)
  import Foundation
  import XCTest

  /// Knows which XCTest test is running, and keeps the failures no test can
  /// be charged with, so that a failure is never blamed on the wrong test
  /// nor lost.
  ///
  /// On Linux it observes XCTest from before the first test starts (see
  /// `registerBeforeMain`); elsewhere from the first time a test double is
  /// made, taking the test then running, whose start it did not see, to be
  /// one it does not know the name of.
  ///
  /// `@unchecked Sendable` is safe here: its only state is `state`, a
  /// `Locked` value.
  final class XCTestTracker: NSObject, XCTestObservation, @unchecked Sendable {
    /// The tracker, registered with XCTest when first used.
    static let shared: XCTestTracker = {
      let isBeforeMain = registrationBeforeMain.withLock { $0 }
      let tracker = XCTestTracker(isBeforeMain: isBeforeMain)
      tracker.register()
      return tracker
    }()

    /// Adds the tracker to XCTest's observers, on the main thread: Apple's
    /// XCTest stops the process when an observer is added on another one.
    /// From another thread, the main queue adds it soon after.
    private func register() {
      let observe: @Sendable () -> Void = {
        MainActor.assumeIsolated {
          XCTestObservationCenter.shared.addTestObserver(self)
        }
      }
      if Thread.isMainThread {
        observe()
      } else {
        DispatchQueue.main.async(execute: observe)
      }
    }

    private let state = Locked(State())

    /// Whether a test is running, read without a lock and without making
    /// the tracker: 1 while one runs, 0 otherwise.
    static let testsRunning = AtomicCount()

    private struct State {
      /// Changes at every start and end of a test.
      var generation = 0
      /// The running test's name; `nil` when none is known to be running.
      var runningTest: String?
      /// Whether an XCTest run is under way in this process.
      var isBundleRunning = false
      /// The suites that finished, the outermost last.
      var lastFinishedSuite: XCTestSuite?
      /// Failures no test could be charged with, for the end of the run.
      var orphans: [Orphan] = []
      /// The running test case, to learn whether it was skipped.
      weak var runningTestCase: XCTestCase?
      /// Failures found while the running test ran, held for its tear-down,
      /// when its skip, if any, is known, and which runs on the test's thread.
      var heldForTearDown: [(message: String, location: SourceCodeLocation)] = []
      /// Whether the running test's tear-down has begun.
      var isTearingDown = false
    }

    /// A failure no test could be charged with.
    struct Orphan {
      let message: String
      let location: SourceCodeLocation
    }

    /// - Parameter isBeforeMain: Whether it is made before `main`, so that it
    ///   sees every test start; otherwise the test then running, if it is
    ///   made on XCTest's main thread, is one whose start it missed.
    private init(isBeforeMain: Bool) {
      super.init()
      guard !isBeforeMain, Thread.isMainThread else { return }
      state.withLock { state in
        state.generation += 1
        state.runningTest = "the test running when SwiftMock was first used"
        state.isBundleRunning = true
        Self.testsRunning.add(1)
      }
    }

    /// The running test: a number no other test shares, and its name.
    var runningTest: (generation: Int, name: String)? {
      state.withLock { state in state.runningTest.map { (state.generation, $0) } }
    }

    /// The running test case, read on XCTest's own thread.
    fileprivate var runningTestCase: XCTestCase? {
      state.withLock { $0.runningTestCase }
    }

    /// The running test's module, class and method: the method from its
    /// name, as XCTest on Linux names a test `Class.method`, and on Apple
    /// systems `-[Class method]`.
    var runningTestMethod: (module: String, className: String, method: String)? {
      let (name, testCase) = state.withLock { ($0.runningTest, $0.runningTestCase) }
      guard let name, let testCase else { return nil }
      let parts = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]"))
        .split(whereSeparator: { $0 == " " || $0 == "." })
      let qualifiedClass = String(reflecting: type(of: testCase))
      guard parts.count >= 2, let module = qualifiedClass.split(separator: ".").first else {
        return nil
      }
      return (String(module), String(parts[parts.count - 2]), String(parts[parts.count - 1]))
    }

    /// Whether an XCTest run is under way in this process.
    var isRunning: Bool {
      state.withLock { $0.isBundleRunning }
    }

    /// Keeps a failure that no test can be charged with, to fail the run
    /// with at its end.
    func addOrphan(_ message: String, at location: SourceCodeLocation) {
      state.withLock { $0.orphans.append(Orphan(message: message, location: location)) }
    }

    func testBundleWillStart(_ testBundle: Bundle) {
      state.withLock { $0.isBundleRunning = true }
    }

    func testCaseWillStart(_ testCase: XCTestCase) {
      let generation = state.withLock { state in
        state.generation += 1
        if state.runningTest == nil { Self.testsRunning.add(1) }
        state.runningTest = testCase.name
        state.runningTestCase = testCase
        state.heldForTearDown = []
        state.isTearingDown = false
        return state.generation
      }
      testCase.addTeardownBlock { [weak self] in
        self?.tearDown(generation)
      }
    }

    /// Holds failures found while a test runs until its tear-down, when
    /// its skip is known; reports nothing for a test known to be skipped.
    /// Says whether it took them: not when no XCTest test is running here.
    func holdUntilTearDown(
      _ failures: [(String, SourceCodeLocation)], context: ReportingContext
    ) -> Bool {
      enum Decision { case notRunning, skipped, held, reportNow }
      let owner = context.owner
      let decision = state.withLock { state -> Decision in
        guard state.runningTest != nil, let testCase = state.runningTestCase else {
          return .notRunning
        }
        var isOwner = owner == nil && Thread.isMainThread
        if case .xcTest(state.generation, _)? = owner { isOwner = true }
        guard isOwner else { return .notRunning }
        if testCase.testRun?.hasBeenSkipped == true { return .skipped }
        if state.isTearingDown { return .reportNow }
        state.heldForTearDown += failures.map { ($0.0, $0.1) }
        return .held
      }
      return decision == .skipped || decision == .held
    }

    /// Holds a failure from a thread other than XCTest's for the tear-down
    /// of the test numbered `generation`, where it is reported on the
    /// test's own thread: XCTest stops the process when a failure reaches a
    /// test whose run has just stopped, which another thread cannot rule
    /// out. Says whether it took it: not once the tear-down has begun.
    func holdForTearDown(
      _ message: String, at location: SourceCodeLocation, ofTest generation: Int
    ) -> Bool {
      state.withLock { state in
        guard state.generation == generation, state.runningTest != nil, !state.isTearingDown
        else { return false }
        state.heldForTearDown.append((message, location))
        return true
      }
    }

    /// Reports, as a test tears down on its own thread, the failures held
    /// for it, unless it was skipped.
    private func tearDown(_ generation: Int) {
      let (held, isSkipped) = state.withLock { state in
        guard state.generation == generation else {
          return ([] as [(message: String, location: SourceCodeLocation)], false)
        }
        state.isTearingDown = true
        defer { state.heldForTearDown = [] }
        return (state.heldForTearDown, state.runningTestCase?.testRun?.hasBeenSkipped == true)
      }
      guard !isSkipped else { return }
      for failure in held {
        failXCTest(failure.message, at: failure.location)
      }
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
      // No failure may be reported here: the test's run has stopped.
      state.withLock { state in
        if state.runningTest != nil { Self.testsRunning.add(-1) }
        state.generation += 1
        state.runningTest = nil
        state.runningTestCase = nil
        state.heldForTearDown = []
      }
    }

    func testSuiteDidFinish(_ testSuite: XCTestSuite) {
      state.withLock { $0.lastFinishedSuite = testSuite }
    }

    func testBundleDidFinish(_ testBundle: Bundle) {
      // A failure still being worked out on another thread ends up among
      // the orphans: wait for it, within a bound.
      let deadline = Date(timeIntervalSinceNow: 5)
      while failuresInPreparation.value > 0 && Date() < deadline {
        Thread.sleep(forTimeInterval: 0.001)
      }
      let (orphans, suite) = state.withLock { state in
        defer {
          state.orphans = []
          state.isBundleRunning = false
        }
        return (state.orphans, state.lastFinishedSuite)
      }
      guard !orphans.isEmpty else { return }
      reportAtTheEndOfTheRun(orphans, in: suite)
    }

    /// Fails the run with `orphans`: on Linux, as a test case of their own
    /// run after the others and added to the run's results; elsewhere, as
    /// failures reported where XCTest takes them.
    private func reportAtTheEndOfTheRun(_ orphans: [Orphan], in suite: XCTestSuite?) {
      #if os(Linux)
        let reporter = FailuresOutsideAnyTest(name: "reportedOutsideAnyTest") { testCase in
          for orphan in orphans {
            failXCTest(orphan.message, at: orphan.location, in: testCase)
          }
        }
        reporter.run()
        if let run = reporter.testRun, let suiteRun = suite?.testRun as? XCTestSuiteRun {
          suiteRun.addTestRun(run)
          return
        }
      #endif
      for orphan in orphans {
        failXCTest(orphan.message, at: orphan.location)
        writeToStandardError(
          orphan.message, at: orphan.location, "reported outside any XCTest test")
      }
    }
  }

  /// Fails `testCase`, or the XCTest test running on this thread, with
  /// `message` at `location`, a file found at run time included.
  func failXCTest(
    _ message: String, at location: SourceCodeLocation, in testCase: XCTestCase? = nil
  ) {
    #if os(Linux)
      if location.isInFoundFile, let testCase = testCase ?? XCTestTracker.shared.runningTestCase {
        // Worded as `XCTFail` words its failures.
        testCase.recordFailure(
          withDescription: "failed - \(message)", inFile: location.filePathText,
          atLine: Int(clamping: location.line), expected: true)
        return
      }
    #endif
    XCTFail(message, file: location.filePath, line: location.line)
  }

  #if os(Linux)
    /// The test case that fails an XCTest run with the failures no test
    /// could be charged with, run once every test has ended.
    final class FailuresOutsideAnyTest: XCTestCase {}

    #if compiler(>=6.3)
      /// Registers the tracker before `main`, so that it sees the start of
      /// every test; it runs in every process that loads SwiftMock, and only
      /// adds an observer, which a process that runs no XCTest never calls.
      @_cdecl("swiftmock_register_xctest_tracker")
      func registerTrackerBeforeMain() {
        registrationBeforeMain.withLock { $0 = true }
        _ = XCTestTracker.shared
      }

      @used @section(".init_array")
      let registerBeforeMain: @convention(c) () -> Void = registerTrackerBeforeMain
    #endif
  #endif

  /// Whether the tracker is being registered before `main`.
  private let registrationBeforeMain = Locked(false)
#endif
