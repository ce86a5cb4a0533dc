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
        expectedCallFailure(
          """
          [SendableService] Unexpected call: record(8)
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line)
      ])
  }

  @Test func aCallWithNoLineOfTheTestsFileOnItsStackIsReportedAtTheLineThatMadeTheMock() async {
    var line = 0
    let failures = await captureFailures {
      line = #line; let mock = MockSendableService()
      await record(9, onAnotherThread: mock)
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [SendableService] Unexpected call: record(9)
            reported at the line that made the mock: no frame of the test's file is on \
          the calling thread's stack
          """, calledAt: line, madeAt: line)
      ])
  }

  @Test func aCallFromDeepInTheCodeUnderTestIsReportedAtTheTestsLine() {
    var line = 0
    var callLine = 0
    let failures = captureFailures {
      line = #line; let mock = MockSendableService()
      callLine = #line; record(10, on: mock, depth: 600)
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [SendableService] Unexpected call: record(10)
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line)
      ])
  }

  @Test func theMembersOfAMockClassThisOneInheritsFromArePassedOver() {
    var line = 0
    var callLine = 0
    let failures = captureFailures {
      line = #line; let mock = MockDerivedService()
      callLine = #line; record(11, on: mock)
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [SendableService] Unexpected call: record(11)
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line)
      ])
  }
}

/// A mock whose members are written in the class it inherits from, here in
/// the test's file: their lines are not the test's.
class MockBaseService: Mock<SendableService>, SendableService, @unchecked Sendable {
  func record(_ value: Int) { accept(value) }
  func lookUp(_ key: Int) -> Int { accept(key) }
  func fetch() async -> Int { await accept() }
  func fetchThrowing() async throws -> Int { try await throwingAccept() }
}

final class MockDerivedService: MockBaseService, @unchecked Sendable {}
