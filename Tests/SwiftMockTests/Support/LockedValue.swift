import Foundation

/// A value that tests share between threads, read and written under a lock.
///
/// `@unchecked Sendable` is safe here: `value` is only touched under `lock`.
final class LockedValue<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) {
    self.value = value
  }

  func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return body(&value)
  }
}
