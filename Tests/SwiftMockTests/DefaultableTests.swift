import Foundation
import SwiftMock
import SwiftMockTestSupport
import Testing

/// Members returning every kind of type that has a default.
protocol Defaults {
  func bool() -> Bool
  func int() -> Int
  func uint8() -> UInt8
  func double() -> Double
  func string() -> String
  func optional() -> User?
  func array() -> [User]
  func dictionary() -> [String: User]
  func set() -> Set<Int>
  func data() -> Data
  func date() -> Date
  func url() -> URL
  func uuid() -> UUID
  func decimal() -> Decimal
  func custom() -> Account
  func caseIterable() -> Weekday
  func optionSet() -> Permissions
  func collection() -> Stack
}

/// A user type that opts in to a default.
struct Account: Defaultable, Equatable {
  let owner: String
  static var mockDefault: Account { Account(owner: "nobody") }
}

enum Weekday: CaseIterable {
  case monday, tuesday
}

struct Permissions: OptionSet {
  let rawValue: Int
  static let read = Permissions(rawValue: 1)
}

struct Stack: RangeReplaceableCollection {
  var items: [Int] = []
  init() {}
  var startIndex: Int { items.startIndex }
  var endIndex: Int { items.endIndex }
  subscript(position: Int) -> Int { items[position] }
  func index(after index: Int) -> Int { items.index(after: index) }
  mutating func replaceSubrange<C: Collection<Int>>(_ subrange: Range<Int>, with newElements: C) {
    items.replaceSubrange(subrange, with: newElements)
  }
}

final class MockDefaults: Mock<Defaults>, Defaults {
  func bool() -> Bool { accept() }
  func int() -> Int { accept() }
  func uint8() -> UInt8 { accept() }
  func double() -> Double { accept() }
  func string() -> String { accept() }
  func optional() -> User? { accept() }
  func array() -> [User] { accept() }
  func dictionary() -> [String: User] { accept() }
  func set() -> Set<Int> { accept() }
  func data() -> Data { accept() }
  func date() -> Date { accept() }
  func url() -> URL { accept() }
  func uuid() -> UUID { accept() }
  func decimal() -> Decimal { accept() }
  func custom() -> Account { accept() }
  func caseIterable() -> Weekday { accept() }
  func optionSet() -> Permissions { accept() }
  func collection() -> Stack { accept() }
}

/// How every message about `User`, which has no default, ends.
let userDefaultFix = """
  give the mocked member a default with accept(default: …), or make User conform to \
  Defaultable: extension User: Defaultable { public static var mockDefault: User { … } }
  """

/// A class with no default value of its own, like a framework's task type.
final class Job: Sendable {
  let name: String
  init(name: String) { self.name = name }
}

protocol Scheduler {
  func schedule(_ name: String) -> Job
  func scheduleThrowing(_ name: String) throws -> Job
}

/// A mock whose members give their own default for a type that has none.
final class MockScheduler: Mock<Scheduler>, Scheduler {
  static let placeholder = Job(name: "placeholder")
  func schedule(_ name: String) -> Job { accept(name, default: Self.placeholder) }
  func scheduleThrowing(_ name: String) throws -> Job {
    try throwingAccept(name, default: Self.placeholder)
  }
}

struct DefaultableTests {
  @Test func anUnexpectedCallReturnsTheDefaultAndIsReported() {
    var line = 0
    // Each call is made in the expansion of `#expect(…)`, which is not in
    // this file: the innermost line of this file that led to it is that of
    // the call that runs the block.
    let blockLine = #line + 1
    let failures = captureFailures {
      line = #line; let mock = MockDefaults()
      #expect(mock.bool() == false)
      #expect(mock.int() == 0)
      #expect(mock.uint8() == 0)
      #expect(mock.double() == 0)
      #expect(mock.string() == "")
      #expect(mock.optional() == nil)
      #expect(mock.array() == [])
      #expect(mock.dictionary() == [:])
      #expect(mock.set() == [])
      #expect(mock.data() == Data())
      #expect(mock.date() == Date(timeIntervalSinceReferenceDate: 0))
      #expect(mock.url() == URL(string: "about:blank"))
      #expect(mock.uuid().uuidString == "00000000-0000-0000-0000-000000000000")
      #expect(mock.decimal() == 0)
      #expect(mock.custom() == Account(owner: "nobody"))
      #expect(mock.caseIterable() == .monday)
      #expect(mock.optionSet() == [])
      #expect(mock.collection().isEmpty)
    }
    let names = [
      "bool", "int", "uint8", "double", "string", "optional", "array", "dictionary", "set", "data",
      "date", "url", "uuid", "decimal", "custom", "caseIterable", "optionSet", "collection",
    ]
    expectFailures(
      failures,
      names.map {
        expectedCallFailure(
          """
          [Defaults] Unexpected call: \($0)()
            the mock was made at \(here(line))
          """, calledAt: blockLine, madeAt: line)
      })
  }

