#if canImport(Testing)
  import Testing
#endif

/// Which test something belongs to, compared cheaply: an expectation, a
/// failure's charge.
enum TestKey: Hashable, Sendable {
  #if canImport(Testing)
    /// A Swift Testing test, and for a parameterized test, the case.
    case swiftTesting(Test.ID, TestCaseKey?)
  #endif
  /// An XCTest test, by its number in ``XCTestTracker``.
  case xcTest(generation: Int)

  /// The Swift Testing test (and case) running on this task, if any.
  static var swiftTestingTestHere: TestKey? {
    #if canImport(Testing)
      guard let test = Test.current else { return nil }
      noteSwiftTestingSeen()
      return TestKey(test)
    #else
      return nil
    #endif
  }

  #if canImport(Testing)
    /// The key of `test`, running on this task.
    init(_ test: Test) {
      self = .swiftTesting(test.id, test.isParameterized ? TestCaseKey.current : nil)
    }
  #endif

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

#if canImport(Testing)
  /// One case of a parameterized test, told from the test's other cases,
  /// which run in parallel and never see each other's expectations.
  ///
  /// Swift Testing gives a case no public identity, so this reads the one
  /// it keeps, by reflection: the identities of the case's arguments and its
  /// number among cases with the same arguments (`Test.Case`'s `_kind`,
  /// `.parameterized(arguments:discriminator:isStable:)`, each argument's
  /// `id.bytes`). Where that shape is not found, the cases share their
  /// test's key, as they did before; `ParameterizedCaseTests` guards it.
  struct TestCaseKey: Hashable, Sendable {
    let argumentIDs: [[UInt8]]
    let discriminator: Int

    /// The key of the case running on this task, if it can be read.
    static var current: TestCaseKey? {
      guard let testCase = Test.Case.current, testCase.isParameterized else { return nil }
      return TestCaseKey(reflecting: testCase)
    }

    private init?(reflecting testCase: Test.Case) {
      guard
        let kind = Mirror(reflecting: testCase).children.first(where: { $0.label == "_kind" })?
          .value,
        let parameterized = Mirror(reflecting: kind).children.first,
        parameterized.label == "parameterized"
      else {
        return nil
      }
      let fields = Mirror(reflecting: parameterized.value).children
      guard let arguments = fields.first(where: { $0.label == "arguments" })?.value,
        let discriminator = fields.first(where: { $0.label == "discriminator" })?.value as? Int
      else {
        return nil
      }
      var argumentIDs: [[UInt8]] = []
      for argument in Mirror(reflecting: arguments).children {
        guard
          let id = Mirror(reflecting: argument.value).children.first(where: { $0.label == "id" })?
            .value,
          let bytes = Mirror(reflecting: id).children.first(where: { $0.label == "bytes" })?.value
            as? [UInt8]
        else {
          return nil
        }
        argumentIDs.append(bytes)
      }
      self.argumentIDs = argumentIDs
      self.discriminator = discriminator
    }
  }
#endif

/// Whether this process has run a Swift Testing test that used a test
/// double: then an issue recorded off any test's task reaches the run.
var hasSeenSwiftTesting: Bool {
  swiftTestingSeen.value > 0
}

/// Notes that a Swift Testing test is running in this process.
func noteSwiftTestingSeen() {
  if swiftTestingSeen.value == 0 { swiftTestingSeen.add(1) }
}

private let swiftTestingSeen = AtomicCount()

/// Whether a test runs here: an XCTest test in this process, or a Swift
/// Testing test on this task.
var isAnyTestRunningHere: Bool {
  #if canImport(XCTest)
    if XCTestTracker.testsRunning.value > 0 { return true }
  #endif
  #if canImport(Testing)
    if Test.current != nil {
      noteSwiftTestingSeen()
      return true
    }
  #endif
  return false
}
