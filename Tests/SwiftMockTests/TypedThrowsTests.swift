import Foundation
import SwiftMock
import SwiftMockTestSupport
import Testing

/// The error of the typed members below.
enum VaultError: Error, Equatable {
  case locked
  case full
}

/// An error a `VaultError` member cannot throw.
struct ForeignError: Error, Equatable {}

/// A type with no default value, returned by a typed member.
struct Combination: Equatable {
  var digits: [Int]
}

/// Members with a typed `throws(VaultError)`, and one with an untyped `throws`.
protocol Vault: Sendable {
  func open() throws(VaultError) -> String
  func store(_ item: String) throws(VaultError)
  func upload(_ data: Data, progress: @escaping (Double) -> Void) throws(VaultError) -> Int
  func lock(after seconds: Int, completion: @escaping () -> Void) throws(VaultError)
  func fetch(_ id: Int) async throws(VaultError) -> String
  func sync() async throws(VaultError)
  func send(_ data: Data, progress: @escaping @Sendable (Double) -> Void) async throws(VaultError)
    -> Int
  func archive(_ data: Data, done: @escaping @Sendable () -> Void) async throws(VaultError)
  func combination() throws(VaultError) -> Combination
  func backupCombination() throws(VaultError) -> Combination
  func legacy() throws -> Int
}

// `@unchecked Sendable` is safe: a test double keeps its state behind a lock.
final class MockVault: Mock<Vault>, Vault, @unchecked Sendable {
  func open() throws(VaultError) -> String { try throwingAccept(errorType: VaultError.self) }
  func store(_ item: String) throws(VaultError) {
    try throwingAccept(item, errorType: VaultError.self)
  }
  func upload(_ data: Data, progress: @escaping (Double) -> Void) throws(VaultError) -> Int {
    try throwingAccept(checkArgs: [data], actionArgs: [progress], errorType: VaultError.self)
  }
  func lock(after seconds: Int, completion: @escaping () -> Void) throws(VaultError) {
    try throwingAccept(checkArgs: [seconds], actionArgs: [completion], errorType: VaultError.self)
  }
  func fetch(_ id: Int) async throws(VaultError) -> String {
    try await throwingAccept(id, errorType: VaultError.self)
  }
  func sync() async throws(VaultError) { try await throwingAccept(errorType: VaultError.self) }
  func send(_ data: Data, progress: @escaping @Sendable (Double) -> Void) async throws(VaultError)
    -> Int
  {
    try await throwingAccept(checkArgs: [data], actionArgs: [progress], errorType: VaultError.self)
  }
  func archive(_ data: Data, done: @escaping @Sendable () -> Void) async throws(VaultError) {
    try await throwingAccept(checkArgs: [data], actionArgs: [done], errorType: VaultError.self)
  }
  func combination() throws(VaultError) -> Combination {
    try throwingAccept(errorType: VaultError.self)
  }
  func backupCombination() throws(VaultError) -> Combination {
    try throwingAccept(errorType: VaultError.self, default: Combination(digits: [0]))
  }
  func legacy() throws -> Int { try throwingAccept() }
}

/// Typed members for a stub.
protocol Safe: Sendable {
  func open() throws(VaultError) -> String
  func sync() async throws(VaultError)
}

// `@unchecked Sendable` is safe: a test double keeps its state behind a lock.
final class StubSafe: Stub<Safe>, Safe, @unchecked Sendable {
  func open() throws(VaultError) -> String { try throwingAccept(errorType: VaultError.self) }
  func sync() async throws(VaultError) { try await throwingAccept(errorType: VaultError.self) }
}

struct TypedThrowsTests {
  @Test func aTypedMemberThrowsTheErrorOfItsTypeThatTheTestGives() throws {
    let vault = MockVault()
    vault.expect(errorType: VaultError.self) { try $0.open() }.throwing(.locked)
    vault.expect(errorType: VaultError.self) { try $0.open() }.returning("gold")
    vault.expect(errorType: VaultError.self) { try $0.store("ring") }.throwing(.full)

    let failures = try captureFailures { () throws in
      do throws(VaultError) {
        _ = try vault.open()
        Issue.record("open() returned instead of throwing")
      } catch {
        #expect(error == .locked)
      }
      #expect(throws: VaultError.full) { try vault.store("ring") }
      #expect(try vault.open() == "gold")
      vault.verify()
    }
    #expect(failures.isEmpty)
  }

