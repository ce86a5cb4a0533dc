import SwiftMock
import SwiftMockTestSupport
import Testing

struct MockAllowTests {
  @Test func anAllowedCallAnswersAnyNumberOfTimesAndIsNeverReported() {
    let mock = MockLogger()
    mock.allow { $0.flush() }.returning(true)
    let failures = captureFailures {
      #expect(mock.flush())
      #expect(mock.flush())
      mock.verify()
    }
    #expect(failures.isEmpty)
  }

  @Test func anAllowedCallThatNeverComesIsNotMissing() {
    let mock = MockLogger()
    mock.allow { $0.flush() }
    #expect(captureFailures { mock.verify() }.isEmpty)
  }

  @Test func anExpectationTakesPrecedenceOverAnAllowance() {
    let mock = MockLogger()
    mock.allow { $0.flush() }.returning(false)
    mock.expect { $0.flush() }.returning(true)
    #expect(mock.flush())
    #expect(!mock.flush())
    #expect(captureFailures { mock.verify() }.isEmpty)
  }

  @Test func theNewestMatchingAllowanceWins() {
    let mock = MockLogger()
    mock.allow { $0.flush() }.returning(false)
    mock.allow { $0.flush() }.returning(true)
    #expect(mock.flush())
  }

  @Test func onlyAllowedArgumentsAreAllowed() {
    var line = 0
    var callLine = 0
    let failures = captureFailures {
      line = #line; let mock = MockLogger()
      mock.allow { $0.log("debug") }
      mock.log("debug")
      callLine = #line; mock.log("error")
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [Logger] Unexpected call: log("error")
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line)
      ])
  }

  @Test func allowKeepsAStrictMockFromBreakingOnANewQuery() {
    let toggle = MockFeatureToggle()
    let renderer = MockViewRenderer()
    let sut = MoreViewController(featureToggle: toggle, viewRenderer: renderer)
    toggle.allow { $0.isFeatureOneOn() }.returning(true)
    toggle.allow { $0.isFeatureTwoOn() }
    renderer.expect { $0.renderFeatureOne() }
    let failures = captureFailures {
      sut.loadFeatures()
      toggle.verify()
      renderer.verify()
    }
    #expect(failures.isEmpty)
  }

  @Test func allowWorksForAsyncMembers() async {
    let mock = MockTestProtocol()
    await mock.allow { await $0.fetch() }.returning(5)
    #expect(await mock.fetch() == 5)
    #expect(await mock.fetch() == 5)
  }
}
