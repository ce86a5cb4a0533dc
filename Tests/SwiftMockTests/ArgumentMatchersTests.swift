import Foundation
import SwiftMock
import SwiftMockTestSupport
import Testing

struct ArgumentMatchersTests {
  @Test func anyMatchesAnyValue() {
    let mock = MockLogger()
    mock.expect { $0.log(any()) }.times(2)
    mock.log("a")
    mock.log("b")
    #expect(captureFailures { mock.verify() }.isEmpty)
  }

  @Test func anyWhereMatchesTheValuesItsPredicateAccepts() {
    var line = 0
    var callLine = 0
    let failures = captureFailures {
      line = #line; let mock = MockLogger()
      mock.expect { $0.log(any(where: { $0.hasPrefix("Signed in") })) }
      mock.log("Signed in as ann")
      callLine = #line; mock.log("Signed out")
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [Logger] Unexpected call: log("Signed out")
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line)
      ])
  }

  @Test func matchersAreDescribedAsWrittenInMessages() {
    let mock = MockLogger()
    let expectLine = #line; mock.expect { $0.log(any(), level: any(where: { $0 > 2 })) }
    let line = #line; let failures = captureFailures { mock.verify() }
    expectFailures(
      failures,
      [
        (
          "[Logger] Missing call: log(any(), level: any(where: …)) (expected at \(here(expectLine)))",
          line
        )
      ])
  }

  @Test func matchersAndPlainValuesMixPositionByPosition() {
    let mock = MockLogger()
    mock.expect { $0.log(any(), level: 3) }
    mock.expect { $0.log("boot", level: any()) }
    let failures = captureFailures {
      mock.log("x", level: 3)
      mock.log("boot", level: 9)
      mock.verify()
    }
    #expect(failures.isEmpty)
  }

  @Test func aPlainValueEqualToAPlaceholderIsReportedNotGuessed() {
    var line = 0
    let failures = captureFailures {
      let mock = MockLogger()
      line = #line; mock.expect { $0.move(from: any(), to: 0) }
      mock.verify()
    }
    expectFailures(
      failures,
      [
        (
          "[Logger] The expect block mixes 1 argument matcher(s) with plain values in move(from:to:), and a plain value equals a matcher's placeholder, so it is unclear which argument each matcher stands for. Write the plain values as matchers too, like any(where: { $0 == 0 }).",
          line
        )
      ])
  }

  @Test func aPlainValueOfTheSameTypeThatDiffersFromThePlaceholderIsClear() {
    let mock = MockLogger()
    mock.expect { $0.move(from: any(), to: 5) }
    let failures = captureFailures {
      mock.move(from: 9, to: 5)
      mock.verify()
    }
    #expect(failures.isEmpty)
  }

  @Test func aMatcherInsideAnArgumentIsReported() {
    var line = 0
    let failures = captureFailures {
      let mock = MockLogger()
      line = #line; mock.expect { $0.tag([any()]) }
    }
    expectFailures(
      failures,
      [
        (
          "[Logger] The expect block used 1 argument matcher(s) in tag(_:) that are not among its arguments. Pass each matcher as a whole argument, like log(any()).",
          line
        )
      ])
  }

  @Test func aMatcherOutsideABlockIsReportedAtItsLine() {
    var line = 0
    let failures = captureFailures {
      line = #line; _ = any(Int.self)
    }
    expectFailures(
      failures,
      [
        (
          "any() is an argument matcher: use it only as an argument in a block such as expect { $0.log(any()) }",
          line
        )
      ])
  }

  @Test func matchersWorkForOptionalsCollectionsAndFoundationValues() {
    let mock = MockLogger()
    mock.expect { $0.note(any()) }.times(2)
    mock.expect { $0.note(any(where: { $0 == nil })) }
    mock.expect { $0.tag(any(where: { $0.count == 2 })) }
    mock.expect { $0.attach(any()) }
    let failures = captureFailures {
      mock.note(nil)
      mock.note(4)
      mock.note(nil)
      mock.tag(["a", "b"])
      mock.attach(["retries": 3])
      mock.verify()
    }
    #expect(failures.isEmpty)
  }

  @Test func matchersWorkInGivenAndInSpyQueries() {
    let stub = StubFeatureFlags()
    stub.given { $0.isEnabled(any()) }.returning(true)
    #expect(stub.isEnabled("anything"))
    let spy = SpyPet()
    spy.eat(food: .wet)
    #expect(spy.received { $0.eat(food: any()) })
  }

  @Test func matchersWorkWithFoundationTypes() {
    let mock = MockScheduled()
    mock.expect { $0.schedule(at: any(), url: any(), id: any(), payload: any()) }
    let failures = captureFailures {
      mock.schedule(
        at: Date(), url: URL(string: "https://example.com")!, id: UUID(), payload: Data())
      mock.verify()
    }
    #expect(failures.isEmpty)
  }

  @Test func aPlaceholderWhoseDefaultCallsATestDoubleIsNotACallOfTheBlock() {
    let mock = MockSecretVault()
    let failures = captureFailures {
      mock.expect { $0.store(any()) }
      mock.expect { $0.store(any(where: { $0.value == "b" })) }
      mock.store(Secret(value: "a"))
      mock.store(Secret(value: "b"))
      mock.verify()
    }
    #expect(failures.isEmpty)
  }

  @Test func aUserTypeOptsInThroughDefaultable() {
    let mock = MockDefaults()
    mock.allow { $0.custom() }.returning(Account(owner: "ann"))
    let accounts = MockAccounts()
    accounts.expect { $0.open(any(Account.self)) }
    let failures = captureFailures {
      accounts.open(mock.custom())
      accounts.verify()
    }
    #expect(failures.isEmpty)
  }
}

protocol Scheduled {
  func schedule(at date: Date, url: URL, id: UUID, payload: Data)
}

final class MockScheduled: Mock<Scheduled>, Scheduled {
  func schedule(at date: Date, url: URL, id: UUID, payload: Data) { accept(date, url, id, payload) }
}

protocol Accounts {
  func open(_ account: Account)
}

final class MockAccounts: Mock<Accounts>, Accounts {
  func open(_ account: Account) { accept(account) }
}

protocol SecretVault {
  func store(_ secret: Secret)
}

final class MockSecretVault: Mock<SecretVault>, SecretVault {
  func store(_ secret: Secret) { accept(secret) }
}

protocol SecretSource {
  func next() -> String
}

final class StubSecretSource: Stub<SecretSource>, SecretSource {
  func next() -> String { accept() }
}

/// A value whose default asks a test double for its content.
struct Secret: Defaultable, Equatable {
  let value: String

  static var mockDefault: Secret { Secret(value: StubSecretSource().next()) }
}
