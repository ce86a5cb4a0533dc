// `verifyReceived` with a bound rather than an exact count, named as
// `Expectation.times(atLeast:)`, `times(atMost:)` and `times(_:)` with a
// range are.
extension Spy {
  /// Fails the test, at the line that calls it, unless the spy received the
  /// call that `call` makes at least `minimum` times.
  ///
  /// ```swift
  /// logger.verifyReceived(atLeast: 2) { $0.log("retrying") }
  /// ```
  ///
  /// ```text
  /// [Logger] Wanted at least 2 times but was called 1 time: log("retrying")
  ///   received: log("retrying")
  /// ```
  ///
  /// - Parameters:
  ///   - minimum: How many matching calls there must be at least; not negative.
  ///   - ignoringArguments: Whether every call of the member counts, whatever its arguments.
  ///   - fileID: The file ID failures are reported at.
  ///   - filePath: The file path failures are reported at.
  ///   - line: The line failures are reported at.
  ///   - column: The column failures are reported at.
  ///   - call: A block that makes the call on the spy it is given.
  public func verifyReceived<Result>(
    atLeast minimum: Int,
    ignoringArguments: Bool = false,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ call: (inout P) throws -> Result
  ) {
    verifyReceived(
      .atLeast(minimum), ignoringArguments: ignoringArguments,
      at: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column), call)
  }

  /// Fails the test, at the line that calls it, if the spy received the
  /// call that `call` makes more than `maximum` times.
  ///
  /// ```swift
  /// analytics.verifyReceived(atMost: 1) { $0.track("launch") }
  /// ```
  ///
  /// ```text
  /// [Analytics] Wanted at most 1 time but was called 2 times: track("launch")
  ///   received: track("launch")
  ///   received: track("launch")
  /// ```
  ///
  /// - Parameters:
  ///   - maximum: How many matching calls there may be at most; not negative.
  ///   - ignoringArguments: Whether every call of the member counts, whatever its arguments.
  ///   - fileID: The file ID failures are reported at.
  ///   - filePath: The file path failures are reported at.
  ///   - line: The line failures are reported at.
  ///   - column: The column failures are reported at.
  ///   - call: A block that makes the call on the spy it is given.
  public func verifyReceived<Result>(
    atMost maximum: Int,
    ignoringArguments: Bool = false,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ call: (inout P) throws -> Result
  ) {
    verifyReceived(
      .atMost(maximum), ignoringArguments: ignoringArguments,
      at: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column), call)
  }

  /// Fails the test, at the line that calls it, unless the spy received the
  /// call that `call` makes a number of times within `range`.
  ///
  /// ```swift
  /// poller.verifyReceived(times: 2...4) { $0.poll() }
  /// ```
  ///
  /// ```text
  /// [Poller] Wanted 2 to 4 times but was called 5 times: poll()
  /// ```
  ///
  /// followed by a `received:` line for each call.
  ///
  /// - Parameters:
  ///   - range: How many matching calls there must be; not negative.
  ///   - ignoringArguments: Whether every call of the member counts, whatever its arguments.
  ///   - fileID: The file ID failures are reported at.
  ///   - filePath: The file path failures are reported at.
  ///   - line: The line failures are reported at.
  ///   - column: The column failures are reported at.
  ///   - call: A block that makes the call on the spy it is given.
  public func verifyReceived<Result>(
    times range: ClosedRange<Int>,
    ignoringArguments: Bool = false,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ call: (inout P) throws -> Result
  ) {
    verifyReceived(
      .times(range), ignoringArguments: ignoringArguments,
      at: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column), call)
  }

  /// Fails the test, at the line that calls it, unless the spy received the
  /// call of an `async` member that `call` makes at least `minimum` times.
  ///
  /// ```swift
  /// await store.verifyReceived(atLeast: 2) { await $0.fetch(id: 7) }
  /// ```
  ///
  /// - Parameters:
  ///   - minimum: How many matching calls there must be at least; not negative.
  ///   - ignoringArguments: Whether every call of the member counts, whatever its arguments.
  ///   - isolation: The actor the block runs on; the caller's, by default.
  ///   - fileID: The file ID failures are reported at.
  ///   - filePath: The file path failures are reported at.
  ///   - line: The line failures are reported at.
  ///   - column: The column failures are reported at.
  ///   - call: A block that makes the call on the spy it is given.
  public func verifyReceived<Result>(
    atLeast minimum: Int,
    ignoringArguments: Bool = false,
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ call: (inout sending P) async throws -> sending Result
  ) async {
    await verifyReceived(
      .atLeast(minimum), ignoringArguments: ignoringArguments, isolation: isolation,
      at: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column), call)
  }

  /// Fails the test, at the line that calls it, if the spy received the
  /// call of an `async` member that `call` makes more than `maximum` times.
  ///
  /// ```swift
  /// await store.verifyReceived(atMost: 1) { await $0.fetch(id: 7) }
  /// ```
  ///
  /// - Parameters:
  ///   - maximum: How many matching calls there may be at most; not negative.
  ///   - ignoringArguments: Whether every call of the member counts, whatever its arguments.
  ///   - isolation: The actor the block runs on; the caller's, by default.
  ///   - fileID: The file ID failures are reported at.
  ///   - filePath: The file path failures are reported at.
  ///   - line: The line failures are reported at.
  ///   - column: The column failures are reported at.
  ///   - call: A block that makes the call on the spy it is given.
  public func verifyReceived<Result>(
    atMost maximum: Int,
    ignoringArguments: Bool = false,
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ call: (inout sending P) async throws -> sending Result
  ) async {
    await verifyReceived(
      .atMost(maximum), ignoringArguments: ignoringArguments, isolation: isolation,
      at: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column), call)
  }

  /// Fails the test, at the line that calls it, unless the spy received the
  /// call of an `async` member that `call` makes a number of times within
  /// `range`.
  ///
  /// ```swift
  /// await store.verifyReceived(times: 1...3) { await $0.fetch(id: 7) }
  /// ```
  ///
  /// - Parameters:
  ///   - range: How many matching calls there must be; not negative.
  ///   - ignoringArguments: Whether every call of the member counts, whatever its arguments.
  ///   - isolation: The actor the block runs on; the caller's, by default.
  ///   - fileID: The file ID failures are reported at.
  ///   - filePath: The file path failures are reported at.
  ///   - line: The line failures are reported at.
  ///   - column: The column failures are reported at.
  ///   - call: A block that makes the call on the spy it is given.
  public func verifyReceived<Result>(
    times range: ClosedRange<Int>,
    ignoringArguments: Bool = false,
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ call: (inout sending P) async throws -> sending Result
  ) async {
    await verifyReceived(
      .times(range), ignoringArguments: ignoringArguments, isolation: isolation,
      at: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column), call)
  }

  /// Records the call `call` makes and checks the calls received against `bound`.
  func verifyReceived<Result>(
    _ bound: ReceivedCountBound, ignoringArguments: Bool, at location: SourceCodeLocation,
    _ call: (inout P) throws -> Result
  ) {
    guard let recorded = recordCall(in: "verifyReceived", at: location, call) else { return }
    engine.verifyReceived(recorded, bound, ignoringArguments: ignoringArguments, at: location)
  }

  /// The `async` form of ``verifyReceived(_:ignoringArguments:at:_:)``.
  func verifyReceived<Result>(
    _ bound: ReceivedCountBound, ignoringArguments: Bool, isolation: isolated (any Actor)?,
    at location: SourceCodeLocation, _ call: (inout sending P) async throws -> sending Result
  ) async {
    let recorded = await recordCall(
      in: "verifyReceived", isolation: isolation, at: location, call)
    guard let recorded else { return }
    engine.verifyReceived(recorded, bound, ignoringArguments: ignoringArguments, at: location)
  }
}
