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
          matchers: matchers,
          canThrow: false, isAsync: false))
    }
    #expect(!pattern([]).runsUserCode)
    #expect(
      !pattern([.anyValue, ArgumentMatcher(equalTo: 42), ArgumentMatcher(equalTo: "a")])
        .runsUserCode)
    #expect(pattern([.anyValue, ArgumentMatcher(equalTo: Measured(value: 1))]).runsUserCode)
    #expect(pattern([.satisfying { (_: Int) in true }, ArgumentMatcher(equalTo: 1)]).runsUserCode)
  }
}
