/// The static side of ``Stub`` and ``Spy``: the answers of a stub's static
/// members, set on the class.
///
/// ``Stub`` conforms to it; it is not for other types.
///
/// ```swift
/// StubClock.given { $0.now() }.returning(3)
/// ```
public protocol StubStatics: AnyObject {}

extension StubStatics {
  /// Gives the answer to calls of a static member, in the running test.
  ///
  /// `$0` is the stub's class; the block calls one of its static members:
  ///
  /// ```swift
  /// StubClock.given { $0.now() }.returning(3)
  /// ```
  ///
  /// - Parameters:
  ///   - fileID: The file ID of the answer.
  ///   - filePath: The file path of the answer.
  ///   - line: The line of the answer.
  ///   - column: The column of the answer.
  ///   - call: A block that makes the answered call on the class.
  /// - Returns: The answer, to configure it.
  @discardableResult
  public static func given<Result>(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ call: (Self.Type) throws -> Result
  ) -> Expectation<Result> {
    let location = SourceCodeLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    let (engine, recorded) = recordStaticCall(of: Self.self, in: "given", at: location) {
      try call(Self.self)
    }
    guard let recorded else { return Expectation(detachedFrom: engine) }
    return Expectation(engine.addAnswer(recorded, at: location), of: engine)
  }

  /// Gives the answer to calls of an `async` static member, in the running test.
  ///
  /// ```swift
  /// await StubClock.given { try await $0.load() }.returning(42)
  /// ```
  ///
  /// - Parameters:
  ///   - isolation: The caller's actor, which the block runs on.
  ///   - fileID: The file ID of the answer.
  ///   - filePath: The file path of the answer.
  ///   - line: The line of the answer.
  ///   - column: The column of the answer.
  ///   - call: A block that makes the answered call on the class.
  /// - Returns: The answer, to configure it.
  @discardableResult
  public static func given<Result>(
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
      of: Self.self, in: "given", isolation: isolation, at: location
    ) { try await call(Self.self) }
    guard let recorded else { return Expectation(detachedFrom: engine) }
    return Expectation(engine.addAnswer(recorded, at: location), of: engine)
  }

  /// Gives the answer to calls of a static member with a typed `throws(Failure)`, whose
  /// `.throwing` then takes only a `Failure`.
  ///
  /// ```swift
  /// StubClock.given(errorType: ClockError.self) { try $0.parse("noon") }.throwing(.unreadable)
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
  public static func given<Result, Failure: Error>(
    errorType: Failure.Type,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ call: (Self.Type) throws -> Result
  ) -> TypedThrowsExpectation<Result, Failure> {
    let location = SourceCodeLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    return recordStaticTyped("given", Failure.self, at: location) {
      given(fileID: fileID, filePath: filePath, line: line, column: column, call)
    }
  }
}
