import Foundation
import SwiftMock
import SwiftMockTestSupport
import Testing
import XCTest

/// The surprises a test can meet, each a failure at the right line, never a
/// crash or a hang: every test here goes on after the failure, and says so.
/// The other entries of the catalogue are tested beside the feature they
/// concern (see the list in the "Guarantees" article).
struct MisuseCatalogueTests {
  @Test func anUnexpectedCallOfEachKindOfMemberAnswersAndIsReported() async throws {
    var line = 0
    var lines: [Int] = []
    var answers: [String] = []
    let failures = try await captureFailures {
      line = #line; let mock = MockTestProtocol()
      lines.append(#line); mock.voidFunction(value: 1)
      lines.append(#line); answers.append(mock.name())
      lines.append(#line); answers.append(String(describing: mock.optionalName()))
      lines.append(#line); answers.append(try mock.load())
      lines.append(#line); answers.append(String(await mock.fetch()))
      lines.append(#line); answers.append(String(try await mock.fetchThrowing()))
    }
    #expect(answers == ["", "nil", "", "0", "0"])
    let calls = [
      "voidFunction(value: 1)", "name()", "optionalName()", "load()", "fetch()", "fetchThrowing()",
    ]
    expectFailures(
      failures,
      zip(calls, lines).map { call, callLine in
        expectedCallFailure(
          """
          [TestProtocol] Unexpected call: \(call)
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line)
      })
  }

  @Test func aReturnedValueOfTheWrongTypeIsReportedAndTheDefaultReturned() {
    let mock = MockTestProtocol()
    var line = 0
    let failures = captureFailures {
      line = #line; mock.expect { $0.count() as Any }.returning("three")
      #expect(mock.count() == 0)
    }
    expectFailures(
      failures,
      [
        (
          "[TestProtocol] count() returns Int, but its expectation returns a value of type String",
          line
        )
      ])
  }

  @Test func aMemberThatNamesItselfWronglyIsAnUnexpectedCallAndAMissingOne() {
    final class MockMisnamed: Mock<Notifier>, Notifier {
      func notify(value: Int) { accept(value) }
      func notifyAgain(value: Int) { accept(value, func: "notifyy(value:)") }
    }
    var line = 0
    var expectLine = 0
    var verifyLine = 0
    var callLine = 0
    let failures = captureFailures {
      line = #line; let mock = MockMisnamed()
      expectLine = #line; mock.expect { $0.notify(value: 1) }
      callLine = #line; mock.notifyAgain(value: 1)
      verifyLine = #line; mock.verify()
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [Notifier] Unexpected call: notifyy(value: 1)
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line),
        ("[Notifier] Missing call: notify(value: 1) (expected at \(here(expectLine)))", verifyLine),
      ])
  }

  @Test func aCallWithADifferentNumberOfArgumentsShowsBoth() {
    final class MockUneven: Mock<Adder>, Adder {
      var isForgetful = false
      func add(_ first: Int, _ second: Int) -> Int {
        isForgetful ? accept(first) : accept(first, second)
      }
    }
    var line = 0
    var expectLine = 0
    // `add` is called in the expansion of `#expect(…)`, which is not in this
    // file: the innermost line of this file that led to it is that of the
    // call that runs the block.
    let blockLine = #line + 1
    let failures = captureFailures {
      line = #line; let mock = MockUneven()
      expectLine = #line; mock.expect { $0.add(1, 2) }.returning(3)
      mock.isForgetful = true
      #expect(mock.add(1, 2) == 0)
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [Adder] Unexpected call: add(_:_:) with (1)
            expected: add(1, 2) (\(here(expectLine)))
            received: add(_:_:) with (1)
            the mock was made at \(here(line))
          """, calledAt: blockLine, madeAt: line)
      ])
  }

  @Test func aCyclicGraphOfObjectsIsComparedByIdentityAndDescribedBriefly() {
    let first = Node()
    let second = Node()
    first.next = second
    second.next = first
    var line = 0
    var callLine = 0
    var expectLine = 0
    let failures = captureFailures {
      line = #line; let mock = MockRecorder()
      expectLine = #line; mock.expect { $0.take(Linked(head: first, count: 2)) }
      callLine = #line; mock.take(Linked(head: second, count: 2))
      mock.take(Linked(head: first, count: 2))
      mock.verify()
    }
    // The two graphs read the same, so their nodes are numbered.
    let expected = "take(Linked(head: SwiftMockTests.Node (instance 1), count: 2))"
    let received = "take(Linked(head: SwiftMockTests.Node (instance 2), count: 2))"
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [Recorder] Unexpected call: \(received)
            expected: \(expected) (\(here(expectLine)))
            received: \(received)
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line)
      ])
  }

  @Test func aDeeplyNestedValueIsComparedAndDescribedWithinBounds() {
    let deep = Chain.make(length: 2_000)
    var line = 0
    var callLine = 0
    let failures = captureFailures {
      line = #line; let mock = MockRecorder()
      mock.expect { $0.take(deep) }
      mock.take(deep)
      callLine = #line; mock.take(Chain.make(length: 3))
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [Recorder] Unexpected call: take(link(2, link(1, link(0, end))))
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line)
      ])
    let described = captureFailures { MockRecorder().take(deep) }.first?.message ?? ""
    #expect(described.hasPrefix("[Recorder] Unexpected call: take(link(1999, link(1998, "))
    #expect(described.contains("(…)"))
    #expect(described.count < 300)
  }
}

protocol Notifier {
  func notify(value: Int)
  func notifyAgain(value: Int)
}

protocol Adder {
  func add(_ first: Int, _ second: Int) -> Int
}

/// A node of a graph that can have cycles; not `Equatable`.
final class Node {
  var next: Node?
}

/// A value holding a graph of nodes.
struct Linked {
  let head: Node
  let count: Int
}
