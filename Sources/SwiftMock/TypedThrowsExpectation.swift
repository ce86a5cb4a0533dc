/// An expected call of a member with a typed `throws(Failure)`, returned by
/// `expect(errorType:)`, `allow(errorType:)` and `given(errorType:)`: an
/// ``Expectation`` whose `.throwing` takes only a `Failure`.
///
/// Name the member's error type where the test sets the call:
///
/// ```swift
/// mock.expect(errorType: StoreError.self) { try $0.load() }.throwing(.offline)
/// ```
///
/// `.throwing(…)` takes only a `StoreError`, so `.offline` needs no type. A
/// block whose member throws another type fails the test at the `expect`
/// line, and its `.throwing(…)` is ignored. Every other modifier works as
/// on ``Expectation``, and chains the same way.
///
/// The untyped form, `mock.expect { try $0.load() }.throwing(error)`, still
/// compiles for such a member, and takes any error; a call answered with an
/// error the member cannot throw fails the test, at the line that made the
/// mock, and returns the default value instead:
///
/// ```text
/// [Store] load() throws only StoreError, so it cannot throw timeout, which its expectation gives; the error is ignored. Give it with .throwing(…) after expect(errorType: StoreError.self), allow(errorType:) or given(errorType:), which take only a StoreError.
/// ```
public struct TypedThrowsExpectation<Result, Failure: Error> {
  /// The expectation this one configures.
  let expectation: Expectation<Result>
  /// Whether `.throwing` leaves the expectation as it is, because the member
  /// throws another type than `Failure`, which has been reported.
  let ignoresErrors: Bool

  init(_ expectation: Expectation<Result>, ignoresErrors: Bool) {
    self.expectation = expectation
    self.ignoresErrors = ignoresErrors
  }

  /// Makes the expected call return `value`.
  ///
  /// ```swift
  /// mock.expect(errorType: StoreError.self) { try $0.load() }.returning(data)
  /// ```
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
  ) -> Self {
    expectation.returning(value, fileID: fileID, filePath: filePath, line: line, column: column)
    return self
  }

  /// Makes the expected call throw `error`, of the member's error type.
  ///
  /// ```swift
  /// mock.expect(errorType: StoreError.self) { try $0.load() }.throwing(.offline)
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
    _ error: Failure,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Self {
    if !ignoresErrors {
      expectation.throwing(error, fileID: fileID, filePath: filePath, line: line, column: column)
    }
    return self
  }

  /// Runs `action` when the expected call happens, before it returns or
  /// throws.
  ///
  /// ```swift
  /// mock.expect(errorType: UploadError.self) { try $0.upload(data, progress: { _ in }) }
  ///   .doing { actionArgs in (actionArgs[0] as? (Double) -> Void)?(1) }
  /// ```
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
  ) -> Self {
    expectation.doing(fileID: fileID, filePath: filePath, line: line, column: column, action)
    return self
  }

  /// Makes any arguments match the expected call: only the member matters.
  ///
  /// ```swift
  /// mock.expect(errorType: StoreError.self) { try $0.save(Data()) }.ignoringArguments()
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
  ) -> Self {
    expectation.ignoringArguments(fileID: fileID, filePath: filePath, line: line, column: column)
    return self
  }

  /// Makes the mock hold the expected call of an `async` member when it
  /// comes, until the test resumes it.
  ///
  /// ```swift
  /// let fetch = await api.expect(errorType: FetchError.self) { try await $0.fetch() }.suspended()
  /// fetch.resume(throwing: FetchError.offline)
  /// ```
  ///
  /// Resume it with a `Failure` or a value: an error of another type is one
  /// the member cannot throw, and is reported when the call answers. A call
  /// whose task is cancelled is released at once, with the answer the
  /// expectation gives, and fails nothing.
  ///
  /// - Parameters:
  ///   - timeout: How long a call is held at most; ten seconds by default.
  ///   - fileID: The file ID a misuse is reported at.
  ///   - filePath: The file path a misuse is reported at.
  ///   - line: The line a misuse is reported at.
  ///   - column: The column a misuse is reported at.
  /// - Returns: The handle that waits for the call and resumes it.
  public func suspended(
    timeout: Duration = .seconds(10),
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> SuspendedCall<Result> {
    expectation.suspended(
      timeout: timeout, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
