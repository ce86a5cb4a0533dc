import SwiftMock

// Real classes, and class doubles of them, for the tests of `ClassDouble`.

/// What a thermostat throws.
enum ThermostatError: Error, Equatable {
  case negativeOffset
}

/// A real class: its methods do real work, and one calls another.
class Thermostat {
  let room: String
  /// What the real implementations did, in order.
  private(set) var realWork: [String] = []

  init(room: String) {
    self.room = room
  }

  func temperature() -> Double {
    realWork.append("temperature()")
    return 21.5
  }

  func setTarget(_ degrees: Int) {
    realWork.append("setTarget(\(degrees))")
  }

  /// A method of the real class that calls one it lets subclasses override.
  func report() -> String {
    "\(room): \(temperature())"
  }

  func calibrate(offset: Int) throws -> Int {
    realWork.append("calibrate(offset: \(offset))")
    guard offset >= 0 else { throw ThermostatError.negativeOffset }
    return offset * 2
  }

  func reading() async -> Int {
    20
  }
}

/// A strict class double of `Thermostat`, whose overrides can call the
/// real implementation.
final class MockThermostat: Thermostat, ClassDouble {
  static let madeAt = #line + 1
  let testDouble = Mock<MockThermostat>()

  override func temperature() -> Double { accept(real: super.temperature()) }
  override func setTarget(_ degrees: Int) { accept(degrees, real: super.setTarget(degrees)) }
  override func calibrate(offset: Int) throws -> Int {
    try throwingAccept(offset, real: try super.calibrate(offset: offset))
  }
  override func reading() async -> Int { await accept() }
}

/// A stub of `Thermostat`.
final class StubThermostat: Thermostat, ClassDouble {
  let testDouble = Stub<StubThermostat>()

  override func temperature() -> Double { accept(real: super.temperature()) }
  override func setTarget(_ degrees: Int) { accept(degrees) }
  override func reading() async -> Int { await accept() }
}

/// A spy of `Thermostat`.
final class SpyThermostat: Thermostat, ClassDouble {
  let testDouble = Spy<SpyThermostat>(name: "hall")

  override func temperature() -> Double { accept() }
  override func setTarget(_ degrees: Int) { accept(degrees) }
  override func calibrate(offset: Int) throws -> Int { try throwingAccept(offset) }
}

/// A subclass of the real class, itself a real class.
class SmartThermostat: Thermostat {
  override func temperature() -> Double {
    super.temperature() + 1
  }

  func humidity() -> Int {
    40
  }
}

/// A class double of the subclass of a real class.
final class MockSmartThermostat: SmartThermostat, ClassDouble {
  let testDouble = Mock<MockSmartThermostat>()

  override func temperature() -> Double { accept(real: super.temperature()) }
  override func humidity() -> Int { accept() }
}

/// A real class whose initializer is `required` and takes an argument.
class Counter {
  let start: Int

  required init(start: Int) {
    self.start = start
  }

  func next() -> Int {
    start + 1
  }
}

/// A class double of `Counter`, made with `Counter`'s initializer.
final class MockCounter: Counter, ClassDouble {
  let testDouble = Mock<MockCounter>()
  override func next() -> Int { accept() }
}

/// A real class whose `==` and `description` call a method that a class
/// double overrides.
class Label: Equatable, CustomStringConvertible {
  func text() -> String {
    "real"
  }

  static func == (left: Label, right: Label) -> Bool {
    left.text() == right.text()
  }

  var description: String {
    "Label(\(text()))"
  }
}

/// A stub of `Label`.
final class StubLabel: Label, ClassDouble {
  let testDouble = Stub<StubLabel>()
  override func text() -> String { accept() }

  /// A label whose text is `text`.
  static func saying(_ text: String) -> StubLabel {
    let label = StubLabel()
    label.given { $0.text() }.returning(text)
    return label
  }
}

/// A real class that takes labels.
class Printer {
  func print(_ label: Label) {}
}

/// A mock of `Printer`.
final class MockPrinter: Printer, ClassDouble {
  static let madeAt = #line + 1
  let testDouble = Mock<MockPrinter>()
  override func print(_ label: Label) { accept(label) }
}

/// A real class that is `Sendable`, for use from several tasks.
class Meter: @unchecked Sendable {
  func tick(_ amount: Int) {}

  func refresh() async -> Int {
    0
  }

  func total() -> Int {
    7
  }
}

/// A spy of `Meter`. A subclass of an `@unchecked Sendable` class restates
/// it; true of a class double, whose state is its test double's, behind a lock.
final class SpyMeter: Meter, ClassDouble, @unchecked Sendable {
  let testDouble = Spy<SpyMeter>()
  override func tick(_ amount: Int) { accept(amount) }
  override func total() -> Int { accept(real: super.total()) }
  override func refresh() async -> Int { await accept() }
}

/// A mock of `Meter`.
final class MockMeter: Meter, ClassDouble, @unchecked Sendable {
  let testDouble = Mock<MockMeter>()
  override func tick(_ amount: Int) { accept(amount) }
  override func total() -> Int { accept() }
  override func refresh() async -> Int { await accept() }
}

/// A real class isolated to the main actor.
@MainActor
class TitleModel {
  func title() -> String {
    "real"
  }

  func subtitle(for count: Int) async -> String {
    "real subtitle \(count)"
  }
}

/// A mock of `TitleModel`: its conformance is isolated to the main actor,
/// as the class is.
final class MockTitleModel: TitleModel, @MainActor ClassDouble {
  let testDouble = Mock<MockTitleModel>()
  override func title() -> String { accept() }
  override func subtitle(for count: Int) async -> String {
    await accept(count, real: await super.subtitle(for: count))
  }
}
