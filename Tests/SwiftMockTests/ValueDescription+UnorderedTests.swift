import Foundation
import SwiftMockTestSupport
import Testing

@testable import SwiftMock

/// Sets and dictionaries read the same on every run, whatever the order of
/// their storage, which depends on the order of insertion, the capacity and
/// the hashing seed of the process.
struct UnorderedValueDescriptionTests {
  /// The keys `k00` to `k39`, in four orders.
  private let orders: [[String]] = {
    let keys = (0..<40).map { "k" + ($0 < 10 ? "0\($0)" : "\($0)") }
    let scattered = (0..<40).map { keys[($0 * 7) % 40] }
    return [keys, keys.reversed(), scattered, scattered.reversed()]
  }()

  private let sortedKeys = (0..<40).map { "\"k" + ($0 < 10 ? "0\($0)" : "\($0)") + "\"" }

  @Test func aSetIsDescribedInTheOrderOfItsElementsDescriptions() {
    let sets = orders.flatMap { keys in
      var roomy = Set<String>(minimumCapacity: 4_096)
      for key in keys { roomy.insert(key) }
      return [Set(keys), roomy]
    }
    let expected = "[" + sortedKeys.joined(separator: ", ")
    for set in sets {
      #expect(describeValue(set) == expected.prefix(200) + "…")
    }
  }

  @Test func aDictionaryIsDescribedInTheOrderOfItsKeys() {
    let expected = "[" + sortedKeys.enumerated().map { "\($1): \($0)" }.joined(separator: ", ")
    for keys in orders {
      var dictionary = [String: Int](minimumCapacity: keys.count == 40 ? 40 : 4_096)
      for key in keys { dictionary[key] = Int(key.dropFirst())! }
      #expect(describeValue(dictionary) == expected.prefix(200) + "…")
    }
  }

  @Test func theSameFailureReadsTheSameWhateverTheInsertionOrder() {
    var messages: Set<String> = []
    var line = 0
    for keys in orders {
      var metadata: [String: Any] = [:]
      for key in keys { metadata[key] = key == "k01" ? Set(keys) : key.count }
      line = #line; let failures = captureFailures { MockRecorder().take(metadata) }
      messages.formUnion(failures.map(\.message))
    }
    let set = "[" + sortedKeys.joined(separator: ", ")
    let unexpected = expectedCallFailure(
      "[Recorder] Unexpected call: take([\"k00\": 3, \"k01\": \(set.prefix(182))…)",
      calledAt: line, madeAt: line)
    #expect(messages == [unexpected.message])
  }

  @Test func elementsAreSortedByTheirDescriptionsAsText() {
    #expect(describeValue(Set([10, 9, 100])) == "[10, 100, 9]")
    let mixed: [AnyHashable: Any] = [1: "a", "1": "b", 1.5: "c", Direction.up: Int?.none as Any]
    #expect(describeValue(mixed) == #"["1": "b", 1: "a", 1.5: "c", up: nil]"#)
  }

  @Test func aSetOfInstancesThatDescribeThemselvesAlikeReadsTheSame() {
    #expect(describeValue(Set([Tag(), Tag(), Tag()])) == "[tag, tag, tag]")
  }

  @Test func aCollectionWithADescriptionOfItsOwnKeepsItsOrder() {
    let pairs: KeyValuePairs = ["b": 1, "a": 2]
    #expect(describeValue(pairs) == #"["b": 1, "a": 2]"#)
  }

  @Test func aThousandEntriesAreSortedAndOneMoreAreCounted() {
    let keys = (0..<1_001).map { "k" + String(String($0 + 10_000).dropFirst()) }
    let thousand = Dictionary(uniqueKeysWithValues: keys.prefix(1_000).reversed().map { ($0, 0) })
    let expected = "[" + keys.prefix(30).map { "\"\($0)\": 0" }.joined(separator: ", ")
    #expect(describedQuickly(thousand) == expected.prefix(200) + "…")
    let more = Dictionary(uniqueKeysWithValues: keys.map { ($0, 0) })
    #expect(describedQuickly(more) == "[… 1001 entries]")
  }

  @Test func emptySetsAndDictionariesAreWrittenAsLiterals() {
    #expect(describeValue(Set<Int>()) == "[]")
    #expect(describeValue([String: Int]()) == "[:]")
    #expect(describeValue([:] as KeyValuePairs<String, Int>) == "[:]")
  }

  @Test func aSetMirroredByAValueThatIsNoCollectionIsSortedOrSaidToBeLarge() {
    #expect(describeValue(Bag(count: 3)) == "[0, 1, 2]")
    #expect(describedQuickly(Bag(count: 100_000)) == "[… more than 1000 elements]")
  }

  @Test func setsNestedDeeperThanTheDepthLimitAreCutShort() {
    var nested: Any = Set([1])
    for _ in 0..<12 { nested = [nested] }
    #expect(
      describeValue(nested) == String(repeating: "[", count: 12) + "[…]"
        + String(repeating: "]", count: 12))
  }

  @Test func theDescriptionIsTheSameInAnotherProcess() async {
    // A child process hashes with a seed of its own.
    await #expect(processExitsWith: .success) {
      let set = Set((0..<40).map { "k" + ($0 < 10 ? "0\($0)" : "\($0)") })
      let expected =
        #"["k00", "k01", "k02", "k03", "k04", "k05", "k06", "k07", "k08", "k09", "k10", "k11", "k12", "k13", "k14", "k15", "k16", "k17", "k18", "k19", "k20", "k21", "k22", "k23", "k24", "k25", "k26", "k27", "k2…"#
      if describeValue(set) != expected { exit(1) }
    }
  }
}

/// A hashable class whose instances all describe themselves alike.
final class Tag: Hashable, CustomStringConvertible {
  var description: String { "tag" }
  static func == (lhs: Tag, rhs: Tag) -> Bool { lhs === rhs }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A value that its mirror shows as a set of the numbers below `count`, in
/// descending order, and that is no collection.
struct Bag: CustomReflectable {
  let count: Int
  var customMirror: Mirror {
    Mirror(self, unlabeledChildren: (0..<count).reversed(), displayStyle: .set)
  }
}
