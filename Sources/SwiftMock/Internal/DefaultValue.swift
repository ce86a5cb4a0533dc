/// The value a mock answers with when the test gave none, if `Value` has one.
///
/// ``Defaultable`` comes first, so a type can choose its own default; then
/// the standard protocols whose conformers have an obvious empty or zero
/// value. Only failure paths and `expect` blocks get here, never a call that
/// an expectation answers with a value.
func defaultValue<Value>(of type: Value.Type) -> Value? {
  if isSameType(type, Void.self) { return () as? Value }
  if let defaultable = type as? any Defaultable.Type {
    return mockDefault(of: defaultable) as? Value
  }
  if let nilLiteral = type as? any ExpressibleByNilLiteral.Type {
    return nilValue(of: nilLiteral) as? Value
  }
  if let collection = type as? any RangeReplaceableCollection.Type {
    return emptyCollection(of: collection) as? Value
  }
  if let setAlgebra = type as? any SetAlgebra.Type {
    return emptySet(of: setAlgebra) as? Value
  }
  if let arithmetic = type as? any AdditiveArithmetic.Type {
    return zero(of: arithmetic) as? Value
  }
  if let caseIterable = type as? any CaseIterable.Type {
    return firstCase(of: caseIterable) as? Value
  }
  return nil
}

private func mockDefault<T: Defaultable>(of type: T.Type) -> T { type.mockDefault }
private func nilValue<T: ExpressibleByNilLiteral>(of type: T.Type) -> T { nil }
private func emptyCollection<T: RangeReplaceableCollection>(of type: T.Type) -> T { T() }
private func emptySet<T: SetAlgebra>(of type: T.Type) -> T { T() }
private func zero<T: AdditiveArithmetic>(of type: T.Type) -> T { .zero }
private func firstCase<T: CaseIterable>(of type: T.Type) -> T? { type.allCases.first }
