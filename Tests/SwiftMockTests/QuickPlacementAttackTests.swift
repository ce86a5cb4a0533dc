import Foundation
import SwiftMock
import SwiftMockTestSupport
import Testing

// Tests of the quick placement of a call (one pass under the lock, for a
// call that an expectation outside `inOrder` or an answer takes with no
// matcher that runs the test's code and no `verify(timeout:)` waiting),
// on `verify()` skipping the search for missing calls when every
// expectation is satisfied, and on an expectation's deinit checking for an
// answer only when its type has no default. Public API only.

/// A member of each shape the quick placement treats apart.
protocol Till: Sendable {
  func ring(_ amount: Int)
  func total() -> Int
  func tag(_ label: TillTag)
  func next() -> Int
  func refund(_ amount: Int) async
}

/// An argument whose `==` is the test's code, which may call a test double:
/// a call with one is never placed in the quick pass.
struct TillTag: Equatable, Sendable {
  let text: String
  let onCompare: @Sendable () -> Void

  init(_ text: String, onCompare: @escaping @Sendable () -> Void = {}) {
    self.text = text
    self.onCompare = onCompare
  }

  static func == (left: TillTag, right: TillTag) -> Bool {
    left.onCompare()
    return left.text == right.text
  }
}

extension TillTag: CustomStringConvertible {
  var description: String { "label \(text)" }
}

extension TillTag: Defaultable {
  static var mockDefault: TillTag { TillTag("") }
}

// `@unchecked Sendable` is safe: a test double keeps its state behind a lock.
final class MockTill: Mock<Till>, Till, @unchecked Sendable {
  func ring(_ amount: Int) { accept(amount) }
  func total() -> Int { accept() }
  func tag(_ label: TillTag) { accept(label) }
  func next() -> Int { accept() }
  func refund(_ amount: Int) async { await accept(amount) }
}

final class StubTill: Stub<Till>, Till, @unchecked Sendable {
  func ring(_ amount: Int) { accept(amount) }
  func total() -> Int { accept() }
  func tag(_ label: TillTag) { accept(label) }
  func next() -> Int { accept() }
  func refund(_ amount: Int) async { await accept(amount) }
}

final class SpyTill: Spy<Till>, Till, @unchecked Sendable {
  func ring(_ amount: Int) { accept(amount) }
  func total() -> Int { accept() }
  func tag(_ label: TillTag) { accept(label) }
  func next() -> Int { accept() }
  func refund(_ amount: Int) async { await accept(amount) }
}

/// A signal one thread gives once and tasks await, with no thread of
/// theirs blocked meanwhile: a test that blocked one would starve the
/// others' tasks, as the tests of a run share a few threads.
private final class Flag: Sendable {
  private let state = LockedValue<(isSet: Bool, waiters: [CheckedContinuation<Void, Never>])>(
    (false, []))

  func signal() {
    let waiters = state.withLock { state in
      state.isSet = true
      defer { state.waiters = [] }
      return state.waiters
    }
    for waiter in waiters { waiter.resume() }
  }

  func wait() async {
    await withCheckedContinuation { continuation in
      let isSet = state.withLock { state in
        if !state.isSet { state.waiters.append(continuation) }
        return state.isSet
      }
      if isSet { continuation.resume() }
    }
  }
}

/// Runs `call` on a thread of its own after a pause of up to `jitter`
/// seconds (none for 0), so that it races whatever the test does next;
/// the flag says it is over.
@discardableResult
private func race(jitter: Double, _ call: @escaping @Sendable () -> Void) -> Flag {
  let done = Flag()
  Thread.detachNewThread {
    if jitter > 0 { Thread.sleep(forTimeInterval: Double.random(in: 0...jitter)) }
    call()
    done.signal()
  }
  return done
}

/// How long a wait under test may last, and how long one that ended when
/// its last call came may have taken at most: far below it, with room for
/// a machine that runs the whole suite at once.
private let waitTimeout = Duration.seconds(120)
private let slowestWake = Duration.seconds(60)

/// How many times each race is run within one test.
private let rounds = 50

struct QuickPlacementAttackTests {
  // MARK: Calls that must fail

