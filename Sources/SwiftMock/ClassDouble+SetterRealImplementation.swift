// Setters that can call the class's real setter: only a call whose
// expectation or answer says `.callingRealImplementation()` runs it.
extension ClassDouble {
  /// Handles a call of a setter, or of another override that returns
  /// nothing, that can call the real implementation, `real`, a closure
  /// which runs only when the test asks for it.
  ///
  /// A setter's real implementation is an assignment, which a closure
  /// holds:
  ///
  /// ```swift
  /// override var unit: String {
  ///   get { accept(real: super.unit) }
  ///   set { accept(newValue, real: { super.unit = newValue }) }
  /// }
  ///
  /// gauge.expect { $0.unit = "psi" }.callingRealImplementation()
  /// ```
  ///
  /// A call whose expectation or answer has
  /// ``Expectation/callingRealImplementation(fileID:filePath:line:column:)``
  /// runs `real`, after any `.doing` action, on the caller's thread and
  /// with no lock held; any other call answers as ``accept(_:func:)`` does,
  /// and `real` is not run. The setter passes `newValue`, so a get of the
  /// property never meets a setter's expectation.
  ///
  /// - Parameters:
  ///   - arguments: The member's arguments, in order: for a setter, a
  ///     subscript's, then `newValue`.
  ///   - real: The real implementation, such as `{ super.unit = newValue }`.
  ///   - function: The member's name with its argument labels; `#function` by default.
  public func accept<each Argument>(
    _ arguments: repeat each Argument, real: () -> Void, func function: String = #function
  ) {
    let arguments = argumentList(repeat each arguments)
    let member = MockedMember(
      function, repeat (each Argument).self, returning: Void.self, effects: .none)
    acceptCallingReal(
      member, arguments: arguments, actionArguments: arguments, fallback: { nil }, real: real)
  }
}
