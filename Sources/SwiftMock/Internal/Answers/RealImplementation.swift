import Foundation

/// The real implementation of the class double's override whose call is
/// running on this thread, as `accept(real: super.bark())` gives it; what
/// `.callingRealImplementation()` answers the call with.
///
/// The closure is not escaping: it is held by a box that the call empties
/// before it returns, and only the thread that made the call runs it. A
/// task that the call's code starts copies the task-local box, never the
/// closure, and finds it empty or of another thread.
///
/// `@unchecked Sendable` is safe here: `run` is set once, read only on the
/// calling thread while the call runs, and emptied by that thread.
final class RealImplementation: @unchecked Sendable {
  /// The test double's engine the call went to.
  let engine: ObjectIdentifier
  /// The member called.
  let member: MockedMember
  /// The thread that made the call, the only one that may run `run`.
  private let thread = pthread_self()
  /// Runs the real implementation: what it returns, or throws; `nil` once
  /// the call has returned.
  private var run: (() throws -> Any)?

  /// The real implementation of the call running on this task, if its
  /// override gave one.
  @TaskLocal static var current: RealImplementation?

  private init(engine: ObjectIdentifier, member: MockedMember, run: @escaping () throws -> Any) {
    self.engine = engine
    self.member = member
    self.run = run
  }

  /// Runs `call` with `real` as the real implementation of the call of
  /// `member` of `engine`, and lets go of `real` before it returns.
  static func withReal<Result>(
    _ real: () throws -> Any, of member: MockedMember, engine: ObjectIdentifier,
    during call: () throws -> Result
  ) rethrows -> Result {
    try withoutActuallyEscaping(real) { real in
      let box = RealImplementation(engine: engine, member: member, run: real)
      defer { box.run = nil }
      return try $current.withValue(box) { try call() }
    }
  }

  /// The answer `.callingRealImplementation()` gives a call of `member` of
  /// `engine`: what the real implementation returns or throws; `nil`
  /// when the call gave no real implementation.
  static func answer(for member: MockedMember, of engine: ObjectIdentifier)
    -> Answer?
  {
    guard let current, current.engine == engine, current.member == member,
      pthread_equal(current.thread, pthread_self()) != 0, let run = current.run
    else { return nil }
    do {
      return .value(try run())
    } catch {
      return .error(error)
    }
  }
}