  @Test func anExpectedCallWithoutReturningReturnsTheDefaultQuietly() {
    let mock = MockDefaults()
    mock.expect { $0.custom() }
    mock.expect { $0.string() }
    let failures = captureFailures {
      #expect(mock.custom() == Account(owner: "nobody"))
      #expect(mock.string() == "")
      mock.verify()
    }
    #expect(failures.isEmpty)
  }

  @Test func aThrowingMemberWithNoDefaultThrowsAMockError() {
    var line = 0
    var callLine = 0
    var thrown: (any Error)?
    let failures = captureFailures {
      line = #line; let mock = MockTestProtocol()
      do {
        callLine = #line; _ = try mock.loadUser()
      } catch {
        thrown = error
      }
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [TestProtocol] Unexpected call: loadUser()
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line)
      ])
    #expect(
      thrown as? MockError
        == MockError(
          message:
            "[TestProtocol] Unexpected call: loadUser() returns User, a type with no default value, so the mock cannot answer it. Expect the call with .returning(…), \(userDefaultFix)"
        ))
  }

  @Test func aThrowingMemberExpectedWithoutReturningFailsAtItsExpectAndThrowsAMockError() {
    let mock = MockTestProtocol()
    var line = 0
    let failures = captureFailures {
      line = #line; mock.expect { try $0.loadUser() }
    }
    expectFailures(
      failures,
      [
        (
          "[TestProtocol] loadUser() returns User, a type with no default value, and this expect gives it no answer. Add .returning(…) to it, \(userDefaultFix)",
          line
        )
      ])
    #expect(
      throws: MockError(
        message:
          "[TestProtocol] loadUser() was expected at \(here(line)) without .returning(…), and returns User, a type with no default value. Add .returning(…) to that expectation, \(userDefaultFix)"
      )
    ) { try mock.loadUser() }
  }

  @Test func aMemberWithNoDefaultWorksWhenTheExpectationReturnsAValue() throws {
    let mock = MockTestProtocol()
    mock.expect { try $0.loadUser() }.returning(User(id: 7))
    #expect(try mock.loadUser() == User(id: 7))
  }

  @Test func aMemberWithItsOwnDefaultCanBeExpectedAndAnswersWithIt() throws {
    let mock = MockScheduler()
    let nightly = Job(name: "nightly")
    mock.expect { $0.schedule("nightly") }.returning(nightly)
    mock.expect { $0.schedule("hourly") }
    mock.expect { try $0.scheduleThrowing("weekly") }
    #expect(mock.schedule("nightly") === nightly)
    #expect(mock.schedule("hourly") === MockScheduler.placeholder)
    #expect(try mock.scheduleThrowing("weekly") === MockScheduler.placeholder)
    #expect(captureFailures { mock.verify() }.isEmpty)
  }

  @Test func anUnexpectedCallOfAMemberWithItsOwnDefaultReturnsIt() {
    var line = 0
    var callLine = 0
    var job: Job?
    let failures = captureFailures {
      line = #line; let mock = MockScheduler()
      callLine = #line; job = mock.schedule("daily")
    }
    #expect(job === MockScheduler.placeholder)
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [Scheduler] Unexpected call: schedule("daily")
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line)
      ])
  }

  @Test func aTupleReturnTypeCanOnlyGetTheMembersOwnDefault() {
    final class MockPairs: Mock<TestProtocol> {
      func pair() throws -> (Int, String) { try throwingAccept() }
    }
    var thrown: (any Error)?
    var line = 0
    let failures = captureFailures {
      do {
        line = #line; _ = try MockPairs().pair()
      } catch {
        thrown = error
      }
    }
    #expect(
      thrown as? MockError
        == MockError(
          message:
            "[TestProtocol] Unexpected call: pair() returns (Int, String), a type with no default value, so the mock cannot answer it. Expect the call with .returning(…), give the mocked member a default with accept(default: …)"
        ))
    expectFailures(
      failures,
      [expectedCallFailure("[TestProtocol] Unexpected call: pair()", calledAt: line, madeAt: line)])
  }

  @Test func anUnexpectedCallWithNoDefaultReturnsAValueBuiltFromTheFields() {
    var line = 0
    var callLine = 0
    var user: User?
    let failures = captureFailures {
      line = #line; let mock = MockTestProtocol()
      callLine = #line; user = mock.user()
    }
    #expect(user == User(id: 0))
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [TestProtocol] Unexpected call: user()
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line)
      ])
  }

  @Test func anUnexpectedCallWithNoDefaultReusesTheLastAnswerTheTestGaveIt() {
    let line = #line; let mock = MockTestProtocol()
    mock.expect { $0.user() }.returning(User(id: 3))
    #expect(mock.user() == User(id: 3))
    var answer: User?
    var callLine = 0
    let failures = captureFailures {
      callLine = #line; answer = mock.user()
    }
    #expect(answer == User(id: 3))
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [TestProtocol] Unexpected call: user()
            already received: user(), 1 call (\(here(line + 1)))
            received: user()
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line)
      ])
  }
}

