import Testing

@testable import SwiftMock

/// The blocks a spy's log keeps its calls in, seen from inside: every call
/// read back in order across blocks, from any place, and a copy of a log
/// that goes on keeping calls never writes into the other's blocks.
@Suite struct CallLogBlockTests {
  private let member = MockedMember(
    "record(_:)", Int.self, returning: Void.self, effects: .none)

  /// Keeps a call of `record(_:)` with `value` in `log`.
  private func keep(_ value: Int, in log: inout SwiftMock.CallLog) {
    let argument: Any? = value
    withUnsafePointer(to: argument) { pointer in
      log.append(
        member, ArgumentBuffer(start: pointer, count: 1), listed: nil, actionArguments: nil)
    }
  }

  private func values(_ calls: [SpyCall]) -> [Int?] {
    calls.map { $0.argument(0, as: Int.self) }
  }

  @Test func callsAcrossBlocksReadBackFromAnyPlace() {
    var log = SwiftMock.CallLog()
    #expect(log.all().isEmpty)
    #expect(log.after(0).isEmpty)
    // 16 + 32 + 64 + 128 + 256 + 512 + 1,024 + 1,024, and some more.
    let total = 3_100
    for value in 0..<total { keep(value, in: &log) }
    #expect(log.count == total)
    #expect(values(log.all()) == Array(0..<total))
    for skipped in [-1, 0, 15, 16, 17, 47, 48, 1_007, 1_008, 2_031, 2_032, 3_099, 3_100, 4_000] {
      #expect(values(log.after(skipped)) == Array(min(max(skipped, 0), total)..<total))
    }
  }

  /// A copy of a log (as `clearCalls()` and `reset()` take one) shares its
  /// blocks; whichever goes on keeping calls writes to blocks of its own.
  @Test func aCopyThatKeepsCallsNeverWritesIntoTheOther() {
    for sharedCount in [0, 1, 15, 16, 17, 40, 48] {
      var first = SwiftMock.CallLog()
      for value in 0..<sharedCount { keep(value, in: &first) }
      var second = first
      for value in 100..<130 { keep(value, in: &second) }
      for value in 200..<210 { keep(value, in: &first) }
      #expect(values(first.all()) == Array(0..<sharedCount) + Array(200..<210))
      #expect(values(second.all()) == Array(0..<sharedCount) + Array(100..<130))
      #expect(values(first.after(sharedCount)) == Array(200..<210))
    }
  }

  /// A call's arguments go with the log: the last copy of the log to go
  /// lets the caller's values go too.
  @Test func theCallsGoWithTheLastCopyOfTheLog() {
    final class Token: Sendable {}
    weak var token: Token?
    var log = SwiftMock.CallLog()
    do {
      let made = Token()
      token = made
      let argument: Any? = made
      withUnsafePointer(to: argument) { pointer in
        log.append(
          member, ArgumentBuffer(start: pointer, count: 1), listed: nil, actionArguments: nil)
      }
    }
    var copy: SwiftMock.CallLog? = log
    #expect(token != nil)
    log = SwiftMock.CallLog()
    #expect(token != nil)
    copy = nil
    #expect(copy == nil)
    #expect(token == nil)
  }
}
