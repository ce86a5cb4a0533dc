import Foundation

/// The calls a block such as `expect`'s makes, while it runs.
///
/// A synchronous block's recording is bound to its thread, an `async`
/// block's to its task; so a call that the code under test makes elsewhere
/// at the same time is a call, not a recording.
///
/// An `async` block's state has a lock of its own, as tasks the block
/// starts share the recording; a synchronous block's is only ever touched
/// by its thread, which keeps it for its next block (see
/// ``ThreadRecordings``). No code of the test's (an argument's `==`, a
/// `description`) runs under the lock: calls such code makes are real
/// calls, not part of the block (see ``withoutRecording(_:)``).
///
/// `@unchecked Sendable` is safe here: `state` and `isEnded` are touched
/// under the lock when there is one, and otherwise only by the one thread
/// the recording is bound to; `target`, `block`, `resultType` and
/// `isNested` are set before the block runs, by that thread, which sets
/// them again only to reuse its own recording for its next block.
@usableFromInline
final class ExpectationRecording: @unchecked Sendable {
  /// The recordings of the synchronous blocks of each thread.
  static let ofThreads = ThreadOwnedObject { ThreadRecordings() }

  /// The recording of the `async` block running on this task, if any.
  @TaskLocal static var onThisTask: ExpectationRecording?

  /// The recording a call made here belongs to, if any: a task that an
  /// `async` block started inherits its recording, which takes its calls
  /// only until the block has ended.
  @usableFromInline
  static var current: ExpectationRecording? {
    if let running = ofThreads.existing?.running { return running }
    guard let onTask = onThisTask, !onTask.hasEnded else { return nil }
    return onTask
  }

  /// Runs `body`, code of the test's that the library calls while a block
  /// records (a member's default, a matcher's placeholder, an argument's
  /// `==`), with no recording bound: the calls it makes are real calls.
  static func withoutRecording<Result>(_ body: () throws -> Result) rethrows -> Result {
    guard RecordingsInProgress.mayBeRunning else { return try body() }
    // Unbinding what is bound, and only that: a synchronous block's
    // recording is on the thread, and costs little to unbind.
    let thread = ofThreads.existing
    let onThread = thread?.running
    thread?.running = nil
    defer { thread?.running = onThread }
    guard onThisTask != nil else { return try body() }
    return try $onThisTask.withValue(nil) { try body() }
  }

  /// The test double whose block is running; `nil` while the recording is
  /// kept for its thread's next block, so that it keeps no test double
  /// alive.
  ///
  /// Unowned: it is read only while the block runs, which its entry point,
  /// keeping the test double, waits for; after, an `async` block's
  /// recording has ended and reads it no more.
  private(set) unowned(unsafe) var target: MockEngine?
  /// The name of the public entry point running the block, such as `expect`.
  private(set) var block: StaticString
  private let lock: NSLock?
  @exclusivity(unchecked) private var state = State()

  /// Thrown by a throwing member once a block has recorded its call, so
  /// that the block ends there; the block's entry point catches it. A
  /// member with a typed `throws` cannot throw it, and returns the block a
  /// value instead (see ``recordThrowing(_:_:on:errorType:fallback:)``).
  struct CallRecorded: Error {}

  struct State {
    var ofTarget: [RecordedCall] = []
    /// Calls of other test doubles, with the name of each.
    var ofOtherMocks: [(mockName: String, call: RecordedCall)] = []
    /// Argument matchers evaluated since the last call.
    var pendingMatchers: [PendingMatcher] = []
    /// What went wrong with the block's argument matchers.
    var matcherProblems: [String] = []
    /// Whether a member returned a ``zeroValue(of:)`` to the block.
    var hasMadeZeroValue = false
    /// How many times a call took the matchers waiting for it.
    var callsRecorded = 0
  }

  /// The type the block returns: a member whose value the block returns
  /// may give it a placeholder; one whose value the block goes on to use
  /// may not.
  private(set) var resultType: Any.Type

  /// Where the test ran the block, for a call that reaches it too late.
  private(set) var location: SourceCodeLocation?

  /// Whether the block runs inside another block, as part of an argument
  /// of that block's call: the error type its calls declare is not the
  /// outer block's (see ``DeclaredErrorType``).
  private(set) var isNested = false

  /// Whether an `async` block has ended, so that the tasks it started
  /// make real calls: under the lock.
  @exclusivity(unchecked) private var isEnded = false

  /// - Parameter isBoundToThread: Whether the block is synchronous, so that
  ///   only its thread sees the recording.
  init(
    target: MockEngine, block: StaticString, isBoundToThread: Bool, resultType: Any.Type,
    location: SourceCodeLocation? = nil, isNested: Bool = false
  ) {
    self.isNested = isNested
    self.target = target
    self.block = block
    self.resultType = resultType
    self.location = location
    lock = isBoundToThread ? nil : NSLock()
  }

