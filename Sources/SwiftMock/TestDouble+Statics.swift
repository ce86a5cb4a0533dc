/// The static members of a test double: a double of the class for each
/// running test.
///
/// A static member of a double has the same body as an instance member,
/// and the test sets expectations and answers on the class, where `$0` is
/// the class:
///
/// ```swift
/// final class MockClock: Mock<Clock>, Clock {
///   static func now() -> Int { accept() }
///   func tick() { accept() }
/// }
///
/// MockClock.expect { $0.now() }.returning(3)
/// #expect(MockClock.now() == 3)
/// MockClock.verify()
/// ```
extension TestDouble {
  /// The double of this class's static members in the running test, made
  /// at `location` if the test has none yet.
  static func staticDouble(at location: SourceCodeLocation) -> Self {
    StaticDoubles.double(of: Self.self) {
      Self(
        fileID: location.fileID, filePath: location.filePath, line: location.line,
        column: location.column)
    }
  }

  /// The double of this class's static members in the running test, made
  /// at the given line if the test has none yet.
  static func staticDouble(
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) -> Self {
    staticDouble(
      at: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// The double of this class's static members in the running test, if it
  /// has one.
  static var existingStaticDouble: Self? {
    StaticDoubles.existingDouble(of: Self.self)
  }
}

/// A test double class, seen from the static side: what the extensions of
/// ``MockStatics``, ``StubStatics`` and ``SpyStatics`` need of it.
protocol StaticDoubleRecording: AnyObject {
  /// Records the call of a static member that `call` makes, on the double
  /// of the class's static members in the running test.
  static func recordStaticCall<Result>(
    in block: StaticString, at location: SourceCodeLocation, _ call: () throws -> Result
  ) -> (engine: MockEngine, recorded: RecordedCall?)

  /// Records the call of an `async` static member that `call` makes, on
  /// the double of the class's static members in the running test.
  static func recordStaticCall<Result>(
    in block: StaticString, isolation: isolated (any Actor)?, at location: SourceCodeLocation,
    _ call: () async throws -> Result
  ) async -> (engine: MockEngine, recorded: RecordedCall?)
}

extension TestDouble: StaticDoubleRecording {
  static func recordStaticCall<Result>(
    in block: StaticString, at location: SourceCodeLocation, _ call: () throws -> Result
  ) -> (engine: MockEngine, recorded: RecordedCall?) {
    let double = staticDouble(at: location)
    return (double.engine, double.recordCall(in: block, at: location) { _ in try call() })
  }

  static func recordStaticCall<Result>(
    in block: StaticString, isolation: isolated (any Actor)?, at location: SourceCodeLocation,
    _ call: () async throws -> Result
  ) async -> (engine: MockEngine, recorded: RecordedCall?) {
    let double = staticDouble(at: location)
    let recorded = await double.recordCall(in: block, isolation: isolation, at: location) { _ in
      try await call()
    }
    return (double.engine, recorded)
  }
}

/// Records a static call on `doubleType`, which is a test double class
/// unless a type of the user's own conforms to a static-side protocol;
/// then it reports that, and records nothing.
func recordStaticCall<Result>(
  of doubleType: AnyObject.Type, in block: StaticString, at location: SourceCodeLocation,
  _ call: () throws -> Result
) -> (engine: MockEngine, recorded: RecordedCall?) {
  guard let recording = doubleType as? any StaticDoubleRecording.Type else {
    return (notADouble(doubleType, in: block, at: location), nil)
  }
  return recording.recordStaticCall(in: block, at: location, call)
}

/// Records a static call of an `async` member on `doubleType` (see
/// ``recordStaticCall(of:in:at:_:)``).
func recordStaticCall<Result>(
  of doubleType: AnyObject.Type, in block: StaticString, isolation: isolated (any Actor)?,
  at location: SourceCodeLocation, _ call: () async throws -> Result
) async -> (engine: MockEngine, recorded: RecordedCall?) {
  guard let recording = doubleType as? any StaticDoubleRecording.Type else {
    return (notADouble(doubleType, in: block, at: location), nil)
  }
  return await recording.recordStaticCall(
    in: block, isolation: isolation, at: location, call)
}

/// Reports that `doubleType` is not a test double, and gives an engine for
/// an expectation that goes nowhere.
private func notADouble(
  _ doubleType: AnyObject.Type, in block: StaticString, at location: SourceCodeLocation
) -> MockEngine {
  let engine = MockEngine(
    mockName: "\(doubleType)", policy: .strict, creationLocation: location,
    doubleType: doubleType, isOwned: false)
  engine.report(
    "[\(doubleType)] \(doubleType) is not a Mock, Stub or Spy, so \(block) cannot call its static members.",
    at: location)
  return engine
}

/// Records a static call of a member with a typed `throws(Failure)` with
/// `record`, reporting a block whose call throws another type.
func recordStaticTyped<Result, Failure: Error>(
  _ block: StaticString, _ failure: Failure.Type, at location: SourceCodeLocation,
  _ record: () -> Expectation<Result>
) -> TypedThrowsExpectation<Result, Failure> {
  let declared = DeclaredErrorType()
  let expectation = DeclaredErrorType.$current.withValue(declared, operation: record)
  let engine = expectation.engine
  let isMismatched = declared.isMismatched(
    Failure.self, in: block, of: engine.mockName, at: location, ownership: engine.ownership)
  return TypedThrowsExpectation(expectation, ignoresErrors: isMismatched)
}
