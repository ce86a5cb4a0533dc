import SwiftMock
import SwiftMockTestSupport
import Testing

struct ReportFailureTests {
  @Test func aHelpersFailureIsCapturedAtTheLineItWasGiven() {
    var line = 0
    let failures = captureFailures {
      line = #line; reportFailure("Wanted but not invoked: f()")
    }
    expectFailures(failures, [("Wanted but not invoked: f()", line)])
  }

  @Test func aHelperCanPassItsCallersLocationOn() {
    func verifyNothing(
      fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
      column: UInt = #column
    ) {
      reportFailure("nothing", fileID: fileID, filePath: filePath, line: line, column: column)
    }
    let line = #line; let failures = captureFailures { verifyNothing() }
    expectFailures(failures, [("nothing", line)])
  }

  @Test func withoutACaptureItIsASwiftTestingIssue() {
    let log = IssueLog()
    var line = 0
    withKnownIssue(expectedOnPurpose) {
      line = #line; reportFailure("by hand")
    } matching: {
      log.match($0)
    }
    #expect(log.entries == ["\(here(line)): by hand"])
  }
}
