#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Android)
  import Android
#endif

/// A reference bound to the current thread for the length of a block: what a
/// synchronous block such as `expect`'s uses to find its recording.
///
/// A task-local value would do the same, at several times the cost; and a
/// synchronous block never leaves its thread, while a task it starts runs
/// elsewhere and is rightly not part of it.
///
/// `@unchecked Sendable` is safe here: the key never changes after `init`,
/// and each thread reads and writes only its own slot.
final class ThreadLocalReference<Object: AnyObject>: @unchecked Sendable {
  #if canImport(Glibc) || canImport(Musl) || canImport(Darwin) || canImport(Android)
    private let key: pthread_key_t

    init() {
      var key = pthread_key_t()
      pthread_key_create(&key, nil)
      self.key = key
    }

    /// The object bound to this thread, if any.
    var value: Object? {
      guard let pointer = pthread_getspecific(key) else { return nil }
      return Unmanaged<Object>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// Runs `body` with `object` bound to this thread (or nothing, for
    /// `nil`), then restores what was bound before.
    func withValue<Result>(_ object: Object?, _ body: () throws -> Result) rethrows -> Result {
      let previous = pthread_getspecific(key)
      pthread_setspecific(key, object.map { Unmanaged.passUnretained($0).toOpaque() })
      defer { pthread_setspecific(key, previous) }
      return try withExtendedLifetime(object) { try body() }
    }
  #else
    init() {}

    /// Where threads have no slots of their own, nothing is ever bound.
    var value: Object? { nil }

    /// Runs `body`; where threads have no slots, `object` is not bound.
    func withValue<Result>(_ object: Object?, _ body: () throws -> Result) rethrows -> Result {
      try withExtendedLifetime(object) { try body() }
    }
  #endif
}
