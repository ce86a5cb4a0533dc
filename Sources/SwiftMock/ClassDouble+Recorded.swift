// What a class double's overrides hand `accept` for a parameter whose type
// may not be copied, as a protocol's mock does.
extension ClassDouble {
  /// The value `accept` records of a `borrowing` or `consuming` parameter: a
  /// copy of it.
  ///
  /// An override passes such a parameter through `recorded`, which copies a
  /// value whose type can be copied, and for one whose type cannot, gives a
  /// ``NoncopyableArgument`` instead (see the other `recorded(_:)`):
  ///
  /// ```swift
  /// override func greet(_ name: borrowing String) {
  ///   accept(recorded(name), real: super.greet(name))
  /// }
  /// ```
  ///
  /// - Parameter argument: The parameter's value.
  /// - Returns: A copy of the value, which `accept` matches as any argument.
  public func recorded<T>(_ argument: borrowing T) -> T {
    copy argument
  }

  /// The stand-in `accept` records of a parameter whose type cannot be
  /// copied, `borrowing`, `consuming` or `inout`, which any value of the type
  /// matches.
  ///
  /// ```swift
  /// override func stamp(_ seal: inout Seal) {
  ///   accept(recorded(seal), real: super.stamp(&seal))
  /// }
  /// ```
  ///
  /// A failure message shows the stand-in by its type:
  ///
  /// ```text
  /// [MockGauge] Unexpected call: stamp(noncopyable Seal)
  /// ```
  ///
  /// - Parameter argument: The parameter's value, which is not kept.
  /// - Returns: The stand-in of a value of the argument's type.
  public func recorded<T: ~Copyable>(_ argument: borrowing T) -> NoncopyableArgument<T> {
    NoncopyableArgument()
  }
}
