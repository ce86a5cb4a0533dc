// One requirement stated by several protocols of a lineage: a refining
// protocol that restates its parent's, two parents that share one, or a
// property a child widens from `{ get }` to `{ get set }`. The mock
// implements it once.
extension Requirement {
  /// What makes two requirements the same one for a class that implements
  /// both: the kind, the name with its argument labels (`f(_:at:)`), and for
  /// a method or subscript, the parameter and return types. Effects are left
  /// out, as one member with the fewest of them implements both.
  func identity(memberName: String) -> String {
    let scope = isStatic ? "static " : ""
    switch kind {
    case .property:
      return "\(scope)property \(memberName)"
    case .method, .subscript:
      let types = parameters.map(\.type).joined(separator: ", ")
      return "\(scope)\(kind) \(memberName) (\(types)) -> \(returnType ?? "()")"
    }
  }

  /// Makes this requirement, from the nearer protocol, one member that also
  /// implements `other`, the same requirement from a farther one.
  ///
  /// A property gets a setter when either has one, and keeps an effect of
  /// its getter only when both have it. A method takes the declaration of
  /// `other` when it has strictly fewer effects: a member that neither
  /// throws nor suspends implements one that may, and one that throws only
  /// a typed error implements one that throws any.
  mutating func merge(_ other: Requirement) {
    switch kind {
    case .property, .subscript:
      hasSetter = hasSetter || other.hasSetter
      isAsync = isAsync && other.isAsync && !hasSetter
      isThrowing = isThrowing && other.isThrowing && !hasSetter
      thrownType = isThrowing ? thrownType ?? other.thrownType : nil
    case .method:
      let narrowerError =
        isThrowing && other.isThrowing && thrownType == nil && other.thrownType != nil
      let fewer =
        (!other.isAsync || isAsync) && (!other.isThrowing || isThrowing)
        && (other.isAsync != isAsync || other.isThrowing != isThrowing || narrowerError)
      if fewer {
        signature = other.signature
        parameters = other.parameters
        isAsync = other.isAsync
        isThrowing = other.isThrowing
        thrownType = other.thrownType
      }
    }
  }
}
