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
    /// The test (and case) the issues are for.
    let key: TestKey
    /// The test's name, for messages that name it.
    let testName: String
    private let handOvers = Locked<[HandOver]>([])
    private let wakeUps: AsyncStream<Void>.Continuation
    /// Whether the reporter's task turned out to run inside a
    /// `withKnownIssue` block: then it records nothing more.
    private let isInsideAKnownIssueBlock = Locked(false)

    /// The reporter of `test`, whose key is `key`, which runs on this task:
    /// the one its other test doubles use, or a new one.
    static func of(_ test: Test, key: TestKey) -> SwiftTestingReporter {
      let existing = reporters.withLock { reporters in
        reporters[key]?.reporter
      }
      if let existing { return existing }
      let made = SwiftTestingReporter(test: test, key: key)
      let (kept, stale) = reporters.withLock { reporters in
        // Another test double of the test may have made one meanwhile.
        if let other = reporters[key]?.reporter { return (other, nil as [WeakReporter]?) }
        let stale = reporters.filter { $0.value.reporter == nil }
        for key in stale.keys { reporters[key] = nil }
        reporters[key] = WeakReporter(reporter: made)
        return (made, Array(stale.values))
      }
      withExtendedLifetime(stale) {}
      return kept
    }

    /// The reporter of the test (and case) `key`, if it has one now.
    static func existing(for key: TestKey) -> SwiftTestingReporter? {
      reporters.withLock { $0[key]?.reporter }
    }

    /// Call it on the test's task.
    private init(test: Test, key: TestKey) {
      self.key = key
      testName = test.name
      let (stream, wakeUps) = AsyncStream.makeStream(
        of: Void.self, bufferingPolicy: .bufferingNewest(1))
      self.wakeUps = wakeUps
      let handOvers = handOvers
      let isInsideAKnownIssueBlock = isInsideAKnownIssueBlock
      let testName = testName
      // Not inside a `captureFailures` block the test double happens to be
      // made in: the reporter outlives it.
      FailureCollector.$current.withValue(nil) {
        ReportingExecutor.startTask {
          for await _ in stream {
            Self.recordAll(
              handOvers, key: key, testName: testName, isTainted: isInsideAKnownIssueBlock)
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
      if isInsideAKnownIssueBlock.withLock({ $0 }) {
        recordForTheRun(Self.unclaimable(failure, testName: testName))
        return .forTheRun
      }
      let handOver = HandOver(failure: failure, ticket: FailuresInFlight.begin())
      handOvers.withLock { $0.append(handOver) }
      wakeUps.yield()
      // The reporter's own thread, recording an issue whose known-issue
      // matcher called a test double, cannot wait for itself.
      guard !ReportingExecutor.isCurrentThread,
        let delivery = handOver.waitUntilRecorded(within: handOverLimit)
      else {
        return .pending(test: key)
      }
      return delivery
    }

    /// Records every failure handed over, in order, on the reporter's task.
    ///
    /// A failure found off the test's task is never a known issue: Swift
    /// Testing gives other threads and detached tasks no `withKnownIssue`
    /// block. The reporter's task keeps the blocks around the place it
    /// started (the test's first use of a test double); when one claims an
    /// issue, the failure fails the run instead, in the test's name, and so
    /// does every later one of this reporter's.
    private static func recordAll(
      _ handOvers: Locked<[HandOver]>, key: TestKey, testName: String, isTainted: Locked<Bool>
    ) {
      while let next = handOvers.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) {
        let delivery: Delivery
        if !isTainted.withLock({ $0 }) && recordIssue(next.failure, offTheTestsTask: true) {
          delivery = .recorded(test: key, isFailure: true)
        } else {
          isTainted.withLock { $0 = true }
          recordForTheRun(unclaimable(next.failure, testName: testName))
          delivery = .forTheRun
        }
        FailuresInFlight.end(next.ticket)
        next.finish(delivery)
      }
    }

    /// `failure` as it fails the run when a `withKnownIssue` block would
    /// claim it.
    private static func unclaimable(_ failure: ReportedFailure, testName: String)
      -> ReportedFailure
    {
      failure.adding(
        "\n  reported for the run, as it was found off the test's task, where no "
          + "withKnownIssue block can claim it; the mock belongs to \(testName)")
    }

    /// The reporters by test, held weakly: the test doubles of a test keep
    /// theirs, and it ends, its task with it, once they have all gone.
    private static let reporters = Locked<[TestKey: WeakReporter]>([:])

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
    private let outcome = Locked<Delivery?>(nil)

    init(failure: ReportedFailure, ticket: Int) {
      self.failure = failure
      self.ticket = ticket
    }

    /// Notes what became of the failure.
    func finish(_ delivery: Delivery) {
      outcome.withLock { $0 = delivery }
      recorded.signal()
    }

    /// What became of the failure, once recorded within `limit`.
    func waitUntilRecorded(within limit: Duration) -> Delivery? {
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
    if offTheTestsTask {
      FailuresInFlight.recordedOffTheTestsTask.add(1)
    }
    let issue = IssueRecording.onThisThread.withValue(IssueRecording()) {
      Issue.record(
        Comment(rawValue: failure.message),
        sourceLocation: failure.mockFailure.swiftTestingLocation)
    }
    if offTheTestsTask && !issue.isFailure {
      FailuresInFlight.recordedOffTheTestsTask.add(-1)
    }
    return issue.isFailure
  }

  /// Records `failure` for the run as a whole, off any test's task: on a
  /// thread of its own when this one runs a test's task, waiting for it.
  ///
  /// - Parameter isRunKnown: Whether a Swift Testing run is known to be
  ///   under way, whose verdict the process's exit status then makes sure
  ///   of; otherwise, an issue no run takes is dropped, and the caller
  ///   writes the failure elsewhere.
  func recordForTheRun(_ failure: ReportedFailure, isRunKnown: Bool = true) {
    guard Test.current != nil else {
      _ = recordIssue(failure, offTheTestsTask: isRunKnown)
      return
    }
    let recorded = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      _ = recordIssue(failure, offTheTestsTask: isRunKnown)
      recorded.signal()
    }
    _ = recorded.wait(timeout: .now() + .seconds(5))
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
