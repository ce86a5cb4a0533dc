extension TestDouble {
  /// The expectation for a recorded call, or a detached one when the block
  /// recorded none (which has been reported).
  func addExpectation<Result>(
    _ recorded: RecordedCall?, at location: SourceCodeLocation
  ) -> Expectation<Result> {
    guard let recorded else { return Expectation(detachedFrom: engine) }
    return Expectation(engine.addExpectation(recorded, at: location), of: engine)
  }

  /// The answer for a recorded call, for `allow` and `given`, or a detached
  /// one when the block recorded none (which has been reported).
  func addAnswer<Result>(
    _ recorded: RecordedCall?, at location: SourceCodeLocation
  ) -> Expectation<Result> {
    guard let recorded else { return Expectation(detachedFrom: engine) }
    return Expectation(engine.addAnswer(recorded, at: location), of: engine)
  }

  /// Runs a block such as `expect`'s on this test double and returns the one
  /// call it made, or `nil` after reporting at `location` why there is none.
  ///
  /// - Parameter block: The name of the public entry point, for messages.
  func recordCall<Result>(
    in block: StaticString, at location: SourceCodeLocation, _ call: (inout P) throws -> Result
  ) -> RecordedCall? {
    let tests = engine.noteUse()
    // The test double as cast when it was made; read with no `Optional`
    // of `P`, whose type an unspecialized call would look up each time.
    guard let subjectOfBlocks else {
      return recordCallOnClassDouble(in: block, at: location, tests, call)
    }
    var subject = subjectOfBlocks.subject
    return record(in: block, at: location, tests) { try call(&subject) }
  }

  /// ``recordCall(in:at:_:)`` for a test double with no cast subject: the
  /// test double of a ``ClassDouble``, or one whose class does not conform.
  @inline(never)
  private func recordCallOnClassDouble<Result>(
    in block: StaticString, at location: SourceCodeLocation, _ tests: TestsHere,
    _ call: (inout P) throws -> Result
  ) -> RecordedCall? {
    guard var subject = subject(in: block, at: location) else { return nil }
    return record(in: block, at: location, tests) { try call(&subject) }
  }

  /// Runs `body`, a synchronous block's call of its subject, recording what
  /// it calls on this thread.
  private func record<Result>(
    in block: StaticString, at location: SourceCodeLocation, _ tests: TestsHere,
    _ body: () throws -> Result
  ) -> RecordedCall? {
    ExpectationRecording.ofThreads.withValue { thread in
      let recording = thread.recording(target: engine, block: block, resultType: Result.self)
      let outer = thread.running
      thread.running = recording
      defer { thread.keep(recording) }
      do {
        defer { thread.running = outer }
        try RecordingsInProgress.run {
          try withUnsafeTemporaryAllocation(of: Result.self, capacity: 1) { slot in
            try letGo(of: slot.baseAddress!, madeBy: body, in: recording)
          }
        }
      } catch is ExpectationRecording.CallRecorded {
      } catch {
        reportThrowingBlock(error, in: block, at: location)
        return nil
      }
      return singleCall(from: recording, in: block, at: location, tests)
    }
  }

  /// The `async` form of ``recordCall(in:at:_:)``.
  func recordCall<Result>(
    in block: StaticString,
    isolation: isolated (any Actor)?,
    at location: SourceCodeLocation,
    _ call: (inout sending P) async throws -> sending Result
  ) async -> RecordedCall? {
    let tests = engine.noteUse()
    guard let subject = subject(in: block, at: location) else { return nil }
    // The test double is handed to the block on the caller's own actor; only
    // the recording, which is bound to this task, sees what the block does.
    nonisolated(unsafe) var sentSubject = subject
    let recording = ExpectationRecording(
      target: engine, block: block, isBoundToThread: false, resultType: Result.self,
      location: location, isNested: ExpectationRecording.current != nil)
    // The tasks the block started make real calls once it has ended.
    defer { recording.endBlock() }
    let slot = UnsafeMutablePointer<Result>.allocate(capacity: 1)
    defer { slot.deallocate() }
    do {
      try await RecordingsInProgress.run(isolation: isolation) {
        try await ExpectationRecording.$onThisTask.withValue(
          recording,
          operation: {
            slot.initialize(to: try await call(&sentSubject))
            if !recording.hasMadeZeroValue { slot.deinitialize(count: 1) }
          },
          isolation: isolation)
      }
    } catch is ExpectationRecording.CallRecorded {
    } catch {
      reportThrowingBlock(error, in: block, at: location)
      return nil
    }
    recording.endBlock()
    return singleCall(from: recording, in: block, at: location, tests)
  }

  /// This test double as a `P`, or `nil` after reporting that its class does
  /// not conform.
  private func subject(in block: StaticString, at location: SourceCodeLocation) -> P? {
    if let subject { return subject }
    if P.self is AnyClass {
      reportFailure(
        """
        [\(mockName)] \(block) was called on the test double of a class double, which cannot \
        give the block the \(P.self) it calls. Call it on the \(P.self) itself, like \
        \(block) { $0.load() }, not on its testDouble.
        """,
        at: location, ownership: engine.ownership)
      return nil
    }
    reportFailure(
      """
      [\(mockName)] \(type(of: self)) does not conform to \(P.self), so \(block) cannot call it. \
      Declare it as: class \(type(of: self)): \(engine.policy.kind.capitalizedFirst)<\(P.self)>, \(P.self)
      """,
      at: location, ownership: engine.ownership)
    return nil
  }

  private func reportThrowingBlock(
    _ error: any Error, in block: StaticString, at location: SourceCodeLocation
  ) {
    reportFailure(
      """
      [\(mockName)] The \(block) block threw \(error). \
      It should only make the call, whose answer is set with .throwing(…).
      """,
      at: location, ownership: engine.ownership)
  }

  /// The one call the block made on this test double, or `nil` after
  /// reporting that it made none, several, or one on another test double.
  private func singleCall(
    from recording: ExpectationRecording, in block: StaticString, at location: SourceCodeLocation,
    _ tests: TestsHere
  ) -> RecordedCall? {
    if var call = recording.takeSingleCall() {
      call.testsFound = tests
      return call
    }
    var outcome = recording.takeOutcome()
    let kind = engine.policy.kind
    let problem: String
    if !outcome.ofOtherMocks.isEmpty {
      let others = outcome.ofOtherMocks.map {
        "[\($0.mockName)] \(CallPattern($0.call).callDescription)"
      }
      problem =
        "called a method of another test double: \(others.joined(separator: ", ")). Call only this \(kind)'s methods in it."
    } else if outcome.ofTarget.isEmpty {
      problem =
        "called no method of this \(kind). Call exactly one mocked method in it, like \(block) { $0.load() }."
    } else if outcome.ofTarget.count > 1 {
      let names = outcome.ofTarget.map { CallPattern($0).callDescription }
      problem = """
        called \(outcome.ofTarget.count) methods: \(names.joined(separator: ", ")). \
        Call exactly one mocked method in each \(block) block.
        """
    } else if let matcherProblem = outcome.matcherProblems.first {
      problem = matcherProblem + "."
    } else {
      return outcome.ofTarget.removeLast()
    }
    reportFailure(
      "[\(mockName)] The \(block) block \(problem)", at: location, ownership: engine.ownership)
    return nil
  }
}

/// Stores what a block returns in `slot` and lets it go, destroying it only
/// if it is a real value: a ``zeroValue(of:)`` that a member returned while
/// recording is never destroyed, as it was never made.
private func letGo<Result>(
  of slot: UnsafeMutablePointer<Result>, madeBy makeResult: () throws -> Result,
  in recording: ExpectationRecording
) throws {
  slot.initialize(to: try makeResult())
  // A trivial value, the usual `Void` or `Int`, needs nothing let go.
  if !_isPOD(Result.self) && !recording.hasMadeZeroValue { slot.deinitialize(count: 1) }
}

extension String {
  fileprivate var capitalizedFirst: String {
    prefix(1).uppercased() + dropFirst()
  }
}
