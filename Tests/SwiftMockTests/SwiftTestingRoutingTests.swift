import Foundation
import SwiftMock
import SwiftMockTestSupport
import Testing

/// Failures reach Swift Testing as issues at the user's line, when nothing
/// captures them.
struct SwiftTestingRoutingTests {
  @Test func verifyRecordsAnIssueAtTheVerifyLine() {
    let log = IssueLog()
    let mock = MockTestProtocol()
    let expectLine = #line; mock.expect { $0.count() }
    var line = 0
    withKnownIssue(expectedOnPurpose) {
      line = #line; mock.verify()
    } matching: {
      log.match($0)
    }
    #expect(
      log.entries == [
        "\(here(line)): [TestProtocol] Missing call: count() (expected at \(here(expectLine)))"
      ])
  }

  @Test func anUnexpectedCallRecordsAnIssueAtTheLineThatMadeTheCall() {
    let log = IssueLog()
    let line = #line; let mock = MockTestProtocol()
    var callLine = 0
    withKnownIssue(expectedOnPurpose) {
      callLine = #line; mock.voidFunction(value: 9)
    } matching: {
      log.match($0)
    }
    #expect(
      log.entries == [
        """
        \(here(callLine)): [TestProtocol] Unexpected call: voidFunction(value: 9)
          the mock was made at \(here(line))
        """
      ])
  }

  @Test func aCallFromAThreadOutsideTheTestIsChargedToTheTestThatMadeTheMock() async {
    let log = IssueLog()
    let lines = LockedValue((made: 0, call: 0))
    await withKnownIssue(expectedOnPurpose) {
      let creation = #line; let mock = MockSendableService()
      lines.withLock { $0.made = creation }
      await withCheckedContinuation { continuation in
        Thread.detachNewThread {
          // The thread's closure is written here, so the call is found here.
          lines.withLock { $0.call = #line }; mock.record(10)
          continuation.resume()
        }
      }
      await log.waitFor(1)
      mock.verify()
    } matching: {
      log.match($0)
    }
    let (made, call) = lines.withLock { $0 }
    #expect(
      log.entries == [
        """
        \(here(call)): [SendableService] Unexpected call: record(10)
          the mock was made at \(here(made))
        """
      ])
  }

  @Test func aVerifyOnADetachedTaskIsChargedToTheTest() async {
    let log = IssueLog()
    let lines = LockedValue((expect: 0, verify: 0))
    await withKnownIssue(expectedOnPurpose) {
      let mock = MockSendableService()
      let expectLine = #line; mock.expect { $0.record(12) }
      await Task.detached {
        let verifyLine = #line; mock.verify()
        lines.withLock { $0 = (expectLine, verifyLine) }
      }.value
      await log.waitFor(1)
    } matching: {
      log.match($0)
    }
    let (expectLine, verifyLine) = lines.withLock { $0 }
    #expect(
      log.entries == [
        "\(here(verifyLine)): [SendableService] Missing call: record(12) (expected at \(here(expectLine)))"
      ])
  }

  @Test func aSpyCheckedOnADispatchQueueIsChargedToTheTest() async {
    let log = IssueLog()
    let line = LockedValue(0)
    await withKnownIssue(expectedOnPurpose) {
      let spy = SpySendableService()
      await withCheckedContinuation { continuation in
        DispatchQueue.global().async {
          let verifyLine = #line; spy.verifyReceived { $0.record(13) }
          line.withLock { $0 = verifyLine }
          continuation.resume()
        }
      }
      await log.waitFor(1)
    } matching: {
      log.match($0)
    }
    #expect(
      log.entries == [
        "\(here(line.withLock { $0 })): [SendableService] Wanted but not invoked: record(13)"
      ])
  }

  @Test func aMockMadeOnAnotherThreadBelongsToTheTestThatSetsItUp() async {
    let log = IssueLog()
    let lines = LockedValue((made: 0, expect: 0, call: 0))
    // Handed over through a lock, which ThreadSanitizer sees, as well as
    // through the continuation, which it does not see from a plain thread.
    let handOver = LockedValue<MockSendableService?>(nil)
    await withCheckedContinuation { continuation in
      Thread.detachNewThread {
        let creation = #line; let mock = MockSendableService()
        lines.withLock { $0.made = creation }
        handOver.withLock { $0 = mock }
        continuation.resume()
      }
    }
    guard let made = handOver.withLock({ $0 }) else {
      Issue.record("the thread made no mock")
      return
    }
    await withKnownIssue(expectedOnPurpose) {
      let expectLine = #line; made.expect { $0.record(1) }
      lines.withLock { $0.expect = expectLine }
      await withCheckedContinuation { continuation in
        Thread.detachNewThread {
          lines.withLock { $0.call = #line }; made.record(14)
          continuation.resume()
        }
      }
      await log.waitFor(1)
      made.reset()
    } matching: {
      log.match($0)
    }
    let (madeLine, expectLine, callLine) = lines.withLock { $0 }
    #expect(
      log.entries == [
        """
        \(here(callLine)): [SendableService] Unexpected call: record(14)
          expected: record(1) (\(here(expectLine)))
          received: record(14)
          the mock was made at \(here(madeLine))
        """
      ])
  }

  @Test func aMockThatGoesAwayWithoutVerifyFailsAtItsExpectLines() {
    let log = IssueLog()
    let line = LockedValue(0)
    withKnownIssue(expectedOnPurpose) {
      do {
        let mock = MockTestProtocol()
        let expectLine = #line; mock.expect { $0.voidFunction(value: 15) }
        line.withLock { $0 = expectLine }
      }
    } matching: {
      log.match($0)
    }
    let expectLine = line.withLock { $0 }
    #expect(
      log.entries == [
        "\(here(expectLine)): [TestProtocol] Missing call: voidFunction(value: 15) (expected at \(here(expectLine))), found when the mock went away without a verify() that checked it"
      ])
  }

  @Test func aMockResetBeforeItGoesAwayIsNotReported() {
    let mock = MockTestProtocol()
    mock.expect { $0.voidFunction(value: 16) }
    mock.reset()
  }

  @Test func aFailureOfAMockNoTestMadeFailsTheRun() async {
    // In a process of its own, as a failure no test can be charged with
    // fails the whole run; there, Swift Testing hands it back to this test.
    let log = IssueLog()
    await withKnownIssue(expectedOnPurpose) {
      await #expect(processExitsWith: .success) {
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
          let mock = MockSendableService()
          mock.record(17)
          done.signal()
        }
        done.wait()
      }
    } matching: {
      log.match($0)
    }
    #expect(
      log.entries.map { $0.split(separator: " ", maxSplits: 1).last } == [
        """
        [SendableService] Unexpected call: record(17)
          reported at the line that made the mock: no frame of the test's file is on the \
        calling thread's stack
        """
      ])
  }
}
