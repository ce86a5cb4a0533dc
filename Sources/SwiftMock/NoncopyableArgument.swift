/// What a mock records of an argument whose type cannot be copied: a
/// stand-in that any other value of the type matches.
///
/// A mock keeps the arguments of every call, and a `~Copyable` value cannot
/// be kept, so the `recorded(_:)` of ``TestDouble`` hands `accept` this stand-in
/// instead of the value:
///
/// ```swift
/// struct Ticket: ~Copyable { let seat: Int }
///
/// func board(with ticket: borrowing Ticket) { accept(recorded(ticket)) }
/// ```
///
/// The expected call and the call made then match whichever tickets they
/// pass, and a failure message shows the stand-in by its type:
///
/// ```text
/// [Gate] Unexpected call: board(with: noncopyable Ticket)
/// ```
public struct NoncopyableArgument<Value: ~Copyable>: Equatable, Sendable, CustomStringConvertible {
  /// Creates the stand-in of a value of type `Value`.
  ///
  /// ```swift
  /// let argument = NoncopyableArgument<Ticket>()
  /// ```
  public init() {}

  /// `noncopyable Ticket`: the words a failure message shows for the argument.
  ///
  /// ```swift
  /// #expect(NoncopyableArgument<Ticket>().description == "noncopyable Ticket")
  /// ```
  public var description: String {
    "noncopyable \(String(describing: Value.self as any ~Copyable.Type))"
  }

  /// `true`: every value of the type matches every other, as none is kept.
  ///
  /// ```swift
  /// #expect(NoncopyableArgument<Ticket>() == NoncopyableArgument<Ticket>())
  /// ```
  public static func == (lhs: Self, rhs: Self) -> Bool { true }
}
