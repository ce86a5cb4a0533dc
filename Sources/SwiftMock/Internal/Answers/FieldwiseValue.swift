@_spi(Reflection) import Swift

// A value of a type with no default of its own, built from its fields'
// defaults: what a call that must answer without a value returns, so that
// the call is reported as a failure and the test goes on.
//
// The value is built in raw memory, field by field at each field's offset,
// each field from its own type's default (built the same way where it has
// none); only once every field holds a value is the memory taken as the
// value. If a field has no default, nothing is built, and what was built is
// destroyed. The builder reads type metadata with the toolchain's own
// facilities, each guarded by `FieldwiseValueTests`:
//
// - `_forEachField(of:options:body:)`, an underscored function of the
//   standard library published under `@_spi(Reflection)`, gives a struct's
//   or a tuple's stored fields, with their offsets and types;
// - `_openExistential(_:do:)`, underscored, opens a type or value known only
//   at run time, to lay it out or store it;
// - `_typeName(_:qualified:)`, underscored, names a type's module;
// - a metadata's kind, and an enum's case counts and value witnesses, are
//   read as the Swift ABI lays them out (see `MetadataKind`, `EnumCases`).

/// How to build a value of `type` from its fields' defaults, or `nil` when
/// it cannot be built: a class instance, an existential, a function, a
/// metatype, an enum whose cases all have a payload, a struct or tuple with
/// a field that cannot be built, and a type of another library whose layout
/// is its own (see ``isOfAnotherLibrary(_:)``), which only its own default
/// can give.
///
/// A struct or tuple is built from its stored fields; an enum is its first
/// case without a payload.
func fieldwiseMaker(for type: Any.Type) -> DefaultMaker? {
  switch MetadataKind(of: type) {
  case .tuple:
    return memberwiseMaker(for: type)
  case .structure:
    return isOfAnotherLibrary(type) ? nil : memberwiseMaker(for: type)
  case .enumeration:
    return isOfAnotherLibrary(type) ? nil : firstCaseWithoutPayloadMaker(for: type)
  case .other:
    return nil
  }
}

/// A stored field: where it lies in its value, and how to make its default.
private struct Field {
  let offset: Int
  let type: Any.Type
  let make: DefaultMaker
}

/// How to build a struct or tuple from its stored fields, each from its
/// type's default or, for a type with none, built in turn.
private func memberwiseMaker(for type: Any.Type) -> DefaultMaker? {
  var fields: [Field] = []
  let hasEveryField = _forEachField(of: type) { _, offset, fieldType, _ in
    guard let make = fieldMaker(for: fieldType) else { return false }
    fields.append(Field(offset: offset, type: fieldType, make: make))
    return true
  }
  guard hasEveryField, fieldsFill(type, fields) else { return nil }
  return { build(type, from: fields) }
}

/// How to make a field's value: its type's default, or one built from its
/// own fields.
private func fieldMaker(for type: Any.Type) -> DefaultMaker? {
  switch defaultRecipe(for: type) {
  case .make(let make), .build(let make): make
  case .none: nil
  }
}

/// Whether `fields`, in the order of their offsets, fill the whole of a
/// `type` but for the padding each one's alignment asks for before it: that
/// reflection saw every stored field. A field whose type the runtime cannot
/// find, or a type compiled without reflection metadata, is reported with
/// no field or as `()`, which leaves a gap no alignment explains. A field
/// of no size takes no room, and may be given any offset.
private func fieldsFill(_ type: Any.Type, _ fields: [Field]) -> Bool {
  let sized = fields.map { (offset: $0.offset, layout: Layout(of: $0.type)) }
    .filter { $0.layout.size > 0 }
    .sorted { $0.offset < $1.offset }
  var end = 0
  for field in sized {
    guard field.offset >= end, field.offset - end < field.layout.alignment else { return false }
    end = field.offset + field.layout.size
  }
  return end == Layout(of: type).size
}

