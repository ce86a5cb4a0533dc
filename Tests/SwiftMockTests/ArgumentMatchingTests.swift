import Foundation
import SwiftMock
import SwiftMockTestSupport
import Testing

/// A protocol whose members take arguments of every kind the matcher handles.
protocol Recorder {
  func take(_ value: Any?)
  func take(point: Point)
  func take(reference: Reference)
  func take(optional: Int?)
}

final class MockRecorder: Mock<Recorder>, Recorder {
  func take(_ value: Any?) { accept(value) }
  func take(point: Point) { accept(point) }
  func take(reference: Reference) { accept(reference) }
  func take(optional: Int?) { accept(optional) }
}

/// Neither `Equatable` nor a class: compared by structure.
struct Point {
  var x: Int
  var label: String
}

/// A class that is not `Equatable`: compared by identity.
final class Reference {}

enum Direction {
  case up, down
}

/// An enum case with a single value, which has no description of its own.
enum Parcel {
  case box(Point)
}

struct ArgumentMatchingTests {
  /// Whether one call with `actual` satisfies an expectation of `expected`.
  private func matches(_ expected: Any?, _ actual: Any?) -> Bool {
    let mock = MockRecorder()
    mock.expect { $0.take(expected) }
    let failures = captureFailures {
      mock.take(actual)
      mock.verify()
    }
    return failures.isEmpty
  }

  /// The failure of an unexpected `call` of the `MockRecorder` made at
  /// `madeLine`, made at `callLine`.
  private func unexpected(
    _ call: String, calledAt callLine: Int, madeAt madeLine: Int
  ) -> (message: String, line: Int) {
    expectedCallFailure(
      """
      [Recorder] Unexpected call: \(call)
        the mock was made at \(here(madeLine))
      """, calledAt: callLine, madeAt: madeLine)
  }

  @Test func equatableValuesMatchByEquality() {
    #expect(matches(42, 42))
    #expect(!matches(42, 41))
    #expect(matches("dent", "dent"))
    #expect(matches([1, 2], [1, 2]))
    #expect(!matches([1, 2], [2, 1]))
  }

  @Test func valuesOfDifferentTypesNeverMatch() {
    #expect(!matches(42, "42"))
    #expect(!matches("42", 42))
    #expect(!matches(42, 42.0))
    #expect(!matches(Int64(42), 42))
  }

  @Test func nilMatchesOnlyNil() {
    #expect(matches(nil, nil))
    #expect(!matches(nil, 0))
    #expect(!matches(0, nil))
    let none: Int? = nil
    #expect(matches(none, nil))
  }

  @Test func optionalArgumentsMatchTheirWrappedValue() {
    let mock = MockRecorder()
    mock.expect { $0.take(optional: 5) }
    mock.expect { $0.take(optional: nil) }
    let failures = captureFailures {
      mock.take(optional: 5)
      mock.take(optional: nil)
      mock.verify()
    }
    #expect(failures.isEmpty)
  }

  @Test func otherValuesMatchByStructure() {
    #expect(matches(Point(x: 1, label: "a"), Point(x: 1, label: "a")))
    #expect(!matches(Point(x: 1, label: "a"), Point(x: 2, label: "a")))
    #expect(!matches(Point(x: 1, label: "a"), Point(x: 1, label: "b")))
  }

  @Test func enumCasesMatchByCase() {
    #expect(matches(Direction.up, Direction.up))
    #expect(!matches(Direction.up, Direction.down))
  }

  @Test func classInstancesMatchByIdentity() {
    let reference = Reference()
    #expect(matches(reference, reference))
    #expect(!matches(reference, Reference()))
  }

  @Test func metatypesMatchByIdentity() {
    #expect(matches(Int.self, Int.self))
    #expect(!matches(Int.self, String.self))
  }

  @Test func tuplesMatchElementByElement() {
    #expect(matches((1, "a"), (1, "a")))
    #expect(!matches((1, "a"), (1, "b")))
  }

