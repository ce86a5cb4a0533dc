import SwiftMock
import SwiftMockTestSupport
import Testing

/// A model type with no default value and no `Defaultable` conformance,
/// with the fields a model usually has.
struct Forecast: Equatable, Sendable {
  let city: String
  let temperatures: [Int]
  let note: String?
}

enum WeatherError: Error, Equatable {
  case offline
}

/// Every kind of member returning a type with no default.
protocol WeatherService: Sendable {
  func forecast() -> Forecast
  func forecast(for city: String) -> Forecast
  func load() throws -> Forecast
  func fetch() async -> Forecast
  func fetchThrowing() async throws -> Forecast
  var current: Forecast { get }
}

final class MockWeatherService: Mock<WeatherService>, WeatherService, @unchecked Sendable {
  func forecast() -> Forecast { accept() }
  func forecast(for city: String) -> Forecast { accept(city) }
  func load() throws -> Forecast { try throwingAccept() }
  func fetch() async -> Forecast { await accept() }
  func fetchThrowing() async throws -> Forecast { try await throwingAccept() }
  var current: Forecast { accept() }
}

final class StubWeatherService: Stub<WeatherService>, WeatherService, @unchecked Sendable {
  func forecast() -> Forecast { accept() }
  func forecast(for city: String) -> Forecast { accept(city) }
  func load() throws -> Forecast { try throwingAccept() }
  func fetch() async -> Forecast { await accept() }
  func fetchThrowing() async throws -> Forecast { try await throwingAccept() }
  var current: Forecast { accept() }
}

final class SpyWeatherService: Spy<WeatherService>, WeatherService, @unchecked Sendable {
  func forecast() -> Forecast { accept() }
  func forecast(for city: String) -> Forecast { accept(city) }
  func load() throws -> Forecast { try throwingAccept() }
  func fetch() async -> Forecast { await accept() }
  func fetchThrowing() async throws -> Forecast { try await throwingAccept() }
  var current: Forecast { accept() }
}

let paris = Forecast(city: "Paris", temperatures: [12, 14], note: nil)
let oslo = Forecast(city: "Oslo", temperatures: [-3], note: "snow")

/// How every message about `Forecast`, which has no default, ends.
let forecastDefaultFix = """
  give the mocked member a default with accept(default: …), or make Forecast conform to \
  Defaultable: extension Forecast: Defaultable { public static var mockDefault: Forecast { … } }
  """

/// A member whose return type has no default works in every documented
/// shape once the test answers it.
struct NoDefaultAnswerTests {
  @Test func anExpectationAnswersWithItsValue() {
    let mock = MockWeatherService()
    mock.expect { $0.forecast() }.returning(paris)
    let failures = captureFailures {
      #expect(mock.forecast() == paris)
      mock.verify()
    }
    #expect(failures.isEmpty)
  }

  @Test func aCountBeforeOrAfterTheAnswerWorks() {
    let mock = MockWeatherService()
    mock.expect { $0.forecast() }.times(2).returning(paris)
    mock.expect { $0.forecast(for: "Oslo") }.returning(oslo).times(2)
    let failures = captureFailures {
      #expect(mock.forecast() == paris)
      #expect(mock.forecast(for: "Oslo") == oslo)
      #expect(mock.forecast() == paris)
      #expect(mock.forecast(for: "Oslo") == oslo)
      mock.verify()
    }
    #expect(failures.isEmpty)
  }

  @Test func aThrowingMemberThrowsOrReturnsWhatTheTestSays() throws {
    let mock = MockWeatherService()
    mock.expect { try $0.load() }.throwing(WeatherError.offline)
    mock.expect { try $0.load() }.returning(oslo)
    #expect(throws: WeatherError.offline) { try mock.load() }
    #expect(try mock.load() == oslo)
    #expect(captureFailures { mock.verify() }.isEmpty)
  }

  @Test func anActionAndAnAnswerChain() {
    let mock = MockWeatherService()
    let calls = Handoff<Int>()
    mock.expect { $0.forecast() }.doing { _ in calls.value = (calls.value ?? 0) + 1 }.returning(
      paris)
    #expect(mock.forecast() == paris)
    #expect(calls.value == 1)
    #expect(captureFailures { mock.verify() }.isEmpty)
  }

  @Test func asyncMembersAnswerWithTheirValue() async throws {
    let mock = MockWeatherService()
    await mock.expect { await $0.fetch() }.returning(paris)
    await mock.expect { try await $0.fetchThrowing() }.returning(oslo)
    await mock.expect { try await $0.fetchThrowing() }.throwing(WeatherError.offline)
    #expect(await mock.fetch() == paris)
    #expect(try await mock.fetchThrowing() == oslo)
    await #expect(throws: WeatherError.offline) { try await mock.fetchThrowing() }
    #expect(captureFailures { mock.verify() }.isEmpty)
  }

  @Test func aPropertyAndAMatchedArgumentAnswer() {
    let mock = MockWeatherService()
    mock.expect { $0.current }.returning(paris)
    mock.expect { $0.forecast(for: any()) }.returning(oslo)
    let failures = captureFailures {
      #expect(mock.current == paris)
      #expect(mock.forecast(for: "Bergen") == oslo)
      mock.verify()
    }
    #expect(failures.isEmpty)
  }

