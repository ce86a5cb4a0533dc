import FakeDog
import SwiftMock
import Testing

/// A fake dog built on `Spy`: it remembers every call, with its arguments,
/// and answers what a test gives it.
final class FakeDog: Spy<Dog>, Dog {
  func bark() -> String { accept() }
  func eat(food: DogFood) { accept(food) }
  func digest() -> String? { accept() }
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

  @Test func aRealDogDigestsEveryOtherTime() {
    let dog = RealDog()
    dog.eat(food: .wet)
    #expect(dog.digest() == nil)
    #expect(dog.digest() == "a soft pile")
  }
}
