import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs `work` on this thread and returns the processor time the thread
/// spent on it, which other work on the machine does not lengthen: a
/// bound on it catches a walk that does far more work than it should,
/// however loaded the machine is.
func threadCPUTime(_ work: () -> Void) -> Duration {
  let start = threadCPUTimeNow()
  work()
  return threadCPUTimeNow() - start
}

/// The processor time this thread has spent so far.
private func threadCPUTimeNow() -> Duration {
  var time = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
  return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
}
