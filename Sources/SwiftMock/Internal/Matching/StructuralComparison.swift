/// How many pairs of values a structural comparison compares before it
/// decides by description instead.
let maximumStructuralComparisonSteps = 10_000

/// Compares two values of a type that is neither `Equatable` nor a class:
/// the same dynamic type, and children that match pairwise by the same
/// rules as arguments, dictionary entries by key whatever their order. An
/// `Optional` child that holds a value compares by that value, and an empty
/// one matches only an empty one at the same depth (a `String??` field
/// `nil` never matches `.some(nil)`). A
/// value with no children (an enum case without payload, a closure)
/// compares by its description, so closures of one type match each other.
///
/// The walk keeps its own list of pairs still to compare instead of
/// recursing, so a value nested however deep cannot overflow the stack. It
/// never looks inside a class instance, so a cycle of references cannot
/// make it loop; a mirror that lists the value itself as a child, or a value
/// too big to compare in `steps` pairs, can only make it run out of steps.
/// It then walks on, up to ten times as many, so that a large value,
/// such as an array of 20,000 structs, is compared to its last element.
/// Past that, which only a mirror without end reaches in practice, it
/// decides by the values' descriptions, cut as for a failure message
/// (``describeValue(_:)``).
func structurallyEqual(
  _ lhs: Any, _ rhs: Any, steps: Int = maximumStructuralComparisonSteps
) -> Bool {
  switch compareStructurally(lhs, rhs, steps: steps) {
  case .equal: true
  case .different: false
  case .undecided:
    switch compareStructurally(lhs, rhs, steps: steps * largeValueStepFactor) {
    case .equal: true
    case .different: false
    case .undecided: describeValue(lhs) == describeValue(rhs)
    }
  }
}

/// How many times the first budget a comparison of large values may take.
let largeValueStepFactor = 10

/// What a structural comparison found within its steps.
enum StructuralComparisonOutcome {
  case equal
  case different
  /// The steps ran out first.
  case undecided
}

/// ``structurallyEqual(_:_:steps:)`` without the fallback to descriptions.
func compareStructurally(_ lhs: Any, _ rhs: Any, steps: Int) -> StructuralComparisonOutcome {
  var remainingSteps = steps
  var pending: [(Any, Any)] = [(lhs, rhs)]
  while let (left, right) = pending.popLast() {
    guard remainingSteps > 0 else { return .undecided }
    remainingSteps -= 1
    guard isSameType(type(of: left), type(of: right)) else { return .different }
    if case .equatable(let equatable) = comparison(for: left) {
      guard equatable.isEqual(left, right) else { return .different }
      continue
    }
    if type(of: left) is AnyClass {
      guard left as AnyObject === right as AnyObject else { return .different }
      continue
    }
    let leftMirror = Mirror(reflecting: left)
    let rightMirror = Mirror(reflecting: right)
    let count = leftMirror.children.count
    guard count == rightMirror.children.count else { return .different }
    if count == 0 {
      guard String(describing: left) == String(describing: right) else { return .different }
      continue
    }
    // Every pair waiting takes a step, so more than the steps left cannot
    // all be compared: none are listed, and the list stays within bounds.
    guard pending.count + count <= remainingSteps else { return .undecided }
    let pairs =
      leftMirror.displayStyle == .dictionary
      ? entryPairs(leftMirror.children, rightMirror.children)
      : childPairs(leftMirror.children, rightMirror.children)
    guard let pairs else { return .different }
    // Reversed, so that the first child is compared first.
    pending += pairs.reversed()
  }
  return .equal
}

/// The children to compare pairwise, or `nil` if their labels differ or
/// their `Optional` layers do (see ``pairedContents(_:_:)``).
private func childPairs(_ lhs: Mirror.Children, _ rhs: Mirror.Children) -> [(Any, Any)]? {
  var pairs: [(Any, Any)] = []
  for (leftChild, rightChild) in zip(lhs, rhs) {
    guard leftChild.label == rightChild.label else { return nil }
    switch pairedContents(leftChild.value, rightChild.value) {
    case .bothEmpty: continue
    case .values(let leftValue, let rightValue): pairs.append((leftValue, rightValue))
    case .different: return nil
    }
  }
  return pairs
}

/// How two children compare in their `Optional` layers.
private enum PairedContents {
  /// Both are empty at the same depth: equal, with nothing more to compare.
  case bothEmpty
  /// Both hold a value, to be compared.
  case values(Any, Any)
  /// One is empty and the other not, or both are, at different depths:
  /// `nil` and `.some(nil)` are different values.
  case different
}

/// Two children, found by reflection, in their `Optional` layers.
private func pairedContents(_ lhs: Any, _ rhs: Any) -> PairedContents {
  switch (contents(of: lhs), contents(of: rhs)) {
  case (.empty(let leftDepth), .empty(let rightDepth)):
    leftDepth == rightDepth ? .bothEmpty : .different
  case (.value(let leftValue), .value(let rightValue)): .values(leftValue, rightValue)
  default: .different
  }
}

/// Pairs up dictionary entries, each a `(key, value)` pair, by key: the
/// values to compare, or `nil` if the keys differ or the values'
/// `Optional` layers do (see ``pairedContents(_:_:)``).
private func entryPairs(_ lhs: Mirror.Children, _ rhs: Mirror.Children) -> [(Any, Any)]? {
  func keyAndValue(_ entry: Any) -> (key: AnyHashable, value: Any)? {
    let parts = Array(Mirror(reflecting: entry).children)
    guard parts.count == 2, let key = parts[0].value as? AnyHashable else { return nil }
    return (key, parts[1].value)
  }
  var rhsByKey: [AnyHashable: Any] = [:]
  for entry in rhs {
    guard let (key, value) = keyAndValue(entry.value) else { return nil }
    rhsByKey[key] = value
  }
  var pairs: [(Any, Any)] = []
  for entry in lhs {
    guard let (key, value) = keyAndValue(entry.value), let other = rhsByKey[key] else {
      return nil
    }
    switch pairedContents(value, other) {
    case .bothEmpty: continue
    case .values(let value, let other): pairs.append((value, other))
    case .different: return nil
    }
  }
  return pairs
}
