import Foundation
import SwiftMock
import SwiftMockTestSupport
import Testing

struct ConcurrencyTests {
  @Test func identicalCallsFromManyThreadsSatisfyAsManyExpectations() {
    let mock = MockSendableService()
    let callsPerThread = 250
    let threads = 8
    for _ in 0..<(callsPerThread * threads) {
      mock.expect { $0.record(1) }
    }
    DispatchQueue.concurrentPerform(iterations: threads) { _ in
      for _ in 0..<callsPerThread { mock.record(1) }
    }
    #expect(captureFailures { mock.verify() }.isEmpty)
  }

  @Test func oneCallMoreThanExpectedIsReportedExactlyOnce() {
    var line = 0
    var expectLine = 0
    var callLine = 0
    let failures = captureFailures {
      line = #line; let mock = MockSendableService()
      for _ in 0..<1_000 {
        expectLine = #line; mock.expect { $0.record(1) }
      }
      // Whichever thread makes the extra call, it is made in this closure.
      callLine = #line; DispatchQueue.concurrentPerform(iterations: 1_001) { _ in mock.record(1) }
      mock.verify()
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [SendableService] Unexpected call: record(1)
            already received: record(1), 1 call (\(here(expectLine)))
            already received: record(1), 1 call (\(here(expectLine)))
            already received: record(1), 1 call (\(here(expectLine)))
            already received: record(1), 1 call (\(here(expectLine)))
            already received: record(1), 1 call (\(here(expectLine)))
            … and 995 more expectations of record(_:)
            received: record(1)
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line)
      ])
  }

  @Test func distinctCallsFromManyThreadsGetTheirOwnAnswers() {
    let mock = MockSendableService()
    for key in 0..<2_000 {
      mock.expect { $0.lookUp(key) }.returning(key * 10)
    }
    let answers = LockedValue(Array(repeating: -1, count: 2_000))
    DispatchQueue.concurrentPerform(iterations: 2_000) { key in
      let answer = mock.lookUp(key)
      answers.withLock { $0[key] = answer }
    }
    #expect(answers.withLock { $0 } == (0..<2_000).map { $0 * 10 })
    #expect(captureFailures { mock.verify() }.isEmpty)
  }

  @Test func callsFromManyTasksSatisfyTheirExpectations() async {
    let mock = MockSendableService()
    for key in 0..<500 {
      mock.expect { $0.lookUp(key) }.returning(key + 1)
    }
    let total = await withTaskGroup(of: Int.self) { group in
      for key in 0..<500 {
        group.addTask { mock.lookUp(key) }
      }
      return await group.reduce(0, +)
    }
    #expect(total == (1...500).reduce(0, +))
    #expect(captureFailures { mock.verify() }.isEmpty)
  }
}
