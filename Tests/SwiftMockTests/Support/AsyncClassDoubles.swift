import SwiftMock

// A real class whose members suspend or throw a typed error, and class
// doubles of it, for the tests of overrides that pass their real
// implementations to `await accept(real:)` and the throwing forms.

/// What a weather station throws.
enum StationError: Error, Equatable {
  case offline
  case outOfRange(Int)
}

/// Who is calling, as the task a call runs on knows it: a real
/// implementation notes it, so that a test sees it ran on its task.
enum StationCaller {
  @TaskLocal static var name = "nobody"
}

/// A real class: its methods do real work, noted in `realWork`.
///
/// `@unchecked Sendable` is safe here: the only state, `work`, is behind a
/// lock, so tests may call a station from several tasks.
class WeatherStation: @unchecked Sendable {
  private let work = LockedValue<[String]>([])

  /// What the real implementations did, in order.
  var realWork: [String] {
    work.withLock { $0 }
  }

  private func note(_ entry: String) {
    work.withLock { $0.append(entry) }
  }

  func forecast(day: Int) async -> String {
    note("forecast(day: \(day)) for \(StationCaller.name)")
    return "sun on day \(day)"
  }

  func restart() async {
    note("restart()")
  }

  func pressure(at height: Int) async throws -> Int {
    note("pressure(at: \(height))")
    guard height >= 0 else { throw StationError.outOfRange(height) }
    return 1000 - height
  }

  func calibrate(to value: Int) throws(StationError) -> Int {
    note("calibrate(to: \(value))")
    guard value >= 0 else { throw .outOfRange(value) }
    return value * 2
  }

  func lock() throws(StationError) {
    note("lock()")
  }

  func upload(batch: Int) async throws(StationError) -> Int {
    note("upload(batch: \(batch))")
    guard batch > 0 else { throw .offline }
    return batch * 10
  }

  /// A method of the real class that calls one it lets subclasses override.
  func summary() async -> String {
    "summary: \(await forecast(day: 0))"
  }
}

/// A class double of `WeatherStation` of any kind, for what holds for
/// mocks, stubs and spies alike.
protocol StationDouble: WeatherStation, ClassDouble {
  /// Answers every call that `call` makes: with `allow` on a mock, with
  /// `given` on a stub or a spy.
  func answering<Result>(
    _ call: (inout sending WeatherStation) async throws -> Result
  ) async -> Expectation<Result>

  /// Answers every call of a member that throws only a `StationError` that
  /// `call` makes: with `allow(errorType:)` on a mock, with
  /// `given(errorType:)` on a stub or a spy.
  func answeringTyped<Result>(
    _ call: (inout sending WeatherStation) async throws -> Result
  ) async -> TypedThrowsExpectation<Result, StationError>
}

/// The kinds of test double a class double can keep.
enum StationKind: CaseIterable {
  case mock
  case stub
  case spy

  /// A class double of this kind whose overrides pass their real
  /// implementations.
  func station() -> any StationDouble {
    switch self {
    case .mock: MockStation()
    case .stub: StubStation()
    case .spy: SpyStation()
    }
  }

  /// A class double of this kind whose overrides pass none.
  func bareStation() -> any StationDouble {
    switch self {
    case .mock: BareMockStation()
    case .stub: BareStubStation()
    case .spy: BareSpyStation()
    }
  }

  /// The name failures give the class double ``station()`` makes.
  var stationName: String {
    switch self {
    case .mock: "MockStation"
    case .stub: "StubStation"
    case .spy: "SpyStation"
    }
  }

  /// The name failures give the class double ``bareStation()`` makes.
  var bareStationName: String {
    switch self {
    case .mock: "BareMockStation"
    case .stub: "BareStubStation"
    case .spy: "BareSpyStation"
    }
  }
}

/// A strict class double of `WeatherStation`, whose overrides can call the
/// real implementation.
final class MockStation: WeatherStation, StationDouble, @unchecked Sendable {
  static let madeAt = #line + 1
  let testDouble = Mock<MockStation>()

