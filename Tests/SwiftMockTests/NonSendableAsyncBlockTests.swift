import SwiftMock
import SwiftMockTestSupport
import Testing

// The `async` blocks of `expect`, `allow`, `given` and the spy's checks,
// for members that return a type that is not `Sendable`: most model types
// of an app. Each block returns the member's value, which the compiler must
// accept whether the test runs on no actor or on the main actor; these
// tests do not compile where it does not.

/// A model type that is not `Sendable`, as a public struct of another
/// module is not, whose value the library can still build from its fields.
struct Ledger: Equatable {
  var lines: [String]
  init(_ lines: String...) { self.lines = lines }
}

@available(*, unavailable)
extension Ledger: Sendable {}

enum LedgerError: Error, Equatable {
  case locked
}

protocol LedgerStore {
  func ledger(for account: Int) async -> Ledger
  func loadLedger(for account: Int) async throws -> Ledger
  func lockedLedger(for account: Int) async throws(LedgerError) -> Ledger
  static func shared() async -> Ledger
}

final class MockLedgerStore: Mock<LedgerStore>, LedgerStore {
  func ledger(for account: Int) async -> Ledger {
    await accept(account, default: Ledger())
  }
  func loadLedger(for account: Int) async throws -> Ledger {
    try await throwingAccept(account, default: Ledger())
  }
  func lockedLedger(for account: Int) async throws(LedgerError) -> Ledger {
    try await throwingAccept(account, errorType: LedgerError.self, default: Ledger())
  }
  static func shared() async -> Ledger { await accept(default: Ledger()) }
}

final class StubLedgerStore: Stub<LedgerStore>, LedgerStore {
  func ledger(for account: Int) async -> Ledger {
    await accept(account, default: Ledger())
  }
  func loadLedger(for account: Int) async throws -> Ledger {
    try await throwingAccept(account, default: Ledger())
  }
  func lockedLedger(for account: Int) async throws(LedgerError) -> Ledger {
    try await throwingAccept(account, errorType: LedgerError.self, default: Ledger())
  }
  static func shared() async -> Ledger { await accept(default: Ledger()) }
}

final class SpyLedgerStore: Spy<LedgerStore>, LedgerStore {
  func ledger(for account: Int) async -> Ledger {
    await accept(account, default: Ledger())
  }
  func loadLedger(for account: Int) async throws -> Ledger {
    try await throwingAccept(account, default: Ledger())
  }
  func lockedLedger(for account: Int) async throws(LedgerError) -> Ledger {
    try await throwingAccept(account, errorType: LedgerError.self, default: Ledger())
  }
  static func shared() async -> Ledger { await accept(default: Ledger()) }
}

/// An open class whose `async` members return a type that is not
/// `Sendable`, doubled by subclassing.
class LedgerArchive {
  func ledger(for year: Int) async -> Ledger { Ledger("archived \(year)") }
}

final class MockLedgerArchive: LedgerArchive, ClassDouble {
  let testDouble = Mock<MockLedgerArchive>()
  override func ledger(for year: Int) async -> Ledger {
    await accept(year, real: await super.ledger(for: year))
  }
}

final class StubLedgerArchive: LedgerArchive, ClassDouble {
  let testDouble = Stub<StubLedgerArchive>()
  override func ledger(for year: Int) async -> Ledger {
    await accept(year, real: await super.ledger(for: year))
  }
}

final class SpyLedgerArchive: LedgerArchive, ClassDouble {
  let testDouble = Spy<SpyLedgerArchive>()
  override func ledger(for year: Int) async -> Ledger {
    await accept(year, real: await super.ledger(for: year))
  }
}

struct NonSendableAsyncBlockTests {
  @Test func aMockExpectsAndAllowsAsyncMembersThatReturnAModelType() async throws {
    let store = MockLedgerStore()
    await store.expect { await $0.ledger(for: 1) }.returning(Ledger("rent"))
    await store.expect { try await $0.loadLedger(for: 2) }.returning(Ledger("food"))
    await store.expect(errorType: LedgerError.self) { try await $0.lockedLedger(for: 3) }
      .throwing(.locked)
    await store.allow { await $0.ledger(for: 4) }.returning(Ledger("books"))
    await store.allow(errorType: LedgerError.self) { try await $0.lockedLedger(for: 5) }
      .returning(Ledger("fees"))
    #expect(await store.ledger(for: 1) == Ledger("rent"))
    #expect(try await store.loadLedger(for: 2) == Ledger("food"))
    await #expect(throws: LedgerError.locked) { _ = try await store.lockedLedger(for: 3) }
    #expect(await store.ledger(for: 4) == Ledger("books"))
    #expect(try await store.lockedLedger(for: 5) == Ledger("fees"))
    #expect(captureFailures { store.verify() }.isEmpty)
  }

