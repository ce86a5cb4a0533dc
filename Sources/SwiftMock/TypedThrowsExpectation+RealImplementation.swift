extension TypedThrowsExpectation {
  /// Makes each call run the real implementation of a class double's
  /// override with a typed `throws(Failure)`, and answer with what it
  /// returns or throws.
  ///
  /// The override passes its real implementation to `throwingAccept`,
  /// which runs it only for a call that this expectation or answer takes:
  ///
  /// ```swift
  /// final class MockStore: Store, ClassDouble {
  ///   let testDouble = Mock<MockStore>()
  ///   override func load(id: Int) throws(LoadError) -> User {
  ///     try throwingAccept(id, errorType: LoadError.self, real: try super.load(id: id))
  ///   }
  /// }
  ///
  /// store.expect(errorType: LoadError.self) { try $0.load(id: 7) }.callingRealImplementation()
  /// ```
  ///
  /// What the real implementation throws, the call throws, as a `Failure`.
  /// It works as
  /// ``Expectation/callingRealImplementation(fileID:filePath:line:column:)``
  /// does: the real implementation runs when the call happens, after any
  /// `.doing` action, on the caller's thread or task and with no lock held.
  /// A call whose member passes no real implementation, such as a protocol
  /// mock's, answers as if it had no answer, and fails the test at this
  /// line, once however many calls meet it:
  ///
  /// ```text
  /// [MockStore] .callingRealImplementation() is set on load(id:), whose member passes no real implementation to accept. Write it as try throwingAccept(errorType: LoadError.self, real: super.load(id:)).
  /// ```
  ///
  /// - Parameters:
  ///   - fileID: The file ID failures are reported at.
  ///   - filePath: The file path failures are reported at.
  ///   - line: The line failures are reported at.
  ///   - column: The column failures are reported at.
  /// - Returns: This expectation, to chain.
  @discardableResult
  public func callingRealImplementation(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Self {
    expectation.callingRealImplementation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    return self
  }
}
