#if canImport(Testing)
  import Testing
#endif

/// Which test something belongs to, compared cheaply: an expectation, a
/// failure's charge.
enum TestKey: Hashable, Sendable {
  #if canImport(Testing)
    /// A Swift Testing test. The cases of a parameterized test share its key.
    case swiftTesting(Test.ID)
  #endif
  /// An XCTest test, by its number in ``XCTestTracker``.
  case xcTest(generation: Int)

  /// The Swift Testing test running on this task, if any, once this
  /// process has seen one: asking Swift Testing costs more than the rest of
  /// an `expect`, and a process that runs no Swift Testing test never pays.
  static var swiftTestingTestHere: TestKey? {
    #if canImport(Testing)
      guard hasSeenSwiftTesting, let test = Test.current else { return nil }
      return .swiftTesting(test.id)
    #else
      return nil
    #endif
  }

  /// The test that sets up an expectation or answer on `engine` now: the
  /// Swift Testing test on this task, or the XCTest test running, which
  /// then checks `engine` when it ends.
  static func settingUpExpectations(on engine: MockEngine) -> TestKey? {
    if let test = swiftTestingTestHere {
      return test
    }
    #if canImport(XCTest)
      if XCTestTracker.testsRunning.value > 0, let running = XCTestTracker.shared.runningTest {
        XCTestTracker.shared.noteExpectations(on: engine)
        return .xcTest(generation: running.generation)
      }
    #endif
    return nil
  }

  /// Whether it is a Swift Testing test's: tests that may run in parallel,
  /// which never see each other's expectations.
  var isSwiftTesting: Bool {
    if case .xcTest = self { return false }
    return true
  }
}

/// Whether this process has run a Swift Testing test that made a test
/// double: then an issue recorded off any test's task reaches the run.
var hasSeenSwiftTesting: Bool {
  swiftTestingSeen.value > 0
}

/// Notes that a Swift Testing test made a test double.
func noteSwiftTestingSeen() {
  if swiftTestingSeen.value == 0 { swiftTestingSeen.add(1) }
}

private let swiftTestingSeen = AtomicCount()

/// Whether a test may run here: an XCTest test in this process, or a
/// Swift Testing test on this task, once this process has seen one.
var isAnyTestRunningHere: Bool {
  #if canImport(XCTest)
    if XCTestTracker.testsRunning.value > 0 { return true }
  #endif
  return hasSeenSwiftTesting && isSwiftTestingTestRunning
}

/// Whether a Swift Testing test is running on this task.
var isSwiftTestingTestRunning: Bool {
  #if canImport(Testing)
    return Test.current != nil
  #else
    return false
  #endif
}
