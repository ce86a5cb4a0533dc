import Foundation
import SwiftMock
import SwiftMockTestSupport
import Testing

// Attacks on a spy's call log, kept in blocks, and on the messages of a
// spy's failed `verifyReceived`, which name its matchers as written.

protocol ProbedService {
  func log(_ value: Any)
  func put(_ key: String, _ value: Int)
  func find(_ name: String?) -> Int
  func take(_ box: ProbedBox)
  func mark(_ index: Int)
  func fetch() async -> Int
  func hand(_ token: ProbedToken)
}

/// An argument whose `==`, `description` and `deinit` run the test's code.
final class ProbedToken: Equatable, CustomStringConvertible, @unchecked Sendable {
  let id: Int
  var onEqual: (() -> Void)?
  var onDescription: (() -> Void)?
  var onDeinit: (() -> Void)?
  init(_ id: Int) { self.id = id }
  static func == (lhs: ProbedToken, rhs: ProbedToken) -> Bool {
    let hook = lhs.onEqual ?? rhs.onEqual
    lhs.onEqual = nil
    rhs.onEqual = nil
    hook?()
    return lhs.id == rhs.id
  }
  var description: String {
    let hook = onDescription
    onDescription = nil
    hook?()
    return "token \(id)"
  }
  deinit { onDeinit?() }
}

struct ProbedBox: Equatable, Sendable {
  var value: Int
}

final class SpyProbedService: Spy<ProbedService>, ProbedService, @unchecked Sendable {
  func log(_ value: Any) { accept(value) }
  func put(_ key: String, _ value: Int) { accept(key, value) }
  func find(_ name: String?) -> Int { accept(name) }
  func take(_ box: ProbedBox) { accept(box) }
  func mark(_ index: Int) { accept(index) }
  func fetch() async -> Int { await accept() }
  func hand(_ token: ProbedToken) { accept(token) }
}

final class MockProbedService: Mock<ProbedService>, ProbedService, @unchecked Sendable {
  func log(_ value: Any) { accept(value) }
  func put(_ key: String, _ value: Int) { accept(key, value) }
  func find(_ name: String?) -> Int { accept(name) }
  func take(_ box: ProbedBox) { accept(box) }
  func mark(_ index: Int) { accept(index) }
  func fetch() async -> Int { await accept() }
  func hand(_ token: ProbedToken) { accept(token) }
}

/// A real class, and a spy of it, for the class double's call log.
class ProbedCounter {
  func tick(_ index: Int) {}
}

final class SpyProbedCounter: ProbedCounter, ClassDouble, @unchecked Sendable {
  let testDouble = Spy<SpyProbedCounter>()
  override func tick(_ index: Int) { accept(index) }
}

// MARK: - Messages of a failed verifyReceived

struct SpyMessageAttackTests {
  /// `any(Int.self)` on a parameter of type `Any` matches only an `Int`; the
  /// message writes it `any()`, which reads as matching anything, above a
  /// call it did not match.
  @Test func aTypedAnyOnAnAnyParameterIsNamedWithItsType() {
    let spy = SpyProbedService()
    spy.log("x")
    var line = 0
    let failures = captureFailures {
      line = #line; spy.verifyReceived { $0.log(any(Int.self)) }
    }
    expectFailures(
      failures,
      [
        (
          """
          [ProbedService] Wanted but not invoked: log(any(Int.self))
            received instead: log("x")
          """, line
        )
      ])
  }

  @Test func aPlainValueEqualToThePlaceholderBesideAMatcher() {
    let spy = SpyProbedService()
    spy.put("a", 0)
    spy.put("b", 0)
    var line = 0
    var secondLine = 0
    let failures = captureFailures {
      line = #line; spy.verifyReceived(times: 3) { $0.put(any(), 0) }
      secondLine = #line; spy.verifyReceived { $0.put("", any()) }
    }
    expectFailures(
      failures,
      [
        (
          """
          [ProbedService] Wanted 3 times but was called 2 times: put(any(), 0)
            received: put("a", 0)
            received: put("b", 0)
          """, line
        ),
        (
          """
          [ProbedService] Wanted but not invoked: put("", any())
            received instead: put("a", 0)
            received instead: put("b", 0)
          """, secondLine
        ),
      ])
  }