  @Test func anAllowanceAnswersEveryCall() async {
    let mock = MockWeatherService()
    mock.allow { $0.forecast() }.returning(paris)
    await mock.allow { await $0.fetch() }.returning(oslo)
    let failures = await captureFailures {
      #expect(mock.forecast() == paris)
      #expect(mock.forecast() == paris)
      #expect(await mock.fetch() == oslo)
      mock.verify()
    }
    #expect(failures.isEmpty)
  }

  @Test func aStubAnswersWhatItIsGiven() async throws {
    let stub = StubWeatherService()
    stub.given { $0.forecast(for: "Paris") }.returning(paris)
    stub.given { try $0.load() }.returning(oslo)
    await stub.given { await $0.fetch() }.returning(paris)
    await stub.given { try await $0.fetchThrowing() }.throwing(WeatherError.offline)
    #expect(stub.forecast(for: "Paris") == paris)
    #expect(try stub.load() == oslo)
    #expect(await stub.fetch() == paris)
    await #expect(throws: WeatherError.offline) { try await stub.fetchThrowing() }
  }

  @Test func aSpyIsAskedAboutSuchMembersWithoutAnAnswer() {
    let spy = SpyWeatherService()
    spy.given { $0.forecast(for: any()) }.returning(paris)
    _ = spy.forecast(for: "Paris")
    _ = spy.forecast(for: "Paris")
    let failures = captureFailures {
      #expect(spy.received { $0.forecast(for: "Paris") })
      #expect(spy.callCount { $0.forecast(for: "Paris") } == 2)
      #expect(spy.calls { $0.forecast(for: "Oslo") }.isEmpty)
      spy.verifyReceived(times: 2) { $0.forecast(for: "Paris") }
    }
    #expect(failures.isEmpty)
  }

  @Test func aHeldCallIsAnsweredByItsResumption() async {
    let mock = MockWeatherService()
    let fetch = await mock.expect { await $0.fetch() }.suspended()
    let loading = Task { await mock.fetch() }
    await fetch.waitUntilReached()
    fetch.resume(returning: oslo)
    #expect(await loading.value == oslo)
    #expect(captureFailures { mock.verify() }.isEmpty)
  }

  @Test func anExpectationLeftWithoutAnAnswerFailsAtItsLine() async {
    var lines: [Int] = []
    let failures = await captureFailures {
      let mock = MockWeatherService()
      let stub = StubWeatherService()
      lines.append(#line); mock.expect { $0.forecast() }
      lines.append(#line); mock.allow { $0.forecast(for: "Paris") }.times(0)
      lines.append(#line); await mock.expect { await $0.fetch() }.doing { _ in }
      lines.append(#line); stub.given { $0.current }
      mock.reset()
    }
    expectFailures(
      failures,
      [
        (
          "[WeatherService] forecast() returns Forecast, a type with no default value, and this expect gives it no answer. Add .returning(…) to it, \(forecastDefaultFix)",
          lines[0]
        ),
        (
          "[WeatherService] .times(0) on forecast(for: \"Paris\") applies to expect, not to allow or given, whose calls may come any number of times; the count is unchanged.",
          lines[1]
        ),
        (
          "[WeatherService] forecast(for: \"Paris\") returns Forecast, a type with no default value, and this allow gives it no answer. Add .returning(…) to it, \(forecastDefaultFix)",
          lines[1]
        ),
        (
          "[WeatherService] fetch() returns Forecast, a type with no default value, and this expect gives it no answer. Add .returning(…) to it, \(forecastDefaultFix)",
          lines[2]
        ),
        (
          "[WeatherService] current returns Forecast, a type with no default value, and this given gives it no answer. Add .returning(…) to it, \(forecastDefaultFix)",
          lines[3]
        ),
      ])
  }

  @Test func anExpectationThatMustNeverHappenNeedsNoAnswer() {
    let failures = captureFailures {
      let mock = MockWeatherService()
      mock.expect { $0.forecast() }.times(0)
      mock.verify()
    }
    #expect(failures.isEmpty)
  }

  @Test func aStubWithNoAnswerReusesTheLastOneItWasGiven() {
    let stub = StubWeatherService()
    stub.given { $0.forecast(for: "Paris") }.returning(paris)
    #expect(stub.forecast(for: "Oslo") == paris)
  }

  @Test func anUnexpectedCallWithNoAnswerToGiveReturnsAValueBuiltFromTheFields() {
    var line = 0
    var callLine = 0
    var forecast: Forecast?
    let failures = captureFailures {
      line = #line; let mock = MockWeatherService()
      callLine = #line; forecast = mock.forecast(for: "Paris")
    }
    #expect(forecast == Forecast(city: "", temperatures: [], note: nil))
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [WeatherService] Unexpected call: forecast(for: "Paris")
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line)
      ])
  }

  @Test func aCallOfAnExpectationLeftWithoutAnAnswerReturnsAValueBuiltFromTheFields() {
    var line = 0
    var forecast: Forecast?
    let failures = captureFailures {
      let mock = MockWeatherService()
      line = #line; mock.expect { $0.forecast() }
      forecast = mock.forecast()
      mock.verify()
    }
    #expect(forecast == Forecast(city: "", temperatures: [], note: nil))
    expectFailures(
      failures,
      [
        (
          "[WeatherService] forecast() returns Forecast, a type with no default value, and this expect gives it no answer. Add .returning(…) to it, \(forecastDefaultFix)",
          line
        )
      ])
  }
}
