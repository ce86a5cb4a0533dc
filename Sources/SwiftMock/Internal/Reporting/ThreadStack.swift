#if (os(Linux) && canImport(Glibc) && canImport(Runtime)) || (os(macOS) && canImport(Runtime))
  #if canImport(Glibc)
    import Glibc
  #else
    import Darwin
  #endif

  /// Where a thread's stack lies: the lowest address it may grow down to,
  /// and the address past its outermost frame. Neither moves while the
  /// thread lives: a main thread's stack grows down within a limit set at
  /// its start, so what the search reads, from the caller's frame up to the
  /// end, is always mapped.
  ///
  /// ```swift
  /// let bounds = ThreadStack.cachedBoundsOfThisThread ?? ThreadStack.bounds(of: pthread_self())
  /// ```
  struct ThreadStack: Sendable, Equatable {
    /// The lowest address the stack may use.
    let lowest: UInt
    /// The address past the stack's outermost frame.
    let end: UInt

    /// Whether `address` is in the stack.
    func contains(_ address: UInt) -> Bool {
      lowest <= address && address < end
    }

    /// Whether the stack has ``TestLineSearch/minimumRoom`` left below
    /// `address`, one of its own.
    func hasRoom(below address: UInt, of room: UInt = TestLineSearch.minimumRoom) -> Bool {
      address - lowest >= room
    }

    /// The bounds of `thread`'s stack, which is alive; `nil` where the
    /// system does not say. It may run on another thread, while `thread`
    /// waits: on Linux, a main thread's bounds come from reading the
    /// process's mappings, which takes more stack than a small thread has.
    static func bounds(of thread: pthread_t) -> ThreadStack? {
      #if canImport(Glibc)
        guard let getAttributes = threadAttributesFunction else { return nil }
        var attributes = pthread_attr_t()
        guard getAttributes(thread, &attributes) == 0 else { return nil }
        defer { pthread_attr_destroy(&attributes) }
        var lowest: UnsafeMutableRawPointer?
        var size = 0
        guard pthread_attr_getstack(&attributes, &lowest, &size) == 0, let lowest else {
          return nil
        }
        let low = UInt(bitPattern: lowest)
        return ThreadStack(lowest: low, end: low + UInt(size))
      #else
        let end = UInt(bitPattern: pthread_get_stackaddr_np(thread))
        let size = UInt(pthread_get_stacksize_np(thread))
        guard end > size else { return nil }
        return ThreadStack(lowest: end - size, end: end)
      #endif
    }

    /// The bounds of the current thread's stack where finding them takes
    /// little stack: anywhere but on a Linux main thread, whose bounds come
    /// from reading the process's mappings.
    static func boundsFoundCheaply() -> ThreadStack? {
      #if canImport(Glibc)
        guard getpid() != currentThreadID() else { return nil }
      #endif
      return bounds(of: pthread_self())
    }

    /// The bounds of the current thread's stack, once a search has found
    /// them on it: kept in two slots of the thread's own, which a new
    /// thread starts without.
    static var cachedBoundsOfThisThread: ThreadStack? {
      get {
        guard let lowest = lowestSlot.value, let end = endSlot.value else { return nil }
        return ThreadStack(lowest: lowest, end: end)
      }
      set {
        lowestSlot.value = newValue?.lowest
        endSlot.value = newValue?.end
      }
    }

    private static let lowestSlot = ThreadWord()
    private static let endSlot = ThreadWord()
  }

  #if canImport(Glibc)
    /// The kernel's number for the current thread, which is the process's
    /// for its main thread: `gettid`, which the `Glibc` module leaves out,
    /// looked up by name once; 0 where it is missing (older C libraries).
    private func currentThreadID() -> pid_t {
      threadIDFunction?() ?? 0
    }

    private let threadIDFunction: (@convention(c) () -> pid_t)? = {
      guard let symbol = dlsym(nil, "gettid") else { return nil }
      return unsafeBitCast(symbol, to: (@convention(c) () -> pid_t).self)
    }()

    /// `pthread_getattr_np`, a GNU extension the `Glibc` module leaves out,
    /// looked up by name once.
    private let threadAttributesFunction: ThreadAttributesFunction? = {
      guard let symbol = dlsym(nil, "pthread_getattr_np") else { return nil }
      return unsafeBitCast(symbol, to: ThreadAttributesFunction.self)
    }()

    /// The type of `pthread_getattr_np`.
    private typealias ThreadAttributesFunction =
      @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32
  #endif

  /// A word of each thread's own, `nil` until set.
  ///
  /// `@unchecked Sendable` is safe here: the key never changes after `init`,
  /// and each thread reads and writes only its own slot.
  private final class ThreadWord: @unchecked Sendable {
    private let key: pthread_key_t

    init() {
      var key = pthread_key_t()
      pthread_key_create(&key, nil)
      self.key = key
    }

    var value: UInt? {
      get {
        let word = UInt(bitPattern: pthread_getspecific(key))
        return word == 0 ? nil : word
      }
      set {
        pthread_setspecific(key, UnsafeRawPointer(bitPattern: newValue ?? 0))
      }
    }
  }
#endif
