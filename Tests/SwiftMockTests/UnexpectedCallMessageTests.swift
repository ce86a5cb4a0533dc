import SwiftMock
import SwiftMockTestSupport
import Testing

/// An unexpected call's message lists the few expectations nearest to it,
/// however many there are, and the nearest one is not reported again.
struct UnexpectedCallMessageTests {
  @Test func aSecondCallOfAOnceExpectationSaysWhatItAlreadyReceived() {
    var line = 0
    var expectLine = 0
    var callLine = 0
    let failures = captureFailures {
      line = #line; let mock = MockTestProtocol()
      expectLine = #line; mock.expect { $0.voidFunction(value: 1) }
      mock.voidFunction(value: 1)
      callLine = #line; mock.voidFunction(value: 1)
      mock.verify()
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [TestProtocol] Unexpected call: voidFunction(value: 1)
            already received: voidFunction(value: 1), 1 call (\(here(expectLine)))
            received: voidFunction(value: 1)
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line)
      ])
  }

  @Test func theNearestExpectationsComeFirstAndTheNearestIsNotReportedAgain() {
    var line = 0
    var callLine = 0
    var expectLines: [Int] = []
    var verifyLine = 0
    let failures = captureFailures {
      line = #line; let mock = MockTestProtocol()
      expectLines.append(#line); mock.expect { $0.add(1, 2) }
      expectLines.append(#line); mock.expect { $0.add(3, 4) }
      expectLines.append(#line); mock.expect { $0.add(5, 9) }
      callLine = #line; _ = mock.add(5, 4)
      verifyLine = #line; mock.verify()
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [TestProtocol] Unexpected call: add(5, 4)
            expected: add(3, 4) (\(here(expectLines[1])))
            expected: add(5, 9) (\(here(expectLines[2])))
            expected: add(1, 2) (\(here(expectLines[0])))
            received: add(5, 4)
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line),
        (
          "[TestProtocol] Missing call: add(1, 2) (expected at \(here(expectLines[0])))",
          verifyLine
        ),
        (
          "[TestProtocol] Missing call: add(5, 9) (expected at \(here(expectLines[2])))",
          verifyLine
        ),
      ])
  }

  @Test func manyOpenExpectationsAreSummedUpAfterTheFirstFive() {
    let mockLine = #line; let mock = MockTestProtocol()
    let expectLine = #line
    for value in 0..<20_000 { mock.expect { $0.voidFunction(value: value) } }
    let otherLine = #line; let other = MockTestProtocol()
    var lines: [Int] = []
    let failures = captureFailures {
      lines.append(#line); mock.voidFunction(value: -1)
      lines.append(#line); other.voidFunction(value: -1)
    }
    mock.reset()
    let listed = (0..<5).map { "  expected: voidFunction(value: \($0)) (\(here(expectLine + 1)))" }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [TestProtocol] Unexpected call: voidFunction(value: -1)
          \(listed.joined(separator: "\n"))
            … and 19995 more expectations of voidFunction(value:)
            received: voidFunction(value: -1)
            the mock was made at \(here(mockLine))
          """, calledAt: lines[0], madeAt: mockLine),
        expectedCallFailure(
          """
          [TestProtocol] Unexpected call: voidFunction(value: -1)
            the mock was made at \(here(otherLine))
          """, calledAt: lines[1], madeAt: otherLine),
      ])
  }

  @Test func argumentsThatReadTheSameAreToldApartFromTheNearestExpectation() {
    var line = 0
    var expectLines: [Int] = []
    var callLines: [Int] = []
    let first = Token()
    let second = Token()
    let failures = captureFailures {
      line = #line; let mock = MockSink()
      expectLines.append(#line); mock.expect { $0.put(Int64(1)) }
      expectLines.append(#line); mock.expect { $0.put(Int8(1)) }
      callLines.append(#line); mock.put(1)
      mock.reset()
      expectLines.append(#line); mock.expect { $0.put(first) }
      callLines.append(#line); mock.put(second)
      mock.reset()
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [Sink] Unexpected call: put(1 as Int)
            expected: put(1 as Int64) (\(here(expectLines[0])))
            expected: put(1) (\(here(expectLines[1])))
            received: put(1 as Int)
            the mock was made at \(here(line))
          """, calledAt: callLines[0], madeAt: line),
        expectedCallFailure(
          """
          [Sink] Unexpected call: put(SwiftMockTests.Token (instance 2))
            expected: put(SwiftMockTests.Token (instance 1)) (\(here(expectLines[2])))
            received: put(SwiftMockTests.Token (instance 2))
            the mock was made at \(here(line))
          """, calledAt: callLines[1], madeAt: line),
      ])
  }
}

/// Takes a value of any type, so that values that read alike can differ.
private protocol Sink {
  func put(_ value: Any)
}

private final class MockSink: Mock<Sink>, Sink {
  func put(_ value: Any) { accept(value) }
}

/// A class that is not `Equatable`: matched by identity.
private final class Token {}
