import SwiftMock
import SwiftMockTestSupport
import Testing

struct InOrderTests {
  @Test func callsInTheOrderSetPass() {
    let toggle = MockFeatureToggle()
    let renderer = MockViewRenderer()
    inOrder {
      toggle.expect { $0.isFeatureOneOn() }.returning(true)
      renderer.expect { $0.renderFeatureOne() }
      toggle.expect { $0.isFeatureTwoOn() }.returning(false)
    }
    let failures = captureFailures {
      MoreViewController(featureToggle: toggle, viewRenderer: renderer).loadFeatures()
      toggle.verify()
      renderer.verify()
    }
    #expect(failures.isEmpty)
  }

  @Test func aCallBeforeItsTurnIsReportedAtTheLineThatMadeTheCall() {
    let toggle = MockFeatureToggle()
    var line = 0
    var callLine = 0
    var firstLine = 0
    let failures = captureFailures {
      line = #line; let renderer = MockViewRenderer()
      inOrder {
        firstLine = #line; renderer.expect { $0.renderFeatureTwo() }
        renderer.expect { $0.renderFeatureOne() }
      }
      toggle.allow { $0.isFeatureOneOn() }.returning(true)
      toggle.allow { $0.isFeatureTwoOn() }.returning(true)
      let sut = MoreViewController(featureToggle: toggle, viewRenderer: renderer)
      callLine = #line; sut.loadFeatures()
      renderer.verify()
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [ViewRendererProtocol] Out-of-order call: renderFeatureOne()
            expected first: [ViewRendererProtocol] renderFeatureTwo() (\(here(firstLine)))
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line)
      ])
  }

  @Test func orderSpansSeveralMocks() {
    var line = 0
    var callLine = 0
    var firstLine = 0
    let failures = captureFailures {
      let logger = MockLogger()
      line = #line; let timeSource = MockTimeSource()
      inOrder {
        firstLine = #line; logger.expect { $0.log("start") }
        timeSource.expect { $0.now() }.returning(1)
      }
      callLine = #line; _ = timeSource.now()
      logger.log("start")
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [TimeSource] Out-of-order call: now()
            expected first: [Logger] log("start") (\(here(firstLine)))
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line)
      ])
  }

  @Test func expectationsOutsideTheBlockStayUnordered() {
    let logger = MockLogger()
    logger.expect { $0.log("any time") }
    inOrder {
      logger.expect { $0.log("first") }
      logger.expect { $0.log("second") }
    }
    let failures = captureFailures {
      logger.log("first")
      logger.log("any time")
      logger.log("second")
      logger.verify()
    }
    #expect(failures.isEmpty)
  }

  @Test func aCountedExpectationIsInOrderOnceItHasItsMinimum() {
    let logger = MockLogger()
    inOrder {
      logger.expect { $0.log("retry") }.times(atLeast: 2)
      logger.expect { $0.log("done") }
    }
    let failures = captureFailures {
      logger.log("retry")
      logger.log("retry")
      logger.log("done")
      logger.log("retry")
      logger.verify()
    }
    #expect(failures.isEmpty)
  }

  @Test func anExpectationWithNoMinimumDoesNotHoldTheOrderUp() {
    let logger = MockLogger()
    inOrder {
      logger.expect { $0.log("maybe") }.times(atMost: 1)
      logger.expect { $0.log("done") }
    }
    let failures = captureFailures {
      logger.log("done")
      logger.verify()
    }
    #expect(failures.isEmpty)
  }

  @Test func orderWorksForAsyncExpectations() async {
    var line = 0
    var callLine = 0
    var firstLine = 0
    let failures = await captureFailures {
      line = #line; let service = MockSendableService()
      await inOrder {
        firstLine = #line; await service.expect { await $0.fetch() }.returning(1)
        service.expect { $0.record(1) }
      }
      callLine = #line; service.record(1)
      _ = await service.fetch()
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [SendableService] Out-of-order call: record(1)
            expected first: [SendableService] fetch() (\(here(firstLine)))
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line)
      ])
  }
}
