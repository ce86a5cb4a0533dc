import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
#if canImport(Testing)
  import Testing
#endif

/// Works out a failing call's failure for a thread with little stack left,
/// on a thread of its own whose stack is large, while the calling thread
/// waits.
///
/// Working out a failure the first time at a place in the code sets up
/// the runtime type information of the generic types it uses there, and
/// demangling their names takes tens of kilobytes of stack: a thread made
/// with a small stack would overflow. The worker searches the waiting
/// thread's stack for the test's line as the search thread does for any
/// thread. Each failure gets a worker of its own, as its work runs the
/// test's code (the descriptions of arguments), which may wait for anything;
/// the search thread, which every failure's search needs, runs only the
/// library's. What needs the calling task's context is taken along: the
/// capture open there, and the Swift Testing test running there, whose
/// failure it stays.
///
/// ```swift
/// let delivery = SmallStackCaller.workOut { reportUnexpectedCall(…) }
/// ```
enum SmallStackCaller {
  /// Runs `work`, which reports a call's failure, here when the thread has
  /// room for it, or else on a worker thread, where the capture open here
  /// is open too.
  ///
  /// Not inlined: its frame, which holds `anchor`, is where a search of
  /// the waiting thread's stack starts.
  @inline(never)
  static func workOut(_ work: @escaping () -> Delivery) -> Delivery {
    #if (os(Linux) && canImport(Glibc) && canImport(Runtime)) || (os(macOS) && canImport(Runtime))
      if #available(macOS 26, *), !TestLineSearch.hasRoomForAFailure {
        var anchor: UInt = 0
        let start = withUnsafeMutablePointer(to: &anchor) { UInt(bitPattern: $0) }
        let collector = FailureCollector.current
        let caller = Caller(thread: pthread_self(), start: start)
        #if canImport(Testing)
          if mayFindASwiftTestingTest {
            caller.test = Test.current
            caller.testCase = Test.Case.current
          }
        #endif
        runOnAWorker {
          let previous = pthread_getspecific(servedKey)
          pthread_setspecific(servedKey, Unmanaged.passUnretained(caller).toOpaque())
          defer { pthread_setspecific(servedKey, previous) }
          FailureCollector.$current.withValue(collector) {
            caller.delivery = work()
          }
        }
        withExtendedLifetime(anchor) {}
        return caller.delivery
      }
    #endif
    return work()
  }

  /// Runs `work` on a new thread with a large stack, and returns once it
  /// has ended. Not generic, for the reason ``SearchThread/run(_:)`` gives.
  private static func runOnAWorker(_ work: @escaping () -> Void) {
    let job = WorkerJob(work)
    let worker = Thread { [job] in
      job.work()
      job.done.signal()
    }
    worker.name = "SwiftMock failure"
    worker.stackSize = SearchThread.stackSize
    worker.start()
    job.done.wait()
  }

  /// A worker's work, and the signal that it has ended.
  ///
  /// `@unchecked Sendable` is safe here: `work` never changes, and runs on
  /// the worker alone while the caller waits for `done`.
  private final class WorkerJob: @unchecked Sendable {
    let work: () -> Void
    let done = DispatchSemaphore(value: 0)

    init(_ work: @escaping () -> Void) {
      self.work = work
    }
  }

  /// Whether the current thread is a worker, working out a failure for a
  /// thread that waits. Read with nothing generic, as a thread with a small
  /// stack asks it too.
  static var isServing: Bool {
    pthread_getspecific(servedKey) != nil
  }

  /// The thread a worker works for, if ``isServing``: the thread, which
  /// waits, and where on its stack a search starts.
  static var served: Caller? {
    guard let pointer = pthread_getspecific(servedKey) else { return nil }
    return Unmanaged<Caller>.fromOpaque(pointer).takeUnretainedValue()
  }

  /// A waiting thread, and what its work came to.
  ///
  /// `@unchecked Sendable` is safe here: the caller sets `test` and
  /// `testCase` before the worker starts, the worker sets `delivery` before
  /// it signals its end, and the caller reads it after; the rest never
  /// changes.
  final class Caller: @unchecked Sendable {
    let thread: pthread_t
    let start: UInt
    var delivery = Delivery.printed
    #if canImport(Testing)
      /// The Swift Testing test running on the waiting thread's task, if
      /// any, and its case.
      var test: Test?
      var testCase: Test.Case?
    #endif

    init(thread: pthread_t, start: UInt) {
      self.thread = thread
      self.start = start
    }
  }
}

/// The slot of each thread that holds the ``SmallStackCaller/Caller`` a
/// worker works for.
private let servedKey: pthread_key_t = {
  var key = pthread_key_t()
  pthread_key_create(&key, nil)
  return key
}()
