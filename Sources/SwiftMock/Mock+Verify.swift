extension Mock {
  /// Fails the test for every expected call that has not happened, and for
  /// every unexpected call not yet reported, at the line that calls `verify()`.
  ///
  /// ```swift
  /// renderer.expect { $0.renderFeatureTwo() }
  /// sut.loadFeatures()
  /// renderer.verify()
  /// ```
  ///
  /// ```text
  /// [ViewRendererProtocol] Missing call: renderFeatureTwo() (expected at MoreTests/MoreViewControllerTests.swift:14)
  /// ```
  ///
  /// Unexpected calls are reported when they happen. The ones `verify()`
  /// reports are those that arrived on a thread outside the test's task in
  /// a Swift Testing test, where no test could be told at the time.
  ///
  /// `verify()` then forgets what it checked, so a problem is reported once,
  /// and the mock is ready for new expectations. It never waits.
  ///
  /// - Parameters:
  ///   - fileID: The file ID failures are reported at.
  ///   - filePath: The file path failures are reported at.
  ///   - line: The line failures are reported at.
  ///   - column: The column failures are reported at.
  public func verify(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    engine.verify(
      at: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}
