import Foundation

// Calls made by code outside the test files that use them, for the tests of
// where an unexpected call is reported.

/// Makes `service` record `value` here, on the caller's thread: the call
/// reaches the mock through a frame of this file.
func record(_ value: Int, on service: some SendableService) {
  service.record(value)
}

/// Makes `service` record `value` on a thread started here, and waits for
/// the call: no frame of the caller's file is on the stack that makes it.
func record(_ value: Int, onAnotherThread service: some SendableService) async {
  await withCheckedContinuation { continuation in
    Thread.detachNewThread {
      service.record(value)
      continuation.resume()
    }
  }
}

/// Makes `service` record `value` from `depth` calls deep, here.
func record(_ value: Int, on service: some SendableService, depth: Int) {
  guard depth > 0 else {
    service.record(value)
    return
  }
  record(value, on: service, depth: depth - 1)
  keepFrame()
}

/// Called after the recursion, so that no call of it is a tail call that
/// leaves no frame.
@inline(never)
private func keepFrame() {}

/// A mock made here, in a file other than the test's, as a shared set-up
/// or factory makes it.
func makeMockElsewhere() -> MockSendableService {
  MockSendableService()
}

/// The line of this file that makes the mock of ``makeMockElsewhere()``.
let lineThatMakesTheMockElsewhere = #line - 4

/// A call made on a thread of its own a moment after it starts, as
/// background work makes it: late enough that a `verify(timeout:)` begun
/// at once is waiting for it.
final class LaterCall: Sendable {
  private let done = DispatchSemaphore(value: 0)

  fileprivate init(_ call: @escaping @Sendable () -> Void) {
    Thread.detachNewThread { [done] in
      Thread.sleep(forTimeInterval: 0.2)
      call()
      done.signal()
    }
  }

  /// Waits until the call has been made.
  func join() {
    done.wait()
  }
}

/// Makes `call` on a thread of its own a moment from now.
func callSoon(_ call: @escaping @Sendable () -> Void) -> LaterCall {
  LaterCall(call)
}
