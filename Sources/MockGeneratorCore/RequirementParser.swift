import Foundation

/// Reads a requirement's declaration, as a symbol graph spells it, into a
/// ``Requirement``.
enum RequirementParser {
  /// Why a declaration cannot be mocked.
  struct Unsupported: Error, Equatable {
    var reason: String
  }

  /// The requirement `declaration` declares.
  ///
  /// - Parameters:
  ///   - kind: The kind of member the symbol graph says it is.
  ///   - declaration: The declaration's text, such as `func f(_ x: Int) async -> Int`.
  ///   - droppingMainActor: Whether to leave out `@MainActor`, for a mock
  ///     that is itself on the main actor.
  static func parse(
    _ kind: Requirement.Kind, declaration: String, droppingMainActor: Bool
  ) throws(Unsupported) -> Requirement {
    var text = tidied(declaration)
    var prefixWords: [String] = []
    var isStatic = false
    while let space = text.firstIndex(of: " ") {
      let word = String(text[..<space])
      if word == "static" || word == "class" {
        // A member of the type; the double's final class declares it `static`.
        isStatic = true
        text = String(text[text.index(after: space)...])
        continue
      }
      let dropped = ["mutating", "nonmutating", "override"]
      guard word.hasPrefix("@") || dropped.contains(word) || word == "nonisolated" else { break }
      text = String(text[text.index(after: space)...])
      // `override` is how the symbol graph spells a requirement restated
      // by a refining protocol.
      if dropped.contains(word) { continue }
      if word == "@MainActor", droppingMainActor { continue }
      prefixWords.append(word)
    }
    var requirement: Requirement
    switch kind {
    case .method where text.hasPrefix("init"): requirement = try initializer(text)
    case .method: requirement = try method(text)
    case .property: requirement = try property(text)
    case .subscript: requirement = try subscriptRequirement(text)
    }
    requirement.isStatic = isStatic
    requirement.signature = (prefixWords + (isStatic ? ["static"] : []) + [requirement.signature])
      .joined(separator: " ")
    return requirement
  }

  /// The declaration with the spacing Swift source uses: `T: Decodable`,
  /// `[String: Int]`.
  static func tidied(_ declaration: String) -> String {
    declaration.replacingOccurrences(of: " : ", with: ": ")
  }

  private static func method(_ text: String) throws(Unsupported) -> Requirement {
    guard text.hasPrefix("func ") else {
      throw Unsupported(reason: "`\(text)` is not a method declaration this generator can read")
    }
    let list = try splitParameterList(text)
    let name = list.head.dropFirst("func ".count).prefix { $0 != "<" && $0 != "(" }
    let (effects, returnType) = splitEffectsAndReturn(list.tail)
    let thrown = thrownError(in: effects)
    let returnsValue = returnType.map { $0 != "Void" && $0 != "()" } ?? false
    return Requirement(
      kind: .method, baseName: String(name), signature: list.declaration,
      parameters: list.parameters,
      isAsync: effects.split(separator: " ").contains("async"), isThrowing: thrown.isThrowing,
      thrownType: thrown.type, returnsValue: returnsValue,
      returnType: returnsValue ? returnType : nil)
  }

  /// An initializer, `init(zone: String)`, `init?(…)` or `init<T>(…) throws`:
  /// a method named `init` that returns nothing.
  private static func initializer(_ text: String) throws(Unsupported) -> Requirement {
    let list = try splitParameterList(text)
    let name = list.head.prefix { $0 != "<" && $0 != "(" }
    guard name == "init" || name == "init?" || name == "init!" else {
      throw Unsupported(reason: "`\(text)` is not an initializer this generator can read")
    }
    let effects = splitEffectsAndReturn(list.tail).0
    let thrown = thrownError(in: effects)
    var requirement = Requirement(
      kind: .method, baseName: "init", signature: list.declaration,
      parameters: list.parameters,
      isAsync: effects.split(separator: " ").contains("async"), isThrowing: thrown.isThrowing,
      thrownType: thrown.type)
    requirement.isInitializer = true
    return requirement
  }

  private static func property(_ text: String) throws(Unsupported) -> Requirement {
    let (signature, accessors) = try splitAccessors(text)
    guard signature.hasPrefix("var ") else {
      throw Unsupported(reason: "`\(text)` is not a property declaration this generator can read")
    }
    let name = signature.dropFirst("var ".count).prefix { $0 != ":" }
    let type = signature.range(of: ": ").map { String(signature[$0.upperBound...]) }
    return Requirement(
      kind: .property, baseName: String(name), signature: signature,
      isAsync: accessors.isAsync, isThrowing: accessors.isThrowing,
      thrownType: accessors.thrownType, returnsValue: true, returnType: type,
      hasSetter: accessors.hasSetter)
  }

  private static func subscriptRequirement(_ text: String) throws(Unsupported) -> Requirement {
    let (signature, accessors) = try splitAccessors(text)
    guard signature.hasPrefix("subscript") else {
      throw Unsupported(reason: "`\(text)` is not a subscript declaration this generator can read")
    }
    let list = try splitParameterList(signature, labelsArguments: false)
    return Requirement(
      kind: .subscript, baseName: "subscript", signature: list.declaration,
      parameters: list.parameters, isAsync: accessors.isAsync, isThrowing: accessors.isThrowing,
      thrownType: accessors.thrownType, returnsValue: true,
      returnType: splitEffectsAndReturn(list.tail).1, hasSetter: accessors.hasSetter)
  }

