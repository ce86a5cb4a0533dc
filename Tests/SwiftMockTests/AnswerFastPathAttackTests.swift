import Foundation
import SwiftMock
import SwiftMockTestSupport
import Testing

// Attacks on the synchronous call's fast path: a call whose expectation or
// answer gives a plain value of the member's type, or nothing to a member
// that returns nothing, ends under the lock. Each test checks that every
// answer is exactly what the test asked for, and every failure exactly what
// it was before the fast path: its whole message, at its line.

// MARK: - Values

/// Each value `.returning` gives a synchronous member is the value the call
/// returns: of the member's type exactly, of a subclass, of an existential,
/// of an `Optional`.
struct AnswerFastPathValueAttackTests {
  @Test func plainValuesOfTheMembersOwnTypeAreReturnedExactly() {
    let mock = MockFastPath()
    let failures = captureFailures {
      mock.expect { $0.count() }.returning(Int.min)
      mock.expect { $0.isReady() }.returning(true)
      mock.expect { $0.name() }.returning(String(repeating: "é", count: 40))
      mock.expect { $0.ratio() }.returning(-0.0)
      mock.expect { $0.pair() }.returning((7, "seven"))
      #expect(mock.count() == Int.min)
      #expect(mock.isReady())
      #expect(mock.name() == String(repeating: "é", count: 40))
      #expect(mock.ratio().sign == .minus)
      let pair = mock.pair()
      #expect(pair.0 == 7 && pair.1 == "seven")
      mock.verify()
    }
    expectFailures(failures, [])
  }

  @Test func optionalValuesKeepTheirNilAndTheirLevels() {
    let mock = MockFastPath()
    let failures = captureFailures {
      mock.expect { $0.maybe() }.returning(nil)
      mock.expect { $0.maybe() }.returning(5)
      mock.expect { $0.nested() }.returning(.some(nil))
      mock.expect { $0.nested() }.returning(nil)
      mock.expect { $0.nested() }.returning(.some(.some(3)))
      mock.expect { $0.optionalAnything() }.returning(nil)
      mock.expect { $0.optionalAnything() }.returning(.some(Int?.none as Any))
      mock.expect { $0.optionalAnything() }.returning(5)
      #expect(mock.maybe() == nil)
      #expect(mock.maybe() == 5)
      let someNil = mock.nested()
      #expect(someNil != nil && someNil! == nil)
      #expect(mock.nested() == nil)
      #expect(mock.nested() == .some(.some(3)))
      #expect(mock.optionalAnything() == nil)
      let wrapped = mock.optionalAnything()
      #expect(wrapped != nil)
      #expect(wrapped.map { "\(type(of: $0))" } == "Optional<Int>")
      #expect(mock.optionalAnything() as? Int == 5)
      mock.verify()
    }
    expectFailures(failures, [])
  }

  @Test func aSubclassInstanceIsReturnedWhereTheMemberReturnsItsSuperclass() throws {
    let mock = MockFastPath()
    let dog = FastPathDog(name: "Rex")
    let cat = FastPathAnimal(name: "Tom")
    let failures = try captureFailures { () throws in
      mock.expect { $0.animal() }.returning(dog)
      mock.expect { $0.animal() }.returning(cat)
      mock.expect { try $0.loadAnimal() }.returning(dog)
      mock.expect(errorType: FastPathError.self) { try $0.openAnimal() }.returning(dog)
      let first = mock.animal()
      #expect(first === dog)
      #expect(type(of: first) == FastPathDog.self)
      #expect(mock.animal() === cat)
      #expect(try mock.loadAnimal() === dog)
      #expect(try mock.openAnimal() === dog)
      mock.verify()
    }
    expectFailures(failures, [])
  }

  @Test func existentialsAnyAndAnyObjectGetTheValueGiven() {
    let mock = MockFastPath()
    let plant = FastPathPlant(name: "fern")
    let failures = captureFailures {
      mock.expect { $0.anything() }.returning(5)
      mock.expect { $0.anything() }.returning("five")
      mock.expect { $0.anything() }.returning(Optional<Int>.none as Any)
      mock.expect { $0.object() }.returning(plant)
      mock.expect { $0.shape() }.returning(FastPathSquare())
      mock.expect { $0.plant() }.returning(plant)
      mock.expect { $0.kind() }.returning(Int.self)
      mock.expect { $0.kind() }.returning(FastPathDog.self)
      #expect(mock.anything() as? Int == 5)
      #expect(mock.anything() as? String == "five")
      let none = mock.anything()
      #expect("\(type(of: none))" == "Optional<Int>")
      #expect(ObjectIdentifier(mock.object()) == ObjectIdentifier(plant))
      #expect(mock.shape() as? FastPathSquare == FastPathSquare())
      #expect(mock.plant() === plant)
      #expect(ObjectIdentifier(mock.kind()) == ObjectIdentifier(Int.self))
      #expect(ObjectIdentifier(mock.kind()) == ObjectIdentifier(FastPathDog.self))
      mock.verify()
    }
    expectFailures(failures, [])
  }

  @Test func aClosureGivenIsTheClosureReturned() {
    let mock = MockFastPath()
    let failures = captureFailures {
      mock.expect { $0.maker() }.returning({ 42 })
      #expect(mock.maker()() == 42)
      mock.verify()
    }
    expectFailures(failures, [])
  }

  @Test func aGenericMemberCalledForTwoTypesGetsEachItsOwnValue() {
    let mock = MockFastPath()
    let failures = captureFailures {
      mock.expect { $0.value() as Int }.returning(3)
      mock.expect { $0.value() as String }.returning("three")
      mock.expect { $0.value() as Bool }.returning(true)
      mock.expect { $0.value() as Int? }.returning(nil)
      let text: String = mock.value()
      let number: Int = mock.value()
      let flag: Bool = mock.value()
      let none: Int? = mock.value()
      #expect(text == "three")
      #expect(number == 3)
      #expect(flag)
      #expect(none == nil)
      mock.verify()
    }
    expectFailures(failures, [])
  }

