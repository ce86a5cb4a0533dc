extension Mock {
  /// Adds one expected call: the call to this mock that `call` makes.
  ///
  /// The block receives the mock and calls the mocked member once, with the
  /// arguments the call must have. Configure the answer on the result:
  ///
  /// ```swift
  /// mock.expect { $0.voidFunction(value: 42) }
  /// mock.expect { $0.name() }.returning("dent")
  /// mock.expect { try $0.load() }.throwing(LoadError.offline)
  /// mock.expect { $0.value = 42 }
  /// ```
  ///
  /// A call goes to one expectation it matches: one that still needs calls
  /// before one that only may take more, then one written with values before
  /// one with matchers or `.ignoringArguments()`, then the earliest set (see
  /// <doc:MatchingCallsToExpectations>). So two expectations of `count()`
  /// returning 1 and then 2 answer 1, then 2.
  ///
  /// A block that calls no mocked member, more than one, or a member of
  /// another test double adds nothing and fails the test at this line:
  ///
  /// ```text
  /// [TestProtocol] The expect block called no method of this mock. Call exactly one mocked method in it, like expect { $0.load() }.
  /// ```
  ///
  /// - Parameters:
  ///   - fileID: The file ID this expectation's failures name and are reported at.
  ///   - filePath: The file path failures about the block are reported at.
  ///   - line: The line this expectation's failures name and are reported at.
  ///   - column: The column failures about the block are reported at.
  ///   - call: A block that makes the expected call on the mock it is given.
  /// - Returns: The expectation, to configure with `.returning`, `.throwing` or `.doing`.
  @inlinable
  @discardableResult
  public func expect<Result>(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ call: (inout P) throws -> Result
  ) -> Expectation<Result> {
    // Inlined, so that the test, where `Result` is known, gives the type of
    // the expectation it makes: the library would look it up on each call.
    Expectation(
      expectedBy: self, fileID: fileID, filePath: filePath, line: line, column: column, call)
  }

  /// Adds one expected call of an `async` member: the call to this mock that
  /// `call` makes.
  ///
  /// ```swift
  /// await mock.expect { await $0.count() }.returning(42)
  /// await mock.expect { try await $0.fetch() }.throwing(FetchError.offline)
  /// ```
  ///
  /// It works as the synchronous form does; a block that makes only
  /// synchronous calls uses that form, with no `await`, even in an `async`
  /// test.
  ///
  /// - Parameters:
  ///   - isolation: The actor the block runs on; the caller's, by default.
  ///   - fileID: The file ID this expectation's failures name and are reported at.
  ///   - filePath: The file path failures about the block are reported at.
  ///   - line: The line this expectation's failures name and are reported at.
  ///   - column: The column failures about the block are reported at.
  ///   - call: A block that makes the expected call on the mock it is given.
  /// - Returns: The expectation, to configure with `.returning`, `.throwing` or `.doing`.
  @discardableResult
  public func expect<Result>(
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ call: (inout sending P) async throws -> sending Result
  ) async -> Expectation<Result> {
    let location = SourceCodeLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    let recorded = await recordCall(in: "expect", isolation: isolation, at: location, call)
    return addExpectation(recorded, at: location)
  }
}