  private struct Accessors {
    var isAsync = false
    var isThrowing = false
    var thrownType: String?
    var hasSetter = false
  }

  /// `var x: Int { get async }` as `var x: Int` and what its accessors say.
  private static func splitAccessors(
    _ text: String
  ) throws(Unsupported) -> (String, Accessors) {
    guard let brace = text.range(of: " { ") else {
      throw Unsupported(reason: "`\(text)` has no accessors this generator can read")
    }
    let accessorText = String(text[brace.upperBound...])
    let words = accessorText.split(separator: " ")
    let thrown = thrownError(in: accessorText)
    var accessors = Accessors()
    accessors.isAsync = words.contains("async")
    accessors.isThrowing = thrown.isThrowing
    accessors.thrownType = thrown.type
    accessors.hasSetter = words.contains("set")
    return (String(text[..<brace.lowerBound]), accessors)
  }

  /// Whether `effects`, such as `async throws(LoadError)`, throw, and the
  /// type a typed `throws(…)` names. `throws(any Error)` is an untyped
  /// `throws`, and `throws(Never)` does not throw.
  static func thrownError(in effects: String) -> (isThrowing: Bool, type: String?) {
    guard let throwsRange = effects.range(of: "throws(") else {
      return (effects.split(separator: " ").contains("throws"), nil)
    }
    let open = effects.index(before: throwsRange.upperBound)
    guard let close = SwiftSyntaxText.closingParenthesis(in: effects, from: open) else {
      return (true, nil)
    }
    let type = SwiftSyntaxText.trimmed(String(effects[effects.index(after: open)..<close]))
    switch type {
    case "Never", "Swift.Never": return (false, nil)
    case "any Error", "Error", "Swift.Error", "any Swift.Error": return (true, nil)
    default: return (true, type)
    }
  }

  /// `func f<T>(_ a: Int) -> T` as `func f<T>`, its parameters and `-> T`.
  ///
  /// - Parameter labelsArguments: Whether a parameter's one name is also its
  ///   argument label, as in a method; a subscript's parameter has a label
  ///   only when it is written twice, as in `subscript(key key: String)`.
  private static func splitParameterList(
    _ text: String, labelsArguments: Bool = true
  ) throws(Unsupported) -> ParameterList {
    guard let open = SwiftSyntaxText.topLevelOffsets(of: "(", in: text).first,
      let close = SwiftSyntaxText.closingParenthesis(in: text, from: open)
    else {
      throw Unsupported(reason: "`\(text)` has no parameter list this generator can read")
    }
    let list = String(text[text.index(after: open)..<close])
    var declarations: [(names: [String], type: String)] = []
    for declared in SwiftSyntaxText.splitAtTopLevel(list, separator: ",") {
      guard let colon = SwiftSyntaxText.topLevelOffsets(of: ": ", in: declared).first else {
        throw Unsupported(reason: "`\(text)` has a parameter this generator cannot read")
      }
      let names = declared[..<colon].split(separator: " ").map(String.init)
      guard !names.isEmpty, names.count <= 2 else {
        throw Unsupported(reason: "`\(text)` has a parameter this generator cannot read")
      }
      declarations.append((names, String(declared[declared.index(colon, offsetBy: 2)...])))
    }
    // A parameter with no name of its own (`_: Int`, `at _: Int`) gets one,
    // so that the body can pass it on: `_ argument1: Int`, `at argument2: Int`.
    var taken = Set(declarations.compactMap { $0.names.last })
    var isRenamed = false
    for position in declarations.indices where declarations[position].names.last == "_" {
      var name = "argument\(position + 1)"
      while taken.contains(name) { name = "_" + name }
      taken.insert(name)
      declarations[position].names = [declarations[position].names[0], name]
      isRenamed = true
    }
    let head = String(text[..<open])
    let tail = String(text[text.index(after: close)...])
    var declaration = text
    if isRenamed {
      let list = declarations.map { $0.names.joined(separator: " ") + ": " + $0.type }
      declaration = head + "(" + list.joined(separator: ", ") + ")" + tail
    }
    let parameters = declarations.map { declared in
      let label = declared.names.count == 2 || labelsArguments ? declared.names[0] : "_"
      return Requirement.Parameter(
        name: SwiftSyntaxText.escapedIdentifier(declared.names[declared.names.count - 1]),
        type: declared.type, label: label == "_" ? nil : label)
    }
    return ParameterList(head: head, parameters: parameters, tail: tail, declaration: declaration)
  }

  /// A declaration split around its parameter list.
  private struct ParameterList {
    /// What comes before the list: `func f<T>`.
    var head: String
    var parameters: [Requirement.Parameter]
    /// What comes after it: ` async -> T`.
    var tail: String
    /// The whole declaration, with a name for each parameter that had none.
    var declaration: String
  }

  /// ` async throws -> T where T: P` as `async throws` and `T`.
  private static func splitEffectsAndReturn(_ tail: String) -> (String, String?) {
    var beforeWhere = tail
    if let whereClause = SwiftSyntaxText.topLevelOffsets(of: " where ", in: tail).first {
      beforeWhere = String(tail[..<whereClause])
    }
    guard let arrow = SwiftSyntaxText.topLevelOffsets(of: "->", in: beforeWhere).first else {
      return (beforeWhere, nil)
    }
    let returnType = SwiftSyntaxText.trimmed(
      String(beforeWhere[beforeWhere.index(arrow, offsetBy: 2)...]))
    return (String(beforeWhere[..<arrow]), returnType)
  }
}
