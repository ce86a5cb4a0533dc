import Foundation

/// Static members of every shape, and initializers: the double answers the
/// static members on its class, one state for each test, and records each
/// construction as a static call.
protocol Timekeeper {
  init(zone: String)
  init?(code: Int) throws
  static func now() -> Int
  static var zone: String { get set }
  static func load() async throws -> Int
  static func parse(_ text: String) throws(KeychainError) -> Int
  static subscript(offset: Int) -> Int { get }
  func tick()
}

/// What code under test does with a `Timekeeper` type: makes one and reads
/// the time of the type.
func startClock<Clock: Timekeeper>(_ type: Clock.Type) -> (Clock, Int) {
  (Clock(zone: "UTC"), Clock.now())
}
