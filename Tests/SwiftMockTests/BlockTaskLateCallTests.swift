import Foundation
import SwiftMock
import Testing

/// A value with no default of its own: a call that returns it, recorded in
/// a block, notes that its expectation needs an answer.
struct LateGadget {
  let id: Int
}

protocol Workshop {
  func make() -> LateGadget
  func load() async -> Int
}

/// The gates a member's own default waits on, so that a test decides when
/// a call made in a block's task goes on; one pair per process.
let gadgetDefaultEntered = DispatchSemaphore(value: 0)
let gadgetDefaultMayReturn = DispatchSemaphore(value: 0)

final class MockWorkshop: Mock<Workshop>, Workshop, @unchecked Sendable {
  func make() -> LateGadget { accept(default: Self.heldDefault()) }
  func load() async -> Int { await accept() }

  /// No default, once the test lets the call go on.
  private static func heldDefault() -> LateGadget? {
    gadgetDefaultEntered.signal()
    gadgetDefaultMayReturn.wait()
    return nil
  }
}

/// Runs the jobs of the tasks that prefer it on a thread of its own, which
/// a test may block without blocking any task of the test's.
final class DedicatedThreadExecutor: TaskExecutor, @unchecked Sendable {
  private let lock = NSLock()
  private var jobs: [UnownedJob] = []
  private let jobsWaiting = DispatchSemaphore(value: 0)

  init() {
    let thread = Thread { [self] in
      while true {
        jobsWaiting.wait()
        let job = lock.withLock { jobs.removeFirst() }
        job.runSynchronously(on: asUnownedTaskExecutor())
      }
    }
    thread.start()
  }

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    lock.withLock { jobs.append(job) }
    jobsWaiting.signal()
  }
}

/// A task that an `async` block starts shares the block's recording, and
/// may finish its call after the block has returned and its outcome was
/// taken: that call changes nothing and stops nothing. It runs in a process
/// of its own, as a regression stops the process.
struct BlockTaskLateCallTests {
  @Test func aCallOfABlocksTaskThatEndsAfterTheBlockIsHarmless() async {
    await #expect(processExitsWith: .success) {
      let workshop = MockWorkshop()
      let executor = DedicatedThreadExecutor()
      nonisolated(unsafe) var late: Task<Void, Never>?
      let failures = await captureFailures {
        await workshop.expect { mock in
          late = Task(executorPreference: executor) { _ = workshop.make() }
          // The task's call is recorded, and waits in its member's default.
          gadgetDefaultEntered.wait()
          return await mock.load()
        }
      }
      // The block made two calls, the task's and its own.
      precondition(failures.count == 1, "\(failures)")
      precondition(failures[0].message.contains("called 2 methods"), failures[0].message)
      // Now the task's call finishes, after the block's outcome was taken.
      gadgetDefaultMayReturn.signal()
      await late?.value
    }
  }
}
