import SwiftMock
import Testing

// Swift Testing runs whose verdict, after a cancellation, is the point:
// each suite runs only in a process of its own, started by a test with
// `ChildRun`, which reads how it ended.

/// A test cancelled with `Test.cancel()`, from a task of its own, while
/// the test waits in `verify(timeout:)` for a call that never comes.
@Suite(.enabled(if: isScenario("CancelledTestWaitScenario")))
struct CancelledTestWaitScenario {
  @Test func aTestCancelledWhileItWaits() async {
    let mock = MockSendableService()
    noteLine("expect"); mock.expect { $0.record(1) }
    let canceller = Task {
      try? await Task.sleep(for: .milliseconds(100))
      try? Test.cancel("the test cancels itself while it waits")
    }
    noteLine("verify"); await mock.verify(timeout: .seconds(600))
    await canceller.value
  }
}
