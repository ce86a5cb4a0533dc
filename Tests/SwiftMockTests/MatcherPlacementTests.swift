import SwiftMockTestSupport
import Testing

@testable import SwiftMock

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
  func options(_ first: @autoclosure () -> Bool, _ second: Bool, _ third: Bool)
  func optionals(_ first: @autoclosure () -> Int?, _ second: Int?, _ third: Int?)
  func fill(_ first: UInt8, _ second: UInt8, _ third: UInt8)
  func letters(_ first: Character?, _ second: Character?)
  func crowd(_ a: Spot, _ b: Spot, _ c: Spot, _ d: Spot, _ e: Spot, _ f: Spot, _ g: Spot)
  func text(_ first: @autoclosure () -> Substring, _ second: Substring)
  func narrow(_ first: Int16, _ second: Int16)
  func two(_ first: Int, _ second: Int) async
  func switchboard(
    _ b0: Bool, _ b1: Bool, _ b2: Bool, _ b3: Bool, _ b4: Bool, _ b5: Bool, _ b6: Bool,
    _ b7: Bool, _ b8: Bool, _ b9: Bool, _ b10: Bool, _ b11: Bool, _ b12: Bool, _ b13: Bool,
    _ b14: Bool, _ b15: Bool, _ b16: Bool, _ b17: Bool, _ b18: Bool, _ b19: Bool)
}

extension Incidents {
  /// A convenience that does arithmetic with its arguments before the
  /// member it forwards to, as code of the test's may.
  func shifted(_ first: Int, _ second: Int) { mixed(first + 1, "shifted", second * 2) }
  /// The same, with a type of 16 bits.
  func doubled(_ first: Int16, _ second: Int16) { narrow(first * 2, second * 4) }
}

/// A protocol of a type the standard library has only on newer systems.
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
protocol WideIncidents {
  func wide(_ first: @autoclosure () -> Int128, _ second: Int128)
}

@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
final class MockWideIncidents: Mock<WideIncidents>, WideIncidents {
  func wide(_ first: @autoclosure () -> Int128, _ second: Int128) { accept(first(), second) }
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
  func options(_ first: @autoclosure () -> Bool, _ second: Bool, _ third: Bool) {
    accept(first(), second, third)
  }
  func optionals(_ first: @autoclosure () -> Int?, _ second: Int?, _ third: Int?) {
    accept(first(), second, third)
  }
  func fill(_ first: UInt8, _ second: UInt8, _ third: UInt8) { accept(first, second, third) }
  func letters(_ first: Character?, _ second: Character?) { accept(first, second) }
  func crowd(_ a: Spot, _ b: Spot, _ c: Spot, _ d: Spot, _ e: Spot, _ f: Spot, _ g: Spot) {
    accept(a, b, c, d, e, f, g)
  }
  func text(_ first: @autoclosure () -> Substring, _ second: Substring) {
    accept(first(), second)
  }
  func narrow(_ first: Int16, _ second: Int16) { accept(first, second) }
  func two(_ first: Int, _ second: Int) async { await accept(first, second) }
  func switchboard(
    _ b0: Bool, _ b1: Bool, _ b2: Bool, _ b3: Bool, _ b4: Bool, _ b5: Bool, _ b6: Bool,
    _ b7: Bool, _ b8: Bool, _ b9: Bool, _ b10: Bool, _ b11: Bool, _ b12: Bool, _ b13: Bool,
    _ b14: Bool, _ b15: Bool, _ b16: Bool, _ b17: Bool, _ b18: Bool, _ b19: Bool
  ) {
    accept(
      b0, b1, b2, b3, b4, b5, b6, b7, b8, b9, b10, b11, b12, b13, b14, b15, b16, b17, b18, b19)
  }
}

/// The members of `Incidents` the spy's tests call.
protocol SpiedIncidents {
  func report(_ level: @autoclosure () -> Int, code: Int)
  func two(_ first: Int, _ second: Int) async
}

final class SpyIncidents: Spy<SpiedIncidents>, SpiedIncidents {
  func report(_ level: @autoclosure () -> Int, code: Int) { accept(level(), code) }
  func two(_ first: Int, _ second: Int) async { await accept(first, second) }
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
    let spy = SpyIncidents(name: "Incidents")
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

