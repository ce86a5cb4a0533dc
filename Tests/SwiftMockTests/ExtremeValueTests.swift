import SwiftMock
import SwiftMockTestSupport
import Testing

/// Values at the edges of what an API takes are misuse failures at their
/// line, never traps or hangs.
struct ExtremeValueTests {
  @Test func aTimeoutBeyondTheLongestWaitIsReportedAndTheWaitEndsWhenDecided() async {
    let mock = MockTestProtocol()
    mock.expect { $0.voidFunction(value: 1) }
    mock.voidFunction(value: 1)
    var line = 0
    let failures = await captureFailures {
      line = #line; await mock.verify(timeout: .seconds(Int64.max))
    }
    expectFailures(
      failures,
      [
        (
          "[TestProtocol] The timeout of verify(timeout:), 9223372036854775807 seconds, is longer than a test double waits, so it waits 600 seconds.",
          line
        )
      ])
  }

  @Test func aNegativeTimeoutIsReportedAndDoesNotWait() async {
    let service = MockSendableService()
    let fetch = await service.expect { await $0.fetch() }.suspended()
    var lines: [Int] = []
    let failures = await captureFailures {
      lines.append(#line); await service.verify(timeout: .seconds(-1))
      lines.append(#line); await fetch.waitUntilReached(timeout: .seconds(-1))
    }
    expectFailures(
      failures,
      [
        (
          "[SendableService] The timeout of verify(timeout:), -1 seconds, is negative, so it does not wait.",
          lines[0]
        ),
        (
          "[SendableService] Missing call: fetch() (expected at \(here(lines[0] - 3)))",
          lines[0]
        ),
        (
          "[SendableService] The timeout of waitUntilReached(timeout:), -1 seconds, is negative, so it does not wait.",
          lines[1]
        ),
        ("[SendableService] fetch() was not reached within 0 seconds", lines[1]),
      ])
  }

  @Test func theLargestLineAndColumnAreReportedAsGiven() {
    let failures = captureFailures {
      reportFailure("far away", line: .max, column: .max)
    }
    #expect(failures.map(\.line) == [Int.max])
    #expect(failures.map(\.column) == [Int.max])
  }

  @Test func theLargestLineReachesSwiftTesting() {
    withKnownIssue(expectedOnPurpose) {
      reportFailure("far away", line: .max, column: .max)
    }
  }

  @Test func aNegativeCountAnywhereIsReportedAndChangesNothing() {
    let mock = MockTestProtocol()
    let spy = SpyNamed()
    var lines: [Int] = []
    let failures = captureFailures {
      let expectation = mock.expect { $0.voidFunction(value: 1) }
      lines.append(#line); expectation.times(atMost: -1)
      lines.append(#line); expectation.times(-2)
      lines.append(#line); expectation.times(atLeast: -3)
      lines.append(#line); expectation.times(-4...2)
      mock.voidFunction(value: 1)
      mock.verify()
      lines.append(#line); spy.verifyReceived(times: -1) { $0.name() }
    }
    let problem = "cannot expect a negative number of calls; the count is unchanged."
    expectFailures(
      failures,
      [
        ("[TestProtocol] .times(atMost: -1) on voidFunction(value: 1) \(problem)", lines[0]),
        ("[TestProtocol] .times(-2) on voidFunction(value: 1) \(problem)", lines[1]),
        ("[TestProtocol] .times(atLeast: -3) on voidFunction(value: 1) \(problem)", lines[2]),
        ("[TestProtocol] .times(-4...2) on voidFunction(value: 1) \(problem)", lines[3]),
        (
          "[Named] verifyReceived(times: -1) on name() cannot check for a negative number of calls; nothing is checked.",
          lines[4]
        ),
      ])
  }

  @Test func aCaseIterableWithNoCasesIsATypeWithNoDefault() throws {
    let mock = MockRanks()
    mock.expect { try $0.level() }.returning(.low)
    #expect(try mock.level() == .low)
    let line = #line; let unanswered = MockRanks()
    // `level()` is called in the expansion of `#expect(throws:)`, which is
    // not in this file: the innermost line of this file that led to it is
    // that of the call that runs the block.
    let blockLine = #line + 1
    let failures = captureFailures {
      #expect(
        throws: MockError(
          message:
            "[Ranks] Unexpected call: level() returns Level, a type with no default value, so the mock cannot answer it. Expect the call with .returning(…), give the mocked member a default with accept(default: …), or make Level conform to Defaultable: extension Level: Defaultable { public static var mockDefault: Level { … } }"
        )
      ) { try unanswered.level() }
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [Ranks] Unexpected call: level()
            the mock was made at \(here(line))
          """, calledAt: blockLine, madeAt: line)
      ])
  }

  @Test func aMemberThatCanNeverReturnIsRecordedWhenItCanThrow() {
    let mock = MockRanks()
    mock.expect { try $0.nothing() }.throwing(TestError(code: 2))
    #expect(throws: TestError(code: 2)) { try mock.nothing() }
    #expect(captureFailures { mock.verify() }.isEmpty)
  }

  @Test func aMemberThatCanNeverReturnAndCannotThrowStopsWithAnExplanation() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = MockRanks().expect { $0.never() }
    }
    let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      output.contains(
        "[Ranks] never() returns NoValue, a type with no values, so no call of it can return, and the mock can neither record nor answer it. Make the member throw, or leave it out of the protocol the mock stands for."
      ))
  }
}

protocol Named {
  func name() -> String
}

final class SpyNamed: Spy<Named>, Named {
  func name() -> String { accept() }
}

/// An enum whose cases are listed as none.
enum Level: CaseIterable {
  case low
  static var allCases: [Level] { [] }
}

/// An enum with no cases: no value of it can exist.
enum NoValue: CaseIterable {}

protocol Ranks {
  func level() throws -> Level
  func nothing() throws -> NoValue
  func never() -> NoValue
}

final class MockRanks: Mock<Ranks>, Ranks {
  func level() throws -> Level { try throwingAccept() }
  func nothing() throws -> NoValue { try throwingAccept() }
  func never() -> NoValue { accept() }
}
