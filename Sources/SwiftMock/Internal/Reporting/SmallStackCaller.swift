#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Works out a failing call's failure for a thread with little stack left,
/// on the search thread, whose stack is large, while the calling thread
/// waits.
///
/// Working out a failure the first time at a place in the code sets up
/// the runtime type information of the generic types it uses there, and
/// demangling their names takes tens of kilobytes of stack: a thread made
/// with a small stack would overflow. The search thread searches the
/// waiting thread's stack for the test's line as it does for any thread.
/// What needs the calling task's context (which capture is open) is taken
/// along; a thread with a small stack runs no test's task, and its failure
/// goes to the test its test double belongs to.
///
/// ```swift
/// let delivery = SmallStackCaller.workOut { reportUnexpectedCall(…) }
/// ```
enum SmallStackCaller {
  /// Runs `work`, which reports a call's failure, here when the thread has
  /// room for it, or else on the search thread, where the capture open here
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
        SearchThread.current.run {
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

  /// Whether the current thread is the search thread, working out a
  /// failure for a thread that waits. Read with nothing generic, as a
  /// thread with a small stack asks it too.
  static var isServing: Bool {
    pthread_getspecific(servedKey) != nil
  }

  /// The thread the search thread works for now, if ``isServing``: the
  /// thread, which waits, and where on its stack a search starts.
  static var served: Caller? {
    guard let pointer = pthread_getspecific(servedKey) else { return nil }
    return Unmanaged<Caller>.fromOpaque(pointer).takeUnretainedValue()
  }

  /// A waiting thread, and what its work came to.
  ///
  /// `@unchecked Sendable` is safe here: the search thread sets `delivery`
  /// before the job ends, and the caller reads it after, which the search
  /// thread's lock orders; the rest never changes.
  final class Caller: @unchecked Sendable {
    let thread: pthread_t
    let start: UInt
    var delivery = Delivery.printed

    init(thread: pthread_t, start: UInt) {
      self.thread = thread
      self.start = start
    }
  }
}

/// The slot of each thread that holds the ``SmallStackCaller/Caller`` the
/// search thread works for.
private let servedKey: pthread_key_t = {
  var key = pthread_key_t()
  pthread_key_create(&key, nil)
  return key
}()
