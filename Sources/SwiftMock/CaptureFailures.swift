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
/// #expect(failures.map(\.message) == ["[FeatureToggleProtocol] Unexpected call: isFeatureTwoOn()"])
/// ```
///
/// - Parameter body: The code whose failures to collect.
/// - Returns: The failures, in the order they were reported.
public func captureFailures(_ body: () throws -> Void) rethrows -> [MockFailure] {
  let collector = FailureCollector()
  defer { _ = collector.close() }
  try FailureCollector.$current.withValue(collector) {
    try body()
  }
  return collector.close()
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
/// - Parameters:
///   - isolation: The actor `body` runs on; the caller's, by default.
///   - body: The code whose failures to collect.
/// - Returns: The failures, in the order they were reported.
public func captureFailures(
  isolation: isolated (any Actor)? = #isolation,
  _ body: () async throws -> Void
) async rethrows -> [MockFailure] {
  let collector = FailureCollector()
  defer { _ = collector.close() }
  try await FailureCollector.$current.withValue(collector, operation: body, isolation: isolation)
  return collector.close()
}
