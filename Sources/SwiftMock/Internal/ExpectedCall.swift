/// One call a test expects or allows, with how it answers.
///
/// `@unchecked Sendable` is safe here: the `let` properties never change, and
/// the `var` properties are read and written only while the lock of the
/// ``MockEngine`` that owns the call is held.
final class ExpectedCall: @unchecked Sendable {
  let pattern: CallPattern
  let canThrow: Bool
  let location: SourceCodeLocation
  /// The position of this expectation among all those of its test double.
  let sequence: Int

  /// What the call answers; set by `.returning` or `.throwing`.
  var answer = Answer.unset
  /// What runs when the call happens; set by `.doing`.
  var action: (([Any?]) -> Void)?

  init(_ recorded: RecordedCall, location: SourceCodeLocation, sequence: Int) {
    pattern = CallPattern(recorded)
    canThrow = recorded.canThrow
    self.location = location
    self.sequence = sequence
  }

  /// What an expected call answers.
  enum Answer {
    /// No `.returning` or `.throwing`: the return type's default.
    case unset
    /// The value given to `.returning`.
    case value(Any)
    /// The error given to `.throwing`.
    case error(any Error)
  }
}

/// A call made inside a block such as `expect`'s, before it becomes an
/// expectation, an answer or a query.
struct RecordedCall {
  let function: String
  let arguments: [Any?]
  let canThrow: Bool
}
