import SwiftMock
import SwiftMockTestSupport
import Testing

/// Setters written `accept(newValue, real: { super.x = newValue })`: the
/// real setter runs only for a set the test asked it for, and a get never
/// meets a setter's expectation.
struct ClassDoubleSetterPartialTests {
  @Test(arguments: KettleKind.allCases)
  func aSetterRunsItsRealImplementationWhenAsked(kind: KettleKind) async {
    let kettle = kind.kettle()
    await kettle.answering { $0.level = 3 }.callingRealImplementation()
    await kettle.answering { $0.level = 4 }
    kettle.level = 3
    kettle.level = 4
    #expect(kettle.realWork == ["level = 3"])
  }

  @Test(arguments: KettleKind.allCases)
  func aSubscriptsSetterRunsItsRealImplementationWhenAsked(kind: KettleKind) async {
    let kettle = kind.kettle()
    await kettle.answering { $0[2] = "green" }.callingRealImplementation()
    kettle[2] = "green"
    #expect(kettle.realWork == ["[2] = green"])
  }

  @Test func aGetterAndASetterEachRunTheirOwnRealImplementation() {
    let kettle = StubKettle()
    kettle.given { $0.level = 8 }.callingRealImplementation()
    kettle.given { $0.level }.callingRealImplementation()
    kettle.level = 8
    #expect(kettle.level == 8)
    #expect(kettle.realWork == ["level = 8"])
  }

  @Test func aSetterExpectationIsNotMetByAGet() {
    var lines: [Int] = []
    let failures = captureFailures {
      let kettle = MockKettle()
      lines.append(#line); kettle.expect { $0.level = 3 }.callingRealImplementation()
      lines.append(#line); let level = kettle.level
      #expect(level == 0)
      kettle.verify()
      #expect(kettle.realWork.isEmpty)
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [MockKettle] Unexpected call: level
            expected: level = 3 (SwiftMockTests/ClassDoubleSetterPartialTests.swift:\(lines[0]))
            received: level
            the mock was made at SwiftMockTests/KettleDoubles.swift:\(MockKettle.madeAt)
          """, calledAt: lines[1], madeAt: lines[0] - 1)
      ])
  }

  @Test func aSetterAskedThreeTimesRunsItsRealImplementationEachTime() {
    let kettle = MockKettle()
    kettle.expect { $0.level = 1 }.callingRealImplementation().times(3)
    kettle.level = 1
    kettle.level = 1
    kettle.level = 1
    kettle.verify()
    #expect(kettle.realWork == ["level = 1", "level = 1", "level = 1"])
  }

  @Test func aSetterWithNoRealImplementationIsToldItsForm() {
    var lines: [Int] = []
    let kettle = BareKettle()
    let failures = captureFailures {
      lines.append(#line); kettle.given { $0.level = 3 }.callingRealImplementation()
      lines.append(#line); kettle.given { $0[1] = "red" }.callingRealImplementation()
      kettle.level = 3
      kettle[1] = "red"
      #expect(kettle.realWork.isEmpty)
    }
    expectFailures(
      failures,
      [
        (
          noRealImplementation(
            "BareKettle", "level", "accept(newValue, real: { super.level = newValue })"),
          lines[0]
        ),
        (
          noRealImplementation(
            "BareKettle", "subscript(_:)", "accept(…, newValue, real: { super[…] = newValue })"),
          lines[1]
        ),
      ])
  }
}
