// What the builder of values reads from type metadata, as the Swift ABI
// lays it out (swift/ABI/Metadata.h, documented in docs/ABI/TypeMetadata.rst
// of the Swift repository): stable on Apple platforms since Swift 5, and the
// same layout on Linux. `FieldwiseValueTests` checks each reading against
// types whose answer is known.

/// The kind of a type, from the first word of its metadata.
enum MetadataKind {
  case structure
  case enumeration
  case tuple
  /// A class (whose metadata starts with a pointer, not a kind), an
  /// optional, an existential, a function, a metatype, and the rest.
  case other

  init(of type: Any.Type) {
    switch metadata(of: type).load(as: UInt.self) {
    case 0x200: self = .structure
    case 0x201: self = .enumeration
    case 0x301: self = .tuple
    default: self = .other
    }
  }
}

/// The metadata of `type`, which a metatype points to.
private func metadata(of type: Any.Type) -> UnsafeRawPointer {
  unsafeBitCast(type, to: UnsafeRawPointer.self)
}

/// An enum's cases as its metadata counts them, and the runtime's own
/// function that sets a case in memory.
///
/// The runtime numbers an enum's cases with a payload first, then those
/// without, each group in the order of declaration; it stores a case in
/// memory by that number through the enum's value witness
/// `destructiveInjectEnumTag`, which knows the enum's layout (spare bits,
/// extra inhabitants of a payload, an extra tag byte, indirect cases).
struct EnumCases {
  /// How many cases have a payload.
  let withPayload: UInt32
  /// How many cases have none.
  let withoutPayload: UInt32
  fileprivate let injectTag: InjectEnumTag

  /// The value witness `destructiveInjectEnumTag(value, tag, metadata)`.
  /// The runtime declares it with the Swift calling convention, which is
  /// the platform's C convention with registers of its own added for a
  /// context, an error and `self`: for two pointers and a 32-bit integer,
  /// with no result, it passes them as the C convention does.
  fileprivate typealias InjectEnumTag =
    @convention(c) (UnsafeMutableRawPointer, UInt32, UnsafeRawPointer) -> Void

  /// The cases of `type`, an enum; `nil` when its metadata has no enum
  /// value witnesses.
  init?(of type: Any.Type) {
    let pointer = MemoryLayout<UnsafeRawPointer>.size
    let metadata = metadata(of: type)
    // An enum's metadata: its kind, then its nominal type descriptor, where
    // two 32-bit fields after the five of every type descriptor count its
    // cases with a payload (the low 24 bits) and without.
    guard let descriptor = metadata.load(fromByteOffset: pointer, as: UnsafeRawPointer?.self)
    else { return nil }
    withPayload = descriptor.load(fromByteOffset: 20, as: UInt32.self) & 0x00FF_FFFF
    withoutPayload = descriptor.load(fromByteOffset: 24, as: UInt32.self)
    // The value witness table, just before the metadata: eight functions,
    // the size and stride, the 32-bit flags and extra inhabitant count, then,
    // where the flags say so, an enum's three: getEnumTag,
    // destructiveProjectEnumData, destructiveInjectEnumTag.
    let witnesses = metadata.load(fromByteOffset: -pointer, as: UnsafeRawPointer.self)
    let flags = witnesses.load(fromByteOffset: 10 * pointer, as: UInt32.self)
    let hasEnumWitnesses: UInt32 = 0x0020_0000
    guard flags & hasEnumWitnesses != 0 else { return nil }
    let inject = witnesses.load(fromByteOffset: 12 * pointer + 8, as: UnsafeRawPointer.self)
    injectTag = unsafeBitCast(inject, to: InjectEnumTag.self)
  }

  /// Makes the case numbered `tag`, which must have no payload, of the enum
  /// `type`.
  func makeCase(_ tag: UInt32, of type: Any.Type) -> Any? {
    func make<Value>(_: Value.Type) -> Any? {
      withValueMemory(of: Value.self) { memory in
        injectTag(memory, tag, metadata(of: type))
        return true
      }
    }
    return _openExistential(type, do: make)
  }
}

/// How to make an enum's first case without a payload: its first case,
/// for an enum with no payloads (a C-like enum); `nil` for an enum whose
/// cases all have one.
func firstCaseWithoutPayloadMaker(for type: Any.Type) -> DefaultMaker? {
  guard let cases = EnumCases(of: type), cases.withoutPayload > 0 else { return nil }
  // The first case without a payload comes after all those with one.
  let tag = cases.withPayload
  return { cases.makeCase(tag, of: type) }
}