  /// An expectation that took all its calls is not taken again by the quick
  /// pass: the extra call is unexpected, and names it as already received.
  @Test func anExhaustedExpectationRejectsTheNextCall() {
    var line = 0
    var expectLine = 0
    var callLine = 0
    let failures = captureFailures {
      line = #line; let mock = MockTill()
      expectLine = #line; mock.expect { $0.ring(1) }
      mock.ring(1)
      callLine = #line; mock.ring(1)
      mock.verify()
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [Till] Unexpected call: ring(1)
            already received: ring(1), 1 call (\(here(expectLine)))
            received: ring(1)
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line)
      ])
  }

  /// An expectation that says a call must never happen wins over an
  /// `allow` that would take the call quickly: the call is unexpected.
  @Test func aNeverExpectationWinsOverAnAllowance() {
    var line = 0
    var neverLine = 0
    var callLine = 0
    let failures = captureFailures {
      line = #line; let mock = MockTill()
      mock.allow { $0.ring(any()) }
      neverLine = #line; mock.expect { $0.ring(1) }.times(0)
      mock.ring(2)
      callLine = #line; mock.ring(1)
      mock.verify()
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [Till] Unexpected call: ring(1)
            expected never: ring(1) (\(here(neverLine)))
            received: ring(1)
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line)
      ])
  }

  /// A mock's call that only an answer for other arguments exists for is
  /// unexpected, though a stub's would be answered quickly.
  @Test func anAllowanceForOtherArgumentsLeavesAMocksCallUnexpected() {
    var line = 0
    var callLine = 0
    let failures = captureFailures {
      line = #line; let mock = MockTill()
      mock.allow { $0.ring(1) }
      mock.ring(1)
      callLine = #line; mock.ring(2)
      mock.verify()
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [Till] Unexpected call: ring(2)
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line)
      ])
  }

  /// A call that takes an expectation of an `inOrder` block before its turn
  /// is reported out of order, though an unordered expectation of another
  /// member just took a call quickly, and an unordered one of the same
  /// member set later is still open.
  @Test func anOrderedExpectationIsNeverTakenQuickly() {
    var line = 0
    var firstLine = 0
    var callLine = 0
    let failures = captureFailures {
      line = #line; let mock = MockTill()
      mock.expect { $0.total() }.returning(3)
      inOrder {
        firstLine = #line; mock.expect { $0.ring(1) }
        mock.expect { $0.ring(2) }
      }
      mock.expect { $0.ring(2) }
      _ = mock.total()
      callLine = #line; mock.ring(2)
      mock.ring(1)
      mock.ring(2)
      mock.verify()
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [Till] Out-of-order call: ring(2)
            expected first: [Till] ring(1) (\(here(firstLine)))
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line)
      ])
  }

  /// An unordered expectation set before an `inOrder` block takes its call
  /// quickly, and the block's calls in their order then pass.
  @Test func anUnorderedExpectationSetFirstTakesTheCallAndTheBlockStillPasses() {
    let mock = MockTill()
    mock.expect { $0.ring(2) }
    inOrder {
      mock.expect { $0.ring(1) }
      mock.expect { $0.ring(2) }
    }
    let failures = captureFailures {
      mock.ring(2)
      mock.ring(1)
      mock.ring(2)
      mock.verify()
    }
    #expect(failures.isEmpty)
  }

  // MARK: The rule that gives a call to an expectation

  /// A call goes to an expectation written with values before an older one
  /// whose predicate runs the test's code: the quick pass must not take the
  /// predicate's, nor skip it for one whose values differ.
  @Test func aCallGoesToTheExactExpectationBeforeAnOlderPredicate() {
    let decided = LockedValue(0)
    let mock = MockTill()
    mock.expect {
      $0.ring(
        any(where: { amount in
          decided.withLock { $0 += 1 }
          return amount > 0
        }))
    }
    mock.expect { $0.ring(5) }
    let failures = captureFailures {
      mock.ring(5)
      mock.ring(7)
      mock.verify()
    }
    #expect(failures.isEmpty)
    // The second call, at least, ran the predicate.
    #expect(decided.withLock { $0 } >= 1)
  }

  /// An expectation that needs calls takes one before an `any()` one that
  /// has what it needs, whichever path places the call.
  @Test func anUnsatisfiedExpectationTakesTheCallBeforeASatisfiedOne() {
    let mock = MockTill()
    mock.expect { $0.ring(any()) }.times(atLeast: 1)
    mock.ring(9)
    mock.expect { $0.ring(1) }.times(2)
    let failures = captureFailures {
      mock.ring(1)
      mock.ring(1)
      mock.ring(1)
      mock.verify()
    }
    #expect(failures.isEmpty)
  }

  /// A call that a predicate expectation rejects goes to an `allow`; one it
  /// accepts goes to the expectation, not to the `allow`.
  @Test func aPredicateExpectationAndAnAllowanceEachGetTheirCalls() {
    let mock = MockTill()
    mock.allow { $0.tag(any()) }
    var expectLine = 0
    var verifyLine = 0
    let failures = captureFailures {
      expectLine = #line; mock.expect { $0.tag(any(where: { $0.text.hasPrefix("a") })) }.times(2)
      mock.tag(TillTag("b"))
      mock.tag(TillTag("apple"))
      mock.tag(TillTag("c"))
      verifyLine = #line; mock.verify()
    }
    expectFailures(
      failures,
      [
        (
          "[Till] Missing calls: expected 2 calls of tag(any(where: …)), received 1 (expected at \(here(expectLine)))",
          verifyLine
        )
      ])
  }

  /// A newer answer whose predicate runs the test's code decides before an
  /// older one written with values, which the quick pass must not take.
  @Test func aNewerPredicateAnswerDecidesBeforeAnOlderPlainOne() {
    let mock = MockTill()
    mock.allow { $0.ring(any()) }
    mock.allow { $0.ring(any(where: { $0 > 10 })) }.doing { _ in }
    let seen = LockedValue<[Int]>([])
    let spy = SpyTill()
    spy.given { $0.ring(any()) }.doing { args in seen.withLock { $0.append(args[0] as! Int) } }
    spy.given { $0.ring(any(where: { $0 > 10 })) }
    let failures = captureFailures {
      for amount in [5, 50, 6, 60] {
        mock.ring(amount)
        spy.ring(amount)
      }
      mock.verify()
    }
    #expect(failures.isEmpty)
    // Only the calls the newer predicate rejected reached the older answer.
    #expect(seen.withLock { $0 } == [5, 6])
    #expect(spy.callCount { $0.ring(any()) } == 4)
  }

  // MARK: verify(timeout:) wakes when the last call arrives

  /// A call racing the start of `verify(timeout:)`, placed quickly just
  /// before the wait counts itself or step by step just after, ends the
  /// wait: no round waits the timeout.
  @Test func aPlainCallRacingTheStartOfTheWaitEndsIt() async {
    let clock = ContinuousClock()
    for round in 0..<rounds {
      let mock = MockTill()
      mock.expect { $0.ring(1) }
      mock.expect { $0.ring(2) }
      mock.ring(1)
      let done = race(jitter: round.isMultiple(of: 2) ? 0 : 0.002) { mock.ring(2) }
      let start = clock.now
      let failures = await captureFailures { await mock.verify(timeout: waitTimeout) }
      let waited = clock.now - start >= slowestWake
      #expect(!waited, "round \(round) waited the timeout")
      #expect(failures.isEmpty)
      await done.wait()
      // One round that waited is enough: no need to wait in every one.
      if waited { break }
    }
  }

  /// The same for a call whose expectation runs a `.doing` action: the
  /// wait ends, and only once the action has run.
  @Test func aCallWithAnActionRacingTheStartOfTheWaitEndsItAfterTheAction() async {
    let clock = ContinuousClock()
    for round in 0..<rounds {
      let mock = MockTill()
      let acted = LockedValue(false)
      mock.expect { $0.ring(1) }.doing { _ in
        Thread.sleep(forTimeInterval: 0.001)
        acted.withLock { $0 = true }
      }
      let done = race(jitter: round.isMultiple(of: 2) ? 0 : 0.002) { mock.ring(1) }
      let start = clock.now
      let failures = await captureFailures { await mock.verify(timeout: waitTimeout) }
      let waited = clock.now - start >= slowestWake
      #expect(!waited, "round \(round) waited the timeout")
      #expect(acted.withLock { $0 }, "round \(round) ended before the action ran")
      #expect(failures.isEmpty)
      await done.wait()
      // One round that waited is enough: no need to wait in every one.
      if waited { break }
    }
  }

  /// A call placed quickly before `verify(timeout:)` starts, whose action
  /// is still running when it does: the wait lasts until the action ends.
  @Test func aQuickCallsActionStillRunningHoldsTheWait() async {
    for _ in 0..<10 {
      let mock = MockTill()
      let started = Flag()
      let acted = LockedValue(false)
      mock.expect { $0.ring(1) }.doing { _ in
        started.signal()
        Thread.sleep(forTimeInterval: 0.02)
        acted.withLock { $0 = true }
      }
      let done = race(jitter: 0) { mock.ring(1) }
      await started.wait()
      let failures = await captureFailures { await mock.verify(timeout: waitTimeout) }
      #expect(acted.withLock { $0 })
      #expect(failures.isEmpty)
      await done.wait()
    }
  }

  /// A computed answer, set with `.returning { … }`, is the test's code the
  /// wait waits for too, and the call that runs it ends the wait.
  @Test func aCallWithAComputedAnswerRacingTheWaitEndsIt() async {
    let clock = ContinuousClock()
    for round in 0..<rounds {
      let mock = MockTill()
      let computed = LockedValue(false)
      mock.expect { $0.total() }.returning {
        computed.withLock { $0 = true }
        return 4
      }
      let done = race(jitter: round.isMultiple(of: 2) ? 0 : 0.002) { _ = mock.total() }
      let start = clock.now
      let failures = await captureFailures { await mock.verify(timeout: waitTimeout) }
      let waited = clock.now - start >= slowestWake
      #expect(!waited, "round \(round) waited the timeout")
      #expect(computed.withLock { $0 })
      #expect(failures.isEmpty)
      await done.wait()
      // One round that waited is enough: no need to wait in every one.
      if waited { break }
    }
  }

  /// Calls of a counted expectation from several threads, some before the
  /// wait starts and some after: the wait ends once the last arrives, and
  /// not before (it would report the calls still missing).
  @Test func aCountedExpectationsLastCallEndsTheWaitAndNoEarlierOne() async {
    let clock = ContinuousClock()
    for round in 0..<rounds {
      let mock = MockTill()
      mock.expect { $0.ring(any()) }.times(atLeast: 4)
      mock.expect { $0.total() }.returning(1)
      let calls = (0..<4).map { amount in race(jitter: 0.003) { mock.ring(amount) } }
      let last = race(jitter: 0.003) { _ = mock.total() }
      let start = clock.now
      let failures = await captureFailures { await mock.verify(timeout: waitTimeout) }
      let waited = clock.now - start >= slowestWake
      #expect(!waited, "round \(round) waited the timeout")
      #expect(failures.isEmpty)
      for call in calls { await call.wait() }
      await last.wait()
      // One round that waited is enough: no need to wait in every one.
      if waited { break }
    }
  }

  /// The last call, whose matcher runs the test's code, ends the wait too.
  @Test func aCallWithAPredicateRacingTheWaitEndsIt() async {
    let clock = ContinuousClock()
    for round in 0..<rounds {
      let mock = MockTill()
      mock.expect { $0.ring(any(where: { $0 == 3 })) }
      let done = race(jitter: round.isMultiple(of: 2) ? 0 : 0.002) { mock.ring(3) }
      let start = clock.now
      let failures = await captureFailures { await mock.verify(timeout: waitTimeout) }
      let waited = clock.now - start >= slowestWake
      #expect(!waited, "round \(round) waited the timeout")
      #expect(failures.isEmpty)
      await done.wait()
      // One round that waited is enough: no need to wait in every one.
      if waited { break }
    }
  }

  /// Two waits at once on one mock, from two tasks: both end when the last
  /// call arrives.
  @Test func twoWaitsOnOneMockBothEnd() async {
    let clock = ContinuousClock()
    for round in 0..<20 {
      let mock = MockTill()
      mock.expect { $0.ring(1) }
      let done = race(jitter: 0.003) { mock.ring(1) }
      let start = clock.now
      let failures = await captureFailures {
        async let first: Void = mock.verify(timeout: waitTimeout)
        async let second: Void = mock.verify(timeout: waitTimeout)
        _ = await (first, second)
      }
      let waited = clock.now - start >= slowestWake
      #expect(!waited, "round \(round) waited the timeout")
      #expect(failures.isEmpty)
      await done.wait()
      // One round that waited is enough: no need to wait in every one.
      if waited { break }
    }
  }

  // MARK: A spy's verifyReceived(timeout:)

  /// A spy's call racing the start of `verifyReceived(timeout:)`, answered
  /// or not, ends the wait; with an action, only after it has run.
  @Test func aSpysCallRacingTheWaitEndsIt() async {
    let clock = ContinuousClock()
    for round in 0..<rounds {
      let spy = SpyTill()
      let acted = LockedValue(0)
      spy.given { $0.total() }.returning(2)
      spy.given { $0.next() }.doing { _ in
        Thread.sleep(forTimeInterval: 0.001)
        acted.withLock { $0 += 1 }
      }
      let jitter = round.isMultiple(of: 2) ? 0 : 0.002
      let calls = [
        race(jitter: jitter) { spy.ring(1) },
        race(jitter: jitter) { _ = spy.total() },
        race(jitter: jitter) { _ = spy.next() },
      ]
      let start = clock.now
      let failures = await captureFailures {
        await spy.verifyReceived(timeout: waitTimeout) { $0.ring(1) }
        await spy.verifyReceived(timeout: waitTimeout) { _ = $0.total() }
        await spy.verifyReceived(timeout: waitTimeout) { _ = $0.next() }
      }
      let waited = clock.now - start >= slowestWake
      #expect(!waited, "round \(round) waited the timeout")
      #expect(acted.withLock { $0 } == 1, "round \(round) ended before the action ran")
      #expect(failures.isEmpty)
      for call in calls { await call.wait() }
      // One round that waited is enough: no need to wait in every one.
      if waited { break }
    }
  }

  /// A spy's call whose answer a predicate decides, racing the wait: the
  /// call is kept in the quick pass, and placed step by step after it; the
  /// wait must not end between the two, before the answer's action runs.
  @Test func aSpysCallPlacedStepByStepHoldsTheWaitUntilItsAction() async {
    for round in 0..<rounds {
      let spy = SpyTill()
      let acted = LockedValue(false)
      spy.given {
        $0.ring(
          any(where: { amount in
            Thread.sleep(forTimeInterval: 0.001)
            return amount == 1
          }))
      }.doing { _ in acted.withLock { $0 = true } }
      let done = race(jitter: round.isMultiple(of: 2) ? 0 : 0.002) { spy.ring(1) }
      let failures = await captureFailures {
        await spy.verifyReceived(times: 1, timeout: waitTimeout) { $0.ring(1) }
      }
      let hasActed = acted.withLock { $0 }
      #expect(hasActed, "round \(round) ended before the action ran")
      #expect(failures.isEmpty)
      await done.wait()
      if !hasActed { break }
    }
  }

  /// A spy's call made before the wait, whose answer's action still runs
  /// when it starts, holds the wait until the action ends.
  @Test func aSpysActionStillRunningHoldsTheWait() async {
    for _ in 0..<10 {
      let spy = SpyTill()
      let started = Flag()
      let acted = LockedValue(false)
      spy.given { $0.ring(1) }.doing { _ in
        started.signal()
        Thread.sleep(forTimeInterval: 0.02)
        acted.withLock { $0 = true }
      }
      let done = race(jitter: 0) { spy.ring(1) }
      await started.wait()
      let failures = await captureFailures {
        await spy.verifyReceived(times: 1, timeout: waitTimeout) { $0.ring(1) }
      }
      #expect(acted.withLock { $0 })
      #expect(failures.isEmpty)
      await done.wait()
    }
  }

  /// A spy waited on for more calls than one thread has made yet does not
  /// end early: it counts every call, each once.
  @Test func aSpysWaitForManyCallsCountsEachOnce() async {
    for round in 0..<20 {
      let spy = SpyTill()
      spy.given { $0.ring(any(where: { $0.isMultiple(of: 2) })) }.doing { _ in }
      let done = race(jitter: 0.002) {
        DispatchQueue.concurrentPerform(iterations: 40) { spy.ring($0) }
      }
      let failures = await captureFailures {
        await spy.verifyReceived(atLeast: 40, timeout: waitTimeout) { $0.ring(any()) }
      }
      #expect(failures.isEmpty, "round \(round)")
      await done.wait()
      #expect(spy.callCount { $0.ring(any()) } == 40)
      #expect(Set(spy.calls.map(\.description)).count == 40)
    }
  }

  // MARK: Missing calls that verify() reports

  /// An expectation for at least two calls that got one is missing, though
  /// every other expectation of the mock is satisfied.
  @Test func anAtLeastExpectationWithTooFewCallsIsMissing() {
    var expectLine = 0
    var verifyLine = 0
    let failures = captureFailures {
      let mock = MockTill()
      for amount in 0..<20 { mock.expect { $0.ring(amount) } }
      expectLine = #line; mock.expect { $0.total() }.returning(1).times(atLeast: 2)
      for amount in 0..<20 { mock.ring(amount) }
      _ = mock.total()
      verifyLine = #line; mock.verify()
    }
    expectFailures(
      failures,
      [
        (
          "[Till] Missing calls: expected at least 2 calls of total(), received 1 (expected at \(here(expectLine)))",
          verifyLine
        )
      ])
  }

  /// `.times(0)` is satisfied with no call, and a second verify() after a
  /// report finds nothing more: the count of unsatisfied expectations
  /// stays right.
  @Test func timesZeroIsSatisfiedAndAReportIsMadeOnce() {
    var expectLine = 0
    var verifyLine = 0
    let failures = captureFailures {
      let mock = MockTill()
      mock.expect { $0.ring(0) }.times(0)
      expectLine = #line; mock.expect { $0.ring(1) }.times(3)
      mock.ring(1)
      mock.ring(1)
      verifyLine = #line; mock.verify()
      mock.verify()
      mock.expect { $0.ring(2) }
      mock.ring(2)
      mock.verify()
    }
    expectFailures(
      failures,
      [
        (
          "[Till] Missing calls: expected 3 calls of ring(1), received 2 (expected at \(here(expectLine)))",
          verifyLine
        )
      ])
  }

  /// A count raised after the calls came makes the expectation unsatisfied
  /// again: verify() must look for it, though it was satisfied once.
  @Test func aCountRaisedAfterTheCallsIsMissing() {
    var expectLine = 0
    var verifyLine = 0
    let failures = captureFailures {
      let mock = MockTill()
      expectLine = #line; let expectation = mock.expect { $0.ring(1) }
      mock.ring(1)
      expectation.times(2)
      verifyLine = #line; mock.verify()
    }
    expectFailures(
      failures,
      [
        (
          "[Till] Missing calls: expected 2 calls of ring(1), received 1 (expected at \(here(expectLine)))",
          verifyLine
        )
      ])
  }

  /// A `times(atLeast:)` expectation outlives a verify() that found it
  /// satisfied; a count raised after that makes it missing at the next.
  @Test func anExpectationThatOutlivedAVerifyAndNeedsMoreIsMissing() {
    var expectLine = 0
    var verifyLine = 0
    let failures = captureFailures {
      let mock = MockTill()
      expectLine = #line; let expectation = mock.expect { $0.ring(any()) }.times(atLeast: 1)
      mock.ring(1)
      mock.verify()
      mock.ring(2)
      expectation.times(atLeast: 3)
      verifyLine = #line; mock.verify()
    }
    expectFailures(
      failures,
      [
        (
          "[Till] Missing calls: expected at least 3 calls of ring(any()), received 2 (expected at \(here(expectLine)))",
          verifyLine
        )
      ])
  }

  /// A count lowered after some of the calls came makes the expectation
  /// satisfied, and the next call it can no longer take is unexpected.
  @Test func aCountLoweredAfterSomeCallsIsSatisfied() {
    let mock = MockTill()
    let expectation = mock.expect { $0.ring(1) }.times(3)
    mock.ring(1)
    mock.ring(1)
    let failures = captureFailures {
      expectation.times(2)
      mock.verify()
    }
    #expect(failures.isEmpty)
  }

  /// reset() forgets unsatisfied expectations, and those set after it that
  /// get no call are still reported: the count starts again at zero, and a
  /// call made before the reset counts for nothing after.
  @Test func expectationsSetAfterAResetAreReported() {
    var expectLine = 0
    var verifyLine = 0
    let failures = captureFailures {
      let mock = MockTill()
      mock.expect { $0.ring(1) }.times(2)
      mock.expect { $0.ring(2) }
      mock.ring(1)
      mock.reset()
      expectLine = #line; mock.expect { $0.ring(1) }
      mock.expect { $0.ring(3) }
      mock.ring(3)
      verifyLine = #line; mock.verify()
    }
    expectFailures(
      failures,
      [("[Till] Missing call: ring(1) (expected at \(here(expectLine)))", verifyLine)])
  }

  /// An expectation an unexpected call did not mention, unsatisfied after
  /// another call of its member was taken quickly, is reported missing.
  @Test func anUnsatisfiedExpectationAfterPartialCallsIsMissing() {
    var expectLines = (0, 0)
    var verifyLine = 0
    let failures = captureFailures {
      let mock = MockTill()
      expectLines.0 = #line; mock.expect { $0.ring(any()) }.times(2...3)
      expectLines.1 = #line; mock.expect { $0.next() }.returning(1, 2).times(2)
      mock.ring(1)
      _ = mock.next()
      verifyLine = #line; mock.verify()
    }
    expectFailures(
      failures,
      [
        (
          "[Till] Missing calls: expected 2 to 3 calls of ring(any()), received 1 (expected at \(here(expectLines.0)))",
          verifyLine
        ),
        (
          "[Till] Missing calls: expected 2 calls of next(), received 1 (expected at \(here(expectLines.1)))",
          verifyLine
        ),
      ])
  }

  /// Missing calls of several members are reported in the order their
  /// expectations were set, whatever members they are of.
  @Test func missingCallsOfSeveralMembersAreReportedInTheOrderSet() {
    var lines: [Int] = []
    var verifyLine = 0
    let failures = captureFailures {
      let mock = MockTill()
      lines.append(#line); mock.expect { $0.next() }.returning(1)
      mock.expect { $0.ring(0) }
      lines.append(#line); mock.expect { $0.ring(1) }
      lines.append(#line); mock.expect { $0.total() }.returning(2)
      lines.append(#line); mock.expect { $0.ring(2) }
      mock.ring(0)
      verifyLine = #line; mock.verify()
    }
    expectFailures(
      failures,
      [
        ("[Till] Missing call: next() (expected at \(here(lines[0])))", verifyLine),
        ("[Till] Missing call: ring(1) (expected at \(here(lines[1])))", verifyLine),
        ("[Till] Missing call: total() (expected at \(here(lines[2])))", verifyLine),
        ("[Till] Missing call: ring(2) (expected at \(here(lines[3])))", verifyLine),
      ])
  }

  /// A verify(timeout:) whose wait runs out reports what is missing, though
  /// the calls that came were placed step by step for the wait.
  @Test func aWaitThatRunsOutReportsWhatIsMissing() async {
    var expectLine = 0
    var verifyLine = 0
    let mock = MockTill()
    mock.expect { $0.ring(1) }
    expectLine = #line; mock.expect { $0.ring(2) }.times(atLeast: 2)
    let done = race(jitter: 0.002) {
      mock.ring(1)
      mock.ring(2)
    }
    let failures = await captureFailures {
      verifyLine = #line; await mock.verify(timeout: .milliseconds(300))
    }
    await done.wait()
    expectFailures(
      failures,
      [
        (
          "[Till] Missing calls: expected at least 2 calls of ring(2), received 1 (expected at \(here(expectLine)))",
          verifyLine
        )
      ])
  }

  /// A mock that goes away with no verify() reports, at the expect line,
  /// the expectation that got too few of its calls, though its other
  /// expectations were all satisfied by calls placed quickly.
  @Test func aMockThatGoesAwayReportsItsUnsatisfiedExpectation() {
    let log = IssueLog()
    let line = LockedValue(0)
    withKnownIssue(expectedOnPurpose) {
      do {
        let mock = MockTill()
        for amount in 0..<5 { mock.expect { $0.ring(amount) } }
        let expectLine = #line; mock.expect { $0.total() }.returning(1).times(atLeast: 2)
        line.withLock { $0 = expectLine }
        for amount in 0..<5 { mock.ring(amount) }
        _ = mock.total()
      }
    } matching: {
      log.match($0)
    }
    let expectLine = line.withLock { $0 }
    #expect(
      log.entries == [
        "\(here(expectLine)): [Till] Missing calls: expected at least 2 calls of total(), received 1 (expected at \(here(expectLine))), found when the mock went away without a verify() that checked it"
      ])
  }

  /// A held call placed quickly is held until the test resumes it, and a
  /// call beyond the expectation's count is unexpected.
  @Test func aHeldCallPlacedQuicklyIsHeldThenResumed() async {
    var line = 0
    var callLine = 0
    var expectLine = 0
    var answered = 0
    let failures = await captureFailures {
      line = #line; let mock = MockTill()
      expectLine = #line; let held = await mock.expect { await $0.refund(5) }.times(2).suspended()
      let calls = (0..<2).map { _ in Task { await mock.refund(5) } }
      for _ in 0..<2 {
        #expect(await held.waitUntilReached())
      }
      held.resume(returning: ())
      held.resume(returning: ())
      for call in calls {
        await call.value
        answered += 1
      }
      callLine = #line; await mock.refund(5)
      mock.verify()
    }
    #expect(answered == 2)
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [Till] Unexpected call: refund(5)
            already received: refund(5), 2 calls (\(here(expectLine)))
            received: refund(5)
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line)
      ])
  }

  // MARK: A member whose type has no default

  /// An expectation of a member whose type has no default, given no
  /// answer, fails at its expect line; one given an answer later through
  /// the handle it returned, one that must never be called, and those of
  /// members with a default, do not.
  @Test func anExpectationWithNoAnswerForATypeWithNoDefaultFailsAtItsLine() {
    var lines: [Int] = []
    let failures = captureFailures {
      let mock = MockWeatherService()
      let stub = StubWeatherService()
      let till = MockTill()
      lines.append(#line); mock.expect { $0.forecast() }
      let later = mock.expect { $0.forecast(for: "Oslo") }
      later.returning(oslo)
      mock.expect { $0.forecast(for: "Paris") }.times(0)
      lines.append(#line); stub.given { $0.forecast(for: "Rome") }
      till.expect { $0.total() }
      till.expect { $0.ring(1) }
      #expect(mock.forecast(for: "Oslo") == oslo)
      _ = till.total()
      till.ring(1)
      till.verify()
      mock.reset()
    }
    expectFailures(
      failures,
      [
        (
          "[WeatherService] forecast() returns Forecast, a type with no default value, and this expect gives it no answer. Add .returning(…) to it, \(forecastDefaultFix)",
          lines[0]
        ),
        (
          "[WeatherService] forecast(for: \"Rome\") returns Forecast, a type with no default value, and this given gives it no answer. Add .returning(…) to it, \(forecastDefaultFix)",
          lines[1]
        ),
      ])
  }

  /// The failure at the expect line comes when the handle goes, after a
  /// call took the expectation quickly: the call gets a value built from
  /// the fields' defaults, and the test fails at the expect line.
  @Test func anUnansweredExpectationTakenQuicklyStillFailsAtItsLine() {
    var line = 0
    var got: Forecast?
    let failures = captureFailures {
      let mock = MockWeatherService()
      do {
        line = #line; let expectation = mock.expect { $0.forecast() }
        got = mock.forecast()
        _ = expectation
      }
      mock.verify()
    }
    #expect(got == Forecast(city: "", temperatures: [], note: nil))
    #expect(failures.map(\.line).contains(line))
    #expect(
      failures.contains {
        $0.message
          == "[WeatherService] forecast() returns Forecast, a type with no default value, and this expect gives it no answer. Add .returning(…) to it, \(forecastDefaultFix)"
      }, "\(failures.map(\.message))")
  }

  // MARK: Matchers that call test doubles, or run on other threads

  /// A predicate that calls the same mock, whose member's expectation takes
  /// that call quickly, neither deadlocks nor loses a call.
  @Test func aPredicateThatCallsTheSameMockIsPlacedAndCounted() throws {
    let failures = try #require(
      failuresWithinDeadline {
        let mock = MockTill()
        mock.expect { $0.total() }.returning(1).times(atLeast: 1)
        mock.expect { $0.ring(any(where: { $0 == mock.total() })) }
        mock.ring(1)
        mock.verify()
      })
    #expect(failures.isEmpty)
  }

  /// An `==` that calls the same mock with a call it does not expect: that
  /// call fails, the outer one is placed, and nothing deadlocks.
  @Test func anEqualityThatMakesAnUnexpectedCallFailsOnlyThatCall() throws {
    let failures = try #require(
      failuresWithinDeadline {
        let mock = MockTill()
        mock.expect { $0.tag(TillTag("a")) }
        mock.tag(TillTag("a", onCompare: { mock.ring(99) }))
        mock.verify()
      })
    #expect(failures.count == 1)
    #expect(failures.first?.message.hasPrefix("[Till] Unexpected call: ring(99)") == true)
  }

  /// A predicate run on another thread while its call waits for it: no
  /// lock is held while the predicate runs, so the other thread's call of
  /// the same mock goes through.
  @Test func aPredicateThatCallsTheMockFromAnotherThreadDoesNotDeadlock() throws {
    let failures = try #require(
      failuresWithinDeadline {
        let mock = MockTill()
        mock.expect { $0.next() }.returning(4)
        mock.expect {
          $0.ring(
            any(where: { amount in
              DispatchQueue.global().sync { mock.next() } == amount
            }))
        }
        mock.ring(4)
        mock.verify()
      })
    #expect(failures.isEmpty)
  }

  /// A `.doing` action and a computed answer that call the same mock
  /// while `verify(timeout:)` waits: the nested calls take their
  /// expectations, and the wait ends once all have run.
  @Test func actionsThatCallTheSameMockWhileAWaitIsOn() async {
    let clock = ContinuousClock()
    for round in 0..<20 {
      let mock = MockTill()
      mock.expect { $0.ring(1) }.doing { _ in mock.ring(2) }
      mock.expect { $0.ring(2) }.doing { _ in _ = mock.total() }
      mock.expect { $0.total() }.returning { mock.next() + 1 }
      mock.expect { $0.next() }.returning(6)
      let done = race(jitter: round.isMultiple(of: 2) ? 0 : 0.002) { mock.ring(1) }
      let start = clock.now
      let failures = await captureFailures { await mock.verify(timeout: waitTimeout) }
      let waited = clock.now - start >= slowestWake
      #expect(!waited, "round \(round) waited the timeout")
      #expect(failures.isEmpty)
      await done.wait()
      // One round that waited is enough: no need to wait in every one.
      if waited { break }
    }
  }

  // MARK: Spies and stubs

  /// A spy keeps every call once, in each thread's order, whichever path
  /// placed it: answered quickly, decided by a predicate, or unanswered.
  @Test func aSpyKeepsEveryCallOnceInEachThreadsOrder() {
    let spy = SpyTill()
    spy.given { $0.total() }.returning(7)
    spy.given { $0.ring(any(where: { $0 < 0 })) }
    let threads = 4
    let callsPerThread = 200
    DispatchQueue.concurrentPerform(iterations: threads) { thread in
      for index in 0..<callsPerThread {
        let amount = thread * 1_000 + index
        switch index % 3 {
        case 0: spy.ring(amount)
        case 1: #expect(spy.total() == 7)
        default: spy.tag(TillTag("\(amount)"))
        }
      }
    }
    let calls = spy.calls
    #expect(calls.count == threads * callsPerThread)
    #expect(
      spy.callCount { _ = $0.total() } == threads * (0..<callsPerThread).count { $0 % 3 == 1 })
    for thread in 0..<threads {
      let rings = calls.compactMap { call -> Int? in
        guard call.function == "ring(_:)", let amount = call.arguments[0] as? Int,
          amount / 1_000 == thread
        else { return nil }
        return amount
      }
      #expect(rings == rings.sorted())
      #expect(rings.count == (0..<callsPerThread).count { $0 % 3 == 0 })
    }
  }

  /// Answers given in turn are each given once, even to calls made at
  /// once, and the last repeats; a newer answer replaces them.
  @Test func answersInTurnAreEachGivenOnceToConcurrentCalls() {
    for _ in 0..<rounds {
      let stub = StubTill()
      stub.given { $0.next() }.returning(1, 2, 3, 4, 5)
      let answers = LockedValue<[Int]>([])
      DispatchQueue.concurrentPerform(iterations: 7) { _ in
        let answer = stub.next()
        answers.withLock { $0.append(answer) }
      }
      #expect(answers.withLock { $0.sorted() } == [1, 2, 3, 4, 5, 5, 5])
      stub.given { $0.next() }.returning(9)
      #expect(stub.next() == 9)
    }
  }

  /// A mock's expectation with answers in turn and a count gives one per
  /// call; the spy's sequence is the same, and its calls are all kept.
  @Test func anExpectationsAnswersInTurnAndASpysAreEachGivenOnce() {
    let mock = MockTill()
    mock.expect { $0.next() }.returning(10, 20, 30).times(3)
    let spy = SpyTill()
    spy.given { $0.next() }.returning(1, 2)
    var got: [Int] = []
    let failures = captureFailures {
      got = (0..<3).map { _ in mock.next() } + (0..<3).map { _ in spy.next() }
      mock.verify()
    }
    #expect(got == [10, 20, 30, 1, 2, 2])
    #expect(failures.isEmpty)
    #expect(spy.callCount { _ = $0.next() } == 3)
  }

  /// A stub's newer answer takes precedence over an older one; an answer
  /// for other arguments leaves the call with the default.
  @Test func aStubsNewestMatchingAnswerIsGiven() {
    let stub = StubTill()
    stub.given { $0.next() }.returning(1)
    stub.given { $0.next() }.returning(2)
    let rung = LockedValue<[Int]>([])
    stub.given { $0.ring(3) }.doing { _ in rung.withLock { $0.append(3) } }
    stub.ring(4)
    stub.ring(3)
    #expect(stub.next() == 2)
    #expect(stub.total() == 0)
    #expect(rung.withLock { $0 } == [3])
  }

  /// Many expectations each taken once by calls from many threads: none is
  /// taken twice, the extra call is unexpected, and verify() then finds
  /// nothing missing.
  @Test func expectationsTakenFromManyThreadsAreEachTakenOnce() {
    let mock = MockTill()
    mock.expect { $0.ring(1) }.times(300)
    for amount in 2..<100 { mock.expect { $0.ring(amount) } }
    let failures = captureFailures {
      DispatchQueue.concurrentPerform(iterations: 4) { thread in
        for _ in 0..<75 { mock.ring(1) }
        for amount in 2..<100 where amount % 4 == thread { mock.ring(amount) }
      }
      mock.verify()
    }
    #expect(failures.isEmpty)
  }
}

