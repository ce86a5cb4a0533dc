/// The real implementation of the class double's override whose call is
/// running on this task, as `accept(real: super.bark())` gives it; what
/// `.callingRealImplementation()` answers the call with.
///
/// `@unchecked Sendable` is safe here: the closure is bound only for the
/// length of the call, and only the call's own answer, which runs on the
/// same task with no lock held, runs it.
struct RealImplementation: @unchecked Sendable {
  /// The test double's engine the call went to.
  let engine: ObjectIdentifier
  /// The member called.
  let member: MockedMember
  /// Runs the real implementation: what it returns, or throws.
  let run: () throws -> Any

  /// The real implementation of the call running on this task, if its
  /// override gave one.
  @TaskLocal static var current: RealImplementation?

  /// The answer `.callingRealImplementation()` gives a call of `member` of
  /// `engine`: what the real implementation returns or throws; `nil`
  /// when the call gave no real implementation.
  static func answer(for member: MockedMember, of engine: ObjectIdentifier)
    -> ExpectedCall.Answer?
  {
    guard let current, current.engine == engine, current.member == member else { return nil }
    do {
      return .value(try current.run())
    } catch {
      return .error(error)
    }
  }
}
