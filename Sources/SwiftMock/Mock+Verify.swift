extension Mock {
  /// Fails the test for every expected call that has not happened, at the
  /// line that calls `verify()`, and releases and reports any call still held
  /// by `.suspended()`.
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
  /// Unexpected calls are reported when they happen, never by `verify()`.
  ///
  /// `verify()` then forgets each expectation it reported and each that is
  /// done, so a problem is reported once, and the mock is ready for new
  /// expectations; one that has the calls it needs but may take more stays,
  /// so a later call of it is not unexpected. It never waits.
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

  /// Waits until every expected call has happened, or `timeout` passes, then
  /// verifies: for calls made by background work.
  ///
  /// ```swift
  /// renderer.expect { $0.renderFeatureOne() }
  /// sut.loadFeaturesInBackground()
  /// await renderer.verify(timeout: .seconds(1))
  /// ```
  ///
  /// It returns as soon as the outcome is decided, without polling: when
  /// the last expected call has arrived and run its `.doing` action, so an
  /// assertion after it sees its effect; or when a call has already failed
  /// the test, which no later call can mend. A failure ``captureFailures(_:)``
  /// took, or that `withKnownIssue` claims as known, fails nothing, and the
  /// wait goes on; so does a failure of another test running in parallel.
  /// Only a test whose calls never come waits the whole timeout (at most ten
  /// minutes). It then reports what is still missing, at this line:
  ///
  /// ```text
  /// [ViewRendererProtocol] Missing call: renderFeatureOne() (expected at MoreTests/MoreTests.swift:12)
  /// ```
  ///
  /// Cancelling the task that waits ends the wait at once, and it reports
  /// then what `verify()` would report at that moment, at this line: the
  /// calls still missing stay missing, so a cancelled wait never passes a
  /// test by accident. It does not wait for calls in flight to finish their
  /// `.doing` actions. A Swift Testing test cancelled with `Test.cancel()`
  /// while it waits fails with what is missing, as any issue recorded after
  /// a cancellation fails a test.
  ///
  /// - Parameters:
  ///   - timeout: How long to wait at most.
  ///   - isolation: The actor the caller runs on; the caller's, by default.
  ///   - fileID: The file ID failures are reported at.
  ///   - filePath: The file path failures are reported at.
  ///   - line: The line failures are reported at.
  ///   - column: The column failures are reported at.
  public func verify(
    timeout: Duration,
    isolation: isolated (any Actor)? = #isolation,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = SourceCodeLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    let timeout = checkedTimeout(
      timeout, of: "verify(timeout:)", mockName: mockName, at: location, ownership: engine.ownership
    )
    await engine.waitUntilDecided(timeout: timeout)
    engine.verify(at: location)
  }
}
