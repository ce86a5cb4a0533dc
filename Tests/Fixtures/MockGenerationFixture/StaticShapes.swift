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

/// Requirements that mention `Self`, static, of an instance and of an
/// initializer: the double's final class stands for `Self`, which a member
/// that returns it keeps.
protocol Shape {
  init(copying other: Self)
  static func make(sides: Int) -> Self
  static var unit: Self { get }
  static var current: Self { get set }
  static func same(_ first: Self, _ second: Self) -> Bool
  static func remember(_ shape: Self)
  static func all() -> [Self]
  static func each(_ body: @escaping (Self) -> Void)
  static subscript(sides: Int) -> Self? { get }
  static func stamp(_ label: borrowing String, with ticket: consuming Ticket) -> Int
  func copy() -> Self
  func merged(with others: [Self]) -> Self?
}

/// What code under test does with a `Shape` type: makes one by its sides,
/// and asks whether it is the type's unit.
func isUnit<Kind: Shape>(_ type: Kind.Type, sides: Int) -> Bool {
  Kind.same(Kind.make(sides: sides), Kind.unit)
}

/// The members of an actor's type, of every shape: its double hands them to
/// the class of its type's calls, with its own name for `Self`, and writes
/// the module's `Statics` and `Calls` with the module's name, as its own
/// classes of those names hide them.
protocol Warehouse: Actor {
  init?(size: Int) async throws
  static var current: Self { get set }
  static func same(_ first: Self, _ second: Self) -> Bool
  static func stamp(_ label: borrowing String, with ticket: consuming Ticket) -> Int
  static subscript(slot: Int) -> String { get }
  static func plan(_ rules: Statics) -> Calls
  func restock(following rules: Statics)
}

/// A type named like the class of an actor's double that takes the calls
/// of its type.
struct Statics: Equatable {
  var shelves: Int
}

/// A type named like the class of an actor's double that takes its calls.
struct Calls: Equatable {
  var count: Int
}
