import SwiftMock
import SwiftMockTestSupport
import Testing

/// An unexpected call is reported at the innermost line of the test's file
/// on the call stack, naming the line that made the mock; where the stack
/// holds no line of that file, at the line that made the mock.
struct CallLocationTests {
  @Test func aCallThroughCodeInAnotherFileIsReportedAtTheTestsLineThatLedToIt() {
    var line = 0
    var callLine = 0
    let failures = captureFailures {
      line = #line; let mock = MockSendableService()
      callLine = #line; record(8, on: mock)
    }
    expectFailures(
      failures,
      [
        (
          """
          [SendableService] Unexpected call: record(8)
            the mock was made at \(here(line))
          """, callLine
        )
      ])
  }

  @Test func aCallWithNoLineOfTheTestsFileOnItsStackIsReportedAtTheLineThatMadeTheMock() async {
    var line = 0
    let failures = await captureFailures {
      line = #line; let mock = MockSendableService()
      await record(9, onAnotherThread: mock)
    }
    expectFailures(failures, [("[SendableService] Unexpected call: record(9)", line)])
  }
}
