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

  @Test func aMissingCallIsReportedAtTheMocksCreationLineWhenTheTestEnds() async throws {
    let lines = LockedValue((creation: 0, expectation: 0))
    let failures = try await captureFailures {
      try await (.verifiesMocks as VerifiesMocksTrait).provideScope(
        for: Test.current!, testCase: nil
      ) {
        let creation = #line; let mock = MockLogger()
        let expectation = #line; mock.expect { $0.log("x") }
        lines.withLock { $0 = (creation, expectation) }
      }
    }
    let (creation, expectation) = lines.withLock { $0 }
    expectFailures(
      failures,
      [("[Logger] Missing call: log(\"x\") (expected at \(here(expectation)))", creation)])
  }

  @Test func mocksCreatedByTasksTheTestStartsAreVerifiedToo() async throws {
    let lines = LockedValue((creation: 0, expectation: 0))
    let failures = try await captureFailures {
      try await (.verifiesMocks as VerifiesMocksTrait).provideScope(
        for: Test.current!, testCase: nil
      ) {
        await Task {
          let creation = #line; let mock = MockLogger()
          let expectation = #line; mock.expect { $0.log("y") }
          lines.withLock { $0 = (creation, expectation) }
        }.value
      }
    }
    let (creation, expectation) = lines.withLock { $0 }
    expectFailures(
      failures,
      [("[Logger] Missing call: log(\"y\") (expected at \(here(expectation)))", creation)])
  }
}
