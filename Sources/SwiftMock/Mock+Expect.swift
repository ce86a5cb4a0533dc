extension Mock {
  /// Adds one expected call: the call to this mock that `call` makes.
  ///
  /// The block receives the mock and calls the mocked member once, with the
  /// arguments the call must have. Configure the answer on the result:
  ///
  /// ```swift
  /// mock.expect { $0.voidFunction(value: 42) }
  /// mock.expect { $0.name() }.returning("dent")
  /// mock.expect { try $0.load() }.throwing(LoadError.offline)
  /// mock.expect { $0.value = 42 }
  /// ```
  ///
  /// Expectations keep the order they were added in: a call satisfies the
  /// earliest unsatisfied expectation it matches, so two expectations of
  /// `count()` returning 1 and then 2 answer 1, then 2.
  ///
  /// A block that calls no mocked member, more than one, or a member of
  /// another mock adds nothing and fails the test at this line:
  ///
  /// ```text
  /// [TestProtocol] The expect block called no method of this mock. Call exactly one mocked method in it, like expect { $0.load() }.
  /// ```
  ///
  /// - Parameters:
  ///   - fileID: The file ID this expectation's failures name and are reported at.
  ///   - filePath: The file path failures about the block are reported at.
  ///   - line: The line this expectation's failures name and are reported at.
  ///   - column: The column failures about the block are reported at.
  ///   - call: A block that makes the expected call on the mock it is given.
  /// - Returns: The expectation, to configure with `.returning`, `.throwing` or `.doing`.
  @discardableResult
  public func expect<Result>(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ call: (inout P) throws -> Result
  ) -> Expectation<Result> {
    let location = SourceCodeLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    guard var subject = subject(at: location) else { return Expectation(detachedFrom: engine) }
    let recording = ExpectationRecording(target: engine)
    do {
      _ = try ExpectationRecording.$current.withValue(recording) { try call(&subject) }
    } catch is ExpectationRecording.CallRecorded {
    } catch {
      reportThrowingBlock(error, at: location)
      return Expectation(detachedFrom: engine)
    }
    return expectation(from: recording, at: location)
  }

  /// Adds one expected call of an `async` member: the call to this mock that
  /// `call` makes.
  ///
  /// ```swift
  /// await mock.expect { await $0.count() }.returning(42)
  /// await mock.expect { try await $0.fetch() }.throwing(FetchError.offline)
  /// ```
  ///
  /// It works as the synchronous form does; a block that makes only
  /// synchronous calls uses that form, with no `await`, even in an `async`
  /// test.
  ///
  /// - Parameters:
  ///   - isolation: The actor the block runs on; the caller's, by default.
  ///   - fileID: The file ID this expectation's failures name and are reported at.
  ///   - filePath: The file path failures about the block are reported at.
  ///   - line: The line this expectation's failures name and are reported at.
  ///   - column: The column failures about the block are reported at.
  ///   - call: A block that makes the expected call on the mock it is given.
  /// - Returns: The expectation, to configure with `.returning`, `.throwing` or `.doing`.
  @discardableResult
  public func expect<Result>(
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ call: (inout sending P) async throws -> Result
  ) async -> Expectation<Result> {
    let location = SourceCodeLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    guard let subject = subject(at: location) else { return Expectation(detachedFrom: engine) }
    // The mock is handed to the block on the caller's own actor; only the
    // recording, which is bound to this task, sees what the block does with it.
    nonisolated(unsafe) var sentSubject = subject
    let recording = ExpectationRecording(target: engine)
    do {
      _ = try await ExpectationRecording.$current.withValue(
        recording, operation: { try await call(&sentSubject) }, isolation: isolation)
    } catch is ExpectationRecording.CallRecorded {
    } catch {
      reportThrowingBlock(error, at: location)
      return Expectation(detachedFrom: engine)
    }
    return expectation(from: recording, at: location)
  }

  /// This mock as a `P`, or `nil` after reporting that its class does not conform.
  private func subject(at location: SourceCodeLocation) -> P? {
    if let subject = self as? P { return subject }
    reportFailure(
      "[\(mockName)] \(type(of: self)) does not conform to \(P.self), so expect cannot call it. Declare it as: class \(type(of: self)): Mock<\(P.self)>, \(P.self)",
      at: location, fallback: engine.creationCollector)
    return nil
  }

  private func reportThrowingBlock(_ error: any Error, at location: SourceCodeLocation) {
    reportFailure(
      "[\(mockName)] The expect block threw \(error). It should only make the expected call, whose answer is set with .throwing(…).",
      at: location, fallback: engine.creationCollector)
  }

  /// The expectation the block recorded, or a detached one after reporting
  /// that the block did not make exactly one call of this mock.
  private func expectation<Result>(
    from recording: ExpectationRecording, at location: SourceCodeLocation
  ) -> Expectation<Result> {
    let calls = recording.calls
    let problem: String?
    if !calls.ofOtherMocks.isEmpty {
      problem =
        "called a method of another mock: \(calls.ofOtherMocks.joined(separator: ", ")). Call only this mock's methods in it."
    } else if calls.ofTarget.isEmpty {
      problem =
        "called no method of this mock. Call exactly one mocked method in it, like expect { $0.load() }."
    } else if calls.ofTarget.count > 1 {
      let names = calls.ofTarget.map { describeCall($0.function, arguments: $0.arguments) }
      problem =
        "called \(calls.ofTarget.count) methods: \(names.joined(separator: ", ")). Call exactly one mocked method in each expect block."
    } else {
      problem = nil
    }
    if let problem {
      reportFailure(
        "[\(mockName)] The expect block \(problem)", at: location,
        fallback: engine.creationCollector)
      return Expectation(detachedFrom: engine)
    }
    return Expectation(engine.addExpectation(calls.ofTarget[0], at: location), of: engine)
  }
}
