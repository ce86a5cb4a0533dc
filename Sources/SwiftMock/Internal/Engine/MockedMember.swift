/// A mocked member as its calls name it: the name with argument labels that
/// `#function` gives, and the member's signature: its argument types,
/// effects and return type.
///
/// Expectations, answers and recorded calls are kept by member, so members
/// that share a name (`set(_: Int, forKey:)` and `set(_: String, forKey:)`,
/// `value() -> Int` and `value() -> String`, a generic member called for two
/// types) never take each other's calls.
///
/// Every call makes one, so it keeps the types' metadata as they come, with
/// no lookup of a type made from them: up to four argument types one by
/// one, more as one tuple type.
@usableFromInline
struct MockedMember: Hashable, CustomStringConvertible, @unchecked Sendable {
  /// The name with argument labels, such as `set(_:forKey:)`.
  @usableFromInline let name: String
  // Type metadata is immutable and lives as long as the process, hence
  // `@unchecked Sendable`.
  @usableFromInline let result: Any.Type
  @usableFromInline let effects: Effects
  /// How many arguments the mock passes one by one, or -1 for an array.
  @usableFromInline let arity: Int
  /// The argument types; for more than four, the first is their tuple.
  @usableFromInline let types: (Any.Type?, Any.Type?, Any.Type?, Any.Type?)

  /// The member called with `arguments` from a mock that passes them one by
  /// one. Inlined into the mock, where the types are known, so that a call
  /// reads their metadata with no lookup.
  @inlinable
  init<each Argument, Value>(
    _ name: String, _ arguments: repeat (each Argument).Type, returning: Value.Type,
    effects: Effects
  ) {
    self.name = name
    result = Value.self
    self.effects = effects
    var types: (Any.Type?, Any.Type?, Any.Type?, Any.Type?) = (nil, nil, nil, nil)
    var count = 0
    for type in repeat (each Argument).self {
      switch count {
      case 0: types.0 = type
      case 1: types.1 = type
      case 2: types.2 = type
      case 3: types.3 = type
      default: break
      }
      count += 1
    }
    if count > 4 {
      types = ((repeat each Argument).self, nil, nil, nil)
    }
    arity = count
    self.types = types
  }

  /// The member called from a mock that passes its arguments in an array
  /// (`accept(checkArgs:actionArgs:)` and the SwiftMock 5.x forms), whose
  /// types the library cannot see: told apart by name, effects and return
  /// type only.
  @inlinable
  init<Value>(untyped name: String, returning: Value.Type, effects: Effects) {
    self.name = name
    result = Value.self
    self.effects = effects
    arity = -1
    types = (nil, nil, nil, nil)
  }

  @usableFromInline static func == (lhs: MockedMember, rhs: MockedMember) -> Bool {
    lhs.isSame(as: rhs)
  }

  /// Whether `other` is the same member: `==`, called on a member where it
  /// lies.
  @inline(__always)
  func isSame(as other: borrowing MockedMember) -> Bool {
    result == other.result && arity == other.arity && types.0 == other.types.0
      && types.1 == other.types.1 && types.2 == other.types.2 && types.3 == other.types.3
      && effects == other.effects && name == other.name
  }

  /// Hashes the name's length rather than its text, which would cost
  /// more than the rest of a call's lookup: members that differ only in
  /// the text of a name of the same length are told apart by `==`.
  @usableFromInline func hash(into hasher: inout Hasher) {
    hasher.combine(name.utf8.count)
    hasher.combine(ObjectIdentifier(result))
    hasher.combine(arity)
  }

  /// Whether `other` is another member of the same name that takes as
  /// many arguments, so that their calls' values may not tell them apart:
  /// a message then names each by its signature.
  func isNamesake(of other: MockedMember) -> Bool {
    name == other.name && arity == other.arity && self != other
  }

  /// Whether every parameter is an `Int` or a `String`, by its type: each
  /// of its calls' arguments then is.
  var takesIntsOrStringsOnly: Bool {
    guard (0...4).contains(arity) else { return false }
    for position in 0..<arity {
      guard let type = argumentType(at: position),
        isSameType(type, Int.self) || isSameType(type, String.self)
      else { return false }
    }
    return true
  }

  /// The name, as calls are described.
  @usableFromInline var description: String { name }

  /// The static type of the argument at `position`, where the mock passes
  /// its arguments one by one, four at most; otherwise `nil`.
  func argumentType(at position: Int) -> Any.Type? {
    guard (0...4).contains(arity), position >= 0, position < arity else { return nil }
    switch position {
    case 0: return types.0
    case 1: return types.1
    case 2: return types.2
    default: return types.3
    }
  }

