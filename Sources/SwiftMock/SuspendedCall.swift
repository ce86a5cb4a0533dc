/// An expected call of an `async` member that the mock holds until the test
/// resumes it, returned by `.suspended()`.
///
/// Use it to observe the code under test while it waits for the call:
///
/// ```swift
/// let fetch = await api.expect { try await $0.fetchProfile() }.suspended()
/// let loading = Task { await screen.load() }
/// await fetch.waitUntilReached()
/// #expect(screen.isShowingSpinner)
/// fetch.resume(returning: profile)
/// await loading.value
/// ```
///
/// The expectation's `.doing` action runs when the call arrives. A call the
/// test never resumes does not hang the test: `verify()` releases it, with
/// the answer the expectation would have given, and reports it, and so do
/// the hold limit set with `.suspended(timeout:)` and, when no `verify()`
/// did, the end of an XCTest test or of a Swift Testing test with
/// `.verifiesMocks`, the mock going away, and, for a mock still there when
/// the process exits, its exit, which fails the run; `reset()` releases it
/// without reporting it.
///
/// Cancelling the task that made a held call releases that call at once,
/// with the answer the expectation gives, and reports nothing: the call
/// came, as expected. To test how the code under test handles a cancelled
/// call, let the expectation throw what a cancelled call throws:
///
/// ```swift
/// let fetch = await api.expect { try await $0.fetchProfile() }
///   .throwing(CancellationError())
///   .suspended()
/// let loading = Task { await screen.load() }
/// await fetch.waitUntilReached()
/// loading.cancel()  // fetchProfile() throws CancellationError now
/// await loading.value
/// #expect(!screen.isShowingSpinner)
/// ```
///
/// A call whose task is cancelled before it comes is not held: it takes a
/// resumption the test gave already, if any, or else answers at once.
///
/// An expectation of several calls (`.times(3).suspended()`) holds each, and
/// each `resume` lets the oldest held call go (or the next to come, if none
/// is held yet).
public final class SuspendedCall<Result>: Sendable {
  private let suspension: CallSuspension?
  private let mockName: String
  private let callDescription: String
  private let canThrow: Bool
  private let ownership: DoubleOwnership

  init(
    _ suspension: CallSuspension?, mockName: String, callDescription: String, canThrow: Bool,
    ownership: DoubleOwnership
  ) {
    self.suspension = suspension
    self.mockName = mockName
    self.callDescription = callDescription
    self.canThrow = canThrow
    self.ownership = ownership
  }

  /// Waits until the code under test makes the call, or `timeout` passes.
  ///
  /// ```swift
  /// await fetch.waitUntilReached(timeout: .seconds(2))
  /// ```
  ///
  /// For an expectation of several calls, each wait is for the next call:
  /// the second `waitUntilReached()` returns when the second call arrives.
  /// When the call does not come in time, it fails the test at this line:
  ///
  /// ```text
  /// [ProfileAPI] fetchProfile() was not reached within 2 seconds
  /// ```
  ///
  /// Cancelling the task that waits ends the wait at once; unless the call
  /// has come by then, it fails the test at this line all the same:
  ///
  /// ```text
  /// [ProfileAPI] fetchProfile() was not reached before the task waiting for it was cancelled
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
    let location = SourceCodeLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    guard let suspension else { return false }
    let timeout = checkedTimeout(
      timeout, of: "waitUntilReached(timeout:)", mockName: mockName, at: location,
      ownership: ownership)
    let ending: String
    switch await suspension.waitForArrival(timeout: timeout) {
    case .met: return true
    case .timedOut: ending = "within \(describe(timeout))"
    case .cancelled: ending = "before the task waiting for it was cancelled"
    }
    reportFailure(
      "[\(mockName)] \(callDescription) was not reached \(ending)",
      at: location, ownership: ownership)
    return false
  }

  /// Lets the call return `value`; a call that has not arrived yet returns it
  /// at once when it does.
  ///
  /// ```swift
  /// fetch.resume(returning: profile)
  /// ```
  ///
  /// A call resumes once. Resuming it again, or after `verify()`, `reset()`
  /// or the cancellation of its task released it, changes nothing and fails
  /// the test here, saying what became of the call:
  ///
  /// ```text
  /// [ProfileAPI] fetchProfile() was released by verify() at ProfileTests/ProfileTests.swift:31 before this resume, and answered as if it had not been held.
  /// ```
  ///
  /// - Parameters:
  ///   - value: What the call returns.
  ///   - fileID: The file ID a late resumption is reported at.
  ///   - filePath: The file path a late resumption is reported at.
  ///   - line: The line a late resumption is reported at.
  ///   - column: The column a late resumption is reported at.
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
        at: location, ownership: ownership)
      resume(.released, at: location)
      return
    }
    resume(.error(error), at: location)
  }

  private func resume(_ resumption: CallSuspension.Resumption, at location: SourceCodeLocation) {
    guard let suspension else { return }  // a misuse `.suspended()` already reported
    let problem: String
    switch suspension.resume(resumption) {
    case .taken:
      return
    case .alreadyResumed(let count):
      switch count {
      case 0: problem = "is expected never (.times(0)), so no call of it is held to resume."
      case 1: problem = "was already resumed; a suspended call resumes once."
      default:
        problem = "was already resumed \(count) times, once for each call its expectation takes."
      }
    case .released(let release):
      problem = """
        was released by \(release.description) before this resume, and answered as if it had \
        not been held.
        """
    }
    reportFailure("[\(mockName)] \(callDescription) \(problem)", at: location, ownership: ownership)
  }
}

extension Expectation {
  /// Makes the mock hold the expected call of an `async` member when it
  /// comes, until the test resumes it.
  ///
  /// ```swift
  /// let fetch = await api.expect { try await $0.fetchProfile() }.suspended()
  /// ```
  ///
  /// Only an `async` member can be held; for any other, this fails the test
  /// at this line and the call answers at once. A call is held for
  /// `timeout` at most: a test that waits for the code under test before
  /// resuming it is released then, and fails here. A call is held no longer
  /// than its task runs: cancelling the task releases the call at once, with
  /// the answer the expectation gives (`.throwing(CancellationError())`
  /// makes it throw as a cancelled call would), and fails nothing. Setting
  /// `.suspended()` twice gives two handles to the same held calls.
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
    let location = SourceCodeLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    let description = call?.pattern.callDescription ?? ""
    func handle(_ suspension: CallSuspension?) -> SuspendedCall<Result> {
      SuspendedCall(
        suspension, mockName: engine.mockName, callDescription: description,
        canThrow: call?.canThrow ?? false, ownership: engine.ownership)
    }
    guard let call else { return handle(nil) }
    guard call.isAsync, !call.isAnswer else {
      engine.report(
        """
        [\(engine.mockName)] \(description) cannot be suspended: \
        \(call.isAnswer ? "only an expected call can" : "it is not async").
        """,
        at: location)
      return handle(nil)
    }
    let holdLimit = checkedTimeout(
      timeout, of: "suspended(timeout:)", mockName: engine.mockName, at: location,
      ownership: engine.ownership)
    return handle(engine.suspend(call, holdLimit: holdLimit, at: location))
  }
}