  @Test func aGenericMemberCalledForAnotherTypeThanItsExpectationIsUnexpected() {
    var line = 0
    var callLine = 0
    var expectLine = 0
    var answer = ""
    let failures = captureFailures {
      line = #line; let mock = MockFastPath()
      expectLine = #line; mock.expect { $0.value() as Int }.returning(3)
      callLine = #line; answer = mock.value()
      mock.reset()
    }
    #expect(answer == "")
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [FastPathService] Unexpected call: value() of value() -> String
            expected: value() of value() -> Int (\(here(expectLine)))
            received: value() of value() -> String
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line)
      ])
  }

  /// A member generic in its return type, called for `Void`: its value
  /// goes through the path of a value, not the path of a member that
  /// returns nothing.
  @Test func aGenericMemberCalledForVoidGetsNothingAndTheValueGivenIsNotLost() {
    let mock = MockFastPath()
    let failures = captureFailures {
      mock.expect { $0.value() as Void }.returning(())
      mock.expect { $0.value() as Void }
      let first: Void = mock.value()
      let second: Void = mock.value()
      #expect(first == () && second == ())
      mock.verify()
    }
    expectFailures(failures, [])
  }

  /// A block that returns `Any` may give a member that returns nothing a
  /// value of another type: the call reports it, as for any other type.
  @Test func aGenericMemberCalledForVoidWithAValueOfAnotherTypeReportsIt() {
    let mock = MockFastPath()
    var line = 0
    let failures = captureFailures {
      line = #line; mock.expect { m -> Any in m.value() as Void }.returning(5)
      let answer: Void = mock.value()
      #expect(answer == ())
      mock.verify()
    }
    expectFailures(
      failures,
      [
        (
          "[FastPathService] value() returns (), but its expectation returns a value of type Int",
          line
        )
      ])
  }

  /// A class double's override that returns nothing and passes its real
  /// implementation reaches the engine as a value of type `Void`: a value
  /// of another type given to it is reported, as it is for a member that
  /// returns something.
  @Test func aClassDoublesVoidOverrideGivenAValueOfAnotherTypeReportsIt() {
    let counter = MockFastPathCounter()
    var line = 0
    let failures = captureFailures {
      line = #line; counter.expect { c -> Any in c.reset(to: 1) }.returning(5)
      counter.reset(to: 1)
      counter.verify()
    }
    #expect(counter.realWork.isEmpty)
    expectFailures(
      failures,
      [
        (
          "[MockFastPathCounter] reset(to: 1) returns (), but its expectation returns a value of type Int",
          line
        )
      ])
  }

  /// The same, for a throwing member generic in its return type, and its
  /// typed `throws` form, on a mock and through a stub's answer.
  @Test func throwingGenericMembersCalledForVoidWithAValueOfAnotherTypeReportIt() throws {
    let factory = MockFastPathFactory()
    let stub = StubFastPath()
    var lines: [Int] = []
    let failures = try captureFailures { () throws in
      lines.append(#line); factory.expect { f -> Any in try f.makeThrowing() as Void }.returning(5)
      lines.append(#line + 1)
      factory.expect(errorType: FastPathError.self) { f -> Any in try f.makeChecked() as Void }
        .returning("five")
      lines.append(#line); stub.given { s -> Any in s.value() as Void }.returning(5.5)
      let thrown: Void = try factory.makeThrowing()
      let typed: Void = try factory.makeChecked()
      let given: Void = stub.value()
      #expect(thrown == () && typed == () && given == ())
      factory.verify()
    }
    expectFailures(
      failures,
      [
        (
          "[FastPathFactory] makeThrowing() returns (), but its expectation returns a value of type Int",
          lines[0]
        ),
        (
          "[FastPathFactory] makeChecked() returns (), but its expectation returns a value of type String",
          lines[1]
        ),
        (
          "[FastPathService] value() returns (), but its expectation returns a value of type Double",
          lines[2]
        ),
      ])
  }

  /// A class double's throwing override that returns nothing and passes its
  /// real implementation: a value of another type given to it is reported.
  @Test func aClassDoublesThrowingVoidOverrideGivenAValueOfAnotherTypeReportsIt() throws {
    let valve = MockFastPathValve()
    var line = 0
    let failures = try captureFailures { () throws in
      line = #line; valve.expect { v -> Any in try v.close(1) }.returning(5)
      valve.expect { try $0.close(2) }.throwing(TestError(code: 2))
      valve.expect { try $0.close(3) }.callingRealImplementation()
      valve.expect { try $0.close(4) }
      try valve.close(1)
      #expect(throws: TestError(code: 2)) { try valve.close(2) }
      try valve.close(3)
      try valve.close(4)
      valve.verify()
    }
    #expect(valve.realWork == ["close(3)"])
    expectFailures(
      failures,
      [
        (
          "[MockFastPathValve] close(1) returns (), but its expectation returns a value of type Int",
          line
        )
      ])
  }

  /// A member's own default is what a call with no value of its own
  /// answers: evaluated for such a call of any type, `Void` included.
  @Test func aMembersOwnDefaultIsEvaluatedForACallWithNoValueOfEachType() throws {
    let factory = MockFastPathFactory()
    let failures = try captureFailures { () throws in
      factory.expect { $0.make() as Int }
      factory.expect { $0.make() as Void }
      factory.expect { try $0.makeThrowing() as Void }
      factory.expect { $0.make() as Int }.returning(4)
      factory.expect { $0.make() as Void }.returning(())
      #expect(factory.defaultsEvaluated.withLock { $0 } == 0)
      let number: Int = factory.make()
      #expect(number == 0)
      #expect(factory.defaultsEvaluated.withLock { $0 } == 1)
      let nothing: Void = factory.make()
      let thrown: Void = try factory.makeThrowing()
      #expect(nothing == () && thrown == ())
      #expect(factory.defaultsEvaluated.withLock { $0 } == 3)
      let given: Int = factory.make()
      let givenNothing: Void = factory.make()
      #expect(given == 4 && givenNothing == ())
      #expect(factory.defaultsEvaluated.withLock { $0 } == 3)
      factory.verify()
    }
    expectFailures(failures, [])
  }

  @Test func aClassDoublesVoidOverrideRunsItsRealImplementationOnlyWhenAsked() {
    let counter = MockFastPathCounter()
    let failures = captureFailures {
      counter.expect { $0.reset(to: 1) }
      counter.expect { $0.reset(to: 2) }.returning(())
      counter.expect { $0.reset(to: 3) }.callingRealImplementation()
      counter.expect { $0.total() }.returning(7)
      counter.expect { $0.total() }.callingRealImplementation()
      counter.reset(to: 1)
      counter.reset(to: 2)
      counter.reset(to: 3)
      #expect(counter.total() == 7)
      #expect(counter.total() == 100)
      counter.verify()
    }
    #expect(counter.realWork == ["reset(to: 3)", "total()"])
    expectFailures(failures, [])
  }

  /// A protocol mock's member that returns nothing ignores a value given to
  /// it through a block that returns `Any`, as it always did.
  @Test func aVoidMemberGivenAValueThroughAnyIgnoresIt() throws {
    let mock = MockFastPath()
    let failures = try captureFailures { () throws in
      mock.expect { m -> Any in m.run() }.returning(5)
      mock.expect { m -> Any in try m.runThrowing() }.returning("five")
      mock.run()
      try mock.runThrowing()
      mock.verify()
    }
    expectFailures(failures, [])
  }

  @Test func aValueOfAnotherTypeIsReportedAndTheDefaultReturned() {
    let mock = MockFastPath()
    var lines: [Int] = []
    let failures = captureFailures {
      lines.append(#line); mock.expect { $0.count() as Any }.returning("three")
      lines.append(#line); mock.expect { $0.isReady() as Any }.returning(1)
      lines.append(#line); mock.expect { $0.name() as Any }.returning(Substring("sub"))
      lines.append(#line); mock.expect { $0.maybe() as Any }.returning(5)
      lines.append(#line); mock.expect { $0.animal() as Any }.returning(FastPathPlant(name: "x"))
      #expect(mock.count() == 0)
      #expect(!mock.isReady())
      #expect(mock.name() == "")
      #expect(mock.maybe() == 5)
      #expect(mock.animal().name == "default")
      mock.verify()
    }
    expectFailures(
      failures,
      [
        (
          "[FastPathService] count() returns Int, but its expectation returns a value of type String",
          lines[0]
        ),
        (
          "[FastPathService] isReady() returns Bool, but its expectation returns a value of type Int",
          lines[1]
        ),
        (
          "[FastPathService] name() returns String, but its expectation returns a value of type Substring",
          lines[2]
        ),
        (
          "[FastPathService] animal() returns FastPathAnimal, but its expectation returns a value of type FastPathPlant",
          lines[4]
        ),
      ])
  }

  /// An `Int` given as an `Int?` through a block that returns an
  /// `Optional`: the call unwraps it; a `nil` is of another type.
  @Test func anIntGivenAsAnOptionalIsUnwrappedAndANilReported() {
    let mock = MockFastPath()
    var line = 0
    let failures = captureFailures {
      mock.expect { $0.count() as Int? }.returning(5)
      line = #line; mock.expect { $0.count() as Int? }.returning(nil)
      #expect(mock.count() == 5)
      #expect(mock.count() == 0)
      mock.verify()
    }
    expectFailures(
      failures,
      [
        (
          "[FastPathService] count() returns Int, but its expectation returns a value of type Optional<Int>",
          line
        )
      ])
  }
}

// MARK: - Answers

/// Every way to answer a synchronous call besides a plain value: sequences,
/// results, closures, actions, write-backs, counts and errors, on members
/// that return values and nothing, throwing or not.
struct AnswerFastPathAnswerAttackTests {
  @Test func aSequenceGivesEachCallItsOwnAnswerAndTheLastToEveryLater() throws {
    let mock = MockFastPath()
    let failures = try captureFailures { () throws in
      mock.expect { $0.count() }.returning(1, 2, 3).times(5)
      mock.expect { try $0.load() }.returning(10, 20).times(3)
      mock.expect { $0.name() }.returning("a", "b").times(2)
      mock.expect { $0.animal() }.returning(FastPathDog(name: "a"), FastPathAnimal(name: "b"))
        .times(2)
      #expect((0..<5).map { _ in mock.count() } == [1, 2, 3, 3, 3])
      #expect(try (0..<3).map { _ in try mock.load() } == [10, 20, 20])
      #expect([mock.name(), mock.name()] == ["a", "b"])
      #expect([mock.animal().name, mock.animal().name] == ["a", "b"])
      mock.verify()
    }
    expectFailures(failures, [])
  }

  @Test func aSequenceReplacedByAValueGivesTheValue() {
    let stub = StubFastPath()
    let answer = stub.given { $0.count() }.returning(1, 2, 3)
    #expect(stub.count() == 1)
    answer.returning(9)
    #expect(stub.count() == 9)
    #expect(stub.count() == 9)
    answer.returning(4, 5)
    let answers = [stub.count(), stub.count(), stub.count()]
    #expect(answers == [4, 5, 5])
  }

  @Test func resultsGiveTheirValueOrThrowTheirError() throws {
    let mock = MockFastPath()
    let failures = try captureFailures { () throws in
      mock.expect { try $0.load() }.answering(with: .success(5))
      mock.expect { try $0.load() }.answering(with: .failure(TestError(code: 1)))
      mock.expect(errorType: FastPathError.self) { try $0.open() }.answering(with: .success(6))
      mock.expect(errorType: FastPathError.self) { try $0.open() }
        .answering(with: .failure(.notFound(2)))
      mock.expect { $0.count() }.answering(with: .success(7))
      mock.expect { try $0.runThrowing() }.answering(with: .failure(TestError(code: 3)))
      mock.expect { try $0.runThrowing() }.answering(with: .success(()))
      #expect(try mock.load() == 5)
      #expect(throws: TestError(code: 1)) { try mock.load() }
      #expect(try mock.open() == 6)
      #expect(throws: FastPathError.notFound(2)) { try mock.open() }
      #expect(mock.count() == 7)
      #expect(throws: TestError(code: 3)) { try mock.runThrowing() }
      try mock.runThrowing()
      mock.verify()
    }
    expectFailures(failures, [])
  }

  @Test func errorsAreThrownByMembersThatReturnValuesAndNothing() throws {
    let mock = MockFastPath()
    let failures = try captureFailures { () throws in
      mock.expect { try $0.runThrowing() }.throwing(TestError(code: 1))
      mock.expect(errorType: FastPathError.self) { try $0.runTyped() }.throwing(.offline)
      mock.expect { try $0.loadName() }.throwing(TestError(code: 2))
      mock.expect(errorType: FastPathError.self) { try $0.open() }.throwing(.notFound(3))
      mock.expect { try $0.runThrowing() }.returning(())
      mock.expect(errorType: FastPathError.self) { try $0.runTyped() }
      #expect(throws: TestError(code: 1)) { try mock.runThrowing() }
      #expect(throws: FastPathError.offline) { try mock.runTyped() }
      #expect(throws: TestError(code: 2)) { try mock.loadName() }
      #expect(throws: FastPathError.notFound(3)) { try mock.open() }
      try mock.runThrowing()
      try mock.runTyped()
      mock.verify()
    }
    expectFailures(failures, [])
  }

  @Test func theLastAnswerModifierWins() throws {
    let mock = MockFastPath()
    let failures = try captureFailures { () throws in
      mock.expect { try $0.load() }.throwing(TestError(code: 1)).returning(5)
      mock.expect { try $0.load() }.returning(5).throwing(TestError(code: 2))
      mock.expect { try $0.load() }.returning { 6 }.returning(7)
      mock.expect { try $0.load() }.returning(7).returning { 8 }
      mock.expect { try $0.load() }.returning(1, 2).returning(9)
      #expect(try mock.load() == 5)
      #expect(throws: TestError(code: 2)) { try mock.load() }
      #expect(try mock.load() == 7)
      #expect(try mock.load() == 8)
      #expect(try mock.load() == 9)
      mock.verify()
    }
    expectFailures(failures, [])
  }

  @Test func computedAnswersRunForEachCallWithItsArguments() {
    let mock = MockFastPath()
    let runs = LockedValue(0)
    let failures = captureFailures {
      mock.expect { $0.add(1, "ab") }.returning { (first: Int, second: String) in
        runs.withLock { $0 += 1 }
        return first + second.count
      }
      mock.allow { $0.count() }.returning {
        runs.withLock { $0 += 1 }
        return runs.withLock { $0 }
      }
      mock.expect { $0.run() }.returning { () -> Void in runs.withLock { value in value += 10 } }
      #expect(mock.add(1, "ab") == 3)
      #expect(mock.count() == 2)
      #expect(mock.count() == 3)
      mock.run()
      mock.verify()
    }
    #expect(runs.withLock { $0 } == 13)
    expectFailures(failures, [])
  }

  @Test func actionsRunOnceWhicheverOrderTheyAreGivenIn() {
    let mock = MockFastPath()
    let runs = LockedValue<[String]>([])
    let failures = captureFailures {
      mock.expect { $0.count() }.doing { _ in runs.withLock { $0.append("first") } }.returning(1)
      mock.expect { $0.count() }.returning(2).doing { _ in runs.withLock { $0.append("second") } }
      mock.expect { $0.run() }.doing { _ in runs.withLock { $0.append("third") } }
      mock.expect { $0.run(times: 4) }.returning(()).doing { arguments in
        runs.withLock { $0.append("fourth \(arguments)") }
      }
      mock.expect { $0.isReady() }.returning(true).doing { _ in runs.withLock { $0.append("fifth") }
      }
      .returning(false)
      #expect(mock.count() == 1)
      #expect(mock.count() == 2)
      mock.run()
      mock.run(times: 4)
      #expect(!mock.isReady())
      mock.verify()
    }
    #expect(runs.withLock { $0 } == ["first", "second", "third", "fourth [Optional(4)]", "fifth"])
    expectFailures(failures, [])
  }

  @Test func writeBacksRunAndTheValueIsStillReturned() {
    let mock = MockFastPath()
    let failures = captureFailures {
      var buffer = [1]
      mock.expect { $0.fill(&buffer) }.returning(2).writingBack { (buffer: inout [Int]) in
        buffer.append(2)
      }
      mock.expect { $0.fill(&buffer) }.writingBack { (buffer: inout [Int]) in buffer.append(3) }
        .returning(3)
      var given = [1]
      #expect(mock.fill(&given) == 2)
      #expect(given == [1, 2])
      given = [1]
      #expect(mock.fill(&given) == 3)
      #expect(given == [1, 3])
      mock.verify()
    }
    expectFailures(failures, [])
  }

  @Test func theUntypedFormsGetTheValueGivenAndRunTheirActions() {
    let mock = MockFastPath()
    let received = LockedValue<[Int]>([])
    let failures = captureFailures {
      mock.expect { $0.untyped(4) }.returning(40)
      mock.expect { $0.lookUp("key", completion: { _ in }) }.returning(5).doing {
        ($0.first as? (Int) -> Void)?(50)
      }
      mock.expect { $0.notify("key", completion: { _ in }) }.doing {
        ($0.first as? (Int) -> Void)?(60)
      }
      mock.expect { $0.notify("other", completion: { _ in }) }.returning(())
      #expect(mock.untyped(4) == 40)
      #expect(mock.lookUp("key") { value in received.withLock { $0.append(value) } } == 5)
      mock.notify("key") { value in received.withLock { $0.append(value) } }
      mock.notify("other") { _ in }
      mock.verify()
    }
    #expect(received.withLock { $0 } == [50, 60])
    expectFailures(failures, [])
  }

  @Test func countsAndIgnoredArgumentsTakeTheCallsTheySay() {
    var line = 0
    var ignoringLine = 0
    var callLine = 0
    var answers: [Int] = []
    let failures = captureFailures {
      line = #line; let mock = MockFastPath()
      mock.expect { $0.add(1, "a") }.returning(5).times(3)
      ignoringLine = #line + 1
      mock.expect { $0.add(0, "") }.ignoringArguments().returning(6).times(2)
      for _ in 0..<3 { answers.append(mock.add(1, "a")) }
      answers.append(mock.add(1, "a"))
      answers.append(mock.add(2, "b"))
      callLine = #line; answers.append(mock.add(3, "c"))
      mock.verify()
    }
    #expect(answers == [5, 5, 5, 6, 6, 0])
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [FastPathService] Unexpected call: add(3, "c")
            already received: add(_:_:), 2 calls (\(here(ignoringLine)))
            received: add(3, "c")
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line)
      ])
  }

  @Test func missingCallsAreReportedAfterCallsOnTheFastPath() {
    let mock = MockFastPath()
    var lines: [Int] = []
    var verifyLine = 0
    let failures = captureFailures {
      lines.append(#line); mock.expect { $0.count() }.returning(1).times(3)
      lines.append(#line); mock.expect { $0.run() }.times(2)
      lines.append(#line); mock.expect { $0.name() }.returning("x")
      _ = mock.count()
      _ = mock.count()
      mock.run()
      verifyLine = #line; mock.verify()
    }
    expectFailures(
      failures,
      [
        (
          "[FastPathService] Missing calls: expected 3 calls of count(), received 2 (expected at \(here(lines[0])))",
          verifyLine
        ),
        (
          "[FastPathService] Missing calls: expected 2 calls of run(), received 1 (expected at \(here(lines[1])))",
          verifyLine
        ),
        (
          "[FastPathService] Missing call: name() (expected at \(here(lines[2])))",
          verifyLine
        ),
      ])
  }

  @Test func aValueGivenAfterVerifyIsReportedAndChangesNothing() {
    let mock = MockFastPath()
    var expectLine = 0
    var verifyLine = 0
    var line = 0
    let failures = captureFailures {
      expectLine = #line; let expectation = mock.expect { $0.count() }.returning(1)
      #expect(mock.count() == 1)
      verifyLine = #line; mock.verify()
      line = #line; expectation.returning(2)
    }
    expectFailures(
      failures,
      [
        (
          "[FastPathService] .returning(…) is set on count() (expected at \(here(expectLine))), which verify() at \(here(verifyLine)) has already forgotten; it changes nothing. Set up an expectation before the calls it is for.",
          line
        )
      ])
  }

  @Test func anExpectationTakesItsCallsBeforeAnAnswerOfTheSameMember() {
    let mock = MockFastPath()
    let failures = captureFailures {
      mock.expect { $0.count() }.returning(1)
      mock.allow { $0.count() }.returning(2)
      mock.expect { $0.count() }.returning(3)
      let answers = [mock.count(), mock.count(), mock.count(), mock.count()]
      #expect(answers == [1, 3, 2, 2])
      mock.verify()
    }
    expectFailures(failures, [])
  }

  @Test func aCallAnExpectationWithAValueForbidsIsReported() {
    var line = 0
    var expectLine = 0
    var callLine = 0
    var answer = -1
    let failures = captureFailures {
      line = #line; let mock = MockFastPath()
      expectLine = #line; mock.expect { $0.count() }.returning(5).times(0)
      callLine = #line; answer = mock.count()
      mock.verify()
    }
    #expect(answer == 0)
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [FastPathService] Unexpected call: count()
            expected never: count() (\(here(expectLine)))
            received: count()
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line)
      ])
  }

  @Test func callsOfAnInOrderBlockGetTheirValuesAndAreCheckedInOrder() {
    var line = 0
    var firstLine = 0
    var callLine = 0
    var answers: [Int] = []
    let failures = captureFailures {
      line = #line; let mock = MockFastPath()
      inOrder {
        firstLine = #line; mock.expect { $0.count() }.returning(1)
        mock.expect { $0.add(1, "a") }.returning(2)
      }
      callLine = #line; answers.append(mock.add(1, "a"))
      answers.append(mock.count())
      mock.verify()
    }
    #expect(answers == [2, 1])
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [FastPathService] Out-of-order call: add(1, "a")
            expected first: [FastPathService] count() (\(here(firstLine)))
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line)
      ])
  }

  @Test func stubAndSpyAnswersGiveTheNewestMatchingValue() {
    let stub = StubFastPath()
    let spy = SpyFastPath()
    for double in [stub as any FastPathService, spy] {
      let given = double as! Stub<FastPathService>
      given.given { $0.add(any(), any()) }.returning(1)
      given.given { $0.add(2, "b") }.returning(2)
      given.given { $0.count() }.returning(3)
      given.given { $0.isReady() }.returning(true)
      given.given { $0.name() }.returning("n")
      given.given { $0.maybe() }.returning(nil)
      given.given { $0.run() }.returning(())
      #expect(double.add(2, "b") == 2)
      #expect(double.add(3, "c") == 1)
      #expect(double.count() == 3)
      #expect(double.isReady())
      #expect(double.name() == "n")
      #expect(double.maybe() == nil)
      double.run()
      #expect(double.ratio() == 0)
    }
    #expect(
      spy.calls.map(\.description) == [
        #"add(2, "b")"#, #"add(3, "c")"#, "count()", "isReady()", "name()", "maybe()", "run()",
        "ratio()",
      ])
  }

  @Test func allowedAnswersOnAMockGiveTheirValueAnyNumberOfTimes() {
    let mock = MockFastPath()
    let failures = captureFailures {
      mock.allow { $0.count() }.returning(8)
      mock.allow { $0.run() }
      mock.allow { $0.animal() }.returning(FastPathDog(name: "d"))
      #expect((0..<100).allSatisfy { _ in mock.count() == 8 })
      for _ in 0..<100 { mock.run() }
      #expect(mock.animal() is FastPathDog)
      mock.verify()
    }
    expectFailures(failures, [])
  }

  /// A type with no default answers with the last value the test gave the
  /// member, where the call has none of its own.
  @Test func aTypeWithNoDefaultAnswersWithTheLastValueGiven() {
    let stub = StubFastPath()
    let fern = FastPathPlant(name: "fern")
    stub.given { $0.plant() }.returning(fern)
    #expect(stub.plant() === fern)
    let rose = FastPathPlant(name: "rose")
    stub.given { $0.plant() }.returning(rose)
    #expect(stub.plant() === rose)
  }
}

