#if (os(Linux) && canImport(Glibc) && canImport(Runtime)) || (os(macOS) && canImport(Runtime))
  import Foundation

  /// A thread with a large stack that does the search's heavy work while
  /// the thread that asked waits: symbolication, reading the process's
  /// mappings and the round trip of a backtrace through JSON take tens of
  /// kilobytes of stack, more than a small thread has left. The waiting
  /// thread's stack does not change meanwhile, so this thread can read it.
  ///
  /// ```swift
  /// SearchThread.current.run { result.outcome = search(…) }
  /// ```
  ///
  /// Jobs run one at a time, in the order they came. They run only the
  /// library's code, never the test's, and take no lock the caller may hold.
  ///
  /// `@unchecked Sendable` is safe here: `jobs` is only read and changed
  /// while `condition` is locked.
  final class SearchThread: @unchecked Sendable {
    /// The stack size of the thread: far more than symbolication needs.
    static let stackSize = 8 << 20

    private let condition = NSCondition()
    private var jobs: [Job] = []
    /// The process the thread was started in: a process forked from it has
    /// no such thread, and starts its own.
    private let processID = getpid()

    private init() {}

    /// The search thread of this process, started the first time.
    static var current: SearchThread {
      let processID = getpid()
      return started.thread(ofProcess: processID)
    }

    private static let started = StartedThread()

    /// The search thread started last, under a lock of its own: no generic
    /// type, whose first use sets up runtime type information at a cost in
    /// stack the caller may not have.
    ///
    /// `@unchecked Sendable` is safe here: `thread` is only read and changed
    /// while `lock` is held.
    private final class StartedThread: @unchecked Sendable {
      private let lock = NSLock()
      private var thread: SearchThread?

      func thread(ofProcess processID: pid_t) -> SearchThread {
        lock.lock()
        defer { lock.unlock() }
        if let thread, thread.processID == processID { return thread }
        let new = SearchThread()
        let worker = Thread { [new] in new.serve() }
        worker.name = "SwiftMock stack search"
        worker.stackSize = SearchThread.stackSize
        worker.start()
        thread = new
        return new
      }
    }

    /// Runs `work` on the search thread, and returns once it has ended.
    /// Not generic: the first use of a generic function's type information
    /// takes more stack than a small thread may have.
    func run(_ work: @escaping () -> Void) {
      let job = Job()
      job.work = work
      condition.lock()
      jobs.append(job)
      condition.broadcast()
      while !job.isDone {
        condition.wait()
      }
      condition.unlock()
    }

    /// Runs the jobs as they come, for ever.
    private func serve() {
      while true {
        condition.lock()
        while jobs.isEmpty {
          condition.wait()
        }
        let job = jobs.removeFirst()
        condition.unlock()
        job.work?()
        job.work = nil
        condition.lock()
        job.isDone = true
        condition.broadcast()
        condition.unlock()
      }
    }

    /// One piece of work, and whether it has ended.
    ///
    /// `@unchecked Sendable` is safe here: `work` is set before the job is
    /// queued and run once by the search thread, and `isDone` is only read
    /// and changed while the condition is locked.
    private final class Job: @unchecked Sendable {
      var work: (() -> Void)?
      var isDone = false
    }
  }
#endif
