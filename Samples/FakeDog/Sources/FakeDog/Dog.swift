/// What a dog can be fed.
public enum DogFood: Sendable {
  case dry
  case wet
  case tableScraps

  /// What comes out the other end.
  public var digested: String {
    switch self {
    case .dry: "a neat pile"
    case .wet: "a soft pile"
    case .tableScraps: "an upset tummy"
    }
  }
}

/// A dog: the protocol that lets the family's tests use a fake one.
public protocol Dog {
  /// A bark, of the dog's choosing.
  func bark() -> String
  /// Eats `food`.
  func eat(food: DogFood)
  /// Digests what was eaten first, every other time it is called.
  func digest() -> String?
}

/// A real dog, unpredictable as dogs are.
public final class RealDog: Dog {
  private var stomach: [DogFood] = []
  private var isReadyToDigest = false

  /// Creates a hungry dog.
  public init() {}

  /// Barks one of its barks at random.
  public func bark() -> String {
    ["woof!", "bork!", "yip!"].randomElement() ?? "glorf?"
  }

  /// Eats `food`.
  public func eat(food: DogFood) {
    stomach.append(food)
  }

  /// Digests what was eaten first, every other time it is called.
  public func digest() -> String? {
    defer { isReadyToDigest.toggle() }
    guard isReadyToDigest, !stomach.isEmpty else { return nil }
    return stomach.removeFirst().digested
  }
}
