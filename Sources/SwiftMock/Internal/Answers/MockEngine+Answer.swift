extension MockEngine {
  /// Handles a call of a mocked member that cannot throw.
  ///
  /// - Parameter fallback: The member's own default, from `accept(default:)`.
  @usableFromInline
  func accept<Value>(
    _ function: MockedMember, arguments: [Any?], actionArguments: [Any?], fallback: () -> Value?
  ) -> Value {
    arguments.withUnsafeBufferPointer {
      accept(
        function, argumentsAt: $0, listed: arguments, actionArguments: actionArguments,
        writingDefault: { writeValue(of: fallback, to: $0) })
    }
  }

  /// Handles a call of a mocked member that cannot throw, whose arguments
  /// lie in `arguments` for the length of the call.
  ///
  /// - Parameters:
  ///   - listed: The same arguments in an array, if the caller has one.
  ///   - actionArguments: What an action is given, where it differs from
  ///     the arguments; `nil` for them.
  ///   - writingDefault: Writes the member's own default, from
  ///     `accept(default:)`, or else a default found with no lookup (see
  ///     ``scalarDefault(of:)``), to the slot it is given, and says whether
  ///     it did: made where `Value` is known, so that a call with no answer
  ///     needs no `Optional` of `Value`, whose type the runtime would look up.
  @usableFromInline
  func accept<Value>(
    _ function: MockedMember, argumentsAt arguments: ArgumentBuffer, listed: [Any?]?,
    actionArguments: [Any?]?,
    writingDefault: (UnsafeMutableRawPointer) -> Bool
  ) -> Value {
    let caller = callingTest
    let reply: CallOutcome
    switch receiveAtOnce(
      function, arguments, listed: listed, actionArguments: actionArguments, caller: caller,
      returning: .value(Value.self))
    {
    case .plain(let plan)?: return exactValue(plan.plainValue, as: Value.self)
    // Never given for a call that returns a value.
    case .plainNothing?: reply = .unanswered
    case .other(let outcome)?: reply = outcome
    case nil: reply = receiveStepByStep(function, arguments, listed: listed, caller: caller)
    }
    switch reply {
    case .answered(let match):
      defer { finishCall(match) }
      // The usual answer, a value, read from the plan itself: a sequence's
      // plan holds a sequence, which the general path below takes apart.
      if let type = match.plan.plainValueType, isSameType(type, Value.self) {
        return exactValue(match.plan.plainValue, as: Value.self)
      }
      let arguments = listed ?? Array(arguments)
      let actionArguments = actionArguments ?? arguments
      match.runActions(actionArguments)
      if case .value(let answer) = match.answer, isSameType(Swift.type(of: answer), Value.self) {
        return exactValue(answer, as: Value.self)
      }
      let answer = computing(
        match.answer, of: match, function, arguments: arguments, actionArguments: actionArguments)
      return valueOrStop(
        answer, at: match.location, function, arguments: arguments,
        fallback: { defaultWritten(by: writingDefault) })
    case .unexpected, .unanswered:
      return valueWritten(by: writingDefault) {
        valueOrStop(
          reason: reason(for: reply), function, arguments: listed ?? Array(arguments),
          fallback: { nil })
      }
    }
  }

  /// Handles a call of a mocked member that can throw.
  ///
  /// - Parameter fallback: The member's own default, from `throwingAccept(default:)`.
  @usableFromInline
  func throwingAccept<Value>(
    _ function: MockedMember, arguments: [Any?], actionArguments: [Any?], fallback: () -> Value?
  ) throws -> Value {
    try arguments.withUnsafeBufferPointer {
      try throwingAccept(
        function, argumentsAt: $0, listed: arguments, actionArguments: actionArguments,
        writingDefault: { writeValue(of: fallback, to: $0) })
    }
  }

  /// Handles a call of a mocked member that can throw, whose arguments lie
  /// in `arguments` for the length of the call.
  ///
  /// - Parameters:
  ///   - listed: The same arguments in an array, if the caller has one.
  ///   - actionArguments: What an action is given, where it differs from
  ///     the arguments; `nil` for them.
  ///   - writingDefault: Writes the member's own default, from
  ///     `throwingAccept(default:)`, or else a default found with no lookup,
  ///     to the slot it is given, and says whether it did; see
  ///     ``accept(_:argumentsAt:listed:actionArguments:writingDefault:)``.
  @usableFromInline
  func throwingAccept<Value>(
    _ function: MockedMember, argumentsAt arguments: ArgumentBuffer, listed: [Any?]?,
    actionArguments: [Any?]?,
    writingDefault: (UnsafeMutableRawPointer) -> Bool
  ) throws -> Value {
    let caller = callingTest
    let reply: CallOutcome
    switch receiveAtOnce(
      function, arguments, listed: listed, actionArguments: actionArguments, caller: caller,
      returning: .value(Value.self))
    {
    case .plain(let plan)?: return exactValue(plan.plainValue, as: Value.self)
    // Never given for a call that returns a value.
    case .plainNothing?: reply = .unanswered
    case .other(let outcome)?: reply = outcome
    case nil: reply = receiveStepByStep(function, arguments, listed: listed, caller: caller)
    }
    switch reply {
    case .answered(let match):
      defer { finishCall(match) }
      if let type = match.plan.plainValueType, isSameType(type, Value.self) {
        return exactValue(match.plan.plainValue, as: Value.self)
      }
      let arguments = listed ?? Array(arguments)
      let actionArguments = actionArguments ?? arguments
      match.runActions(actionArguments)
      if case .value(let answer) = match.answer, isSameType(Swift.type(of: answer), Value.self) {
        return exactValue(answer, as: Value.self)
      }
      let answer = computing(
        match.answer, of: match, function, arguments: arguments, actionArguments: actionArguments)
      return try valueOrThrow(
        answer, at: match.location, function, arguments: arguments,
        fallback: { defaultWritten(by: writingDefault) })
    case .unexpected, .unanswered:
      return try valueWritten(by: writingDefault) {
        try valueOrThrow(
          reason: reason(for: reply), function, arguments: listed ?? Array(arguments),
          fallback: { nil })
      }
    }
  }

  /// Handles a call of an `async` mocked member that cannot throw, on the
  /// caller's actor; a call of a suspended expectation waits here until the
  /// test resumes it.
  @usableFromInline
  func accept<Value>(
    _ function: MockedMember, arguments: [Any?], actionArguments: [Any?], fallback: () -> Value?,
    isolation: isolated (any Actor)?
  ) async -> Value {
    await accept(
      function, arguments: arguments, actionArguments: actionArguments, fallback: fallback,
      isolation: isolation, real: { nil })
  }

  /// Handles a call of an `async` mocked member that cannot throw, whose
  /// override passes `real`, its real implementation: a call answered
  /// `.callingRealImplementation()` answers with what `real` gives, and
  /// `nil` from `real` means the member passes none.
  func accept<Value>(
    _ function: MockedMember, arguments: [Any?], actionArguments: [Any?], fallback: () -> Value?,
    isolation: isolated (any Actor)?, real: () async -> Answer?
  ) async -> Value {
    let reply = arguments.withUnsafeBufferPointer {
      receive(
        function, arguments: $0, listed: arguments, actionArguments: actionArguments)
    }
    switch reply {
    case .answered(let match):
      let answer = await answer(
        of: match, function, arguments: arguments, actionArguments: actionArguments,
        isolation: isolation, real: real)
      return valueOrStop(
        answer, at: match.location, function, arguments: arguments, fallback: fallback)
    case .unexpected, .unanswered:
      return valueOrStop(
        reason: reason(for: reply), function, arguments: arguments, fallback: fallback)
    }
  }

  /// Handles a call of an `async` mocked member that can throw, on the
  /// caller's actor; a call of a suspended expectation waits here until the
  /// test resumes it.
  @usableFromInline
  func throwingAccept<Value>(
    _ function: MockedMember, arguments: [Any?], actionArguments: [Any?], fallback: () -> Value?,
    isolation: isolated (any Actor)?
  ) async throws -> Value {
    try await throwingAccept(
      function, arguments: arguments, actionArguments: actionArguments, fallback: fallback,
      isolation: isolation, real: { nil })
  }

  /// Handles a call of an `async` mocked member that can throw, whose
  /// override passes `real`, its real implementation: a call answered
  /// `.callingRealImplementation()` returns or throws what `real` gives,
  /// and `nil` from `real` means the member passes none.
  func throwingAccept<Value>(
    _ function: MockedMember, arguments: [Any?], actionArguments: [Any?], fallback: () -> Value?,
    isolation: isolated (any Actor)?, real: () async -> Answer?
  ) async throws -> Value {
    let reply = arguments.withUnsafeBufferPointer {
      receive(
        function, arguments: $0, listed: arguments, actionArguments: actionArguments)
    }
    switch reply {
    case .answered(let match):
      let answer = await answer(
        of: match, function, arguments: arguments, actionArguments: actionArguments,
        isolation: isolation, real: real)
      return try valueOrThrow(
        answer, at: match.location, function, arguments: arguments, fallback: fallback)
    case .unexpected, .unanswered:
      return try valueOrThrow(
        reason: reason(for: reply), function, arguments: arguments, fallback: fallback)
    }
  }

  /// Handles a call of a mocked member that returns nothing and cannot
  /// throw: no value to find, so no generic code on the way.
  @usableFromInline
  func acceptVoid(_ function: MockedMember, arguments: [Any?], actionArguments: [Any?]) {
    arguments.withUnsafeBufferPointer {
      acceptVoid(function, argumentsAt: $0, listed: arguments, actionArguments: actionArguments)
    }
  }

  /// Handles a call of a mocked member that returns nothing and cannot
  /// throw, whose arguments lie in `arguments` for the length of the call.
  ///
  /// - Parameters:
  ///   - listed: The same arguments in an array, if the caller has one.
  ///   - actionArguments: What an action is given, where it differs from
  ///     the arguments; `nil` for them.
  @usableFromInline
  func acceptVoid(
    _ function: MockedMember, argumentsAt arguments: ArgumentBuffer, listed: [Any?]?,
    actionArguments: [Any?]?
  ) {
    let caller = callingTest
    let reply: CallOutcome
    switch receiveAtOnce(
      function, arguments, listed: listed, actionArguments: actionArguments, caller: caller,
      returning: .nothing)
    {
    case .plainNothing?, .plain?: return
    case .other(let outcome)?: reply = outcome
    case nil: reply = receiveStepByStep(function, arguments, listed: listed, caller: caller)
    }
    guard case .answered(let match) = reply, match.runsTestCode else { return }
    defer { finishCall(match) }
    let arguments = listed ?? Array(arguments)
    let actionArguments = actionArguments ?? arguments
    match.runActions(actionArguments)
    if match.answer.isComputed {
      _ = computing(
        match.answer, of: match, function, arguments: arguments, actionArguments: actionArguments)
    }
  }

  /// Handles a call of a mocked member that returns nothing and can throw.
  @usableFromInline
  func throwingAcceptVoid(
    _ function: MockedMember, arguments: [Any?], actionArguments: [Any?]
  ) throws {
    try arguments.withUnsafeBufferPointer {
      try throwingAcceptVoid(
        function, argumentsAt: $0, listed: arguments, actionArguments: actionArguments)
    }
  }

  /// Handles a call of a mocked member that returns nothing and can throw,
  /// whose arguments lie in `arguments` for the length of the call.
  ///
  /// - Parameters:
  ///   - listed: The same arguments in an array, if the caller has one.
  ///   - actionArguments: What an action is given, where it differs from
  ///     the arguments; `nil` for them.
  @usableFromInline
  func throwingAcceptVoid(
    _ function: MockedMember, argumentsAt arguments: ArgumentBuffer, listed: [Any?]?,
    actionArguments: [Any?]?
  ) throws {
    let caller = callingTest
    let reply: CallOutcome
    switch receiveAtOnce(
      function, arguments, listed: listed, actionArguments: actionArguments, caller: caller,
      returning: .nothing)
    {
    case .plainNothing?, .plain?: return
    case .other(let outcome)?: reply = outcome
    case nil: reply = receiveStepByStep(function, arguments, listed: listed, caller: caller)
    }
    switch reply {
    case .answered(let match):
      defer { finishCall(match) }
      if !match.runsTestCode {
        if case .error(let error) = match.answer { throw error }
        return
      }
      let arguments = listed ?? Array(arguments)
      let actionArguments = actionArguments ?? arguments
      match.runActions(actionArguments)
      let answer = computing(
        match.answer, of: match, function, arguments: arguments, actionArguments: actionArguments)
      if case .error(let error) = answer { throw error }
    case .unexpected, .unanswered:
      break
    }
  }

  /// Runs the action of an `async` call's expectation, and for one that is
  /// held, waits until the test resumes it; returns the answer to give,
  /// computed if the test gave a closure to compute it, or the real
  /// implementation's, from `real`, if the test asked for it.
  private func answer(
    of match: GivenAnswer, _ function: MockedMember, arguments: [Any?], actionArguments: [Any?],
    isolation: isolated (any Actor)?, real: () async -> Answer?
  ) async -> Answer {
    match.runActions(actionArguments)
    guard let suspension = match.suspension else {
      defer { finishCall(match) }
      return await computing(
        match.answer, of: match, function, arguments: arguments, actionArguments: actionArguments,
        isolation: isolation, real: real)
    }
    // A held call is over, for `verify(timeout:)`, once its action has run.
    finishCall(match)
    switch await suspension.suspendCall() {
    case .value(let value): return .value(value)
    case .error(let error): return .error(error)
    case .released:
      return await computing(
        match.answer, of: match, function, arguments: arguments, actionArguments: actionArguments,
        isolation: isolation, real: real)
    }
  }

  /// `answer`, computed for this call: the real implementation's answer,
  /// awaited here on the caller's task, for a call answered
  /// `.callingRealImplementation()` whose member passes one; otherwise as
  /// ``computing(_:of:_:arguments:actionArguments:)`` gives it.
  private func computing(
    _ answer: Answer, of match: GivenAnswer, _ function: MockedMember, arguments: [Any?],
    actionArguments: [Any?], isolation: isolated (any Actor)?,
    real: () async -> Answer?
  ) async -> Answer {
    if case .computed(let computed) = answer, computed.callsRealImplementation,
      let outcome = await real()
    {
      return outcome
    }
    return computing(
      answer, of: match, function, arguments: arguments, actionArguments: actionArguments)
  }

  private func reason(for reply: CallOutcome) -> NoValueReason {
    if case .unanswered = reply { return .unanswered }
    return .unexpected
  }

  /// The value a call that cannot throw returns, or, for a type with no
  /// default and no answer, one built from its fields' defaults, or a stop.
  private func valueOrStop<Value>(
    _ answer: Answer, at location: SourceCodeLocation, _ function: MockedMember,
    arguments: [Any?], fallback: () -> Value?
  ) -> Value {
    var reason = NoValueReason.expectedWithoutValue(at: location)
    if case .value(let value) = answer {
      if let value: Value = typed(value, function, arguments: arguments, location: location) {
        return value
      }
      reason = .answeredWithAnotherType(at: location, typeName: "\(type(of: value))")
    } else if case .closureDidNotFit = answer {
      reason = .closureDidNotFit(at: location)
    }
    return valueOrStop(reason: reason, function, arguments: arguments, fallback: fallback)
  }

  /// - Parameter arguments: The call's arguments, listed only for a stop.
  private func valueOrStop<Value>(
    reason: NoValueReason, _ function: MockedMember, arguments: @autoclosure () -> [Any?],
    fallback: () -> Value?
  ) -> Value {
    if let value = substitute(for: Value.self, function, fallback: fallback) { return value }
    if let value = builtAnswer(of: Value.self) { return value }
    stop(noDefault(Value.self, reason, function, arguments: arguments()))
  }

  /// The value a call that can throw returns or throws, with a
  /// ``MockError`` for a type with no default and no answer.
  private func valueOrThrow<Value>(
    _ answer: Answer, at location: SourceCodeLocation, _ function: MockedMember,
    arguments: [Any?], fallback: () -> Value?
  ) throws -> Value {
    var reason = NoValueReason.expectedWithoutValue(at: location)
    switch answer {
    case .value(let value):
      if let value: Value = typed(value, function, arguments: arguments, location: location) {
        return value
      }
    case .error(let error):
      throw error
    case .closureDidNotFit:
      reason = .closureDidNotFit(at: location)
    case .unset, .computed, .sequence:
      break
    }
    return try valueOrThrow(reason: reason, function, arguments: arguments, fallback: fallback)
  }

  /// - Parameter arguments: The call's arguments, listed only for an error.
  private func valueOrThrow<Value>(
    reason: NoValueReason, _ function: MockedMember, arguments: @autoclosure () -> [Any?],
    fallback: () -> Value?
  ) throws -> Value {
    if let value = substitute(for: Value.self, function, fallback: fallback) { return value }
    // A member with a typed `throws` cannot throw the `MockError`.
    if function.effects.isTypedThrowing, let value = builtAnswer(of: Value.self) { return value }
    throw MockError(message: noDefault(Value.self, reason, function, arguments: arguments()))
  }

  /// What a call answers when the test gave no value: the member's own
  /// default, its type's, or the last value the test gave the member.
  private func substitute<Value>(
    for type: Value.Type, _ function: MockedMember, fallback: () -> Value?
  ) -> Value? {
    if let value = fallback() { return value }
    if let value = defaultValue(of: Value.self) { return value }
    return lastAnswer(for: function, as: Value.self)
  }

  /// `value` as a `Value`; for a value of another type (which only a block
  /// returning a supertype, such as `{ $0.count() as Any }`, can give), a
  /// reported failure and `nil`.
  private func typed<Value>(
    _ value: Any, _ function: MockedMember, arguments: [Any?], location: SourceCodeLocation
  ) -> Value? {
    if let value = value as? Value { return value }
    report(
      """
      [\(mockName)] \(describeCall(function, arguments: arguments)) returns \(Value.self), \
      but its expectation returns a value of type \(type(of: value))
      """,
      at: location)
    return nil
  }

  /// Reports, when the test lets go of an expectation, that it gave no
  /// answer to a call that needs one: a member whose type has no default.
  func checkAnswer(of call: ExpectedCall) {
    guard let type = call.typeWithoutDefault else { return }
    let needsAnswer = state.withLock { state in
      let progress = state[call]
      return progress.forgottenBy == nil && !progress.answer.isSet && progress.suspension == nil
        && progress.maximumCount != 0
    }
    guard needsAnswer else { return }
    let block = call.isAnswer ? (policy == .strict ? "allow" : "given") : "expect"
    report(
      """
      [\(mockName)] \(call.pattern.callDescription) returns \(type.name), a type with no default \
      value, and this \(block) gives it no answer. Add .returning(…) to it, \
      \(type.fix)
      """, at: call.location)
  }

  /// Why a call has no value to return, and how to fix it.
  private func noDefault<Value>(
    _ type: Value.Type, _ reason: NoValueReason, _ function: MockedMember, arguments: [Any?]
  ) -> String {
    let call = describeCall(function, arguments: arguments)
    let fix = defaultFix(for: type)
    switch reason {
    case .unexpected:
      return """
        [\(mockName)] Unexpected call: \(call) returns \(type), \
        a type with no default value, so the mock cannot answer it. \
        Expect the call with .returning(…), \(fix)
        """
    case .unanswered:
      return """
        [\(mockName)] \(call) returns \(type), a type with no default value, \
        and the \(policy.kind) has no answer for it. \
        Give it one with given { … }.returning(…), \(fix)
        """
    case .expectedWithoutValue(let location):
      return """
        [\(mockName)] \(call) was expected at \(location.shortDescription) \
        without .returning(…), and returns \(type), a type with no default value. \
        Add .returning(…) to that expectation, \(fix)
        """
    case .answeredWithAnotherType(let location, let typeName):
      return """
        [\(mockName)] \(call) returns \(type), a type with no default value, but its \
        expectation at \(location.shortDescription) returns a value of type \(typeName). \
        Give that expectation .returning(…) with a \(type), \(fix)
        """
    case .closureDidNotFit(let location):
      return """
        [\(mockName)] \(call) returns \(type), a type with no default value, and the closure \
        that answers it at \(location.shortDescription) does not take its arguments. Make that \
        closure take them, \(fix)
        """
    }
  }

  /// Stops the test process: the one way a mock gives up, for a call it must
  /// answer with a value of a type that has no default and cannot be built
  /// from its fields' defaults, when the test gave it none.
  func stop(_ message: String) -> Never {
    fatalError(message, file: creationLocation.filePath, line: creationLocation.line)
  }
}