  override func forecast(day: Int) async -> String {
    await accept(day, real: await super.forecast(day: day))
  }
  override func restart() async { await accept(real: await super.restart()) }
  override func pressure(at height: Int) async throws -> Int {
    try await throwingAccept(height, real: try await super.pressure(at: height))
  }
  override func calibrate(to value: Int) throws(StationError) -> Int {
    try throwingAccept(value, errorType: StationError.self, real: try super.calibrate(to: value))
  }
  override func lock() throws(StationError) {
    try throwingAccept(errorType: StationError.self, real: try super.lock())
  }
  override func upload(batch: Int) async throws(StationError) -> Int {
    try await throwingAccept(
      batch, errorType: StationError.self, real: try await super.upload(batch: batch))
  }
  override func summary() async -> String { await accept(real: await super.summary()) }

  func answering<Result>(
    _ call: (inout sending WeatherStation) async throws -> Result
  ) async -> Expectation<Result> {
    await allow { station in
      var base: WeatherStation = station
      return try await call(&base)
    }
  }

  func answeringTyped<Result>(
    _ call: (inout sending WeatherStation) async throws -> Result
  ) async -> TypedThrowsExpectation<Result, StationError> {
    await allow(errorType: StationError.self) { station in
      var base: WeatherStation = station
      return try await call(&base)
    }
  }
}

/// A stub of `WeatherStation`, whose overrides can call the real
/// implementation.
final class StubStation: WeatherStation, StationDouble, @unchecked Sendable {
  let testDouble = Stub<StubStation>()

  override func forecast(day: Int) async -> String {
    await accept(day, real: await super.forecast(day: day))
  }
  override func restart() async { await accept(real: await super.restart()) }
  override func pressure(at height: Int) async throws -> Int {
    try await throwingAccept(height, real: try await super.pressure(at: height))
  }
  override func calibrate(to value: Int) throws(StationError) -> Int {
    try throwingAccept(value, errorType: StationError.self, real: try super.calibrate(to: value))
  }
  override func lock() throws(StationError) {
    try throwingAccept(errorType: StationError.self, real: try super.lock())
  }
  override func upload(batch: Int) async throws(StationError) -> Int {
    try await throwingAccept(
      batch, errorType: StationError.self, real: try await super.upload(batch: batch))
  }
  override func summary() async -> String { await accept(real: await super.summary()) }

  func answering<Result>(
    _ call: (inout sending WeatherStation) async throws -> Result
  ) async -> Expectation<Result> {
    await given { station in
      var base: WeatherStation = station
      return try await call(&base)
    }
  }

  func answeringTyped<Result>(
    _ call: (inout sending WeatherStation) async throws -> Result
  ) async -> TypedThrowsExpectation<Result, StationError> {
    await given(errorType: StationError.self) { station in
      var base: WeatherStation = station
      return try await call(&base)
    }
  }
}

/// A spy of `WeatherStation`, whose overrides can call the real
/// implementation.
final class SpyStation: WeatherStation, StationDouble, @unchecked Sendable {
  let testDouble = Spy<SpyStation>()

  override func forecast(day: Int) async -> String {
    await accept(day, real: await super.forecast(day: day))
  }
  override func restart() async { await accept(real: await super.restart()) }
  override func pressure(at height: Int) async throws -> Int {
    try await throwingAccept(height, real: try await super.pressure(at: height))
  }
  override func calibrate(to value: Int) throws(StationError) -> Int {
    try throwingAccept(value, errorType: StationError.self, real: try super.calibrate(to: value))
  }
  override func lock() throws(StationError) {
    try throwingAccept(errorType: StationError.self, real: try super.lock())
  }
  override func upload(batch: Int) async throws(StationError) -> Int {
    try await throwingAccept(
      batch, errorType: StationError.self, real: try await super.upload(batch: batch))
  }
  override func summary() async -> String { await accept(real: await super.summary()) }

