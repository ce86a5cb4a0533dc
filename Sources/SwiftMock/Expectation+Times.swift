extension Expectation {
  /// Expects the call exactly `count` times.
  ///
  /// ```swift
  /// mock.expect { $0.log("retry") }.times(3)
  /// mock.expect { $0.log("crash") }.times(0)  // never
  /// ```
  ///
  /// A call beyond the count is unexpected, and `verify()` reports too few:
  ///
  /// ```text
  /// [Logger] Missing calls: expected 3 calls of log("retry"), received 1 (expected at LogTests/LogTests.swift:12)
  /// ```
  ///
  /// A count below the calls the expectation has already received cannot
  /// hold, and fails the test at this line, with the count unchanged:
  ///
  /// ```text
  /// [Logger] .times(1) on log("retry") allows fewer calls than it has already received (2); the count is unchanged.
  /// ```
  ///
  /// - Parameters:
  ///   - count: How many calls are expected; not negative.
  ///   - fileID: The file ID a misuse is reported at.
  ///   - filePath: The file path a misuse is reported at.
  ///   - line: The line a misuse is reported at.
  ///   - column: The column a misuse is reported at.
  /// - Returns: This expectation, to chain.
  @discardableResult
  public func times(
    _ count: Int,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Expectation<Result> {
    setCount(
      minimum: count, maximum: count, written: ".times(\(count))",
      at: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Expects the call at least `minimum` times, and takes any number more.
  ///
  /// ```swift
  /// mock.expect { $0.log(any()) }.times(atLeast: 1)
  /// ```
  ///
  /// - Parameters:
  ///   - minimum: How many calls are needed; not negative.
  ///   - fileID: The file ID a misuse is reported at.
  ///   - filePath: The file path a misuse is reported at.
  ///   - line: The line a misuse is reported at.
  ///   - column: The column a misuse is reported at.
  /// - Returns: This expectation, to chain.
  @discardableResult
  public func times(
    atLeast minimum: Int,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Expectation<Result> {
    setCount(
      minimum: minimum, maximum: nil, written: ".times(atLeast: \(minimum))",
      at: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Allows the call up to `maximum` times, and needs none.
  ///
  /// ```swift
  /// mock.expect { $0.refresh() }.times(atMost: 2)
  /// ```
  ///
  /// - Parameters:
  ///   - maximum: How many calls are taken at most; not negative.
  ///   - fileID: The file ID a misuse is reported at.
  ///   - filePath: The file path a misuse is reported at.
  ///   - line: The line a misuse is reported at.
  ///   - column: The column a misuse is reported at.
  /// - Returns: This expectation, to chain.
  @discardableResult
  public func times(
    atMost maximum: Int,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Expectation<Result> {
    setCount(
      minimum: 0, maximum: maximum, written: ".times(atMost: \(maximum))",
      at: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Expects the call a number of times within `range`.
  ///
  /// ```swift
  /// mock.expect { $0.poll() }.times(2...4)
  /// ```
  ///
  /// - Parameters:
  ///   - range: How many calls are needed, and taken at most; not negative.
  ///   - fileID: The file ID a misuse is reported at.
  ///   - filePath: The file path a misuse is reported at.
  ///   - line: The line a misuse is reported at.
  ///   - column: The column a misuse is reported at.
  /// - Returns: This expectation, to chain.
  @discardableResult
  public func times(
    _ range: ClosedRange<Int>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Expectation<Result> {
    setCount(
      minimum: range.lowerBound, maximum: range.upperBound, written: ".times(\(range))",
      at: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}
