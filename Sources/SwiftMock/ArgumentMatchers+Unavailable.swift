// `any()` and `any(where:)` for argument types with no `Defaultable` value.
// The block passes a matcher's placeholder in the argument's place, and no
// value of such a type can be made without the type's help: these overloads
// make the compiler say so, and what to do, instead of letting a test trap.

/// Unavailable: ``any(_:fileID:filePath:line:column:)`` needs a
/// ``Defaultable`` argument type, whose default stands in for the argument
/// while the block runs.
///
/// ```swift
/// extension Account: Defaultable {
///   public static var mockDefault: Account { Account(owner: "") }
/// }
/// mock.expect { $0.open(any(Account.self)) }
/// ```
@available(
  *, unavailable,
  message: """
    any() needs a placeholder of the argument's type, and this type has none: make it \
    conform to Defaultable (extension T: Defaultable { public static var mockDefault: T { … } }), \
    or expect a plain value, or use .ignoringArguments()
    """
)
public func any<Value>(
  _ type: Value.Type = Value.self,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Value {
  fatalError("unavailable")
}

/// Unavailable: ``any(_:where:fileID:filePath:line:column:)`` needs a
/// ``Defaultable`` argument type, whose default stands in for the argument
/// while the block runs.
///
/// ```swift
/// extension Account: Defaultable {
///   public static var mockDefault: Account { Account(owner: "") }
/// }
/// mock.expect { $0.open(any(where: { $0.owner == "ann" })) }
/// ```
@available(
  *, unavailable,
  message: """
    any(where:) needs a placeholder of the argument's type, and this type has none: make it \
    conform to Defaultable (extension T: Defaultable { public static var mockDefault: T { … } }), \
    or expect a plain value, or use .ignoringArguments()
    """
)
public func any<Value>(
  _ type: Value.Type = Value.self,
  where predicate: @escaping (Value) -> Bool,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> Value {
  fatalError("unavailable")
}
