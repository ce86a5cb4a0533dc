import SwiftMock
import SwiftMockTestSupport
import Testing

/// The line an unexpected call is reported at is the innermost of the test's
/// file on the stack, but never a line of a mock written in that file.
struct TestLineTests {
  @Test func aMockWrittenInTheTestsFileIsPassedOver() {
    var line = 0
    var callLine = 0
    let failures = captureFailures {
      line = #line; let mock = MockWrittenHere()
      callLine = #line; mock.ring(1)
    }
    expectFailures(
      failures,
      [
        (
          """
          [Bell] Unexpected call: ring(1)
            the mock was made at \(here(line))
          """, callLine
        )
      ])
  }

  @Test func aHelperInTheTestsFileIsTheInnermostLineOfIt() {
    var line = 0
    let failures = captureFailures {
      line = #line; let mock = MockWrittenHere()
      ringTwice(mock)
    }
    let message = """
      [Bell] Unexpected call: ring(2)
        the mock was made at \(here(line))
      """
    expectFailures(
      failures, [(message, ringTwiceLine), (message, ringTwiceLine + 1)])
  }
}

protocol Bell {
  func ring(_ times: Int)
}

/// A mock written in the test's file: its `accept` is called from a line of
/// this file that is not the test's.
final class MockWrittenHere: Mock<Bell>, Bell {
  func ring(_ times: Int) {
    accept(times)
  }
}

/// A helper in the test's file, between the test and the mock.
func ringTwice(_ bell: some Bell) {
  bell.ring(2)
  bell.ring(2)
}

/// The line of `ringTwice`'s first call.
let ringTwiceLine = #line - 5
