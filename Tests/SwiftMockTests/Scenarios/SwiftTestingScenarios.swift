import Foundation
import SwiftMock
import Testing

// Swift Testing runs that end in a failure on purpose, or whose verdict is
// the point: each suite runs only in a process of its own, started by a
// test with `ChildRun`, which reads how it ended.

/// An unexpected call on a thread the test then awaited: the call has
/// returned when the test does, so its failure is the test's.
@Suite(.enabled(if: isScenario("AwaitedThreadScenario")))
struct AwaitedThreadScenario {
  @Test func aCallOnAThreadTheTestAwaited() async {
    let mock = MockSendableService()
    await withCheckedContinuation { continuation in
      Thread.detachNewThread {
        mock.record(1)
        continuation.resume()
      }
    }
  }
}

/// An unexpected call from the main queue, which a main-actor test awaited.
@Suite(.enabled(if: isScenario("MainQueueScenario")))
struct MainQueueScenario {
  @MainActor @Test func aCallOnTheMainQueueTheTestAwaited() async {
    let mock = MockSendableService()
    await withCheckedContinuation { continuation in
      DispatchQueue.main.async {
        mock.record(2)
        continuation.resume()
      }
    }
  }
}

/// An unexpected call still being worked out as the run's last test
/// returns: the test does not wait for the thread that makes it.
@Suite(.enabled(if: isScenario("LastTestInFlightScenario")))
struct LastTestInFlightScenario {
  @Test func aCallTheTestDoesNotWaitFor() {
    let mock = MockCourier()
    let announcer = Announcer()
    Thread.detachNewThread {
      mock.deliver(announcer)
    }
    // The failure is being worked out once its message describes the
    // argument; its line is looked for after that.
    announcer.described.wait()
  }
}

/// A protocol whose mock takes an ``Announcer``.
protocol Courier: Sendable {
  func deliver(_ parcel: Announcer)
}

final class MockCourier: Mock<Courier>, Courier, @unchecked Sendable {
  func deliver(_ parcel: Announcer) { accept(parcel) }
}

/// A value that signals when a failure message first describes it, and
/// takes `delay` seconds to describe: its failure is being worked out
/// meanwhile.
final class Announcer: CustomStringConvertible, Sendable {
  let described = DispatchSemaphore(value: 0)
  private let isDescribed = LockedValue(false)
  private let delay: Double

  init(delay: Double = 0) {
    self.delay = delay
  }

  var description: String {
    let isFirst = isDescribed.withLock { isDescribed in
      defer { isDescribed = true }
      return !isDescribed
    }
    if isFirst { described.signal() }
    if delay > 0 { Thread.sleep(forTimeInterval: delay) }
    return "announcer"
  }
}

/// Two tests that verify their mocks automatically, running in parallel on
/// one mock: each expects its own calls, one of them the same call.
@Suite(.enabled(if: isScenario("ParallelVerifiesMocksScenario")), .verifiesMocks)
struct ParallelVerifiesMocksScenario {
  static let shared = MockSendableService()

  @Test func theSlowerTest() async throws {
    Self.shared.expect { $0.record(1) }
    Self.shared.expect { $0.lookUp(1) }.returning(10)
    try await Task.sleep(for: .milliseconds(300))
    Self.shared.record(1)
    #expect(Self.shared.lookUp(1) == 10)
  }

  @Test func theQuickerTest() {
    Self.shared.expect { $0.record(2) }
    Self.shared.expect { $0.lookUp(1) }.returning(20)
    Self.shared.record(2)
    #expect(Self.shared.lookUp(1) == 20)
  }
}

/// A call that fails the test while it waits in `verify(timeout:)`: the
/// wait ends at once.
@Suite(.enabled(if: isScenario("FailedCallEndsTheWaitScenario")))
struct FailedCallEndsTheWaitScenario {
  @Test func aFailedCallEndsTheWait() async {
    let mock = MockSendableService()
    mock.expect { $0.record(1) }
    mock.expect { $0.record(2) }
    let clock = ContinuousClock()
    let start = clock.now
    let background = Task { mock.record(3) }
    await mock.verify(timeout: .seconds(60))
    await background.value
    if clock.now - start < .seconds(30) {
      print("verify(timeout:) returned within 30 seconds")
    }
  }
}

/// A test that waits for a call in `verify(timeout:)` while another test,
/// in parallel, fails on the same mock: the wait goes on until the call.
@Suite(.enabled(if: isScenario("AnotherTestsFailureScenario")))
struct AnotherTestsFailureScenario {
  static let shared = MockSendableService()
  static let waiting = DispatchSemaphore(value: 0)

  @Test func waitForACallThatComesLater() async {
    Self.shared.expect { $0.record(1) }
    Self.waiting.signal()
    let call = callSoon { Self.shared.record(1) }
    let failures = await captureFailures {
      await Self.shared.verify(timeout: .seconds(30))
    }
    call.join()
    if failures.isEmpty {
      print("the waiting test's call arrived")
    }
  }

  @Test func failMeanwhile() async {
    await withCheckedContinuation { continuation in
      Thread.detachNewThread {
        Self.waiting.wait()
        continuation.resume()
      }
    }
    Self.shared.record(9)
  }
}

/// An unexpected call made in the expression `#expect` checks, written in
/// the test function itself: the issue a test records is its own, so it
/// can only be read from a run of its own.
@Suite(.enabled(if: isScenario("CallInExpectScenario")))
struct CallInExpectScenario {
  @Test func aCallInExpect() {
    noteLine("made"); let service = MockSendableService()
    noteLine("call"); #expect(service.lookUp(1) == 0)
  }
}
