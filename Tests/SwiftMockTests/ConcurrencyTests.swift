import Foundation
import SwiftMock
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
    let failures = captureFailures {
      line = #line; let mock = MockSendableService()
      for _ in 0..<1_000 {
        mock.expect { $0.record(1) }
      }
      DispatchQueue.concurrentPerform(iterations: 1_001) { _ in mock.record(1) }
      mock.verify()
    }
    expectFailures(failures, [("[SendableService] Unexpected call: record(1)", line)])
  }

  @Test func distinctCallsFromManyThreadsGetTheirOwnAnswers() {
    let mock = MockSendableService()
    for key in 0..<2_000 {
      mock.expect { $0.lookUp(key) }.returning(key * 10)
    }
    let answers = AnswerTable(count: 2_000)
    DispatchQueue.concurrentPerform(iterations: 2_000) { key in
      answers.set(mock.lookUp(key), at: key)
    }
    #expect(answers.values == (0..<2_000).map { $0 * 10 })
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

/// Answers written by many threads, one slot each.
///
/// `@unchecked Sendable` is safe here: `storage` is only touched under `lock`.
private final class AnswerTable: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: [Int]

  init(count: Int) {
    storage = Array(repeating: -1, count: count)
  }

  func set(_ value: Int, at index: Int) {
    lock.withLock { storage[index] = value }
  }

  var values: [Int] {
    lock.withLock { storage }
  }
}
