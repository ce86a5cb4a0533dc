/// The base class of a spy of protocol `P`: a stub that also keeps every call
/// it receives, for the test to check afterwards.
///
/// Write it as you would a mock or a stub; members call `accept`:
///
/// ```swift
/// final class SpyDog: Spy<Dog>, Dog {
///   func bark() -> String { accept() }
///   func eat(food: DogFood) { accept(food) }
///   func digest() -> String? { accept() }
/// }
/// ```
///
/// Then ask, after the code under test has run, what it received:
///
/// ```swift
/// family.feedDog()
/// #expect(dog.received { $0.eat(food: .dry) })
/// #expect(dog.callCount(ignoringArguments: true) { $0.eat(food: .dry) } == 2)
/// dog.verifyReceived(times: 2, ignoringArguments: true) { $0.eat(food: .dry) }
/// ```
///
/// A spy's calls never fail a test; only `verifyReceived` does, at the line
/// that calls it: for an exact count, a bound such as `atLeast: 2`, or after
/// waiting for calls made by background work with `timeout:`; and so does a
/// misused block (`given`, `received`, `callCount`), at its line. Give it
/// answers with `given`, as a stub.
open class Spy<P>: Stub<P>, SpyStatics {
  override class var policy: MockEngine.Policy { .recording }

  /// Forgets the calls the spy received, and keeps its answers: later
  /// checks see only the calls made after it.
  ///
  /// ```swift
  /// spy.given { $0.digest() }.returning("Upset tummy")
  /// family.arrive()         // calls the spy while setting up
  /// spy.clearCalls()
  /// family.feedDog()
  /// spy.verifyReceived(times: 2, ignoringArguments: true) { $0.eat(food: .dry) }
  /// #expect(spy.digest() == "Upset tummy")  // the answer stays
  /// ```
  ///
  /// ``TestDouble/reset()-swift.method`` forgets the answers too. A ``Stub`` keeps no
  /// calls, so it has nothing to clear; nor has a ``Mock``, whose calls are
  /// what its expectations received, which `verify()` checks and then
  /// forgets.
  ///
  /// It is `open` for a protocol that has a `clearCalls()` of its own: the
  /// spy overrides it with `override func clearCalls() { accept() }`, and
  /// reaches this one as `super.clearCalls()`.
  open func clearCalls() {
    engine.clearCalls()
  }
}

extension Spy {
  /// Every call the spy received, oldest first.
  ///
  /// ```swift
  /// #expect(dog.calls.map(\.function) == ["eat(food:)", "digest()"])
  /// ```
  public var calls: [SpyCall] {
    engine.receivedCalls
  }

  /// The calls the spy received that match the one `call` makes, oldest first.
  ///
  /// ```swift
  /// let requests = session.calls { $0.dataTask(with: request, completionHandler: { _, _, _ in }) }
  /// requests.last?.actionArgument(0, as: ((Data?, URLResponse?, (any Error)?) -> Void).self)?(data, nil, nil)
  /// ```
  ///
  /// - Parameters:
  ///   - ignoringArguments: Whether any call of the member matches, whatever its arguments.
  ///   - fileID: The file ID failures about the block are reported at.
  ///   - filePath: The file path failures about the block are reported at.
  ///   - line: The line failures about the block are reported at.
  ///   - column: The column failures about the block are reported at.
  ///   - call: A block that makes the call on the spy it is given.
  /// - Returns: The matching calls.
  public func calls<Result>(
    ignoringArguments: Bool = false,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ call: (inout P) throws -> Result
  ) -> [SpyCall] {
    let location = SourceCodeLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    let recorded = recordCall(in: "calls", at: location, call)
    return engine.receivedCalls(matching: recorded, ignoringArguments: ignoringArguments)
  }

  /// Whether the spy received the call that `call` makes.
  ///
  /// ```swift
  /// #expect(dog.received { $0.eat(food: .tableScraps) })
  /// #expect(dog.received(ignoringArguments: true) { $0.eat(food: .tableScraps) })
  /// ```
  ///
  /// - Parameters:
  ///   - ignoringArguments: Whether any call of the member counts, whatever its arguments.
  ///   - fileID: The file ID failures about the block are reported at.
  ///   - filePath: The file path failures about the block are reported at.
  ///   - line: The line failures about the block are reported at.
  ///   - column: The column failures about the block are reported at.
  ///   - call: A block that makes the call on the spy it is given.
  /// - Returns: `true` if at least one received call matches.
  public func received<Result>(
    ignoringArguments: Bool = false,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ call: (inout P) throws -> Result
  ) -> Bool {
    let location = SourceCodeLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    let recorded = recordCall(in: "received", at: location, call)
    return !engine.receivedCalls(matching: recorded, ignoringArguments: ignoringArguments).isEmpty
  }

