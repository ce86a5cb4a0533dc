import Foundation
import SwiftMock
import Testing
import XCTest

// Failures found off a Swift Testing test's task: a thread, a queue, a
// detached task, an XCTest run. They are never known issues, as Swift
// Testing gives such places no `withKnownIssue` block, so the tests that
// check where they go run these suites in processes of their own and read
// the issues each recorded (see `OffTaskRoutingTests`).

/// The lines the scenarios wrote down, for the parent to compare: printed
/// as `line <name> <number>`, read back from the child's output.
func noteLine(_ name: String, _ line: Int = #line) {
  print("line \(name) \(line)")
}

@Suite(.enabled(if: isScenario("ThreadCallScenario")))
struct ThreadCallScenario {
  @Test func aCallFromAThread() async {
    noteLine("made"); let mock = MockSendableService()
    await withCheckedContinuation { continuation in
      Thread.detachNewThread {
        // The thread's closure is written here, so the call is found here.
        noteLine("call"); mock.record(10)
        continuation.resume()
      }
    }
    mock.verify()
  }
}

@Suite(.enabled(if: isScenario("DetachedVerifyScenario")))
struct DetachedVerifyScenario {
  @Test func aVerifyOnADetachedTask() async {
    let mock = MockSendableService()
    noteLine("expect"); mock.expect { $0.record(12) }
    await Task.detached {
      noteLine("verify"); mock.verify()
    }.value
  }
}

@Suite(.enabled(if: isScenario("SpyOnAQueueScenario")))
struct SpyOnAQueueScenario {
  @Test func aSpyCheckedOnAQueue() async {
    let spy = SpySendableService()
    await withCheckedContinuation { continuation in
      DispatchQueue.global().async {
        noteLine("verify"); spy.verifyReceived { $0.record(13) }
        continuation.resume()
      }
    }
  }
}

@Suite(.enabled(if: isScenario("MockMadeOnAThreadScenario")))
struct MockMadeOnAThreadScenario {
  @Test func aMockMadeOnAThreadThatTheTestSetsUp() async {
    let handOver = LockedValue<MockSendableService?>(nil)
    await withCheckedContinuation { continuation in
      Thread.detachNewThread {
        noteLine("made"); let mock = MockSendableService()
        handOver.withLock { $0 = mock }
        continuation.resume()
      }
    }
    guard let mock = handOver.withLock({ $0 }) else { return }
    noteLine("expect"); mock.expect { $0.record(1) }
    await withCheckedContinuation { continuation in
      Thread.detachNewThread {
        noteLine("call"); mock.record(14)
        continuation.resume()
      }
    }
    mock.reset()
  }
}

@Suite(.enabled(if: isScenario("XCTestCallsScenario")))
struct XCTestCallsScenario {
  @Test func aMockCalledFromAnXCTestRun() async {
    noteLine("made"); let mock = MockSendableService()
    await withCheckedContinuation { continuation in
      Thread.detachNewThread {
        let suite = XCTestSuite(name: "CallFromXCTest")
        noteLine("call"); suite.addTest(XCTestCase(name: "caller") { _ in mock.record(4) })
        suite.run()
        continuation.resume()
      }
    }
  }
}

@Suite(.enabled(if: isScenario("KnownIssueFirstUseScenario")))
struct KnownIssueFirstUseScenario {
  @Test func aMockFirstUsedInAKnownIssueBlock() async {
    let mock = LockedValue<MockSendableService?>(nil)
    withKnownIssue(isIntermittent: true) {
      noteLine("made"); mock.withLock { $0 = MockSendableService() }
    }
    await withCheckedContinuation { continuation in
      Thread.detachNewThread {
        noteLine("call"); mock.withLock { $0 }?.record(15)
        continuation.resume()
      }
    }
  }
}

@Suite(.enabled(if: isScenario("DetachedMockScenario")))
struct DetachedMockScenario {
  @Test func aMockMadeOnADetachedTaskThatTheTestSetsUp() async {
    noteLine("made"); let mock = await Task.detached { MockSendableService() }.value
    noteLine("expect"); mock.expect { $0.record(1) }
    mock.record(1)
    mock.verify()
    await onAnotherThread {
      noteLine("call"); mock.record(2)
    }
  }
}

@Suite(.enabled(if: isScenario("MockOfNoTestScenario")))
struct MockOfNoTestScenario {
  @Test func aMockNoTestMadeIsCalledOffAnyTestsTask() async {
    await onAnotherThread {
      noteLine("made"); let mock = MockSendableService()
      mock.record(17)
    }
  }
}
