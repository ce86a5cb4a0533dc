import Foundation
import SwiftMock
import SwiftMockTestSupport
import Testing

struct MockVerifyTests {
  @Test func verifyReportsEachMissingCallAtItsLineWithWhereItWasExpected() {
    var expectLines: [Int] = []
    var line = 0
    let failures = captureFailures {
      let mock = MockTestProtocol()
      expectLines.append(#line); mock.expect { $0.voidFunction(value: 1) }
      expectLines.append(#line); mock.expect { $0.name() }.returning("unused")
      line = #line; mock.verify()
    }
    expectFailures(
      failures,
      [
        (
          "[TestProtocol] Missing call: voidFunction(value: 1) (expected at \(here(expectLines[0])))",
          line
        ),
        ("[TestProtocol] Missing call: name() (expected at \(here(expectLines[1])))", line),
      ])
  }

  @Test func missingCallsAreReportedInTheOrderTheyWereExpected() {
    var line = 0
    var expectLine = 0
    let failures = captureFailures {
      let mock = MockTestProtocol()
      expectLine = #line
      mock.expect { $0.count() }
      mock.expect { $0.voidFunction(value: 2) }
      mock.expect { $0.count() }
      line = #line; mock.verify()
    }
    expectFailures(
      failures,
      [
        ("[TestProtocol] Missing call: count() (expected at \(here(expectLine + 1)))", line),
        (
          "[TestProtocol] Missing call: voidFunction(value: 2) (expected at \(here(expectLine + 2)))",
          line
        ),
        ("[TestProtocol] Missing call: count() (expected at \(here(expectLine + 3)))", line),
      ])
  }

  @Test func verifyReportsAProblemOnce() {
    var line = 0
    let failures = captureFailures {
      let mock = MockTestProtocol()
      mock.expect { $0.count() }
      line = #line; mock.verify()
      mock.verify()
    }
    expectFailures(
      failures, [("[TestProtocol] Missing call: count() (expected at \(here(line - 1)))", line)])
  }

  @Test func anUnexpectedCallFailsAtOnceAtTheLineThatMadeTheCall() {
    let line = #line; let mock = MockTestProtocol()
    let callLine = #line; let atTheCall = captureFailures { mock.voidFunction(value: 3) }
    let atVerify = captureFailures { mock.verify() }
    expectFailures(
      atTheCall,
      [
        expectedCallFailure(
          """
          [TestProtocol] Unexpected call: voidFunction(value: 3)
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line)
      ])
    #expect(atVerify.isEmpty)
  }

  @Test func anUnexpectedCallFailsTheTestWithoutVerify() {
    var line = 0
    var callLine = 0
    let failures = captureFailures {
      line = #line; let mock = MockTestProtocol()
      callLine = #line; _ = mock.add(1, 2)
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [TestProtocol] Unexpected call: add(1, 2)
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line)
      ])
  }

  @Test func wrongArgumentsAreOneFailureShowingBothCallsSideBySide() {
    var line = 0
    var callLine = 0
    var expectLine = 0
    let failures = captureFailures {
      line = #line; let mock = MockTestProtocol()
      expectLine = #line; mock.expect { $0.voidFunction(value: 42) }
      callLine = #line; mock.voidFunction(value: 41)
      mock.verify()
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [TestProtocol] Unexpected call: voidFunction(value: 41)
            expected: voidFunction(value: 42) (\(here(expectLine)))
            received: voidFunction(value: 41)
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line)
      ])
  }

  @Test func anExpectationReportedForWrongArgumentsCanStillBeSatisfied() {
    let mock = MockTestProtocol()
    mock.expect { $0.voidFunction(value: 42) }
    let failures = captureFailures {
      mock.voidFunction(value: 41)
      mock.voidFunction(value: 42)
      mock.verify()
    }
    #expect(failures.count == 1)
    #expect(captureFailures { mock.verify() }.isEmpty)
  }

  @Test func verifyPassesLocationsOnUnchanged() {
    var callLine = 0
    let failures = captureFailures {
      let mock = MockTestProtocol(
        fileID: "Module/Created.swift", filePath: "/src/Created.swift", line: 3, column: 5)
      mock.expect(
        fileID: "Module/Expected.swift", filePath: "/src/Expected.swift", line: 7, column: 9
      ) { $0.count() }
      callLine = #line; mock.voidFunction(value: 1)
      mock.verify(
        fileID: "Module/Verified.swift", filePath: "/src/Verified.swift", line: 11, column: 13)
    }
    // An unexpected call is reported where this test made it, at the column
    // of `voidFunction`, naming the location the mock was given; where call
    // stacks are not searched, at the location the mock was given.
    let unexpected = expectedCallFailure(
      """
      [TestProtocol] Unexpected call: voidFunction(value: 1)
        the mock was made at Module/Created.swift:3
      """, calledAt: callLine, madeAt: 3)
    let atTheCall = MockFailure(
      message: unexpected.message, fileID: #fileID, filePath: #filePath, line: callLine, column: 30)
    let whereTheMockWasMade = MockFailure(
      message: unexpected.message, fileID: "Module/Created.swift", filePath: "/src/Created.swift",
      line: 3, column: 5)
    #expect(
      failures == [
        testLineSearchRunsHere ? atTheCall : whereTheMockWasMade,
        MockFailure(
          message: "[TestProtocol] Missing call: count() (expected at Module/Expected.swift:7)",
          fileID: "Module/Verified.swift", filePath: "/src/Verified.swift", line: 11, column: 13),
      ])
  }

  @Test func aFailingVerifyDoesNotWait() {
    let clock = ContinuousClock()
    let start = clock.now
    let failures = captureFailures {
      let mock = MockTestProtocol()
      for value in 0..<1_000 {
        mock.expect { $0.voidFunction(value: value) }
      }
      mock.verify()
    }
    #expect(failures.count == 1_000)
    #expect(clock.now - start < .seconds(1))
  }
}
