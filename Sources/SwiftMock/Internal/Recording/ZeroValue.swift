/// A value of `Value` whose bits are all zero, for the one place where a
/// value is needed that is never looked at: what a member returns to the
/// block that records its call, for a return type with no default and no
/// answer yet (the answer comes later, from `.returning(…)`).
///
/// The value only travels: from `accept` back through the mocked member to
/// the block, which hands it to the library, which lets it go without
/// destroying it (see ``ExpectationRecording/hasMadeZeroValue``). Most types
/// survive even a copy or a destruction of it (zero is an empty string, an
/// empty array's storage, a `nil` reference); a value with an existential
/// field does not, which only a block that does more than make the call can
/// run into.
func zeroValue<Value>(of type: Value.Type) -> Value {
  let size = MemoryLayout<Value>.size
  let memory = UnsafeMutableRawPointer.allocate(
    byteCount: max(size, 1), alignment: MemoryLayout<Value>.alignment)
  defer { memory.deallocate() }
  memory.initializeMemory(as: UInt8.self, repeating: 0, count: size)
  return memory.bindMemory(to: Value.self, capacity: 1).move()
}
