/// The calls an `expect` block makes, while it runs.
///
/// Bound to the task running the block, so a call that the code under test
/// makes on another thread at the same time is a call, not a recording.
final class ExpectationRecording: Sendable {
  /// The recording of the `expect` block running on this task, if any.
  @TaskLocal static var current: ExpectationRecording?

  /// The mock whose `expect` is running.
  let target: MockEngine
  private let recorded = Locked(Calls())

  /// Thrown by a throwing member once an `expect` block has recorded its
  /// call; `expect` catches it.
  struct CallRecorded: Error {}

  struct Calls {
    var ofTarget: [RecordedCall] = []
    var ofOtherMocks: [String] = []
  }

  init(target: MockEngine) {
    self.target = target
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