  @MainActor
  @Test func aMockOnTheMainActorExpectsAsyncMembersThatReturnAModelType() async throws {
    let store = MockLedgerStore()
    await store.expect { await $0.ledger(for: 1) }.returning(Ledger("rent"))
    await store.expect { try await $0.loadLedger(for: 2) }.returning(Ledger("food"))
    let failures = captureFailures { store.verify() }
    #expect(
      failures.map(\.message) == [
        "[LedgerStore] Missing call: ledger(for: 1) (expected at SwiftMockTests/NonSendableAsyncBlockTests.swift:119)",
        "[LedgerStore] Missing call: loadLedger(for: 2) (expected at SwiftMockTests/NonSendableAsyncBlockTests.swift:120)",
      ])
    #expect(failures.map(\.line) == [121, 121])
  }

  @Test func aStubIsGivenAsyncMembersThatReturnAModelType() async throws {
    let store = StubLedgerStore()
    await store.given { await $0.ledger(for: any()) }.returning(Ledger("rent"))
    await store.given { try await $0.loadLedger(for: 2) }.returning(Ledger("food"))
    await store.given(errorType: LedgerError.self) { try await $0.lockedLedger(for: 3) }
      .throwing(.locked)
    #expect(await store.ledger(for: 9) == Ledger("rent"))
    #expect(try await store.loadLedger(for: 2) == Ledger("food"))
    await #expect(throws: LedgerError.locked) { _ = try await store.lockedLedger(for: 3) }
  }

  @MainActor
  @Test func aSpyOnTheMainActorChecksAsyncMembersThatReturnAModelType() async throws {
    let store = SpyLedgerStore()
    _ = await store.ledger(for: 1)
    _ = try await store.loadLedger(for: 2)
    #expect(await store.received { await $0.ledger(for: 1) })
    #expect(await store.callCount { try await $0.loadLedger(for: 2) } == 1)
    #expect(await store.calls { await $0.ledger(for: any()) }.count == 1)
    let failures = await captureFailures {
      await store.verifyReceived { await $0.ledger(for: 1) }
      await store.verifyReceived(atLeast: 1) { try await $0.loadLedger(for: 2) }
      await store.verifyReceived(atMost: 0) { await $0.ledger(for: 1) }
      await store.verifyReceived(times: 1...2, timeout: .seconds(5)) {
        await $0.ledger(for: 1)
      }
    }
    #expect(
      failures.map(\.message) == [
        "[LedgerStore] Wanted 0 times but was called 1 time: ledger(for: 1)\n  received: ledger(for: 1)"
      ])
    #expect(failures.map(\.line) == [152])
  }

  @Test func staticAsyncMembersThatReturnAModelTypeAreExpectedAndGiven() async {
    await MockLedgerStore.expect { await $0.shared() }.returning(Ledger("shared"))
    await StubLedgerStore.given { await $0.shared() }.returning(Ledger("given"))
    #expect(await MockLedgerStore.shared() == Ledger("shared"))
    #expect(await StubLedgerStore.shared() == Ledger("given"))
    #expect(captureFailures { MockLedgerStore.verify() }.isEmpty)
  }

  @MainActor
  @Test func classDoublesOnTheMainActorTakeAsyncBlocksThatReturnAModelType() async {
    let mock = MockLedgerArchive()
    await mock.expect { await $0.ledger(for: 2020) }.callingRealImplementation()
    await mock.allow { await $0.ledger(for: 2021) }.returning(Ledger("allowed"))
    let stub = StubLedgerArchive()
    await stub.given { await $0.ledger(for: any()) }.returning(Ledger("given"))
    let spy = SpyLedgerArchive()
    let failures = await captureFailures {
      mock.verify()
      await spy.verifyReceived { await $0.ledger(for: 2000) }
    }
    #expect(
      failures.map(\.message) == [
        "[MockLedgerArchive] Missing call: ledger(for: 2020) (expected at SwiftMockTests/NonSendableAsyncBlockTests.swift:175)",
        "[SpyLedgerArchive] Wanted but not invoked: ledger(for: 2000)",
      ])
    #expect(failures.map(\.line) == [181, 182])
  }

  @Test func classDoublesTakeAsyncBlocksThatReturnAModelType() async {
    let mock = MockLedgerArchive()
    await mock.expect { await $0.ledger(for: 2020) }.callingRealImplementation()
    await mock.allow { await $0.ledger(for: 2021) }.returning(Ledger("allowed"))
    let stub = StubLedgerArchive()
    await stub.given { await $0.ledger(for: any()) }.returning(Ledger("given"))
    let spy = SpyLedgerArchive()
    _ = await spy.ledger(for: 1999)
    #expect(await mock.ledger(for: 2020) == Ledger("archived 2020"))
    #expect(await mock.ledger(for: 2021) == Ledger("allowed"))
    #expect(await stub.ledger(for: 7) == Ledger("given"))
    #expect(captureFailures { mock.verify() }.isEmpty)
    let failures = await captureFailures {
      await spy.verifyReceived { await $0.ledger(for: 1999) }
    }
    #expect(failures.isEmpty)
  }
}
