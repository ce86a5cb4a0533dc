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
    let unexpected = expectedCallFailure(
      """
      [TestProtocol] Unexpected call: voidFunction(value: 9)
        the mock was made at \(here(line))
      """, calledAt: callLine, madeAt: line)
    #expect(log.entries == ["\(here(unexpected.line)): \(unexpected.message)"])
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
}
