import SwiftMock
import Testing

// Static members' expectations as a run ends: each suite runs only in a
// process of its own (see `StaticMemberExitTests`).

/// A test that sets an expectation on a static member and never verifies.
@Suite(.enabled(if: isScenario("UnverifiedStaticExpectationScenario")))
struct UnverifiedStaticExpectationScenario {
  /// The line of the expectation left unverified.
  static let expectLine = 15

  @Test func aStaticExpectationLeftUnverified() {
    #expect(#line + 1 == Self.expectLine)
    MockClock.expect { $0.now() }.returning(3)
  }
}

/// Tests that leave nothing unverified on static members.
@Suite(.enabled(if: isScenario("VerifiedStaticExpectationScenario")))
struct VerifiedStaticExpectationScenario {
  @Test func aStaticExpectationVerified() {
    MockClock.expect { $0.now() }.returning(3)
    #expect(MockClock.now() == 3)
    MockClock.verify()
  }

  @Test func aStubsStaticAnswerLeftBehind() {
    StubClock.given { $0.now() }.returning(3)
    #expect(StubClock.now() == 3)
  }
}
