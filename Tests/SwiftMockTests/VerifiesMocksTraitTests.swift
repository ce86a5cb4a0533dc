import SwiftMock
import SwiftMockTestSupport
import Testing

/// Tests in a suite with the trait need no `verify()` when their mocks are
/// satisfied.
@Suite(.verifiesMocks)
struct VerifiesMocksSuiteTests {
  @Test func aSatisfiedMockNeedsNoVerify() {
    let mock = MockLogger()
    mock.expect { $0.log("x") }
    mock.log("x")
  }

  @Test func aMockTheTestVerifiedHasNothingLeftToReport() {
    let mock = MockLogger()
    mock.expect { $0.log("x") }
    #expect(captureFailures { mock.verify() }.count == 1)
  }
}

struct VerifiesMocksTraitTests {
  @Test(.verifiesMocks) func theTraitAppliesToOneTest() {
    let mock = MockLogger()
    mock.expect { $0.flush() }.returning(true)
    #expect(mock.flush())
  }

  @Test func aMissingCallIsReportedAtItsExpectLineWhenTheTestEnds() async throws {
    let expectation = LockedValue(0)
    let failures = try await captureFailures {
      try await (.verifiesMocks as VerifiesMocksTrait).provideScope(
        for: Test.current!, testCase: nil
      ) {
        let mock = MockLogger()
        let line = #line; mock.expect { $0.log("x") }
        expectation.withLock { $0 = line }
      }
    }
    let line = expectation.withLock { $0 }
    expectFailures(
      failures, [("[Logger] Missing call: log(\"x\") (expected at \(here(line)))", line)])
  }

  @Test func mocksCreatedByTasksTheTestStartsAreVerifiedToo() async throws {
    let expectation = LockedValue(0)
    let failures = try await captureFailures {
      try await (.verifiesMocks as VerifiesMocksTrait).provideScope(
        for: Test.current!, testCase: nil
      ) {
        await Task {
          let mock = MockLogger()
          let line = #line; mock.expect { $0.log("y") }
          expectation.withLock { $0 = line }
        }.value
      }
    }
    let line = expectation.withLock { $0 }
    expectFailures(
      failures, [("[Logger] Missing call: log(\"y\") (expected at \(here(line)))", line)])
  }

  @Test func aMockMadeOnADetachedTaskIsVerifiedOnceTheTestExpectsOnIt() async throws {
    let expectation = LockedValue(0)
    let failures = try await captureFailures {
      try await (.verifiesMocks as VerifiesMocksTrait).provideScope(
        for: Test.current!, testCase: nil
      ) {
        let mock = await Task.detached { MockSendableService() }.value
        let line = #line; mock.expect { $0.record(1) }
        expectation.withLock { $0 = line }
      }
    }
    let line = expectation.withLock { $0 }
    expectFailures(
      failures, [("[SendableService] Missing call: record(1) (expected at \(here(line)))", line)])
  }

  /// A call still held when the test ends, with no `verify()` written, is
  /// released by the test's automatic verification, which the message
  /// names, at the line that suspended it; a resumption after it says so.
  @Test func aCallLeftHeldIsReleasedByTheEndOfTheTest() async throws {
    let service = MockSendableService()
    let left = LockedValue<(line: Int, call: Task<Int, Never>?, held: SuspendedCall<Int>?)>(
      (0, nil, nil))
    let failures = try await captureFailures {
      try await (.verifiesMocks as VerifiesMocksTrait).provideScope(
        for: Test.current!, testCase: nil
      ) {
        let line = #line; let fetch = await service.expect { await $0.fetch() }.suspended()
        let call = Task { await service.fetch() }
        await fetch.waitUntilReached()
        left.withLock { $0 = (line, call, fetch) }
      }
    }
    let (suspendLine, call, held) = left.withLock { $0 }
    #expect(await call?.value == 0)
    expectFailures(
      failures,
      [
        (
          "[SendableService] fetch() was suspended and never resumed; the end of the test released it (suspended at \(here(suspendLine)))",
          suspendLine
        )
      ])
    let line = #line; let late = captureFailures { held?.resume(returning: 9) }
    expectFailures(
      late,
      [
        (
          "[SendableService] fetch() was released by the end of the test before this resume, and answered as if it had not been held.",
          line
        )
      ])
  }

  @Test func aCancelledTestIsNotVerified() async {
    let test = Test.current!
    let failures = await captureFailures {
      let run = Task {
        try await (.verifiesMocks as VerifiesMocksTrait).provideScope(for: test, testCase: nil) {
          let mock = MockLogger()
          mock.expect { $0.log("never made") }
          withUnsafeCurrentTask { $0?.cancel() }
          throw CancellationError()
        }
      }
      _ = await run.result
    }
    #expect(failures.isEmpty)
  }
}
