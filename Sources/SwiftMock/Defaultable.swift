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
/// A function returning a type with no default stops the test when it has to
/// answer without a value, with a message that names the mock, the call and
/// this fix.
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
