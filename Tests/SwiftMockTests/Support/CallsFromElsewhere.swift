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
