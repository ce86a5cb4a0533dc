/// The value a mock answers with when the test gave none, if `Value` has one.
///
/// ``Defaultable`` comes first, so a type can choose its own default; then
/// the standard protocols whose conformers have an obvious empty or zero
/// value. Which of these a type has takes the runtime's slowest casts to
/// find out, so it is worked out once per type; the default itself is made
/// anew each time, so that no two calls share an instance.
func defaultValue<Value>(of type: Value.Type) -> Value? {
  if let value = scalarDefault(of: Value.self) { return value }
  guard case .make(let make) = defaultRecipe(for: type), let value = make() else { return nil }
  return exactValue(value, as: Value.self)
}

/// Makes the default value of one type, as an `Any`; `nil` when it turns
/// out to have none after all (a `CaseIterable` whose cases are computed,
/// and now empty).
typealias DefaultMaker = () -> Any?

/// Whether a type has a default, and how to make it.
enum DefaultRecipe {
  case make(DefaultMaker)
  /// The type has no default, but a value of it can be built from its
  /// fields' defaults (see ``fieldwiseMaker(for:)``): what a call that needs
  /// an answer and has none returns, while it is reported as a failure.
  case build(DefaultMaker)
  case none
}

/// A value of `Value` built from its fields' defaults, for a type with no
/// default of its own; `nil` for a type that has one, or cannot be built.
func builtValue<Value>(of type: Value.Type) -> Value? {
  guard case .build(let make) = defaultRecipe(for: type), let value = make() else { return nil }
  return exactValue(value, as: Value.self)
}

/// The recipe for `type`'s default, worked out on first use.
func defaultRecipe(for type: Any.Type) -> DefaultRecipe {
  let key = ObjectIdentifier(type)
  if let known = defaultRecipes.withLock({ $0[key] }) { return known }
  let recipe =
    findDefaultMaker(for: type).map(DefaultRecipe.make)
    ?? fieldwiseMaker(for: type).map(DefaultRecipe.build) ?? .none
  defaultRecipes.withLock { $0[key] = recipe }
  return recipe
}

/// The recipes found so far, by type. A cache of facts about types, the
/// same for every test.
private let defaultRecipes = Locked<[ObjectIdentifier: DefaultRecipe]>([:])

private func findDefaultMaker(for type: Any.Type) -> DefaultMaker? {
  if isSameType(type, Void.self) { return { () } }
  if let defaultable = type as? any Defaultable.Type {
    return defaultableMaker(defaultable)
  }
  if let nilLiteral = type as? any ExpressibleByNilLiteral.Type {
    return nilMaker(nilLiteral)
  }
  if let collection = type as? any RangeReplaceableCollection.Type {
    return emptyCollectionMaker(collection)
  }
  if let setAlgebra = type as? any SetAlgebra.Type {
    return emptySetMaker(setAlgebra)
  }
  if let arithmetic = type as? any AdditiveArithmetic.Type {
    return zeroMaker(arithmetic)
  }
  if let caseIterable = type as? any CaseIterable.Type {
    return firstCaseMaker(caseIterable)
  }
  return nil
}

private func defaultableMaker<T: Defaultable>(_ type: T.Type) -> DefaultMaker {
  { T.mockDefault }
}

private func nilMaker<T: ExpressibleByNilLiteral>(_ type: T.Type) -> DefaultMaker {
  { T(nilLiteral: ()) }
}

private func emptyCollectionMaker<T: RangeReplaceableCollection>(_ type: T.Type) -> DefaultMaker {
  { T() }
}

private func emptySetMaker<T: SetAlgebra>(_ type: T.Type) -> DefaultMaker {
  { T() }
}

private func zeroMaker<T: AdditiveArithmetic>(_ type: T.Type) -> DefaultMaker {
  { T.zero }
}

private func firstCaseMaker<T: CaseIterable>(_ type: T.Type) -> DefaultMaker? {
  guard !type.allCases.isEmpty else { return nil }
  return { T.allCases.first }
}

/// The default of the commonest return types, `Void`, `Bool`, `Int`,
/// `Double` and `String`, which are their `mockDefault`s: found by
/// comparing the type, with no lookup, as a member returning one of them
/// asks on each call that has no answer, and each time a block such as
/// `expect`'s calls it. `nil` for any other type.
@inlinable @inline(__always)
func scalarDefault<Value>(of type: Value.Type) -> Value? {
  if Value.self == Void.self { return unsafeBitCast((), to: Value.self) }
  if Value.self == Int.self { return unsafeBitCast(0, to: Value.self) }
  if Value.self == Bool.self { return unsafeBitCast(false, to: Value.self) }
  if Value.self == String.self { return unsafeBitCast("", to: Value.self) }
  if Value.self == Double.self { return unsafeBitCast(0.0, to: Value.self) }
  return nil
}

/// Writes the member's own default, `fallback`'s, or else the default of
/// its type if ``scalarDefault(of:)`` knows it, to `slot`, memory for a
/// `Value`, and says whether it did: inlined into the mock, where `Value`
/// is known.
@inlinable
func writeDefault<Value>(_ fallback: () -> Value?, to slot: UnsafeMutableRawPointer) -> Bool {
  guard let value = fallback() ?? scalarDefault(of: Value.self) else { return false }
  slot.initializeMemory(as: Value.self, to: value)
  return true
}

/// Writes the default of `Value` to `slot`, memory for a `Value`, if
/// ``scalarDefault(of:)`` knows it, and says whether it did: with no
/// `Optional` of `Value`, whose type the runtime would look up where
/// `Value` is not known.
func writeScalarDefault<Value>(_ type: Value.Type, to slot: UnsafeMutableRawPointer) -> Bool {
  if Value.self == Void.self { return true }
  if Value.self == Int.self {
    slot.initializeMemory(as: Int.self, to: 0)
  } else if Value.self == Bool.self {
    slot.initializeMemory(as: Bool.self, to: false)
  } else if Value.self == String.self {
    slot.initializeMemory(as: String.self, to: "")
  } else if Value.self == Double.self {
    slot.initializeMemory(as: Double.self, to: 0)
  } else {
    return false
  }
  return true
}

/// Whether ``scalarDefault(of:)`` knows the default of `type`.
func isScalarDefaultKnown<Value>(_ type: Value.Type) -> Bool {
  Value.self == Void.self || Value.self == Int.self || Value.self == Bool.self
    || Value.self == String.self || Value.self == Double.self
}
