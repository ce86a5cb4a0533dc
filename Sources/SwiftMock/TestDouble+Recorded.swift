extension TestDouble {
  /// The value `accept` records of a `borrowing` or `consuming` parameter: a
  /// copy of it.
  ///
  /// A mocked member passes such a parameter through `recorded`, which
  /// copies a value whose type can be copied, and for one whose type cannot,
  /// gives a ``NoncopyableArgument`` instead (see the other `recorded(_:)`):
  ///
  /// ```swift
  /// func greet(_ name: borrowing String) { accept(recorded(name)) }
  /// ```
  ///
  /// - Parameter argument: The parameter's value.
  /// - Returns: A copy of the value, which `accept` matches as any argument.
  @inlinable
  public func recorded<T>(_ argument: borrowing T) -> T {
    copy argument
  }

  /// The stand-in `accept` records of a `borrowing` or `consuming` parameter
  /// whose type cannot be copied, which any value of the type matches.
  ///
  /// ```swift
  /// func board(with ticket: borrowing Ticket) { accept(recorded(ticket)) }
  /// ```
  ///
  /// - Parameter argument: The parameter's value, which is not kept.
  /// - Returns: The stand-in of a value of the argument's type.
  public func recorded<T: ~Copyable>(_ argument: borrowing T) -> NoncopyableArgument<T> {
    NoncopyableArgument()
  }
}