/// Whether no value of `type` can exist (`Never`, or a `CaseIterable` enum
/// with no cases), so that a member returning it can never return.
func isUninhabited<Value>(_ type: Value.Type) -> Bool {
  if isSameType(type, Never.self) { return true }
  guard MemoryLayout<Value>.size == 0 else { return false }
  if let caseIterable = type as? any CaseIterable.Type, hasNoCases(caseIterable) { return true }
  return isEnumWithNoCases(type)
}

private func hasNoCases<T: CaseIterable>(_ type: T.Type) -> Bool {
  type.allCases.isEmpty
}

/// Whether `type` is an enum declared with no cases, read from its type
/// metadata as the Swift ABI lays it out: the metadata's kind, then its
/// nominal type descriptor, whose sixth and seventh 32-bit fields count the
/// cases with and without a payload.
private func isEnumWithNoCases(_ type: Any.Type) -> Bool {
  let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
  let enumKind: UInt = 0x201
  guard metadata.load(as: UInt.self) == enumKind else { return false }
  guard let descriptor = metadata.load(fromByteOffset: 8, as: UnsafeRawPointer?.self) else {
    return false
  }
  let payloadCases = descriptor.load(fromByteOffset: 20, as: UInt32.self) & 0x00FF_FFFF
  let emptyCases = descriptor.load(fromByteOffset: 24, as: UInt32.self)
  return payloadCases == 0 && emptyCases == 0
}