  @Test func aStructureMismatchIsDescribedWithTheValues() {
    var line = 0
    var expectLine = 0
    var callLine = 0
    let failures = captureFailures {
      line = #line; let mock = MockRecorder()
      expectLine = #line; mock.expect { $0.take(point: Point(x: 1, label: "a")) }
      callLine = #line; mock.take(point: Point(x: 2, label: "a"))
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [Recorder] Unexpected call: take(point: Point(x: 2, label: "a"))
            expected: take(point: Point(x: 1, label: "a")) (\(here(expectLine)))
            received: take(point: Point(x: 2, label: "a"))
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line)
      ])
  }

  @Test func stringsAreQuotedAndNilIsSpelledOut() {
    var line = 0
    var callLines: [Int] = []
    let failures = captureFailures {
      line = #line; let mock = MockRecorder()
      callLines.append(#line); mock.take("42")
      callLines.append(#line); mock.take(42)
      callLines.append(#line); mock.take(nil)
      callLines.append(#line); mock.take(optional: 3)
    }
    expectFailures(
      failures,
      [
        unexpected("take(\"42\")", calledAt: callLines[0], madeAt: line),
        unexpected("take(42)", calledAt: callLines[1], madeAt: line),
        unexpected("take(nil)", calledAt: callLines[2], madeAt: line),
        unexpected("take(optional: 3)", calledAt: callLines[3], madeAt: line),
      ])
  }

  @Test func substringsCharactersPayloadsAndEmptyDictionariesAreDescribedAsWritten() {
    var line = 0
    var callLines: [Int] = []
    let failures = captureFailures {
      line = #line; let mock = MockRecorder()
      callLines.append(#line); mock.take("a dent".dropFirst(2))
      callLines.append(#line); mock.take(Character("x"))
      callLines.append(#line); mock.take(Parcel.box(Point(x: 1, label: "b")))
      callLines.append(#line); mock.take([String: Point]())
    }
    expectFailures(
      failures,
      [
        unexpected("take(\"dent\")", calledAt: callLines[0], madeAt: line),
        unexpected("take(\"x\")", calledAt: callLines[1], madeAt: line),
        unexpected("take(box(Point(x: 1, label: \"b\")))", calledAt: callLines[2], madeAt: line),
        unexpected("take([:])", calledAt: callLines[3], madeAt: line),
      ])
  }

  @Test func aHugeArgumentIsShortenedInTheMessage() {
    var line = 0
    let failures = captureFailures {
      line = #line; let mock = MockRecorder()
      mock.take(Array(repeating: 7, count: 10_000))
    }
    // The argument as written, cut to its first 200 characters and `…`.
    let written = "[" + Array(repeating: "7", count: 10_000).joined(separator: ", ") + "]"
    #expect(
      failures.map(\.message) == [
        expectedCallFailure(
          """
          [Recorder] Unexpected call: take(\(written.prefix(200))…)
            the mock was made at \(here(line))
          """, calledAt: line + 1, madeAt: line
        ).message
      ])
  }

  @Test func dictionariesOfNonEquatableValuesMatchWhateverTheirStorageOrder() {
    let pairs: [(String, Any)] = [
      ("user", "ann"), ("attempt", 2), ("sso", true), ("plan", "pro"), ("region", "eu"),
      ("ts", 17),
    ]
    var small: [String: Any] = [:]
    for (key, value) in pairs { small[key] = value }
    var large = [String: Any](minimumCapacity: 512)
    for (key, value) in pairs.reversed() { large[key] = value }
    #expect(matches(small, large))
    large["ts"] = 18
    #expect(!matches(small, large))
  }

  @Test func aBridgedValueDoesNotMatchTheValueItBridgesTo() {
    #expect(!matches(42, NSNumber(value: 42)))
    #expect(!matches(true, NSNumber(value: true)))
    #expect(!matches("text", NSString(string: "text")))
  }

  @Test func aValueThatBridgesMatchesAnEqualValueOfItsOwnType() {
    #expect(matches(NSNumber(value: 42), NSNumber(value: 42)))
    #expect(!matches(NSNumber(value: 42), NSNumber(value: 41)))
    #expect(!matches(NSNumber(value: 42), 42))
    #expect(matches(NSString(string: "text"), NSString(string: "text")))
    #expect(!matches(NSString(string: "text"), "text"))
  }

  @Test func aDeeplyNestedValueMatchesItself() {
    #expect(matches(Chain.make(length: 200), Chain.make(length: 200)))
    #expect(!matches(Chain.make(length: 200), Chain.make(length: 201)))
  }

  @Test func anExpectedNaNMatchesANaNOfItsType() {
    #expect(matches(Double.nan, Double.nan))
    #expect(matches(Float.nan, Float.nan))
    #expect(matches(-Double.nan, Double.signalingNaN))
    #expect(matches(CGFloat.nan, CGFloat.nan))
    #if !((os(macOS) || targetEnvironment(macCatalyst)) && arch(x86_64))
      #expect(matches(Float16.nan, Float16.nan))
    #endif
    #expect(!matches(Double.nan, 1.0))
    #expect(!matches(1.0, Double.nan))
    #expect(!matches(Double.nan, Float.nan))
    #expect(!matches(Double.nan, nil))
  }

  @Test func anExpectedNaNInAnOptionalMatchesANaN() {
    #expect(matches(Double?.some(.nan) as Any, Double.nan))
    #expect(matches(Double.nan, Double?.some(.nan) as Any))
    #expect(matches(Float??.some(.nan) as Any, Float?.some(.nan) as Any))
    #expect(!matches(Double?.some(.nan) as Any, Double?.none as Any))
  }

  @Test func aNaNInsideAValueComparedByStructureMatchesANaN() {
    #expect(matches(Reading(value: .nan, unit: "C"), Reading(value: .nan, unit: "C")))
    #expect(!matches(Reading(value: .nan, unit: "C"), Reading(value: 1, unit: "C")))
    #expect(!matches(Reading(value: .nan, unit: "C"), Reading(value: .nan, unit: "F")))
    #expect(matches((Double.nan, 1), (Double.nan, 1)))
    let expected: [String: Any] = ["t": Double.nan]
    #expect(matches(expected, ["t": Double.nan] as [String: Any]))
  }

  @Test func anEquatableContainerOfNaNKeepsItsOwnEquality() {
    // `==` of an array, or of a type of the test's own, compares its
    // elements with `==`, which no NaN satisfies.
    #expect(!matches([Double.nan], [Double.nan]))
    #expect(!matches(Measured(value: .nan), Measured(value: .nan)))
    #expect(matches(Measured(value: 1), Measured(value: 1)))
  }

  @Test func aCallThatMatchesDoesNotDescribeItsArguments() {
    let counter = DescriptionCounter()
    let mock = MockRecorder()
    mock.expect { $0.take(Loud(counter: counter)) }
    mock.take(Loud(counter: counter))
    #expect(captureFailures { mock.verify() }.isEmpty)
    #expect(counter.count.withLock { $0 } == 0)
  }
}

/// A reading that is neither `Equatable` nor a class: compared by structure.
struct Reading {
  var value: Double
  var unit: String
}

/// A value that is `Equatable` by its own (synthesized) `==`.
struct Measured: Equatable {
  var value: Double
}

/// A value nested as deep as its length, neither `Equatable` nor a class.
indirect enum Chain {
  case end
  case link(Int, Chain)

  static func make(length: Int) -> Chain {
    (0..<length).reduce(Chain.end) { .link($1, $0) }
  }
}

/// Counts how often a `Loud` value was described.
final class DescriptionCounter: Sendable {
  let count = LockedValue(0)
}

/// A value that notes each time it is described.
struct Loud: Equatable, CustomStringConvertible {
  let counter: DescriptionCounter

  var description: String {
    counter.count.withLock { $0 += 1 }
    return "loud"
  }

  static func == (lhs: Loud, rhs: Loud) -> Bool { lhs.counter === rhs.counter }
}
