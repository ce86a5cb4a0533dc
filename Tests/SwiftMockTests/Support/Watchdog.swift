import Foundation
import SwiftMock

/// A value handed to another thread by a test that waits for it: the test
/// reads it only after the thread has signalled that it is done.
final class Handoff<Value>: @unchecked Sendable {
  var value: Value?
}

/// Runs `body` on a thread of its own and returns the failures it reported,
/// or `nil` if it did not end within `seconds`: a deadlock then fails one
/// test, and leaves one stuck thread, instead of hanging the run.
func failuresWithinDeadline(
  seconds: Double = 10, _ body: @escaping () -> Void
) -> [MockFailure]? {
  let done = DispatchSemaphore(value: 0)
  let result = Handoff<[MockFailure]>()
  nonisolated(unsafe) let body = body
  Thread.detachNewThread {
    result.value = captureFailures { body() }
    done.signal()
  }
  guard done.wait(timeout: .now() + seconds) == .success else { return nil }
  return result.value
}
