import Foundation
import SwiftMock
import SwiftMockTestSupport
import Testing

protocol FeatureFlags {
  func isEnabled(_ feature: String) -> Bool
  func variant() -> String
  func refreshInterval() async -> Int
  func load() throws -> String
}

/// A stub in the shape most hand-written stubs have: stored properties.
final class StubFeatureFlags: Stub<FeatureFlags>, FeatureFlags {
  var cannedVariant = "control"
  func isEnabled(_ feature: String) -> Bool { accept(feature) }
  func variant() -> String { cannedVariant }
  func refreshInterval() async -> Int { await accept() }
  func load() throws -> String { try throwingAccept() }
}

struct StubTests {
  @Test func storedPropertyAnswersWorkUnchanged() {
    let stub = StubFeatureFlags()
    stub.cannedVariant = "treatment"
    #expect(stub.variant() == "treatment")
  }

  @Test func anUnansweredCallReturnsTheDefaultAndNeverFails() async throws {
    let failures = try await captureFailures {
      let stub = StubFeatureFlags.create()
      #expect(stub.isEnabled("dark-mode") == false)
      #expect(await stub.refreshInterval() == 0)
      let loaded = try stub.load()
      #expect(loaded == "")
    }
    #expect(failures.isEmpty)
  }

  @Test func givenAnswersMatchingCallsAnyNumberOfTimes() {
    let stub = StubFeatureFlags()
    stub.given { $0.isEnabled("dark-mode") }.returning(true)
    #expect(stub.isEnabled("dark-mode"))
    #expect(stub.isEnabled("dark-mode"))
    #expect(stub.isEnabled("sounds") == false)
  }

  @Test func theNewestMatchingAnswerWins() {
    let stub = StubFeatureFlags()
    stub.given { $0.isEnabled("dark-mode") }.returning(true)
    stub.given { $0.isEnabled("dark-mode") }.returning(false)
    #expect(stub.isEnabled("dark-mode") == false)
  }

  @Test func givenCanThrowAndAct() {
    let stub = StubFeatureFlags()
    var loads = 0
    stub.given { try $0.load() }.doing { _ in loads += 1 }.throwing(TestError(code: 6))
    #expect(throws: TestError(code: 6)) { try stub.load() }
    #expect(throws: TestError(code: 6)) { try stub.load() }
    #expect(loads == 2)
  }

  @Test func givenWorksForAsyncMembers() async {
    let stub = StubFeatureFlags()
    await stub.given { await $0.refreshInterval() }.returning(30)
    #expect(await stub.refreshInterval() == 30)
  }

  @Test func aGivenBlockThatCallsNothingIsReportedAtItsLine() {
    var line = 0
    let failures = captureFailures {
      let stub = StubFeatureFlags()
      line = #line; stub.given { _ in }
    }
    expectFailures(
      failures,
      [
        (
          "[FeatureFlags] The given block called no method of this stub. Call exactly one mocked method in it, like given { $0.load() }.",
          line
        )
      ])
  }

  @Test func aThrowingMemberWithNoDefaultAndNoAnswerThrowsAMockError() {
    final class StubUsers: Stub<TestProtocol> {
      func loadUser() throws -> User { try throwingAccept() }
    }
    #expect(
      throws: MockError(
        message:
          "[TestProtocol] loadUser() returns User, a type with no default value, and the stub has no answer for it. Give it one with given { … }.returning(…), \(userDefaultFix)"
      )
    ) { try StubUsers().loadUser() }
  }

  @Test func aStubClassThatDoesNotConformIsReportedWithItsDeclaration() {
    final class Unconforming: Stub<FeatureFlags> {}
    var line = 0
    let failures = captureFailures {
      line = #line; Unconforming().given { $0.variant() }
    }
    expectFailures(
      failures,
      [
        (
          "[FeatureFlags] Unconforming does not conform to FeatureFlags, so given cannot call it. Declare it as: class Unconforming: Stub<FeatureFlags>, FeatureFlags",
          line
        )
      ])
  }
}
