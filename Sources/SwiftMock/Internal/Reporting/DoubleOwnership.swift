import Foundation

#if canImport(Testing)
  import Testing
#endif

/// Where a test double's failures go when they are found off any test's
/// task: the ``captureFailures(_:)`` block it was made in, and the test it
/// belongs to, which is the test that made it, or the last test that set up
/// or checked expectations on it.
final class DoubleOwnership: Sendable {
  /// The `captureFailures` block the test double was made in, if any.
  let collector: FailureCollector?
  private let state: Locked<OwningTest?>

  private init(collector: FailureCollector?, owner: OwningTest?) {
    self.collector = collector
    state = Locked(owner)
  }

  /// The ownership of a test double made now, here.
  static var current: DoubleOwnership {
    DoubleOwnership(collector: FailureCollector.current, owner: OwningTest.here(replacing: nil))
  }

  /// The test the test double belongs to, if any.
  var owner: OwningTest? {
    state.withLock { $0 }
  }

  /// Notes that the test running here uses the test double, if one runs,
  /// making it the test double's owner.
  func noteUse(_ tests: TestsHere = TestsHere()) {
    let owner = state.withLock { $0 }
    guard let newOwner = OwningTest.here(replacing: owner, tests) else { return }
    let replaced = state.withLock { owner in
      defer { owner = newOwner }
      return owner
    }
    // A Swift Testing reporter may be let go here: not under the lock.
    withExtendedLifetime(replaced) {}
  }

  /// Makes `test` the owner of a test double that has none: an XCTest test
  /// case's stored property, made before its test started.
  func adopt(by test: OwningTest) {
    state.withLock { owner in
      if owner == nil { owner = test }
    }
  }
}

/// A test a test double can belong to.
enum OwningTest: Sendable {
  #if canImport(Testing)
    /// A Swift Testing test, with the task of its own that records issues
    /// for it from anywhere (see ``SwiftTestingReporter``).
    case swiftTesting(SwiftTestingReporter)
  #endif
  #if canImport(XCTest)
    /// An XCTest test.
    case xcTest(XCTestTracker.TestRecord)
  #endif

  /// The test's name, for messages that name it.
  var name: String {
    switch self {
    #if canImport(Testing)
      case .swiftTesting(let reporter): reporter.testName
    #endif
    #if canImport(XCTest)
      case .xcTest(let test): test.name
    #endif
    }
  }

  /// The test's key.
  var key: TestKey {
    switch self {
    #if canImport(Testing)
      case .swiftTesting(let reporter): reporter.key
    #endif
    #if canImport(XCTest)
      case .xcTest(let test): .xcTest(generation: test.generation)
    #endif
    }
  }

  /// The test running here as an owner, or `nil` if none runs or it is
  /// `existing` already.
  static func here(replacing existing: OwningTest?, _ tests: TestsHere = TestsHere())
    -> OwningTest?
  {
    #if canImport(Testing)
      if let key = tests.swiftTesting {
        if existing?.key == key { return nil }
        // A new owner, now and then: the test itself, for its reporter.
        if let test = swiftTestingTestOnThisTask {
          return .swiftTesting(SwiftTestingReporter.of(test, key: key))
        }
      }
    #endif
    #if canImport(XCTest)
      if let running = XCTestTracker.shared.runningTest {
        switch existing {
        case .xcTest(let test)? where test.generation == running.generation:
          return nil
        #if canImport(Testing)
          case .swiftTesting? where !XCTestTracker.shared.isOnTestThread:
            // An XCTest test running elsewhere in the process does not take
            // a Swift Testing test's mock; only XCTest's own thread is its.
            return nil
        #endif
        default:
          return .xcTest(running)
        }
      }
    #endif
    return nil
  }
}
