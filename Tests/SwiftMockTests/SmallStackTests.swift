import Foundation
import SwiftMock
import Testing

/// The search for the test's line never crashes, whatever stack the calling
/// thread has: each test makes the first search of a process of its own,
/// where the search has set nothing up yet, and a crash fails the test.
struct SmallStackTests {
  #if os(Linux)
    @Test func onAThreadWithA16KBStackTheSearchSaysItIsTooSmall() async throws {
      // The mock's own failure takes more than 16 KB in a debug build, so
      // the search is asked directly.
      let result = try #require(
        await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
          print(searchOnAThread(stackSize: 16 << 10))
        })
      let output = String(decoding: result.standardOutputContent, as: UTF8.self)
      #expect(output == "stackTooSmall\n")
    }

    @Test func onAThreadWithA32KBStackTheTestsLineIsFound() async throws {
      let result = try #require(
        await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
          print(unexpectedCallOnAThread(stackSize: 32 << 10))
        })
      let output = String(decoding: result.standardOutputContent, as: UTF8.self)
      #expect(isFoundAtTheCallLine(output, "record(32768)"))
    }

    @Test func onAThreadWithA40KBStackTheTestsLineIsFound() async throws {
      let result = try #require(
        await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
          print(unexpectedCallOnAThread(stackSize: 40 << 10))
        })
      let output = String(decoding: result.standardOutputContent, as: UTF8.self)
      #expect(isFoundAtTheCallLine(output, "record(40960)"))
    }

    @Test func onAThreadWithA48KBStackTheTestsLineIsFound() async throws {
      let result = try #require(
        await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
          print(unexpectedCallOnAThread(stackSize: 48 << 10))
        })
      let output = String(decoding: result.standardOutputContent, as: UTF8.self)
      #expect(isFoundAtTheCallLine(output, "record(49152)"))
    }

    @Test func aThreadWithLittleStackLeftIsSearchedFromTheSearchThread() async throws {
      // Little more than a call of the mock takes in a debug build.
      let result = try #require(
        await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
          print(unexpectedCallWithStackLeft(16 << 10))
        })
      let output = String(decoding: result.standardOutputContent, as: UTF8.self)
      #expect(isFoundAtTheCallLine(output, "record(16384)"))
    }

    @Test func aThreadWithEnoughStackLeftIsSearched() async throws {
      let result = try #require(
        await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
          print(unexpectedCallWithStackLeft(64 << 10))
        })
      let output = String(decoding: result.standardOutputContent, as: UTF8.self)
      #expect(isFoundAtTheCallLine(output, "record(65536)"))
    }

    @Test func theSearchIsSwitchedOffBySWIFTMOCK_STACK_SEARCH() async throws {
      let result = try #require(
        await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
          setenv("SWIFTMOCK_STACK_SEARCH", "0", 1)
          print(unexpectedCallOnAThread(stackSize: 1 << 20))
        })
      let output = String(decoding: result.standardOutputContent, as: UTF8.self)
      let (mockLine, _) = lines(output)
      #expect(
        output.drop { $0 != "\n" } == """

          \(mockLine): [SendableService] Unexpected call: record(1048576)
            reported at the line that made the mock: SWIFTMOCK_STACK_SEARCH is 0

          """)
    }

    /// The lines a process printed first: where it made the mock, and
    /// where it called it.
    private func lines(_ output: String) -> (mock: Int, call: Int) {
      let numbers = output.prefix { $0 != "\n" }.split(separator: " ").compactMap { Int($0) }
      return numbers.count == 2 ? (numbers[0], numbers[1]) : (-1, -1)
    }

    /// Whether a process printed a call found at its test's line, naming
    /// the line that made the mock.
    private func isFoundAtTheCallLine(_ output: String, _ call: String) -> Bool {
      let (mockLine, callLine) = lines(output)
      return output == """
        \(mockLine) \(callLine)
        \(callLine): [SendableService] Unexpected call: \(call)
          the mock was made at SwiftMockTests/SmallStackTests.swift:\(mockLine)

        """
    }
  #endif
}

#if os(Linux)
  /// Makes a mock on this thread and an unexpected call on a thread whose
  /// stack is `stackSize` bytes: the lines that made the mock and the call,
  /// then the failure's line and message.
  func unexpectedCallOnAThread(stackSize: Int) -> String {
    let mockLine = #line; let mock = MockSendableService()
    var callLine = 0
    var failures: [MockFailure] = []
    onThread(stackSize: stackSize) {
      failures = captureFailures {
        callLine = #line; mock.record(stackSize)
      }
    }
    return linesAndFailures(mockLine, callLine, failures)
  }

  /// Makes a mock on this thread and an unexpected call on a thread of a
  /// megabyte, once its stack has only `room` bytes left: the lines that
  /// made the mock and the call, then the failure's line and message.
  func unexpectedCallWithStackLeft(_ room: UInt) -> String {
    let mockLine = #line; let mock = MockSendableService()
    var callLine = 0
    var failures: [MockFailure] = []
    onThread(ownStackOfSize: 1 << 20) { lowest in
      withStackLeft(room, above: lowest) {
        failures = captureFailures {
          callLine = #line; mock.record(Int(room))
        }
      }
    }
    return linesAndFailures(mockLine, callLine, failures)
  }

  /// `mockLine callLine`, then each failure as `line: message`.
  private func linesAndFailures(_ mockLine: Int, _ callLine: Int, _ failures: [MockFailure])
    -> String
  {
    (["\(mockLine) \(callLine)"] + failures.map { "\($0.line): \($0.message)" })
      .joined(separator: "\n")
  }

  /// What the search finds for this file on a thread whose stack is
  /// `stackSize` bytes.
  func searchOnAThread(stackSize: Int) -> String {
    var outcome = ""
    onThread(stackSize: stackSize) {
      outcome = testLineSearchOutcomeHere(lookingFor: #filePath, module: "SwiftMockTests")
    }
    return outcome
  }
#endif
