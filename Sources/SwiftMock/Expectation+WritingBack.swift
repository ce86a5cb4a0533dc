extension Expectation {
  /// Makes the expected call change its `inout` argument of type `Value`
  /// with `update`: the member writes the changed value back as it returns.
  ///
  /// ```swift
  /// var buffer: [Int] = []
  /// mock.expect { $0.fill(&buffer) }.writingBack { $0 = [1, 2, 3] }
  /// stub.given { $0.increment(&counter) }.ignoringArguments()
  ///   .writingBack { (value: inout Int) in value += 1 }
  /// ```
  ///
  /// `update` gets the argument the call was given, and changes it. It finds
  /// it among the call's action arguments: the first `InoutArgument<Value>`,
  /// which the member passes for its `inout` parameter (see
  /// ``InoutArgument``); name the type, as in
  /// `writingBack([Int8].self) { $0 = [1] }`, when the closure alone does
  /// not say it. A member with two `inout` parameters of one type has its
  /// second changed by a `.doing` action, which gets both boxes.
  ///
  /// It runs after a `.doing` action, and several chain, each for its own
  /// type. It runs with no lock held, so it may call any mock. A call whose
  /// member passed no `InoutArgument<Value>` has nothing written back, and
  /// fails the test at this line:
  ///
  /// ```text
  /// [Buffer] .writingBack { (inout Array<Int>) in … } is set on fill([]), whose call passed no InoutArgument<Array<Int>> in its actionArgs; nothing is written back. Pass the member's inout parameter as an InoutArgument in actionArgs, and write its value back as the member returns.
  /// ```
  ///
  /// - Parameters:
  ///   - type: The type of the `inout` parameter, when `update` does not make it clear.
  ///   - fileID: The file ID a misuse is reported at.
  ///   - filePath: The file path a misuse is reported at.
  ///   - line: The line a misuse is reported at.
  ///   - column: The column a misuse is reported at.
  ///   - update: What to do to the argument, given as the call received it.
  /// - Returns: This expectation, to chain.
  @discardableResult
  public func writingBack<Value>(
    _ type: Value.Type = Value.self,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ update: @escaping (inout Value) -> Void
  ) -> Expectation<Result> {
    guard let call else { return self }
    let location = SourceCodeLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    let writeBack = engine.writeBack(update, of: call, at: location)
    engine.configure(call, ".writingBack { … }", at: location) { call, state in
      state[call].writeBacks.append(writeBack)
    }
    return self
  }
}

extension TypedThrowsExpectation {
  /// Makes the expected call change its `inout` argument of type `Value`
  /// with `update`: the member writes the changed value back as it returns.
  ///
  /// ```swift
  /// mock.expect(errorType: ParseError.self) { try $0.parse(&cursor) }.writingBack { $0 = 4 }
  /// ```
  ///
  /// It works as ``Expectation/writingBack(_:fileID:filePath:line:column:_:)`` does.
  ///
  /// - Parameters:
  ///   - type: The type of the `inout` parameter, when `update` does not make it clear.
  ///   - fileID: The file ID a misuse is reported at.
  ///   - filePath: The file path a misuse is reported at.
  ///   - line: The line a misuse is reported at.
  ///   - column: The column a misuse is reported at.
  ///   - update: What to do to the argument, given as the call received it.
  /// - Returns: This expectation, to chain.
  @discardableResult
  public func writingBack<Value>(
    _ type: Value.Type = Value.self,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ update: @escaping (inout Value) -> Void
  ) -> Self {
    expectation.writingBack(
      type, fileID: fileID, filePath: filePath, line: line, column: column, update)
    return self
  }
}

extension MockEngine {
  /// The action of `.writingBack(update)` on `call`: it gives `update` the
  /// first ``InoutArgument`` of its type among a call's action arguments,
  /// or reports at `location` that there is none.
  ///
  /// It holds neither the engine nor the expectation, which hold it.
  func writeBack<Value>(
    _ update: @escaping (inout Value) -> Void, of call: ExpectedCall,
    at location: SourceCodeLocation
  ) -> ([Any?]) -> Void {
    let (mockName, ownership, pattern) = (mockName, ownership, call.pattern)
    return { actionArguments in
      for case let argument as InoutArgument<Value> in actionArguments {
        update(&argument.value)
        return
      }
      reportFailure(
        """
        [\(mockName)] .writingBack { (inout \(Value.self)) in … } is set on \
        \(pattern.callDescription), whose call passed no InoutArgument<\(Value.self)> in its \
        actionArgs; nothing is written back. Pass the member's inout parameter as an \
        InoutArgument in actionArgs, and write its value back as the member returns.
        """, at: location, ownership: ownership)
    }
  }
}
