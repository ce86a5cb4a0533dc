/// The error type that a member with a typed `throws(…)` declares, noted as
/// a block such as `expect(errorType:)`'s records its call, so that the
/// entry point can check it against the type the test named.
///
/// Bound to the task running the block; a block nested in one of its
/// arguments notes nothing in it (see ``ExpectationRecording/isNested``).
/// `@unchecked Sendable` is safe here: its one stored value sits in a
/// `Locked`.
final class DeclaredErrorType: @unchecked Sendable {
  /// The note of the block running on this task, if any.
  @TaskLocal static var current: DeclaredErrorType?

  private let noted = Locked<(type: Any.Type, function: String, arguments: [Any?])?>(nil)

  /// Notes that the member `function`, called with `arguments`, throws only
  /// `type`. The call is described only if a report needs it, after the
  /// block: describing it runs the test's code, which the block must not
  /// record.
  func note(_ type: Any.Type, _ function: String, _ arguments: [Any?]) {
    noted.withLock { $0 = (type, function, arguments) }
  }

  /// Whether the member the block called throws a type other than
  /// `Failure`, after reporting it at `location`. A member with an untyped
  /// `throws` can throw any error, and notes nothing.
  func isMismatched<Failure: Error>(
    _ failure: Failure.Type, in block: StaticString, of mockName: String,
    at location: SourceCodeLocation,
    ownership: DoubleOwnership
  ) -> Bool {
    guard let noted = noted.withLock({ $0 }), noted.type != Failure.self else { return false }
    let call = ExpectationRecording.withoutRecording {
      describeCall(noted.function, arguments: noted.arguments)
    }
    reportFailure(
      """
      [\(mockName)] The \(block) block names \(Failure.self), but \(call) throws only \
      \(noted.type), so .throwing(…) would give it an error it cannot throw. Write \
      \(block)(errorType: \(noted.type).self) { … }.
      """,
      at: location, ownership: ownership)
    return true
  }
}

extension TestDouble {
  /// Runs `record`, the untyped entry point that records the block's call,
  /// and wraps its expectation in one whose `.throwing` takes only a
  /// `Failure`, after checking the member throws that type.
  func recordTyped<Result, Failure: Error>(
    _ block: StaticString, _ failure: Failure.Type, at location: SourceCodeLocation,
    _ record: () -> Expectation<Result>
  ) -> TypedThrowsExpectation<Result, Failure> {
    let declared = DeclaredErrorType()
    let expectation = DeclaredErrorType.$current.withValue(declared, operation: record)
    let isMismatched = declared.isMismatched(
      Failure.self, in: block, of: mockName, at: location, ownership: engine.ownership)
    return TypedThrowsExpectation(expectation, ignoresErrors: isMismatched)
  }

  /// The `async` form of ``recordTyped(_:_:at:_:)``.
  func recordTyped<Result, Failure: Error>(
    _ block: StaticString, _ failure: Failure.Type, at location: SourceCodeLocation,
    isolation: isolated (any Actor)?, _ record: () async -> Expectation<Result>
  ) async -> TypedThrowsExpectation<Result, Failure> {
    let declared = DeclaredErrorType()
    let expectation = await DeclaredErrorType.$current.withValue(
      declared, operation: record, isolation: isolation)
    let isMismatched = declared.isMismatched(
      Failure.self, in: block, of: mockName, at: location, ownership: engine.ownership)
    return TypedThrowsExpectation(expectation, ignoresErrors: isMismatched)
  }
}