  @Test func theUntypedFormStillExpectsATypedMember() throws {
    let vault = MockVault()
    vault.expect { try $0.open() }.throwing(VaultError.locked)
    vault.expect { try $0.open() }.returning("gold")

    #expect(throws: VaultError.locked) { try vault.open() }
    #expect(try vault.open() == "gold")
    vault.verify()
  }

  @Test func asyncTypedMembersAnswerWhatTheTestGives() async throws {
    let vault = MockVault()
    await vault.expect(errorType: VaultError.self) { try await $0.fetch(1) }.returning("one")
    await vault.expect(errorType: VaultError.self) { try await $0.fetch(2) }.throwing(.locked)
    await vault.expect(errorType: VaultError.self) { try await $0.sync() }.throwing(.full)

    #expect(try await vault.fetch(1) == "one")
    await #expect(throws: VaultError.locked) { try await vault.fetch(2) }
    await #expect(throws: VaultError.full) { try await vault.sync() }
    vault.verify()
  }

  @Test func actionArgumentsReachTheActionOfATypedMember() async throws {
    let vault = MockVault()
    let progress = LockedValue<[Double]>([])
    vault.expect(errorType: VaultError.self) { try $0.upload(Data([1]), progress: { _ in }) }
      .doing { actionArgs in (actionArgs[0] as? (Double) -> Void)?(0.5) }
      .returning(7)
    vault.expect(errorType: VaultError.self) { try $0.lock(after: 3, completion: {}) }
      .doing { actionArgs in (actionArgs[0] as? () -> Void)?() }
      .throwing(.locked)
    await vault.expect(errorType: VaultError.self) {
      try await $0.send(Data([2]), progress: { _ in })
    }
    .doing { actionArgs in (actionArgs[0] as? @Sendable (Double) -> Void)?(1) }
    .returning(8)
    await vault.expect(errorType: VaultError.self) { try await $0.archive(Data([3]), done: {}) }
      .throwing(.full)

    #expect(try vault.upload(Data([1])) { value in progress.withLock { $0.append(value) } } == 7)
    var locked = false
    #expect(throws: VaultError.locked) { try vault.lock(after: 3) { locked = true } }
    #expect(
      try await vault.send(Data([2])) { value in progress.withLock { $0.append(value) } } == 8)
    await #expect(throws: VaultError.full) { try await vault.archive(Data([3])) {} }
    #expect(progress.withLock { $0 } == [0.5, 1])
    #expect(locked)
    vault.verify()
  }

  @Test func allowAndGivenTakeTheTypedError() async throws {
    let vault = MockVault()
    vault.allow(errorType: VaultError.self) { try $0.open() }.throwing(.locked)
    await vault.allow(errorType: VaultError.self) { try await $0.fetch(1) }.returning("one")
    let stub = StubSafe()
    stub.given(errorType: VaultError.self) { try $0.open() }.returning("silver")
    await stub.given(errorType: VaultError.self) { try await $0.sync() }.throwing(.full)

    #expect(throws: VaultError.locked) { try vault.open() }
    #expect(throws: VaultError.locked) { try vault.open() }
    #expect(try await vault.fetch(1) == "one")
    #expect(try stub.open() == "silver")
    await #expect(throws: VaultError.full) { try await stub.sync() }
    vault.verify()
  }

  @Test func countsAndIgnoredArgumentsChainOnATypedExpectation() throws {
    var expectLine = 0
    var verifyLine = 0
    let failures = try captureFailures { () throws in
      let vault = MockVault()
      vault.expect(errorType: VaultError.self) { try $0.store("") }.ignoringArguments()
        .throwing(.full).times(2)
      expectLine = #line + 1
      vault.expect(errorType: VaultError.self) { try $0.open() }
        .times(atLeast: 1)
      vault.expect(errorType: VaultError.self) { try $0.legacy() }.times(atMost: 1).returning(4)
      vault.expect(errorType: VaultError.self) { try $0.backupCombination() }.times(1...2)
        .returning(Combination(digits: [4, 2]))

      #expect(throws: VaultError.full) { try vault.store("a") }
      #expect(throws: VaultError.full) { try vault.store("b") }
      #expect(try vault.legacy() == 4)
      #expect(try vault.backupCombination() == Combination(digits: [4, 2]))
      verifyLine = #line; vault.verify()
    }
    expectFailures(
      failures,
      [
        (
          "[Vault] Missing calls: expected at least 1 call of open(), received 0 (expected at \(here(expectLine)))",
          verifyLine
        )
      ])
  }

  @Test func aHeldTypedCallIsResumedWithItsError() async {
    let vault = MockVault()
    let fetch = await vault.expect(errorType: VaultError.self) { try await $0.fetch(5) }
      .suspended()
    let fetching = Task { () async throws(VaultError) -> String in try await vault.fetch(5) }
    await fetch.waitUntilReached()
    fetch.resume(throwing: VaultError.locked)
    let result = await fetching.result
    #expect(throws: VaultError.locked) { try result.get() }
    vault.verify()
  }

  @Test func anErrorOfAnotherTypeIsReportedAndTheCallAnswersWithTheDefault() throws {
    var line = 0
    let failures = try captureFailures { () throws in
      line = #line; let vault = MockVault()
      vault.expect { try $0.open() }.throwing(ForeignError())
      vault.expect { try $0.store("ring") }.throwing(ForeignError())
      vault.expect { try $0.backupCombination() }.throwing(ForeignError())

      #expect(try vault.open() == "")
      #expect(throws: Never.self) { try vault.store("ring") }
      #expect(try vault.backupCombination() == Combination(digits: [0]))
      vault.verify()
    }
    let ignored =
      "which its expectation gives; the error is ignored. Give it with .throwing(…) after expect(errorType: VaultError.self), allow(errorType:) or given(errorType:), which take only a VaultError."
    expectFailures(
      failures,
      [
        (
          "[Vault] open() throws only VaultError, so it cannot throw ForeignError(), \(ignored)",
          line
        ),
        (
          "[Vault] store(\"ring\") throws only VaultError, so it cannot throw ForeignError(), \(ignored)",
          line
        ),
        (
          "[Vault] backupCombination() throws only VaultError, so it cannot throw ForeignError(), \(ignored)",
          line
        ),
      ])
  }

  @Test func namingAnotherErrorTypeThanTheMembersIsAMisuseAtItsLine() throws {
    var line = 0
    let failures = try captureFailures { () throws in
      let vault = MockVault()
      line = #line + 1
      vault.expect(errorType: ForeignError.self) { try $0.open() }
        .throwing(ForeignError())

      #expect(try vault.open() == "")
      vault.verify()
    }
    expectFailures(
      failures,
      [
        (
          "[Vault] The expect block names ForeignError, but open() throws only VaultError, so .throwing(…) would give it an error it cannot throw. Write expect(errorType: VaultError.self) { … }.",
          line
        )
      ])
  }

  @Test func namingAnErrorTypeForAnUntypedMemberIsNoMisuse() {
    let vault = MockVault()
    let failures = captureFailures {
      vault.expect(errorType: ForeignError.self) { try $0.legacy() }.throwing(ForeignError())
    }
    #expect(failures.isEmpty)
    #expect(throws: ForeignError()) { try vault.legacy() }
  }

  @Test func aTypedMembersOwnDefaultAnswersAnUnexpectedCall() throws {
    var line = 0
    // `backupCombination()` is called in the expansion of `#expect(…)`, which
    // is not in this file: the innermost line of this file that led to it is
    // that of the call that runs the block.
    let blockLine = #line + 1
    let failures = try captureFailures { () throws in
      line = #line; let vault = MockVault()
      #expect(try vault.backupCombination() == Combination(digits: [0]))
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [Vault] Unexpected call: backupCombination()
            the mock was made at \(here(line))
          """, calledAt: blockLine, madeAt: line)
      ])
  }

  @Test func anUnexpectedCallOfATypedMemberWithNoDefaultReturnsAValueBuiltFromTheFields() {
    var line = 0
    var callLine = 0
    var combination: Combination?
    let failures = captureFailures {
      line = #line; let vault = MockVault()
      callLine = #line; combination = try? vault.combination()
    }
    #expect(combination == Combination(digits: []))
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [Vault] Unexpected call: combination()
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line)
      ])
  }
}
