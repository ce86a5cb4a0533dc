import SwiftMock
import SwiftMockTestSupport
import Testing

/// While a block such as `expect`'s records a call of a member whose type
/// has no default and cannot be built from its fields' defaults, the member
/// can only give the block a placeholder: a block that passes it on or uses
/// it is told so, and never crashes on it.
struct PlaceholderTests {
  @Test func aBlockThatPassesThePlaceholderToAnotherCallIsAMisuseOfTwoCalls() {
    var lines: [Int] = []
    let failures = captureFailures {
      let mock = MockArchive()
      let stub = StubArchive()
      let other = MockArchive(name: "other")
      lines.append(#line); mock.expect { $0.store($0.latest()) }
      lines.append(#line); stub.given { $0.store($0.latest()) }
      lines.append(#line); mock.expect { $0.store(other.latest()) }
      mock.verify()
      other.verify()
    }
    expectFailures(
      failures,
      [
        (
          """
          [Archive] The expect block called 2 methods: latest(), store(…). \
          Call exactly one mocked method in each expect block.
          """, lines[0]
        ),
        (
          """
          [Archive] The given block called 2 methods: latest(), store(…). \
          Call exactly one mocked method in each given block.
          """, lines[1]
        ),
        (
          """
          [Archive] The expect block called a method of another test double: [other] latest(). \
          Call only this mock's methods in it.
          """, lines[2]
        ),
      ])
  }

  @Test func aBlockThatUsesThePlaceholderStopsWithTheFix() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let mock = MockArchive()
      mock.expect { $0.latest().city }
    }
    let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      output.contains(
        """
        [Archive] The expect block uses the value of latest(), a SensorReading, a type with no default \
        value, which the mock cannot make before the test answers the call. Make the call alone \
        in the block, expect { $0.latest(…) }, and answer it with .returning(…), \
        \(sensorReadingDefaultFix)
        """), "\(output)")
  }

  @Test func aMemberReturningAnEnumWithNoCasesStopsWithItsMessage() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let mock = MockArchive()
      mock.expect { $0.vacancy() }.times(0)
    }
    let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      output.contains(
        """
        [Archive] vacancy() returns Vacancy, a type with no values, so no call of it can return, \
        and the mock can neither record nor answer it. Make the member throw, or leave it out of \
        the protocol the mock stands for.
        """), "\(output)")
  }

  @Test func anAnswerOfAnotherTypeStopsSayingWhatItWas() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let mock = MockArchive()
      _ = captureFailures {
        mock.expect { $0.latest() as Any }.returning(42)
        _ = mock.latest()
      }
    }
    let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      output.contains(
        """
        [Archive] latest() returns SensorReading, a type with no default value, but its expectation \
        at SwiftMockTests/PlaceholderTests.swift:
        """), "\(output)")
    #expect(
      output.contains(
        "returns a value of type Int. Give that expectation .returning(…) with a SensorReading, \(sensorReadingDefaultFix)"
      ), "\(output)")
  }
}

/// An enum with no cases: no value of it can exist.
enum Vacancy {}

/// A reading of a sensor, which is a class: no value of it can be built
/// from its fields' defaults.
struct SensorReading {
  let city: String
  let sensor: Sensor
}

final class Sensor: Sendable {}

/// How every message about `SensorReading`, which has no default, ends.
let sensorReadingDefaultFix = """
  give the mocked member a default with accept(default: …), or make SensorReading conform to \
  Defaultable: extension SensorReading: Defaultable { public static var mockDefault: SensorReading { … } }
  """

protocol Archive: Sendable {
  func latest() -> SensorReading
  func store(_ reading: SensorReading)
  func vacancy() -> Vacancy
}

final class MockArchive: Mock<Archive>, Archive, @unchecked Sendable {
  func latest() -> SensorReading { accept() }
  func store(_ reading: SensorReading) { accept(reading) }
  func vacancy() -> Vacancy { accept() }
}

final class StubArchive: Stub<Archive>, Archive, @unchecked Sendable {
  func latest() -> SensorReading { accept() }
  func store(_ reading: SensorReading) { accept(reading) }
  func vacancy() -> Vacancy { accept() }
}
