import SwiftMock
import SwiftMockTestSupport
import Testing

@testable import MockGenerationFixture

// The generated mocks of shapes that are hard to mock, in Mocks/: a
// protocol's own throwing `reset()`, `borrowing` and `consuming` parameters,
// a parameter pack, a protocol nested in a type, and protocols that refine
// the standard library's.

/// What code under test does with a `Rewinder`: rewinds it, and says where
/// it is.
func rewind(_ rewinder: Rewinder) throws -> Int {
  try rewinder.reset()
  return rewinder.position()
}

/// What code under test does with a `Turnstile`: lets a ticket through if
/// it is admitted, and logs what it did.
func pass(_ ticket: consuming Ticket, through turnstile: Turnstile) -> Bool {
  let isAdmitted = turnstile.admit(ticket)
  if isAdmitted { turnstile.collect(ticket) }
  turnstile.log("pass", isAdmitted)
  return isAdmitted
}

struct GeneratedHardShapeTests {
  @Test func aProtocolsThrowingResetIsAMockedCall() throws {
    let rewinder = MockRewinder()
    rewinder.expect { try $0.reset() }
    rewinder.expect { $0.position() }.returning(0)
    #expect(try rewind(rewinder) == 0)
    rewinder.verify()
  }

  @Test func theMocksResetIsTheProtocolsMockedCall() {
    var line = 0
    var callLine = 0
    let failures = captureFailures {
      line = #line; let rewinder = MockRewinder()
      callLine = #line; rewinder.reset()
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [Rewinder] Unexpected call: reset()
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line)
      ])
  }

  @Test func theProtocolsResetCannotBeMadeToThrow() {
    var expectLine = 0
    let failures = captureFailures {
      let rewinder = MockRewinder()
      expectLine = #line; rewinder.expect { try $0.reset() }.throwing(TestError())
      rewinder.expect { $0.position() }.returning(3)
      #expect((try? rewind(rewinder)) == 3)
      rewinder.verify()
    }
    expectFailures(
      failures,
      [
        (
          "[Rewinder] .throwing(TestError()) is set on reset(), which cannot throw; the error is ignored.",
          expectLine
        )
      ])
  }

  @Test func anyTicketMatchesAsATicketCannotBeKept() {
    let turnstile = MockTurnstile()
    turnstile.expect { $0.admit(Ticket(seat: 1)) }.returning(true)
    turnstile.expect { $0.collect(Ticket(seat: 1)) }
    turnstile.expect { $0.log("pass", true) }
    let isAdmitted = pass(Ticket(seat: 12), through: turnstile)
    #expect(isAdmitted)
    turnstile.verify()
  }

  @Test func aBorrowedStringAndAPacksValuesAreMatchedByValue() {
    var line = 0
    var expectLine = 0
    var callLine = 0
    let failures = captureFailures {
      line = #line; let turnstile = MockTurnstile()
      turnstile.expect { $0.greet("Ada") }
      expectLine = #line; turnstile.expect { $0.log("pass", true) }
      turnstile.greet("Ada")
      callLine = #line; turnstile.log("pass", false)
      turnstile.reset()
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [Turnstile] Unexpected call: log(_:) with ("pass", false)
            expected: log(_:) with ("pass", true) (\(here(expectLine)))
            received: log(_:) with ("pass", false)
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line)
      ])
  }

  @Test func anUnexpectedTicketIsShownByItsType() {
    var line = 0
    var callLine = 0
    let failures = captureFailures {
      line = #line; let turnstile = MockTurnstile()
      callLine = #line; turnstile.collect(Ticket(seat: 3))
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [Turnstile] Unexpected call: collect(noncopyable Ticket)
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line)
      ])
  }

  @Test func aNestedProtocolsMockIsNamedByItsFullName() {
    var line = 0
    var callLine = 0
    let failures = captureFailures {
      line = #line; let flags = MockFeatureFlags()
      flags.expect { $0.isOn("dark") }.returning(true)
      let feature: Feature.Flags = flags
      #expect(feature.isOn("dark"))
      callLine = #line; _ = feature.isOn("beta")
      flags.verify()
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [Feature.Flags] Unexpected call: isOn("beta")
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line)
      ])
  }

  @Test func aHashableAccountEqualsOnlyItselfAndItsDescriptionIsMocked() {
    let account = MockAccount()
    let other = MockAccount()
    account.expect { $0.description }.returning("Ada's account")
    account.expect { $0.balance() }.returning(42)

    let accounts: Set = [account, other, account]
    #expect(accounts.count == 2)
    #expect(account == account && account != other)
    #expect(account.id == ObjectIdentifier(account))
    #expect("\(account as any Account)" == "Ada's account")
    #expect(account.balance() == 42)
    account.verify()
    other.verify()
  }

  @Test func aMembersIdentifierOfAFixedTypeIsMocked() {
    let member = MockMember()
    member.expect { $0.id }.returning("m-1")
    member.expect { $0.join() }
    #expect(member.id == "m-1")
    member.join()
    #expect(member == member && member != MockMember())
    member.verify()
  }

  @Test func anInoutTicketIsMatchedByAStandInAndLeftAsItWas() {
    var line = 0
    let failures = captureFailures {
      let turnstile = MockTurnstile()
      var anyTicket = Ticket(seat: 0)
      turnstile.expect { $0.punch(&anyTicket) }
      var ticket = Ticket(seat: 3)
      turnstile.punch(&ticket)
      #expect(ticket.seat == 3)
      turnstile.verify()
      line = #line; turnstile.punch(&ticket)
      turnstile.reset()
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [Turnstile] Unexpected call: punch(noncopyable Ticket)
            the mock was made at \(here(line - 7))
          """, calledAt: line, madeAt: line - 7)
      ])
  }
}
