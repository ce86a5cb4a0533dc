/// A mocked member as its calls name it: the name with argument labels that
/// `#function` gives, and the member's signature, its argument types,
/// effects and return type as one function type.
///
/// Expectations, answers and recorded calls are kept by member, so members
/// that share a name (`set(_: Int, forKey:)` and `set(_: String, forKey:)`,
/// `value() -> Int` and `value() -> String`, a generic member called for two
/// types) never take each other's calls.
struct MockedMember: Hashable, CustomStringConvertible, @unchecked Sendable {
  /// The name with argument labels, such as `set(_:forKey:)`.
  let name: String
  /// A function type, such as `(Int, String) throws -> ()`. Type metadata
  /// is immutable and lives as long as the process, hence `@unchecked`.
  let signature: Any.Type

  init(_ name: String, signature: Any.Type) {
    self.name = name
    self.signature = signature
  }

  /// The member called with `arguments` from a mock that passes them one by one.
  init<each Argument, Value>(
    _ name: String, _ arguments: repeat (each Argument).Type, returning: Value.Type,
    effects: Effects
  ) {
    self.name = name
    signature = effects.signature(of: (repeat each Argument).self, returning: Value.self)
  }

  /// The member called from a mock that passes its arguments in an array
  /// (`accept(checkArgs:actionArgs:)` and the SwiftMock 5.x forms), whose
  /// types the library cannot see: told apart by name, effects and return
  /// type only.
  init<Value>(untyped name: String, returning: Value.Type, effects: Effects) {
    self.name = name
    signature = effects.signature(of: UntypedArguments.self, returning: Value.self)
  }

  static func == (lhs: MockedMember, rhs: MockedMember) -> Bool {
    lhs.signature == rhs.signature && lhs.name == rhs.name
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(ObjectIdentifier(signature))
  }

  /// The name, as calls are described.
  var description: String { name }

  /// The member with the types of its arguments and its result, as a
  /// message names it when another member shares its name:
  /// `set(_: Int, forKey: String)`, `value() -> String`.
  var signatureDescription: String {
    guard let parts = FunctionTypeParts(String(describing: signature)) else { return name }
    let result = parts.effects + (parts.result == "()" ? "" : " -> \(parts.result)")
    if parts.arguments == ["UntypedArguments"] || parts.arguments == ["SwiftMock.UntypedArguments"]
    {
      return name + (result.isEmpty ? "" : "\(result)")
    }
    guard let open = name.firstIndex(of: "(") else {
      // A property: its getter returns the value, its setter takes it.
      let arguments = parts.arguments(count: 1)
      return arguments.first.map { "\(name) = \($0)" } ?? "\(name)\(result)"
    }
    let labels = name[name.index(after: open)...].split(separator: ":").map(String.init)
      .filter { $0 != ")" }
    let base = name[..<open]
    let types = parts.arguments(count: labels.count)
    guard labels.count == types.count else {
      return "\(base)(\(types.joined(separator: ", ")))\(result)"
    }
    let arguments = zip(labels, types).map { "\($0): \($1)" }
    return "\(base)(\(arguments.joined(separator: ", ")))\(result)"
  }

  /// The effects a member's `accept` call has.
  enum Effects {
    case none
    case throwing
    case async
    case asyncThrowing
    case typedThrowing(any Error.Type)
    case asyncTypedThrowing(any Error.Type)

    func signature<Arguments, Value>(of arguments: Arguments.Type, returning: Value.Type)
      -> Any.Type
    {
      switch self {
      case .none: ((Arguments) -> Value).self
      case .throwing: ((Arguments) throws -> Value).self
      case .async: ((Arguments) async -> Value).self
      case .asyncThrowing: ((Arguments) async throws -> Value).self
      case .typedThrowing(let failure): typedThrowing(arguments, Value.self, failure)
      case .asyncTypedThrowing(let failure): asyncTypedThrowing(arguments, Value.self, failure)
      }
    }

    private func typedThrowing<Arguments, Value>(
      _: Arguments.Type, _: Value.Type, _ failure: any Error.Type
    ) -> Any.Type {
      func make<Failure: Error>(_: Failure.Type) -> Any.Type {
        ((Arguments) throws(Failure) -> Value).self
      }
      return make(failure)
    }

