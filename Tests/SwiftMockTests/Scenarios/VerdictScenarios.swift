import Foundation
import SwiftMock
import Testing

// Runs that once ended green although a mock failed: each suite has a real
// mock failure, and runs only in a process of its own (see `VerdictTests`).

/// Makes `call` on a thread of its own and waits for it.
func onAnotherThread(_ call: @escaping @Sendable () -> Void) async {
  await withCheckedContinuation { continuation in
    Thread.detachNewThread {
      call()
      continuation.resume()
    }
  }
}

/// A gate tasks wait at, without blocking a thread, until it opens.
final class Gate: Sendable {
  private let state = LockedValue<(isOpen: Bool, waiting: [CheckedContinuation<Void, Never>])>(
    (false, []))

  func open() {
    let waiting = state.withLock { state in
      state.isOpen = true
      defer { state.waiting = [] }
      return state.waiting
    }
    for continuation in waiting { continuation.resume() }
  }

  func wait() async {
    await withCheckedContinuation { continuation in
      let isOpen = state.withLock { state in
        if !state.isOpen { state.waiting.append(continuation) }
        return state.isOpen
      }
      if isOpen { continuation.resume() }
    }
  }
}

/// Mocks with unverified expectations that go away in tasks the test
/// cancels: the test is not cancelled, so the missing calls fail it.
@Suite(.enabled(if: isScenario("CancelledChildTaskScenario")))
struct CancelledChildTaskScenario {
  @Test func aMockGoesAwayInACancelledChildTask() async {
    await withTaskGroup(of: Void.self) { group in
      group.addTask {
        let mock = MockSendableService()
        mock.expect { $0.record(1) }
        try? await Task.sleep(for: .seconds(30))
      }
      group.addTask {}
      await group.next()
      group.cancelAll()
    }
  }

  @Test func aMockGoesAwayInACancelledTask() async {
    await Task {
      let mock = MockSendableService()
      mock.expect { $0.record(2) }
      withUnsafeCurrentTask { $0?.cancel() }
    }.value
  }
}

/// The last test's mock goes away on another thread, or is verified there,
/// while its failure is still being worked out as the test returns: the
/// argument's description takes a while.
@Suite(.enabled(if: isScenario("LeftUnverifiedAtTheEndScenario")))
struct LeftUnverifiedAtTheEndScenario {
  @Test func aMockGoesAwayOnAnotherThreadAsTheTestEnds() {
    let announcer = Announcer(delay: 0.5)
    let held = LockedValue<MockCourier?>(MockCourier())
    held.withLock { $0 }?.expect { $0.deliver(announcer) }
    Thread.detachNewThread { held.withLock { $0 = nil } }
    announcer.described.wait()
  }

  @Test func aMockIsVerifiedOnAnotherThreadAsTheTestEnds() {
    let announcer = Announcer(delay: 0.5)
    let mock = MockCourier()
    mock.expect { $0.deliver(announcer) }
    Thread.detachNewThread { mock.verify() }
    announcer.described.wait()
  }
}

/// A `withKnownIssue` matcher that calls a mock, which then fails too.
@Suite(.enabled(if: isScenario("MatcherCallsAMockScenario")))
struct MatcherCallsAMockScenario {
  @Test func aMatcherCallsAMock() {
    let mock = MockSendableService()
    let logger = MockSendableService()
    withKnownIssue {
      mock.record(1)
    } matching: { _ in
      logger.record(99)
      return true
    }
  }
}

/// A shared mock, first used inside one test's `captureFailures`, that
/// another test running meanwhile calls wrongly from a queue.
@Suite(.enabled(if: isScenario("AnotherTestsCaptureScenario")))
struct AnotherTestsCaptureScenario {
  static let shared = MockSendableService()
  static let used = Gate()
  static let called = Gate()

  @Test func theCapturingTest() async {
    _ = await captureFailures {
      Self.shared.expect { $0.lookUp(1) }.returning(1)
      _ = Self.shared.lookUp(1)
      Self.used.open()
      await Self.called.wait()
    }
  }

  @Test func theFailingTest() async {
    await Self.used.wait()
    Self.shared.expect { $0.lookUp(2) }.returning(2)
    await onAnotherThread { Self.shared.record(7) }
    Self.called.open()
  }
}

/// A `captureFailures` block on a queue, whose body throws after a wrong
/// call: the failure is the test's.
@Suite(.enabled(if: isScenario("ThrowingCaptureOnAQueueScenario")))
struct ThrowingCaptureOnAQueueScenario {
  @Test func aCaptureThatThrowsOnAQueue() async {
    let mock = MockSendableService()
    await onAnotherThread {
      _ = try? captureFailures {
        mock.record(9)
        throw TestError(code: 9)
      }
    }
  }
}

/// The cases of a parameterized test share a mock, and each calls with
/// the other's value: neither may take the other's expectation.
@Suite(.enabled(if: isScenario("ParameterizedCasesScenario")))
struct ParameterizedCasesScenario {
  static let madeLine = #line + 1
  static let shared = MockSendableService()
  static let expected = LockedValue(0)
  static let bothExpected = Gate()
  static let called = LockedValue(0)
  static let bothCalled = Gate()
  static let expectLine = #line + 4
  static let callLine = #line + 5

  @Test(arguments: [1, 2]) func oneCase(_ number: Int) async {
    Self.shared.expect { $0.record(number) }
    await Self.meet(Self.expected, at: Self.bothExpected)
    Self.shared.record(3 - number)
    await Self.meet(Self.called, at: Self.bothCalled)
    Self.shared.verify()
  }

  /// Waits until both cases have counted themselves in `count`.
  private static func meet(_ count: LockedValue<Int>, at gate: Gate) async {
    let arrived = count.withLock { count in
      count += 1
      return count
    }
    if arrived == 2 { gate.open() }
    await gate.wait()
  }
}

/// An exit test that is expected to fail, whose mock fails meanwhile on
/// another thread: the mock's failure still reaches the test.
@Suite(.enabled(if: isScenario("ExitTestScenario")))
struct ExitTestScenario {
  @Test func aMockFailsAsAnExitTestExits() async {
    await #expect(processExitsWith: .failure) {
      let announcer = Announcer(delay: 0.3)
      let mock = MockCourier()
      Thread.detachNewThread { mock.deliver(announcer) }
      announcer.described.wait()
      exit(EXIT_FAILURE)
    }
  }
}

/// A call the test does not wait for, still being worked out as the test
/// returns: `.verifiesMocks` waits for it, so the test takes it.
@Suite(.enabled(if: isScenario("VerifiesMocksWaitsScenario")), .verifiesMocks)
struct VerifiesMocksWaitsScenario {
  @Test func aCallStillBeingWorkedOutAsTheTestReturns() {
    let announcer = Announcer(delay: 0.3)
    let mock = MockCourier()
    Thread.detachNewThread { mock.deliver(announcer) }
    announcer.described.wait()
  }
}
