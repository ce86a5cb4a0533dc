extension Expectation {
  /// Makes each call run the real implementation of a class double's
  /// override, and answer with what it returns or throws.
  ///
  /// The override passes its real implementation to `accept`, which runs
  /// it only for a call that this expectation or answer takes:
  ///
  /// ```swift
  /// final class FakeDog: Dog, ClassDouble {
  ///   let testDouble = Mock<FakeDog>()
  ///   override func bark() -> String { accept(real: super.bark()) }
  ///   override func fetch(stick: Int) async -> Bool {
  ///     await accept(stick, real: await super.fetch(stick: stick))
  ///   }
  /// }
  ///
  /// dog.expect { $0.bark() }.callingRealImplementation()
  /// await dog.expect { await $0.fetch(stick: 1) }.callingRealImplementation()
  /// ```
  ///
  /// The real implementation runs when the call happens, after any `.doing`
  /// action, on the caller's thread or task and with no lock held. A call
  /// whose member passes no real implementation (it calls `accept()`, not
  /// `accept(real:)`) answers as if it had no answer, and fails the test at
  /// this line, once however many calls meet it, with the form of `accept`
  /// that the member's effects need:
  ///
  /// ```text
  /// [FakeDog] .callingRealImplementation() is set on bark(), whose member passes no real implementation to accept. Write it as accept(real: super.bark()).
  /// [FakeDog] .callingRealImplementation() is set on fetch(stick:), whose member passes no real implementation to accept. Write it as await accept(real: super.fetch(stick:)).
  /// [FakeDog] .callingRealImplementation() is set on play(with:), whose member passes no real implementation to accept. Write it as accept(checkArgs: […], actionArgs: […], real: super.play(with:)).
  /// [FakeDog] .callingRealImplementation() is set on name, whose member passes no real implementation to accept. Write it as accept(newValue, real: { super.name = newValue }).
  /// ```
  ///
  /// - Parameters:
  ///   - fileID: The file ID failures are reported at.
  ///   - filePath: The file path failures are reported at.
  ///   - line: The line failures are reported at.
  ///   - column: The column failures are reported at.
  /// - Returns: This expectation, to chain.
  @discardableResult
  public func callingRealImplementation(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Expectation<Result> {
    guard let call else { return self }
    let location = SourceCodeLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    let member = call.pattern.function
    let engineIdentity = ObjectIdentifier(engine)
    // The misuse is one mistake, reported once however many calls meet it.
    let reports = AtomicCount()
    let computed = ComputedAnswer(callingRealImplementation: { [weak engine] _ in
      if let answer = RealImplementation.answer(for: member, of: engineIdentity) {
        return answer
      }
      guard reports.add(1) == 1 else { return .closureDidNotFit }
      engine?.report(
        """
        [\(engine?.mockName ?? "")] .callingRealImplementation() is set on \(member.name), whose \
        member passes no real implementation to accept. Write it as \
        \(realImplementationCall(of: member)).
        """, at: location)
      return .closureDidNotFit
    })
    setComputed(computed, canThrow: false, at: location)
    return self
  }
}

/// The `accept` call by which the override of `member` passes its real
/// implementation, as the message of a member that passes none writes it:
/// `accept(real: super.bark())`, `try await throwingAccept(real: super.fetch(id:))`;
/// for a member that passes its arguments in arrays,
/// `accept(checkArgs: […], actionArgs: […], real: super.fetch(url:completion:))`;
/// for a setter, `accept(newValue, real: { super.unit = newValue })`.
private func realImplementationCall(of member: MockedMember) -> String {
  let isSubscript = member.name.hasPrefix("subscript(")
  let returnsNothing = ObjectIdentifier(member.result) == ObjectIdentifier(Void.self)
  // A property's getter and setter share its name, with no parentheses; the
  // setter alone takes an argument, `newValue`, and returns nothing.
  if member.effects == .none, member.arity >= 1, returnsNothing,
    isSubscript || !member.name.contains("(")
  {
    return isSubscript
      ? "accept(…, newValue, real: { super[…] = newValue })"
      : "accept(newValue, real: { super.\(member.name) = newValue })"
  }
  let arrays = member.arity < 0 ? "checkArgs: […], actionArgs: […], " : ""
  let real = "real: super.\(member.name)"
  return switch member.effects {
  case .none: "accept(\(arrays)\(real))"
  case .throwing: "try throwingAccept(\(arrays)\(real))"
  case .async: "await accept(\(arrays)\(real))"
  case .asyncThrowing: "try await throwingAccept(\(arrays)\(real))"
  case .typedThrowing(let failure):
    "try throwingAccept(\(arrays)errorType: \(failure).self, \(real))"
  case .asyncTypedThrowing(let failure):
    "try await throwingAccept(\(arrays)errorType: \(failure).self, \(real))"
  }
}
