import Foundation

/// One run of a scenario in a process of its own: this test executable,
/// started again with only that scenario's suite enabled.
struct ChildRun: Sendable {
  /// How the process ended: its exit status, or 128 plus the signal.
  let status: Int32
  /// What it wrote to standard output and standard error, together.
  let output: String

  /// Runs the Swift Testing suite `suite`, enabled by the environment
  /// variable `SWIFTMOCK_SCENARIO` set to its name, in a new process.
  static func swiftTesting(suite: String, environment: [String: String] = [:]) throws -> ChildRun {
    try run(
      arguments: ["--testing-library", "swift-testing", "--filter", suite],
      environment: ["SWIFTMOCK_SCENARIO": suite].merging(environment) { $1 })
  }

  /// Runs the XCTest test case class `testCase` of this module, enabled by
  /// the environment variable `SWIFTMOCK_SCENARIO` set to its name, in a
  /// new process, where XCTest runs it on the main thread as it runs every
  /// test.
  static func xcTest(testCase: String) throws -> ChildRun {
    try run(
      arguments: ["SwiftMockTests.\(testCase)"], environment: ["SWIFTMOCK_SCENARIO": testCase])
  }

  /// Runs `scenario` `times` times, two at a time, and returns the runs.
  static func repeated(
    _ times: Int, _ scenario: @escaping @Sendable () throws -> ChildRun
  ) async throws -> [ChildRun] {
    try await withThrowingTaskGroup(of: ChildRun.self) { group in
      var runs: [ChildRun] = []
      var started = 0
      while started < min(2, times) {
        group.addTask(operation: scenario)
        started += 1
      }
      while let run = try await group.next() {
        runs.append(run)
        if started < times {
          group.addTask(operation: scenario)
          started += 1
        }
      }
      return runs
    }
  }

  private static func run(arguments: [String], environment: [String: String]) throws -> ChildRun {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let status =
      process.terminationReason == .uncaughtSignal
      ? 128 + process.terminationStatus : process.terminationStatus
    return ChildRun(status: status, output: String(decoding: data, as: UTF8.self))
  }
}

/// How many times a test runs a scenario that failed only sometimes:
/// `SWIFTMOCK_REPETITIONS` in the environment, or 10. CI runs them 50 times.
let scenarioRepetitions =
  ProcessInfo.processInfo.environment["SWIFTMOCK_REPETITIONS"].flatMap { Int($0) } ?? 10

/// Whether this process runs the scenario suite `name`: only a child
/// process started by ``ChildRun`` does.
func isScenario(_ name: String) -> Bool {
  ProcessInfo.processInfo.environment["SWIFTMOCK_SCENARIO"] == name
}