/// Why a call has no value of its own to return.
enum NoValueReason {
  case unexpected
  case unanswered
  case expectedWithoutValue(at: SourceCodeLocation)
  case answeredWithAnotherType(at: SourceCodeLocation, typeName: String)
  case closureDidNotFit(at: SourceCodeLocation)
}

/// The ways to give a member's return type a default, as the end of a
/// sentence. A tuple or function type cannot conform to a protocol, so only
/// the member's own default can help it.
/// ``defaultFix(forTypeNamed:)`` for `type`: an existential, which cannot
/// conform to a protocol, is given only the member's own default.
func defaultFix(for type: Any.Type) -> String {
  guard existentialIsClassBound(type) == nil else {
    return "give the mocked member a default with accept(default: …)"
  }
  return defaultFix(forTypeNamed: "\(type)")
}

func defaultFix(forTypeNamed type: String) -> String {
  let memberDefault = "give the mocked member a default with accept(default: …)"
  if type.hasPrefix("(") {
    return memberDefault
  }
  return """
    \(memberDefault), or make \(type) conform to Defaultable: \
    extension \(type): Defaultable { public static var mockDefault: \(type) { … } }
    """
}

extension MockEngine {
  /// The value `write` writes, or `nil` when it writes none: as an
  /// `Optional` of `Value`, for the paths that need one.
  @inline(never)
  func defaultWritten<Value>(by write: (UnsafeMutableRawPointer) -> Bool) -> Value? {
    let slot = UnsafeMutablePointer<Value>.allocate(capacity: 1)
    defer { slot.deallocate() }
    return write(slot) ? slot.move() : nil
  }
}

