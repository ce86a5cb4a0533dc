import SwiftMock
import Testing

/// A real class whose method starts a task that outlives the call.
class TaskStartingGate {
  func open() -> Int {
    _ = Task { try? await Task.sleep(for: .milliseconds(300)) }
    return 1
  }

  func lock() throws -> Int { 2 }

  func openLater() async -> Int {
    _ = Task { try? await Task.sleep(for: .milliseconds(300)) }
    return 3
  }

  func lockLater() async throws(GateError) -> Int {
    _ = Task { try? await Task.sleep(for: .milliseconds(300)) }
    return 4
  }
}

/// What a gate throws.
struct GateError: Error {}

/// A class double of `TaskStartingGate` whose overrides pass their real
/// implementations.
final class MockTaskStartingGate: TaskStartingGate, ClassDouble {
  let testDouble = Mock<MockTaskStartingGate>()
  override func open() -> Int { accept(real: super.open()) }
  override func lock() throws -> Int { try throwingAccept(real: try super.lock()) }
  override func openLater() async -> Int { await accept(real: await super.openLater()) }
  override func lockLater() async throws(GateError) -> Int {
    try await throwingAccept(errorType: GateError.self, real: try await super.lockLater())
  }
}

/// A task that the code of a call starts, and that outlives the call,
/// inherits no real implementation: the test process goes on, and the
/// call's answer is what the test asked for. Each case runs in a process of
/// its own, as a regression would stop it.
struct ClassDoubleTaskTests {
  @Test func aRealImplementationThatStartsATaskThatOutlivesTheCall() async {
    await #expect(processExitsWith: .success) {
      let gate = MockTaskStartingGate()
      gate.expect { $0.open() }.callingRealImplementation()
      let failures = captureFailures { precondition(gate.open() == 1) }
      precondition(failures.isEmpty)
      gate.verify()
    }
  }

  @Test func anAsyncRealImplementationThatStartsATaskThatOutlivesTheCall() async {
    await #expect(processExitsWith: .success) {
      let gate = MockTaskStartingGate()
      await gate.expect { await $0.openLater() }.callingRealImplementation()
      await gate.expect { try await $0.lockLater() }.callingRealImplementation()
      let failures = await captureFailures {
        let opened = await gate.openLater()
        let locked = try? await gate.lockLater()
        precondition(opened == 3 && locked == 4)
      }
      precondition(failures.isEmpty)
      gate.verify()
    }
  }

  @Test func anActionThatStartsATaskThatOutlivesTheCall() async {
    await #expect(processExitsWith: .success) {
      let gate = MockTaskStartingGate()
      gate.expect { $0.open() }
        .doing { _ in _ = Task { try? await Task.sleep(for: .milliseconds(300)) } }
        .returning(5)
      gate.expect { try $0.lock() }
        .doing { _ in _ = Task { try? await Task.sleep(for: .milliseconds(300)) } }
        .returning(6)
      precondition(gate.open() == 5)
      precondition((try? gate.lock()) == 6)
      gate.verify()
    }
  }
}
