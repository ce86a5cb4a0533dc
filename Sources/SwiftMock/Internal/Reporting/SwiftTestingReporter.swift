#if canImport(Testing)
  import Foundation
  import Testing

  /// Records issues for one Swift Testing test from any thread or task: a
  /// task started on the test's own task, so that it shares the test's
  /// context, to which failures found elsewhere are handed.
  ///
  /// Swift Testing charges an issue to the test whose task records it; one
  /// recorded off any test's task fails only the run. A test's test doubles
  /// share its reporter, so that what their calls from the code under
  /// test's queues and detached tasks get wrong fails that test.
  ///
  /// The hand-over waits, within a bound, until the issue is recorded: a
  /// call that has returned has had its failure recorded, so a test that
  /// awaited the call ends after it. The reporter's task runs on a thread of
  /// its own (see ``ReportingExecutor``), which the threads that wait for it
  /// can never starve.
  ///
  /// The reporter starts where the test first makes or uses a test double,
  /// or, under `.verifiesMocks`, before the test's body, and its task keeps
  /// what that place had: a `withKnownIssue` block around the test's first
  /// use of a test double also covers the failures found off its task.
  final class SwiftTestingReporter: Sendable {
    /// The test the issues are for.
    let testID: Test.ID
    /// The test's name, for messages that name it.
    let testName: String
    private let handOvers = Locked<[HandOver]>([])
    private let wakeUps: AsyncStream<Void>.Continuation

    /// The reporter of `test`, which runs on this task: the one its other
    /// test doubles use, or a new one.
    static func of(_ test: Test) -> SwiftTestingReporter {
      let existing = reporters.withLock { reporters in
        reporters[test.id]?.reporter
      }
      if let existing { return existing }
      let made = SwiftTestingReporter(test: test)
      let (kept, stale) = reporters.withLock { reporters in
        // Another test double of the test may have made one meanwhile.
        if let other = reporters[test.id]?.reporter { return (other, nil as [WeakReporter]?) }
        let stale = reporters.filter { $0.value.reporter == nil }
        for key in stale.keys { reporters[key] = nil }
        reporters[test.id] = WeakReporter(reporter: made)
        return (made, Array(stale.values))
      }
      withExtendedLifetime(stale) {}
      return kept
    }

    /// Call it on the test's task.
    private init(test: Test) {
      testID = test.id
      testName = test.name
      let (stream, wakeUps) = AsyncStream.makeStream(
        of: Void.self, bufferingPolicy: .bufferingNewest(1))
      self.wakeUps = wakeUps
      let handOvers = handOvers
      // Not inside a `captureFailures` block the test double happens to be
      // made in: the reporter outlives it.
      FailureCollector.$current.withValue(nil) {
        ReportingExecutor.startTask {
          for await _ in stream {
            Self.recordAll(handOvers)
          }
        }
      }
      noteSwiftTestingSeen()
    }

    deinit {
      wakeUps.finish()
    }

    /// Hands `failure` to the test's task, and waits until it is recorded,
    /// or ``handOverLimit`` passes; then the failure stays in flight, and
    /// is recorded when the reporter gets to it (see ``FailuresInFlight``).
    func deliver(_ failure: ReportedFailure) -> Delivery {
      let handOver = HandOver(failure: failure, ticket: FailuresInFlight.begin())
      handOvers.withLock { $0.append(handOver) }
      wakeUps.yield()
      // The reporter's own thread, recording an issue whose known-issue
      // matcher called a test double, cannot wait for itself.
      guard !ReportingExecutor.isCurrentThread,
        let isFailure = handOver.waitUntilRecorded(within: handOverLimit)
      else {
        return .pending(test: .swiftTesting(testID))
      }
      return .recorded(test: .swiftTesting(testID), isFailure: isFailure)
    }

    /// Records every failure handed over, in order, on the reporter's task.
    private static func recordAll(_ handOvers: Locked<[HandOver]>) {
      while let next = handOvers.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) {
        let isFailure = recordIssue(next.failure, offTheTestsTask: true)
        next.finish(isFailure: isFailure)
        FailuresInFlight.end(next.ticket)
      }
    }

    /// The reporters by test, held weakly: the test doubles of a test keep
    /// theirs, and it ends, its task with it, once they have all gone.
    private static let reporters = Locked<[Test.ID: WeakReporter]>([:])

    private struct WeakReporter {
      weak var reporter: SwiftTestingReporter?
    }
  }

  /// How long a thread that found a failure waits for the test's reporter
  /// to record it, before it goes on and leaves the failure in flight.
  private let handOverLimit: Duration = .seconds(5)

  /// One failure handed to a reporter, and the wait for it to be recorded.
  private final class HandOver: Sendable {
    let failure: ReportedFailure
    /// Its number among the failures in flight.
    let ticket: Int
    private let recorded = DispatchSemaphore(value: 0)
    private let outcome = Locked<Bool?>(nil)

    init(failure: ReportedFailure, ticket: Int) {
      self.failure = failure
      self.ticket = ticket
    }

    /// Notes that the failure was recorded, as a failure or as known.
    func finish(isFailure: Bool) {
      outcome.withLock { $0 = isFailure }
      recorded.signal()
    }

    /// Whether the recorded issue is a failure, once recorded within `limit`.
    func waitUntilRecorded(within limit: Duration) -> Bool? {
      let (seconds, attoseconds) = limit.components
      let nanoseconds = Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
      guard recorded.wait(timeout: .now() + .nanoseconds(nanoseconds)) == .success else {
        return nil
      }
      return outcome.withLock { $0 }
    }
  }

  /// Records `failure` as an issue of the Swift Testing test running on this
  /// task, or of the run where none does, and says whether it is a failure
  /// (`false` when a `withKnownIssue` block claimed it).
  ///
  /// - Parameter offTheTestsTask: Whether the test's own task did not find
  ///   it: Swift Testing may then count it after the run's verdict, so the
  ///   process's exit status makes sure of it (see ``FailuresInFlight``).
  func recordIssue(_ failure: ReportedFailure, offTheTestsTask: Bool) -> Bool {
    let issue = Issue.record(
      Comment(rawValue: failure.message), sourceLocation: failure.mockFailure.swiftTestingLocation)
    if offTheTestsTask && issue.isFailure {
      FailuresInFlight.recordedOffTheTestsTask.add(1)
    }
    return issue.isFailure
  }

  extension MockFailure {
    /// The location in the form Swift Testing requires: a `fileID` with a
    /// module, and a line and column of at least 1.
    var swiftTestingLocation: SourceLocation {
      SourceLocation(
        fileID: fileID.contains("/") ? fileID : "Unknown/\(fileID)",
        filePath: filePath,
        line: max(1, line),
        column: max(1, column)
      )
    }
  }
#endif
