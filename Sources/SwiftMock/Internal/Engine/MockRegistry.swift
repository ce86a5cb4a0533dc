/// The test doubles a test made or used, for verifying them when it ends.
///
/// Bound to the test's task by the `.verifiesMocks` trait or by
/// `MockVerifyingTestCase`; every test double made on that task, or on a
/// task it starts, registers here, and so does one made elsewhere (on a
/// detached task, say) as soon as the test sets up an expectation on it.
final class MockRegistry: Sendable {
  /// The registry of the test running on this task, if it verifies mocks.
  @TaskLocal static var current: MockRegistry?

  private let engines = Locked<[ObjectIdentifier: MockEngine]>([:])

  /// Adds `engine`, once; says whether it was new.
  @discardableResult
  func register(_ engine: MockEngine) -> Bool {
    engines.withLock { $0.updateValue(engine, forKey: ObjectIdentifier(engine)) == nil }
  }

  /// Verifies every registered test double not verified since, reporting
  /// each missing call at the line that expected it; or, for a test that
  /// was skipped or cancelled, lets them go unverified: a cancelled Swift
  /// Testing test's expectations and held calls are forgotten, so that a
  /// test double that outlives the test does not report them later.
  func verifyAll(alsoChecking others: [MockEngine] = [], isSkipped: Bool = false) {
    let registered = engines.withLock { engines in
      defer { engines = [:] }
      return engines.values.sorted { $0.creationOrder < $1.creationOrder }
    }
    guard !isSkipped else {
      // An XCTest test's end excuses its own (see `XCTestTracker`).
      if let test = TestKey.swiftTestingTestHere {
        for engine in registered { engine.excuseCancelled(test) }
      }
      return
    }
    var seen = Set<ObjectIdentifier>()
    for engine in registered + others where seen.insert(ObjectIdentifier(engine)).inserted {
      engine.verify(at: nil)
    }
  }
}
