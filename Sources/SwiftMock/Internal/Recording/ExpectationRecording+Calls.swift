// What a mocked member does with a call made inside a block such as
// `expect`'s: every `accept` asks ``ExpectationRecording/runningHere``
// before it reaches the engine, and a call made by a running block is
// recorded here and answered for the block alone; the engine's answering
// never sees it.

extension ExpectationRecording {
  /// The recording of the block running here, if any: a call made here
  /// belongs to it rather than to the engine.
  ///
  /// Costs an atomic read while no block runs anywhere in the process.
  @inlinable
  static var runningHere: ExpectationRecording? {
    guard RecordingsInProgress.mayBeRunning else { return nil }
    return current
  }

  /// Records a call of a member that returns nothing and cannot throw.
  @usableFromInline
  func recordVoid(
    _ member: consuming MockedMember, _ arguments: consuming [Any?], on engine: MockEngine
  ) {
    _ = record(member, arguments: arguments, on: engine)
  }

  /// Records a call of a member that cannot throw, and returns what the
  /// block gets from it (see ``value(for:_:on:fallback:)``).
  @usableFromInline
  func record<Value>(
    _ member: MockedMember, _ arguments: consuming [Any?], on engine: MockEngine,
    fallback: () -> Value?
  ) -> Value {
    let index = record(member, arguments: arguments, on: engine)
    return value(for: index, member, on: engine, fallback: fallback)
  }

  /// Records a call of a member that can throw `Failure`, and leaves the
  /// block: by throwing ``CallRecorded``, which needs no value of the
  /// return type, where the member can throw it; otherwise, for a member
  /// with a typed `throws`, by returning what the block gets from it, and
  /// noting the error type the member declares, which `expect(errorType:)`
  /// checks.
  @usableFromInline
  func recordThrowing<Value, Failure: Error>(
    _ member: MockedMember, _ arguments: [Any?], on engine: MockEngine,
    errorType: Failure.Type, fallback: () -> Value?
  ) throws(Failure) -> Value {
    let index = record(member, arguments: arguments, on: engine)
    if let failure = CallRecorded() as Error as? Failure {
      let hasDefault = Self.withoutRecording {
        if isScalarDefaultKnown(Value.self) { return true }
        if case .make = defaultRecipe(for: Value.self) { return true }
        return fallback() != nil
      }
      if !hasDefault {
        noteNoDefault(at: index, type: Value.self)
      }
      throw failure
    }
    if !isNested {
      DeclaredErrorType.current?.note(Failure.self, member.name, arguments)
    }
    return value(for: index, member, on: engine, fallback: fallback)
  }

  /// What a member returns to the block that records its call: its type's
  /// default, its own, the last answer the test gave it, one built from its
  /// type's fields' defaults, or, for a type that has none of these, a
  /// ``zeroValue(of:)`` the block lets go unread. A test records such a call
  /// to give it an answer; the process stops only for a type with no
  /// values, or a block that does more with the value than a value of
  /// zeroes survives, with the fix.
  private func value<Value>(
    for index: CallIndex, _ member: MockedMember, on engine: MockEngine, fallback: () -> Value?
  ) -> Value {
    // Any value does, so the cheapest first: the type's default, for the
    // commonest types with no slot to write it to.
    if isSameType(Value.self, Int.self) { return unsafeBitCast(0, to: Value.self) }
    if isSameType(Value.self, Bool.self) { return unsafeBitCast(false, to: Value.self) }
    if isSameType(Value.self, String.self) { return unsafeBitCast("", to: Value.self) }
    return valueWritten(
      by: { writeScalarDefault(Value.self, to: $0) },
      orElse: {
        if case .make(let make) = defaultRecipe(for: Value.self),
          let value = Self.withoutRecording(make)
        {
          return exactValue(value, as: Value.self)
        }
        return valueWithoutDefault(for: index, member, on: engine, fallback: fallback)
      })
  }

  /// ``value(for:_:on:fallback:)`` for a type with no default: apart, as
  /// its `Optional` of `Value` would cost a lookup of that type's metadata
  /// on every call.
  @inline(never)
  private func valueWithoutDefault<Value>(
    for index: CallIndex, _ member: MockedMember, on engine: MockEngine, fallback: () -> Value?
  ) -> Value {
    if let value = Self.withoutRecording(fallback) { return value }
    if isUninhabited(Value.self) {
      engine.stop(
        """
        [\(engine.mockName)] \(describeCall(member, arguments: [])) returns \(Value.self), a \
        type with no values, so no call of it can return, and the mock can neither record nor \
        answer it. Make the member throw, or leave it out of the protocol the mock stands for.
        """)
    }
    noteNoDefault(at: index, type: Value.self)
    if let value = engine.lastAnswer(for: member, as: Value.self) { return value }
    if let value = Self.withoutRecording({ builtValue(of: Value.self) }) {
      return value
    }
    // The block may return the value, which the library lets go unread; it
    // may discard it or make an `Any` of it only where a value of zeroes
    // survives that (see ``zeroValue(of:)``).
    let returnsTheValue =
      isSameType(resultType, Value.self) || isSameType(resultType, Value?.self)
    let passesTheValueOn = isSameType(resultType, Void.self) || isSameType(resultType, Any.self)
    guard returnsTheValue || (passesTheValueOn && zeroValueSurvivesACopy(of: Value.self)) else {
      // The block does something else with this call's value: there is
      // none to give it.
      engine.stop(
        """
        [\(engine.mockName)] The \(block) block uses the value of \
        \(describeCall(member, arguments: [])), a \(Value.self), a type with no default \
        value, which the mock cannot make before the test answers the call. Make the call \
        alone in the block, \(block) { $0.\(member.name.prefix { $0 != "(" })(…) }, \
        and answer it with .returning(…), \(defaultFix(for: Value.self))
        """)
    }
    noteZeroValue()
    return zeroValue(of: Value.self)
  }
}
