#if (os(Linux) && canImport(Glibc) && canImport(Runtime)) || (os(macOS) && canImport(Runtime))
  #if canImport(Glibc)
    import Glibc
  #else
    import Darwin
  #endif

  @available(macOS 26, *)
  extension TestLineSearch {
    /// Hands the search of the stack from this frame outwards over to the
    /// search thread, and waits for it; first checks that this thread's
    /// stack has room left for that, where its bounds are known without
    /// a search (the first search of a main thread on Linux finds them).
    ///
    /// Not inlined: its frame, which holds `anchor`, is where the walk
    /// starts.
    @inline(never)
    static func searchFromHere(_ request: Request) -> Outcome {
      var anchor: UInt = 0
      let start = withUnsafeMutablePointer(to: &anchor) { UInt(bitPattern: $0) }
      let known = ThreadStack.cachedBoundsOfThisThread ?? ThreadStack.boundsFoundCheaply()
      if let known, known.contains(start), !known.hasRoom(below: start) {
        return .notFound(.stackTooSmall)
      }
      if SmallStackCaller.isServing, let served = SmallStackCaller.served {
        // On the search thread already, for a thread that waits.
        let result = SearchResult()
        searchStack(
          of: served.thread, from: served.start, knownBounds: nil, for: request, into: result,
          requiresRoom: false)
        return result.outcome
      }
      let caller = pthread_self()
      let result = SearchResult()
      SearchThread.current.run {
        searchStack(of: caller, from: start, knownBounds: known, for: request, into: result)
      }
      if let bounds = result.bounds, bounds != ThreadStack.cachedBoundsOfThisThread {
        ThreadStack.cachedBoundsOfThisThread = bounds
      }
      withExtendedLifetime(anchor) {}
      return result.outcome
    }

    /// Whether the current thread has room left on its stack to search it,
    /// where that is known without a search; `true` where it is not.
    ///
    /// - Parameter outside: What to answer when the thread's stack is known
    ///   but this frame is not on it: a signal handler's alternate stack,
    ///   whose room is not known.
    @inline(never)
    static func hasRoomHere(of room: UInt = minimumRoom, outside: Bool = true) -> Bool {
      var anchor: UInt = 0
      let here = withUnsafeMutablePointer(to: &anchor) { UInt(bitPattern: $0) }
      guard let known = ThreadStack.cachedBoundsOfThisThread ?? ThreadStack.boundsFoundCheaply()
      else { return true }
      guard known.contains(here) else { return outside }
      return known.hasRoom(below: here, of: room)
    }

    /// What a search found, handed back from the search thread: a class,
    /// as a generic result's type information would take stack to set up.
    ///
    /// `@unchecked Sendable` is safe here: the search thread sets it before
    /// the job ends, and the caller reads it after (``SearchThread/run(_:)``
    /// orders the two under a lock).
    private final class SearchResult: @unchecked Sendable {
      var outcome = Outcome.notFound(.unreadableStack)
      var bounds: ThreadStack?
    }

    /// On the search thread: searches the stack of `thread`, which waits,
    /// from `start` outwards, and puts what it found and the bounds of the
    /// stack into `result`.
    ///
    /// - Parameter requiresRoom: Whether the waiting thread must have room
    ///   left below `start`, for what it does once the search ends; not for
    ///   a thread whose failure the search thread works out whole.
    private static func searchStack(
      of thread: pthread_t, from start: UInt, knownBounds: ThreadStack?, for request: Request,
      into result: SearchResult, requiresRoom: Bool = true
    ) {
      let bounds = knownBounds ?? ThreadStack.bounds(of: thread)
      result.bounds = bounds
      result.outcome = searchStack(
        from: start, in: bounds, for: request, requiresRoom: requiresRoom)
    }

    /// On the search thread: the search of a waiting thread's stack, within
    /// `bounds`, from `start` outwards.
    private static func searchStack(
      from start: UInt, in bounds: ThreadStack?, for request: Request, requiresRoom: Bool
    ) -> Outcome {
      // A frame outside the thread's stack (a signal's stack, a stack of the
      // code's own) cannot be walked.
      guard let bounds, bounds.contains(start) else { return .notFound(.unreadableStack) }
      guard !requiresRoom || bounds.hasRoom(below: start) else {
        return .notFound(.stackTooSmall)
      }
      guard let symbolication = SearchState.symbolication else {
        return .notFound(.unreadableStack)
      }
      let walk = StackWalk(
        memory: CallerStack(from: start, in: bounds, code: symbolication.code))
      let physical = walk.frames(from: start)
      guard !physical.isEmpty else { return .notFound(.unreadableStack) }
      var names = symbolication.names(of: physical)
      var frames = physical
      // The task's `async` callers, from its innermost `async` frame on.
      if let index = physical.firstIndex(where: {
        $0.isMarkedAsync || FrameNames.isAsyncResumeFunction(names[$0.address]?.mangled ?? "")
      }) {
        let resumePoints = walk.asyncResumePoints(
          fromFramePointer: physical[index].framePointer, limit: walk.addressLimit)
        names.merge(symbolication.names(of: resumePoints)) { known, _ in known }
        frames = Array(physical[...index]) + resumePoints
      }
      let outcome = symbolication.outcome(of: request, frames: frames) {
        FrameSearch(
          request: request, frames: frames, names: names, symbolication: symbolication,
          returnAddresses: { walk.returnAddresses(from: $0, limit: returnAddressLimit) }
        ).outcome
      }
      return outcome
    }
  }

  /// The most return addresses a scan of the stack for a frame the chain
  /// of records passes over reads: the frame lies a few calls out from the
  /// one it is looked for from.
  private let returnAddressLimit = 256

  /// What the search thread keeps from one search to the next.
  @available(macOS 26, *)
  private enum SearchState {
    /// Made on the search thread, by the first search, and used only there.
    static let symbolication = Symbolication()
  }
#endif
