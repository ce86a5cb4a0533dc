// A requirement that mentions `Self`, as its double's final class states
// it: a final class may put its own name wherever a protocol says `Self`.
extension Requirement {
  /// Whether the requirement's declaration mentions `Self`.
  var mentionsSelf: Bool {
    SwiftSyntaxText.containsWord("Self", in: signature)
  }

  /// Whether the member returns `Self` itself, which a method, or a
  /// property or subscript with no setter, of a class may return as is:
  /// `static func make() -> Self`, `var copy: Self { get }`.
  var returnsSelfAsIs: Bool {
    returnType == "Self" && (kind == .method || !hasSetter)
  }

  /// The requirement as the final class `className` states it: each `Self`
  /// becomes `className`, in the declaration and in the types of the
  /// parameters and of the value returned, `[Self]`, `Self?` and
  /// `(Self) -> Void` alike, but for a `Self` the member returns as is
  /// (see ``returnsSelfAsIs``) when `keepsReturnedSelf`.
  ///
  /// `static func same(_ other: Self) -> Self` becomes `static func
  /// same(_ other: MockFactory) -> Self`.
  func standing(for className: String, keepsReturnedSelf: Bool) -> Requirement {
    guard mentionsSelf else { return self }
    func replaced(_ text: some StringProtocol) -> String {
      SwiftSyntaxText.replacingWord("Self", with: className, in: String(text))
    }
    var result = self
    result.returnsItsDouble = returnType == "Self"
    for position in result.parameters.indices {
      result.parameters[position].type = replaced(parameters[position].type)
    }
    result.signature = replaced(signature)
    result.returnType = returnType.map { replaced($0) }
    guard keepsReturnedSelf, returnsSelfAsIs else { return result }
    switch kind {
    case .property where signature.hasSuffix(": Self"):
      // `var shared: Self`: the type is the declaration's last word.
      result.signature = replaced(signature.dropLast("Self".count)) + "Self"
      result.returnType = "Self"
    case .method, .subscript:
      // The first arrow outside the parameter list is the one before the
      // value returned; a `where` clause may follow it.
      let returned = "-> Self"
      guard let arrow = SwiftSyntaxText.topLevelOffsets(of: "->", in: signature).first,
        signature[arrow...].hasPrefix(returned)
      else { break }
      let rest = signature[arrow...].dropFirst(returned.count)
      result.signature = replaced(signature[..<arrow]) + returned + replaced(rest)
      result.returnType = "Self"
    case .property:
      break
    }
    return result
  }
}
