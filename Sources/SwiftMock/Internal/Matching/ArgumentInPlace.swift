/// Reading an argument where it lies, in the `Any?` the engine keeps it as,
/// without copying the existential out: the hot path of matching an `Int`
/// or a `String` argument.
///
/// This relies on the layout of an existential `Any`, which Swift's ABI
/// fixes on every platform: a three-word inline buffer, then the type's
/// metadata. A value of a type that fits the buffer (an `Int`, a `String`)
/// lies at its start; an `Any?` that is `nil` has no metadata (it uses the
/// metadata word's extra inhabitant). Anything else takes the ordinary
/// path. `ArgumentInPlaceTests` guards it.

/// The metadata word of the existential at `argument`, or `nil` for `nil`.
@inline(__always)
private func metadata(at argument: UnsafePointer<Any?>) -> UnsafeRawPointer? {
  UnsafeRawPointer(argument).load(
    fromByteOffset: 3 * MemoryLayout<UnsafeRawPointer>.stride, as: UnsafeRawPointer?.self)
}

/// Whether `type`'s metadata is the word at `metadata`.
@inline(__always)
private func isMetadata(_ metadata: UnsafeRawPointer?, of type: Any.Type) -> Bool {
  metadata == unsafeBitCast(type, to: UnsafeRawPointer.self)
}

/// The argument at `argument` if it is exactly an `Int`, else `nil`.
@inline(__always)
func exactInt(at argument: UnsafePointer<Any?>) -> Int? {
  guard isMetadata(metadata(at: argument), of: Int.self) else { return nil }
  return UnsafeRawPointer(argument).load(as: Int.self)
}

/// What `body` says of the argument at `argument` if it is exactly a
/// `String`, else `nil`.
@inline(__always)
func withExactString<Result>(
  at argument: UnsafePointer<Any?>, _ body: (String) -> Result
) -> Result? {
  guard isMetadata(metadata(at: argument), of: String.self) else { return nil }
  return body(UnsafeRawPointer(argument).load(as: String.self))
}

/// A copy of the argument at `argument`: an `Int` or a `String`, the
/// commonest, made an `Any` as its own type, with no call through the
/// runtime's copy of an unknown value.
@inline(__always)
func copyOfArgument(at argument: UnsafePointer<Any?>) -> Any? {
  if let int = exactInt(at: argument) { return int }
  if let string = withExactString(at: argument, { $0 }) { return string }
  return argument.pointee
}
