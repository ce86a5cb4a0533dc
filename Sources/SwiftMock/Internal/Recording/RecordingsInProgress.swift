#if canImport(Synchronization)
  import Synchronization
#endif

/// Whether a block such as `expect`'s may be running anywhere in the
/// process: every call of a test double asks first, and only when one may
/// be does it pay for the lookup of ``ExpectationRecording/current``, in its
/// thread's recordings and then on its task.
///
/// It counts the blocks running, in an atomic read without a lock. A block's
/// own calls always see its count, which went up on the same task before the
/// block ran. A call on another thread may see the count of a block running
/// elsewhere, or of one that just ended; the lookup then finds no recording
/// for it. Where the atomic is not available (Apple systems before macOS 15
/// and iOS 18), every call makes the lookup.
@usableFromInline
enum RecordingsInProgress {
  /// Whether any block may be running. Inlined into every `accept`, which
  /// asks it first.
  @inlinable
  static var mayBeRunning: Bool {
    #if canImport(Synchronization)
      if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
        return ProcessAtomics.recordingsInProgress.load(ordering: .relaxed) > 0
      }
    #endif
    return true
  }

  /// Runs `body`, a block's run, counted as in progress.
  static func run<Result>(_ body: () throws -> Result) rethrows -> Result {
    add(1)
    defer { add(-1) }
    return try body()
  }

  /// Runs `body`, an `async` block's run, counted as in progress.
  static func run<Result>(
    isolation: isolated (any Actor)?, _ body: () async throws -> Result
  ) async rethrows -> Result {
    add(1)
    defer { add(-1) }
    return try await body()
  }

  private static func add(_ change: Int) {
    #if canImport(Synchronization)
      if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
        ProcessAtomics.recordingsInProgress.add(change, ordering: .relaxed)
      }
    #endif
  }
}
