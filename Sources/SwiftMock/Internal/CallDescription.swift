/// Describes a call the way it reads in source: `voidFunction(value: 42)`,
/// `add(1, 2)`, `value` for a getter and `value = 42` for a setter.
///
/// The labels come from the `#function` the mock passed; when their count
/// differs from the number of arguments (a mock that checks only some of
/// them), the function name is shown with the arguments after it.
func describeCall(_ function: String, arguments: [Any?]) -> String {
  describeCall(function, describedArguments: arguments.map(describeValue))
}

/// Describes a call whose arguments are already described.
func describeCall(_ function: String, describedArguments arguments: [String]) -> String {
  guard let open = function.firstIndex(of: "(") else {
    switch arguments.count {
    case 0: return function
    case 1: return "\(function) = \(arguments[0])"
    default: return "\(function)(\(arguments.joined(separator: ", ")))"
    }
  }
  let name = function[..<open]
  let labels = function[function.index(after: open)...]
    .split(separator: ":", omittingEmptySubsequences: false)
    .dropLast()
  guard labels.count == arguments.count else {
    return arguments.isEmpty ? function : "\(function) with (\(arguments.joined(separator: ", ")))"
  }
  let parts = zip(labels, arguments).map { label, argument in
    label == "_" ? argument : "\(label): \(argument)"
  }
  return "\(name)(\(parts.joined(separator: ", ")))"
}

/// Describes one argument as it would be written in source, in at most
/// ``maximumValueDescriptionLength`` characters, so that a huge value cannot
/// flood a failure message.
///
/// Collections, tuples and types without a description of their own are
/// written out here, a child at a time, stopping as soon as the text is
/// long enough and at ``maximumDescriptionDepth`` levels; so a value of any
/// size or depth costs little and cannot overflow the stack. A type's own
/// `description` is used as it is.
func describeValue(_ value: Any?) -> String {
  var description = ""
  write(value, to: &description, depth: 0)
  guard description.count > maximumValueDescriptionLength else { return description }
  return description.prefix(maximumValueDescriptionLength) + "…"
}

/// The longest description of one argument a failure message shows.
let maximumValueDescriptionLength = 200

/// How deep a description goes into nested values before writing `…`.
let maximumDescriptionDepth = 12

private func write(_ value: Any?, to output: inout String, depth: Int) {
  guard output.count <= maximumValueDescriptionLength else { return }
  guard let value = unwrapped(value) else {
    output += "nil"
    return
  }
  switch value {
  case let string as String:
    output += String(reflecting: string)
    return
  case let substring as Substring:
    output += String(reflecting: String(substring))
    return
  case let character as Character:
    output += String(reflecting: character)
    return
  default:
    break
  }
  let mirror = Mirror(reflecting: value)
  switch mirror.displayStyle {
  case .collection?, .set?:
    writeChildren(mirror.children.lazy.map { (nil, $0.value) }, "[", "]", to: &output, depth)
  case .dictionary?:
    writeEntries(mirror.children.map(\.value), to: &output, depth: depth)
  case .tuple?:
    writeChildren(
      mirror.children.lazy.map { ($0.label.flatMap { $0.first == "." ? nil : $0 }, $0.value) },
      "(", ")", to: &output, depth)
  case .struct?, .enum?:
    guard !(value is CustomStringConvertible || value is CustomDebugStringConvertible) else {
      output += String(describing: value)
      return
    }
    writeStructure(value, mirror, to: &output, depth: depth)
  default:
    output += String(describing: value)
  }
}

/// A type without a description of its own: `Point(x: 1, y: 2)`, or an enum
/// case such as `link(1, end)`.
private func writeStructure(_ value: Any, _ mirror: Mirror, to output: inout String, depth: Int) {
  if mirror.displayStyle == .enum {
    guard let payload = mirror.children.first else {
      output += String(describing: value)
      return
    }
    output += payload.label ?? ""
    let inner = Mirror(reflecting: payload.value)
    if inner.displayStyle == .tuple {
      writeChildren(
        inner.children.lazy.map { ($0.label.flatMap { $0.first == "." ? nil : $0 }, $0.value) },
        "(", ")", to: &output, depth)
    } else {
      writeChildren([(nil, payload.value)], "(", ")", to: &output, depth)
    }
    return
  }
  output += String(describing: type(of: value))
  writeChildren(mirror.children.lazy.map { ($0.label, $0.value) }, "(", ")", to: &output, depth)
}

/// Writes `children` between `open` and `close`, each with its label if it
/// has one, stopping once the description is long enough.
private func writeChildren<Children: Sequence<(String?, Any)>>(
  _ children: Children, _ open: String, _ close: String, to output: inout String, _ depth: Int
) {
  output += open
  guard depth < maximumDescriptionDepth else {
    output += "…" + close
    return
  }
  var isFirst = true
  for (label, value) in children {
    guard output.count <= maximumValueDescriptionLength else { return }
    if !isFirst { output += ", " }
    isFirst = false
    if let label { output += "\(label): " }
    write(value, to: &output, depth: depth + 1)
  }
  output += close
}

/// Writes dictionary entries, each a `(key, value)` pair, as `[key: value]`.
private func writeEntries(_ entries: [Any], to output: inout String, depth: Int) {
  guard !entries.isEmpty else {
    output += "[:]"
    return
  }
  output += "["
  guard depth < maximumDescriptionDepth else {
    output += "…]"
    return
  }
  for (index, entry) in entries.enumerated() {
    guard output.count <= maximumValueDescriptionLength else { return }
    if index > 0 { output += ", " }
    let parts = Array(Mirror(reflecting: entry).children)
    write(parts.first?.value, to: &output, depth: depth + 1)
    output += ": "
    write(parts.last?.value, to: &output, depth: depth + 1)
  }
  output += "]"
}
