/// The calls an `expect` block makes, while it runs.
///
/// Bound to the task running the block, so a call that the code under test
/// makes on another thread at the same time is a call, not a recording.
final class ExpectationRecording: Sendable {
  /// The recording of the `expect` block running on this task, if any.
  @TaskLocal static var current: ExpectationRecording?

  /// The test double whose block is running.
  let target: MockEngine
  /// The name of the public entry point running the block, such as `expect`.
  let block: String
  private let recorded = Locked(Calls())

  /// Thrown by a throwing member once an `expect` block has recorded its
  /// call; `expect` catches it.
  struct CallRecorded: Error {}

  struct Calls {
    var ofTarget: [RecordedCall] = []
    var ofOtherMocks: [String] = []
  }

  init(target: MockEngine, block: String) {
    self.target = target
    self.block = block
  }

  func record(_ call: RecordedCall, on engine: MockEngine) {
    recorded.withLock { calls in
      if engine === target {
        calls.ofTarget.append(call)
      } else {
        let description = describeCall(call.function, arguments: call.arguments)
        calls.ofOtherMocks.append("[\(engine.mockName)] \(description)")
      }
    }
  }

  var calls: Calls {
    recorded.withLock { $0 }
  }
}
