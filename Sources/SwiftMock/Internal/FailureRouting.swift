import Foundation

#if canImport(Testing)
  import Testing
#endif
#if canImport(XCTest)
  import XCTest
#endif

/// Where a test double's failures go when the task reporting them is not a
/// test's: the ``captureFailures(_:)`` block it was made in, and the test it
/// belongs to, which is the test that made it, or the last test that set up
/// or checked expectations on it.
final class ReportingContext: Sendable {
  /// The `captureFailures` block the test double was made in, if any.
  let collector: FailureCollector?
  private let state: Locked<Owner?>

  /// The test a test double belongs to.
  enum Owner: Sendable {
    /// A Swift Testing test, with a task of its own that records issues
    /// for it (see ``SwiftTestingReporter``).
    case swiftTesting(SwiftTestingReporter)
    /// An XCTest test, by its number in ``XCTestTracker``, and its name.
    case xcTest(generation: Int, name: String)

    var testName: String {
      switch self {
      case .swiftTesting(let reporter): reporter.testName
      case .xcTest(_, let name): name
      }
    }
  }

  private init(collector: FailureCollector?, owner: Owner?) {
    self.collector = collector
    state = Locked(owner)
  }

  /// The context of a test double made now, on this task.
  static var current: ReportingContext {
    ReportingContext(collector: FailureCollector.current, owner: currentOwner(replacing: nil))
  }

  /// Notes that the test running on this task uses the test double, if one
  /// is, making it the test double's owner.
  func noteUse() {
    let owner = state.withLock { $0 }
    guard let newOwner = Self.currentOwner(replacing: owner) else { return }
    let replaced = state.withLock { owner in
      defer { owner = newOwner }
      return owner
    }
    withExtendedLifetime(replaced) {}
  }

  /// The test running on this task as an owner, or `nil` if none runs or it
  /// is `existing` already.
  private static func currentOwner(replacing existing: Owner?) -> Owner? {
    #if canImport(Testing)
      if let test = Test.current {
        if case .swiftTesting(let reporter)? = existing, reporter.test.id == test.id { return nil }
        return .swiftTesting(SwiftTestingReporter(test: test))
      }
    #endif
    #if canImport(XCTest)
      if let (generation, name) = XCTestTracker.shared.runningTest {
        switch existing {
        case .xcTest(generation, _)?:
          return nil
        case .swiftTesting? where !Thread.isMainThread:
          // An XCTest test running elsewhere in the process does not take a
          // Swift Testing test's mock; only XCTest's own thread is its.
          return nil
        default:
          return .xcTest(generation: generation, name: name)
        }
      }
    #endif
    return nil
  }

  /// The test the test double belongs to, if any.
  var owner: Owner? {
    state.withLock { $0 }
  }
}

/// Reports a failure: the one place that knows about the test frameworks.
///
/// A failure goes, in order:
/// 1. to the task's open ``captureFailures(_:)`` block;
/// 2. to the Swift Testing test running on this task;
/// 3. to the `captureFailures` block the test double was made in, if open;
/// 4. to the Swift Testing test the test double belongs to, through a task
///    of that test's (see ``SwiftTestingReporter``);
/// 5. to the XCTest test running now, if the test double belongs to it, or
///    to no test and the failure comes from XCTest's main thread, where
///    tests run: at once on that thread, and from any other at the test's
///    tear-down, as XCTest stops the process when a failure reaches a test
///    that has just ended;
/// 6. otherwise, where no test can be charged, to the run as a whole, with
///    the name of the test the test double belongs to: at the end of an
///    XCTest run, or as a Swift Testing issue of no test, which fails the
///    run; and, where neither framework is running, to standard error.
///
/// With `toOwner`, for what the test that owns the test double left behind
/// (expectations of a mock that went away unverified), steps 2 and 5 skip a
/// test that is not the owner.
func reportFailure(
  _ message: String,
  at location: SourceCodeLocation,
  context: ReportingContext?,
  toOwner: Bool = false
) {
  let failure = MockFailure(
    message: message,
    fileID: location.fileIDText,
    filePath: location.filePathText,
    line: Int(clamping: location.line),
    column: Int(clamping: location.column)
  )
  if FailureCollector.current?.append(failure) == true {
    return
  }
  let owner = context?.owner
  #if canImport(Testing)
    if let test = Test.current {
      let isAnotherTestsMock: Bool
      switch owner {
      case .swiftTesting(let reporter)?: isAnotherTestsMock = reporter.test.id != test.id
      case .xcTest?: isAnotherTestsMock = true
      case nil: isAnotherTestsMock = false
      }
      if !(toOwner && isAnotherTestsMock) {
        Issue.record(Comment(rawValue: message), sourceLocation: failure.swiftTestingLocation)
        return
      }
    }
  #endif
  if context?.collector?.append(failure) == true {
    return
  }
  if case .swiftTesting(let reporter)? = owner {
    reporter.record(failure)
    return
  }
  let outsideAnyTest = owner.map {
    "\n  reported outside any test; the mock belongs to \($0.testName)"
  }
  #if canImport(XCTest)
    let tracker = XCTestTracker.shared
    if let (generation, _) = tracker.runningTest {
      let isOwner: Bool
      if case .xcTest(generation, _)? = owner { isOwner = true } else { isOwner = false }
      if Thread.isMainThread && (isOwner || owner == nil) {
        failXCTest(message, at: location)
      } else if !isOwner || !tracker.holdForTearDown(message, at: location, ofTest: generation) {
        tracker.addOrphan(message + (outsideAnyTest ?? ""), at: location)
      }
      return
    }
    if tracker.isRunning {
      tracker.addOrphan(message + (outsideAnyTest ?? ""), at: location)
      return
    }
  #endif
  #if canImport(Testing)
    Issue.record(
      Comment(rawValue: message + (outsideAnyTest ?? "")),
      sourceLocation: failure.swiftTestingLocation)
  #endif
  if !hasSeenSwiftTesting {
    writeToStandardError(message, at: location, "reported where no test framework can take it")
  }
}

/// Writes a failure no test framework can take to standard error, so that
/// it is not lost.
func writeToStandardError(_ message: String, at location: SourceCodeLocation, _ reason: String) {
  FileHandle.standardError.write(
    Data("SwiftMock: \(reason):\n\(location.shortDescription): \(message)\n".utf8))
}

#if canImport(Testing)
  extension MockFailure {
    /// The location in the form Swift Testing requires: a `fileID` with a
    /// module, and a line and column of at least 1.
    var swiftTestingLocation: SourceLocation {
      SourceLocation(
        fileID: fileID.contains("/") ? fileID : "Unknown/\(fileID)",
        filePath: filePath,
        line: max(1, line),
        column: max(1, column)
      )
    }
  }
#endif

/// Whether a test may run here: an XCTest test in this process, or a
/// Swift Testing test on this task, once this process has seen one (asking
/// Swift Testing which test runs costs more than the rest of an `expect`).
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

/// How many failures are being worked out (the line of the test that led
/// to a call is being looked for), so that the end of an XCTest run can wait
/// for them rather than end without them.
let failuresInPreparation = AtomicCount()
