/// A type with a value a mock can return when a test gave it none.
///
/// A mock returns the default of a function's return type when a call is
/// unexpected, or expected without `.returning(…)`, so that a surprise fails
/// the test instead of crashing it. An `expect { … }` block also needs a value
/// of the return type while it records the call. Numbers, `Bool`, strings,
/// optionals, collections, `Data`, `Date`, `URL` and `UUID` have defaults, as
/// has any type that is a `RangeReplaceableCollection`, a `SetAlgebra`, an
/// `AdditiveArithmetic`, `ExpressibleByNilLiteral` or a `CaseIterable` with a
/// case. Conform your own types to give them one:
///
/// ```swift
/// extension User: Defaultable {
///   public static var mockDefault: User { User(id: 0, name: "") }
/// }
/// ```
///
/// A type with no default of its own, such as a model struct, is still
/// answered when it has to be answered without a value: with the last answer
/// the test gave the member, or, with none, a value built from its fields'
/// defaults (`""`, `0`, `nil`, empty collections, nested
/// structs built the same way, an enum's first case without a payload). The
/// call is still a failure where it is one: an unexpected call of a mock, or
/// a call of an expectation left without `.returning(…)`, which fails the
/// test at its `expect` line; a stub or a spy answers with the value
/// quietly. A member with an untyped `throws` throws a ``MockError``
/// instead. A type that cannot be built that way (a class, an existential, a
/// function, an enum whose cases all have a payload, a struct with a field of
/// such a type) stops the test, with a message that names the mock, the call
/// and this fix:
///
/// ```text
/// [AccountService] Unexpected call: keychain() returns Keychain, a type with no default value, so the mock cannot answer it. Expect the call with .returning(…), give the mocked member a default with accept(default: …), or make Keychain conform to Defaultable: extension Keychain: Defaultable { public static var mockDefault: Keychain { … } }
/// ```
public protocol Defaultable {
  /// The value a mock returns when a test gave it none.
  ///
  /// ```swift
  /// extension Temperature: Defaultable {
  ///   public static var mockDefault: Temperature { Temperature(celsius: 0) }
  /// }
  /// ```
  static var mockDefault: Self { get }
}
