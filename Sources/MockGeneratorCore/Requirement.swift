/// One member a protocol requires, read from its declaration, in the shape
/// a mock implements it.
package struct Requirement: Equatable, Sendable {
  /// What kind of member it is.
  package enum Kind: Equatable, Sendable {
    case method
    case property
    case `subscript`
  }

  package var kind: Kind
  /// The member's name without its argument labels: `greet`, `volume`, `subscript`.
  package var baseName: String
  /// The declaration up to its body or accessors, with attributes tidied:
  /// `func greet(_ name: String, politely: Bool)`, `var volume: Int`.
  package var signature: String
  package var parameters: [Parameter]
  /// Whether calling the member (or its getter) needs `await`.
  package var isAsync: Bool
  /// Whether the member (or its getter) throws; `false` for `rethrows`.
  package var isThrowing: Bool
  /// The one type a typed `throws(…)` names, such as `LoadError`; `nil` for
  /// an untyped `throws`.
  package var thrownType: String?
  /// Whether the member returns a value; always `true` for a property or subscript.
  package var returnsValue: Bool
  /// The type the member (or its getter) returns, as declared; `nil` for none.
  package var returnType: String?
  /// Whether the return type is one the generator knows to have no default
  /// value, so that a call with no answer cannot be answered.
  package var returnTypeHasNoDefault: Bool = false
  /// Whether the member (or its getter) returns a type that cannot be
  /// copied, whose value a double can neither keep nor make.
  package var returnsNoncopyable = false
  /// Whether the member returns `Self`, which its double's class stands
  /// for: the double itself, which cannot be built from defaults.
  package var returnsItsDouble = false
  /// Whether a property or subscript has a setter.
  package var hasSetter: Bool
  /// The documentation comment of the requirement, line by line.
  package var documentation: [String]
  /// Whether it is a member of the type (`static`), which the double's
  /// class answers on itself.
  package var isStatic = false
  /// Whether it is an initializer, which the double implements as a
  /// convenience initializer that records the construction as a static call.
  package var isInitializer = false

  /// A parameter of a method or subscript.
  package struct Parameter: Equatable, Sendable {
    /// The name the body uses, in backticks when it is a keyword: `` `for` ``.
    package var name: String
    /// The type, with its attributes, as declared: `@escaping (Data) -> Void`.
    package var type: String
    /// The argument label a call writes, `politely` for `politely: Bool`;
    /// `nil` for none, as for `_ name: String` or a subscript's parameter.
    package var label: String?
    /// Whether the type cannot be copied, so that the body hands on a
    /// stand-in, with `recorded(_:)`, and for an `inout` parameter, writes
    /// nothing back.
    package var isNoncopyable = false

    package init(name: String, type: String, label: String? = nil) {
      self.name = name
      self.type = type
      self.label = label
    }

    /// Whether the parameter is a closure, or an optional closure.
    package var isClosure: Bool {
      var bare = Self.strippingAttributes(from: type)
      if bare.hasSuffix("?") || bare.hasSuffix("!") {
        bare.removeLast()
        if bare.hasPrefix("("), bare.hasSuffix(")") {
          bare = String(bare.dropFirst().dropLast())
          bare = Self.strippingAttributes(from: bare)
        }
      }
      return !SwiftSyntaxText.topLevelOffsets(of: "->", in: bare).isEmpty
    }

    /// The effects of calling an `@autoclosure` parameter, or `nil` for
    /// another parameter.
    package var autoclosureEffects: (isAsync: Bool, isThrowing: Bool)? {
      let words = type.split(separator: " ")
      guard words.prefix(while: { $0.hasPrefix("@") }).contains("@autoclosure") else {
        return nil
      }
      let bare = Self.strippingAttributes(from: type)
      guard let arrow = SwiftSyntaxText.topLevelOffsets(of: "->", in: bare).first else {
        return nil
      }
      let effects = bare[..<arrow].split(separator: ")").last?.split(separator: " ") ?? []
      return (effects.contains("async"), effects.contains("throws"))
    }

    /// Whether the parameter is `inout`: the body hands the test's answer an
    /// `InoutArgument` for it, and writes back what that holds.
    package var isInout: Bool {
      type.split(separator: " ").prefix { $0.hasPrefix("@") || $0 == "inout" }.contains("inout")
    }

    /// Whether the parameter is a pack, as in `_ values: repeat each T`: the
    /// body hands on its values with `repeat each values`.
    package var isPack: Bool {
      Self.strippingAttributes(from: type).hasPrefix("repeat ")
    }

    /// Whether the parameter is `borrowing` or `consuming`, as a parameter
    /// of a `~Copyable` type must be: the body hands it on through
    /// `recorded(_:)`, which copies only a value that can be copied.
    package var isBorrowedOrConsumed: Bool {
      type.split(separator: " ").prefix { $0.hasPrefix("@") || Self.modifiers.contains($0) }
        .contains { $0 == "borrowing" || $0 == "consuming" }
    }

    /// Whether the parameter is a closure the body may not keep: a closure
    /// that is neither `@escaping` nor optional.
    package var isNonEscapingClosure: Bool {
      guard isClosure else { return false }
      let bare = Self.strippingAttributes(from: type)
      return !type.contains("@escaping") && !bare.hasSuffix("?") && !bare.hasSuffix("!")
    }

    /// The name of the type, with no attributes, modifiers, module or
    /// generic arguments: `Token` of `inout App.Token?`.
    var typeName: String {
      Requirement.typeName(of: Self.strippingAttributes(from: type))
    }

    /// `type` without leading attributes and ownership modifiers.
    private static func strippingAttributes(from type: String) -> String {
      var words = type.split(separator: " ", omittingEmptySubsequences: true)
      while let first = words.first, first.hasPrefix("@") || modifiers.contains(first) {
        words.removeFirst()
      }
      return words.joined(separator: " ")
    }

    /// The words before a parameter's type that say how it is passed.
    private static let modifiers: Set<Substring> = [
      "inout", "sending", "borrowing", "consuming", "__owned",
    ]
  }

  package init(
    kind: Kind, baseName: String, signature: String, parameters: [Parameter] = [],
    isAsync: Bool = false, isThrowing: Bool = false, thrownType: String? = nil,
    returnsValue: Bool = false, returnType: String? = nil, hasSetter: Bool = false,
    documentation: [String] = []
  ) {
    self.kind = kind
    self.baseName = baseName
    self.signature = signature
    self.parameters = parameters
    self.isAsync = isAsync
    self.isThrowing = isThrowing
    self.thrownType = thrownType
    self.returnsValue = returnsValue
    self.returnType = returnType
    self.hasSetter = hasSetter
    self.documentation = documentation
  }

  /// Notes which of the member's parameters, and whether its return type,
  /// are of a type named in `names`, which cannot be copied.
  mutating func markNoncopyable(_ names: Set<String>) {
    guard !names.isEmpty else { return }
    if returnsValue, let returnType {
      returnsNoncopyable = names.contains(Self.typeName(of: returnType))
    }
    for position in parameters.indices {
      parameters[position].isNoncopyable = names.contains(parameters[position].typeName)
    }
  }

  /// The name of the type `type` spells, with no module or generic
  /// arguments, and not optional: `Token` of `App.Token?` or `(Token)`.
  static func typeName(of type: String) -> String {
    var bare = SwiftSyntaxText.trimmed(type)
    while bare.hasSuffix("?") || bare.hasSuffix("!") { bare.removeLast() }
    while bare.hasPrefix("("), bare.hasSuffix(")") { bare = String(bare.dropFirst().dropLast()) }
    let path = bare.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
    return String(path.split(separator: ".").last ?? "")
  }

  /// The member's name as Swift refers to it: `forecast()`, `greet(_:politely:)`,
  /// `volume`, `subscript(_:)`.
  package var callName: String {
    switch kind {
    case .property:
      return baseName
    case .method, .subscript:
      return baseName + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }
  }
}
