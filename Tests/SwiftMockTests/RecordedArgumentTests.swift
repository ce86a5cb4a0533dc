import SwiftMock
import SwiftMockTestSupport
import Testing

/// A value that cannot be copied, which a mock cannot keep.
struct Ticket: ~Copyable {
  let seat: Int
}

/// Members with `borrowing` and `consuming` parameters.
protocol Boarding {
  func board(with ticket: borrowing Ticket)
  func cancel(_ ticket: consuming Ticket) -> Bool
  func greet(_ name: borrowing String) -> String
}

final class MockBoarding: Mock<Boarding>, Boarding {
  func board(with ticket: borrowing Ticket) { accept(recorded(ticket)) }
  func cancel(_ ticket: consuming Ticket) -> Bool { accept(recorded(ticket)) }
  func greet(_ name: borrowing String) -> String { accept(recorded(name)) }
}

/// `recorded(_:)` hands `accept` a copy of a `borrowing` or `consuming`
/// argument, or for a `~Copyable` one, a stand-in any value of it matches.
struct RecordedArgumentTests {
  @Test func anyValueOfATypeThatCannotBeCopiedMatches() {
    let boarding = MockBoarding()
    boarding.expect { $0.board(with: Ticket(seat: 1)) }
    boarding.expect { $0.cancel(Ticket(seat: 1)) }.returning(true)
    boarding.board(with: Ticket(seat: 2))
    let isCancelled = boarding.cancel(Ticket(seat: 3))
    #expect(isCancelled)
    boarding.verify()
  }

  @Test func aCopyableValueIsMatchedByValue() {
    var line = 0
    var expectLine = 0
    var callLine = 0
    let failures = captureFailures {
      line = #line; let boarding = MockBoarding()
      expectLine = #line; boarding.expect { $0.greet("Ada") }.returning("Hello")
      callLine = #line; _ = boarding.greet("Bob")
      boarding.verify()
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [Boarding] Unexpected call: greet("Bob")
            expected: greet("Ada") (\(here(expectLine)))
            received: greet("Bob")
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line)
      ])
  }

  @Test func anUnexpectedCallNamesTheTypeOfTheValueNotKept() {
    var line = 0
    var callLine = 0
    let failures = captureFailures {
      line = #line; let boarding = MockBoarding()
      callLine = #line; boarding.board(with: Ticket(seat: 4))
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [Boarding] Unexpected call: board(with: noncopyable Ticket)
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line)
      ])
  }

  @Test func theStandInEqualsEveryOtherOfItsType() {
    #expect(NoncopyableArgument<Ticket>() == NoncopyableArgument<Ticket>())
    #expect(NoncopyableArgument<Ticket>().description == "noncopyable Ticket")
  }
}
