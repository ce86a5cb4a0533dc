/// Runs `body` and returns the failures SwiftMock would have reported while it
/// ran, instead of failing the current test.
///
/// Use it to test a mock itself, to assert a failure message, or to show a
/// failure in a demo. Capturing is bound to the current task: parallel tests
/// each capture only their own failures, and tasks created inside `body`
/// inherit the capture. A mock created inside `body` also sends the capture
/// the unexpected calls it receives on other threads while `body` runs;
/// once `captureFailures` returns, failures go to the test again.
///
/// ```swift
/// let failures = captureFailures {
///   let toggle = MockFeatureToggle()
///   _ = toggle.isFeatureTwoOn()
/// }
/// #expect(failures.count == 1)
/// #expect(failures[0].message.hasPrefix("[FeatureToggleProtocol] Unexpected call: isFeatureTwoOn()"))
/// ```
///
/// When `body` throws, nothing it caught is dropped: the failures are
/// reported where they would have gone without the capture, and the error
/// is rethrown.
///
/// - Parameter body: The code whose failures to collect.
/// - Returns: The failures, in the order they were reported.
public func captureFailures(_ body: () throws -> Void) rethrows -> [MockFailure] {
  let collector = FailureCollector()
  do {
    try FailureCollector.$current.withValue(collector) {
      try body()
    }
  } catch {
    reportUncaptured(collector.close())
    throw error
  }
  return collector.close().map(\.failure.mockFailure)
}

/// Runs asynchronous `body` and returns the failures SwiftMock would have
/// reported while it ran, instead of failing the current test.
///
/// ```swift
/// let failures = await captureFailures {
///   await sut.refresh()
///   mock.verify()
/// }
/// #expect(failures.isEmpty)
/// ```
///
/// When `body` throws, nothing it caught is dropped: the failures are
/// reported where they would have gone without the capture, and the error
/// is rethrown.
///
/// - Parameters:
///   - isolation: The actor `body` runs on; the caller's, by default.
///   - body: The code whose failures to collect.
/// - Returns: The failures, in the order they were reported.
public func captureFailures(
  isolation: isolated (any Actor)? = #isolation,
  _ body: () async throws -> Void
) async rethrows -> [MockFailure] {
  let collector = FailureCollector()
  do {
    try await FailureCollector.$current.withValue(collector, operation: body, isolation: isolation)
  } catch {
    reportUncaptured(collector.close())
    throw error
  }
  return collector.close().map(\.failure.mockFailure)
}

/// Reports the failures of a `captureFailures` block whose body threw, as
/// if no block had captured them: to the test running here, or an outer
/// capture.
private func reportUncaptured(_ failures: [FailureCollector.Collected]) {
  for collected in failures {
    deliver(collected.failure, ownership: collected.ownership)
  }
}
