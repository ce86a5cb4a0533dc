/// The test doubles that stand for the static members of test double
/// classes: one for each class and running test, and one for each class
/// for the calls made where no test runs.
///
/// A static member's `accept` and the class's `expect`, `given`, `verify`
/// and kin reach the double of the test running where they are called (see
/// ``TestKey/runningHere``), so that tests running in parallel never see
/// each other's expectations, answers or calls. A test's doubles are let go
/// when it ends: an XCTest test's after its end has checked them, a Swift
/// Testing test's at the end of `.verifiesMocks`; and any of them by the
/// class's `reset()`. Those still kept when the process exits are let go
/// then (see ``ExitCheck``), so that expectations a Swift Testing test
/// without `.verifiesMocks` left unverified fail the run.
enum StaticDoubles {
  private struct Key: Hashable {
    let doubleType: ObjectIdentifier
    let test: TestKey?
  }

  private static let doubles = Locked<[Key: AnyObject]>([:])

  /// The test the static members' doubles are chosen for on this task, in
  /// place of the test running here: a seam for the library's own tests,
  /// which run work as two tests within one.
  @TaskLocal static var testOverride: TestKey??

  /// The test whose doubles the static members reach here.
  private static var testHere: TestKey? {
    if let test = testOverride { return test }
    return .runningHere
  }

  /// The double for `doubleType`'s static members in the test running here,
  /// made with `make` if there is none yet.
  static func double<Double: AnyObject>(
    of doubleType: Double.Type, making make: () -> Double
  ) -> Double {
    let key = Key(doubleType: ObjectIdentifier(doubleType), test: testHere)
    if let existing = doubles.withLock({ $0[key] }) as? Double {
      return existing
    }
    // Made outside the lock: making a test double notes the test it
    // belongs to, which may take other locks.
    let made = make()
    ExitCheck.install()
    let kept = doubles.withLock { doubles in
      if let other = doubles[key] { return other }
      doubles[key] = made
      return made
    }
    return kept as? Double ?? made
  }

  /// The double for `doubleType`'s static members in the test running
  /// here, if it has one.
  static func existingDouble<Double: AnyObject>(of doubleType: Double.Type) -> Double? {
    let key = Key(doubleType: ObjectIdentifier(doubleType), test: testHere)
    return doubles.withLock { $0[key] } as? Double
  }

  /// Lets go of the double for `doubleType`'s static members in the test
  /// running here.
  static func release(_ doubleType: AnyObject.Type) {
    let key = Key(doubleType: ObjectIdentifier(doubleType), test: testHere)
    let released = doubles.withLock { $0.removeValue(forKey: key) }
    // Its deinit, which may report, runs here, outside the lock.
    withExtendedLifetime(released) {}
  }

  /// Lets go of the doubles for static members of the test `test`.
  static func release(doublesOf test: TestKey) {
    let released = doubles.withLock { doubles in
      let keys = doubles.keys.filter { $0.test == test }
      return keys.compactMap { doubles.removeValue(forKey: $0) }
    }
    withExtendedLifetime(released) {}
  }

  /// Lets go of every double still kept, as the process exits: each one
  /// with expectations no `verify()` checked reports them as it goes away.
  static func releaseAll() {
    let released = doubles.withLock { doubles in
      defer { doubles = [:] }
      return Array(doubles.values)
    }
    // Their deinits, which may report, run here, outside the lock.
    withExtendedLifetime(released) {}
  }

  /// How many doubles for static members are kept, for all tests.
  static var count: Int {
    doubles.withLock { $0.count }
  }
}

extension TestKey {
  /// The test running here: the Swift Testing test on this task, or else
  /// the XCTest test running, or `nil` where no test runs (a detached task
  /// or a thread of its own, while only Swift Testing tests run).
  static var runningHere: TestKey? {
    if let test = swiftTestingTestHere {
      return test
    }
    #if canImport(XCTest)
      if XCTestTracker.testsRunning.value > 0, let running = XCTestTracker.shared.runningTest {
        return .xcTest(generation: running.generation)
      }
    #endif
    return nil
  }
}
