/// The base class of a stub of protocol `P`: a test double that answers,
/// and whose calls never fail a test; only a misuse of `given` does.
///
/// Use a stub for a collaborator whose answers the code under test needs,
/// when the test does not care how often, or whether, it asks. A stub that
/// keeps its answers in stored properties works as written:
///
/// ```swift
/// final class StubFeatureToggle: Stub<FeatureToggleProtocol>, FeatureToggleProtocol {
///   var featureOneEnabled = false
///   func isFeatureOneOn() -> Bool { featureOneEnabled }
///   func isFeatureTwoOn() -> Bool { accept() }
/// }
/// ```
///
/// A member that calls `accept` answers what the test gave with
/// ``given(fileID:filePath:line:column:_:)``, or else the default value of
/// its return type (see ``Defaultable``):
///
/// ```swift
/// let toggle = StubFeatureToggle()
/// toggle.given { $0.isFeatureTwoOn() }.returning(true)
/// ```
open class Stub<P>: TestDouble<P>, StubStatics {
  override class var policy: MockEngine.Policy { .lenient }
}

extension Stub {
  /// Gives the stub an answer for the call that `call` makes, however often
  /// it comes.
  ///
  /// ```swift
  /// toggle.given { $0.isFeatureOneOn() }.returning(true)
  /// cache.given { $0.get("alice") }.returning("hashed_secret")
  /// loader.given { try $0.load() }.throwing(LoadError.offline)
  /// ```
  ///
  /// A call matches the answer when its arguments match; when several
  /// answers match, the newest wins, so a test can override an answer its
  /// set-up gave. A block that calls no mocked member, or more than one,
  /// adds nothing and fails the test at this line:
  ///
  /// ```text
  /// [FeatureToggleProtocol] The given block called no method of this stub. Call exactly one mocked method in it, like given { $0.load() }.
  /// ```
  ///
  /// - Parameters:
  ///   - fileID: The file ID failures about the block are reported at.
  ///   - filePath: The file path failures about the block are reported at.
  ///   - line: The line failures about the block are reported at.
  ///   - column: The column failures about the block are reported at.
  ///   - call: A block that makes the call on the stub it is given.
  /// - Returns: The answer, to configure with `.returning`, `.throwing` or `.doing`.
  @discardableResult
  public func given<Result>(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ call: (inout P) throws -> Result
  ) -> Expectation<Result> {
    let location = SourceCodeLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    return addAnswer(recordCall(in: "given", at: location, call), at: location)
  }

  /// Gives the stub an answer for the call of an `async` member that `call`
  /// makes, however often it comes.
  ///
  /// ```swift
  /// await store.given { await $0.count() }.returning(3)
  /// ```
  ///
  /// - Parameters:
  ///   - isolation: The actor the block runs on; the caller's, by default.
  ///   - fileID: The file ID failures about the block are reported at.
  ///   - filePath: The file path failures about the block are reported at.
  ///   - line: The line failures about the block are reported at.
  ///   - column: The column failures about the block are reported at.
  ///   - call: A block that makes the call on the stub it is given.
  /// - Returns: The answer, to configure with `.returning`, `.throwing` or `.doing`.
  @discardableResult
  public func given<Result>(
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ call: (inout sending P) async throws -> sending Result
  ) async -> Expectation<Result> {
    let location = SourceCodeLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    let recorded = await recordCall(in: "given", isolation: isolation, at: location, call)
    return addAnswer(recorded, at: location)
  }
}
