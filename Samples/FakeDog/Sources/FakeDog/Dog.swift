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

/// A real dog, unpredictable as dogs are. The family's tests use a fake
/// one: a subclass that overrides what a dog does.
open class Dog {
  private var stomach: [DogFood] = []
  private var isReadyToDigest = false

  /// Creates a hungry dog.
  public init() {}

  /// Barks one of its barks at random.
  open func bark() -> String {
    ["woof!", "bork!", "yip!"].randomElement() ?? "glorf?"
  }

  /// Eats `food`.
  open func eat(food: DogFood) {
    stomach.append(food)
  }

  /// Digests what was eaten first, every other time it is called.
  open func digest() -> String? {
    defer { isReadyToDigest.toggle() }
    guard isReadyToDigest, !stomach.isEmpty else { return nil }
    return stomach.removeFirst().digested
  }
}
