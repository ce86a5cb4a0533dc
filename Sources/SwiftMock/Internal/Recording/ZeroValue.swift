@_spi(Reflection) import Swift

/// A value of `Value` whose bits are all zero, for the one place where a
/// value is needed that is never looked at: what a member returns to the
/// block that records its call, for a return type with no default and no
/// answer yet (the answer comes later, from `.returning(…)`).
///
/// The value only travels: from `accept` back through the mocked member to
/// the block, which hands it to the library, which lets it go without
/// destroying it (see ``ExpectationRecording/hasMadeZeroValue``). A block
/// that does more, discarding the value or making an `Any` of it, copies or
/// destroys it: only a value that ``zeroValueSurvivesACopy(of:)`` is given
/// to such a block.
func zeroValue<Value>(of type: Value.Type) -> Value {
  let size = MemoryLayout<Value>.size
  let memory = UnsafeMutableRawPointer.allocate(
    byteCount: max(size, 1), alignment: MemoryLayout<Value>.alignment)
  defer { memory.deallocate() }
  memory.initializeMemory(as: UInt8.self, repeating: 0, count: size)
  return memory.bindMemory(to: Value.self, capacity: 1).move()
}

/// Whether a value of `type` whose bits are all zero survives a copy and a
/// destruction. Zero is a number, an empty string, a `nil` reference, an
/// empty optional, and a `nil` class-bound existential or error; an
/// existential of any other protocol does not survive it, as its type is
/// read from the value, nor does a struct or tuple that holds one. An enum
/// whose first payload holds such an existential does not either, and is
/// not told apart here.
func zeroValueSurvivesACopy(of type: Any.Type) -> Bool {
  zeroValueSurvivesACopy(of: type, depth: 0)
}

private func zeroValueSurvivesACopy(of type: Any.Type, depth: Int) -> Bool {
  if let isClassBound = existentialIsClassBound(type) { return isClassBound }
  switch MetadataKind(of: type) {
  case .structure, .tuple:
    // Deeper than any model a test has: taken to hold one.
    guard depth < 32 else { return false }
    return _forEachField(of: type) { _, _, fieldType, _ in
      zeroValueSurvivesACopy(of: fieldType, depth: depth + 1)
    }
  case .enumeration, .other:
    return true
  }
}

/// For an existential type, whether it holds a class reference or an
/// error (one pointer, which a `nil` is), read from its metadata as the
/// Swift ABI lays it out; `nil` for a type that is not an existential.
/// An existential with constraints on its associated types, such as
/// `any Sequence<Int>`, is taken to hold a value of any type.
func existentialIsClassBound(_ type: Any.Type) -> Bool? {
  let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
  switch metadata.load(as: UInt.self) {
  case 0x303:
    // The flags after the kind: a clear top bit is a class constraint,
    // and the special protocol `Error` is one in the bits below it.
    let flags = metadata.load(fromByteOffset: MemoryLayout<UInt>.size, as: UInt32.self)
    let isClassConstrained = flags & 0x8000_0000 == 0
    let isError = (flags & 0x3F00_0000) >> 24 == 1
    return isClassConstrained || isError
  case 0x307:
    return false
  default:
    return nil
  }
}
