/// The calls a spy's static members received, read on the class.
extension Spy {
  /// The calls the class's static members received in the running test, in
  /// the order they were made.
  ///
  /// ```swift
  /// #expect(SpyClock.calls.map(\.function) == ["now()"])
  /// ```
  public static var calls: [SpyCall] {
    existingStaticDouble?.calls ?? []
  }
}

/// The static side of ``Spy``: the calls a spy's static members received,
/// read on the class.
///
/// ``Spy`` conforms to it; it is not for other types.
///
/// ```swift
/// #expect(SpyClock.callCount { $0.now() } == 1)
/// ```
public protocol SpyStatics: AnyObject {}

extension SpyStatics {
  /// The calls in the running test of the static member the block calls,
  /// with the same arguments, or any if `ignoringArguments`.
  ///
  /// ```swift
  /// let calls = SpyClock.calls { $0.now() }
  /// ```
  ///
  /// - Parameters:
  ///   - ignoringArguments: Whether calls with other arguments count too.
  ///   - fileID: The file ID of the line that asks.
  ///   - filePath: The file path of that line.
  ///   - line: That line.
  ///   - column: Its column.
  ///   - call: A block that calls one static member of the class.
  /// - Returns: The matching calls, in the order they were made.
  public static func calls<Result>(
    ignoringArguments: Bool = false,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ call: (Self.Type) throws -> Result
  ) -> [SpyCall] {
    let location = SourceCodeLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    let (engine, recorded) = recordStaticCall(of: Self.self, in: "calls", at: location) {
      try call(Self.self)
    }
    return engine.receivedCalls(matching: recorded, ignoringArguments: ignoringArguments)
  }

  /// Whether a static member received the call the block makes, in the
  /// running test.
  ///
  /// ```swift
  /// #expect(SpyClock.received { $0.zone = "UTC" })
  /// ```
  ///
  /// - Parameters:
  ///   - ignoringArguments: Whether calls with other arguments count too.
  ///   - fileID: The file ID of the line that asks.
  ///   - filePath: The file path of that line.
  ///   - line: That line.
  ///   - column: Its column.
  ///   - call: A block that calls one static member of the class.
  /// - Returns: `true` if the call was received at least once.
  public static func received<Result>(
    ignoringArguments: Bool = false,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ call: (Self.Type) throws -> Result
  ) -> Bool {
    let location = SourceCodeLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    let (engine, recorded) = recordStaticCall(of: Self.self, in: "received", at: location) {
      try call(Self.self)
    }
    return !engine.receivedCalls(matching: recorded, ignoringArguments: ignoringArguments).isEmpty
  }

  /// How many times a static member received the call the block makes, in
  /// the running test.
  ///
  /// ```swift
  /// #expect(SpyClock.callCount { $0.now() } == 2)
  /// ```
  ///
  /// - Parameters:
  ///   - ignoringArguments: Whether calls with other arguments count too.
  ///   - fileID: The file ID of the line that asks.
  ///   - filePath: The file path of that line.
  ///   - line: That line.
  ///   - column: Its column.
  ///   - call: A block that calls one static member of the class.
  /// - Returns: The number of matching calls.
  public static func callCount<Result>(
    ignoringArguments: Bool = false,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ call: (Self.Type) throws -> Result
  ) -> Int {
    let location = SourceCodeLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    let (engine, recorded) = recordStaticCall(of: Self.self, in: "callCount", at: location) {
      try call(Self.self)
    }
    return engine.receivedCalls(matching: recorded, ignoringArguments: ignoringArguments).count
  }

  /// Fails the running test unless a static member received the call the
  /// block makes `times` times in it.
  ///
  /// ```swift
  /// SpyClock.verifyReceived { $0.now() }
  /// ```
  ///
  /// ```text
  /// [Clock] Expected now() to be called 1 time, but it was called 0 times
  /// ```
  ///
  /// - Parameters:
  ///   - times: How many calls are expected; 1 by default.
  ///   - ignoringArguments: Whether calls with other arguments count too.
  ///   - fileID: The file ID of the line that verifies, where a failure is reported.
  ///   - filePath: The file path of that line.
  ///   - line: That line.
  ///   - column: Its column.
  ///   - call: A block that calls one static member of the class.
  public static func verifyReceived<Result>(
    times: Int = 1,
    ignoringArguments: Bool = false,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ call: (Self.Type) throws -> Result
  ) {
    let location = SourceCodeLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    let (engine, recorded) = recordStaticCall(of: Self.self, in: "verifyReceived", at: location) {
      try call(Self.self)
    }
    guard let recorded else { return }
    engine.verifyReceived(
      recorded, .times(times), ignoringArguments: ignoringArguments, at: location)
  }
}
