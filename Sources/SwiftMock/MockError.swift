/// The error a throwing mocked member throws when it must answer and has no
/// value to return.
///
/// That happens for a call the test did not expect, or expected without
/// `.returning(…)`, when the member returns a type with no default value
/// (see ``Defaultable``) and the test gave the member no answer before. A member that cannot throw, or throws a typed
/// error, returns a value built from the type's fields' defaults instead,
/// or stops the test for a type that cannot be built.
///
/// ```swift
/// do {
///   _ = try mock.loadUser()
/// } catch let error as MockError {
///   print(error.message)
/// }
/// ```
public struct MockError: Error, Equatable, CustomStringConvertible {
  /// What happened, and how to fix it.
  ///
  /// ```swift
  /// #expect(throws: MockError.self) { try mock.loadUser() }
  /// ```
  public var message: String

  /// Creates the error with its message.
  ///
  /// ```swift
  /// let error = MockError(message: "[UserService] Unexpected call: loadUser() …")
  /// ```
  public init(message: String) {
    self.message = message
  }

  /// The message.
  ///
  /// ```swift
  /// print(error)  // [UserService] Unexpected call: loadUser() …
  /// ```
  public var description: String {
    message
  }
}
