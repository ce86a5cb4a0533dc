extension ValueDescriber {
  /// Writes a set or a dictionary with its elements in a fixed order, so
  /// that the text is the same on every run: Swift seeds its hashing anew in
  /// each process, and the storage order of two equal sets can differ even
  /// in one.
  ///
  /// Each element is described on its own first, within an equal share of
  /// the steps left, and the elements are written sorted by their
  /// descriptions (a dictionary's by key, then value). Texts cut short by
  /// the steps are sorted as they read, so they too come out the same on
  /// every run. A set or dictionary of more than
  /// ``maximumSortedElementCount`` elements, or of more than the steps left,
  /// is described by its count: `[… 100000 elements]`.
  mutating func writeUnordered(_ value: Any, _ mirror: Mirror, isDictionary: Bool, depth: Int) {
    guard !mirror.children.isEmpty else {
      output.append(isDictionary ? "[:]" : "[]")
      return
    }
    guard depth < maximumDescriptionDepth else {
      output.append("[…]")
      return
    }
    // A set or a dictionary counts its elements at once; a custom mirror's
    // children are counted only as far as needed.
    let knownCount = (value as? any Collection)?.count
    let count = knownCount ?? mirror.children.prefix(maximumSortedElementCount + 1).count
    // Each element takes a step at least, and an entry one for its key and
    // one for its value.
    guard
      count <= maximumSortedElementCount,
      remainingSteps / count >= (isDictionary ? 2 : 1)
    else {
      let noun = isDictionary ? "entries" : "elements"
      let amount = knownCount.map(String.init) ?? "more than \(maximumSortedElementCount)"
      output.append("[… \(amount) \(noun)]")
      return
    }
    let elements = describeEach(
      mirror.children.prefix(count), isDictionary: isDictionary,
      steps: remainingSteps / count, depth: depth + 1)
    write(elements.sorted(by: <), isDictionary: isDictionary)
  }

  /// Describes each element on its own, in the order given, each within
  /// `steps` and in at most the room left.
  private mutating func describeEach(
    _ children: some Sequence<Mirror.Child>, isDictionary: Bool, steps: Int, depth: Int
  ) -> [DescribedElement] {
    let capacity = output.room
    var elements: [DescribedElement] = []
    for child in children {
      guard isDictionary else {
        let element = describeApart(child.value, capacity: capacity, steps: steps, depth: depth)
        elements.append(DescribedElement(key: element.text, value: nil, isCut: element.isCut))
        continue
      }
      let entry = keyAndValue(of: child.value)
      let keySteps = steps / 2
      let key = describeApart(entry.key, capacity: capacity, steps: keySteps, depth: depth)
      let value = describeApart(
        entry.value, capacity: capacity, steps: steps - keySteps, depth: depth)
      elements.append(
        DescribedElement(key: key.text, value: value.text, isCut: key.isCut || value.isCut))
    }
    return elements
  }

  /// Writes elements described apart, as `[a, b]` or `[key: value]`.
  private mutating func write(_ elements: [DescribedElement], isDictionary: Bool) {
    output.append("[")
    for (index, element) in elements.enumerated() {
      guard output.acceptsMore else {
        output.markCut()
        return
      }
      if index > 0 { output.append(", ") }
      output.append(element.key)
      if let value = element.value {
        output.append(": ")
        output.append(value)
      }
      if element.isCut { output.markCut() }
    }
    output.append("]")
  }

  /// Describes `value` on its own, within `steps` of this describer's steps
  /// and in at most `capacity` scalars, and says whether it was cut.
  ///
  /// It numbers no instances: the order it is called in may be a set's
  /// storage order, which is not the same on every run.
  private mutating func describeApart(
    _ value: Any?, capacity: Int, steps: Int, depth: Int
  ) -> (text: String, isCut: Bool) {
    var describer = ValueDescriber(capacity: capacity, steps: steps)
    describer.showsChildren = showsChildren
    if let value {
      describer.write(value, depth: depth)
    } else {
      // An entry's part that its mirror does not show.
      describer.output.append("nil")
    }
    remainingSteps -= steps - describer.remainingSteps
    return (describer.output.text, describer.output.isCut)
  }
}

/// The key and the value of a dictionary entry, a `(key, value)` pair.
func keyAndValue(of entry: Any) -> (key: Any?, value: Any?) {
  let parts = Array(Mirror(reflecting: entry).children.prefix(2))
  return (parts.first?.value, parts.count > 1 ? parts[1].value : nil)
}

/// An element of a set, or an entry of a dictionary, described on its own.
private struct DescribedElement: Comparable {
  /// The element, or the entry's key.
  let key: String
  /// The entry's value; `nil` for an element of a set.
  let value: String?
  /// Whether either description was cut.
  let isCut: Bool

  /// Orders by key, then value, then cut last, comparing Unicode scalars:
  /// `String`'s own `<` takes texts that differ only in how an accent is
  /// encoded as equal, which would leave their order to the storage.
  static func < (lhs: DescribedElement, rhs: DescribedElement) -> Bool {
    if !lhs.key.utf8.elementsEqual(rhs.key.utf8) { return precedes(lhs.key, rhs.key) }
    let (left, right) = (lhs.value ?? "", rhs.value ?? "")
    if !left.utf8.elementsEqual(right.utf8) { return precedes(left, right) }
    return !lhs.isCut && rhs.isCut
  }

  static func == (lhs: DescribedElement, rhs: DescribedElement) -> Bool {
    !(lhs < rhs) && !(rhs < lhs)
  }

  /// UTF-8 bytes sort as the Unicode scalars they encode.
  private static func precedes(_ lhs: String, _ rhs: String) -> Bool {
    lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
  }
}
