#if canImport(Synchronization)
  import Synchronization
#endif

/// A count that threads change and read without a lock where the platform
/// has atomics (everywhere but Apple systems before macOS 15 and iOS 18,
/// where a lock stands in).
///
/// `@unchecked Sendable` is safe here: `storage` never changes after `init`,
/// and is either an atomic or a `Locked` value, both safe to share.
final class AtomicCount: @unchecked Sendable {
  private let storage: AnyObject

  init() {
    #if canImport(Synchronization)
      if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
        storage = AtomicStorage()
        return
      }
    #endif
    storage = Locked(0)
  }

  /// The count now.
  var value: Int {
    #if canImport(Synchronization)
      if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
        return unsafeDowncast(storage, to: AtomicStorage.self).value.load(
          ordering: .sequentiallyConsistent)
      }
    #endif
    return unsafeDowncast(storage, to: Locked<Int>.self).withLock { $0 }
  }

  /// Adds `change` and returns the new count.
  @discardableResult
  func add(_ change: Int) -> Int {
    #if canImport(Synchronization)
      if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
        return unsafeDowncast(storage, to: AtomicStorage.self).value.wrappingAdd(
          change, ordering: .sequentiallyConsistent
        ).newValue
      }
    #endif
    return unsafeDowncast(storage, to: Locked<Int>.self).withLock { count in
      count += change
      return count
    }
  }
}

#if canImport(Synchronization)
  /// The atomic behind ``AtomicCount``.
  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  private final class AtomicStorage: Sendable {
    let value = Atomic<Int>(0)
  }
#endif
