/// One call a test expects, recorded by an `expect` block.
///
/// `@unchecked Sendable` is safe here: the `let` properties never change, and
/// the `var` properties are read and written only while the lock of the
/// ``MockEngine`` that owns the call is held.
final class ExpectedCall: @unchecked Sendable {
  let function: String
  let arguments: [Any?]
  let matchers: [ArgumentMatcher]
  let canThrow: Bool
  let location: SourceCodeLocation
  /// The position of this expectation among all those of its mock.
  let sequence: Int

  /// What the call answers; set by `.returning` or `.throwing`.
  var answer = Answer.unset
  /// What runs when the call happens; set by `.doing`.
  var action: (([Any?]) -> Void)?

  init(_ recorded: RecordedCall, location: SourceCodeLocation, sequence: Int) {
    function = recorded.function
    arguments = recorded.arguments
    matchers = recorded.arguments.map(ArgumentMatcher.init(equalTo:))
    canThrow = recorded.canThrow
    self.location = location
    self.sequence = sequence
  }

  func matches(_ actual: [Any?]) -> Bool {
    guard actual.count == matchers.count else { return false }
    for index in matchers.indices where !matchers[index].matches(actual[index]) {
      return false
    }
    return true
  }

  var callDescription: String {
    describeCall(function, arguments: arguments)
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

/// A call made inside an `expect` block, before it becomes an expectation.
struct RecordedCall {
  let function: String
  let arguments: [Any?]
  let canThrow: Bool
}
