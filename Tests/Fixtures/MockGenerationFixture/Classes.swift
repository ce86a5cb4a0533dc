// An open class whose doubles override every effect a member can have,
// passing each real implementation it can. The generated doubles live in
// Tests/MockGenerationFixtureTests/Mocks, Stubs and Spies.

/// What a gauge throws.
public enum GaugeError: Error, Equatable {
  case stuck
  case outOfRange(Int)
}

/// A real class that the code under test takes, doubled by subclassing.
open class Gauge {
  /// The values the real `zero(to:)` was given.
  public private(set) var zeroed: [Int] = []

  public init() {}

  /// Neither throws nor suspends.
  open func read() -> Int {
    42
  }

  /// Returns nothing.
  open func zero(to value: Int) {
    zeroed.append(value)
  }

  /// Throws any error.
  open func calibrate(_ offset: Int) throws -> Int {
    guard offset >= 0 else { throw GaugeError.outOfRange(offset) }
    return offset + 1
  }

  /// Suspends.
  open func fetch(id: Int) async -> String {
    "gauge \(id)"
  }

  /// Suspends and throws any error.
  open func refresh() async throws -> Int {
    throw GaugeError.stuck
  }

  /// Throws only a `GaugeError`.
  open func load(id: Int) throws(GaugeError) -> Int {
    guard id > 0 else { throw .outOfRange(id) }
    return id * 100
  }

  /// Suspends and throws only a `GaugeError`.
  open func upload(_ batch: Int) async throws(GaugeError) -> Int {
    guard batch > 0 else { throw .stuck }
    return batch
  }

  /// Takes a closure, which the double hands to the test's action: it
  /// passes no real implementation, and takes its typed `throws` from its
  /// test double.
  open func watch(_ handler: @escaping (Int) -> Void) throws(GaugeError) {
    handler(1)
  }

  /// A property that can only be read.
  open var label: String {
    "gauge"
  }

  /// A property with a setter.
  open var unit: String {
    get { storedUnit }
    set { storedUnit = newValue }
  }

  private var storedUnit = "bar"

  /// A subscript.
  open subscript(position: Int) -> Int {
    position * 2
  }
}
