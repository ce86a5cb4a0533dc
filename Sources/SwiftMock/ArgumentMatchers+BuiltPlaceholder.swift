// `any()` and `any(where:)` for argument types with no `Defaultable`
// conformance. The block passes a matcher's placeholder in the argument's
// place: the type's default where it has one through a standard protocol
// (an option set, a collection), or else a value built from its fields'
// defaults. A type that has neither has no placeholder, and stops the test.

/// Matches any value in its argument position of a call in a block such as
/// `expect`'s, for an argument type with no ``Defaultable`` conformance.
///
/// ```swift
/// struct Address { var street: String; var number: Int }
/// mock.expect { $0.deliver(to: any()) }
/// ```
///
/// While the block runs, the matcher stands in the argument's place as a
/// placeholder: the type's default value, or, for a type with none, a value
/// built from its fields' defaults (`""`, `0`, `nil`, empty collections, a
/// nested struct built the same way, an enum's first case without a
/// payload). A type that cannot be built that way (a class, an existential,
/// a function, an enum whose cases all have a payload, or a struct with a
/// field of such a type) has no placeholder, and stops the test with the
/// fix:
///
/// ```text
/// any() needs a placeholder of the argument's type, and Session, a type with no default value, cannot be built from its fields' defaults: make it conform to Defaultable (extension Session: Defaultable { public static var mockDefault: Session { … } }), or expect a plain value, or use .ignoringArguments()
/// ```
///
/// - Parameters:
///   - type: The argument's type, when the call does not make it clear.
///   - fileID: The file ID a misuse is reported at.
///   - filePath: The file path a misuse is reported at.
///   - line: The line a misuse is reported at.
///   - column: The column a misuse is reported at.
/// - Returns: A placeholder for the block to pass as the argument.
public func any<Value>(
  _ type: Value.Type = Value.self,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Value {
  let location = SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  return registerMatcher(
    .anyValue(of: Value.self), named: "any()",
    placeholder: { builtPlaceholder(of: Value.self, named: "any()", at: location) },
    at: location)
}

/// Matches the values for which `predicate` returns `true`, in its argument
/// position of a call in a block such as `expect`'s, for an argument type
/// with no ``Defaultable`` conformance.
///
/// ```swift
/// mock.expect { $0.deliver(to: any(where: { $0.number > 10 })) }
/// ```
///
/// Only values of the argument's own type are given to `predicate`. The
/// placeholder is that of `any()`, and a type with none stops the test in
/// the same way:
///
/// ```text
/// any(where:) needs a placeholder of the argument's type, and Session, a type with no default value, cannot be built from its fields' defaults: make it conform to Defaultable (extension Session: Defaultable { public static var mockDefault: Session { … } }), or expect a plain value, or use .ignoringArguments()
/// ```
///
/// - Parameters:
///   - type: The argument's type, when the call does not make it clear.
///   - predicate: Decides whether an argument matches.
///   - fileID: The file ID a misuse is reported at.
///   - filePath: The file path a misuse is reported at.
///   - line: The line a misuse is reported at.
///   - column: The column a misuse is reported at.
/// - Returns: A placeholder for the block to pass as the argument.
public func any<Value>(
  _ type: Value.Type = Value.self,
  where predicate: @escaping (Value) -> Bool,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Value {
  let location = SourceCodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  return registerMatcher(
    .satisfying(predicate), named: "any(where:)",
    placeholder: { builtPlaceholder(of: Value.self, named: "any(where:)", at: location) },
    at: location)
}

/// The placeholder of a matcher of a type with no `Defaultable`
/// conformance: its default, or a value built from its fields' defaults;
/// for a type with neither, a stop at the matcher's line, with the fix.
private func builtPlaceholder<Value>(
  of type: Value.Type, named name: String, at location: SourceCodeLocation
) -> Value {
  if let value = defaultValue(of: Value.self) ?? builtValue(of: Value.self) { return value }
  let typeName = "\(Value.self)"
  // A tuple cannot conform to a protocol.
  let conformance =
    typeName.hasPrefix("(")
    ? ""
    : "make it conform to Defaultable (extension \(typeName): Defaultable { public static var "
      + "mockDefault: \(typeName) { … } }), or "
  fatalError(
    """
    \(name) needs a placeholder of the argument's type, and \(typeName), a type with no default \
    value, cannot be built from its fields' defaults: \(conformance)expect a plain value, or use \
    .ignoringArguments()
    """, file: location.filePath, line: location.line)
}