  @Test func matchersOfAnOptionalAndIgnoringArguments() {
    let spy = SpyProbedService()
    _ = spy.find(nil)
    _ = spy.find("rex")
    var lines = [Int]()
    let failures = captureFailures {
      lines.append(#line); spy.verifyReceived(times: 3) { _ = $0.find(any()) }
      lines.append(#line); spy.verifyReceived { _ = $0.find(any(where: { $0 == "fido" })) }
      lines.append(#line + 1)
      spy.verifyReceived(times: 1, ignoringArguments: true) { _ = $0.find(any()) }
      lines.append(#line); spy.verifyReceived(times: 0) { _ = $0.find(nil) }
    }
    expectFailures(
      failures,
      [
        (
          """
          [ProbedService] Wanted 3 times but was called 2 times: find(any())
            received: find(nil)
            received: find("rex")
          """, lines[0]
        ),
        (
          """
          [ProbedService] Wanted but not invoked: find(any(where: …))
            received instead: find(nil)
            received instead: find("rex")
          """, lines[1]
        ),
        (
          """
          [ProbedService] Wanted 1 time but was called 2 times: find(_:)
            received: find(nil)
            received: find("rex")
          """, lines[2]
        ),
        (
          """
          [ProbedService] Wanted 0 times but was called 1 time: find(nil)
            received: find(nil)
          """, lines[3]
        ),
      ])
  }

  /// `any(String.self)` on a `String?` parameter matches no `nil`; the
  /// message writes it `any()` above the `nil` it did not match.
  @Test func aTypedAnyOnAnOptionalParameterIsNamedWithItsType() {
    let spy = SpyProbedService()
    _ = spy.find(nil)
    var line = 0
    let failures = captureFailures {
      line = #line; spy.verifyReceived { _ = $0.find(any(String.self)) }
    }
    expectFailures(
      failures,
      [
        (
          """
          [ProbedService] Wanted but not invoked: find(any(String.self))
            received instead: find(nil)
          """, line
        )
      ])
  }

  /// A block nested in the argument list of the call, with matchers of its
  /// own, beside a matcher of the outer call.
  @Test func aMatcherBesideANestedBlock() {
    let spy = SpyProbedService()
    let other = SpyProbedService()
    other.mark(5)
    spy.put("a", 1)
    var line = 0
    let failures = captureFailures {
      line = #line + 1
      spy.verifyReceived(times: 2) { $0.put(any(), other.callCount { $0.mark(any()) }) }
    }
    expectFailures(
      failures,
      [
        (
          """
          [ProbedService] Wanted 2 times but was called 1 time: put(any(), 1)
            received: put("a", 1)
          """, line
        )
      ])
  }

  /// A matcher inside a value, not as an argument: a misuse, said as such.
  @Test func aMatcherNestedInAValue() {
    let spy = SpyProbedService()
    spy.take(ProbedBox(value: 3))
    let failures = captureFailures {
      spy.verifyReceived { $0.take(ProbedBox(value: any())) }
    }
    #expect(failures.count == 1)
    #expect(!(failures.first?.message.contains("Wanted but not invoked") ?? true))
  }

  /// A typed `any` of the parameter's own type reads `any()`, which is right.
  @Test func aTypedAnyOfTheParametersOwnType() {
    let spy = SpyProbedService()
    spy.mark(1)
    var line = 0
    let failures = captureFailures {
      line = #line; spy.verifyReceived(times: 2) { $0.mark(any(Int.self)) }
    }
    expectFailures(
      failures,
      [
        (
          """
          [ProbedService] Wanted 2 times but was called 1 time: mark(any())
            received: mark(1)
          """, line
        )
      ])
  }

  /// The same messages from a static spy, a class double's spy and a wait.
  @Test func theClassDoublesSpyAndAWaitNameTheirMatchers() async {
    let counter = SpyProbedCounter()
    counter.tick(1)
    let spy = SpyProbedService()
    spy.put("a", 1)
    var lines = [Int]()
    let failures = await captureFailures {
      lines.append(#line); counter.verifyReceived(times: 2) { $0.tick(any()) }
      lines.append(#line + 1)
      await spy.verifyReceived(times: 2, timeout: .milliseconds(50)) { $0.put(any(), 1) }
    }
    expectFailures(
      failures,
      [
        (
          """
          [SpyProbedCounter] Wanted 2 times but was called 1 time: tick(any())
            received: tick(1)
          """, lines[0]
        ),
        (
          """
          [ProbedService] Wanted 2 times but was called 1 time: put(any(), 1)
            received: put("a", 1)
          """, lines[1]
        ),
      ])
  }
}

// MARK: - The spy's call log under concurrent calls, reads, waits and clears

/// Runs `body` on `count` threads of their own at once, and waits for all.
private func onThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
  let group = DispatchGroup()
  for index in 0..<count {
    group.enter()
    Thread.detachNewThread {
      body(index)
      group.leave()
    }
  }
  group.wait()
}

/// Starts `body` on `count` threads of their own; `await` the result for all.
private func startThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) -> DispatchGroup
{
  let group = DispatchGroup()
  for index in 0..<count {
    group.enter()
    Thread.detachNewThread {
      body(index)
      group.leave()
    }
  }
  return group
}

private func wait(for group: DispatchGroup) async {
  await withCheckedContinuation { continuation in
    group.notify(queue: .global()) { continuation.resume() }
  }
}

/// The `mark` indices of `calls`, in order.
private func marks(_ calls: [SpyCall]) -> [Int] {
  calls.compactMap { $0.function == "mark(_:)" ? $0.argument(0, as: Int.self) : nil }
}

/// Whether, for each writer (index / stride), its indices in `indices` run
/// one after another with no gap, duplicate or reordering, starting at
/// `fromStart` ? its first : anywhere.
private func eachWriterIsContiguous(_ indices: [Int], stride: Int, fromStart: Bool) -> Bool {
  var next: [Int: Int] = [:]
  for index in indices {
    let writer = index / stride
    let step = index % stride
    if let expected = next[writer] {
      if step != expected { return false }
    } else if fromStart && step != 0 {
      return false
    }
    next[writer] = step + 1
  }
  return true
}

struct CallLogAttackTests {
  static let writers = 4
  static let perWriter = 3_000

  /// Readers of `calls` and `callCount` while writers call: every snapshot
  /// is a prefix of each writer's calls, in order, never shrinking; at the
  /// end every call is there once.
  @Test func readersSeeEveryWritersCallsInOrderWhileTheyArrive() {
    let spy = SpyProbedService()
    let problems = ProbedLocked<[String]>([])
    let writersDone = ProbedFlag()
    let writers = startThreads(Self.writers) { writer in
      for step in 0..<Self.perWriter { spy.mark(writer * Self.perWriter + step) }
    }
    onThreads(2) { reader in
      var last = 0
      while !writersDone.value {
        let snapshot = reader == 0 ? marks(spy.calls) : marks(spy.calls { $0.mark(any()) })
        if snapshot.count < last {
          problems.withLock { $0.append("shrank \(last) → \(snapshot.count)") }
        }
        last = snapshot.count
        if !eachWriterIsContiguous(snapshot, stride: Self.perWriter, fromStart: true) {
          problems.withLock { $0.append("not a prefix at \(snapshot.count)") }
        }
        let count = spy.callCount { $0.mark(any()) }
        if count < last { problems.withLock { $0.append("count \(count) < snapshot \(last)") } }
        if writers.wait(timeout: .now()) == .success { writersDone.set() }
      }
    }
    writers.wait()
    let all = marks(spy.calls)
    #expect(problems.withLock { $0 }.isEmpty)
    #expect(all.count == Self.writers * Self.perWriter)
    #expect(Set(all).count == all.count)
    #expect(eachWriterIsContiguous(all, stride: Self.perWriter, fromStart: true))
    #expect(spy.callCount { $0.mark(any()) } == Self.writers * Self.perWriter)
  }

  /// The same for a class double's spy.
  @Test func aClassDoublesSpyKeepsEveryThreadsCalls() {
    let spy = SpyProbedCounter()
    onThreads(Self.writers) { writer in
      for step in 0..<Self.perWriter { spy.tick(writer * Self.perWriter + step) }
    }
    let ticks = spy.calls.compactMap { $0.argument(0, as: Int.self) }
    #expect(ticks.count == Self.writers * Self.perWriter)
    #expect(eachWriterIsContiguous(ticks, stride: Self.perWriter, fromStart: true))
    let failures = captureFailures {
      spy.verifyReceived(times: Self.writers * Self.perWriter) { $0.tick(any()) }
      spy.verifyReceived(times: 1) { $0.tick(Self.perWriter - 1) }
    }
    expectFailures(failures, [])
  }

  /// Indices where a block of the spy's log ends, and one either side.
  static let boundaries: [Int] = {
    var ends: [Int] = []
    var total = 0
    var size = 16
    while total < 6_000 {
      total += size
      ends.append(total)
      size = min(size * 2, 1_024)
    }
    return ends.flatMap { [$0 - 1, $0, $0 + 1] }
  }()

  /// Waits, each for the call that lies at or about a block boundary, and
  /// for a count there, while one thread makes every call.
  @Test func waitsForCallsAtEveryBlockBoundary() async {
    let spy = SpyProbedService()
    let total = (Self.boundaries.last ?? 0) + 10
    let start = DispatchSemaphore(value: 0)
    let writer = startThreads(1) { _ in
      start.wait()
      for index in 0..<total {
        spy.mark(index)
        if index % 97 == 0 { usleep(50) }
      }
    }
    let failures = await captureFailures {
      await withTaskGroup(of: Void.self) { group in
        for boundary in Self.boundaries {
          group.addTask {
            await spy.verifyReceived(times: 1, timeout: .seconds(60)) { $0.mark(boundary - 1) }
          }
          group.addTask {
            await spy.verifyReceived(atLeast: boundary, timeout: .seconds(60)) { $0.mark(any()) }
          }
        }
        start.signal()
      }
    }
    await wait(for: writer)
    expectFailures(failures, [])
    #expect(marks(spy.calls) == Array(0..<total))
  }

  /// A wait for an exact count ends as soon as the count is decided; it is
  /// never decided by calls counted twice or skipped across a boundary.
  @Test func exactCountWaitsAcrossBoundariesSeeNoDuplicatedCall() async {
    for boundary in [16, 48, 112, 240, 496, 1_008, 2_032] {
      let spy = SpyProbedService()
      let writer = startThreads(2) { writer in
        for index in 0..<boundary {
          if index % 2 == writer { spy.mark(7) } else { spy.put("x", index) }
        }
      }
      let failures = await captureFailures {
        await spy.verifyReceived(times: boundary, ignoringArguments: true, timeout: .seconds(60)) {
          $0.mark(0)
        }
      }
      await wait(for: writer)
      // Each writer made `boundary / 2` marks: `boundary` in all.
      expectFailures(failures, [])
      #expect(spy.callCount { $0.mark(7) } == boundary)
    }
  }

  /// A wait started before `clearCalls()` counts only the calls after it.
  @Test func aWaitStartedBeforeClearCallsCountsOnlyTheCallsAfter() async {
    let spy = SpyProbedService()
    for _ in 0..<1_100 { spy.mark(7) }
    let cleared = DispatchSemaphore(value: 0)
    let writer = startThreads(1) { _ in
      cleared.wait()
      for index in 0..<1_200 {
        spy.mark(7)
        if index % 50 == 0 { usleep(200) }
      }
    }
    let failures = await captureFailures {
      async let waiting: Void = spy.verifyReceived(atLeast: 1_150, timeout: .seconds(60)) {
        $0.mark(7)
      }
      try? await Task.sleep(for: .milliseconds(50))
      spy.clearCalls()
      cleared.signal()
      await waiting
    }
    await wait(for: writer)
    expectFailures(failures, [])
    #expect(spy.callCount { $0.mark(7) } == 1_200)
  }

  /// `clearCalls()` from one thread while others call: a snapshot holds, of
  /// each writer, a run of calls with no gap or repeat; a wait that counts
  /// through every clear ends with the call made after the last one.
  @Test func clearCallsRacingCallsAndWaits() async {
    let spy = SpyProbedService()
    let problems = ProbedLocked<[String]>([])
    let done = ProbedFlag()
    let writers = startThreads(Self.writers) { writer in
      for step in 0..<Self.perWriter { spy.mark(writer * Self.perWriter + step) }
    }
    let clearer = startThreads(2) { role in
      while !done.value {
        if role == 0 {
          spy.clearCalls()
          usleep(100)
        } else {
          let snapshot = marks(spy.calls)
          if !eachWriterIsContiguous(snapshot, stride: Self.perWriter, fromStart: false) {
            problems.withLock { $0.append("gap or repeat in \(snapshot.count)") }
          }
        }
      }
    }
    let failures = await captureFailures {
      async let waiting: Void = spy.verifyReceived(times: 1, timeout: .seconds(60)) { $0.mark(-5) }
      await wait(for: writers)
      done.set()
      await wait(for: clearer)
      spy.mark(-5)
      await waiting
    }
    expectFailures(failures, [])
    #expect(problems.withLock { $0 }.isEmpty)
    spy.clearCalls()
    for index in 0..<40 { spy.mark(index) }
    #expect(marks(spy.calls) == Array(0..<40))
  }

  /// After each of the calls, the spy reads as exactly the calls so far.
  @Test func everyPrefixReadsRight() {
    let spy = SpyProbedService()
    for index in 0..<2_200 {
      spy.mark(index)
      let calls = spy.calls
      guard calls.count == index + 1, calls.last?.argument(0, as: Int.self) == index,
        calls.first?.argument(0, as: Int.self) == 0,
        spy.callCount({ $0.mark(index) }) == 1
      else {
        Issue.record("wrong after call \(index): \(calls.count) calls")
        return
      }
    }
    #expect(marks(spy.calls) == Array(0..<2_200))
  }

  /// Each of four writers' calls waited for by an exact count, while all
  /// four call at once: the waits end soon after the calls, and pass.
  @Test func exactWaitsForEachOfManyWriters() async {
    let spy = SpyProbedService()
    let perWriter = 2_500
    let start = DispatchSemaphore(value: 0)
    let writers = startThreads(4) { writer in
      start.wait()
      for index in 0..<perWriter {
        spy.put("w\(writer)", index)
        if index % 200 == 0 { usleep(100) }
      }
    }
    let clock = ContinuousClock()
    let began = clock.now
    let failures = await captureFailures {
      await withTaskGroup(of: Void.self) { group in
        for writer in 0..<4 {
          group.addTask {
            await spy.verifyReceived(times: perWriter, timeout: .seconds(600)) {
              $0.put("w\(writer)", any())
            }
          }
        }
        for _ in 0..<4 { start.signal() }
      }
    }
    let elapsed = clock.now - began
    await wait(for: writers)
    expectFailures(failures, [])
    // Ended by their calls, not at their timeout: with room for a full
    // parallel run on two cores, where tests that block their threads can
    // leave the waiting tasks unrun for most of a minute.
    #expect(elapsed < .seconds(300))
    #expect(spy.calls.count == 4 * perWriter)
  }

  /// Many tasks call an `async` member while a wait counts them.
  @Test func tasksCallingWhileAWaitCounts() async {
    let spy = SpyProbedService()
    let calls = 3_000
    let failures = await captureFailures {
      await withTaskGroup(of: Void.self) { group in
        group.addTask {
          await spy.verifyReceived(times: calls, timeout: .seconds(60)) { _ = await $0.fetch() }
        }
        for _ in 0..<calls {
          group.addTask { _ = await spy.fetch() }
        }
      }
    }
    expectFailures(failures, [])
    #expect(spy.calls.count == calls)
  }
}

/// A flag threads set and read.
final class ProbedFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var isSet = false
  var value: Bool {
    lock.lock()
    defer { lock.unlock() }
    return isSet
  }
  func set() {
    lock.lock()
    isSet = true
    lock.unlock()
  }
}

/// A value behind a lock.
final class ProbedLocked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value
  init(_ value: Value) { self.value = value }
  func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return body(&value)
  }
}

// MARK: - Re-entrant calls from an argument's ==, description and deinit

struct CallLogReentrancyAttackTests {
  /// `==` of an argument calls the spy while `verifyReceived` compares it.
  @Test func equalityThatCallsTheSpyDuringVerifyReceived() throws {
    let failures = try #require(
      failuresWithinDeadline {
        let spy = SpyProbedService()
        let received = ProbedToken(1)
        spy.hand(received)
        received.onEqual = { spy.mark(99) }
        spy.verifyReceived(times: 1) { $0.hand(ProbedToken(1)) }
        #expect(marks(spy.calls) == [99])
      })
    expectFailures(failures, [])
  }