  /// The argument types' names, or `nil` for a mock that passes an array.
  private var argumentTypeNames: [String]? {
    guard arity >= 0 else { return nil }
    guard arity <= 4 else {
      // A tuple type: `(Int, String, …)`.
      let tuple = types.0.map { String(describing: $0) } ?? "()"
      return splitAtTopLevelCommas(tuple.dropFirst().dropLast())
    }
    return [types.0, types.1, types.2, types.3].prefix(arity).map {
      $0.map { String(describing: $0) } ?? "()"
    }
  }

  /// The member with the types of its arguments and its result, as a
  /// message names it when another member shares its name:
  /// `set(_: Int, forKey: String)`, `value() -> String`.
  var signatureDescription: String {
    let resultName = String(describing: result)
    let ending = effects.description + (resultName == "()" ? "" : " -> \(resultName)")
    guard let typeNames = argumentTypeNames else { return name + ending }
    guard let open = name.firstIndex(of: "(") else {
      // A property: its getter returns the value, its setter takes it.
      return typeNames.first.map { "\(name) = \($0)" } ?? "\(name)\(ending)"
    }
    let labels: [String] = name[name.index(after: open)...].split(separator: ":")
      .map { (label: Substring) -> String in String(label) }.filter { $0 != ")" }
    let base = String(name[..<open])
    let labelled: String = labelledArguments(labels, typeNames)
    // A subscript's setter takes `newValue` after the index.
    if base == "subscript", typeNames.count == labels.count + 1, let newValue = typeNames.last {
      return "subscript(" + labelled + ") = " + newValue
    }
    guard labels.count == typeNames.count else {
      return base + "(" + typeNames.joined(separator: ", ") + ")" + ending
    }
    return base + "(" + labelled + ")" + ending
  }

  /// `label: Type`, for each pair of `labels` and `typeNames`, in order.
  private func labelledArguments(_ labels: [String], _ typeNames: [String]) -> String {
    var pairs: [String] = []
    for (label, typeName) in zip(labels, typeNames) {
      pairs.append(label + ": " + typeName)
    }
    return pairs.joined(separator: ", ")
  }

  /// The effects a member's `accept` call has.
  @usableFromInline
  enum Effects: Equatable, CustomStringConvertible {
    case none
    case throwing
    case async
    case asyncThrowing
    case typedThrowing(any Error.Type)
    case asyncTypedThrowing(any Error.Type)

    @usableFromInline static func == (lhs: Effects, rhs: Effects) -> Bool {
      switch (lhs, rhs) {
      case (.none, .none), (.throwing, .throwing), (.async, .async),
        (.asyncThrowing, .asyncThrowing):
        true
      case (.typedThrowing(let left), .typedThrowing(let right)),
        (.asyncTypedThrowing(let left), .asyncTypedThrowing(let right)):
        left == right
      default:
        false
      }
    }

    /// The effects of a member that throws `Failure`: plain `throws` for any
    /// error, a typed `throws(Failure)` otherwise. Inlined into the mock,
    /// where `Failure` is known, so that it folds to one case.
    @inlinable
    static func throwing<Failure: Error>(_ failure: Failure.Type, isAsync: Bool) -> Self {
      if Failure.self == (any Error).self {
        return isAsync ? .asyncThrowing : .throwing
      }
      return isAsync ? .asyncTypedThrowing(Failure.self) : .typedThrowing(Failure.self)
    }

    /// Whether a member with these effects can throw.
    var canThrow: Bool {
      switch self {
      case .none, .async: false
      case .throwing, .asyncThrowing, .typedThrowing, .asyncTypedThrowing: true
      }
    }

    /// Whether a member with these effects is `async`.
    var isAsync: Bool {
      switch self {
      case .none, .throwing, .typedThrowing: false
      case .async, .asyncThrowing, .asyncTypedThrowing: true
      }
    }

    /// As a declaration writes them, with a leading space: ` async throws`.
    @usableFromInline var description: String {
      switch self {
      case .none: ""
      case .throwing: " throws"
      case .async: " async"
      case .asyncThrowing: " async throws"
      case .typedThrowing(let failure): " throws(\(failure))"
      case .asyncTypedThrowing(let failure): " async throws(\(failure))"
      }
    }
  }
}

/// `text`'s parts between commas outside any brackets.
private func splitAtTopLevelCommas(_ text: Substring) -> [String] {
  guard !text.isEmpty else { return [] }
  var parts: [String] = []
  var depth = 0
  var current = ""
  var previous: Character = " "
  for character in text {
    switch character {
    case "(", "[", "<": depth += 1
    case ")", "]": depth -= 1
    case ">" where previous != "-": depth -= 1
    case "," where depth == 0:
      parts.append(String(current.drop { $0 == " " }))
      current = ""
      previous = character
      continue
    default: break
    }
    current.append(character)
    previous = character
  }
  parts.append(String(current.drop { $0 == " " }))
  return parts
}
