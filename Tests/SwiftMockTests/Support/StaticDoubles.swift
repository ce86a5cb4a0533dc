import SwiftMock

/// A protocol with static members of every kind the tests of static
/// members need, and an instance member beside them.
protocol Clock {
  static func now() -> Int
  static var zone: String { get set }
  static func load() async throws -> Int
  static func parse(_ text: String) throws(ClockError) -> Int
  static func reload(zone: String)
  init(zone: String)
  func tick()
}

/// The error of ``Clock/parse(_:)``.
struct ClockError: Error, Equatable {
  let reason: String
}

final class MockClock: Mock<Clock>, Clock {
  static func now() -> Int { accept() }
  static var zone: String {
    get { accept() }
    set { accept(newValue) }
  }
  static func load() async throws -> Int { try await throwingAccept() }
  static func parse(_ text: String) throws(ClockError) -> Int {
    try throwingAccept(text, errorType: ClockError.self)
  }
  static func reload(zone: String) { accept(zone) }
  convenience init(zone: String) {
    self.init()
    Self.accept(zone)
  }
  func tick() { accept() }
}

final class StubClock: Stub<Clock>, Clock {
  static func now() -> Int { accept() }
  static var zone: String {
    get { accept() }
    set { accept(newValue) }
  }
  static func load() async throws -> Int { try await throwingAccept() }
  static func parse(_ text: String) throws(ClockError) -> Int {
    try throwingAccept(text, errorType: ClockError.self)
  }
  static func reload(zone: String) { accept(zone) }
  convenience init(zone: String) {
    self.init()
    Self.accept(zone)
  }
  func tick() { accept() }
}

final class SpyClock: Spy<Clock>, Clock {
  static func now() -> Int { accept() }
  static var zone: String {
    get { accept() }
    set { accept(newValue) }
  }
  static func load() async throws -> Int { try await throwingAccept() }
  static func parse(_ text: String) throws(ClockError) -> Int {
    try throwingAccept(text, errorType: ClockError.self)
  }
  static func reload(zone: String) { accept(zone) }
  convenience init(zone: String) {
    self.init()
    Self.accept(zone)
  }
  func tick() { accept() }
}
