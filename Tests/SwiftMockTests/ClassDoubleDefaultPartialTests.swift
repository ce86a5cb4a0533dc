import SwiftMock
import SwiftMockTestSupport
import Testing

/// Overrides with a default of their own, written
/// `accept(_:default:real:)` and its throwing and `async` forms: a call
/// the test asked the real implementation for returns what it returns; a
/// call with no answer returns the default, and runs nothing real.
struct ClassDoubleDefaultPartialTests {
  @Test(arguments: KettleKind.allCases)
  func eachOverrideWithADefaultRunsItsRealImplementationWhenAsked(kind: KettleKind) async throws {
    let kettle = kind.kettle()
    await kettle.answering { $0.brew("tea") }.callingRealImplementation()
    await kettle.answering { try $0.brewStrong("tea") }.callingRealImplementation()
    await kettle.answering { await $0.brewSlowly("tea") }.callingRealImplementation()
    await kettle.answering { try await $0.brewSlowlyOrFail("tea") }.callingRealImplementation()
    await kettle.answeringTyped { try $0.brewChecked("tea") }.callingRealImplementation()
    await kettle.answeringTyped { try await $0.brewCheckedSlowly("tea") }
      .callingRealImplementation()
    #expect(kettle.brew("tea") == Brew(name: "tea", cups: 2))
    #expect(try kettle.brewStrong("tea") == Brew(name: "tea", cups: 3))
    #expect(await kettle.brewSlowly("tea") == Brew(name: "tea", cups: 4))
    #expect(try await kettle.brewSlowlyOrFail("tea") == Brew(name: "tea", cups: 5))
    #expect(try kettle.brewChecked("tea") == Brew(name: "tea", cups: 6))
    #expect(try await kettle.brewCheckedSlowly("tea") == Brew(name: "tea", cups: 7))
    #expect(
      kettle.realWork == [
        "brew(tea)", "brewStrong(tea)", "brewSlowly(tea)", "brewSlowlyOrFail(tea)",
        "brewChecked(tea)", "brewCheckedSlowly(tea)",
      ])
  }

  @Test(arguments: KettleKind.allCases)
  func whatARealImplementationWithADefaultThrowsTheCallThrows(kind: KettleKind) async {
    let kettle = kind.kettle()
    await kettle.answering { try $0.brewStrong("") }.callingRealImplementation()
    await kettle.answering { try await $0.brewSlowlyOrFail("") }.callingRealImplementation()
    await kettle.answeringTyped { try $0.brewChecked("") }.callingRealImplementation()
    await kettle.answeringTyped { try await $0.brewCheckedSlowly("") }
      .callingRealImplementation()
    #expect(throws: KettleError.cold) { try kettle.brewStrong("") }
    await #expect(throws: KettleError.cold) { try await kettle.brewSlowlyOrFail("") }
    #expect(throws: KettleError.cold) { try kettle.brewChecked("") }
    await #expect(throws: KettleError.overfilled(0)) { try await kettle.brewCheckedSlowly("") }
  }

  @Test func aCallWithNoAnswerReturnsTheDefaultAndRunsNothingReal() async throws {
    let kettle = StubKettle()
    #expect(kettle.brew("tea") == houseBrew)
    #expect(try kettle.brewStrong("tea") == houseBrew)
    #expect(await kettle.brewSlowly("tea") == houseBrew)
    #expect(try await kettle.brewSlowlyOrFail("tea") == houseBrew)
    #expect(try kettle.brewChecked("tea") == houseBrew)
    #expect(try await kettle.brewCheckedSlowly("tea") == houseBrew)
    #expect(kettle.realWork.isEmpty)
  }

  @Test func anExpectationWithNoAnswerReturnsTheDefault() async {
    let kettle = MockKettle()
    kettle.expect { $0.brew("tea") }
    await kettle.expect { await $0.brewSlowly("tea") }
    #expect(kettle.brew("tea") == houseBrew)
    #expect(await kettle.brewSlowly("tea") == houseBrew)
    #expect(kettle.realWork.isEmpty)
    kettle.verify()
  }

  @Test func anUnexpectedCallReturnsTheDefaultAndFails() async {
    var line = 0
    let failures = await captureFailures {
      let kettle = MockKettle()
      line = #line; let brew = await kettle.brewSlowly("tea")
      #expect(brew == houseBrew)
      #expect(kettle.realWork.isEmpty)
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [MockKettle] Unexpected call: brewSlowly("tea")
            the mock was made at SwiftMockTests/KettleDoubles.swift:\(MockKettle.madeAt)
          """, calledAt: line, madeAt: line - 1)
      ])
  }

  @Test func anOverrideWithADefaultAndNoRealImplementationIsToldItsForm() {
    var line = 0
    let kettle = BareKettle()
    let failures = captureFailures {
      line = #line; kettle.given { $0.brew("tea") }.callingRealImplementation()
      #expect(kettle.brew("tea") == houseBrew)
    }
    expectFailures(
      failures,
      [(noRealImplementation("BareKettle", "brew(_:)", "accept(real: super.brew(_:))"), line)])
  }
}
