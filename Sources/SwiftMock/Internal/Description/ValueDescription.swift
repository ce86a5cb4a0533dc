import Foundation

/// Describes one argument as it would be written in source, in at most
/// ``maximumValueDescriptionLength`` Unicode scalars and a `…`, so that no
/// value can flood a failure message or stop it from being written.
///
/// Collections, tuples and types without a description of their own are
/// written out a child at a time, never all of them at once: the walk stops
/// when the text is long enough, ``maximumDescriptionDepth`` levels down or
/// after ``maximumDescriptionSteps`` values, whichever comes first. So a
/// value of any size or depth, a mirror that lists the value itself as a
/// child, or a cycle of references ends soon and cannot overflow the stack.
/// A type's own `description` is used, cut to the same length. Sets and
/// dictionaries are written in the order of their elements' descriptions, so
/// the text is the same on every run whatever the order of their storage.
///
/// An `Optional` that holds a value reads as that value, and an empty one
/// as it is written: `nil`, or for a `String??` argument or field that holds
/// an empty `String?`, `.some(nil)` (see ``OptionalContents``).
func describeValue(_ value: Any?) -> String {
  var describer = ValueDescriber(
    capacity: maximumValueDescriptionLength, steps: maximumDescriptionSteps)
  describer.write(argument: value, depth: 0)
  return describer.output.result
}

/// The longest description of one argument a failure message shows, in
/// Unicode scalars, before its `…`.
let maximumValueDescriptionLength = 200

/// How deep a description goes into nested values before writing `…`.
let maximumDescriptionDepth = 12

/// How many values one description looks at, counting those it describes
/// to sort a set or a dictionary, before it stops with `…`.
let maximumDescriptionSteps = 10_000

/// The largest set or dictionary described element by element, in sorted
/// order; a larger one, or one with more elements than steps left, is
/// described by its count, as `[… 100000 elements]`.
let maximumSortedElementCount = 1_000

/// Writes descriptions of values into a ``BoundedText``, within a number of
/// steps (values looked at).
struct ValueDescriber {
  var output: BoundedText
  /// How many more values may be looked at.
  var remainingSteps: Int
  /// Numbers for class instances, when a description must tell apart
  /// instances that describe themselves alike; `nil` otherwise.
  var instanceNumbers: InstanceNumbers?
  /// Whether a value type with children and a description of its own is
  /// written with its children instead, as if it had none.
  var showsChildren = false

  init(capacity: Int, steps: Int) {
    output = BoundedText(capacity: capacity)
    remainingSteps = steps
  }

  /// Writes an argument as `accept` received it, found `depth` levels
  /// down; its own `Optional` is a layer (see ``contents(ofArgument:)``).
  mutating func write(argument: Any?, depth: Int) {
    write(contents(ofArgument: argument), depth: depth)
  }

  /// Writes `value`, found `depth` levels down, such as a child found by
  /// reflection (see ``contents(of:)``).
  mutating func write(_ value: Any, depth: Int) {
    write(contents(of: value), depth: depth)
  }

  private mutating func write(_ contents: OptionalContents, depth: Int) {
    guard output.acceptsMore, remainingSteps > 0 else {
      output.markCut()
      return
    }
    remainingSteps -= 1
    let value: Any
    switch contents {
    case .empty(let fullLayers):
      writeEmptyOptional(depth: fullLayers)
      return
    case .value(let contained):
      value = contained
    }
    if writeAsText(value, depth: depth) { return }
    let number =
      type(of: value) is AnyClass ? instanceNumbers?.number(of: value as AnyObject) : nil
    writeByKind(value, depth: depth)
    if let number { output.append(" (instance \(number))") }
  }

  /// Writes an empty `Optional` under `depth` full ones as it is written in
  /// source: `nil`, `.some(nil)`, `.some(.some(nil))`, …
  private mutating func writeEmptyOptional(depth: Int) {
    for _ in 0..<depth {
      guard output.acceptsMore else {
        output.markCut()
        return
      }
      output.append(".some(")
    }
    output.append("nil")
    for _ in 0..<depth { output.append(")") }
  }

  /// Writes a value that reads as text, quoted and escaped as in source,
  /// and says whether `value` was one. Only what can show is escaped, so a
  /// string of any length costs little.
  private mutating func writeAsText(_ value: Any, depth: Int) -> Bool {
    if isSameType(type(of: value), AnyHashable.self), let hashable = value as? AnyHashable {
      write(hashable.base, depth: depth)
      return true
    }
    switch value {
    case let string as String: writeQuoted(string)
    case let substring as Substring: writeQuoted(substring)
    case let character as Character: writeQuoted(String(character))
    default: return false
    }
    return true
  }

  private mutating func writeQuoted(_ string: some StringProtocol) {
    // Escaping never shortens text, and the opening quote takes a place:
    // the scalars that fit are all that can show.
    let (shown, _) = leadingScalars(of: string, count: output.room)
    output.append(String(reflecting: shown))
  }

