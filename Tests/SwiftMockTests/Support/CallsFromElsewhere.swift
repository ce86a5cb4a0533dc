import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

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

/// Makes `service` record `value` in a comparator that the C library's
/// `qsort`, built without frame pointers, calls on the caller's thread: in
/// its first call only, as the thread sanitizer's `qsort` calls it more.
func record(_ value: Int, sortingWith service: some SendableService) {
  nonisolated(unsafe) var context = (service: service as any SendableService, value: value)
  var numbers: [Int32] = [2, 1]
  withUnsafeMutablePointer(to: &context) { pointer in
    recordingComparatorContext = UnsafeMutableRawPointer(pointer)
    qsort(&numbers, numbers.count, MemoryLayout<Int32>.size) { first, second in
      if let context = recordingComparatorContext?.assumingMemoryBound(
        to: (service: any SendableService, value: Int).self)
      {
        recordingComparatorContext = nil
        context.pointee.service.record(context.pointee.value)
      }
      return first!.load(as: Int32.self) < second!.load(as: Int32.self) ? -1 : 1
    }
    recordingComparatorContext = nil
  }
}

/// What the comparator of ``record(_:sortingWith:)`` calls, as a C function
/// pointer captures nothing: one sort at a time, on the caller's thread.
nonisolated(unsafe) private var recordingComparatorContext: UnsafeMutableRawPointer?

/// Makes `service` record `value` in the delegate of an `XMLParser`, which
/// `libxml2`, built without frame pointers, calls on the caller's thread.
func record(_ value: Int, parsingWith service: some SendableService) {
  let parser = XMLParser(data: Data("<element/>".utf8))
  let delegate = RecordingParserDelegate(service: service, value: value)
  parser.delegate = delegate
  _ = parser.parse()
}

/// Records a value at the start of each element.
private final class RecordingParserDelegate: NSObject, XMLParserDelegate {
  let service: any SendableService
  let value: Int

  init(service: any SendableService, value: Int) {
    self.service = service
    self.value = value
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    service.record(value)
  }
}

/// Makes `service` record `value` in a block that `queue.sync` runs on the
/// caller's thread, through `libdispatch`.
func record(_ value: Int, syncOn queue: DispatchQueue, with service: some SendableService) {
  queue.sync { service.record(value) }
}

/// Makes `service` record `value` after a suspension: the call is made on
/// whichever thread resumes the task, and the test's frame is an `async`
/// caller of it, in the task's chain.
func record(_ value: Int, afterSuspendingWith service: some SendableService) async {
  await Task.yield()
  service.record(value)
}
