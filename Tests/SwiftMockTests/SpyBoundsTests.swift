import SwiftMock
import SwiftMockTestSupport
import Testing

/// `verifyReceived(atLeast:)`, `verifyReceived(atMost:)` and
/// `verifyReceived(times:)` with a range: each passes within its bound, and
/// fails outside it with the whole story, at the line that checks.
struct SpyBoundsTests {
  @Test func atLeastPassesAtAndAboveItsMinimum() {
    let spy = SpyPet()
    spy.eat(food: .dry)
    spy.eat(food: .dry)
    let failures = captureFailures {
      spy.verifyReceived(atLeast: 0) { $0.eat(food: .wet) }
      spy.verifyReceived(atLeast: 1) { $0.eat(food: .dry) }
      spy.verifyReceived(atLeast: 2) { $0.eat(food: .dry) }
    }
    #expect(failures.isEmpty)
  }

  @Test func atLeastReportsTooFewCallsAndListsThem() {
    let spy = SpyPet()
    spy.eat(food: .dry)
    spy.eat(food: .wet)
    var line = 0
    let failures = captureFailures {
      line = #line; spy.verifyReceived(atLeast: 2) { $0.eat(food: .dry) }
    }
    expectFailures(
      failures,
      [
        (
          """
          [Pet] Wanted at least 2 times but was called 1 time: eat(food: dry)
            received: eat(food: dry)
          """, line
        )
      ])
  }

  @Test func atLeastWithNoMatchingCallIsWantedButNotInvoked() {
    let spy = SpyPet()
    spy.eat(food: .dry)
    var line = 0
    let failures = captureFailures {
      line = #line; spy.verifyReceived(atLeast: 3) { $0.eat(food: .wet) }
    }
    expectFailures(
      failures,
      [
        (
          """
          [Pet] Wanted but not invoked: eat(food: wet)
            received instead: eat(food: dry)
          """, line
        )
      ])
  }

  /// The wanted call reads as the test wrote it: a matcher by its name,
  /// not by the placeholder value it stood for in the block.
  @Test func theWantedCallNamesItsMatchers() {
    let spy = SpyPet()
    spy.eat(food: .dry)
    var line = 0
    var secondLine = 0
    let failures = captureFailures {
      line = #line; spy.verifyReceived(atLeast: 2) { $0.eat(food: any()) }
      secondLine = #line; spy.verifyReceived { $0.eat(food: any(where: { $0 == .wet })) }
    }
    expectFailures(
      failures,
      [
        (
          """
          [Pet] Wanted at least 2 times but was called 1 time: eat(food: any())
            received: eat(food: dry)
          """, line
        ),
        (
          """
          [Pet] Wanted but not invoked: eat(food: any(where: …))
            received instead: eat(food: dry)
          """, secondLine
        ),
      ])
  }

  @Test func atMostPassesAtAndBelowItsMaximum() {
    let spy = SpyPet()
    spy.eat(food: .dry)
    let failures = captureFailures {
      spy.verifyReceived(atMost: 1) { $0.eat(food: .dry) }
      spy.verifyReceived(atMost: 2) { $0.eat(food: .dry) }
      spy.verifyReceived(atMost: 0) { $0.eat(food: .wet) }
    }
    #expect(failures.isEmpty)
  }

  @Test func atMostReportsTooManyCallsAndListsThem() {
    let spy = SpyPet()
    spy.eat(food: .dry)
    spy.eat(food: .wet)
    spy.eat(food: .dry)
    var line = 0
    let failures = captureFailures {
      line = #line; spy.verifyReceived(atMost: 1, ignoringArguments: true) { $0.eat(food: .dry) }
    }
    expectFailures(
      failures,
      [
        (
          """
          [Pet] Wanted at most 1 time but was called 3 times: eat(food:)
            received: eat(food: dry)
            received: eat(food: wet)
            received: eat(food: dry)
          """, line
        )
      ])
  }

  @Test func aRangePassesWithinItsBounds() {
    let spy = SpyPet()
    spy.eat(food: .dry)
    spy.eat(food: .dry)
    let failures = captureFailures {
      spy.verifyReceived(times: 2...4) { $0.eat(food: .dry) }
      spy.verifyReceived(times: 1...2) { $0.eat(food: .dry) }
      spy.verifyReceived(times: 0...1) { $0.eat(food: .wet) }
    }
    #expect(failures.isEmpty)
  }

  @Test func aRangeReportsTooFewAndTooManyCalls() {
    let spy = SpyPet()
    spy.eat(food: .dry)
    spy.eat(food: .dry)
    spy.eat(food: .dry)
    var lines = (0, 0)
    let failures = captureFailures {
      lines.0 = #line; spy.verifyReceived(times: 4...6) { $0.eat(food: .dry) }
      lines.1 = #line; spy.verifyReceived(times: 1...2) { $0.eat(food: .dry) }
    }
    expectFailures(
      failures,
      [
        (
          """
          [Pet] Wanted 4 to 6 times but was called 3 times: eat(food: dry)
            received: eat(food: dry)
            received: eat(food: dry)
            received: eat(food: dry)
          """, lines.0
        ),
        (
          """
          [Pet] Wanted 1 to 2 times but was called 3 times: eat(food: dry)
            received: eat(food: dry)
            received: eat(food: dry)
            received: eat(food: dry)
          """, lines.1
        ),
      ])
  }

