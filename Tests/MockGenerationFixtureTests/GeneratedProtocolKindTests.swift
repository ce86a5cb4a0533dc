import Foundation
import SwiftMock
import SwiftMockTestSupport
import Testing

@testable import MockGenerationFixture

// The generated mocks of protocols that refine others, are `Sendable`, on the
// main actor, generic or public, or have members a mock treats apart.

struct GeneratedProtocolKindTests {
  @Test func aRefinedProtocolsMockHasItsParentsMembers() {
    let car = MockCar()
    car.expect { $0.wheelCount }.returning(4)
    car.expect { $0.start() }
    car.expect { $0.honk(times: 2) }

    let vehicle: any Vehicle = car
    #expect(vehicle.wheelCount == 4)
    vehicle.start()
    car.honk(times: 2)
    car.verify()
  }

  @Test func aRequirementStatedAgainInTheLineageIsMockedOnce() {
    let badge = MockBadge()
    badge.expect { $0.name = "Ada" }
    badge.expect { $0.name }.returning("Ada")
    badge.expect { $0.describe() }.returning("badge")
    badge.expect { $0.describe() }.returning("label")
    badge.expect { $0.label }.returning("L")

    badge.name = "Ada"
    let named: any Named = badge
    let labelled: any Labelled = badge
    #expect(named.name == "Ada")
    #expect(named.describe() == "badge")
    #expect(labelled.describe() == "label")
    #expect(labelled.label == "L")
    badge.verify()
  }

  @Test func aSendableProtocolsMockCrossesTasks() async throws {
    let clock = MockClock()
    let now = Date(timeIntervalSince1970: 0)
    clock.expect { $0.now() }.returning(now)
    await clock.expect { try await $0.sleep(for: 1) }

    let time = await Task.detached { clock.now() }.value
    try await Task.detached { try await clock.sleep(for: 1) }.value
    #expect(time == now)
    clock.verify()
  }

  @MainActor @Test func aMainActorProtocolsMockRunsOnTheMainActor() async {
    let renderer = MockScreenRenderer()
    renderer.expect { $0.render(title: "Home") }
    await renderer.expect { await $0.load() }.returning(true)

    renderer.render(title: "Home")
    #expect(await renderer.load())
    renderer.verify()
  }

  @Test func aMemberNamedResetIsMockedAndOverridesTheMocksOwn() {
    let resettable = MockResettable()
    resettable.expect { $0.reset() }
    resettable.expect { $0.isReset() }.returning(true)

    resettable.reset()
    #expect(resettable.isReset())
    resettable.verify()
  }

  @Test func membersNamedAcceptAreMockedAndEveryMemberCallsTheMocksOwnThroughSuper() throws {
    let inspector = MockInspector()
    inspector.expect { $0.accept("visitor") }.returning(true)
    inspector.expect { try $0.throwingAccept() }.throwing(TestError())
    inspector.expect { $0.check("name") }.returning(true)
    inspector.expect { $0.count = 2 }
    inspector.expect { $0.count }.returning(2)

    #expect(inspector.accept("visitor"))
    #expect(throws: TestError()) { try inspector.throwingAccept() }
    #expect(inspector.check("name"))
    inspector.count = 2
    #expect(inspector.count == 2)
    (inspector as Mock<Inspector>).verify()
  }

  @Test func membersNamedLikeTheMocksOwnAreMockedAndItsOwnAreReachedThroughTheBaseClass() {
    let inspector = MockInspector()
    let mock: Mock<Inspector> = inspector
    inspector.expect { $0.verify() }
    inspector.expect { $0.expect(3) }.returning(true)
    mock.expect { $0.allow("x") }
    inspector.expect { $0.given("y") }
    inspector.expect { $0.create() }.returning(5)

    inspector.verify()
    #expect(inspector.expect(3))
    inspector.allow("x")
    inspector.given("y")
    #expect(inspector.create() == 5)
    #expect(MockInspector.create(name: "second").mockName == "second")
    mock.verify()
  }

  @Test func theMocksOwnVerifyThroughTheBaseClassReportsAMissingCall() {
    var line = 0
    var expectLine = 0
    let failures = captureFailures {
      let inspector = MockInspector()
      expectLine = #line; inspector.expect { $0.verify() }
      line = #line; (inspector as Mock<Inspector>).verify()
    }
    expectFailures(
      failures,
      [("[Inspector] Missing call: verify() (expected at \(here(expectLine)))", line)])
  }

  @Test func aPrimaryAssociatedTypeMakesAGenericMock() {
    let repository = MockRepository<Int>()
    repository.expect { $0.add(3) }
    repository.expect { $0.all() }.returning([3])

    repository.add(3)
    #expect(repository.all() == [3])
    repository.verify()
  }

  @Test func aGenericMocksFailuresNameItWithItsTypeArguments() {
    var line = 0
    var callLine = 0
    let failures = captureFailures {
      line = #line; let repository = MockRepository<Int>()
      callLine = #line; repository.add(4)
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [Repository<Int>] Unexpected call: add(4)
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line)
      ])
  }

  @Test func aStaticRequirementIsAnsweredOnTheClass() {
    let identified = MockIdentified()
    identified.expect { $0.id }.returning("A1")
    MockIdentified.expect { $0.kind }.returning("identified")

    #expect(identified.id == "A1")
    #expect(MockIdentified.kind == "identified")
    identified.verify()
    MockIdentified.verify()
  }

  @Test func aPublicProtocolsMockIsInternalUnlessAsked() {
    let tracker = MockTracker()
    tracker.expect { $0.track(event: "open", properties: ["screen": "home"]) }

    tracker.track(event: "open", properties: ["screen": "home"])
    tracker.verify()
  }

  @Test func aMissingCallIsReportedAtVerify() {
    var line = 0
    var expectLine = 0
    let failures = captureFailures {
      let tracker = MockTracker()
      expectLine = #line; tracker.expect { $0.track(event: "open", properties: [:]) }
      line = #line; tracker.verify()
    }
    expectFailures(
      failures,
      [
        (
          "[Tracker] Missing call: track(event: \"open\", properties: [:]) (expected at \(here(expectLine)))",
          line
        )
      ])
  }
}
