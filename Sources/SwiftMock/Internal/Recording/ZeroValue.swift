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
/// empty optional; an existential does not survive it, as its type is read
/// from it, nor does a struct or tuple that holds one.
func zeroValueSurvivesACopy(of type: Any.Type) -> Bool {
  zeroValueSurvivesACopy(of: type, depth: 0)
}

private func zeroValueSurvivesACopy(of type: Any.Type, depth: Int) -> Bool {
  let existentialKind: UInt = 0x303
  let kind = unsafeBitCast(type, to: UnsafePointer<UInt>.self).pointee
  if kind == existentialKind { return false }
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
