#if canImport(XCTest)
  import Foundation
  import XCTest

  /// Knows which XCTest test is running, delivers the failures of XCTest
  /// tests, and keeps those no test can be charged with for the end of the
  /// run, so that a failure is never blamed on the wrong test nor lost.
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

    /// Whether a test is running, read without a lock and without making
    /// the tracker: 1 while one runs, 0 otherwise.
    static var testsRunning: ProcessCount { .xcTestsRunning }

    /// Whether an XCTest run has begun in this process: 0 until it has.
    static let hasRun = AtomicCount()

    /// An XCTest test as SwiftMock knows it.
    struct TestRecord: Sendable {
      /// A number no other test shares.
      let generation: Int
      /// Its name as XCTest gives it: `Class.method` on Linux,
      /// `-[Class method]` on Apple systems.
      let name: String

      /// Its class and method, from its name.
      var classAndMethod: (className: String, method: String)? {
        let parts = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]"))
          .split(whereSeparator: { $0 == " " || $0 == "." })
        guard parts.count >= 2 else { return nil }
        return (String(parts[parts.count - 2]), String(parts[parts.count - 1]))
      }
    }

    let state = Locked(State())

    struct State {
      /// Changes at every start and end of a test.
      var generation = 0
      /// The running test, if one is known to be running.
      var running: RunningTest?
      /// Whether an XCTest run is under way in this process.
      var isBundleRunning = false
      /// The suites that finished, the outermost last.
      var lastFinishedSuite: XCTestSuite?
      /// Failures no test could be charged with, for the end of the run.
      var orphans: [ReportedFailure] = []
      /// The thread XCTest runs tests on: the main thread, but for a run
      /// started by hand on another.
      var testThread: ObjectIdentifier?
      /// Whether that thread is the main thread, whose queue can reach it.
      var isTestThreadMain = false
    }

    /// What the tracker keeps of the running test.
    struct RunningTest {
      let record: TestRecord
      /// The test case, to learn whether it was skipped and to fail it.
      weak var testCase: XCTestCase?
      /// Whether the test's body has ended: its tear-down has begun.
      var hasEnded = false
      /// Whether it ends when its `invokeTest()` returns, after `tearDown()`:
      /// a ``MockVerifyingTestCase``, which reports there.
      let endsAfterTearDown: Bool
      /// Failures from other threads, held for the test's end, which runs on
      /// the test's own thread: XCTest stops the process when a failure
      /// reaches a test whose run has just stopped, which another thread
      /// cannot rule out.
      var held: [ReportedFailure] = []
      /// The test doubles the test set up expectations on, to check when it
      /// ends.
      var doubles: [ObjectIdentifier: WeakEngine] = [:]
    }

    struct WeakEngine {
      weak var engine: MockEngine?
    }

    /// - Parameter isBeforeMain: Whether it is made before `main`, so that it
    ///   sees every test start; otherwise the test then running, if it is
    ///   made on XCTest's main thread, is one whose start it missed.
    private init(isBeforeMain: Bool) {
      super.init()
      guard !isBeforeMain, Thread.isMainThread else { return }
      state.withLock { state in
        state.testThread = ObjectIdentifier(Thread.current)
        state.isTestThreadMain = true
        state.generation += 1
        state.running = RunningTest(
          record: TestRecord(
            generation: state.generation,
            name: "the test running when SwiftMock was first used"),
          endsAfterTearDown: false)
        state.isBundleRunning = true
        Self.testsRunning.add(1)
      }
    }

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

    /// The running test.
    var runningTest: TestRecord? {
      state.withLock { $0.running?.record }
    }

    /// The running test case, read on XCTest's own thread.
    var runningTestCase: XCTestCase? {
      state.withLock { $0.running?.testCase }
    }

    /// The running test's module, class and method.
    var runningTestMethod: (module: String, className: String, method: String)? {
      let (record, testCase) = state.withLock { ($0.running?.record, $0.running?.testCase) }
      guard let record, let testCase, let (className, method) = record.classAndMethod,
        let module = String(reflecting: type(of: testCase)).split(separator: ".").first
      else {
        return nil
      }
      return (String(module), className, method)
    }

    /// Whether this thread is the one XCTest runs tests on, where a test's
    /// own code runs and a failure can reach it at once.
    var isOnTestThread: Bool {
      let thread = ObjectIdentifier(Thread.current)
      return state.withLock { $0.testThread == thread }
    }

    // MARK: Test and run events

    func testBundleWillStart(_ testBundle: Bundle) {
      state.withLock { $0.isBundleRunning = true }
      if Self.hasRun.value == 0 { Self.hasRun.add(1) }
    }

    func testCaseWillStart(_ testCase: XCTestCase) {
      let thread = ObjectIdentifier(Thread.current)
      let isMainThread = Thread.isMainThread
      if Self.hasRun.value == 0 { Self.hasRun.add(1) }
      let record = state.withLock { state in
        state.testThread = thread
        state.isTestThreadMain = isMainThread
        state.generation += 1
        if state.running == nil { Self.testsRunning.add(1) }
        let record = TestRecord(generation: state.generation, name: testCase.name)
        state.running = RunningTest(
          record: record, testCase: testCase,
          endsAfterTearDown: testCase is MockVerifyingTestCase)
        return record
      }
      // The test doubles in the test case's stored properties, made before
      // its test started, belong to it.
      for double in testDoubles(heldBy: testCase) {
        double.ownership.adopt(by: .xcTest(record))
      }
      testCase.addTeardownBlock { [weak self] in
        self?.endOfTest(record.generation, afterTearDown: false)
      }
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
      // No failure may be reported here: the test's run has stopped. What
      // is still held for it fails the run, in its name, and so do the
      // expectations it set up after its end began (in `tearDown()`) and
      // did not verify.
      let (generation, lateDoubles) = state.withLock { state in
        guard let running = state.running else { return (0, [MockEngine]()) }
        Self.testsRunning.add(-1)
        state.orphans += running.held.map { $0.outsideAnyTest(belongingTo: running.record.name) }
        state.generation += 1
        state.running = nil
        return (running.record.generation, running.doubles.values.compactMap(\.engine))
      }
      for engine in lateDoubles.sorted(by: { $0.creationOrder < $1.creationOrder }) {
        engine.checkAtTheEndOfTest(.xcTest(generation: generation))
      }
      // The doubles of static members the test used, checked at its end
      // like its other doubles, go with it.
      StaticDoubles.release(doublesOf: .xcTest(generation: generation))
    }

    func testSuiteDidFinish(_ testSuite: XCTestSuite) {
      state.withLock { $0.lastFinishedSuite = testSuite }
    }

    func testBundleDidFinish(_ testBundle: Bundle) {
      // A failure still being worked out on another thread ends up among
      // the orphans: wait for it, within a bound.
      FailuresInFlight.waitUntilNone(within: inFlightLimit)
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

    // MARK: The end of a test

    /// Ends the test numbered `generation`, on its own thread, while it can
    /// still take failures: waits for failures in flight, reports what was
    /// held for it (unless it was skipped, what it is excused from), and
    /// checks the test doubles it set up expectations on and did not verify
    /// since, as if they went away.
    ///
    /// It runs from the tear-down block it adds to every test, before the
    /// test's `tearDown()`; for a ``MockVerifyingTestCase``, only when its
    /// `invokeTest()` returns, after `tearDown()` (`afterTearDown`).
    func endOfTest(
      _ generation: Int?, afterTearDown: Bool, verifying verifyAutomatically: () -> Void = {}
    ) {
      let isItsEnd = state.withLock { state in
        guard let running = state.running, running.record.generation == generation else {
          return false
        }
        return running.endsAfterTearDown == afterTearDown
      }
      guard let generation, isItsEnd else {
        generation.map(deliverHeld)
        verifyAutomatically()
        return
      }
      FailuresInFlight.waitUntilNone(within: inFlightLimit)
      let doubles = state.withLock { state -> [MockEngine] in
        guard state.running?.record.generation == generation else { return [] }
        state.running?.hasEnded = true
        defer { state.running?.doubles = [:] }
        return (state.running?.doubles.values.map { $0 } ?? []).compactMap(\.engine)
          .sorted { $0.creationOrder < $1.creationOrder }
      }
      deliverHeld(for: generation)
      verifyAutomatically()
      for engine in doubles {
        engine.checkAtTheEndOfTest(.xcTest(generation: generation))
      }
    }

    /// Reports on XCTest's thread the failures held for the test numbered
    /// `generation`, while it runs; those it is excused from, if skipped,
    /// are dropped.
    func deliverHeld(for generation: Int) {
      let (held, testCase) = state.withLock { state in
        guard let running = state.running, running.record.generation == generation else {
          return ([] as [ReportedFailure], nil as XCTestCase?)
        }
        defer { state.running?.held = [] }
        return (running.held, running.testCase)
      }
      let isSkipped = testCase?.testRun?.hasBeenSkipped == true
      for failure in held where !(isSkipped && failure.isExcusedByStoppingEarly) {
        failXCTest(failure, in: testCase)
      }
    }

    /// Notes that the running test set up expectations on `engine`, to check
    /// it when the test ends.
    func noteExpectations(on engine: MockEngine) {
      state.withLock { state in
        guard state.running != nil else { return }
        state.running?.doubles[ObjectIdentifier(engine)] = WeakEngine(engine: engine)
      }
    }

    // MARK: Delivering failures

    /// Delivers `failure` of a test double that belongs to `owner` (an
    /// XCTest test, or none), while an XCTest run is under way; `nil` when
    /// none is.
    ///
    /// On XCTest's main thread, where tests run, it fails the running test
    /// at once, unless it belongs to another test (what that test left
    /// behind fails the run in its name), or the test could still be skipped
    /// and would be excused from it (it waits for the test's end). From
    /// another thread, a failure of the running test's test double waits
    /// for the test's end, which reports it on XCTest's thread; once that
    /// has passed, the main queue is asked to report it while the test
    /// tears down, and what it cannot take in time fails the run in the
    /// test's name. Any other fails the run.
    func deliver(_ failure: ReportedFailure, owner: TestRecord?) -> Delivery? {
      enum Decision {
        case notRunning, orphaned, excused
        case held(scheduleOnMain: Int?)
        case failNow(XCTestCase?)
      }
      let thread = ObjectIdentifier(Thread.current)
      let decision = state.withLock { state -> Decision in
        let isTestThread = state.testThread == thread
        guard state.isBundleRunning || state.running != nil else { return .notRunning }
        guard let running = state.running else {
          state.orphans.append(failure.outsideAnyTest(belongingTo: owner?.name))
          return .orphaned
        }
        let isTheRunningTests = owner.map { $0.generation == running.record.generation }
        if isTestThread && !(isTheRunningTests == false && failure.isForOwner) {
          guard failure.isExcusedByStoppingEarly else { return .failNow(running.testCase) }
          if !running.hasEnded {
            state.running?.held.append(failure)
            return .held(scheduleOnMain: nil)
          }
          let isSkipped = running.testCase?.testRun?.hasBeenSkipped == true
          return isSkipped ? .excused : .failNow(running.testCase)
        }
        guard !isTestThread, isTheRunningTests == true else {
          state.orphans.append(failure.outsideAnyTest(belongingTo: owner?.name))
          return .orphaned
        }
        state.running?.held.append(failure)
        // Past the test's end, the main queue may still get to report it
        // while the test tears down, if XCTest's thread is the main thread
        // and runs it (a wait for an expectation does).
        return .held(
          scheduleOnMain: running.hasEnded && state.isTestThreadMain
            ? running.record.generation : nil)
      }
      switch decision {
      case .notRunning:
        return nil
      case .orphaned:
        return .forTheRun
      case .excused:
        return .excused
      case .held(let generation):
        if let generation {
          // Wait, within a bound, for the main queue to report it, so that a
          // test that waits for this call does not end first.
          let delivered = DispatchSemaphore(value: 0)
          DispatchQueue.main.async { [self] in
            deliverHeld(for: generation)
            delivered.signal()
          }
          _ = delivered.wait(timeout: .now() + .seconds(1))
        }
        return .pending(test: owner.map { .xcTest(generation: $0.generation) })
      case .failNow(let testCase):
        failXCTest(failure, in: testCase)
        return .recorded(test: nil, isFailure: true)
      }
    }

    /// Takes the failures no test took, for the process's exit: those of a
    /// run that never reached its end.
    static func takeFailuresLeftAtExit() -> [ReportedFailure] {
      shared.state.withLock { state in
        var left = state.orphans
        if let running = state.running {
          left += running.held.map { $0.outsideAnyTest(belongingTo: running.record.name) }
          state.running?.held = []
        }
        state.orphans = []
        return left
      }
    }

    /// Fails the run with `orphans`: on Linux, as a test case of their own
    /// run after the others and added to the run's results; elsewhere, as
    /// failures reported where XCTest takes them.
    private func reportAtTheEndOfTheRun(_ orphans: [ReportedFailure], in suite: XCTestSuite?) {
      #if os(Linux)
        let reporter = FailuresOutsideAnyTest(name: "reportedOutsideAnyTest") { testCase in
          for orphan in orphans {
            failXCTest(orphan, in: testCase)
          }
        }
        reporter.run()
        if let run = reporter.testRun, let suiteRun = suite?.testRun as? XCTestSuiteRun {
          suiteRun.addTestRun(run)
          return
        }
      #endif
      for orphan in orphans {
        failXCTest(orphan, in: nil)
        writeToStandardError(orphan, "reported outside any XCTest test")
      }
    }
  }

  /// The test doubles an XCTest test case holds in stored properties,
  /// declared by its class or any it inherits from, up to `XCTestCase`.
  func testDoubles(heldBy testCase: XCTestCase) -> [MockEngine] {
    var engines: [MockEngine] = []
    var mirror: Mirror? = Mirror(reflecting: testCase)
    while let current = mirror, current.subjectType != XCTestCase.self,
      current.subjectType != MockVerifyingTestCase.self
    {
      for child in current.children {
        if let owner = unwrapped(child.value) as? any MockEngineOwner {
          engines.append(owner.engine)
        }
      }
      mirror = current.superclassMirror
    }
    return engines
  }

  /// Fails `testCase`, or the XCTest test running on this thread, with
  /// `failure`, in a file found at run time too.
  func failXCTest(_ failure: ReportedFailure, in testCase: XCTestCase?) {
    let text = FailureText.forALog(failure.message)
    let location = failure.location
    #if os(Linux)
      if location.isInFoundFile, let testCase = testCase ?? XCTestTracker.shared.runningTestCase {
        // Worded as `XCTFail` words its failures.
        testCase.recordFailure(
          withDescription: "failed - \(text)", inFile: location.filePathText,
          atLine: Int(clamping: location.line), expected: true)
        return
      }
    #endif
    XCTFail(text, file: location.filePath, line: location.line)
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
