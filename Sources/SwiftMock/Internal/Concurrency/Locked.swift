/// A value that is only read or changed while a lock is held.
///
/// `@unchecked Sendable` is safe here: `value` is private and every access goes
/// through `withLock`, which holds `lock` for the whole access. For the same
/// reason no two accesses to `value` can overlap, so the runtime's
/// exclusivity check, which a mock would pay on every call, is left out.
final class Locked<Value>: @unchecked Sendable {
  private let lock = PlatformLock()
  @exclusivity(unchecked) private var value: Value

  init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` with exclusive access to the value.
  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
