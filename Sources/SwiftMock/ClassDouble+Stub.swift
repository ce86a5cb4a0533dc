// `given` on a class double whose test double is a `Stub` or a `Spy`.
extension ClassDouble where Backing: Stub<Self> {
  /// Gives the class double an answer for the call that `call` makes,
  /// however often it comes.
  ///
  /// ```swift
  /// dog.given { $0.digest() }.returning("Upset tummy")
  /// ```
  ///
  /// It works as ``Stub/given(fileID:filePath:line:column:_:)`` does.
  ///
  /// - Parameters:
  ///   - fileID: The file ID failures about the block are reported at.
  ///   - filePath: The file path failures about the block are reported at.
  ///   - line: The line failures about the block are reported at.
  ///   - column: The column failures about the block are reported at.
  ///   - call: A block that makes the call on the class double it is given.
  /// - Returns: The answer, to configure with `.returning`, `.throwing` or `.doing`.
  @discardableResult
  public func given<Result>(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ call: (inout Self) throws -> Result
  ) -> Expectation<Result> {
    withSubject {
      testDouble.given(fileID: fileID, filePath: filePath, line: line, column: column, call)
    }
  }

  /// Gives the class double an answer for the call of an `async` override
  /// that `call` makes, however often it comes.
  ///
  /// ```swift
  /// await loader.given { await $0.count() }.returning(3)
  /// ```
  ///
  /// - Parameters:
  ///   - isolation: The actor the block runs on; the caller's, by default.
  ///   - fileID: The file ID failures about the block are reported at.
  ///   - filePath: The file path failures about the block are reported at.
  ///   - line: The line failures about the block are reported at.
  ///   - column: The column failures about the block are reported at.
  ///   - call: A block that makes the call on the class double it is given.
  /// - Returns: The answer, to configure with `.returning`, `.throwing` or `.doing`.
  @discardableResult
  public func given<Result>(
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ call: (inout sending Self) async throws -> sending Result
  ) async -> Expectation<Result> {
    await withSubject(isolation: isolation) {
      await testDouble.given(
        isolation: isolation, fileID: fileID, filePath: filePath, line: line, column: column,
        call)
    }
  }
}
