/// The kind of test double the generator writes, picked with `--kind`.
package enum DoubleKind: String, Equatable, Sendable, CaseIterable {
  /// A strict `Mock<P>`: the test sets what it expects, then verifies.
  case mock
  /// A lenient `Stub<P>`: the test gives answers, and nothing fails.
  case stub
  /// A `Spy<P>`: a stub that keeps every call for the test to ask about.
  case spy

  /// The SwiftMock class the double subclasses, which also starts its name:
  /// `Mock`, `Stub` or `Spy`.
  package var baseClass: String {
    rawValue.prefix(1).uppercased() + rawValue.dropFirst()
  }

  /// The doc comment's sentence on how a test uses the double of `protocolName`.
  func summary(of protocolName: String) -> String {
    switch self {
    case .mock:
      "A mock of `\(protocolName)`: set what it expects with `expect`, then `verify()`."
    case .stub:
      "A stub of `\(protocolName)`: give it answers with `given`; it never fails a test."
    case .spy:
      "A spy of `\(protocolName)`: give it answers with `given`, then ask what it received."
    }
  }

  /// The declaration of the double's own method that `requirement`
  /// overrides, `func reset()`, or in a spy, `func clearCalls()`; `nil` for
  /// another requirement. Both are `open` for a protocol's member of their
  /// name, which takes no arguments and returns nothing, to override. As
  /// neither throws nor suspends, the override does not either, whatever
  /// effects the requirement has.
  func ownMethod(overriddenBy requirement: Requirement) -> String? {
    let names = self == .spy ? ["reset", "clearCalls"] : ["reset"]
    let declaration = "func \(requirement.baseName)()"
    guard requirement.kind == .method, names.contains(requirement.baseName),
      requirement.parameters.isEmpty, !requirement.returnsValue,
      requirement.signature.hasPrefix(declaration)
    else { return nil }
    return declaration
  }
}
