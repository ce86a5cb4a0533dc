import SwiftMock
import SwiftMockTestSupport
import Testing

/// A protocol whose double mocks `description`, as a generated double of a
/// `CustomStringConvertible` protocol does.
protocol Labelled: CustomStringConvertible {}

final class MockLabelled: Mock<Labelled>, Labelled {
  var description: String { accept() }
}

/// A protocol that is handed a `Labelled`.
protocol Shelf {
  func put(_ item: Labelled)
}

final class MockShelf: Mock<Shelf>, Shelf {
  func put(_ item: Labelled) { accept(item) }
}

/// A failure message that shows a test double names it by its type, and
/// does not call its `description`, which may be a mocked member.
struct DescribedDoubleTests {
  @Test func aDoubleInAFailureIsNamedByItsTypeNotByItsMockedDescription() {
    var line = 0
    var callLine = 0
    let label = MockLabelled()
    let failures = captureFailures {
      line = #line; let shelf = MockShelf()
      callLine = #line; shelf.put(label)
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [Shelf] Unexpected call: put(SwiftMockTests.MockLabelled)
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line)
      ])
    label.verify()
  }
}
