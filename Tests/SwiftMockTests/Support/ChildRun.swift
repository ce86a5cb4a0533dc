import Foundation

/// One run of a scenario in a process of its own: this test executable,
/// started again with only that scenario's suite enabled.
struct ChildRun: Sendable {
  /// Whether this test executable can run itself again: on Linux, where
  /// `swift test` runs it directly. On Apple systems a helper of the
  /// toolchain's runs the tests, and these scenarios do not run there.
  static var canStart: Bool {
    #if os(Linux)
      return true
    #else
      return false
    #endif
  }

  /// How the process ended: its exit status, or 128 plus the signal.
  let status: Int32
  /// What it wrote to standard output and standard error, together.
  let output: String
  /// The issues a Swift Testing run recorded, from its event stream.
  var issues: [ChildIssue] = []

  /// The lines the scenario wrote down with `noteLine`, by name.
  var notedLines: [String: Int] {
    var lines: [String: Int] = [:]
    for line in output.split(separator: "\n") where line.hasPrefix("line ") {
      let parts = line.split(separator: " ")
      if parts.count == 3, let number = Int(parts[2]) { lines[String(parts[1])] = number }
    }
    return lines
  }

  /// Runs the Swift Testing suite `suite`, enabled by the environment
  /// variable `SWIFTMOCK_SCENARIO` set to its name, in a new process.
  static func swiftTesting(suite: String, environment: [String: String] = [:]) throws -> ChildRun {
    let events = FileManager.default.temporaryDirectory
      .appendingPathComponent("swiftmock-events-\(UUID().uuidString).jsonl")
    defer { try? FileManager.default.removeItem(at: events) }
    var run = try run(
      arguments: [
        "--testing-library", "swift-testing", "--filter", suite,
        "--event-stream-output-path", events.path, "--event-stream-version", "0",
      ],
      environment: ["SWIFTMOCK_SCENARIO": suite].merging(environment) { $1 })
    run.issues = ChildIssue.read(from: events)
    return run
  }

  /// Runs the XCTest test case class `testCase` of this module, enabled by
  /// the environment variable `SWIFTMOCK_SCENARIO` set to its name, in a
  /// new process, where XCTest runs it on the main thread as it runs every
  /// test; with it, the classes `others`, which the same name enables.
  static func xcTest(testCase: String, alsoRunning others: [String] = []) throws -> ChildRun {
    let testCases = ([testCase] + others).map { "SwiftMockTests.\($0)" }
    return try run(
      arguments: [testCases.joined(separator: ",")],
      environment: ["SWIFTMOCK_SCENARIO": testCase])
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
    return ChildRun(
      status: status, output: withoutColors(String(decoding: data, as: UTF8.self)))
  }

  /// `output` without the escape sequences that color a terminal's text,
  /// which Swift Testing writes when its environment says the terminal
  /// shows colors.
  private static func withoutColors(_ output: String) -> String {
    output.replacing(/\u{1B}\[[0-9;]*m/, with: "")
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

/// An issue a Swift Testing run in a child process recorded, as its event
/// stream tells it.
struct ChildIssue: Equatable, CustomStringConvertible {
  /// The test's function, such as `aCall()`, or `nil` for an issue of no
  /// test, which fails the run.
  let test: String?
  /// `Module/File.swift:line`.
  let location: String
  let message: String
  let isKnown: Bool
  /// Whether Swift Testing recorded it after it had reported its test
  /// finished.
  var isAfterItsTestEnded = false

  var description: String {
    "\(test ?? "«no test»") \(location)\(isKnown ? " (known)" : ""): \(message)"
  }

  /// The issues in the event stream at `url`.
  static func read(from url: URL) -> [ChildIssue] {
    guard let data = try? Data(contentsOf: url) else { return [] }
    var ended: Set<String> = []
    return String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap { line in
      guard
        let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
        let payload = object["payload"] as? [String: Any]
      else {
        return nil
      }
      if payload["kind"] as? String == "testEnded", let id = payload["testID"] as? String {
        ended.insert(id)
      }
      guard
        payload["kind"] as? String == "issueRecorded",
        let issue = payload["issue"] as? [String: Any],
        let location = issue["sourceLocation"] as? [String: Any]
      else {
        return nil
      }
      let test = (payload["testID"] as? String).flatMap { id in
        id.split(separator: "/").dropFirst().first.map(String.init)
      }
      let messages = (payload["messages"] as? [[String: Any]]) ?? []
      let details = messages.first { $0["symbol"] as? String == "details" }?["text"] as? String
      var read = ChildIssue(
        test: test,
        location: "\(location["fileID"] as? String ?? "?"):\(location["line"] as? Int ?? 0)",
        message: details ?? "", isKnown: issue["isKnown"] as? Bool ?? false)
      read.isAfterItsTestEnded = (payload["testID"] as? String).map(ended.contains) ?? false
      return read
    }
  }
}
