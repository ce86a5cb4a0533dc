import Foundation
import SwiftMockTestSupport
import Testing

@testable import SwiftMock

/// Every shape of value is described within the limits, soon: 200 Unicode
/// scalars and a `…`, 12 levels, 10,000 values looked at.
struct ValueDescriptionTests {
  @Test func aMirrorThatListsTheValueItselfIsDescribedToTheLengthLimit() {
    let described = describedQuickly(Recursive(id: 1))
    let level = "Recursive(id: 1, again: "
    #expect(described == String(String(repeating: level, count: 9).prefix(200)) + "…")
  }

  @Test func aMirrorThatShowsTheValueAsAnOptionalOfItselfStopsAtTheDepthLimit() {
    #expect(describedQuickly(Box()) == "…")
  }

  @Test func aCollectionThatContainsItselfIsDescribedToTheLengthLimit() {
    let described = describedQuickly(Nest())
    let text = String(repeating: "[", count: 12) + "[…]" + String(repeating: ", […]", count: 40)
    #expect(described == text.prefix(200) + "…")
  }

  @Test func aCycleOfReferencesIsDescribedToTheDepthLimit() {
    let first = Ring()
    let second = Ring()
    first.next = second
    second.next = first
    let described = describedQuickly(first)
    #expect(
      described == String(repeating: "Ring(next: ", count: 12) + "Ring(…)"
        + String(repeating: ")", count: 12))
  }

  @Test func aListNestedAHundredThousandDeepIsDescribedToTheDepthLimit() {
    var list = Chain.make(length: 100_000)
    let links = (99_988...99_999).reversed().map { "link(\($0), " }.joined()
    #expect(describedQuickly(list) == links + "link(…)" + String(repeating: ")", count: 12))
    list.dismantle()
  }

  @Test func aMillionElementsAreDescribedToTheLengthLimit() {
    let text = "[" + (0..<100).map(String.init).joined(separator: ", ")
    #expect(describedQuickly(Array(0..<1_000_000)) == text.prefix(200) + "…")
  }

  @Test func aHugeSetOrDictionaryIsDescribedByItsCount() {
    let numbers = Set(0..<100_000)
    let names = Dictionary(uniqueKeysWithValues: (0..<100_000).map { ("name \($0)", $0) })
    #expect(describedQuickly(numbers) == "[… 100000 elements]")
    #expect(describedQuickly(names) == "[… 100000 entries]")
  }

  @Test func aCharacterOfManyCombiningMarksIsCutByScalars() {
    let accented = "a" + String(repeating: "\u{301}", count: 400_000)
    let expected = "\"a" + String(repeating: "\u{301}", count: 198) + "…"
    #expect(Array(describedQuickly(accented).unicodeScalars) == Array(expected.unicodeScalars))
    #expect(
      Array(describedQuickly(Character(accented)).unicodeScalars) == Array(expected.unicodeScalars))
  }

  @Test func aHugeStringIsCutBeforeItIsEscaped() {
    let huge = String(repeating: "\n", count: 10_000_000)
    #expect(describedQuickly(huge) == "\"" + String(repeating: "\\n", count: 99) + "\\…")
    #expect(
      describedQuickly(huge.dropFirst()) == "\"" + String(repeating: "\\n", count: 99) + "\\…")
  }

  @Test func aTypesOwnDescriptionIsUsedAndCut() {
    #expect(describedQuickly(Verbose(length: 5)) == "xxxxx")
    #expect(
      describedQuickly(Verbose(length: 1_000_000)) == String(repeating: "x", count: 200) + "…")
  }

  @Test func anObjectsAddressIsLeftOutOfItsDescription() {
    #expect(describeValue(NSObject()) == "<NSObject: 0x…>")
    #expect(describeValue(Widget()) == "<\(widgetClassName): 0x…>")
    #expect(describeValue(Gadget()) == "Gadget 0x1234 at 0x…")
  }

  @Test func aDescriptionThatFitsExactlyIsNotMarkedAsCut() {
    #expect(describeValue(Verbose(length: 200)) == String(repeating: "x", count: 200))
    #expect(describeValue(Verbose(length: 201)) == String(repeating: "x", count: 200) + "…")
  }
}

/// Describes `value`, and expects it to take well under the time a test
/// may take, in the processor time of its thread, which a loaded machine
/// does not lengthen: a loose bound, only to catch a walk of every child.
func describedQuickly(
  _ value: Any?, sourceLocation: SourceLocation = #_sourceLocation
) -> String {
  var described = ""
  let spent = threadCPUTime { described = describeValue(value) }
  #expect(spent < .seconds(2), sourceLocation: sourceLocation)
  return described
}

/// A value whose mirror lists the value itself among its children.
struct Recursive: CustomReflectable {
  let id: Int
  var customMirror: Mirror {
    Mirror(self, children: ["id": id, "again": self], displayStyle: .struct)
  }
}

/// A value whose mirror shows it as an optional that holds the value itself.
struct Box: CustomReflectable {
  var customMirror: Mirror { Mirror(self, unlabeledChildren: [self], displayStyle: .optional) }
}

/// A collection whose mirror lists the collection itself, again and again.
struct Nest: CustomReflectable {
  var customMirror: Mirror {
    Mirror(
      self, unlabeledChildren: repeatElement(self, count: 1_000_000), displayStyle: .collection)
  }
}

/// A node of a ring of references, which its mirror shows as a structure.
final class Ring: CustomReflectable {
  var next: Ring?
  var customMirror: Mirror { Mirror(self, children: ["next": next as Any], displayStyle: .struct) }
}

/// A value that describes itself in `length` characters.
struct Verbose: CustomStringConvertible {
  let length: Int
  var description: String { String(repeating: "x", count: length) }
}

extension Chain {
  /// Takes the list apart a link at a time: the runtime would release a long
  /// one recursively, a frame per link.
  mutating func dismantle() {
    while case .link(_, let rest) = self { self = rest }
  }
}

/// An object with `NSObject`'s description, which shows its address.
final class Widget: NSObject {}

/// How `NSObject`'s description names `Widget`.
#if canImport(Darwin)
  let widgetClassName = "SwiftMockTests.Widget"
#else
  let widgetClassName = "Widget"
#endif

/// An object with a description of its own that shows its address.
final class Gadget: NSObject {
  override var description: String {
    "Gadget 0x1234 at 0x\(String(UInt(bitPattern: ObjectIdentifier(self).hashValue), radix: 16))"
  }
}
