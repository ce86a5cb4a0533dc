import SwiftMock
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
