import SwiftMock
import SwiftMockTestSupport
import Testing

/// A protocol whose members make their matchers' placeholders arrive in an
/// order other than the one the matchers were made in.
protocol Incidents {
  func report(_ level: @autoclosure () -> Int, code: Int)
  func label(_ first: @autoclosure () -> String, _ second: String)
  func pair(_ first: Spot, _ second: Spot)
  func flags(_ first: Bool, _ second: Bool, _ third: Bool)
  func switches(_ first: Bool, _ second: Bool)
  func mixed(_ first: Int, _ tag: String, _ second: Int)
  func ratio(_ first: @autoclosure () -> Double, _ second: Double)
  func optional(_ first: @autoclosure () -> Int?, _ second: Int?)
}

/// A value type whose matchers all stand for their arguments with its one
/// default.
struct Spot: Defaultable, Equatable, Sendable {
  var x = 0
  static var mockDefault: Spot { Spot() }
}

final class MockIncidents: Mock<Incidents>, Incidents {
  func report(_ level: @autoclosure () -> Int, code: Int) { accept(level(), code) }
  func label(_ first: @autoclosure () -> String, _ second: String) { accept(first(), second) }
  func pair(_ first: Spot, _ second: Spot) { accept(first, second) }
  func flags(_ first: Bool, _ second: Bool, _ third: Bool) { accept(first, second, third) }
  func switches(_ first: Bool, _ second: Bool) { accept(first, second) }
  func mixed(_ first: Int, _ tag: String, _ second: Int) { accept(first, tag, second) }
  func ratio(_ first: @autoclosure () -> Double, _ second: Double) { accept(first(), second) }
  func optional(_ first: @autoclosure () -> Int?, _ second: Int?) { accept(first(), second) }
}

final class SpyIncidents: Spy<Incidents>, Incidents {
  func report(_ level: @autoclosure () -> Int, code: Int) { accept(level(), code) }
  func label(_ first: @autoclosure () -> String, _ second: String) { accept(first(), second) }
  func pair(_ first: Spot, _ second: Spot) { accept(first, second) }
  func flags(_ first: Bool, _ second: Bool, _ third: Bool) { accept(first, second, third) }
  func switches(_ first: Bool, _ second: Bool) { accept(first, second) }
  func mixed(_ first: Int, _ tag: String, _ second: Int) { accept(first, tag, second) }
  func ratio(_ first: @autoclosure () -> Double, _ second: Double) { accept(first(), second) }
  func optional(_ first: @autoclosure () -> Int?, _ second: Int?) { accept(first(), second) }
}

/// Matchers are placed by the arguments their placeholders arrive as, not
/// by the order they were made in.
struct MatcherPlacementTests {
  @Test func anAutoclosureArgumentsMatcherStandsForItsOwnArgument() {
    let mock = MockIncidents()
    // The autoclosure's matcher is made when the mock reads it: last.
    mock.expect { $0.report(any(where: { $0 == 1 }), code: any(where: { $0 == 404 })) }
    let failures = captureFailures {
      mock.report(1, code: 404)
      mock.verify()
    }
    #expect(failures.isEmpty)
  }

