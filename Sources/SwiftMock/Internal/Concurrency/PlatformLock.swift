#if canImport(os)
  import os
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Bionic)
  import Bionic
#else
  import Foundation
#endif

/// A mutual-exclusion lock, the platform's own: `os_unfair_lock` on Apple
/// platforms, a `pthread_mutex_t` on Linux and Android, `NSLock` elsewhere.
/// Every call of a test double takes one, so it skips Foundation's
/// class-based locks where it can.
///
/// Like any of these, it must be unlocked on the thread that locked it, and
/// is not recursive.
///
/// `@unchecked Sendable` is safe here: it is a lock, and the memory it
/// points to is only touched through the platform's locking functions.
final class PlatformLock: @unchecked Sendable {
  #if canImport(os)
    private let primitive: os_unfair_lock_t
  #elseif canImport(Glibc) || canImport(Musl) || canImport(Bionic)
    private let primitive: UnsafeMutablePointer<pthread_mutex_t>
  #else
    private let primitive = NSLock()
  #endif

  init() {
    #if canImport(os)
      primitive = .allocate(capacity: 1)
      primitive.initialize(to: os_unfair_lock())
    #elseif canImport(Glibc) || canImport(Musl) || canImport(Bionic)
      primitive = .allocate(capacity: 1)
      primitive.initialize(to: pthread_mutex_t())
      pthread_mutex_init(primitive, nil)
    #endif
  }

  deinit {
    #if canImport(os)
      primitive.deinitialize(count: 1)
      primitive.deallocate()
    #elseif canImport(Glibc) || canImport(Musl) || canImport(Bionic)
      pthread_mutex_destroy(primitive)
      primitive.deinitialize(count: 1)
      primitive.deallocate()
    #endif
  }

  /// Waits for the lock and takes it.
  func lock() {
    #if canImport(os)
      os_unfair_lock_lock(primitive)
    #elseif canImport(Glibc) || canImport(Musl) || canImport(Bionic)
      pthread_mutex_lock(primitive)
    #else
      primitive.lock()
    #endif
  }

  /// Gives the lock back; call it on the thread that took it.
  func unlock() {
    #if canImport(os)
      os_unfair_lock_unlock(primitive)
    #elseif canImport(Glibc) || canImport(Musl) || canImport(Bionic)
      pthread_mutex_unlock(primitive)
    #else
      primitive.unlock()
    #endif
  }
}
