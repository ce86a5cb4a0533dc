extension Mock {
  /// Lets the mock take the call that `call` makes any number of times,
  /// including none, without failing the test.
  ///
  /// Use it for the queries a test does not care about, to keep the mock
  /// strict about the calls that matter:
  ///
  /// ```swift
  /// toggle.allow { $0.isFeatureOneOn() }.returning(true)
  /// toggle.allow { $0.isFeatureTwoOn() }
  /// renderer.expect { $0.renderFeatureOne() }
  /// ```
  ///
  /// An expected call takes precedence: a call satisfies a matching
  /// expectation first, and only then falls back to the allowance. When
  /// several allowances match, the newest wins. `verify()` never reports an
  /// allowed call.
  ///
  /// - Parameters:
  ///   - fileID: The file ID failures about the block are reported at.
  ///   - filePath: The file path failures about the block are reported at.
  ///   - line: The line failures about the block are reported at.
  ///   - column: The column failures about the block are reported at.
  ///   - call: A block that makes the allowed call on the mock it is given.
  /// - Returns: The allowance, to configure with `.returning`, `.throwing` or `.doing`.
  @discardableResult
  public func allow<Result>(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ call: (inout P) throws -> Result
  ) -> Expectation<Result> {
    let location = SourceCodeLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    return addAnswer(recordCall(in: "allow", at: location, call), at: location)
  }

  /// Lets the mock take the call of an `async` member that `call` makes any
  /// number of times, including none, without failing the test.
  ///
  /// ```swift
  /// await store.allow { await $0.count() }.returning(3)
  /// ```
  ///
  /// - Parameters:
  ///   - isolation: The actor the block runs on; the caller's, by default.
  ///   - fileID: The file ID failures about the block are reported at.
  ///   - filePath: The file path failures about the block are reported at.
  ///   - line: The line failures about the block are reported at.
  ///   - column: The column failures about the block are reported at.
  ///   - call: A block that makes the allowed call on the mock it is given.
  /// - Returns: The allowance, to configure with `.returning`, `.throwing` or `.doing`.
  @discardableResult
  public func allow<Result>(
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ call: (inout sending P) async throws -> sending Result
  ) async -> Expectation<Result> {
    let location = SourceCodeLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    let recorded = await recordCall(in: "allow", isolation: isolation, at: location, call)
    return addAnswer(recorded, at: location)
  }
}