  @Test func matchersOfAnyTypeInAnyOrderNeedNoOrderWhenTheyAreAllAny() {
    let mock = MockIncidents()
    mock.expect { $0.report(any(), code: any()) }
    mock.expect { $0.pair(any(), any()) }
    let failures = captureFailures {
      mock.report(5, code: 6)
      mock.pair(Spot(x: 1), Spot(x: 2))
      mock.verify()
    }
    #expect(failures.isEmpty)
  }

  @Test func anOptionalAndAPlainMatcherOfOneTypeAreToldApart() {
    let mock = MockIncidents()
    // Made in the order second, third, first: the first is an autoclosure.
    mock.expect { $0.optionals(any(), any(), any(Int.self, where: { $0 == 1 })) }
    var line = 0
    var madeLine = 0
    let failures = captureFailures {
      madeLine = #line; let wrong = MockIncidents()
      wrong.expect { $0.optionals(any(), any(), any(Int.self, where: { $0 == 1 })) }
      line = #line; wrong.optionals(1, nil, 999)
      wrong.reset()
      mock.optionals(5, nil, 1)
      mock.verify()
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [Incidents] Unexpected call: optionals(1, nil, 999)
            expected: optionals(any(), any(), any(where: …)) (\(here(madeLine + 1)))
            received: optionals(1, nil, 999)
            the mock was made at \(here(madeLine))
          """, calledAt: line, madeAt: madeLine)
      ])
  }

  @Test func aPlainBoolBesideBoolMatchersIsMatchedByEquality() {
    let mock = MockIncidents()
    // Made in the order second, first: the first is an autoclosure.
    mock.expect { $0.options(any(), any(), true) }
    mock.expect { $0.flags(any(where: { $0 }), any(where: { !$0 }), true) }
    let failures = captureFailures {
      mock.options(true, false, true)
      mock.flags(true, false, true)
      mock.verify()
    }
    #expect(failures.isEmpty)
    var line = 0
    var madeLine = 0
    let wrongFailures = captureFailures {
      madeLine = #line; let wrong = MockIncidents()
      wrong.expect { $0.options(any(), any(), true) }
      line = #line; wrong.options(true, false, false)
      wrong.reset()
    }
    expectFailures(
      wrongFailures,
      [
        expectedCallFailure(
          """
          [Incidents] Unexpected call: options(true, false, false)
            expected: options(any(), any(), true) (\(here(madeLine + 1)))
            received: options(true, false, false)
            the mock was made at \(here(madeLine))
          """, calledAt: line, madeAt: madeLine)
      ])
  }

  @Test func boundsOfASmallIntegerTypeAreNotTakenForPlaceholders() {
    let mock = MockIncidents()
    mock.expect { $0.fill(any(where: { $0 < 10 }), any(where: { $0 > 200 }), 255) }
    mock.expect { $0.fill(any(), any(), 0x7F) }
    let failures = captureFailures {
      mock.fill(1, 250, 255)
      mock.fill(3, 4, 0x7F)
      mock.verify()
    }
    #expect(failures.isEmpty)
  }

  @Test func optionalsOfATypeWithNoDefaultKeepTheOrderTheyWereMadeIn() {
    let mock = MockIncidents()
    mock.expect { $0.letters(any(where: { $0 == "x" }), any(where: { $0 == "y" })) }
    let failures = captureFailures {
      mock.letters("x", "y")
      mock.verify()
    }
    #expect(failures.isEmpty)
  }

  @Test func arithmeticOnPlaceholdersDoesNotTrap() {
    var line = 0
    var narrowLine = 0
    let failures = captureFailures {
      let mock = MockIncidents()
      line = #line; mock.expect { $0.shifted(any(), any()) }
      narrowLine = #line; mock.expect { $0.doubled(any(), any()) }
    }
    expectFailures(
      failures,
      [
        (
          "[Incidents] The expect block used 2 argument matcher(s) in mixed(_:_:_:) that are not among its arguments. Pass each matcher as a whole argument, like log(any()).",
          line
        ),
        (
          "[Incidents] The expect block used 2 argument matcher(s) in narrow(_:_:) that are not among its arguments. Pass each matcher as a whole argument, like log(any()).",
          narrowLine
        ),
      ])
  }

  @Test func manyMatchersWithOnePlaceholderBesideAnEqualPlainValueAreReportedAtOnce() {
    var line = 0
    let failures = captureFailures {
      let mock = MockIncidents()
      line = #line + 1
      mock.expect {
        $0.crowd(
          any(where: { $0.x == 1 }), any(where: { $0.x == 2 }), any(where: { $0.x == 3 }),
          any(where: { $0.x == 4 }), any(where: { $0.x == 5 }), any(where: { $0.x == 6 }), Spot())
      }
      mock.reset()
    }
    expectFailures(
      failures,
      [
        (
          "[Incidents] The expect block mixes 6 argument matcher(s) with plain values in crowd(_:_:_:_:_:_:_:), and a plain value equals a matcher's placeholder, so it is unclear which argument each matcher stands for. Write the plain values as matchers too, like any(where: { $0 == 0 }).",
          line
        )
      ])
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

  @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  @Test func wideIntegersAndSubstringsArePlacedByTheirArguments() {
    let wide = MockWideIncidents()
    wide.expect { $0.wide(any(where: { $0 == 1 }), any(where: { $0 == 2 })) }
    let mock = MockIncidents()
    mock.expect { $0.text(any(where: { $0 == "a" }), any(where: { $0 == "b" })) }
    let failures = captureFailures {
      wide.wide(1, 2)
      mock.text("a", "b")
      wide.verify()
      mock.verify()
    }
    #expect(failures.isEmpty)
    let swapped = MockWideIncidents()
    swapped.expect { $0.wide(any(where: { $0 == 1 }), any(where: { $0 == 2 })) }
    let swappedFailures = captureFailures { swapped.wide(2, 1) }
    #expect(
      swappedFailures.map { $0.message.split(separator: "\n").first ?? "" } == [
        "[WideIncidents] Unexpected call: wide(2, 1)"
      ])
    swapped.reset()
  }

  @Test func twentyMatchersWithOnePlaceholderArePlacedAtOnce() {
    let mock = MockIncidents()
    mock.expect {
      $0.switchboard(
        any(), any(), any(), any(), any(), any(), any(), any(), any(), any(), any(), any(),
        any(), any(), any(), any(), any(), any(), any(), any(where: { $0 }))
    }
    let failures = captureFailures {
      mock.switchboard(
        true, false, true, false, true, false, true, false, true, false, true, false, true,
        false, true, false, true, false, true, true)
      mock.verify()
    }
    #expect(failures.isEmpty)
  }

  @Test func matchersMadeAtOnceByTheTasksOfABlockAreToldApart() async {
    for _ in 0..<200 {
      let spy = SpyIncidents(name: "Incidents")
      await spy.two(2, 1)
      let isReceived = await spy.received { incidents in
        var values = [0, 0]
        await withTaskGroup(of: (Int, Int).self) { group in
          for index in 0..<2 {
            group.addTask { (index, any(where: { $0 == index + 1 })) }
          }
          for await (index, value) in group { values[index] = value }
        }
        await incidents.two(values[0], values[1])
      }
      #expect(!isReceived)
    }
  }

  @Test func placeholdersDifferAndLeaveRoomForArithmetic() {
    let places = 0..<1_000
    #expect(
      Set(places.compactMap { distinctPlaceholder(of: Int.self, following: $0) }).count == 999)
    #expect(
      Set(places.compactMap { distinctPlaceholder(of: String.self, following: $0) }).count == 999)
    #expect(distinctPlaceholder(of: Int.self, following: 0) == nil)
    #expect(distinctPlaceholder(of: Bool.self, following: 1) == nil)
    #expect(distinctPlaceholder(of: Int?.self, following: 1) == .some(.some(0x5EED_0001)))
    // Doubled and doubled again, the first placeholders of each width stay
    // within its bounds.
    #expect(
      distinctPlaceholder(of: Int8.self, following: 1).map {
        $0.multipliedReportingOverflow(by: 4).overflow
      } == false)
    #expect(
      distinctPlaceholder(of: Int16.self, following: 16).map {
        $0.multipliedReportingOverflow(by: 16).overflow
      } == false)
    #expect(
      distinctPlaceholder(of: Int32.self, following: 16).map {
        $0.multipliedReportingOverflow(by: 256).overflow
      } == false)
    // A narrow type runs out of values: its later matchers share the default.
    #expect(distinctPlaceholder(of: Int8.self, following: 200) == nil)
  }
}
