import Foundation
import SwiftMockTestSupport
import Testing

@testable import SwiftMock

/// Which matchers may run code the library does not own, and so must be
/// decided outside its lock.
struct ArgumentMatcherTests {
  @Test func equalityOfTheStandardLibrarysScalarsRunsNoUserCode() {
    var values: [Any] = [
      1, Int8(1), Int16(1), Int32(1), Int64(1), UInt(1), UInt8(1), UInt16(1), UInt32(1),
      UInt64(1), true, "text", Character("c"), 1.5, Float(1.5), Double.nan, Float.nan,
    ]
    if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
      values += [Int128(1), UInt128(1)]
    }
    for value in values {
      #expect(!ArgumentMatcher(equalTo: value).runsUserCode, "\(type(of: value))")
    }
  }

  @Test func nilOptionalsOfScalarsMetatypesAndIdentityRunNoUserCode() {
    let pure: [Any?] = [nil, Int?.some(5) as Any, Int?.none as Any, Int.self, Dog(), Puppy()]
    for value in pure {
      #expect(!ArgumentMatcher(equalTo: value).runsUserCode, "\(String(describing: value))")
    }
  }

  @Test func everyOtherComparisonRunsUserCode() {
    let impure: [Any] = [
      Measured(value: 1), [1, 2], Point(x: 1, label: "a"), (1, 2), Direction.up,
      NSNumber(value: 1), "text".dropFirst(), Recursive(id: 1), Data(), ["a": 1],
    ]
    for value in impure {
      #expect(ArgumentMatcher(equalTo: value).runsUserCode, "\(type(of: value))")
    }
  }

  @Test func anyRunsNoUserCodeAndAnyWhereDoes() {
    #expect(!ArgumentMatcher.anyValue.runsUserCode)
    #expect(ArgumentMatcher.satisfying { (value: Int) in value > 0 }.runsUserCode)
    #expect(ArgumentMatcher(description: "custom") { _ in true }.runsUserCode)
  }

  @Test func aCallPatternRunsUserCodeIfAnyOfItsMatchersDoes() {
    func pattern(_ matchers: [ArgumentMatcher]) -> CallPattern {
      CallPattern(
        RecordedCall(
          function: MockedMember("f", returning: Void.self, effects: .none),
          arguments: matchers.map { _ in nil },
          matchers: matchers))
    }
    #expect(!pattern([]).runsUserCode)
    #expect(
      !pattern([.anyValue, ArgumentMatcher(equalTo: 42), ArgumentMatcher(equalTo: "a")])
        .runsUserCode)
    #expect(pattern([.anyValue, ArgumentMatcher(equalTo: Measured(value: 1))]).runsUserCode)
    #expect(pattern([.satisfying { (_: Int) in true }, ArgumentMatcher(equalTo: 1)]).runsUserCode)
  }
}

/// The matcher an `expect` block's plain argument becomes, read in place:
/// it agrees with the one made from the value as `Any?` on every input,
/// including those whose layout looks like an `Int` or a `String` at first.
struct InPlaceArgumentMatcherTests {
  /// Values of awkward layouts: empty and full optionals, bridged numbers
  /// and strings, hashable boxes, NaN, class instances, nested `Any`.
  static var values: [Any?] {
    [
      nil, 42, -1, Int.max, "text", "", "a long string that does not fit inline in a String",
      Int?.some(42) as Any, Int?.none as Any, String?.some("text") as Any,
      Int??.some(nil) as Any, NSNumber(value: 42), NSString(string: "text"),
      AnyHashable(42), AnyHashable("text"), Double.nan, 42.0, Int8(42), UInt(42),
      Character("t"), Dog(), [42], ["text": 42], (42 as Any) as Any, Optional(42 as Any) as Any,
    ]
  }

  @Test(arguments: 0..<values.count)
  func aMatcherReadInPlaceMatchesWhatTheGeneralOneMatches(expectedIndex: Int) {
    let expected = Self.values[expectedIndex]
    let general = ArgumentMatcher(equalTo: expected)
    let inPlace = withUnsafePointer(to: expected) { ArgumentMatcher(equalToArgumentAt: $0) }
    #expect(inPlace.runsUserCode == general.runsUserCode)
    #expect(inPlace.description == general.description)
    for (actualIndex, actual) in Self.values.enumerated() {
      let byValue = inPlace.matches(actual)
      let byPointer = withUnsafePointer(to: actual) { argument in
        withUnsafePointer(to: inPlace) { matcher in
          ArgumentMatcher.matches(matcher, argumentAt: argument)
        }
      }
      let expectedResult = general.matches(actual)
      #expect(
        byValue == expectedResult && byPointer == expectedResult,
        "expected \(String(describing: expected)) (\(expectedIndex)), actual \(String(describing: actual)) (\(actualIndex))"
      )
    }
  }

  @Test func anIntOrAStringMatchesOnlyItsOwnTypeAndValue() {
    let int = withUnsafePointer(to: 42 as Any?) { ArgumentMatcher(equalToArgumentAt: $0) }
    let string = withUnsafePointer(to: "42" as Any?) { ArgumentMatcher(equalToArgumentAt: $0) }
    #expect(int.matches(42))
    #expect(!int.matches(43))
    #expect(!int.matches("42"))
    #expect(!int.matches(NSNumber(value: 42)))
    // An optional that holds a value matches by that value.
    #expect(int.matches(Int?.some(42) as Any))
    #expect(!int.matches(Int?.none as Any))
    #expect(!int.matches(nil))
    #expect(string.matches("42"))
    #expect(!string.matches("43"))
    #expect(!string.matches(42))
    #expect(!string.matches(NSString(string: "42")))
  }
}
