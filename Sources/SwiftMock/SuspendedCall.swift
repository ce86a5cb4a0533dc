/// An expected call of an `async` member that the mock holds until the test
/// resumes it, returned by `.suspended()`.
///
/// Use it to observe the code under test while it waits for the call:
///
/// ```swift
/// let fetch = await api.expect { await $0.fetchProfile() }.suspended()
/// let loading = Task { await screen.load() }
/// await fetch.waitUntilReached()
/// #expect(screen.isShowingSpinner)
/// fetch.resume(returning: profile)
/// await loading.value
/// ```
///
/// The expectation's `.doing` action runs when the call arrives. A call the
/// test never resumes does not hang the test: `verify()` releases it, with
/// the answer the expectation would have given, and reports it.
public final class SuspendedCall<Result>: Sendable {
  private let suspension: CallSuspension?
  private let mockName: String
  private let callDescription: String
  private let canThrow: Bool
  private let context: ReportingContext

  init(
    _ suspension: CallSuspension?, mockName: String, callDescription: String, canThrow: Bool,
    context: ReportingContext
  ) {
    self.suspension = suspension
    self.mockName = mockName
    self.callDescription = callDescription
    self.canThrow = canThrow
    self.context = context
  }

  /// Waits until the code under test makes the call, or `timeout` passes.
  ///
  /// ```swift
  /// await fetch.waitUntilReached(timeout: .seconds(2))
  /// ```
  ///
  /// When the call does not come in time, it fails the test at this line:
  ///
  /// ```text
  /// [ProfileAPI] fetchProfile() was not reached within 2.0 seconds
  /// ```
  ///
  /// - Parameters:
  ///   - timeout: How long to wait at most; one second by default.
  ///   - fileID: The file ID a timeout is reported at.
  ///   - filePath: The file path a timeout is reported at.
  ///   - line: The line a timeout is reported at.
  ///   - column: The column a timeout is reported at.
  /// - Returns: Whether the call was reached.
  @discardableResult
  public func waitUntilReached(
    timeout: Duration = .seconds(1),
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> Bool {
    guard let suspension else { return false }
    if await suspension.waitForArrival(timeout: timeout) { return true }
    reportFailure(
      "[\(mockName)] \(callDescription) was not reached within \(timeout)",
      at: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
      context: context)
    return false
  }

  /// Lets the call return `value`; a call that has not arrived yet returns it
  /// at once when it does.
  ///
  /// ```swift
  /// fetch.resume(returning: profile)
  /// ```
  ///
  /// - Parameters:
  ///   - value: What the call returns.
  ///   - fileID: The file ID a second resumption is reported at.
  ///   - filePath: The file path a second resumption is reported at.
  ///   - line: The line a second resumption is reported at.
  ///   - column: The column a second resumption is reported at.
  public func resume(
    returning value: sending Result,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    resume(
      .value(value),
      at: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Makes the call throw `error`; a call that has not arrived yet throws it
  /// at once when it does.
  ///
  /// ```swift
  /// fetch.resume(throwing: APIError.offline)
  /// ```
  ///
  /// Only a member that can throw can be resumed with an error; otherwise
  /// the call is released with its usual answer and the test fails here.
  ///
  /// - Parameters:
  ///   - error: What the call throws.
  ///   - fileID: The file ID a misuse is reported at.
  ///   - filePath: The file path a misuse is reported at.
  ///   - line: The line a misuse is reported at.
  ///   - column: The column a misuse is reported at.
  public func resume(
    throwing error: any Error,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let location = SourceCodeLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    guard canThrow else {
      reportFailure(
        "[\(mockName)] \(callDescription) cannot throw, so it cannot be resumed with \(error); it returns its usual answer.",
        at: location, context: context)
      resume(.abandoned, at: location)
      return
    }
    resume(.error(error), at: location)
  }

  private func resume(_ resumption: CallSuspension.Resumption, at location: SourceCodeLocation) {
    guard let suspension, !suspension.resume(resumption) else {
      return  // resumed now, or a misuse `.suspended()` already reported
    }
    reportFailure(
      "[\(mockName)] \(callDescription) was already resumed; a suspended call resumes once.",
      at: location, context: context)
  }
}

extension Expectation {
  /// Makes the mock hold the expected call of an `async` member when it
  /// comes, until the test resumes it.
  ///
  /// ```swift
  /// let fetch = await api.expect { await $0.fetchProfile() }.suspended()
  /// ```
  ///
  /// Only an `async` member can be held; for any other, this fails the test
  /// at this line and the call answers at once.
  ///
  /// - Parameters:
  ///   - fileID: The file ID a misuse is reported at.
  ///   - filePath: The file path a misuse is reported at.
  ///   - line: The line a misuse is reported at.
  ///   - column: The column a misuse is reported at.
  /// - Returns: The handle that waits for the call and resumes it.
  public func suspended(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> SuspendedCall<Result> {
    let description = call.map { call in engine.update(call) { $0.callDescription } } ?? ""
    func handle(_ suspension: CallSuspension?) -> SuspendedCall<Result> {
      SuspendedCall(
        suspension, mockName: engine.mockName, callDescription: description,
        canThrow: call?.canThrow ?? false, context: engine.context)
    }
    guard let call else { return handle(nil) }
    guard call.isAsync, !call.isAnswer else {
      reportFailure(
        """
        [\(engine.mockName)] \(description) cannot be suspended: \
        \(call.isAnswer ? "only an expected call can" : "it is not async").
        """,
        at: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column),
        context: engine.context)
      return handle(nil)
    }
    let suspension = CallSuspension()
    engine.suspend(call, with: suspension)
    return handle(suspension)
  }
}
