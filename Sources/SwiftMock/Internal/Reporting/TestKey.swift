#if canImport(Testing)
  import Testing
#endif

/// Which test something belongs to, compared cheaply: an expectation, a
/// failure's charge.
///
/// A number, as a mock's calls compare keys on their way: a Swift Testing
/// test (and case), whose identity is long, gets a positive number of its
/// own the first time it is seen; an XCTest test is the negative of its
/// number in ``XCTestTracker``.
struct TestKey: Hashable, Sendable {
  private let rawValue: Int

  /// The key of the XCTest test numbered `generation`.
  static func xcTest(generation: Int) -> TestKey {
    TestKey(rawValue: -generation)
  }

  private init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// The Swift Testing test (and case) running on this task, if any.
  ///
  /// Inlined, so that a process with no Swift Testing test to find, such
  /// as a benchmark's, pays no call for the answer.
  @inline(__always)
  static var swiftTestingTestHere: TestKey? {
    #if canImport(Testing)
      guard mayFindASwiftTestingTest else { return nil }
      return swiftTestingTestFound
    #else
      return nil
    #endif
  }

  #if canImport(Testing)
    /// ``swiftTestingTestHere`` once it may find one.
    @inline(never)
    private static var swiftTestingTestFound: TestKey? {
      guard let test = swiftTestingTestOnThisTask else { return nil }
      return TestKey(test)
    }
  #endif

  #if canImport(Testing)
    /// The key of `test`, running on this task.
    init(_ test: Test) {
      self.init(test, case: test.isParameterized ? Test.Case.current : nil)
    }

    /// The key of `test`, running its case `testCase`.
    init(_ test: Test, case testCase: Test.Case?) {
      guard !test.isParameterized else {
        self.init(numbering: test, case: testCase)
        return
      }
      // A test's calls ask for its key again and again, and reading a
      // test's `id` builds it from the test's name each time: the key of
      // the last test asked about on this thread is kept, and a test that
      // is not a case of a parameterized one is told from others by where
      // it is declared and its name, which no other test shares.
      let last = lastTestAskedAbout.value
      if let key = last.key, last.isDeclared(like: test) {
        self = key
        return
      }
      self.init(numbering: test, case: nil)
      last.remember(test, key: self)
    }

    /// The key of `test`, running its case `testCase`, from the test's
    /// identity: the number it got the first time it was seen. Internal for
    /// its tests, which check the kept key against it.
    init(numbering test: Test, case testCase: Test.Case?) {
      let identity = SwiftTestingIdentity(
        test: test.id, testCase: test.isParameterized ? TestCaseKey.of(testCase) : nil)
      rawValue = swiftTestingNumbers.withLock { numbers in
        if let number = numbers[identity] { return number }
        let number = numbers.count + 1
        numbers[identity] = number
        return number
      }
    }
  #endif

  /// The test that sets up an expectation or answer on `engine` now: the
  /// Swift Testing test on this task, or the XCTest test running, which
  /// then checks `engine` when it ends.
  ///
  /// - Parameter found: The tests a look made here found already, if one
  ///   was made: the Swift Testing test is not looked for again.
  @inline(__always)
  static func settingUpExpectations(on engine: MockEngine, found: TestsHere? = nil) -> TestKey? {
    // Outside any test, as found already: nothing to look up.
    if let found, found.swiftTesting == nil, !isAnXCTestRunning { return nil }
    return testSettingUpExpectations(on: engine, found: found)
  }

  /// Whether an XCTest test is running anywhere in the process.
  @inline(__always)
  private static var isAnXCTestRunning: Bool {
    #if canImport(XCTest)
      XCTestTracker.testsRunning.value > 0
    #else
      false
    #endif
  }

  /// ``settingUpExpectations(on:found:)`` once a test may be running.
  @inline(never)
  private static func testSettingUpExpectations(on engine: MockEngine, found: TestsHere?)
    -> TestKey?
  {
    if let test = found.map({ $0.swiftTesting }) ?? swiftTestingTestHere {
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
    rawValue > 0
  }
}

#if canImport(Testing)
  /// A Swift Testing test, and for a parameterized test, the case.
  private struct SwiftTestingIdentity: Hashable {
    let test: Test.ID
    let testCase: TestCaseKey?
  }

  /// The number of each Swift Testing test seen, by its identity.
  private let swiftTestingNumbers = Locked<[SwiftTestingIdentity: Int]>([:])

  /// The test, not a case of a parameterized one, whose key a thread last
  /// worked out, told by where it is declared and its name, and its key.
  /// Only its thread touches it.
  private final class LastTestAskedAbout {
    private var line = 0
    private var column = 0
    private var filePath = ""
    private var name = ""
    private(set) var key: TestKey?

    /// Whether `test` is declared where this one is, with its name.
    func isDeclared(like test: Test) -> Bool {
      let location = test.sourceLocation
      return location.line == line && location.column == column && location.filePath == filePath
        && test.name == name
    }

    func remember(_ test: Test, key: TestKey) {
      let location = test.sourceLocation
      line = location.line
      column = location.column
      filePath = location.filePath
      name = test.name
      self.key = key
    }
  }

  /// Each thread's ``LastTestAskedAbout``.
  private let lastTestAskedAbout = ThreadOwnedObject { LastTestAskedAbout() }
#endif

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

    /// The key of `testCase`, if it can be read.
    static func of(_ testCase: Test.Case?) -> TestCaseKey? {
      guard let testCase, testCase.isParameterized else { return nil }
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
@inline(__always)
var hasSeenSwiftTesting: Bool {
  swiftTestingSeen.value > 0
}

/// Notes that a Swift Testing test is running in this process.
func noteSwiftTestingSeen() {
  if swiftTestingSeen.value == 0 { swiftTestingSeen.add(1) }
}

private var swiftTestingSeen: ProcessCount { .swiftTestingSeen }

/// The tests running here, looked up once for the several questions a
/// test double's use asks about them: asking Swift Testing which test runs
/// on this task copies the test each time.
struct TestsHere {
  /// The key of the Swift Testing test running on this task, if any: a
  /// number, which costs nothing to pass on, where the test itself would.
  let swiftTesting: TestKey?

  /// Looks them up.
  @inline(__always)
  init() {
    swiftTesting = TestKey.swiftTestingTestHere
  }

  /// Whether a test runs here: an XCTest test in this process, or a Swift
  /// Testing test on this task.
  @inline(__always)
  var isAnyRunning: Bool {
    #if canImport(XCTest)
      if XCTestTracker.testsRunning.value > 0 { return true }
    #endif
    return swiftTesting != nil
  }
}

/// Whether asking Swift Testing which test runs here may find one.
///
/// Asking costs more than the rest of an `expect`, so a process that has
/// not seen a Swift Testing test (a benchmark, a demo, an XCTest run) stops
/// asking after its first thousand questions. It returns a `Bool`, not a
/// test, so that saying no costs nothing of Swift Testing's.
@inline(__always)
var mayFindASwiftTestingTest: Bool {
  hasSeenSwiftTesting || swiftTestingQuestions.add(1) <= 1_000
}

/// How many times a process that has seen no Swift Testing test asked.
private var swiftTestingQuestions: ProcessCount { .swiftTestingQuestions }

#if canImport(Testing)
  /// The Swift Testing test running on this task, if any: ask
  /// ``mayFindASwiftTestingTest`` first.
  var swiftTestingTestOnThisTask: Test? {
    guard let test = Test.current else { return nil }
    noteSwiftTestingSeen()
    return test
  }
#endif
