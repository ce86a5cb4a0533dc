import Foundation
import SwiftMock
import SwiftMockTestSupport
import Testing

/// Many threads and tasks on one mock and one spy at once: no call lost, none
/// counted twice, and exactly the failures the calls deserve.
struct StressTests {
  static let workers = 16
  static let callsPerWorker = 10_000

  /// Each worker makes its calls: six in ten satisfy its expectation, three
  /// are allowed queries, one is unexpected (made on a second mock, as a
  /// failing call ends the wait of the first one's `verify(timeout:)`).
  /// Returns the wrong answers it got, and the line of its unexpected calls.
  static func work(
    _ worker: Int, on mock: MockSendableService, _ intruded: MockSendableService,
    spy: SpySendableService
  ) -> (wrongAnswers: Int, intrusionLine: Int) {
    var wrongAnswers = 0
    var intrusionLine = 0
    for index in 0..<callsPerWorker {
      switch index % 10 {
      case 0..<6: mock.record(worker)
      case 6..<9: if mock.lookUp(worker) != worker * 10 { wrongAnswers += 1 }
      default: intrusionLine = #line; intruded.record(-1 - worker)
      }
      spy.record(worker)
    }
    return (wrongAnswers, intrusionLine)
  }

  @Test func eightThreadsAndEightTasksLoseNoCallAndCountNoneTwice() async {
    var line = 0
    var taskLine = 0
    let wrongAnswers = LockedValue(0)
    let intrusionLines = LockedValue(Set<Int>())
    let spy = SpySendableService()
    let failures = await captureFailures {
      let mock = MockSendableService()
      line = #line; let intruded = MockSendableService()
      for worker in 0..<Self.workers {
        mock.expect { $0.record(worker) }.times(Self.callsPerWorker * 6 / 10)
        mock.allow { $0.lookUp(worker) }.returning(worker * 10)
      }
      async let verified: Void = mock.verify(timeout: .seconds(120))
      let threads = DispatchGroup()
      for worker in 0..<Self.workers / 2 {
        threads.enter()
        Thread.detachNewThread {
          let (wrong, intrusionLine) = Self.work(worker, on: mock, intruded, spy: spy)
          wrongAnswers.withLock { $0 += wrong }
          intrusionLines.withLock { _ = $0.insert(intrusionLine) }
          threads.leave()
        }
      }
      await withTaskGroup(of: (wrongAnswers: Int, intrusionLine: Int).self) { tasks in
        for worker in Self.workers / 2..<Self.workers {
          taskLine = #line; tasks.addTask { Self.work(worker, on: mock, intruded, spy: spy) }
        }
        for await (wrong, intrusionLine) in tasks {
          wrongAnswers.withLock { $0 += wrong }
          intrusionLines.withLock { _ = $0.insert(intrusionLine) }
        }
      }
      await withCheckedContinuation { continuation in
        threads.notify(queue: .global()) { continuation.resume() }
      }
      await verified
      mock.verify()
    }
    #expect(wrongAnswers.withLock { $0 } == 0)
    #expect(spy.calls.count == Self.workers * Self.callsPerWorker)
    // Each unexpected call is reported once: made on a thread, at the line
    // of `work` that made it; made in a child task of the test, at the test's
    // line that started the task, by way of that line of `work`.
    let foundLines = intrusionLines.withLock { $0 }
    #expect(foundLines.count == 1)
    let intrusionLine = foundLines.first ?? 0
    #expect(failures.count == Self.workers * Self.callsPerWorker / 10)
    var expected: [String: Int] = [:]
    for worker in 0..<Self.workers {
      let isTask = worker >= Self.workers / 2
      let unexpected = expectedCallFailure(
        """
        [SendableService] Unexpected call: record(\(-1 - worker))\
        \(isTask ? "\n  via \(here(intrusionLine))" : "")
          the mock was made at \(here(line))
        """, calledAt: isTask ? taskLine : intrusionLine, madeAt: line)
      expected[unexpected.message] = unexpected.line
    }
    for failure in failures where expected[failure.message] != failure.line {
      Issue.record("unexpected failure at line \(failure.line): \(failure.message)")
      break
    }
    let messages = failures.map(\.message)
    for message in expected.keys {
      #expect(messages.filter { $0 == message }.count == Self.callsPerWorker / 10)
    }
  }
}

final class SpySendableService: Spy<SendableService>, SendableService, @unchecked Sendable {
  func record(_ value: Int) { accept(value) }
  func lookUp(_ key: Int) -> Int { accept(key) }
  func fetch() async -> Int { await accept() }
  func fetchThrowing() async throws -> Int { try await throwingAccept() }
}
