/// One expected call of a mock, returned by `expect`, to say how the call
/// answers.
///
/// The methods chain, and each returns the expectation:
///
/// ```swift
/// mock.expect { $0.name() }.returning("dent")
/// mock.expect { try $0.load() }.throwing(LoadError.offline)
/// mock.expect { $0.fetch(url: url, completion: { _ in }) }
///   .doing { actionArgs in (actionArgs[0] as? (Data) -> Void)?(data) }
/// ```
///
/// An answer can also be computed from each call's arguments, given in turn,
/// or given as a `Result`:
///
/// ```swift
/// mock.expect { $0.user(id: any()) }.returning { (id: Int) in User(id: id) }
/// stub.given { $0.next() }.returning(1, 2, 3)
/// mock.expect { try $0.load() }.answering(with: .failure(LoadError.offline))
/// ```
///
/// An expectation with no `.returning` answers with the default value of the
/// return type (see ``Defaultable``); for a type with none, it fails the
/// test at its `expect` line, and its calls get the last answer the test
/// gave the member or, with none, a value built from the type's fields'
/// defaults.
public final class Expectation<Result> {
  let engine: MockEngine
  /// The expected call, or `nil` when `expect` reported a problem and added nothing.
  let call: ExpectedCall?

  init(_ call: ExpectedCall, of engine: MockEngine) {
    self.engine = engine
    self.call = call
  }

  /// The expectation of the call that `block` makes on `mock`, or a
  /// detached one when the block made none (which has been reported): what
  /// ``Mock/expect(fileID:filePath:line:column:_:)`` returns.
  @usableFromInline
  init<P>(
    expectedBy mock: Mock<P>, fileID: StaticString, filePath: StaticString, line: UInt,
    column: UInt, _ block: (inout P) throws -> Result
  ) {
    let location = SourceCodeLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    let engine = mock.engine
    self.engine = engine
    if let recorded = mock.recordCall(in: "expect", at: location, block) {
      call = engine.addExpectation(recorded, at: location)
    } else {
      call = nil
    }
  }

  init(detachedFrom engine: MockEngine) {
    self.engine = engine
    self.call = nil
  }

  deinit {
    // Only a member whose type has no default needs an answer: the usual
    // expectation goes with no call.
    if let call, call.typeWithoutDefault != nil {
      engine.checkAnswer(of: call)
    }
  }

  /// Makes the expected call return `value`.
  ///
  /// ```swift
  /// mock.expect { $0.count() }.returning(1)
  /// ```
  ///
  /// A member whose return type has no default value (see ``Defaultable``)
  /// needs it: without an answer, its expectation fails the test at its
  /// `expect` line.
  ///
  /// - Parameters:
  ///   - value: What the call returns; of the mocked member's return type.
  ///   - fileID: The file ID a misuse is reported at.
  ///   - filePath: The file path a misuse is reported at.
  ///   - line: The line a misuse is reported at.
  ///   - column: The column a misuse is reported at.
  /// - Returns: This expectation, to chain.
  @discardableResult
  public func returning(
    _ value: Result,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Expectation<Result> {
    setValue(
      value, written: ".returning(…)",
      at: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    return self
  }

  /// Makes the expected call throw `error`.
  ///
  /// ```swift
  /// mock.expect { try $0.load() }.throwing(LoadError.offline)
  /// ```
  ///
  /// A member that cannot throw cannot answer with an error; asking it to
  /// fails the test at this line:
  ///
  /// ```text
  /// [TestProtocol] .throwing(offline) is set on name(), which cannot throw; the error is ignored.
  /// ```
  ///
  /// - Parameters:
  ///   - error: What the call throws.
  ///   - fileID: The file ID a misuse is reported at.
  ///   - filePath: The file path a misuse is reported at.
  ///   - line: The line a misuse is reported at.
  ///   - column: The column a misuse is reported at.
  /// - Returns: This expectation, to chain.
  @discardableResult
  public func throwing(
    _ error: any Error,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Expectation<Result> {
    setError(
      error, written: ".throwing(…)", misuse: { ".throwing(\(error))" },
      at: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    return self
  }

  /// Runs `action` when the expected call happens, before it returns or
  /// throws.
  ///
  /// The action receives the call's action arguments: those a mock passes as
  /// `actionArgs:`, or all of its arguments when it calls `accept(…)` with
  /// plain arguments. Use it to call a completion handler:
  ///
  /// ```swift
  /// mock.expect { $0.fetch(url: url, completion: { _ in }) }
  ///   .doing { actionArgs in (actionArgs[0] as? (Data) -> Void)?(data) }
  /// ```
  ///
  /// The action runs with no lock held, so it may call any mock, this one
  /// included.
  ///
  /// - Parameters:
  ///   - fileID: The file ID a misuse is reported at.
  ///   - filePath: The file path a misuse is reported at.
  ///   - line: The line a misuse is reported at.
  ///   - column: The column a misuse is reported at.
  ///   - action: What to run, with the call's action arguments.
  /// - Returns: This expectation, to chain.
  @discardableResult
  public func doing(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ action: @escaping ([Any?]) -> Void
  ) -> Expectation<Result> {
    guard let call else { return self }
    let location = SourceCodeLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    engine.configure(call, ".doing { … }", at: location) { call, state in
      state[call].doingAction = action
    }
    return self
  }

  /// Makes any arguments match the expected call: only the member matters.
  ///
  /// ```swift
  /// mock.expect { $0.log("") }.ignoringArguments().times(2)
  /// ```
  ///
  /// - Parameters:
  ///   - fileID: The file ID a misuse is reported at.
  ///   - filePath: The file path a misuse is reported at.
  ///   - line: The line a misuse is reported at.
  ///   - column: The column a misuse is reported at.
  /// - Returns: This expectation, to chain.
  @discardableResult
  public func ignoringArguments(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Expectation<Result> {
    guard let call else { return self }
    let location = SourceCodeLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    engine.configure(call, ".ignoringArguments()", at: location) { call, state in
      state[call].ignoresArguments = true
    }
    return self
  }

  /// Sets how many calls the expectation needs and takes, after checking
  /// that a count makes sense for it.
  func setCount(
    minimum: Int, maximum: Int?, written: String, at location: SourceCodeLocation
  ) -> Expectation<Result> {
    guard let call else { return self }
    let problem: String? =
      if call.isAnswer {
        "applies to expect, not to allow or given, whose calls may come any number of times"
      } else if minimum < 0 || (maximum ?? 0) < 0 {
        "cannot expect a negative number of calls"
      } else {
        nil
      }
    if let problem {
      engine.report(
        """
        [\(engine.mockName)] \(written) on \(call.pattern.callDescription) \
        \(problem); the count is unchanged.
        """,
        at: location)
      return self
    }
    engine.setCount(of: call, minimum: minimum, maximum: maximum, written: written, at: location)
    return self
  }
}