    private func asyncTypedThrowing<Arguments, Value>(
      _: Arguments.Type, _: Value.Type, _ failure: any Error.Type
    ) -> Any.Type {
      func make<Failure: Error>(_: Failure.Type) -> Any.Type {
        ((Arguments) async throws(Failure) -> Value).self
      }
      return make(failure)
    }
  }
}

/// Stands for the arguments of a mock that passes them in an array.
enum UntypedArguments {}

/// The parts of a function type's name: `(Int, String) async throws -> Bool`.
private struct FunctionTypeParts {
  var arguments: [String]
  /// Such as ` async throws`, with its leading space, or empty.
  var effects: String
  var result: String

  init?(_ text: String) {
    guard text.first == "(", let close = Self.matchingClose(in: text) else { return nil }
    let inside = text[text.index(after: text.startIndex)..<close]
    let rest = text[text.index(after: close)...]
    guard let arrow = rest.range(of: " -> ") else { return nil }
    effects = String(rest[..<arrow.lowerBound])
    result = String(rest[arrow.upperBound...])
    arguments = Self.splitAtTopLevelCommas(inside)
  }

  /// The argument types, for a member that takes `count`: the arguments
  /// come as one tuple, `(Int, String)`, or `()` for none, unless there is
  /// one, which may be a tuple itself.
  func arguments(count: Int) -> [String] {
    guard arguments.count == 1, count != 1, let only = arguments.first, only.first == "(",
      Self.matchingClose(in: only) == only.index(before: only.endIndex)
    else { return arguments }
    return Self.splitAtTopLevelCommas(only.dropFirst().dropLast())
  }

  /// The index of the bracket that closes the one `text` starts with.
  private static func matchingClose(in text: String) -> String.Index? {
    var depth = 0
    for index in text.indices {
      switch text[index] {
      case "(", "[", "<": depth += 1
      case ")", "]", ">":
        // `->` is not a bracket.
        if text[index] == ">", index > text.startIndex, text[text.index(before: index)] == "-" {
          continue
        }
        depth -= 1
        if depth == 0 { return index }
      default: break
      }
    }
    return nil
  }

  private static func splitAtTopLevelCommas(_ text: Substring) -> [String] {
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
        parts.append(current.trimmingLeadingSpace)
        current = ""
        previous = character
        continue
      default: break
      }
      current.append(character)
      previous = character
    }
    parts.append(current.trimmingLeadingSpace)
    return parts
  }
}

extension String {
  fileprivate var trimmingLeadingSpace: String {
    String(drop { $0 == " " })
  }
}

/// The arguments a mock passes one by one, as the engine keeps them: each
/// as an `Any?`, an `Optional` argument unwrapped one level, so that a `nil`
/// argument is `nil` and `.some(nil)` stays itself.
func argumentList<each Argument>(_ arguments: repeat each Argument) -> [Any?] {
  var list: [Any?] = []
  for argument in repeat each arguments {
    list.append(argumentValue(argument))
  }
  return list
}

/// `value` as an `Any?`: for an `Optional` type, its one level unwrapped,
/// as Swift converts an `Optional` to `Any?`.
///
/// Whether `Value` is an `Optional` is read from its type metadata's kind,
/// which Swift's ABI fixes (`MetadataKind.Optional`, 0x202): a load and a
/// compare, with no conformance lookup, which may search every image and
/// take stack that a call on a thread with little left cannot spare.
/// `ArgumentListTests` guards it.
private func argumentValue<Value>(_ value: Value) -> Any? {
  guard isOptionalType(Value.self) else { return value }
  // An `Optional` cast to `Any?` at run time keeps its `nil` and unwraps
  // one level.
  return dynamicCast(value as Any, to: Any?.self) ?? nil
}

/// `value` cast to `Target` at run time.
private func dynamicCast<Target>(_ value: Any, to _: Target.Type) -> Target? {
  value as? Target
}

/// Whether `type` is an `Optional`.
func isOptionalType(_ type: Any.Type) -> Bool {
  let metadata = unsafeBitCast(type, to: UnsafePointer<UInt>.self)
  return metadata.pointee == optionalMetadataKind
}

/// The kind Swift's ABI gives `Optional` type metadata.
private let optionalMetadataKind: UInt = 0x202
