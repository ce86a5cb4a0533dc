#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Android)
  import Android
#endif

/// A reference bound to the current thread for the length of a block, such
/// as the thread that records a failure's issue.
///
/// A task-local value would do the same, at several times the cost, where
/// the code that reads it never leaves the thread. (A synchronous block
/// such as `expect`'s finds its recording through ``ThreadOwnedObject``,
/// which keeps one for each thread.)
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

/// An object of each thread's own, made the first time the thread asks for
/// it and released when the thread ends: state that only its thread
/// touches, kept from one use to the next.
///
/// `@unchecked Sendable` is safe here: the key never changes, and each
/// thread reaches only its own object.
final class ThreadOwnedObject<Object: AnyObject>: @unchecked Sendable {
  #if canImport(Glibc) || canImport(Musl) || canImport(Darwin) || canImport(Android)
    private let key: pthread_key_t
    private let make: @Sendable () -> Object

    init(make: @escaping @Sendable () -> Object) {
      self.make = make
      var key = pthread_key_t()
      // The thread's object is released as the thread ends.
      pthread_key_create(&key) { pointer in
        #if canImport(Darwin)
          Unmanaged<AnyObject>.fromOpaque(pointer).release()
        #else
          if let pointer { Unmanaged<AnyObject>.fromOpaque(pointer).release() }
        #endif
      }
      self.key = key
    }

    /// This thread's object, if it has made one.
    var existing: Object? {
      guard let pointer = pthread_getspecific(key) else { return nil }
      return Unmanaged<Object>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// This thread's object, made now if it has none.
    var value: Object {
      if let existing { return existing }
      let object = make()
      pthread_setspecific(key, Unmanaged.passRetained(object).toOpaque())
      return object
    }

    /// Runs `body` with this thread's object, made now if it has none, with
    /// no reference taken: the thread keeps it meanwhile.
    @inline(__always)
    func withValue<Result>(_ body: (Object) -> Result) -> Result {
      guard let pointer = pthread_getspecific(key) else { return body(value) }
      return Unmanaged<Object>.fromOpaque(pointer)._withUnsafeGuaranteedRef(body)
    }
  #else
    private let make: @Sendable () -> Object

    init(make: @escaping @Sendable () -> Object) {
      self.make = make
    }

    var existing: Object? { nil }

    /// A new object each time, where threads have no storage of their own.
    var value: Object { make() }

    /// Runs `body` with a new object, where threads have no storage of
    /// their own.
    func withValue<Result>(_ body: (Object) -> Result) -> Result {
      body(make())
    }
  #endif
}
