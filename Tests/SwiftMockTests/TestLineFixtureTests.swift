import Foundation
import Testing

/// XCTest runs of the fixture `TestLineFixture`, an executable whose tests
/// run on its main thread: each test there asserts the whole failure, its
/// file and its line, and the run ends with a failure if one does not hold.
struct TestLineFixtureTests {
  #if os(Linux)
    @Test(arguments: [["grown-stack"], ["grown-stack", "deep-first"]])
    func aCallFromDeepDownAGrownMainThreadStackIsFoundWhicheverTestRunsFirst(
      arguments: [String]
    ) throws {
      let (status, output) = try runFixture(arguments)
      let first = arguments.contains("deep-first") ? "callFromDeepDown" : "callNearTheTop"
      let second = first == "callNearTheTop" ? "callFromDeepDown" : "callNearTheTop"
      #expect(status == 0, "\(output)")
      let passed = output.split(separator: "\n").filter { $0.hasPrefix("Test Case ") }
        .filter { $0.contains(" passed ") }.map { $0.split(separator: "'")[1] }
      #expect(passed == ["GrownStackCase.\(first)", "GrownStackCase.\(second)"], "\(output)")
    }

    @Test func callsThroughAQueueQsortAndRecursionAreFoundInAnXCTestRun() throws {
      let (status, output) = try runFixture(["calls-through"])
      #expect(status == 0, "\(output)")
      for test in ["callThroughQueueSync", "callThroughQsort", "callThroughRecursion"] {
        #expect(output.contains("Test Case 'CallsThroughCase.\(test)' passed"), "\(output)")
      }
    }

    /// Runs the fixture, built beside this test bundle, with `arguments`,
    /// and returns how it ended and what it printed.
    private func runFixture(_ arguments: [String]) throws -> (status: Int32, output: String) {
      let process = Process()
      process.executableURL = Bundle.main.executableURL!.deletingLastPathComponent()
        .appendingPathComponent("TestLineFixture")
      process.arguments = arguments
      let pipe = Pipe()
      process.standardOutput = pipe
      process.standardError = pipe
      try process.run()
      let output = pipe.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
  #endif
}
