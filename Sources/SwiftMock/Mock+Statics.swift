/// The static side of ``Mock``: the expectations and answers of a mock's
/// static members, set on the class.
///
/// ``Mock`` conforms to it; it is not for other types.
///
/// ```swift
/// MockClock.expect { $0.now() }.returning(3)
/// MockClock.allow { $0.zone }.returning("UTC")
/// ```
public protocol MockStatics: AnyObject {}

extension MockStatics {
  /// Adds one expected call of a static member, in the running test.
  ///
  /// `$0` is the mock's class; the block calls one of its static members:
  ///
  /// ```swift
  /// MockClock.expect { $0.now() }.returning(3)
  /// MockClock.expect { $0.zone = "UTC" }
  /// ```
  ///
  /// A static member's call that was not expected fails the test that
  /// made it, as an instance's does:
  ///
  /// ```text
  /// [Clock] Unexpected call: now()
  /// ```
  ///
  /// - Parameters:
  ///   - fileID: The file ID of the expectation, where a missing call is reported.
  ///   - filePath: The file path of the expectation.
  ///   - line: The line of the expectation.
  ///   - column: The column of the expectation.
  ///   - call: A block that makes the expected call on the class.
  /// - Returns: The expectation, to give it an answer.
  @discardableResult
  public static func expect<Result>(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ call: (Self.Type) throws -> Result
  ) -> Expectation<Result> {
    let location = SourceCodeLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    let (engine, recorded) = recordStaticCall(of: Self.self, in: "expect", at: location) {
      try call(Self.self)
    }
    guard let recorded else { return Expectation(detachedFrom: engine) }
    return Expectation(engine.addExpectation(recorded, at: location), of: engine)
  }

  /// Adds one expected call of an `async` static member, in the running test.
  ///
  /// ```swift
  /// await MockClock.expect { try await $0.load() }.returning(42)
  /// ```
  ///
  /// - Parameters:
  ///   - isolation: The caller's actor, which the block runs on.
  ///   - fileID: The file ID of the expectation, where a missing call is reported.
  ///   - filePath: The file path of the expectation.
  ///   - line: The line of the expectation.
  ///   - column: The column of the expectation.
  ///   - call: A block that makes the expected call on the class.
  /// - Returns: The expectation, to give it an answer.
  @discardableResult
  public static func expect<Result>(
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ call: (Self.Type) async throws -> Result
  ) async -> Expectation<Result> {
    let location = SourceCodeLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    let (engine, recorded) = await recordStaticCall(
      of: Self.self, in: "expect", isolation: isolation, at: location
    ) { try await call(Self.self) }
    guard let recorded else { return Expectation(detachedFrom: engine) }
    return Expectation(engine.addExpectation(recorded, at: location), of: engine)
  }

  /// Answers calls of a static member, in the running test, without
  /// expecting them.
  ///
  /// ```swift
  /// MockClock.allow { $0.zone }.returning("UTC")
  /// ```
  ///
  /// - Parameters:
  ///   - fileID: The file ID of the answer.
  ///   - filePath: The file path of the answer.
  ///   - line: The line of the answer.
  ///   - column: The column of the answer.
  ///   - call: A block that makes the allowed call on the class.
  /// - Returns: The answer, to configure it.
  @discardableResult
  public static func allow<Result>(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ call: (Self.Type) throws -> Result
  ) -> Expectation<Result> {
    let location = SourceCodeLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    let (engine, recorded) = recordStaticCall(of: Self.self, in: "allow", at: location) {
      try call(Self.self)
    }
    guard let recorded else { return Expectation(detachedFrom: engine) }
    return Expectation(engine.addAnswer(recorded, at: location), of: engine)
  }

  /// Answers calls of an `async` static member, in the running test,
  /// without expecting them.
  ///
  /// ```swift
  /// await MockClock.allow { try await $0.load() }.returning(42)
  /// ```
  ///
  /// - Parameters:
  ///   - isolation: The caller's actor, which the block runs on.
  ///   - fileID: The file ID of the answer.
  ///   - filePath: The file path of the answer.
  ///   - line: The line of the answer.
  ///   - column: The column of the answer.
  ///   - call: A block that makes the allowed call on the class.
  /// - Returns: The answer, to configure it.
  @discardableResult
  public static func allow<Result>(
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ call: (Self.Type) async throws -> Result
  ) async -> Expectation<Result> {
    let location = SourceCodeLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    let (engine, recorded) = await recordStaticCall(
      of: Self.self, in: "allow", isolation: isolation, at: location
    ) { try await call(Self.self) }
    guard let recorded else { return Expectation(detachedFrom: engine) }
    return Expectation(engine.addAnswer(recorded, at: location), of: engine)
  }

  /// Adds one expected call of a static member with a typed `throws(Failure)`, whose
  /// `.throwing` then takes only a `Failure`.
  ///
  /// ```swift
  /// MockClock.expect(errorType: ClockError.self) { try $0.parse("noon") }.throwing(.unreadable)
  /// ```
  ///
  /// - Parameters:
  ///   - errorType: The type the member throws, as its `throws(…)` clause names it.
  ///   - fileID: The file ID of the line that sets it, where its failures are reported.
  ///   - filePath: The file path of that line.
  ///   - line: That line.
  ///   - column: Its column.
  ///   - call: A block that makes the call on the class.
  /// - Returns: The expectation, to configure with `.returning`, `.throwing` or `.doing`.
  @discardableResult
  public static func expect<Result, Failure: Error>(
    errorType: Failure.Type,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ call: (Self.Type) throws -> Result
  ) -> TypedThrowsExpectation<Result, Failure> {
    let location = SourceCodeLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    return recordStaticTyped("expect", Failure.self, at: location) {
      expect(fileID: fileID, filePath: filePath, line: line, column: column, call)
    }
  }

  /// Answers calls of a static member with a typed `throws(Failure)`, whose
  /// `.throwing` then takes only a `Failure`.
  ///
  /// ```swift
  /// MockClock.allow(errorType: ClockError.self) { try $0.parse("noon") }.throwing(.unreadable)
  /// ```
  ///
  /// - Parameters:
  ///   - errorType: The type the member throws, as its `throws(…)` clause names it.
  ///   - fileID: The file ID of the line that sets it, where its failures are reported.
  ///   - filePath: The file path of that line.
  ///   - line: That line.
  ///   - column: Its column.
  ///   - call: A block that makes the call on the class.
  /// - Returns: The expectation, to configure with `.returning`, `.throwing` or `.doing`.
  @discardableResult
  public static func allow<Result, Failure: Error>(
    errorType: Failure.Type,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ call: (Self.Type) throws -> Result
  ) -> TypedThrowsExpectation<Result, Failure> {
    let location = SourceCodeLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    return recordStaticTyped("allow", Failure.self, at: location) {
      allow(fileID: fileID, filePath: filePath, line: line, column: column, call)
    }
  }
}
