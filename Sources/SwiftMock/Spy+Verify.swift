extension Spy {
  /// Fails the test, at the line that calls it, unless the spy received the
  /// call that `call` makes exactly `times` times.
  ///
  /// ```swift
  /// session.verifyReceived { $0.dataTask(with: request, completionHandler: { _, _, _ in }) }
  /// dog.verifyReceived(times: 2, ignoringArguments: true) { $0.eat(food: .dry) }
  /// ```
  ///
  /// The failure says what was wanted and lists what was received:
  ///
  /// ```text
  /// [Dog] Wanted but not invoked: eat(food: wet)
  ///   received instead: eat(food: dry)
  /// [Dog] Wanted 1 time but was called 2 times: eat(food: dry)
  ///   received: eat(food: dry)
  ///   received: eat(food: dry)
  /// ```
  ///
  /// - Parameters:
  ///   - times: How many matching calls there must be; 1 by default.
  ///   - ignoringArguments: Whether every call of the member counts, whatever its arguments.
  ///   - fileID: The file ID failures are reported at.
  ///   - filePath: The file path failures are reported at.
  ///   - line: The line failures are reported at.
  ///   - column: The column failures are reported at.
  ///   - call: A block that makes the call on the spy it is given.
  public func verifyReceived<Result>(
    times: Int = 1,
    ignoringArguments: Bool = false,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ call: (inout P) throws -> Result
  ) {
    let location = SourceCodeLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    guard let recorded = recordCall(in: "verifyReceived", at: location, call) else { return }
    engine.verifyReceived(
      recorded, .times(times), ignoringArguments: ignoringArguments, at: location)
  }

  /// Fails the test, at the line that calls it, unless the spy received the
  /// call of an `async` member that `call` makes exactly `times` times.
  ///
  /// ```swift
  /// await store.verifyReceived { await $0.fetch(id: 7) }
  /// ```
  ///
  /// - Parameters:
  ///   - times: How many matching calls there must be; 1 by default.
  ///   - ignoringArguments: Whether every call of the member counts, whatever its arguments.
  ///   - isolation: The actor the block runs on; the caller's, by default.
  ///   - fileID: The file ID failures are reported at.
  ///   - filePath: The file path failures are reported at.
  ///   - line: The line failures are reported at.
  ///   - column: The column failures are reported at.
  ///   - call: A block that makes the call on the spy it is given.
  public func verifyReceived<Result>(
    times: Int = 1,
    ignoringArguments: Bool = false,
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ call: (inout sending P) async throws -> sending Result
  ) async {
    let location = SourceCodeLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    let recorded = await recordCall(
      in: "verifyReceived", isolation: isolation, at: location, call)
    guard let recorded else { return }
    engine.verifyReceived(
      recorded, .times(times), ignoringArguments: ignoringArguments, at: location)
  }
}
