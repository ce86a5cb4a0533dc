import Testing

/// An unexpected call made in the expression `#expect` checks is reported
/// at the line of the `#expect`: the scenario (see
/// `SwiftTestingScenarios.swift`) runs in a process of its own, as the
/// issue is its test's own.
@Suite(.serialized, .enabled(if: ChildRun.canStart))
struct ExpectLineTests {
  @Test func aCallInTheExpressionOfExpectIsReportedAtItsLine() throws {
    let run = try ChildRun.swiftTesting(suite: "CallInExpectScenario")
    let lines = run.notedLines
    let file = "SwiftMockTests/SwiftTestingScenarios.swift"
    #expect(run.status == 1, "\(run.output)")
    #expect(
      run.issues == [
        ChildIssue(
          test: "aCallInExpect()", location: "\(file):\(lines["call"] ?? 0)",
          message: """
            [SendableService] Unexpected call: lookUp(1)
              the mock was made at \(file):\(lines["made"] ?? 0)
            """, isKnown: false)
      ], "\(run.output)")
  }
}
