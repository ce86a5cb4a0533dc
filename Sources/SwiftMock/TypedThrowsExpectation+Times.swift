extension TypedThrowsExpectation {
  /// Expects the call exactly `count` times.
  ///
  /// ```swift
  /// mock.expect(errorType: StoreError.self) { try $0.load() }.throwing(.offline).times(3)
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
  ) -> Self {
    expectation.times(count, fileID: fileID, filePath: filePath, line: line, column: column)
    return self
  }

  /// Expects the call at least `minimum` times, and takes any number more.
  ///
  /// ```swift
  /// mock.expect(errorType: StoreError.self) { try $0.load() }.times(atLeast: 1)
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
  ) -> Self {
    expectation.times(
      atLeast: minimum, fileID: fileID, filePath: filePath, line: line, column: column)
    return self
  }

  /// Allows the call up to `maximum` times, and needs none.
  ///
  /// ```swift
  /// mock.expect(errorType: StoreError.self) { try $0.load() }.times(atMost: 2)
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
  ) -> Self {
    expectation.times(
      atMost: maximum, fileID: fileID, filePath: filePath, line: line, column: column)
    return self
  }

  /// Expects the call a number of times within `range`.
  ///
  /// ```swift
  /// mock.expect(errorType: StoreError.self) { try $0.load() }.times(2...4)
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
  ) -> Self {
    expectation.times(range, fileID: fileID, filePath: filePath, line: line, column: column)
    return self
  }
}