  @Test func aRangeOfOneCountOrFromZeroReadsAsTheOtherForms() {
    let spy = SpyPet()
    spy.eat(food: .dry)
    spy.eat(food: .dry)
    var lines = (0, 0)
    let failures = captureFailures {
      lines.0 = #line; spy.verifyReceived(times: 1...1) { $0.eat(food: .dry) }
      lines.1 = #line; spy.verifyReceived(times: 0...1) { $0.eat(food: .dry) }
    }
    let calls = "\n  received: eat(food: dry)\n  received: eat(food: dry)"
    expectFailures(
      failures,
      [
        ("[Pet] Wanted 1 time but was called 2 times: eat(food: dry)" + calls, lines.0),
        ("[Pet] Wanted at most 1 time but was called 2 times: eat(food: dry)" + calls, lines.1),
      ])
  }

  @Test func aNegativeBoundIsReportedAndChecksNothing() {
    let spy = SpyPet()
    spy.eat(food: .dry)
    var lines = (0, 0, 0)
    let failures = captureFailures {
      lines.0 = #line; spy.verifyReceived(atLeast: -1) { $0.eat(food: .dry) }
      lines.1 = #line; spy.verifyReceived(atMost: -2) { $0.eat(food: .wet) }
      lines.2 = #line; spy.verifyReceived(times: -1...0) { $0.eat(food: .dry) }
    }
    let problem = "cannot check for a negative number of calls; nothing is checked."
    expectFailures(
      failures,
      [
        ("[Pet] verifyReceived(atLeast: -1) on eat(food: dry) \(problem)", lines.0),
        ("[Pet] verifyReceived(atMost: -2) on eat(food: wet) \(problem)", lines.1),
        ("[Pet] verifyReceived(times: -1...0) on eat(food: dry) \(problem)", lines.2),
      ])
  }

  @Test func aBlockThatCallsNothingIsReportedAtItsLine() {
    let spy = SpyPet()
    var line = 0
    let failures = captureFailures {
      line = #line; spy.verifyReceived(atLeast: 1) { _ in }
    }
    expectFailures(
      failures,
      [
        (
          """
          [Pet] The verifyReceived block called no method of this spy. Call exactly one mocked \
          method in it, like verifyReceived { $0.load() }.
          """, line
        )
      ])
  }

  @Test func asyncMembersHaveTheSameBounds() async {
    let spy = SpyPet()
    await spy.nap(minutes: 20)
    await spy.nap(minutes: 20)
    var lines = (0, 0, 0)
    let failures = await captureFailures {
      await spy.verifyReceived(atLeast: 2) { await $0.nap(minutes: 20) }
      await spy.verifyReceived(atMost: 2) { await $0.nap(minutes: 20) }
      await spy.verifyReceived(times: 1...2) { await $0.nap(minutes: 20) }
      lines.0 = #line; await spy.verifyReceived(atLeast: 3) { await $0.nap(minutes: 20) }
      lines.1 = #line; await spy.verifyReceived(atMost: 1) { await $0.nap(minutes: 20) }
      lines.2 = #line; await spy.verifyReceived(times: 3...4) { await $0.nap(minutes: 20) }
    }
    let calls = "\n  received: nap(minutes: 20)\n  received: nap(minutes: 20)"
    expectFailures(
      failures,
      [
        ("[Pet] Wanted at least 3 times but was called 2 times: nap(minutes: 20)" + calls, lines.0),
        ("[Pet] Wanted at most 1 time but was called 2 times: nap(minutes: 20)" + calls, lines.1),
        ("[Pet] Wanted 3 to 4 times but was called 2 times: nap(minutes: 20)" + calls, lines.2),
      ])
  }

  @Test func theSyncFormsNeedNoAwaitInAnAsyncTest() async {
    let spy = SpyPet()
    spy.eat(food: .dry)
    await Task.yield()
    let failures = captureFailures {
      spy.verifyReceived(atLeast: 1) { $0.eat(food: .dry) }
      spy.verifyReceived(atMost: 1) { $0.eat(food: .dry) }
      spy.verifyReceived(times: 1...1) { $0.eat(food: .dry) }
    }
    #expect(failures.isEmpty)
  }

  @Test func anArgumentsEqualityMayCallTheSpy() throws {
    let failures = try #require(
      failuresWithinDeadline {
        let spy = SpyPetOwner()
        spy.adopt(PetTag(id: 1, spy: spy))
        spy.verifyReceived(atLeast: 1) { $0.adopt(PetTag(id: 1, spy: spy)) }
        spy.verifyReceived(atMost: 0) { $0.adopt(PetTag(id: 2, spy: spy)) }
        #expect(spy.callCount(ignoringArguments: true) { $0.whistle() } == 2)
      })
    #expect(failures.isEmpty)
  }
}

protocol PetOwner {
  func adopt(_ tag: PetTag)
  func whistle()
}

final class SpyPetOwner: Spy<PetOwner>, PetOwner, @unchecked Sendable {
  func adopt(_ tag: PetTag) { accept(tag) }
  func whistle() { accept() }
}

/// An argument whose `==` calls the spy it is given to.
struct PetTag: Equatable, Sendable {
  let id: Int
  let spy: SpyPetOwner

  static func == (left: PetTag, right: PetTag) -> Bool {
    left.spy.whistle()
    return left.id == right.id
  }
}
