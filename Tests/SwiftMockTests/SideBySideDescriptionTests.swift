import Foundation
import SwiftMockTestSupport
import Testing

@testable import SwiftMock

/// Arguments that differ never read the same when an expected call and a
/// received one are shown side by side.
struct SideBySideDescriptionTests {
  @Test func valuesOfDifferentTypesThatReadTheSameAreWrittenWithTheirTypes() {
    let described = describeArgumentsSideBySide(
      expected: [Int64(1), "a", 2.5 as Float], actual: [1, "a", 2.5])
    #expect(described.expected == ["1 as Int64", "\"a\"", "2.5 as Float"])
    #expect(described.actual == ["1 as Int", "\"a\"", "2.5 as Double"])
  }

  @Test func typesOfTheSameNameAreWrittenWithTheirModuleAndScope() {
    let described = describeArgumentsSideBySide(expected: [Kennel.Dog()], actual: [Shelter.Dog()])
    #expect(described.expected == ["Rex as SwiftMockTests.Kennel.Dog"])
    #expect(described.actual == ["Rex as SwiftMockTests.Shelter.Dog"])
  }

  @Test func instancesThatReadTheSameAreNumberedInTheOrderTheyAppear() {
    let (first, second) = (Dog(), Dog())
    let described = describeArgumentsSideBySide(
      expected: [first, first, second], actual: [first, second, first])
    #expect(
      described.expected == [
        "SwiftMockTests.Dog", "SwiftMockTests.Dog (instance 1)",
        "SwiftMockTests.Dog (instance 2)",
      ])
    #expect(
      described.actual == [
        "SwiftMockTests.Dog", "SwiftMockTests.Dog (instance 2)",
        "SwiftMockTests.Dog (instance 1)",
      ])
  }

  @Test func instancesThatDescribeThemselvesAlikeAreNumbered() {
    let described = describeArgumentsSideBySide(expected: [Puppy()], actual: [Puppy()])
    #expect(described.expected == ["Rex (instance 1)"])
    #expect(described.actual == ["Rex (instance 2)"])
  }

  @Test func objectsThatReadTheSameOnceTheirAddressesAreLeftOutAreNumbered() {
    let described = describeArgumentsSideBySide(expected: [Widget()], actual: [Widget()])
    #expect(described.expected == ["<\(widgetClassName): 0x…> (instance 1)"])
    #expect(described.actual == ["<\(widgetClassName): 0x…> (instance 2)"])
  }

  @Test func instancesInsideValuesAreNumbered() {
    let (first, second) = (Node(), Node())
    let described = describeArgumentsSideBySide(
      expected: [Linked(head: first, count: 2)], actual: [Linked(head: second, count: 2)])
    #expect(described.expected == ["Linked(head: SwiftMockTests.Node (instance 1), count: 2)"])
    #expect(described.actual == ["Linked(head: SwiftMockTests.Node (instance 2), count: 2)"])
  }

  @Test func valuesWhoseOwnDescriptionsReadTheSameAreWrittenWithTheirFields() {
    let described = describeArgumentsSideBySide(
      expected: [Member(id: 1, name: "ann")], actual: [Member(id: 2, name: "ann")])
    #expect(described.expected == [#"Member(id: 1, name: "ann")"#])
    #expect(described.actual == [#"Member(id: 2, name: "ann")"#])
  }

  @Test func nilAndAValueThatReadsAsNilAreToldApart() {
    let described = describeArgumentsSideBySide(
      expected: [nil, Nothing()], actual: [Nothing(), nil])
    #expect(described.expected == ["nil", "nil as Nothing"])
    #expect(described.actual == ["nil as Nothing", "nil"])
  }

  @Test func equalArgumentsAndArgumentsThatReadDifferentlyAreLeftAsTheyAre() {
    let dog = Dog()
    let described = describeArgumentsSideBySide(
      expected: [42, "x", dog, nil, 1], actual: [42, "x", dog, nil as Int?, 2])
    #expect(described.expected == ["42", "\"x\"", "SwiftMockTests.Dog", "nil", "1"])
    #expect(described.actual == ["42", "\"x\"", "SwiftMockTests.Dog", "nil", "2"])
  }

  @Test func argumentsBeyondTheOtherCallsAreDescribedAsTheyAre() {
    let described = describeArgumentsSideBySide(expected: [1, 2], actual: [1])
    #expect(described.expected == ["1", "2"])
    #expect(described.actual == ["1"])
  }

  @Test func aCallPatternShowsItsMatchersAndTellsItsValuesApart() {
    let pattern = CallPattern(
      RecordedCall(
        function: MockedMember("log(_:level:)", returning: Void.self, effects: .none),
        arguments: ["", Int64(3)],
        matchers: [
          ArgumentMatcher(description: "any()") { _ in true }, ArgumentMatcher(equalTo: Int64(3)),
        ]))
    let described = pattern.describeSideBySide(with: ["boot", 3])
    #expect(described.expected == "log(any(), level: 3 as Int64)")
    #expect(described.actual == #"log("boot", level: 3 as Int)"#)
  }
}

/// A class that is not `Equatable`, with no description of its own.
final class Dog {}

/// A class whose instances all describe themselves alike.
final class Puppy: CustomStringConvertible {
  var description: String { "Rex" }
}

enum Kennel {
  struct Dog: CustomStringConvertible {
    var description: String { "Rex" }
  }
}

enum Shelter {
  struct Dog: CustomStringConvertible {
    var description: String { "Rex" }
  }
}

/// A value whose description leaves out its identifier.
struct Member: CustomStringConvertible {
  let id: Int
  let name: String
  var description: String { name }
}

/// A value that describes itself as `nil`.
struct Nothing: CustomStringConvertible {
  var description: String { "nil" }
}
