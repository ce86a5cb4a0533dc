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
    withKnownIssue {
      line = #line; mock.verify()
    } matching: {
      log.match($0)
    }
    #expect(
      log.entries == [
        "\(here(line)): [TestProtocol] Missing call: count() (expected at \(here(expectLine)))"
      ])
  }

  @Test func anUnexpectedCallRecordsAnIssueAtTheCreationLine() {
    let log = IssueLog()
    let line = #line; let mock = MockTestProtocol()
    withKnownIssue {
      mock.voidFunction(value: 9)
    } matching: {
      log.match($0)
    }
    #expect(
      log.entries == ["\(here(line)): [TestProtocol] Unexpected call: voidFunction(value: 9)"])
  }

  @Test func aCallFromAThreadOutsideTheTestIsReportedByVerify() async {
    let log = IssueLog()
    let mock = MockSendableService()
    await withCheckedContinuation { continuation in
      Thread.detachNewThread {
        mock.record(10)
        continuation.resume()
      }
    }
    var line = 0
    withKnownIssue {
      line = #line; mock.verify()
    } matching: {
      log.match($0)
    }
    #expect(log.entries == ["\(here(line)): [SendableService] Unexpected call: record(10)"])
  }

  @Test func aCallFromAThreadOutsideTheTestIsReportedWhenTheMockGoesAwayWithoutVerify() async {
    let log = IssueLog()
    var line = 0
    await withKnownIssue {
      line = #line; let mock = MockSendableService()
      await withCheckedContinuation { continuation in
        Thread.detachNewThread { [weak mock] in
          mock?.record(11)
          continuation.resume()
        }
      }
      #expect(log.entries.isEmpty)
    } matching: {
      log.match($0)
    }
    #expect(log.entries == ["\(here(line)): [SendableService] Unexpected call: record(11)"])
  }
}