/// Two tests that run in parallel on one mock, with expectations of the
/// same calls: each takes and verifies only its own, though the other's
/// calls are placed quickly meanwhile.
struct QuickPlacementSharedMockAttackTests {
  static let shared = MockTill()

  @Test func oneTestsCallsTakeOnlyItsExpectations() async {
    await takeOwnAndReportOwnMissing()
  }

  @Test func anotherTestsCallsTakeOnlyItsExpectations() async {
    await takeOwnAndReportOwnMissing()
  }

  @Test(arguments: 0..<4)
  func parameterizedCasesTakeOnlyTheirExpectations(case number: Int) async {
    await takeOwnAndReportOwnMissing()
  }

  private func takeOwnAndReportOwnMissing() async {
    let mock = Self.shared
    var expectLine = 0
    var verifyLine = 0
    let failures = await captureFailures {
      for _ in 0..<200 {
        mock.expect { $0.ring(7) }
        await Task.yield()
        mock.ring(7)
      }
      expectLine = #line; mock.expect { $0.ring(7) }.times(atLeast: 2)
      mock.ring(7)
      await Task.yield()
      verifyLine = #line; mock.verify()
    }
    expectFailures(
      failures,
      [
        (
          "[Till] Missing calls: expected at least 2 calls of ring(7), received 1 (expected at \(here(expectLine)))",
          verifyLine
        )
      ])
  }
}