  private mutating func writeByKind(_ value: Any, depth: Int) {
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .collection?:
      writeChildren(mirror.children, "[", "]", depth: depth)
    case .set?:
      writeUnordered(value, mirror, isDictionary: false, depth: depth)
    case .dictionary?:
      writeUnordered(value, mirror, isDictionary: true, depth: depth)
    case .tuple?:
      writeChildren(mirror.children, "(", ")", depth: depth)
    case .optional?:
      // Only a custom mirror gets here: an `Optional` itself was unwrapped.
      guard depth < maximumDescriptionDepth else {
        output.append("…")
        return
      }
      guard let wrapped = mirror.children.first else {
        output.append("nil")
        return
      }
      write(wrapped.value, depth: depth + 1)
    case .struct?, .enum?:
      let hasOwnDescription =
        value is CustomStringConvertible || value is CustomDebugStringConvertible
      if hasOwnDescription && !(showsChildren && !mirror.children.isEmpty) {
        output.append(String(describing: value))
      } else {
        writeStructure(value, mirror, depth: depth)
      }
    default:
      // A class, a metatype or a function: its own description, or the
      // standard library's, which is its type's name, never its children.
      // A test double is named by its type, as a class is by default: its
      // `description` may be a mocked member, which describing must not call.
      let description =
        value is MockEngineOwner
        ? String(reflecting: type(of: value)) : String(describing: value)
      guard value is NSObject else {
        output.append(withoutUnknownContexts(description))
        return
      }
      let (shown, isWhole) = leadingScalars(of: description, count: output.room)
      output.append(maskingAddresses(in: shown))
      if !isWhole { output.markCut() }
    }
  }

  /// A type without a description of its own: `Point(x: 1, y: 2)`, or an
  /// enum case such as `link(1, end)`.
  private mutating func writeStructure(_ value: Any, _ mirror: Mirror, depth: Int) {
    guard mirror.displayStyle == .enum else {
      output.append(String(describing: type(of: value)))
      writeChildren(mirror.children, "(", ")", depth: depth)
      return
    }
    guard let payload = mirror.children.first else {
      // A case without a payload, written by the standard library as its name.
      output.append(String(describing: value))
      return
    }
    output.append(payload.label ?? "")
    let inner = Mirror(reflecting: payload.value)
    if inner.displayStyle == .tuple {
      writeChildren(inner.children, "(", ")", depth: depth)
    } else {
      writeChildren(CollectionOfOne((label: nil, value: payload.value)), "(", ")", depth: depth)
    }
  }

  /// Writes `children` between `open` and `close`, each with its label if it
  /// has one, stopping once the text is full.
  mutating func writeChildren(
    _ children: some Sequence<Mirror.Child>, _ open: String, _ close: String, depth: Int
  ) {
    output.append(open)
    guard depth < maximumDescriptionDepth else {
      output.append("…" + close)
      return
    }
    var isFirst = true
    for (label, value) in children {
      guard output.acceptsMore else {
        output.markCut()
        return
      }
      if !isFirst { output.append(", ") }
      isFirst = false
      // A tuple's unlabelled elements are labelled `.0`, `.1`, …
      if let label, !label.hasPrefix(".") { output.append(label + ": ") }
      write(value, depth: depth + 1)
    }
    output.append(close)
  }
}

/// `description` with each address, `0x` and six or more hex digits, written
/// as `0x…`: `NSObject`'s own description, `<NSObject: 0x6000012c4030>`,
/// would otherwise differ on every run.
func maskingAddresses(in description: String) -> String {
  let characters = Array(description.unicodeScalars)
  var masked = String.UnicodeScalarView()
  var index = 0
  while index < characters.count {
    if characters[index] == "0", index + 1 < characters.count, characters[index + 1] == "x" {
      var end = index + 2
      while end < characters.count, characters[end].properties.isASCIIHexDigit { end += 1 }
      if end - index - 2 >= 6 {
        masked.append(contentsOf: "0x…".unicodeScalars)
        index = end
        continue
      }
    }
    masked.append(characters[index])
    index += 1
  }
  return String(masked)
}

/// `text` without the `(unknown context at $5629cad54ba0).` that the standard
/// library writes in the name of a private type, or of one declared in a
/// function, which would differ on every run:
/// `MyTests.(unknown context at $5629cad54ba0).Token` reads `MyTests.Token`.
func withoutUnknownContexts(_ text: String) -> String {
  let marker = "(unknown context at $"
  guard text.contains(marker) else { return text }
  var result = ""
  var rest = text[...]
  while let start = rest.range(of: marker) {
    result += rest[..<start.lowerBound]
    let afterMarker = rest[start.upperBound...]
    guard let close = afterMarker.firstIndex(of: ")") else {
      rest = rest[start.lowerBound...]
      break
    }
    var end = afterMarker.index(after: close)
    if end < afterMarker.endIndex, afterMarker[end] == "." { end = afterMarker.index(after: end) }
    rest = afterMarker[end...]
  }
  return result + rest
}
