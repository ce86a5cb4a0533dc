// The one path of each effect by which a class double's override hands its
// call, and its real implementation, to the engine: every public form of
// `accept(real:)` and `throwingAccept(real:)` comes here, whichever way it
// passes its arguments and its default. A call made by a running block such
// as `expect`'s is recorded here, before the engine, and never runs the
// real implementation.
extension ClassDouble {
  /// Handles a call of `member` that cannot throw: `real` runs, on the
  /// calling thread and with no lock held, only for a call answered
  /// `.callingRealImplementation()`.
  func acceptCallingReal<Value>(
    _ member: MockedMember, arguments: [Any?], actionArguments: [Any?],
    fallback: () -> Value?, real: () -> Value
  ) -> Value {
    let engine = testDouble.engine
    if let recording = ExpectationRecording.runningHere {
      return recording.record(member, arguments, on: engine, fallback: fallback)
    }
    return RealImplementation.withReal(
      { real() }, of: member, engine: ObjectIdentifier(engine),
      during: {
        engine.accept(
          member, arguments: arguments, actionArguments: actionArguments, fallback: fallback)
      })
  }

  /// Handles a call of `member` that can throw; what `real` throws, the
  /// call throws.
  func throwingAcceptCallingReal<Value>(
    _ member: MockedMember, arguments: [Any?], actionArguments: [Any?],
    fallback: () -> Value?, real: () throws -> Value
  ) throws -> Value {
    let engine = testDouble.engine
    if let recording = ExpectationRecording.runningHere {
      return try recording.recordThrowing(
        member, arguments, on: engine, errorType: (any Error).self, fallback: fallback)
    }
    return try RealImplementation.withReal(
      { try real() }, of: member, engine: ObjectIdentifier(engine),
      during: {
        try engine.throwingAccept(
          member, arguments: arguments, actionArguments: actionArguments, fallback: fallback)
      })
  }

  /// Handles a call of `member` with a typed `throws(Failure)`, which
  /// throws only a `Failure`: what `real` throws, or what the test answers.
  func typedThrowingAcceptCallingReal<Value, Failure: Error>(
    _ member: MockedMember, arguments: [Any?], actionArguments: [Any?],
    fallback: () -> Value?, real: () throws(Failure) -> Value
  ) throws(Failure) -> Value {
    if let recording = ExpectationRecording.runningHere {
      return try recording.recordThrowing(
        member, arguments, on: testDouble.engine, errorType: Failure.self, fallback: fallback)
    }
    do {
      return try throwingAcceptCallingReal(
        member, arguments: arguments, actionArguments: actionArguments, fallback: fallback,
        real: { () throws -> Value in try real() })
    } catch {
      return try testDouble.answerWithoutTheUntypedError(
        error, member.name, arguments, throwing: Failure.self, fallback: fallback)
    }
  }

  /// Handles a call of an `async` `member` that cannot throw: `real` is
  /// awaited, after any action, on the caller's task and with no lock held,
  /// only for a call answered `.callingRealImplementation()`.
  func acceptCallingReal<Value>(
    _ member: MockedMember, arguments: [Any?], actionArguments: [Any?],
    fallback: () -> Value?, isolation: isolated (any Actor)?, real: () async -> Value
  ) async -> Value {
    if let recording = ExpectationRecording.runningHere {
      return recording.record(member, arguments, on: testDouble.engine, fallback: fallback)
    }
    return await testDouble.engine.accept(
      member, arguments: arguments, actionArguments: actionArguments, fallback: fallback,
      isolation: isolation, real: { .value(await real()) })
  }

  /// Handles a call of an `async` `member` that can throw; what `real`
  /// throws, the call throws.
  func throwingAcceptCallingReal<Value>(
    _ member: MockedMember, arguments: [Any?], actionArguments: [Any?],
    fallback: () -> Value?, isolation: isolated (any Actor)?, real: () async throws -> Value
  ) async throws -> Value {
    if let recording = ExpectationRecording.runningHere {
      return try recording.recordThrowing(
        member, arguments, on: testDouble.engine, errorType: (any Error).self,
        fallback: fallback)
    }
    return try await testDouble.engine.throwingAccept(
      member, arguments: arguments, actionArguments: actionArguments, fallback: fallback,
      isolation: isolation,
      real: {
        do {
          return .value(try await real())
        } catch {
          return .error(error)
        }
      })
  }

  /// Handles a call of an `async` `member` with a typed `throws(Failure)`.
  func typedThrowingAcceptCallingReal<Value, Failure: Error>(
    _ member: MockedMember, arguments: [Any?], actionArguments: [Any?],
    fallback: () -> Value?, isolation: isolated (any Actor)?,
    real: () async throws(Failure) -> Value
  ) async throws(Failure) -> Value {
    if let recording = ExpectationRecording.runningHere {
      return try recording.recordThrowing(
        member, arguments, on: testDouble.engine, errorType: Failure.self, fallback: fallback)
    }
    do {
      return try await testDouble.engine.throwingAccept(
        member, arguments: arguments, actionArguments: actionArguments, fallback: fallback,
        isolation: isolation,
        real: {
          do throws(Failure) {
            return .value(try await real())
          } catch {
            return .error(error)
          }
        })
    } catch {
      return try testDouble.answerWithoutTheUntypedError(
        error, member.name, arguments, throwing: Failure.self, fallback: fallback)
    }
  }
}
