import SwiftMock
import SwiftMockTestSupport
import Testing

/// The line an unexpected call is reported at is the running test function's
/// line that led to it, naming the innermost line of the test's file when
/// that is another; never a line of a mock written in that file.
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
        expectedCallFailure(
          """
          [Bell] Unexpected call: ring(1)
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line)
      ])
  }

  @Test func aHelperInTheTestsFileIsTheInnermostLineOfIt() {
    var line = 0
    var callLine = 0
    let failures = captureFailures {
      line = #line; let mock = MockWrittenHere()
      callLine = #line; ringTwice(mock)
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [Bell] Unexpected call: ring(2)
            via \(here(ringTwiceLine))
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line),
        expectedCallFailure(
          """
          [Bell] Unexpected call: ring(2)
            via \(here(ringTwiceLine + 1))
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line),
      ])
  }

  @Test func aStaticMemberOfAMockWrittenInTheTestsFileIsPassedOver() {
    var callLine = 0
    let failures = captureFailures {
      callLine = #line; _ = MockChimeWrittenHere.chime()
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [Chime] Unexpected call: chime()
            the mock was made at \(here(chimeLine))
          """, calledAt: callLine, madeAt: chimeLine)
      ])
  }
}

protocol Chime {
  static func chime() -> Int
}

/// A static member double written in the test's file: the frames of its
/// static members, `static MockChimeWrittenHere.chime()`, are not the test's.
final class MockChimeWrittenHere: Mock<Chime>, Chime {
  static func chime() -> Int { accept() }
}

/// The line of `MockChimeWrittenHere.chime()`'s `accept`, which makes its
/// static double.
let chimeLine = #line - 5

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
