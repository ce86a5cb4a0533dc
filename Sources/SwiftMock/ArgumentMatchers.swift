/// Matches any value in its argument position of a call in a block such as
/// `expect`'s.
///
/// ```swift
/// mock.expect { $0.log(any()) }
/// mock.expect { $0.save(any(User.self), overwrite: true) }
/// ```
///
/// While the block runs, the matcher stands in the argument's place as a
/// placeholder: for the first matcher of a call of a ``Defaultable`` type,
/// its default. For a type with no such conformance, such as a model
/// struct of yours, the `any()` of any type builds one from the type's
/// fields' defaults.
///
/// A matcher stands for the argument its placeholder arrives as, not for
/// a position given by the order matchers are made in, which an
/// `@autoclosure` parameter changes: a call's later matchers of the
/// standard integer, floating-point and string types, and optionals of
/// them, get placeholders of their own, such as `0x5EED0001`, `24302.0`
/// and `"\u{E000}1"`. Matchers whose placeholders are equal, such as two of
/// `Bool`, take their arguments in the order they were made.
///
/// Matchers and plain values can be mixed in one call; each plain value
/// still matches by equality. When a plain value equals a matcher's
/// placeholder so that it is unclear
/// which argument the matcher stands for, the block fails the test instead
/// of guessing:
///
/// ```text
/// [Logger] The expect block mixes 1 argument matcher(s) with plain values in log(_:level:), and a plain value equals a matcher's placeholder, so it is unclear which argument each matcher stands for. Write the plain values as matchers too, like any(where: { $0 == 0 }).
/// ```
///
/// - Parameters:
///   - type: The argument's type, when the call does not make it clear.
///   - fileID: The file ID a misuse is reported at.
///   - filePath: The file path a misuse is reported at.
///   - line: The line a misuse is reported at.
///   - column: The column a misuse is reported at.
/// - Returns: A placeholder for the block to pass as the argument.
public func any<Value: Defaultable>(
  _ type: Value.Type = Value.self,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Value {
  registerMatcher(
    .anyValue(of: Value.self), named: "any()", placeholder: { Value.mockDefault },
    at: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Matches the values for which `predicate` returns `true`, in its argument
/// position of a call in a block such as `expect`'s.
///
/// ```swift
/// mock.expect { $0.log(any(where: { $0.hasPrefix("Signed in") })) }
/// mock.expect { $0.setVolume(any(where: { (0...10).contains($0) })) }
/// ```
///
/// Only values of the argument's own type are given to `predicate`.
///
/// - Parameters:
///   - type: The argument's type, when the call does not make it clear.
///   - predicate: Decides whether an argument matches.
///   - fileID: The file ID a misuse is reported at.
///   - filePath: The file path a misuse is reported at.
///   - line: The line a misuse is reported at.
///   - column: The column a misuse is reported at.
/// - Returns: A placeholder for the block to pass as the argument.
public func any<Value: Defaultable>(
  _ type: Value.Type = Value.self,
  where predicate: @escaping (Value) -> Bool,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Value {
  registerMatcher(
    .satisfying(predicate), named: "any(where:)", placeholder: { Value.mockDefault },
    at: SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

extension ArgumentMatcher {
  /// The matcher of `any()`: every argument matches, and no user code runs.
  static var anyValue: ArgumentMatcher {
    ArgumentMatcher(matchingAnythingAs: "any()")
  }

  /// The matcher of `any()` for a `Value`: every argument of that type
  /// matches, and no user code runs. For a parameter of type `Any` or an
  /// existential, `any(Int.self)` is not met by a `String`.
  static func anyValue<Value>(of _: Value.Type) -> ArgumentMatcher {
    ArgumentMatcher(matchingAnyOf: Value.self, as: "any()") { actual in
      argument(actual, as: Value.self) != nil
    }
  }

  /// The matcher of `any(where:)`: the arguments of type `Value` that
  /// `predicate`, user code, accepts.
  static func satisfying<Value>(_ predicate: @escaping (Value) -> Bool) -> ArgumentMatcher {
    ArgumentMatcher(description: "any(where: …)", runsUserCode: true) { actual in
      guard let value = argument(actual, as: Value.self) else { return false }
      return predicate(value)
    }
  }
}

/// A call's argument as a `Value`, or `nil` if it is not one.
private func argument<Value>(_ actual: Any?, as _: Value.Type) -> Value? {
  // Not a cast of `actual`, which would give a `String??` argument `nil` as
  // `.some(nil)`.
  guard let value = typedArgument(actual, as: Value.self) else { return nil }
  // A cast can bridge (an `NSNumber` to an `Int`); only the argument's own
  // type matches. An optional's wrapped type is checked by the cast.
  if !(Value.self is any OptionalValue.Type), let actual = unwrapped(actual),
    !isOfType(actual, Value.self)
  {
    return nil
  }
  return value
}

/// Adds `matcher` to the block running on this task and returns the
/// placeholder it stands for; outside a block, reports the misuse.
///
/// `makePlaceholder` may run a type's `mockDefault`, which is the user's
/// code and may call a test double: it runs outside the block's recording,
/// so such a call is an ordinary call, not one the block made.
func registerMatcher<Value>(
  _ matcher: ArgumentMatcher, named name: String, placeholder makePlaceholder: () -> Value,
  at location: SourceCodeLocation
) -> Value {
  guard let recording = ExpectationRecording.current else {
    let placeholder = ExpectationRecording.withoutRecording(makePlaceholder)
    reportFailure(
      """
      \(name) is an argument matcher: use it only as an argument in a block such as \
      expect { $0.log(\(name == "any()" ? "any()" : "any(where: { … })")) }
      """,
      at: location, ownership: nil)
    return placeholder
  }
  // A call's matchers stand for their arguments with placeholders that
  // differ, where their types have such values: each is then placed by
  // the value its argument arrives as. Its place among them is taken at
  // once, so that matchers made at once by tasks of an `async` block never
  // share one.
  let place = recording.reserveMatcher(matcher)
  let placeholder =
    distinctPlaceholder(of: Value.self, following: place.number)
    ?? ExpectationRecording.withoutRecording(makePlaceholder)
  // As the argument it stands for arrives: a `String??` placeholder `nil`
  // as `nil`, not `.some(nil)`.
  recording.setPlaceholder(argumentValue(placeholder), at: place)
  return placeholder
}
