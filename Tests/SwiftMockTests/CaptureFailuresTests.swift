import Foundation
import SwiftMock
import SwiftMockTestSupport
import Testing

struct CaptureFailuresTests {
  @Test func aBlockThatThrowsHandsWhatItCaughtOnToTheCaptureAroundIt() {
    var line = 0
    var callLine = 0
    var thrown: (any Error)?
    let outer = captureFailures {
      do {
        _ = try captureFailures {
          line = #line; let mock = MockTestProtocol()
          callLine = #line; mock.voidFunction(value: 5)
          throw TestError(code: 5)
        }
      } catch {
        thrown = error
      }
    }
    #expect(thrown as? TestError == TestError(code: 5))
    expectFailures(
      outer,
      [
        expectedCallFailure(
          """
          [TestProtocol] Unexpected call: voidFunction(value: 5)
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line)
      ])
  }

  @Test func anAsyncBlockThatThrowsHandsWhatItCaughtOnToTheCaptureAroundIt() async {
    let expectLine = LockedValue(0)
    let verifyLine = LockedValue(0)
    let outer = await captureFailures {
      _ = try? await captureFailures {
        let mock = MockTestProtocol()
        expectLine.withLock { $0 = #line }; mock.expect { $0.count() }
        verifyLine.withLock { $0 = #line }; mock.verify()
        await Task.yield()
        throw TestError(code: 6)
      }
    }
    expectFailures(
      outer,
      [
        (
          "[TestProtocol] Missing call: count() (expected at \(here(expectLine.withLock { $0 })))",
          verifyLine.withLock { $0 }
        )
      ])
  }

  @Test func aBlockThatThrowsInATestFailsTheTestWithWhatItCaught() {
    let log = IssueLog()
    var callLine = 0
    var line = 0
    var thrown: (any Error)?
    withKnownIssue(expectedOnPurpose) {
      do {
        _ = try captureFailures {
          line = #line; let mock = MockTestProtocol()
          callLine = #line; mock.voidFunction(value: 7)
          throw TestError(code: 7)
        }
      } catch {
        thrown = error
      }
    } matching: {
      log.match($0)
    }
    #expect(thrown as? TestError == TestError(code: 7))
    let unexpected = expectedCallFailure(
      """
      [TestProtocol] Unexpected call: voidFunction(value: 7)
        the mock was made at \(here(line))
      """, calledAt: callLine, madeAt: line)
    #expect(log.entries == ["\(here(unexpected.line)): \(unexpected.message)"])
  }

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
    var lines: [Int] = []
    let outer = captureFailures {
      line = #line; let mock = MockTestProtocol()
      lines.append(#line); inner = captureFailures { mock.voidFunction(value: 1) }
      lines.append(#line); mock.voidFunction(value: 2)
    }
    expectFailures(
      inner,
      [
        expectedCallFailure(
          """
          [TestProtocol] Unexpected call: voidFunction(value: 1)
            the mock was made at \(here(line))
          """, calledAt: lines[0], madeAt: line)
      ])
    expectFailures(
      outer,
      [
        expectedCallFailure(
          """
          [TestProtocol] Unexpected call: voidFunction(value: 2)
            the mock was made at \(here(line))
          """, calledAt: lines[1], madeAt: line)
      ])
  }

  @Test func capturesInAsyncCode() async {
    var line = 0
    var callLine = 0
    let failures = await captureFailures {
      line = #line; let mock = MockTestProtocol()
      callLine = #line; _ = await mock.fetch()
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [TestProtocol] Unexpected call: fetch()
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line)
      ])
  }

  @Test func tasksStartedInTheBlockAreCaptured() async {
    var line = 0
    var callLine = 0
    let failures = await captureFailures {
      line = #line; let mock = MockSendableService()
      callLine = #line; await Task { mock.record(5) }.value
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [SendableService] Unexpected call: record(5)
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line)
      ])
  }

  @Test func aMockCreatedInTheBlockReportsCallsFromOtherThreadsToIt() async {
    var line = 0
    let callLine = LockedValue(0)
    let failures = await captureFailures {
      line = #line; let mock = MockSendableService()
      await withCheckedContinuation { continuation in
        Thread.detachNewThread {
          // The thread's closure is written here, so the call is found here.
          callLine.withLock { $0 = #line }; mock.record(6)
          continuation.resume()
        }
      }
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [SendableService] Unexpected call: record(6)
            the mock was made at \(here(line))
          """, calledAt: callLine.withLock { $0 }, madeAt: line)
      ])
  }

  @Test func aMockOutlivingItsCaptureReportsToTheTestAgain() {
    var mock: MockTestProtocol?
    var line = 0
    _ = captureFailures {
      line = #line; mock = MockTestProtocol()
    }
    let log = IssueLog()
    var callLine = 0
    withKnownIssue(expectedOnPurpose) {
      callLine = #line; mock?.voidFunction(value: 5)
    } matching: {
      log.match($0)
    }
    let unexpected = expectedCallFailure(
      """
      [TestProtocol] Unexpected call: voidFunction(value: 5)
        the mock was made at \(here(line))
      """, calledAt: callLine, madeAt: line)
    #expect(log.entries == ["\(here(unexpected.line)): \(unexpected.message)"])
  }

  @Test(arguments: 0..<8) func parallelTestsCaptureOnlyTheirOwnFailures(index: Int) async {
    var line = 0
    var callLine = 0
    let failures = await captureFailures {
      line = #line; let mock = MockSendableService()
      for _ in 0..<50 {
        callLine = #line; mock.record(index)
        await Task.yield()
      }
    }
    let unexpected = expectedCallFailure(
      """
      [SendableService] Unexpected call: record(\(index))
        the mock was made at \(here(line))
      """, calledAt: callLine, madeAt: line)
    expectFailures(failures, Array(repeating: unexpected, count: 50))
  }

  @Test func theFailureDescriptionReadsLikeACompilerMessage() {
    let failure = MockFailure(
      message: "[P] Missing call: f()", fileID: "Tests/A.swift", filePath: "/x/A.swift", line: 4,
      column: 2)
    #expect(failure.description == "Tests/A.swift:4: [P] Missing call: f()")
  }
}
