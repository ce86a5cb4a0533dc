/// A family and its dog.
public final class HappyFamily {
  private let dog: Dog

  /// Creates the family with its dog.
  public init(dog: Dog) {
    self.dog = dog
  }

  /// Dinner: dry food, and whatever falls from the table.
  public func serveDinner() {
    dog.eat(food: .dry)
    dog.eat(food: .tableScraps)
  }

  /// A walk: the family brings a bag when the dog needs it.
  public func walkTheDog() -> String {
    guard let result = dog.digest() else { return "a quiet walk" }
    return "a walk with a bag for \(result)"
  }

  /// Says hello; the dog answers.
  public func greetTheDog() -> String {
    "Hello! \(dog.bark())"
  }
}