/// Builds a `type` in raw memory from `fields`, each put at its offset; only
/// when all of them are there is the memory taken as a `type`. `nil`, with
/// the fields put so far destroyed, when one of them has no value after all.
private func build(_ type: Any.Type, from fields: [Field]) -> Any? {
  func build<Value>(_: Value.Type) -> Any? {
    withValueMemory(of: Value.self) { memory in
      for (index, field) in fields.enumerated() {
        guard let value = field.make(), put(value, as: field.type, at: memory + field.offset)
        else {
          for done in fields[..<index].reversed() {
            destroy(done.type, at: memory + done.offset)
          }
          return false
        }
      }
      return true
    }
  }
  return _openExistential(type, do: build)
}

/// Runs `initialize` on zeroed memory the size of a `Value`; when it says
/// the memory then holds a whole `Value`, moves that out.
func withValueMemory<Value>(
  of _: Value.Type, _ initialize: (UnsafeMutableRawPointer) -> Bool
) -> Value? {
  let size = MemoryLayout<Value>.size
  let memory = UnsafeMutableRawPointer.allocate(
    byteCount: max(size, 1), alignment: MemoryLayout<Value>.alignment)
  defer { memory.deallocate() }
  memory.initializeMemory(as: UInt8.self, repeating: 0, count: size)
  guard initialize(memory) else { return nil }
  // The fields were put with their own types; the memory is now one whole
  // value of the type they are the stored fields of, and is taken as such.
  return memory.bindMemory(to: Value.self, capacity: 1).move()
}

/// Puts `value` at `memory` as a `type`; `false`, putting nothing, when the
/// value is of another type.
private func put(_ value: Any, as type: Any.Type, at memory: UnsafeMutableRawPointer) -> Bool {
  func put<Actual>(_ actual: Actual) -> Bool {
    guard isSameType(Actual.self, type) else { return false }
    memory.initializeMemory(as: Actual.self, repeating: actual, count: 1)
    return true
  }
  return _openExistential(value, do: put)
}

/// Destroys the `type` at `memory`.
private func destroy(_ type: Any.Type, at memory: UnsafeMutableRawPointer) {
  func destroy<Value>(_: Value.Type) {
    memory.assumingMemoryBound(to: Value.self).deinitialize(count: 1)
  }
  _openExistential(type, do: destroy)
}

/// The size and alignment of a type known only at run time.
private struct Layout {
  let size: Int
  let alignment: Int

  init(of type: Any.Type) {
    func layout<Value>(_: Value.Type) -> Layout {
      Layout(size: MemoryLayout<Value>.size, alignment: MemoryLayout<Value>.alignment)
    }
    self = _openExistential(type, do: layout)
  }

  private init(size: Int, alignment: Int) {
    self.size = size
    self.alignment = alignment
  }
}

/// Whether `type` comes from a library of the toolchain or the system,
/// whose stored fields are its own business: such a library may be built
/// for evolution, so that its types' layout is unknown until run time and
/// may change, and a value made from its fields may break what its own
/// initializers keep true (a `Character` of an empty `String`). Such a type
/// is made only by its own default (`Date`, `URL`, `Data`, `Decimal` and the
/// standard library's have one), and a field of it without one keeps its
/// value from being built.
///
/// The module is read from the type's qualified name. C structs, in the
/// module `__C`, are laid out in the open and are built like Swift structs.
func isOfAnotherLibrary(_ type: Any.Type) -> Bool {
  let module = _typeName(type, qualified: true).prefix { $0 != "." }
  if module == "__C" { return false }
  return module.hasPrefix("_") || librariesWithTheirOwnLayout.contains(String(module))
}

/// The toolchain's and the systems' libraries whose types are made only by
/// their own defaults; with them, any module whose name starts with `_`.
private let librariesWithTheirOwnLayout: Set<String> = [
  "Swift", "Foundation", "FoundationEssentials", "FoundationInternationalization",
  "FoundationNetworking", "FoundationXML", "CoreFoundation", "Dispatch", "Synchronization",
  "Observation", "RegexBuilder", "Distributed", "XCTest", "Testing", "SwiftMock", "Darwin",
  "Glibc", "Musl", "WASILibc", "WinSDK", "Android", "ObjectiveC", "CoreGraphics", "os", "OSLog",
  "Combine", "SwiftUI", "UIKit", "AppKit", "SwiftData", "CoreData", "CoreLocation", "MapKit",
]