// MARK: - Arguments

/// `Int` and `String` arguments are made an `Any?` as their own types; the
/// others as before. Matching, messages and a spy's record are unchanged.
struct AnswerFastPathArgumentAttackTests {
  @Test func intAndStringArgumentsMatchAtTheirExtremes() {
    let mock = MockFastPath()
    let long = String(repeating: "long text ", count: 100)
    let failures = captureFailures {
      mock.expect { $0.add(Int.min, "") }.returning(1)
      mock.expect { $0.add(Int.max, long) }.returning(2)
      mock.expect { $0.add(0, "é") }.returning(3)
      mock.expect { $0.add(-1, "🇫🇷") }.returning(4)
      #expect(mock.add(Int.min, "") == 1)
      #expect(mock.add(Int.max, String(repeating: "long text ", count: 100)) == 2)
      // Canonically equivalent strings are equal.
      #expect(mock.add(0, "e\u{301}") == 3)
      #expect(mock.add(-1, "🇫🇷") == 4)
      mock.verify()
    }
    expectFailures(failures, [])
  }

  @Test func optionalAndNestedOptionalArgumentsMatchTheirOwnLevel() {
    let mock = MockFastPath()
    let failures = captureFailures {
      mock.expect { $0.optionals(nil, nil) }.returning(1)
      mock.expect { $0.optionals(5, "x") }.returning(2)
      mock.expect { $0.nestedArgument(.some(nil)) }.returning(3)
      mock.expect { $0.nestedArgument(nil) }.returning(4)
      mock.expect { $0.nestedArgument(7) }.returning(5)
      #expect(mock.optionals(nil, nil) == 1)
      #expect(mock.optionals(5, "x") == 2)
      #expect(mock.nestedArgument(nil) == 4)
      #expect(mock.nestedArgument(.some(nil)) == 3)
      #expect(mock.nestedArgument(7) == 5)
      mock.verify()
    }
    expectFailures(failures, [])
  }

