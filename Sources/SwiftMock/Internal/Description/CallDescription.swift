/// Describes a call the way it reads in source: `voidFunction(value: 42)`,
/// `add(1, 2)`, `value` for a getter and `value = 42` for a setter,
/// `subscript("k") = "v"` for a subscript's.
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
  // A subscript's setter passes `newValue` after the index.
  if name == "subscript", arguments.count == labels.count + 1, let newValue = arguments.last {
    let index = describeCall(function, describedArguments: Array(arguments.dropLast()))
    return "\(index) = \(newValue)"
  }
  guard labels.count == arguments.count else {
    return arguments.isEmpty ? function : "\(function) with (\(arguments.joined(separator: ", ")))"
  }
  let parts = zip(labels, arguments).map { label, argument in
    label == "_" ? argument : "\(label): \(argument)"
  }
  return "\(name)(\(parts.joined(separator: ", ")))"
}

/// `member` called with `arguments`, as ``describeCall(_:arguments:)`` writes it.
func describeCall(_ member: MockedMember, arguments: [Any?]) -> String {
  describeCall(member.name, arguments: arguments)
}

/// `member` called with arguments already described.
func describeCall(_ member: MockedMember, describedArguments arguments: [String]) -> String {
  describeCall(member.name, describedArguments: arguments)
}