  /// Whether the block has ended: see ``endBlock()``.
  var hasEnded: Bool {
    lock?.lock()
    defer { lock?.unlock() }
    return isEnded
  }

  /// Ends an `async` block's recording, once the block has returned: a
  /// call that a task it started makes later is a real call.
  func endBlock() {
    lock?.lock()
    defer { lock?.unlock() }
    isEnded = true
  }

  private func withState<Result>(_ body: (inout State) -> Result) -> Result {
    lock?.lock()
    defer { lock?.unlock() }
    return body(&state)
  }

  /// An argument matcher evaluated in the block, waiting for the call
  /// whose argument it stands for.
  struct PendingMatcher {
    let matcher: ArgumentMatcher
    /// What the matcher returned, as the argument it stands for arrives.
    var placeholder: Any?
  }

  /// A matcher's place among those waiting for the block's next call.
  struct MatcherPlace {
    /// How many matchers were waiting before it.
    let number: Int
    /// Which of the block's calls it waits for.
    fileprivate let call: Int
  }

  /// Notes an argument matcher, such as `any()`, evaluated in the block,
  /// whose placeholder ``setPlaceholder(_:at:)`` gives.
  func reserveMatcher(_ matcher: ArgumentMatcher) -> MatcherPlace {
    withState { state in
      state.pendingMatchers.append(PendingMatcher(matcher: matcher, placeholder: nil))
      return MatcherPlace(number: state.pendingMatchers.count - 1, call: state.callsRecorded)
    }
  }

  /// Gives the matcher at `place` its placeholder, unless a call of
  /// another task took the matchers waiting meanwhile.
  func setPlaceholder(_ placeholder: Any?, at place: MatcherPlace) {
    withState { state in
      guard state.callsRecorded == place.call, state.pendingMatchers.indices.contains(place.number)
      else { return }
      state.pendingMatchers[place.number].placeholder = placeholder
    }
  }

  /// Records a call the block made; returns where to note what it answers
  /// (see ``noteNoDefault(at:type:)``).
  func record(
    _ function: consuming MockedMember, arguments: consuming [Any?], on engine: MockEngine
  ) -> CallIndex {
    let (pending, hasMadeZeroValue) = withState { state in
      defer { state.callsRecorded &+= 1 }
      // The usual call has no matchers waiting: nothing to take.
      guard !state.pendingMatchers.isEmpty else {
        return ([PendingMatcher](), state.hasMadeZeroValue)
      }
      defer { state.pendingMatchers = [] }
      return (state.pendingMatchers, state.hasMadeZeroValue)
    }
    let call: RecordedCall
    var problem: String?
    if hasMadeZeroValue {
      // An earlier call of the block returned a placeholder, which may be
      // among these arguments: they are left unread, as the block is a
      // misuse, reported as making more than one call.
      let unread = ArgumentMatcher(matchingAnythingAs: "…")
      call = RecordedCall(
        function: function, arguments: arguments.map { _ in nil },
        matchers: arguments.map { _ in unread })
    } else {
      let matchers: [ArgumentMatcher]?
      if pending.isEmpty {
        // Plain values: none needs a matcher where each is an `Int` or a
        // `String`, as the member's parameter types may say with no look
        // at the values.
        let isPlain = function.takesIntsOrStringsOnly || areIntsOrStrings(arguments)
        matchers = isPlain ? nil : equalityMatchers(for: arguments)
      } else {
        // Placing matchers compares placeholders with arguments: the test's
        // code, run outside the lock and outside the block.
        switch Self.withoutRecording({ assignMatchers(pending, to: arguments) }) {
        case .success(let assigned):
          matchers = assigned
        case .failure(let failure):
          matchers = arguments.map(ArgumentMatcher.init(equalTo:))
          problem = failure.message(function: function.name, matchers: pending.count)
        }
      }
      call = RecordedCall(function: function, arguments: arguments, matchers: matchers)
    }
    // Not through `withState`, whose closure would copy the call.
    lock?.lock()
    if isEnded {
      // A task the block started made the call as the block ended, after
      // it asked for the recording: too late to be part of the block, and
      // too late to be answered as a call. Said, not lost.
      lock?.unlock()
      reportCallAfterTheEnd(call.function, call.arguments, on: engine)
      return CallIndex(value: nil)
    }
    defer { lock?.unlock() }
    if let problem { state.matcherProblems.append(problem) }
    if engine === target {
      state.ofTarget.append(consume call)
      return CallIndex(value: state.ofTarget.count - 1)
    }
    state.ofOtherMocks.append((engine.mockName, consume call))
    return CallIndex(value: nil)
  }

  /// Reports a call that a task an `async` block started made as the block
  /// ended, which is neither part of the block nor answered.
  @inline(never)
  private func reportCallAfterTheEnd(
    _ function: MockedMember, _ arguments: [Any?], on engine: MockEngine
  ) {
    let at = location.map { " at \($0.shortDescription)" } ?? ""
    engine.report(
      """
      [\(engine.mockName)] \(describeCall(function, arguments: arguments)) was called by a task \
      that the \(block) block\(at) started, just as the block ended, so it is neither part of \
      the block nor answered. Start the task outside the block.
      """, at: location ?? engine.creationLocation)
  }

