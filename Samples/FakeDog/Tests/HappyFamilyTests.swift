import FakeDog
import SwiftMock
import SwiftMockTestSupport
import Testing

/// A fake dog: a subclass of the real `Dog` whose overrides go to a `Spy`,
/// which remembers every call, with its arguments, and answers what a test
/// gives it. `digest()` can also do what a real dog does, when a test asks.
final class FakeDog: Dog, ClassDouble {
  let testDouble = Spy<FakeDog>()

  override func bark() -> String { accept() }
  override func eat(food: DogFood) { accept(food, real: super.eat(food: food)) }
  override func digest() -> String? { accept(real: super.digest()) }
}

/// A strict mock of the real `Dog`: a call the test did not expect fails it.
final class MockDog: Dog, ClassDouble {
  static let madeAt = #line + 1
  let testDouble = Mock<MockDog>()

  override func bark() -> String { accept() }
  override func eat(food: DogFood) { accept(food) }
  override func digest() -> String? { accept() }
}

struct HappyFamilyTests {
  let dog = FakeDog()
  var family: HappyFamily { HappyFamily(dog: dog) }

  @Test func dinner_feedsDryFoodAndTableScraps() {
    family.serveDinner()

    #expect(dog.received { $0.eat(food: .dry) })
    #expect(dog.received { $0.eat(food: .tableScraps) })
    #expect(!dog.received { $0.eat(food: .wet) })
  }

  @Test func dinner_feedsTwiceWhateverTheFood() {
    family.serveDinner()

    #expect(dog.received(ignoringArguments: true) { $0.eat(food: .wet) })
    #expect(dog.callCount(ignoringArguments: true) { $0.eat(food: .wet) } == 2)
    #expect(dog.callCount { $0.eat(food: .dry) } == 1)
    #expect(dog.calls.compactMap { $0.argument(0, as: DogFood.self) } == [.dry, .tableScraps])
  }

  @Test func walk_withAStubbedDigestion_bringsABag() {
    dog.given { $0.digest() }.returning("Upset tummy")

    #expect(family.walkTheDog() == "a walk with a bag for Upset tummy")
    dog.verifyReceived { _ = $0.digest() }
  }

  @Test func walk_withNothingToDigest_isQuiet() {
    #expect(family.walkTheDog() == "a quiet walk")
  }

  @Test func greeting_includesTheDogsBark() {
    dog.given { $0.bark() }.returning("woof!")

    #expect(family.greetTheDog() == "Hello! woof!")
  }

  @Test func walks_afterDinner_withARealDigestion_bringABagEveryOtherTime() {
    dog.given { $0.eat(food: .dry) }.ignoringArguments().callingRealImplementation()
    dog.given { $0.digest() }.callingRealImplementation()

    family.serveDinner()

    #expect(family.walkTheDog() == "a quiet walk")
    #expect(family.walkTheDog() == "a walk with a bag for a neat pile")
    #expect(family.walkTheDog() == "a quiet walk")
    #expect(family.walkTheDog() == "a walk with a bag for an upset tummy")
    dog.verifyReceived(times: 4) { _ = $0.digest() }
  }

  @Test func dinner_feedsTheDogTwice() {
    let dog = MockDog()
    dog.expect { $0.eat(food: .dry) }
    dog.expect { $0.eat(food: .tableScraps) }
    HappyFamily(dog: dog).serveDinner()
    dog.verify()
  }

  @Test func greeting_withAMockThatExpectsNoBark_failsAtTheTestsLine() {
    var line = 0
    let failures = captureFailures {
      let dog = MockDog()
      line = #line; _ = HappyFamily(dog: dog).greetTheDog()
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [MockDog] Unexpected call: bark()
            the mock was made at FakeDogTests/HappyFamilyTests.swift:\(MockDog.madeAt)
          """, calledAt: line, madeAt: line - 1)
      ])
  }

  @Test func aRealDogDigestsEveryOtherTime() {
    let dog = Dog()
    dog.eat(food: .wet)
    #expect(dog.digest() == nil)
    #expect(dog.digest() == "a soft pile")
  }
}