  func answering<Result>(
    _ call: (inout sending WeatherStation) async throws -> Result
  ) async -> Expectation<Result> {
    await given { station in
      var base: WeatherStation = station
      return try await call(&base)
    }
  }

  func answeringTyped<Result>(
    _ call: (inout sending WeatherStation) async throws -> Result
  ) async -> TypedThrowsExpectation<Result, StationError> {
    await given(errorType: StationError.self) { station in
      var base: WeatherStation = station
      return try await call(&base)
    }
  }
}

/// A strict class double of `WeatherStation` whose overrides pass no real
/// implementation.
final class BareMockStation: WeatherStation, StationDouble, @unchecked Sendable {
  let testDouble = Mock<BareMockStation>()

  override func forecast(day: Int) async -> String { await accept(day) }
  override func pressure(at height: Int) async throws -> Int { try await throwingAccept(height) }
  override func calibrate(to value: Int) throws(StationError) -> Int {
    try testDouble.throwingAccept(value, errorType: StationError.self)
  }
  override func upload(batch: Int) async throws(StationError) -> Int {
    try await testDouble.throwingAccept(batch, errorType: StationError.self)
  }

  func answering<Result>(
    _ call: (inout sending WeatherStation) async throws -> Result
  ) async -> Expectation<Result> {
    await allow { station in
      var base: WeatherStation = station
      return try await call(&base)
    }
  }

  func answeringTyped<Result>(
    _ call: (inout sending WeatherStation) async throws -> Result
  ) async -> TypedThrowsExpectation<Result, StationError> {
    await allow(errorType: StationError.self) { station in
      var base: WeatherStation = station
      return try await call(&base)
    }
  }
}

/// A stub of `WeatherStation` whose overrides pass no real implementation.
final class BareStubStation: WeatherStation, StationDouble, @unchecked Sendable {
  let testDouble = Stub<BareStubStation>()

  override func forecast(day: Int) async -> String { await accept(day) }
  override func pressure(at height: Int) async throws -> Int { try await throwingAccept(height) }
  override func calibrate(to value: Int) throws(StationError) -> Int {
    try testDouble.throwingAccept(value, errorType: StationError.self)
  }
  override func upload(batch: Int) async throws(StationError) -> Int {
    try await testDouble.throwingAccept(batch, errorType: StationError.self)
  }

  func answering<Result>(
    _ call: (inout sending WeatherStation) async throws -> Result
  ) async -> Expectation<Result> {
    await given { station in
      var base: WeatherStation = station
      return try await call(&base)
    }
  }

  func answeringTyped<Result>(
    _ call: (inout sending WeatherStation) async throws -> Result
  ) async -> TypedThrowsExpectation<Result, StationError> {
    await given(errorType: StationError.self) { station in
      var base: WeatherStation = station
      return try await call(&base)
    }
  }
}

/// A spy of `WeatherStation` whose overrides pass no real implementation.
final class BareSpyStation: WeatherStation, StationDouble, @unchecked Sendable {
  let testDouble = Spy<BareSpyStation>()

  override func forecast(day: Int) async -> String { await accept(day) }
  override func pressure(at height: Int) async throws -> Int { try await throwingAccept(height) }
  override func calibrate(to value: Int) throws(StationError) -> Int {
    try testDouble.throwingAccept(value, errorType: StationError.self)
  }
  override func upload(batch: Int) async throws(StationError) -> Int {
    try await testDouble.throwingAccept(batch, errorType: StationError.self)
  }

  func answering<Result>(
    _ call: (inout sending WeatherStation) async throws -> Result
  ) async -> Expectation<Result> {
    await given { station in
      var base: WeatherStation = station
      return try await call(&base)
    }
  }

  func answeringTyped<Result>(
    _ call: (inout sending WeatherStation) async throws -> Result
  ) async -> TypedThrowsExpectation<Result, StationError> {
    await given(errorType: StationError.self) { station in
      var base: WeatherStation = station
      return try await call(&base)
    }
  }
}
