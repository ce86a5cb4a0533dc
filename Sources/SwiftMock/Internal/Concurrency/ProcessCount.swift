#if canImport(Synchronization)
  import Synchronization
#endif

/// A count shared by the whole process that calls of test doubles read
/// again and again.
///
/// Where the platform has atomics (everywhere but Apple systems before
/// macOS 15 and iOS 18), each is an atomic that the program starts with, so
/// that reading it is one load, with no lazy set-up first, as a global
/// object needs; elsewhere an ``AtomicCount``, made on first use.
enum ProcessCount {
  /// 1 while an XCTest test runs, 0 otherwise.
  case xcTestsRunning
  /// How many `inOrder` blocks are running.
  case inOrderBlocksRunning
  /// Above 0 once a Swift Testing test has been seen running.
  case swiftTestingSeen
  /// How many times a process that has seen no Swift Testing test asked
  /// for one.
  case swiftTestingQuestions

  /// The count now.
  @inline(__always)
  var value: Int {
    #if canImport(Synchronization)
      if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
        return switch self {
        case .xcTestsRunning: ProcessAtomics.xcTestsRunning.load(ordering: .sequentiallyConsistent)
        case .inOrderBlocksRunning:
          ProcessAtomics.inOrderBlocksRunning.load(ordering: .sequentiallyConsistent)
        case .swiftTestingSeen:
          ProcessAtomics.swiftTestingSeen.load(ordering: .sequentiallyConsistent)
        case .swiftTestingQuestions:
          ProcessAtomics.swiftTestingQuestions.load(ordering: .sequentiallyConsistent)
        }
      }
    #endif
    return fallback.value
  }

  /// Adds `change` and returns the new count.
  @discardableResult @inline(__always)
  func add(_ change: Int) -> Int {
    #if canImport(Synchronization)
      if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
        return switch self {
        case .xcTestsRunning:
          ProcessAtomics.xcTestsRunning.wrappingAdd(change, ordering: .sequentiallyConsistent)
            .newValue
        case .inOrderBlocksRunning:
          ProcessAtomics.inOrderBlocksRunning.wrappingAdd(
            change, ordering: .sequentiallyConsistent
          ).newValue
        case .swiftTestingSeen:
          ProcessAtomics.swiftTestingSeen.wrappingAdd(change, ordering: .sequentiallyConsistent)
            .newValue
        case .swiftTestingQuestions:
          ProcessAtomics.swiftTestingQuestions.wrappingAdd(
            change, ordering: .sequentiallyConsistent
          ).newValue
        }
      }
    #endif
    return fallback.add(change)
  }

  /// The count where the platform has no atomics.
  private var fallback: AtomicCount {
    switch self {
    case .xcTestsRunning: fallbackXCTestsRunning
    case .inOrderBlocksRunning: fallbackInOrderBlocksRunning
    case .swiftTestingSeen: fallbackSwiftTestingSeen
    case .swiftTestingQuestions: fallbackSwiftTestingQuestions
    }
  }
}

// The counts of ``ProcessCount`` where the platform has no atomics.
private let fallbackXCTestsRunning = AtomicCount()
private let fallbackInOrderBlocksRunning = AtomicCount()
private let fallbackSwiftTestingSeen = AtomicCount()
private let fallbackSwiftTestingQuestions = AtomicCount()

#if canImport(Synchronization)
  /// The atomics behind ``ProcessCount`` and ``RecordingsInProgress``:
  /// constants, which the program starts with.
  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  @usableFromInline
  enum ProcessAtomics {
    @usableFromInline static let recordingsInProgress = Atomic<Int>(0)
    static let xcTestsRunning = Atomic<Int>(0)
    static let inOrderBlocksRunning = Atomic<Int>(0)
    static let swiftTestingSeen = Atomic<Int>(0)
    static let swiftTestingQuestions = Atomic<Int>(0)
  }
#endif
