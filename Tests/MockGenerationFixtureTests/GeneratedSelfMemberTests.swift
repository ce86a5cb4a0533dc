import SwiftMock
import SwiftMockTestSupport
import Testing

@testable import MockGenerationFixture

// The members that mention `Self` generate-mocks writes, used as a test
// uses them: a member that returns `Self` answers with a double the test
// gives, and one that takes `Self` matches the double it is given.

struct GeneratedSelfMemberTests {
  @Test func aGeneratedMocksStaticMembersThatMentionSelfAnswerWithTheDoublesTheTestGives() {
    let square = MockShape(name: "square")
    let unit = MockShape(name: "unit")
    MockShape.expect { $0.make(sides: 4) }.returning(square)
    MockShape.expect { $0.unit }.returning(unit)
    MockShape.expect { $0.same(square, unit) }.returning(false)

    #expect(!isUnit(MockShape.self, sides: 4))
    MockShape.verify()
  }

  @Test func aStaticCallWithAnotherDoubleThanExpectedFailsAtTheTestsLine() {
    let square = MockShape(name: "square")
    let circle = MockShape(name: "circle")
    var line = 0
    var expectLine = 0
    let failures = captureFailures {
      expectLine = #line; MockShape.expect { $0.remember(square) }
      line = #line; MockShape.remember(circle)
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [Shape] Unexpected call: remember(MockGenerationFixtureTests.MockShape (instance 2))
            expected: remember(MockGenerationFixtureTests.MockShape (instance 1)) (\(here(expectLine)))
            received: remember(MockGenerationFixtureTests.MockShape (instance 2))
            the mock was made at \(here(expectLine))
          """, calledAt: line, madeAt: expectLine)
      ])
  }

  @Test func aGeneratedMocksInitializerAndInstanceMembersThatMentionSelfAreExpectedAsAnyOthers() {
    let original = MockShape(name: "original")
    MockShape.expect { _ = $0.init(copying: original) }
    let copy = MockShape(copying: original)
    copy.expect { $0.copy() }.returning(original)
    copy.expect { $0.merged(with: [original]) }.returning(nil)

    #expect(copy.copy() === original)
    #expect(copy.merged(with: [original]) == nil)
    copy.verify()
    MockShape.verify()
  }

  @Test func aStaticMemberHandsOnABorrowedAndAConsumedArgument() {
    MockShape.expect { $0.stamp("gold", with: Ticket(seat: 1)) }.returning(7)
    #expect(MockShape.stamp("gold", with: Ticket(seat: 9)) == 7)
    MockShape.verify()
  }

  @Test func aGeneratedStubAndSpyOfSelfMembersAnswerAndRecord() {
    let triangle = StubShape()
    StubShape.given { $0.make(sides: 3) }.returning(triangle)
    #expect(StubShape.make(sides: 3) === triangle)
    #expect(StubShape.all().isEmpty)

    let first = SpyShape()
    SpyShape.remember(first)
    SpyShape.current = first
    SpyShape.verifyReceived { $0.remember(first) }
    SpyShape.verifyReceived { $0.current = first }
  }

  @Test func anActorsDoubleStandsForSelfWithItsOwnType() async {
    let store = MockStore()
    let other = MockStore()
    store.mock.expect { $0.isSame(as: other) }.returning(true)
    #expect(await store.isSame(as: other))
    store.mock.verify()
  }
}