/// A user type whose empty value is written `nil`.
struct Filter: ExpressibleByNilLiteral, Equatable {
  var terms: [String]
  init(nilLiteral: ()) { terms = [] }
}

/// A user type with a zero of its own.
struct Money: AdditiveArithmetic {
  var cents: Int
  static var zero: Money { Money(cents: 0) }
  static func + (left: Money, right: Money) -> Money { Money(cents: left.cents + right.cents) }
  static func - (left: Money, right: Money) -> Money { Money(cents: left.cents - right.cents) }
}

/// Members returning the remaining standard types with a default, and user
/// types that have one through a standard protocol.
protocol NumericDefaults {
  func int8() -> Int8
  func int16() -> Int16
  func int32() -> Int32
  func int64() -> Int64
  func uint() -> UInt
  func uint16() -> UInt16
  func uint32() -> UInt32
  func uint64() -> UInt64
  func float() -> Float
  func substring() -> Substring
  func nilLiteral() -> Filter
  func additive() -> Money
}

final class MockNumericDefaults: Mock<NumericDefaults>, NumericDefaults {
  func int8() -> Int8 { accept() }
  func int16() -> Int16 { accept() }
  func int32() -> Int32 { accept() }
  func int64() -> Int64 { accept() }
  func uint() -> UInt { accept() }
  func uint16() -> UInt16 { accept() }
  func uint32() -> UInt32 { accept() }
  func uint64() -> UInt64 { accept() }
  func float() -> Float { accept() }
  func substring() -> Substring { accept() }
  func nilLiteral() -> Filter { accept() }
  func additive() -> Money { accept() }
}

struct MoreDefaultableTests {
  @Test func everyStandardNumberAndSubstringDefaultsToZeroOrEmpty() {
    let mock = MockNumericDefaults()
    mock.allow { $0.int8() }.returning(-1)
    let failures = captureFailures {
      #expect(mock.int16() == 0)
      #expect(mock.int32() == 0)
      #expect(mock.int64() == 0)
      #expect(mock.uint() == 0)
      #expect(mock.uint16() == 0)
      #expect(mock.uint32() == 0)
      #expect(mock.uint64() == 0)
      #expect(mock.float() == 0)
      #expect(mock.substring() == "")
    }
    #expect(failures.count == 9)
    #expect(mock.int8() == -1)
    #expect(Int8.mockDefault == 0)
  }

  @Test func aTypeWrittenNilOrWithAZeroDefaultsToThat() {
    let mock = MockNumericDefaults()
    mock.expect { $0.nilLiteral() }
    mock.expect { $0.additive() }
    #expect(mock.nilLiteral() == nil)
    #expect(mock.additive() == .zero)
    #expect(captureFailures { mock.verify() }.isEmpty)
  }
}