  /// `==` of an argument clears the spy's calls while `verifyReceived`
  /// compares it: the check ends, on the calls it started with.
  @Test func equalityThatClearsTheCallsDuringVerifyReceived() throws {
    let failures = try #require(
      failuresWithinDeadline {
        let spy = SpyProbedService()
        for index in 0..<20 { spy.mark(index) }
        let received = ProbedToken(1)
        spy.hand(received)
        received.onEqual = { spy.clearCalls() }
        spy.verifyReceived(times: 1) { $0.hand(ProbedToken(1)) }
        #expect(spy.calls.isEmpty)
      })
    expectFailures(failures, [])
  }

  /// `==` calls the spy, and clears it, while a wait counts; the wait ends.
  @Test func equalityThatCallsAndClearsTheSpyWhileAWaitCounts() async throws {
    let spy = SpyProbedService()
    let token = ProbedToken(5)
    let writer = startThreads(1) { _ in
      for index in 0..<100 { spy.mark(index) }
      // The first comparison of the token clears the calls, and makes the
      // wanted call again, after the clear.
      token.onEqual = {
        spy.mark(1_000)
        spy.clearCalls()
        spy.hand(ProbedToken(5))
      }
      spy.hand(token)
      for index in 0..<100 { spy.mark(index) }
      spy.hand(ProbedToken(5))
    }
    let failures = await captureFailures {
      await spy.verifyReceived(atLeast: 1, timeout: .seconds(20)) { $0.hand(ProbedToken(5)) }
    }
    await wait(for: writer)
    expectFailures(failures, [])
  }

  /// `description` of an argument calls the spy while a failure's message
  /// is written.
  @Test func descriptionThatCallsTheSpyWhileAMessageIsWritten() throws {
    var line = 0
    let failures = try #require(
      failuresWithinDeadline {
        let spy = SpyProbedService()
        let received = ProbedToken(2)
        received.onDescription = { spy.mark(1) }
        spy.hand(received)
        line = #line; spy.verifyReceived(times: 2) { $0.hand(ProbedToken(2)) }
      })
    expectFailures(
      failures,
      [
        (
          """
          [ProbedService] Wanted 2 times but was called 1 time: hand(token 2)
            received: hand(token 2)
          """, line
        )
      ])
  }

  /// An argument's `deinit`, run as `clearCalls()` lets it go, reads the
  /// calls, clears them again and calls the spy.
  @Test func deinitThatReadsClearsAndCallsTheSpyDuringClearCalls() throws {
    let failures = try #require(
      failuresWithinDeadline {
        let spy = SpyProbedService()
        for index in 0..<50 { spy.mark(index) }
        do {
          let token = ProbedToken(3)
          token.onDeinit = {
            _ = spy.calls
            spy.clearCalls()
            spy.mark(-1)
            _ = spy.callCount { $0.mark(any()) }
          }
          spy.hand(token)
        }
        for index in 50..<100 { spy.mark(index) }
        spy.clearCalls()
        #expect(marks(spy.calls) == [-1])
      })
    expectFailures(failures, [])
  }

  /// A static spy's calls, made from the test's child tasks.
  @Test func aStaticSpyKeepsEveryTasksCalls() async {
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<4 {
        group.addTask {
          for _ in 0..<500 { _ = SpyClock.now() }
        }
      }
    }
    #expect(SpyClock.calls.count == 2_000)
    let failures = captureFailures {
      SpyClock.verifyReceived(times: 2_000) { _ = $0.now() }
      SpyClock.verifyReceived(times: 1) { _ = $0.now() }
    }
    #expect(failures.count == 1)
    #expect(
      failures.first?.message.hasPrefix("[Clock] Wanted 1 time but was called 2000 times: now()")
        == true)
  }
}

// MARK: - The cost of reading a spy's calls
