/// A call as a block such as `expect`'s wrote it: the function and the
/// arguments a received call must match.
struct CallPattern {
  let function: String
  let arguments: [Any?]
  private let matchers: [ArgumentMatcher]

  init(_ recorded: RecordedCall) {
    function = recorded.function
    arguments = recorded.arguments
    matchers = recorded.arguments.map(ArgumentMatcher.init(equalTo:))
  }

  /// Whether a call of the same function with `actual` arguments matches.
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
}
