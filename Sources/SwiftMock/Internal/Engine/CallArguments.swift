/// The arguments of one call, as the engine reads them during the call:
/// each an `Any?`, lying where the call put them. The engine copies them
/// into an array only where it keeps them (a spy's record, a failure, an
/// action), so a call that an answer or expectation simply takes allocates
/// nothing for them.
@usableFromInline
typealias ArgumentBuffer = UnsafeBufferPointer<Any?>

/// Runs `body` with the arguments a mock passes one by one in an
/// ``ArgumentBuffer`` on the stack, as ``argumentList(_:)`` would list them.
/// They are destroyed when `body` returns; the engine keeps none of them
/// past it.
@inlinable
func withArgumentBuffer<each Argument, Result>(
  _ arguments: repeat each Argument, body: (ArgumentBuffer) throws -> Result
) rethrows -> Result {
  var count = 0
  for _ in repeat (each Argument).self { count += 1 }
  guard count > 0 else { return try body(ArgumentBuffer(start: nil, count: 0)) }
  return try withUnsafeTemporaryAllocation(of: Any?.self, capacity: count) { buffer in
    let first = buffer.baseAddress!
    var index = 0
    for argument in repeat each arguments {
      (first + index).initialize(to: argumentValue(argument))
      index += 1
    }
    defer { first.deinitialize(count: count) }
    return try body(ArgumentBuffer(start: first, count: count))
  }
}

/// The arguments a mock passes one by one, as the engine keeps them: each
/// as an `Any?`, an `Optional` argument unwrapped one level, so that a `nil`
/// argument is `nil` and `.some(nil)` stays itself.
@inlinable
func argumentList<each Argument>(_ arguments: repeat each Argument) -> [Any?] {
  var count = 0
  for _ in repeat (each Argument).self { count += 1 }
  var list: [Any?] = []
  list.reserveCapacity(count)
  for argument in repeat each arguments {
    list.append(argumentValue(argument))
  }
  return list
}

/// `value` as an `Any?`: for an `Optional` type, its one level unwrapped,
/// as Swift converts an `Optional` to `Any?`.
///
/// Whether `Value` is an `Optional` is read from its type metadata's kind,
/// which Swift's ABI fixes (`MetadataKind.Optional`, 0x202): a load and a
/// compare, with no conformance lookup, which may search every image and
/// take stack that a call on a thread with little left cannot spare.
/// `ArgumentListTests` guards it.
@inlinable @inline(__always)
func argumentValue<Value>(_ value: Value) -> Any? {
  guard isOptionalType(Value.self) else { return value }
  // An `Optional` cast to `Any?` at run time keeps its `nil` and unwraps
  // one level.
  return dynamicCast(value as Any, to: Any?.self) ?? nil
}

/// `value` cast to `Target` at run time.
@usableFromInline
func dynamicCast<Target>(_ value: Any, to _: Target.Type) -> Target? {
  value as? Target
}

/// Whether `type` is an `Optional`.
@inlinable
func isOptionalType(_ type: Any.Type) -> Bool {
  let metadata = unsafeBitCast(type, to: UnsafePointer<UInt>.self)
  return metadata.pointee == optionalMetadataKind
}

/// The kind Swift's ABI gives `Optional` type metadata.
@usableFromInline
let optionalMetadataKind: UInt = 0x202
