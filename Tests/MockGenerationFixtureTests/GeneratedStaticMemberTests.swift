import Foundation
import SwiftMock
import SwiftMockTestSupport
import Testing

@testable import MockGenerationFixture

// The static members and initializers generate-mocks writes, used as a
// test uses hand-written ones: expected, answered and recorded on the class.

struct GeneratedStaticMemberTests {
  @Test func aGeneratedMocksStaticMembersAndInitializersAreExpectedOnTheClass() async throws {
    MockTimekeeper.expect { _ = $0.init(zone: "UTC") }
    MockTimekeeper.expect { $0.now() }.returning(12)
    MockTimekeeper.expect { $0.zone = "CET" }
    MockTimekeeper.expect { $0[2] }.returning(14)
    await MockTimekeeper.expect { try await $0.load() }.returning(3)
    MockTimekeeper.expect { try $0.parse("noon") }.throwing(KeychainError.locked)

    let (clock, time) = startClock(MockTimekeeper.self)
    MockTimekeeper.zone = "CET"
    #expect(time == 12)
    #expect(MockTimekeeper[2] == 14)
    #expect(try await MockTimekeeper.load() == 3)
    #expect(throws: KeychainError.locked) { try MockTimekeeper.parse("noon") }
    clock.expect { $0.tick() }
    clock.tick()
    clock.verify()
    MockTimekeeper.verify()
  }

  @Test func aConstructionTheTestDidNotExpectFailsItAtTheTestsLine() {
    var line = 0
    var madeLine = 0
    let failures = captureFailures {
      madeLine = #line; MockTimekeeper.expect { $0.now() }.returning(1)
      line = #line; _ = startClock(MockTimekeeper.self)
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [Timekeeper] Unexpected call: init(zone: "UTC")
            the mock was made at \(here(madeLine))
          """, calledAt: line, madeAt: madeLine)
      ])
  }

  @Test func aGeneratedStubsStaticMembersAnswerWhatTheTestGave() throws {
    StubTimekeeper.given { $0.now() }.returning(5)
    let (_, time) = startClock(StubTimekeeper.self)
    #expect(time == 5)
    #expect(StubTimekeeper.zone == "")
    #expect(try StubTimekeeper(code: 1) != nil)
  }

  @Test func aGeneratedSpyRecordsItsConstructionsAndStaticCalls() {
    _ = startClock(SpyTimekeeper.self)
    SpyTimekeeper.zone = "CET"
    #expect(
      SpyTimekeeper.calls.map(\.function) == ["init(zone:)", "now()", "zone"])
    #expect(SpyTimekeeper.received { _ = $0.init(zone: "UTC") })
    SpyTimekeeper.verifyReceived { $0.zone = "CET" }
  }
}
