import SwiftMock
import SwiftMockTestSupport
import Testing

/// A protocol with a static member and an instance `reset()` of its own.
protocol ZoneClock {
  static func now() -> Int
  func reset()
}

/// Its mock overrides the instance `reset()`, as the generator writes it.
final class MockZoneClock: Mock<ZoneClock>, ZoneClock {
  static func now() -> Int { accept() }
  override func reset() { accept() }
}

/// The class's `reset()` forgets the static members' expectations without
/// reporting anything, even where the class overrides the instance
/// `reset()` to mock a protocol's own.
struct StaticMemberResetTests {
  @Test func theClassResetForgetsWithoutCallingTheMockedInstanceReset() {
    let failures = captureFailures {
      MockZoneClock.expect { $0.now() }.returning(3)
      MockZoneClock.reset()
      MockZoneClock.verify()
    }
    #expect(failures.isEmpty, "\(failures)")
  }

  @Test func theMockedInstanceResetIsStillAMockedCall() {
    let mock = MockZoneClock()
    mock.expect { $0.reset() }
    mock.reset()
    mock.verify()
  }
}

/// A protocol with a static `verify()` of its own.
protocol Auditor {
  static func verify()
  static func audit() -> Int
}

/// Its mock's `verify()` hides the class's own.
final class MockAuditor: Mock<Auditor>, Auditor {
  static func verify() { accept() }
  static func audit() -> Int { accept() }
}

/// A static member named like the class's `verify()`: the class's own is
/// reached through the base class, as "Writing a mock" says.
struct StaticMemberNamedVerifyTests {
  @Test func theBaseClassVerifiesTheStaticMembers() {
    var line = 0
    var expectLine = 0
    let failures = captureFailures {
      expectLine = #line; MockAuditor.expect { $0.audit() }.returning(1)
      line = #line; (MockAuditor.self as Mock<Auditor>.Type).verify()
    }
    expectFailures(
      failures,
      [
        (
          "[Auditor] Missing call: audit() (expected at SwiftMockTests/StaticMemberResetTests.swift:\(expectLine))",
          line
        )
      ])
  }
}
