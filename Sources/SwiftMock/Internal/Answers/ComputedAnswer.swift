/// An answer that a closure of the test's computes from each call's action
/// arguments: `.returning { (id: Int) in User(id: id) }`.
///
/// The closure's parameters are a pack of types; a call's arguments come as
/// `[Any?]`. Each call checks that there are as many as the closure takes,
/// and casts each to its parameter's type, before running the closure: a
/// call whose arguments do not fit gets no answer from it, and nothing is
/// force-cast.
///
/// A class, so that an ``Answer`` that holds one stays as small
/// as one that holds a value: every call copies the answer it takes.
final class ComputedAnswer {
  /// The modifier that gave it, as messages name it: `.returning { … }`.
  let modifier: String
  /// The closure's parameter types, as `(Int, String)`, for messages.
  let parameterTypes: () -> String
  /// Runs the closure with a call's action arguments: what it returns, or
  /// the error it throws; `nil`, without running it, when the arguments do
  /// not fit its parameters.
  let answer: ([Any?]) -> Answer?
  /// Whether it is `.callingRealImplementation()`'s: an `async` override
  /// that passes its real implementation answers by awaiting it instead.
  let callsRealImplementation: Bool

  init<each Argument, Value>(
    _ modifier: String, _ closure: @escaping (repeat each Argument) throws -> Value
  ) {
    self.modifier = modifier
    callsRealImplementation = false
    parameterTypes = { describeTypes(repeat (each Argument).self) }
    answer = { arguments in
      guard let unpacked = unpack(arguments, as: repeat (each Argument).self) else { return nil }
      do {
        return .value(try closure(repeat each unpacked))
      } catch {
        return .error(error)
      }
    }
  }

  /// `.callingRealImplementation()`'s answer, which takes no arguments of
  /// the call's and answers it as `answer` decides: with the real
  /// implementation of a synchronous override.
  init(callingRealImplementation answer: @escaping ([Any?]) -> Answer) {
    modifier = ".callingRealImplementation()"
    callsRealImplementation = true
    parameterTypes = { "()" }
    self.answer = answer
  }
}

/// A call's action arguments as the parameters of a closure, or `nil` when
/// there are more or fewer, or one is not of its parameter's type.
private func unpack<each Argument>(
  _ arguments: [Any?], as types: repeat (each Argument).Type
) -> (repeat each Argument)? {
  var count = 0
  for _ in repeat each types { count += 1 }
  guard count == arguments.count else { return nil }
  var index = 0
  func next<Parameter>(_ type: Parameter.Type) throws(ArgumentDoesNotFit) -> Parameter {
    defer { index += 1 }
    guard let argument = arguments[index] as? Parameter else { throw ArgumentDoesNotFit() }
    return argument
  }
  do {
    return (repeat try next(each types))
  } catch {
    return nil
  }
}

/// Thrown while unpacking a call's arguments, at the first that does not fit.
private struct ArgumentDoesNotFit: Error {}

/// `(Int, String)`: the types of a closure's parameters.
private func describeTypes<each Argument>(_ types: repeat (each Argument).Type) -> String {
  var names: [String] = []
  for type in repeat each types { names.append("\(type)") }
  return "(\(names.joined(separator: ", ")))"
}

/// `(Int, nil)`: the types of a call's arguments, as a closure's parameter
/// list, for the message of a closure that does not take them.
func describeTypes(of arguments: [Any?]) -> String {
  let names = arguments.map { argument in argument.map { "\(type(of: $0))" } ?? "nil" }
  return "(\(names.joined(separator: ", ")))"
}