  /// How many times the spy received the call that `call` makes.
  ///
  /// ```swift
  /// #expect(dog.callCount { $0.eat(food: .dry) } == 1)
  /// #expect(dog.callCount(ignoringArguments: true) { $0.eat(food: .dry) } == 2)
  /// ```
  ///
  /// - Parameters:
  ///   - ignoringArguments: Whether every call of the member counts, whatever its arguments.
  ///   - fileID: The file ID failures about the block are reported at.
  ///   - filePath: The file path failures about the block are reported at.
  ///   - line: The line failures about the block are reported at.
  ///   - column: The column failures about the block are reported at.
  ///   - call: A block that makes the call on the spy it is given.
  /// - Returns: The number of received calls that match.
  public func callCount<Result>(
    ignoringArguments: Bool = false,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ call: (inout P) throws -> Result
  ) -> Int {
    let location = SourceCodeLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    let recorded = recordCall(in: "callCount", at: location, call)
    return engine.receivedCalls(matching: recorded, ignoringArguments: ignoringArguments).count
  }

  /// The calls of an `async` member the spy received that match the one
  /// `call` makes, oldest first.
  ///
  /// ```swift
  /// let fetches = await store.calls { await $0.fetch(id: 7) }
  /// ```
  ///
  /// - Parameters:
  ///   - ignoringArguments: Whether any call of the member matches, whatever its arguments.
  ///   - isolation: The actor the block runs on; the caller's, by default.
  ///   - fileID: The file ID failures about the block are reported at.
  ///   - filePath: The file path failures about the block are reported at.
  ///   - line: The line failures about the block are reported at.
  ///   - column: The column failures about the block are reported at.
  ///   - call: A block that makes the call on the spy it is given.
  /// - Returns: The matching calls.
  public func calls<Result>(
    ignoringArguments: Bool = false,
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ call: (inout sending P) async throws -> sending Result
  ) async -> [SpyCall] {
    let location = SourceCodeLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    let recorded = await recordCall(in: "calls", isolation: isolation, at: location, call)
    return engine.receivedCalls(matching: recorded, ignoringArguments: ignoringArguments)
  }

  /// Whether the spy received the call of an `async` member that `call` makes.
  ///
  /// ```swift
  /// #expect(await store.received { await $0.fetch(id: 7) })
  /// ```
  ///
  /// - Parameters:
  ///   - ignoringArguments: Whether any call of the member counts, whatever its arguments.
  ///   - isolation: The actor the block runs on; the caller's, by default.
  ///   - fileID: The file ID failures about the block are reported at.
  ///   - filePath: The file path failures about the block are reported at.
  ///   - line: The line failures about the block are reported at.
  ///   - column: The column failures about the block are reported at.
  ///   - call: A block that makes the call on the spy it is given.
  /// - Returns: `true` if at least one received call matches.
  public func received<Result>(
    ignoringArguments: Bool = false,
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ call: (inout sending P) async throws -> sending Result
  ) async -> Bool {
    let location = SourceCodeLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    let recorded = await recordCall(in: "received", isolation: isolation, at: location, call)
    return !engine.receivedCalls(matching: recorded, ignoringArguments: ignoringArguments).isEmpty
  }

  /// How many times the spy received the call of an `async` member that
  /// `call` makes.
  ///
  /// ```swift
  /// #expect(await store.callCount { await $0.fetch(id: 7) } == 1)
  /// ```
  ///
  /// - Parameters:
  ///   - ignoringArguments: Whether every call of the member counts, whatever its arguments.
  ///   - isolation: The actor the block runs on; the caller's, by default.
  ///   - fileID: The file ID failures about the block are reported at.
  ///   - filePath: The file path failures about the block are reported at.
  ///   - line: The line failures about the block are reported at.
  ///   - column: The column failures about the block are reported at.
  ///   - call: A block that makes the call on the spy it is given.
  /// - Returns: The number of received calls that match.
  public func callCount<Result>(
    ignoringArguments: Bool = false,
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ call: (inout sending P) async throws -> sending Result
  ) async -> Int {
    let location = SourceCodeLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    let recorded = await recordCall(in: "callCount", isolation: isolation, at: location, call)
    return engine.receivedCalls(matching: recorded, ignoringArguments: ignoringArguments).count
  }
}
