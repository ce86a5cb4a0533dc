#if canImport(Testing)
  import Testing

  /// Records issues for one Swift Testing test from anywhere: a task made on
  /// the test's own task, so that it shares the test's context, to which
  /// failures from other threads and tasks are handed.
  ///
  /// Swift Testing charges an issue to the test whose task records it; one
  /// recorded off any test's task fails only the run. A test double made in
  /// a test keeps one of these, so that what its calls from the code under
  /// test's queues and detached tasks get wrong fails that test, even after
  /// it has returned.
  final class SwiftTestingReporter: Sendable {
    /// The test the issues are for.
    let test: Test
    private let failures: AsyncStream<MockFailure>.Continuation

    /// Call it on the test's task.
    init(test: Test) {
      self.test = test
      let (stream, failures) = AsyncStream.makeStream(of: MockFailure.self)
      self.failures = failures
      Task {
        for await failure in stream {
          Issue.record(
            Comment(rawValue: failure.message), sourceLocation: failure.swiftTestingLocation)
        }
      }
      noteSwiftTestingSeen()
    }

    deinit {
      failures.finish()
    }

    /// The test's name, for messages that name it.
    var testName: String {
      test.name
    }

    /// Records `failure` as an issue of the test, from the test's own task.
    func record(_ failure: MockFailure) {
      failures.yield(failure)
    }
  }
#else
  /// Where Swift Testing is not available, there is no test to record for.
  final class SwiftTestingReporter: Sendable {
    var testName: String { "" }
    func record(_ failure: MockFailure) {}
  }
#endif
