// Shapes that are hard to mock, each of which gets a double that compiles:
// a protocol's own throwing `reset()`, `borrowing` and `consuming`
// parameters, of a type that cannot be copied too, a parameter pack,
// protocols nested in a type, and protocols that refine the standard
// library's. The generated mocks live in Tests/MockGenerationFixtureTests/Mocks.

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

/// `borrowing` and `consuming` parameters, of a type that cannot be copied
/// and of one that can, and a parameter pack.
protocol Turnstile {
  func admit(_ ticket: borrowing Ticket) -> Bool
  func collect(_ ticket: consuming Ticket)
  func greet(_ name: borrowing String)
  func log<each Value>(_ values: repeat each Value)
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
