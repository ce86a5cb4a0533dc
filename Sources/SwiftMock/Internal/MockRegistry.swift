/// The test doubles a test created, for verifying them when it ends.
///
/// Bound to the test's task by the `.verifiesMocks` trait or by
/// `MockVerifyingTestCase`; every test double created on that task, or on a
/// task it starts, registers here.
final class MockRegistry: Sendable {
  /// The registry of the test running on this task, if it verifies mocks.
  @TaskLocal static var current: MockRegistry?

  private let engines = Locked<[MockEngine]>([])

  func register(_ engine: MockEngine) {
    engines.withLock { $0.append(engine) }
  }

  /// Verifies every registered test double not verified since, each at the
  /// line that created it.
  func verifyAll(alsoChecking others: [MockEngine] = []) {
    let registered = engines.withLock { engines in
      defer { engines = [] }
      return engines
    }
    var seen = Set<ObjectIdentifier>()
    for engine in registered + others where seen.insert(ObjectIdentifier(engine)).inserted {
      engine.verify(at: engine.creationLocation)
    }
  }
}
