extension Expectation {
  /// Makes each call return what `answer` computes from the call's
  /// arguments.
  ///
  /// The closure takes the call's action arguments, with their types: all of
  /// its arguments for a member that calls `accept(a, b)`, and the
  /// `actionArgs` of one that calls `accept(checkArgs:actionArgs:)`.
  ///
  /// ```swift
  /// mock.expect { $0.user(id: any()) }.returning { (id: Int) in User(id: id) }
  /// stub.given { $0.add(any(), any()) }.returning { (a: Int, b: Int) in a + b }
  /// await stub.given { await $0.fetch(id: any()) }.returning { (id: Int) in User(id: id) }
  /// ```
  ///
  /// The closure runs when the call happens, after any `.doing` action, on
  /// the caller's thread or task and with no lock held, so it may call any
  /// test double, this one included. It counts as an answer for a member
  /// whose return type has no default value.
  ///
  /// A call whose action arguments the closure does not take (another
  /// number of them, or another type) does not run it: the test fails at
  /// the line that set the expectation, and the call answers as if it had no
  /// answer, with the default value of the return type:
  ///
  /// ```text
  /// [Directory] The closure of .returning { … } on user(id: any()) takes (String), but user(id: 7) gives it (Int)
  /// ```
  ///
  /// - Parameters:
  ///   - fileID: The file ID a misuse is reported at.
  ///   - filePath: The file path a misuse is reported at.
  ///   - line: The line a misuse is reported at.
  ///   - column: The column a misuse is reported at.
  ///   - answer: What the call returns, computed from its action arguments.
  /// - Returns: This expectation, to chain.
  @discardableResult
  public func returning<each Argument>(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ answer: @escaping (repeat each Argument) -> Result
  ) -> Expectation<Result> {
    setComputed(
      ComputedAnswer(".returning { … }", answer), canThrow: false,
      at: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    return self
  }

  /// Makes each call of a member that can throw return what `answer`
  /// computes from the call's arguments, or throw what it throws.
  ///
  /// ```swift
  /// mock.expect { try $0.load(id: any()) }.times(2).answering { (id: Int) in
  ///   guard id > 0 else { throw LoadError.notFound(id) }
  ///   return User(id: id)
  /// }
  /// ```
  ///
  /// The closure takes the call's action arguments, and runs as
  /// ``returning(fileID:filePath:line:column:_:)``'s does; a call whose
  /// arguments it does not take is reported the same way, and answers as if
  /// it had no answer. For a member with a typed `throws`, give the closure
  /// with ``TypedThrowsExpectation/answering(fileID:filePath:line:column:_:)``,
  /// which throws only the member's error type.
  ///
  /// A member that cannot throw cannot answer with an error; giving it such
  /// a closure fails the test at this line, and the closure is ignored:
  ///
  /// ```text
  /// [Directory] .answering { … } is set on user(id: any()), which cannot throw; the closure is ignored. Give it with .returning { … }, whose closure cannot throw.
  /// ```
  ///
  /// - Parameters:
  ///   - fileID: The file ID a misuse is reported at.
  ///   - filePath: The file path a misuse is reported at.
  ///   - line: The line a misuse is reported at.
  ///   - column: The column a misuse is reported at.
  ///   - answer: What the call returns or throws, computed from its action arguments.
  /// - Returns: This expectation, to chain.
  @discardableResult
  public func answering<each Argument>(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ answer: @escaping (repeat each Argument) throws -> Result
  ) -> Expectation<Result> {
    setComputed(
      ComputedAnswer(".answering { … }", answer), canThrow: true,
      at: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    return self
  }
}
