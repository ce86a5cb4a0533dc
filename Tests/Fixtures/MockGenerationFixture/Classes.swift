// An open class whose doubles override every effect a member can have,
// and every shape of parameter, passing each real implementation: closures,
// `inout`, `@autoclosure`, `borrowing` and `consuming` parameters, of a type
// that cannot be copied too, a default of the member's own (the stubs are
// generated with `--default 'Reading=Reading(value: -1)'`) and setters. A
// method that takes a parameter pack, which Swift lets no subclass
// override, and one that returns a type that cannot be copied, are left to
// the class. The generated doubles live in
// Tests/MockGenerationFixtureTests/Mocks, Stubs and Spies.

/// What a gauge throws.
public enum GaugeError: Error, Equatable {
  case stuck
  case outOfRange(Int)
}

/// A value with no default of its own.
public struct Reading: Equatable {
  public let value: Int

  public init(value: Int) {
    self.value = value
  }
}

/// A seal that cannot be copied.
public struct Seal: ~Copyable {
  public var number: Int

  public init(number: Int) {
    self.number = number
  }
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

  /// Takes a closure that must not escape.
  open func sample(_ each: (Int) -> Void) -> Int {
    each(3)
    return 3
  }

  /// Suspends, throws, and takes a closure that must not escape.
  open func drain(_ progress: (Int) -> Void) async throws -> Int {
    progress(1)
    return 1
  }

  /// Changes the value it is given.
  open func adjust(_ value: inout Int) {
    value += 10
  }

  /// Takes a value it may never read.
  open func log(_ message: @autoclosure () -> String) -> Int {
    message().count
  }

  /// Borrows and consumes a value that can be copied.
  open func inspect(_ name: borrowing String, keeping kept: consuming String) -> String {
    name + kept
  }

  /// Borrows a value that cannot be copied.
  open func check(_ seal: borrowing Seal) -> Int {
    seal.number
  }

  /// Changes a value that cannot be copied.
  open func stamp(_ seal: inout Seal) {
    seal.number += 1
  }

  /// Returns a value that cannot be copied: the double leaves it to the class.
  open func seal() -> Seal {
    Seal(number: 7)
  }

  /// Takes a parameter pack: the double leaves it to the class.
  open func count<each Value>(_ values: repeat each Value) -> Int {
    var count = 0
    for _ in repeat each values { count += 1 }
    return count
  }

  /// Returns a value with no default of its own.
  open func reading() -> Reading {
    Reading(value: 5)
  }

  /// Suspends, throws only a `GaugeError`, and returns a value with no
  /// default of its own.
  open func forecast(days: Int) async throws(GaugeError) -> Reading {
    guard days > 0 else { throw .outOfRange(days) }
    return Reading(value: days)
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
