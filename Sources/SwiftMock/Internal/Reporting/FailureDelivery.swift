import Foundation

#if canImport(Testing)
  import Testing
#endif

/// Reports a failure: the one place that decides where it goes, which it
/// decides once, asking each test framework at most once.
///
/// A failure goes, in order:
/// 1. to the task's open ``captureFailures(_:)`` block;
/// 2. to the Swift Testing test running on this task, unless it is what
///    another test left behind (`isForOwner`);
/// 3. to the `captureFailures` block the test double was made in, if open;
/// 4. to the Swift Testing test the test double belongs to, through that
///    test's reporter (see ``SwiftTestingReporter``), waiting within a bound
///    until it is recorded;
/// 5. to XCTest, while an XCTest run is under way (see
///    ``XCTestTracker/deliver(_:owner:)``): to the running test, held for its
///    end when it comes from another thread, or to the run, in the name of
///    the test the test double belongs to;
/// 6. otherwise, where no test can be charged, to the run as a whole, as a
///    Swift Testing issue of no test, with the name of the test the test
///    double belongs to; and, where no test framework runs at all, to
///    standard error.
///
/// - Parameters:
///   - failure: The failure.
///   - ownership: The test double's, or `nil` for a failure of no test
///     double (`reportFailure(_:)` from a hand-written double).
/// - Returns: What became of it.
@discardableResult
func deliver(_ failure: ReportedFailure, ownership: DoubleOwnership?) -> Delivery {
  if let collector = FailureCollector.current, collector.append(failure, of: ownership) {
    return .captured
  }
  if IssueRecording.isUnderWay {
    // Found while SwiftMock records an issue on this thread: recording
    // this one too could recurse without end.
    ExitCheck.failTheProcess(with: failure, "found while recording an issue")
    return .printed
  }
  if ExitCheck.takeIfExiting(failure) {
    return .printed
  }
  let owner = ownership?.owner
  #if canImport(Testing)
    if let test = Test.current {
      let key = TestKey(test)
      let isAnotherTestsLeftover = failure.isForOwner && owner != nil && owner?.key != key
      if !isAnotherTestsLeftover {
        let isFailure = recordIssue(failure, offTheTestsTask: false)
        return .recorded(test: key, isFailure: isFailure)
      }
    } else if let caller = SmallStackCaller.served, let test = caller.test {
      // Worked out on a worker for a test's task with little stack left:
      // the failure is that test's, recorded by its reporter.
      let key = TestKey(test, case: caller.testCase)
      let isAnotherTestsLeftover = failure.isForOwner && owner != nil && owner?.key != key
      if !isAnotherTestsLeftover {
        return deliverForTheTestOnAWaitingTask(failure, test: test, key: key)
      }
    }
  #endif
  // The block the test double was made in, while it still belongs to the
  // test that block runs in.
  if let collector = ownership?.collector, collector.test == nil || collector.test == owner?.key,
    collector.append(failure, of: ownership)
  {
    return .captured
  }
  #if canImport(Testing)
    if case .swiftTesting(let reporter)? = owner {
      return reporter.deliver(failure)
    }
  #endif
  #if canImport(XCTest)
    var xcTestOwner: XCTestTracker.TestRecord?
    if case .xcTest(let record)? = owner { xcTestOwner = record }
    if let delivery = XCTestTracker.shared.deliver(failure, owner: xcTestOwner) {
      return delivery
    }
  #endif
  let forTheRun = failure.outsideAnyTest(belongingTo: owner?.name)
  #if canImport(Testing)
    // Off any test's task, Swift Testing charges it to the run, if one is
    // under way in this process (an exit test's included).
    recordForTheRun(forTheRun, isRunKnown: hasSeenSwiftTesting)
    if hasSeenSwiftTesting {
      return .forTheRun
    }
  #endif
  if ExitCheck.testsRanHere {
    // A run of tests has ended, or is not one SwiftMock can reach.
    ExitCheck.failTheProcess(with: forTheRun, "reported after the tests that could take it")
  } else {
    writeToStandardError(forTheRun, "reported where no test framework can take it")
  }
  return .printed
}

/// Reports `message` at `location`, for a test double with `ownership`:
/// ``deliver(_:ownership:)`` for a failure with nothing more to it.
@discardableResult
func reportFailure(
  _ message: String, at location: SourceCodeLocation, ownership: DoubleOwnership?
) -> Delivery {
  deliver(ReportedFailure(message: message, location: location), ownership: ownership)
}

#if canImport(Testing)
  /// Delivers `failure` of the Swift Testing test `test`, whose task waits
  /// while a worker works out its failure (see ``SmallStackCaller``): through
  /// the test's reporter if it has one, or else to the run, naming the test,
  /// as only a task of the test can record an issue in its name.
  private func deliverForTheTestOnAWaitingTask(
    _ failure: ReportedFailure, test: Test, key: TestKey
  ) -> Delivery {
    if let reporter = SwiftTestingReporter.existing(for: key) {
      return reporter.deliver(failure)
    }
    recordForTheRun(
      failure.adding(
        "\n  reported for the run: the call was made in \(test.name), with too little "
          + "stack left to record it there"))
    return .forTheRun
  }
#endif
