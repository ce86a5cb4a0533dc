import Foundation

/// The thread that Swift Testing reporters' tasks run on.
///
/// A thread that found a failure off its test's task waits for the test's
/// reporter to record it. Were the reporter's task to run on the shared
/// pool of threads, the waiting threads, pool threads among them, could
/// keep it from running; on a thread of its own it always runs. Where task
/// executors are not available (Apple systems before macOS 15 and iOS 18),
/// the task runs on the shared pool, and a wait that runs out leaves the
/// failure in flight instead.
enum ReportingExecutor {
  /// Starts `operation` as a task that inherits this task's context (the
  /// test's, for a reporter) and runs on the reporting thread.
  static func startTask(_ operation: @escaping @Sendable () async -> Void) {
    if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
      Task(executorPreference: ReportingThread.shared, operation: operation)
    } else {
      Task(operation: operation)
    }
  }

  /// Whether the current thread is the reporting thread.
  static var isCurrentThread: Bool {
    if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
      return ReportingThread.isCurrent
    }
    return false
  }
}

/// A task executor that runs every job on one thread of its own, in order.
///
/// `@unchecked Sendable` is safe here: its only state is `jobs`, whose every
/// access holds `condition`'s lock.
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
private final class ReportingThread: TaskExecutor, @unchecked Sendable {
  static let shared: ReportingThread = {
    let executor = ReportingThread()
    let thread = Thread { executor.run() }
    thread.name = "SwiftMock reporting"
    thread.stackSize = 1 << 20
    thread.start()
    return executor
  }()

  /// Marks the reporting thread, which alone has it set.
  private static let marker = ThreadLocalReference<ReportingThread>()

  static var isCurrent: Bool {
    marker.value != nil
  }

  private let condition = NSCondition()
  private var jobs: [UnownedJob] = []

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    condition.lock()
    jobs.append(job)
    condition.signal()
    condition.unlock()
  }

  /// Runs jobs as they come, for the life of the process.
  private func run() {
    Self.marker.withValue(self) {
      while true {
        condition.lock()
        while jobs.isEmpty { condition.wait() }
        let batch = jobs
        jobs = []
        condition.unlock()
        for job in batch {
          job.runSynchronously(on: asUnownedTaskExecutor())
        }
      }
    }
  }
}
