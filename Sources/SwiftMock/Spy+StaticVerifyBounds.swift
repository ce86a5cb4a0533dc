// `verifyReceived` of a spy's static members with a bound rather than an
// exact count, as the instance's `verifyReceived(atLeast:)`,
// `verifyReceived(atMost:)` and `verifyReceived(times:)` with a range are.
extension SpyStatics {
  /// Fails the running test, at the line that calls it, unless a static
  /// member received the call the block makes at least `minimum` times in it.
  ///
  /// ```swift
  /// SpyClock.verifyReceived(atLeast: 2) { $0.now() }
  /// ```
  ///
  /// ```text
  /// [Clock] Wanted at least 2 times but was called 1 time: now()
  ///   received: now()
  /// ```
  ///
  /// - Parameters:
  ///   - minimum: How many matching calls there must be at least; not negative.
  ///   - ignoringArguments: Whether every call of the member counts, whatever its arguments.
  ///   - fileID: The file ID of the line that verifies, where a failure is reported.
  ///   - filePath: The file path of that line.
  ///   - line: That line.
  ///   - column: Its column.
  ///   - call: A block that calls one static member of the class.
  public static func verifyReceived<Result>(
    atLeast minimum: Int,
    ignoringArguments: Bool = false,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ call: (Self.Type) throws -> Result
  ) {
    verifyStaticCalls(
      .atLeast(minimum), ignoringArguments: ignoringArguments,
      at: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column), call)
  }

  /// Fails the running test, at the line that calls it, if a static member
  /// received the call the block makes more than `maximum` times in it.
  ///
  /// ```swift
  /// SpyClock.verifyReceived(atMost: 1) { $0.reload(zone: "UTC") }
  /// ```
  ///
  /// ```text
  /// [Clock] Wanted at most 1 time but was called 2 times: reload(zone: "UTC")
  ///   received: reload(zone: "UTC")
  ///   received: reload(zone: "UTC")
  /// ```
  ///
  /// - Parameters:
  ///   - maximum: How many matching calls there may be at most; not negative.
  ///   - ignoringArguments: Whether every call of the member counts, whatever its arguments.
  ///   - fileID: The file ID of the line that verifies, where a failure is reported.
  ///   - filePath: The file path of that line.
  ///   - line: That line.
  ///   - column: Its column.
  ///   - call: A block that calls one static member of the class.
  public static func verifyReceived<Result>(
    atMost maximum: Int,
    ignoringArguments: Bool = false,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ call: (Self.Type) throws -> Result
  ) {
    verifyStaticCalls(
      .atMost(maximum), ignoringArguments: ignoringArguments,
      at: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column), call)
  }

  /// Fails the running test, at the line that calls it, unless a static
  /// member received the call the block makes a number of times within
  /// `range` in it.
  ///
  /// ```swift
  /// SpyClock.verifyReceived(times: 2...4) { $0.now() }
  /// ```
  ///
  /// ```text
  /// [Clock] Wanted 2 to 4 times but was called 5 times: now()
  /// ```
  ///
  /// followed by a `received:` line for each call.
  ///
  /// - Parameters:
  ///   - range: How many matching calls there must be; not negative.
  ///   - ignoringArguments: Whether every call of the member counts, whatever its arguments.
  ///   - fileID: The file ID of the line that verifies, where a failure is reported.
  ///   - filePath: The file path of that line.
  ///   - line: That line.
  ///   - column: Its column.
  ///   - call: A block that calls one static member of the class.
  public static func verifyReceived<Result>(
    times range: ClosedRange<Int>,
    ignoringArguments: Bool = false,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ call: (Self.Type) throws -> Result
  ) {
    verifyStaticCalls(
      .times(range), ignoringArguments: ignoringArguments,
      at: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column), call)
  }

  /// Records the static call `call` makes and checks the calls the running
  /// test's static members received against `bound`.
  static func verifyStaticCalls<Result>(
    _ bound: ReceivedCountBound, ignoringArguments: Bool, at location: SourceCodeLocation,
    _ call: (Self.Type) throws -> Result
  ) {
    let (engine, recorded) = recordStaticCall(of: Self.self, in: "verifyReceived", at: location) {
      try call(Self.self)
    }
    guard let recorded else { return }
    engine.verifyReceived(recorded, bound, ignoringArguments: ignoringArguments, at: location)
  }
}
