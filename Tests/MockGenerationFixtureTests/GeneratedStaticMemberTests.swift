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

  @Test func anActorsGeneratedDoubleHandsTheCallsOfItsTypeToItsStatics() async throws {
    let shared = MockStore()
    MockStore.Statics.expect { $0.limit }.returning(2)
    await MockStore.Statics.expect { try await $0.open(named: "pantry", shared: true) }
      .returning(shared)
    MockStore.Statics.expect { $0.make() }.returning(shared)
    MockStore.Statics.expect { $0.limit = 5 }

    let opened = try await openStore(MockStore.self, named: "pantry")
    #expect(opened === shared)
    #expect(MockStore.make() === shared)
    MockStore.limit = 5
    MockStore.Statics.verify()
  }

  @Test func anActorsGeneratedDoubleRecordsItsConstructionAndStillHasItsOwnMock() async throws {
    MockStore.Statics.expect { $0.limit }.returning(0)
    MockStore.Statics.expect { _ = try $0.init(capacity: 1) }
    MockStore.Statics.expect { $0.limit }.returning(0)
    MockStore.Statics.expect { _ = try $0.init(capacity: 1) }.throwing(KeychainError.locked)

    let made = try await openStore(MockStore.self, named: "pantry")
    await #expect(throws: KeychainError.locked) {
      try await openStore(MockStore.self, named: "cellar")
    }
    MockStore.Statics.verify()
    made.mock.expect { $0.count() }.returning(4)
    #expect(await made.count() == 4)
    made.mock.verify()
  }

  @Test func aCallOfAnActorsTypeTheTestDidNotExpectFailsItAtTheTestsLine() {
    var line = 0
    var madeLine = 0
    let failures = captureFailures {
      madeLine = #line; MockStore.Statics.expect { $0.limit = 1 }
      line = #line; MockStore.limit = 2
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [Store] Unexpected call: limit = 2
            expected: limit = 1 (\(here(madeLine)))
            received: limit = 2
            the mock was made at \(here(madeLine))
          """, calledAt: line, madeAt: madeLine)
      ])
  }

  @Test func anActorsGeneratedStubAndSpyAnswerTheCallsOfTheirTypes() async throws {
    StubStore.Statics.given { $0.limit }.returning(0)
    let stubbed = try await openStore(StubStore.self, named: "pantry")
    stubbed.stub.given { $0.count() }.returning(2)
    #expect(await stubbed.count() == 2)
    #expect(StubStore.limit == 0)

    SpyStore.Statics.given { $0.limit }.returning(3)
    let shared = SpyStore()
    await SpyStore.Statics.given { try await $0.open(named: "pantry", shared: true) }
      .returning(shared)
    #expect(try await openStore(SpyStore.self, named: "pantry") === shared)
    _ = try SpyStore(capacity: 8)
    #expect(
      SpyStore.Statics.calls.map(\.function) == ["limit", "open(named:shared:)", "init(capacity:)"])
    #expect(SpyStore.Statics.received { _ = try $0.init(capacity: 8) })
    SpyStore.Statics.verifyReceived { $0.limit }
  }

  @Test func anActorsGeneratedDoubleHandsOnEachShapeOfTheCallsOfItsType() async throws {
    let first = MockWarehouse()
    let second = MockWarehouse()
    await MockWarehouse.Statics.expect { _ = try await $0.init(size: 3) }
    MockWarehouse.Statics.expect { $0.current = first }
    MockWarehouse.Statics.expect { $0.current }.returning(second)
    MockWarehouse.Statics.expect { $0.same(first, second) }.returning(true)
    MockWarehouse.Statics.expect { $0.stamp("gate", with: Ticket(seat: 1)) }.returning(4)
    MockWarehouse.Statics.expect { $0[2] }.returning("bay")
    MockWarehouse.Statics.expect { $0.plan(Statics(shelves: 2)) }.returning(Calls(count: 6))

    #expect(try await MockWarehouse(size: 3) != nil)
    MockWarehouse.current = first
    #expect(MockWarehouse.current === second)
    #expect(MockWarehouse.same(first, second))
    #expect(MockWarehouse.stamp("gate", with: Ticket(seat: 9)) == 4)
    #expect(MockWarehouse[2] == "bay")
    #expect(MockWarehouse.plan(Statics(shelves: 2)) == Calls(count: 6))
    MockWarehouse.Statics.verify()
    let warehouse = MockWarehouse()
    warehouse.mock.expect { $0.restock(following: Statics(shelves: 1)) }
    await warehouse.restock(following: Statics(shelves: 1))
    warehouse.mock.verify()
  }
}