/// The value `write` writes to a slot on the stack, or else what `missing`
/// gives: with no `Optional` of `Value`, whose type the runtime would look
/// up where `Value` is not known.
@inline(never)
func valueWritten<Value>(
  by write: (UnsafeMutableRawPointer) -> Bool, orElse missing: () throws -> Value
) rethrows -> Value {
  // A small value's slot is a few words of this frame, whose memory is
  // bound to `Value` for the write and never read as words again; a larger
  // one's, on the heap. (`withUnsafeTemporaryAllocation` would look up a
  // type made from `Value` on every call.)
  var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
  guard
    MemoryLayout<Value>.size <= MemoryLayout.size(ofValue: words),
    MemoryLayout<Value>.alignment <= MemoryLayout<UInt64>.alignment
  else {
    let slot = UnsafeMutableRawPointer.allocate(
      byteCount: MemoryLayout<Value>.size, alignment: MemoryLayout<Value>.alignment)
    defer { slot.deallocate() }
    if write(slot) { return slot.assumingMemoryBound(to: Value.self).move() }
    return try missing()
  }
  return try withUnsafeMutableBytes(of: &words) { raw in
    let slot = raw.baseAddress!
    if write(slot) { return slot.assumingMemoryBound(to: Value.self).move() }
    return try missing()
  }
}

/// Writes the value `make` gives, if any, to `slot`, memory for a
/// `Value`, and says whether it did.
func writeValue<Value>(of make: () -> Value?, to slot: UnsafeMutableRawPointer) -> Bool {
  guard let value = make() else { return false }
  slot.initializeMemory(as: Value.self, to: value)
  return true
}