  /// Where a recorded call is among the block's calls of its target.
  struct CallIndex: Sendable {
    let value: Int?
  }

  /// Notes that the call at `index` returns `typeName`, which has no
  /// default value: an expectation of it needs an answer.
  func noteNoDefault(at index: CallIndex, type: Any.Type) {
    guard let index = index.value else { return }
    withState { state in
      // A call of a task the block started may get here after the block's
      // outcome was taken, which leaves the recording empty; the note is of
      // no use then.
      guard state.ofTarget.indices.contains(index) else { return }
      state.ofTarget[index].typeWithoutDefault = TypeWithoutDefault(type)
    }
  }

  /// Notes that a member returned a ``zeroValue(of:)`` to the block.
  func noteZeroValue() {
    withState { $0.hasMadeZeroValue = true }
  }

  /// Whether a member returned a ``zeroValue(of:)`` to the block, which must
  /// then let the block's result go without destroying it.
  var hasMadeZeroValue: Bool {
    withState { $0.hasMadeZeroValue }
  }

  /// Makes this recording, a synchronous block's that has ended and been
  /// emptied by ``end()``, the recording of a new block.
  func begin(target: MockEngine, block: StaticString, resultType: Any.Type, isNested: Bool) {
    self.isNested = isNested
    self.target = target
    self.block = block
    self.resultType = resultType
  }

  /// Empties this recording, a synchronous block's that has ended, keeping
  /// its room, and lets its test double go, for its thread's next block.
  func end() {
    target = nil
    // Most blocks leave all of these empty, which costs nothing to check.
    if !state.ofTarget.isEmpty { state.ofTarget.removeAll(keepingCapacity: true) }
    if !state.ofOtherMocks.isEmpty { state.ofOtherMocks.removeAll(keepingCapacity: true) }
    if !state.pendingMatchers.isEmpty { state.pendingMatchers.removeAll(keepingCapacity: true) }
    if !state.matcherProblems.isEmpty { state.matcherProblems.removeAll(keepingCapacity: true) }
    state.hasMadeZeroValue = false
  }

  /// The one call the block made, on its target, with no problem, taken out
  /// of the recording, which keeps its room; `nil` when the block did
  /// anything else, which ``takeOutcome()`` then tells. Call it once the
  /// block has returned.
  func takeSingleCall() -> RecordedCall? {
    withState { state in
      guard state.ofTarget.count == 1, state.ofOtherMocks.isEmpty,
        state.pendingMatchers.isEmpty, state.matcherProblems.isEmpty
      else { return nil }
      return state.ofTarget.removeLast()
    }
  }

  /// What the block did, taken out of the recording, which is left empty;
  /// matchers left over after its last call count as a problem. Call it
  /// once the block has returned.
  func takeOutcome() -> State {
    withState { state in
      var outcome = State()
      swap(&outcome, &state)
      if !outcome.pendingMatchers.isEmpty {
        outcome.matcherProblems.append(
          "used \(outcome.pendingMatchers.count) argument matcher(s) outside the arguments of a call"
        )
      }
      return outcome
    }
  }
}

/// A matcher of equality with each of `arguments`, each read in place.
private func equalityMatchers(for arguments: [Any?]) -> [ArgumentMatcher] {
  arguments.withUnsafeBufferPointer { arguments in
    guard let first = arguments.baseAddress else { return [] }
    return arguments.indices.map { ArgumentMatcher(equalToArgumentAt: first + $0) }
  }
}

/// The recordings of one thread's synchronous blocks: the one running, and
/// one kept for the next block, so that a block makes no recording of its
/// own. Only its thread touches it.
final class ThreadRecordings {
  /// The recording of the synchronous block running on this thread, if any.
  /// Unowned: the block's entry point keeps it for as long as it runs.
  unowned(unsafe) var running: ExpectationRecording?
  /// A recording of an ended block, to reuse.
  private var spare: ExpectationRecording?

  /// A recording for a new block: the spare one, emptied, or a new one
  /// while the spare is in use by a block that runs this one.
  func recording(target: MockEngine, block: StaticString, resultType: Any.Type)
    -> ExpectationRecording
  {
    let isNested = running != nil
    guard let spare else {
      return ExpectationRecording(
        target: target, block: block, isBoundToThread: true, resultType: resultType,
        isNested: isNested)
    }
    self.spare = nil
    spare.begin(target: target, block: block, resultType: resultType, isNested: isNested)
    return spare
  }

  /// Keeps `recording`, whose block has ended, for the next block.
  func keep(_ recording: ExpectationRecording) {
    recording.end()
    spare = recording
  }
}