  @Test func substringBridgedAndAnyArgumentsMatchAsBefore() {
    let mock = MockFastPath()
    let failures = captureFailures {
      mock.expect { $0.substring("abc".dropFirst()) }.returning(1)
      mock.expect { $0.bridged(NSString(string: "ns")) }.returning(2)
      mock.expect { $0.anyArgument(5) }.returning(3)
      mock.expect { $0.anyArgument("five") }.returning(4)
      #expect(mock.substring("xbc".dropFirst()) == 1)
      #expect(mock.bridged(NSString(string: "ns")) == 2)
      #expect(mock.anyArgument(5) == 3)
      #expect(mock.anyArgument("five") == 4)
      mock.verify()
    }
    expectFailures(failures, [])
  }

  @Test func anArgumentThatDiffersIsDescribedAsBefore() {
    var line = 0
    var lines: [Int] = []
    var expectLines: [Int] = []
    let failures = captureFailures {
      line = #line; let mock = MockFastPath()
      expectLines.append(#line); mock.expect { $0.add(1, "a") }.returning(1)
      expectLines.append(#line); mock.expect { $0.optionals(nil, "b") }.returning(2)
      expectLines.append(#line); mock.expect { $0.nestedArgument(.some(nil)) }.returning(3)
      lines.append(#line); _ = mock.add(1, "b")
      lines.append(#line); _ = mock.optionals(0, nil)
      lines.append(#line); _ = mock.nestedArgument(nil)
      lines.append(#line); _ = mock.anyArgument(Int?.none as Any)
      mock.reset()
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [FastPathService] Unexpected call: add(1, "b")
            expected: add(1, "a") (\(here(expectLines[0])))
            received: add(1, "b")
            the mock was made at \(here(line))
          """, calledAt: lines[0], madeAt: line),
        expectedCallFailure(
          """
          [FastPathService] Unexpected call: optionals(0, nil)
            expected: optionals(nil, "b") (\(here(expectLines[1])))
            received: optionals(0, nil)
            the mock was made at \(here(line))
          """, calledAt: lines[1], madeAt: line),
        expectedCallFailure(
          """
          [FastPathService] Unexpected call: nestedArgument(nil)
            expected: nestedArgument(.some(nil)) (\(here(expectLines[2])))
            received: nestedArgument(nil)
            the mock was made at \(here(line))
          """, calledAt: lines[2], madeAt: line),
        expectedCallFailure(
          """
          [FastPathService] Unexpected call: anyArgument(.some(nil))
            the mock was made at \(here(line))
          """, calledAt: lines[3], madeAt: line),
      ])
  }

  @Test func aSpyKeepsEachArgumentAsItWasGiven() {
    let spy = SpyFastPath()
    _ = spy.add(Int.max, "x\"y")
    _ = spy.optionals(nil, "s")
    _ = spy.optionals(1, nil)
    _ = spy.nestedArgument(.some(nil))
    _ = spy.substring("sub"[...])
    _ = spy.bridged(NSString(string: "ns"))
    let calls = spy.calls
    #expect(
      calls.map(\.description) == [
        #"add(9223372036854775807, "x\"y")"#, #"optionals(nil, "s")"#, "optionals(1, nil)",
        "nestedArgument(.some(nil))", #"substring("sub")"#, #"bridged("ns")"#,
      ])
    #expect(calls[0].argument(0, as: Int.self) == Int.max)
    #expect(calls[0].argument(1, as: String.self) == "x\"y")
    #expect(calls[1].argument(0, as: Int?.self) == .some(nil))
    #expect(calls[4].argument(0, as: Substring.self) == "sub")
  }

  /// A `String` argument is neither kept nor let go once too often: the
  /// caller's string stays its own, and is uniquely referenced again once
  /// the calls are over.
  @Test func aStringArgumentIsNeitherLeakedNorOverReleased() async {
    await #expect(processExitsWith: .success) {
      let stub = StubFastPath()
      stub.given { $0.add(any(), any()) }.returning(1)
      var text = String(repeating: "a heap string ", count: 20)
      text.reserveCapacity(4096)
      let before = text.utf8.withContiguousStorageIfAvailable { $0.baseAddress }
      for index in 0..<10_000 {
        precondition(stub.add(index, text) == 1)
      }
      text.append("!")
      let after = text.utf8.withContiguousStorageIfAvailable { $0.baseAddress }
      precondition(before != nil && before == after, "the string is no longer unique")
      precondition(text.hasSuffix("string !"))
    }
  }
}

// MARK: - Blocks

/// A block's call of a member returning `Int`, `Bool` or `String` gets the
/// type's default, which the block may use; what it records is unchanged.
struct AnswerFastPathBlockAttackTests {
  @Test func aBlockThatUsesTheValuesItGetsRecordsItsCall() {
    let mock = MockFastPath()
    var line = 0
    let failures = captureFailures {
      mock.expect { _ = $0.name().count }
      mock.expect { _ = $0.isReady() ? 1 : 2 }
      mock.expect { _ = $0.count() * 2 + 1 }
      mock.expect { $0.count() + 1 }.returning(5)
      line = #line; mock.expect { $0.name().isEmpty }.returning(true)
      #expect(mock.name() == "")
      #expect(!mock.isReady())
      #expect(mock.count() == 0)
      #expect(mock.count() == 5)
      #expect(mock.name() == "")
      mock.verify()
    }
    expectFailures(
      failures,
      [
        (
          "[FastPathService] name() returns String, but its expectation returns a value of type Bool",
          line
        )
      ])
  }

  /// A block that passes one member's value on to another calls two: a
  /// misuse, reported with the calls it recorded, whose arguments are the
  /// defaults the block got.
  @Test func aBlockThatPassesTheValueItGetsOnRecordsTheDefaults() {
    var line = 0
    var expectLine = 0
    var callLines: [Int] = []
    var answers: [String] = []
    let failures = captureFailures {
      line = #line; let mock = MockFastPath()
      expectLine = #line; mock.expect { $0.add($0.count(), $0.name()) }.returning(5)
      callLines.append(#line); let count = mock.count()
      callLines.append(#line); let name = mock.name()
      callLines.append(#line); let sum = mock.add(0, "")
      answers = ["\(count)", name, "\(sum)"]
      mock.verify()
    }
    #expect(answers == ["0", "", "0"])
    expectFailures(
      failures,
      [
        (
          """
          [FastPathService] The expect block called 3 methods: count(), name(), add(0, ""). \
          Call exactly one mocked method in each expect block.
          """, expectLine
        ),
        expectedCallFailure(
          """
          [FastPathService] Unexpected call: count()
            the mock was made at \(here(line))
          """, calledAt: callLines[0], madeAt: line),
        expectedCallFailure(
          """
          [FastPathService] Unexpected call: name()
            the mock was made at \(here(line))
          """, calledAt: callLines[1], madeAt: line),
        expectedCallFailure(
          """
          [FastPathService] Unexpected call: add(0, "")
            the mock was made at \(here(line))
          """, calledAt: callLines[2], madeAt: line),
      ])
  }

  @Test func blocksOfEachKindGetTheDefaultOfTheCommonestTypes() async throws {
    let mock = MockFastPath()
    let stub = StubFastPath()
    let spy = SpyFastPath()
    let seen = LockedValue<[String]>([])
    let failures = try await captureFailures { () async throws in
      mock.allow { m -> Int in
        let count = m.count()
        seen.withLock { $0.append("count \(count)") }
        return count * 2 + 1
      }.returning(9)
      mock.allow { m -> Bool in
        let ready = m.isReady()
        seen.withLock { $0.append("ready \(ready)") }
        return !ready
      }.returning(true)
      mock.allow { m -> Int in
        let name = m.name()
        seen.withLock { $0.append("name [\(name)]") }
        return name.count
      }
      stub.given { s -> Int in
        let value = s.value() as Int
        seen.withLock { $0.append("value \(value)") }
        return value + 1
      }.returning(1)
      stub.given { s in
        let flag = s.value() as Bool
        seen.withLock { $0.append("flag \(flag)") }
      }
      stub.given { s -> String in (s.value() as String) + "!" }.returning("s")
      stub.given { $0.value() as Double }.returning(2.5)
      mock.expect(errorType: FastPathError.self) { try $0.open() + 1 }.returning(4)
      #expect(try mock.open() == 4)
      #expect(mock.count() == 9)
      #expect(mock.isReady())
      #expect(mock.name() == "")
      _ = spy.count()
      _ = spy.name()
      await spy.verifyReceived(timeout: .seconds(30)) { $0.count() * 3 }
      spy.verifyReceived { _ = $0.name() + "!" }
      mock.verify()
    }
    #expect(stub.value() as Int == 1)
    #expect(!(stub.value() as Bool))
    #expect(stub.value() as String == "s")
    #expect(stub.value() as Double == 2.5)
    #expect(
      seen.withLock { $0 } == ["count 0", "ready false", "name []", "value 0", "flag false"])
    expectFailures(failures, [])
  }
}

// MARK: - Spies waiting

/// A spy's call kept and placed in one hold of the lock wakes a waiting
/// `verifyReceived(timeout:)`, which still waits for an action in flight.
struct AnswerFastPathSpyAttackTests {
  static let rounds = 50

  @Test func callsFromThreadsEndTheWaitEachTime() async {
    for round in 0..<Self.rounds {
      let spy = SpyFastPath()
      spy.given { $0.count() }.returning(round)
      let answers = LockedValue<[Int]>([])
      let threads = DispatchGroup()
      for _ in 0..<4 {
        threads.enter()
        Thread.detachNewThread {
          for _ in 0..<25 {
            let answer = spy.count()
            answers.withLock { $0.append(answer) }
          }
          threads.leave()
        }
      }
      let clock = ContinuousClock()
      let start = clock.now
      let failures = await captureFailures {
        await spy.verifyReceived(times: 100, timeout: .seconds(60)) { $0.count() }
      }
      // Ended by its calls, not at its timeout: with room for a machine so
      // loaded that the waiting task is not run for a long while.
      #expect(clock.now - start < .seconds(55))
      expectFailures(failures, [])
      await withCheckedContinuation { continuation in
        threads.notify(queue: .global()) { continuation.resume() }
      }
      #expect(answers.withLock { $0 } == Array(repeating: round, count: 100))
    }
  }

  @Test func callsFromTasksEndTheWaitEachTime() async {
    for round in 0..<Self.rounds {
      let spy = SpyFastPath()
      spy.given { $0.name() }.returning("round \(round)")
      let background = Task.detached {
        await withTaskGroup(of: String.self) { group in
          for _ in 0..<8 { group.addTask { spy.name() } }
          var answers: [String] = []
          for await answer in group { answers.append(answer) }
          return answers
        }
      }
      let failures = await captureFailures {
        await spy.verifyReceived(atLeast: 8, timeout: .seconds(60)) { $0.name() }
      }
      expectFailures(failures, [])
      #expect(await background.value == Array(repeating: "round \(round)", count: 8))
    }
  }

  /// Each round waits for a call made 0.2 s later (see ``callSoon(_:)``):
  /// a few rounds, where the others make fifty.
  @Test func theWaitStillWaitsForAnActionInFlight() async {
    for _ in 0..<5 {
      let spy = SpyFastPath()
      let done = LockedValue(false)
      spy.given { $0.run() }.doing { _ in
        Thread.sleep(forTimeInterval: 0.002)
        done.withLock { $0 = true }
      }
      spy.given { $0.count() }.returning(1)
      let later = callSoon {
        spy.run()
        _ = spy.count()
      }
      let failures = await captureFailures {
        await spy.verifyReceived(timeout: .seconds(60)) { $0.run() }
      }
      #expect(done.withLock { $0 })
      expectFailures(failures, [])
      later.join()
    }
  }

  /// Calls of both paths at once: those a matcher of the test's decides,
  /// step by step, and those the lock decides at once. Several waits, each
  /// for its own calls, end once their calls are there.
  @Test func severalWaitsForCallsOfBothPathsEndEachTime() async {
    for round in 0..<Self.rounds {
      let spy = SpyFastPath()
      spy.given { $0.add(any(where: { $0 % 2 == 0 }), any()) }.returning(2)
      spy.given { $0.count() }.returning(round)
      let wrong = LockedValue(0)
      let threads = DispatchGroup()
      for _ in 0..<4 {
        threads.enter()
        Thread.detachNewThread {
          for index in 0..<10 {
            let sum = spy.add(index, "t")
            let count = spy.count()
            if sum != (index % 2 == 0 ? 2 : 0) || count != round { wrong.withLock { $0 += 1 } }
          }
          threads.leave()
        }
      }
      async let counted = captureFailures {
        await spy.verifyReceived(times: 40, timeout: .seconds(60)) { $0.count() }
      }
      async let added = captureFailures {
        await spy.verifyReceived(atLeast: 20, timeout: .seconds(60)) {
          $0.add(any(where: { $0 % 2 == 0 }), "t")
        }
      }
      async let all = captureFailures {
        await spy.verifyReceived(times: 40, ignoringArguments: true, timeout: .seconds(60)) {
          $0.add(0, "")
        }
      }
      let failures = await counted + added + all
      expectFailures(failures, [])
      await withCheckedContinuation { continuation in
        threads.notify(queue: .global()) { continuation.resume() }
      }
      #expect(wrong.withLock { $0 } == 0)
      #expect(spy.calls.count == 80)
    }
  }

  /// Calls made on another thread before the wait: more than it wants,
  /// each answered on the fast path, and reported as they were made.
  @Test func aWaitForFewerCallsReportsTheCallsReceived() async {
    for round in 0..<Self.rounds {
      let spy = SpyFastPath()
      spy.given { $0.add(any(), any()) }.returning(round)
      for index in 0..<3 { _ = spy.add(index, "x") }
      var line = 0
      let failures = await captureFailures {
        line = #line + 1
        await spy.verifyReceived(times: 2, timeout: .seconds(60)) { $0.add(any(), "x") }
      }
      expectFailures(
        failures,
        [
          (
            """
            [FastPathService] Wanted 2 times but was called 3 times: add(any(), "x")
              received: add(0, "x")
              received: add(1, "x")
              received: add(2, "x")
            """, line
          )
        ])
    }
  }
}

// MARK: - Threads

/// Calls on many threads while the test replaces the answer: each call gets
/// one of the values given, never one let go.
struct AnswerFastPathThreadAttackTests {
  @Test func answersReplacedWhileCallsRunGiveOneOfTheValuesGiven() async {
    await #expect(processExitsWith: .success) {
      let stub = StubFastPath()
      let answer = LockedValue(stub.given { $0.animal() }.returning(FastPathAnimal(name: "0")))
      let names = Set((0..<100).map { "\($0)" })
      let threads = DispatchGroup()
      for worker in 0..<4 {
        threads.enter()
        Thread.detachNewThread {
          for index in 0..<5_000 {
            if worker == 0 {
              _ = answer.withLock { $0.returning(FastPathAnimal(name: "\(index % 100)")) }
            } else {
              let animal = stub.animal()
              precondition(names.contains(animal.name), animal.name)
              let name = stub.name()
              precondition(name == "" || name.hasPrefix("n"), name)
            }
          }
          threads.leave()
        }
      }
      threads.wait()
    }
  }

  @Test func manyThreadsGetTheValueOfAnExpectationWithACount() async {
    let mock = MockFastPath()
    let wrong = LockedValue(0)
    let failures = await captureFailures {
      mock.expect { $0.count() }.returning(7).times(4_000)
      mock.expect { $0.run() }.times(4_000)
      let threads = DispatchGroup()
      for _ in 0..<4 {
        threads.enter()
        Thread.detachNewThread {
          for _ in 0..<1_000 {
            if mock.count() != 7 { wrong.withLock { $0 += 1 } }
            mock.run()
          }
          threads.leave()
        }
      }
      await mock.verify(timeout: .seconds(60))
      await withCheckedContinuation { continuation in
        threads.notify(queue: .global()) { continuation.resume() }
      }
      mock.verify()
    }
    #expect(wrong.withLock { $0 } == 0)
    expectFailures(failures, [])
  }
}