  @Test func theWrongWayRoundIsAnUnexpectedCall() {
    var line = 0
    var expectLine = 0
    var callLine = 0
    let failures = captureFailures {
      line = #line; let mock = MockIncidents()
      expectLine = #line
      mock.expect { $0.report(any(where: { $0 == 1 }), code: any(where: { $0 == 404 })) }
      callLine = #line; mock.report(404, code: 1)
      mock.verify()
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [Incidents] Unexpected call: report(404, code: 1)
            expected: report(any(where: …), code: any(where: …)) (\(here(expectLine + 1)))
            received: report(404, code: 1)
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line)
      ])
  }

  @Test func matchersKeptInLocalsStandForTheArgumentsTheyArePassedAs() {
    let mock = MockIncidents()
    mock.expect { incidents in
      let second: Int = any(where: { $0 == 404 })
      let first: Int = any(where: { $0 == 1 })
      incidents.mixed(first, "x", second)
    }
    let failures = captureFailures {
      mock.mixed(1, "x", 404)
      mock.verify()
    }
    #expect(failures.isEmpty)
  }

  @Test func stringsDoublesAndOptionalsArePlacedByTheirArguments() {
    let mock = MockIncidents()
    mock.expect { $0.label(any(where: { $0 == "a" }), any(where: { $0 == "b" })) }
    mock.expect { $0.ratio(any(where: { $0 == 0.5 }), any(where: { $0 == 2 })) }
    mock.expect { $0.optional(any(where: { $0 == nil }), any(where: { $0 == 7 })) }
    let failures = captureFailures {
      mock.label("a", "b")
      mock.ratio(0.5, 2)
      mock.optional(nil, 7)
      mock.verify()
    }
    #expect(failures.isEmpty)
    let swapped = MockIncidents()
    swapped.expect { $0.label(any(where: { $0 == "a" }), any(where: { $0 == "b" })) }
    swapped.expect { $0.ratio(any(where: { $0 == 0.5 }), any(where: { $0 == 2 })) }
    swapped.expect { $0.optional(any(where: { $0 == nil }), any(where: { $0 == 7 })) }
    let swappedFailures = captureFailures {
      swapped.label("b", "a")
      swapped.ratio(2, 0.5)
      swapped.optional(7, nil)
    }
    #expect(
      swappedFailures.map { $0.message.split(separator: "\n").first ?? "" } == [
        "[Incidents] Unexpected call: label(\"b\", \"a\")",
        "[Incidents] Unexpected call: ratio(2.0, 0.5)",
        "[Incidents] Unexpected call: optional(7, nil)",
      ])
    swapped.reset()
  }

  @Test func aSpyPlacesMatchersByTheirArguments() {
    let spy = SpyIncidents()
    spy.report(404, code: 1)
    var line = 0
    let failures = captureFailures {
      line = #line + 1
      spy.verifyReceived { $0.report(any(where: { $0 == 1 }), code: any(where: { $0 == 404 })) }
    }
    #expect(spy.received { $0.report(any(where: { $0 == 404 }), code: any(where: { $0 == 1 })) })
    #expect(
      spy.received { $0.report(any(where: { $0 == 1 }), code: any(where: { $0 == 404 })) } == false)
    expectFailures(
      failures,
      [
        (
          """
          [Incidents] Wanted but not invoked: report(any(where: …), code: any(where: …))
            received instead: report(404, code: 1)
          """,
          line
        )
      ])
  }

  @Test func interchangeableMatchersOfOneTypeNeedNoOrder() {
    let mock = MockIncidents()
    mock.expect { $0.pair(any(), any()) }
    let failures = captureFailures {
      mock.pair(Spot(x: 1), Spot(x: 2))
      mock.verify()
    }
    #expect(failures.isEmpty)
  }

  @Test func matchersOfOneTypeWithEqualPlaceholdersAreReportedNotGuessed() {
    var line = 0
    var flagsLine = 0
    let failures = captureFailures {
      let mock = MockIncidents()
      line = #line; mock.expect { $0.pair(any(where: { $0.x == 1 }), any(where: { $0.x == 2 })) }
      flagsLine = #line + 1
      mock.expect { $0.flags(any(where: { $0 }), any(where: { !$0 }), any(where: { $0 })) }
      mock.reset()
    }
    expectFailures(
      failures,
      [
        (
          "[Incidents] The expect block uses 2 argument matchers in pair(_:_:) of which two or more stand for their arguments with equal placeholders, so it is unclear which argument each matcher stands for. Write all but one of them as plain values, or use .ignoringArguments() and check the arguments in .doing { … }.",
          line
        ),
        (
          "[Incidents] The expect block uses 3 argument matchers in flags(_:_:_:) of which two or more stand for their arguments with equal placeholders, so it is unclear which argument each matcher stands for. Write all but one of them as plain values, or use .ignoringArguments() and check the arguments in .doing { … }.",
          flagsLine
        ),
      ])
  }

  @Test func twoBoolMatchersArePlacedByTheirArguments() {
    let mock = MockIncidents()
    mock.expect { incidents in
      let second: Bool = any(where: { !$0 })
      let first: Bool = any(where: { $0 })
      incidents.switches(first, second)
    }
    let failures = captureFailures {
      mock.switches(true, false)
      mock.verify()
    }
    #expect(failures.isEmpty)
  }

  @Test func aPlainValueBesideOneMatcherOfItsTypeIsNotTakenForAPlaceholder() {
    let mock = MockIncidents()
    mock.expect { $0.mixed(any(where: { $0 > 0 }), "x", Int.max) }
    mock.expect { $0.mixed(Int.max, "y", any(where: { $0 > 0 })) }
    let failures = captureFailures {
      mock.mixed(1, "x", Int.max)
      mock.mixed(Int.max, "y", 1)
      mock.verify()
    }
    #expect(failures.isEmpty)
  }
}
