import Foundation
import SwiftMock
import SwiftMockTestSupport
import Testing

struct CaptureFailuresTests {
  @Test func capturesInsteadOfFailing() {
    let mock = MockTestProtocol()
    mock.expect { $0.count() }
    let line = #line; let failures = captureFailures { mock.verify() }
    expectFailures(
      failures, [("[TestProtocol] Missing call: count() (expected at \(here(line - 1)))", line)])
  }

  @Test func anInnerCaptureTakesTheFailuresOfItsOwnBlock() {
    var inner: [MockFailure] = []
    var line = 0
    let outer = captureFailures {
      line = #line; let mock = MockTestProtocol()
      inner = captureFailures { mock.voidFunction(value: 1) }
      mock.voidFunction(value: 2)
    }
    expectFailures(inner, [("[TestProtocol] Unexpected call: voidFunction(value: 1)", line)])
    expectFailures(outer, [("[TestProtocol] Unexpected call: voidFunction(value: 2)", line)])
  }

  @Test func capturesInAsyncCode() async {
    var line = 0
    let failures = await captureFailures {
      line = #line; let mock = MockTestProtocol()
      _ = await mock.fetch()
    }
    expectFailures(failures, [("[TestProtocol] Unexpected call: fetch()", line)])
  }

  @Test func tasksStartedInTheBlockAreCaptured() async {
    var line = 0
    let failures = await captureFailures {
      line = #line; let mock = MockSendableService()
      await Task { mock.record(5) }.value
    }
    expectFailures(failures, [("[SendableService] Unexpected call: record(5)", line)])
  }

  @Test func aMockCreatedInTheBlockReportsCallsFromOtherThreadsToIt() async {
    var line = 0
    let failures = await captureFailures {
      line = #line; let mock = MockSendableService()
      await withCheckedContinuation { continuation in
        Thread.detachNewThread {
          mock.record(6)
          continuation.resume()
        }
      }
    }
    expectFailures(failures, [("[SendableService] Unexpected call: record(6)", line)])
  }

  @Test func aMockOutlivingItsCaptureReportsToTheTestAgain() {
    var mock: MockTestProtocol?
    var line = 0
    _ = captureFailures {
      line = #line; mock = MockTestProtocol()
    }
    let log = IssueLog()
    withKnownIssue {
      mock?.voidFunction(value: 5)
    } matching: {
      log.match($0)
    }
    #expect(
      log.entries == ["\(here(line)): [TestProtocol] Unexpected call: voidFunction(value: 5)"])
  }

  @Test(arguments: 0..<8) func parallelTestsCaptureOnlyTheirOwnFailures(index: Int) async {
    var line = 0
    let failures = await captureFailures {
      line = #line; let mock = MockSendableService()
      for _ in 0..<50 {
        mock.record(index)
        await Task.yield()
      }
    }
    expectFailures(
      failures,
      Array(repeating: ("[SendableService] Unexpected call: record(\(index))", line), count: 50))
  }

  @Test func theFailureDescriptionReadsLikeACompilerMessage() {
    let failure = MockFailure(
      message: "[P] Missing call: f()", fileID: "Tests/A.swift", filePath: "/x/A.swift", line: 4,
      column: 2)
    #expect(failure.description == "Tests/A.swift:4: [P] Missing call: f()")
  }
}
