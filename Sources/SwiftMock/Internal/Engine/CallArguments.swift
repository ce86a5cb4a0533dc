/// The arguments of one call, as the engine reads them during the call:
/// each an `Any?`, lying where the call put them. The engine copies them
/// out only where it keeps them (a spy's log, a failure, an action), so a
/// call that an answer or expectation simply takes allocates nothing for
/// them.
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
    // The packs' loops are in functions of their own: in this closure, a
    // debug build ran `body` again and again when it threw.
    initializeArguments(at: first, repeat each arguments)
    let result: Result
    do {
      result = try body(ArgumentBuffer(start: first, count: count))
    } catch {
      destroyArguments(at: first, repeat (each Argument).self)
      throw error
    }
    destroyArguments(at: first, repeat (each Argument).self)
    return result
  }
}

/// Puts `arguments` at `first`, as ``argumentList(_:)`` lists them.
@inlinable
func initializeArguments<each Argument>(
  at first: UnsafeMutablePointer<Any?>, _ arguments: repeat each Argument
) {
  var index = 0
  for argument in repeat each arguments {
    (first + index).initialize(to: argumentValue(argument))
    index += 1
  }
}

/// Destroys the arguments ``withArgumentBuffer(_:body:)`` put at `first`:
/// an argument of a trivial type that lies in its `Any?`'s own buffer holds
/// nothing to release, so only the others are; a `String`, which
/// ``argumentValue(_:)`` puts at the start of its `Any?`'s buffer (see
/// `ArgumentInPlace.swift`), is let go as itself, with no look at the
/// `Optional` around it.
@inlinable
func destroyArguments<each Argument>(
  at first: UnsafeMutablePointer<Any?>, _ types: repeat (each Argument).Type
) {
  var index = 0
  for type in repeat each types {
    if isTrivialInline(type) {
      // Nothing to let go.
    } else if ObjectIdentifier(type) == ObjectIdentifier(String.self) {
      UnsafeMutableRawPointer(first + index).assumingMemoryBound(to: String.self)
        .deinitialize(count: 1)
    } else {
      (first + index).deinitialize(count: 1)
    }
    index += 1
  }
}

/// Whether a value of `type`, in an `Any` (or, for an `Optional`, what it
/// wraps), holds nothing to release: a trivial type that fits the
/// existential's three-word inline buffer, so that no box is allocated.
/// Decided from the type alone, so that it folds away where it is inlined.
@inlinable @inline(__always)
func isTrivialInline<Value>(_ type: Value.Type) -> Bool {
  // An `Optional` of a trivial type is trivial, and what it wraps is
  // smaller than it.
  _isPOD(Value.self) && MemoryLayout<Value>.size <= 3 * MemoryLayout<Int>.size
    && MemoryLayout<Value>.alignment <= MemoryLayout<Int>.alignment
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
  // The commonest arguments, made an `Any` as their own type, which a
  // mock's loop over its arguments does not know.
  if ObjectIdentifier(Value.self) == ObjectIdentifier(Int.self) {
    return unsafeBitCast(value, to: Int.self)
  }
  if ObjectIdentifier(Value.self) == ObjectIdentifier(String.self) {
    return unsafeBitCast(value, to: String.self)
  }
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
