// Shapes that are hard to mock, each of which gets a double that compiles:
// a protocol's own throwing `reset()`, `borrowing`, `consuming` and `inout`
// parameters, of a type that cannot be copied too, a parameter pack,
// protocols nested in a type, and protocols that refine the standard
// library's; and one that gets a note instead, a protocol whose member
// returns a type that cannot be copied. The generated mocks live in
// Tests/MockGenerationFixtureTests/Mocks.

/// A throwing `reset()` of the protocol's own: its mock overrides the mock's
/// own `reset()`, which does not throw.
protocol Rewinder {
  func reset() throws
  func position() -> Int
}

/// A ticket that cannot be copied.
struct Ticket: ~Copyable {
  let seat: Int
}

/// `borrowing`, `consuming` and `inout` parameters, of a type that cannot be
/// copied and of one that can, and a parameter pack.
protocol Turnstile {
  func admit(_ ticket: borrowing Ticket) -> Bool
  func collect(_ ticket: consuming Ticket)
  func greet(_ name: borrowing String)
  func punch(_ ticket: inout Ticket)
  func log<each Value>(_ values: repeat each Value)
}

/// A member that returns a value that cannot be copied, which no double
/// can answer with: the generator writes none, and says why.
protocol TicketOffice {
  func issue() -> Ticket
}

/// A type that holds a protocol, which its double refers to as
/// `Feature.Flags`.
enum Feature {
  /// A protocol nested in `Feature`.
  protocol Flags {
    func isOn(_ name: String) -> Bool
  }
}

/// The standard library's `Hashable`, `Identifiable` and
/// `CustomStringConvertible`: the mock equals only itself, its `id` is its
/// identity, and its `description` is mocked.
protocol Account: Hashable, Identifiable, CustomStringConvertible {
  func balance() -> Int
}

/// `Equatable`, and `Identifiable` with the type of `id` fixed: the mock's
/// `id` is mocked.
protocol Member: Equatable, Identifiable where ID == String {
  func join()
}
