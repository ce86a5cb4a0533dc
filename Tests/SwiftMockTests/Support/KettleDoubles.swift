import SwiftMock

// A real class whose members take closures, have a default of their own,
// or are setters, and class doubles of it, for the tests of the overrides
// that pass their real implementations to `accept(checkArgs:actionArgs:real:)`,
// `accept(_:default:real:)`, `accept(newValue, real: { … })` and their
// throwing and `async` forms.

/// What a kettle throws.
enum KettleError: Error, Equatable {
  case cold
  case overfilled(Int)
}

/// What a kettle brews: a type a member gives a default of its own.
struct Brew: Equatable {
  var name: String
  var cups: Int
}

/// A real class: its members do real work, noted in `realWork`, and call
/// the closures they are given.
///
/// `@unchecked Sendable` is safe here: its state is behind locks.
class Kettle: @unchecked Sendable {
  private let work = LockedValue<[String]>([])
  private let storedLevel = LockedValue(0)

  /// What the real implementations did, in order.
  var realWork: [String] {
    work.withLock { $0 }
  }

  func note(_ entry: String) {
    work.withLock { $0.append(entry) }
  }

  var level: Int {
    get { storedLevel.withLock { $0 } }
    set {
      note("level = \(newValue)")
      storedLevel.withLock { $0 = newValue }
    }
  }

  subscript(cup: Int) -> String {
    get { "cup \(cup)" }
    set { note("[\(cup)] = \(newValue)") }
  }

  func boil(then done: @escaping (Int) -> Void) -> Int {
    note("boil")
    done(100)
    return 100
  }

  func whistle(_ tune: @escaping (String) -> Void) {
    note("whistle")
    tune("real")
  }

  func descale(progress: @escaping (Int) -> Void) throws -> Int {
    note("descale")
    progress(50)
    throw KettleError.cold
  }

  func heat(to degrees: Int, progress: @escaping (Int) -> Void) async -> Int {
    note("heat(to: \(degrees))")
    progress(degrees)
    return degrees
  }

  func steam(progress: @escaping (Int) -> Void) async throws -> Int {
    note("steam")
    progress(1)
    return 7
  }

  func fill(cups: Int, progress: @escaping (Int) -> Void) throws(KettleError) -> Int {
    note("fill(cups: \(cups))")
    guard cups <= 4 else { throw .overfilled(cups) }
    progress(cups)
    return cups
  }

  func drain(progress: @escaping (Int) -> Void) async throws(KettleError) -> Int {
    note("drain")
    progress(0)
    throw .cold
  }

  /// Sets the level and boils: a real method that calls two a double
  /// overrides.
  func refill(then done: @escaping (Int) -> Void) -> Int {
    note("refill")
    level = 5
    return boil(then: done)
  }

  /// Boils on a task of its own, which calls the member a double overrides.
  func boilLater(then done: @escaping @Sendable (Int) -> Void) -> Task<Int, Never> {
    note("boilLater")
    return Task { self.boil(then: done) }
  }

  func brew(_ name: String) -> Brew {
    note("brew(\(name))")
    return Brew(name: name, cups: 2)
  }

  func brewStrong(_ name: String) throws -> Brew {
    note("brewStrong(\(name))")
    guard !name.isEmpty else { throw KettleError.cold }
    return Brew(name: name, cups: 3)
  }

  func brewSlowly(_ name: String) async -> Brew {
    note("brewSlowly(\(name))")
    return Brew(name: name, cups: 4)
  }

  func brewSlowlyOrFail(_ name: String) async throws -> Brew {
    note("brewSlowlyOrFail(\(name))")
    guard !name.isEmpty else { throw KettleError.cold }
    return Brew(name: name, cups: 5)
  }

  func brewChecked(_ name: String) throws(KettleError) -> Brew {
    note("brewChecked(\(name))")
    guard !name.isEmpty else { throw .cold }
    return Brew(name: name, cups: 6)
  }

  func brewCheckedSlowly(_ name: String) async throws(KettleError) -> Brew {
    note("brewCheckedSlowly(\(name))")
    guard !name.isEmpty else { throw .overfilled(0) }
    return Brew(name: name, cups: 7)
  }
}

/// The default the doubles of `Kettle` give `Brew`.
let houseBrew = Brew(name: "house", cups: 1)

/// A class double of `Kettle` of any kind, for what holds for mocks, stubs
/// and spies alike.
protocol KettleDouble: Kettle, ClassDouble {
  /// Answers every call that `call` makes: with `allow` on a mock, with
  /// `given` on a stub or a spy.
  @discardableResult
  func answering<Result>(
    _ call: (inout sending Kettle) async throws -> Result
  ) async -> Expectation<Result>

  /// Answers every call of a member that throws only a `KettleError`.
  func answeringTyped<Result>(
    _ call: (inout sending Kettle) async throws -> Result
  ) async -> TypedThrowsExpectation<Result, KettleError>
}

/// The kinds of test double a class double of `Kettle` can keep.
enum KettleKind: CaseIterable {
  case mock
  case stub
  case spy

  /// A class double of this kind whose overrides pass their real
  /// implementations.
  func kettle() -> any KettleDouble {
    switch self {
    case .mock: MockKettle()
    case .stub: StubKettle()
    case .spy: SpyKettle()
    }
  }
}

/// A mock of `Kettle`, whose overrides can call the real
/// implementation.
final class MockKettle: Kettle, KettleDouble, @unchecked Sendable {
  static let madeAt = #line + 1
  let testDouble = Mock<MockKettle>()

  override func refill(then done: @escaping (Int) -> Void) -> Int {
    accept(checkArgs: [], actionArgs: [done], real: super.refill(then: done))
  }
  override func boilLater(then done: @escaping @Sendable (Int) -> Void) -> Task<Int, Never> {
    accept(
      checkArgs: [], actionArgs: [done], default: Task { -1 }, real: super.boilLater(then: done))
  }

  override var level: Int {
    get { accept(real: super.level) }
    set { accept(newValue, real: { super.level = newValue }) }
  }
  override subscript(cup: Int) -> String {
    get { accept(cup, real: super[cup]) }
    set { accept(cup, newValue, real: { super[cup] = newValue }) }
  }
  override func boil(then done: @escaping (Int) -> Void) -> Int {
    accept(checkArgs: [], actionArgs: [done], real: super.boil(then: done))
  }
  override func whistle(_ tune: @escaping (String) -> Void) {
    accept(checkArgs: [], actionArgs: [tune], real: super.whistle(tune))
  }
  override func descale(progress: @escaping (Int) -> Void) throws -> Int {
    try throwingAccept(
      checkArgs: [], actionArgs: [progress], real: try super.descale(progress: progress))
  }
  override func heat(to degrees: Int, progress: @escaping (Int) -> Void) async -> Int {
    await accept(
      checkArgs: [degrees], actionArgs: [progress],
      real: await super.heat(to: degrees, progress: progress))
  }
  override func steam(progress: @escaping (Int) -> Void) async throws -> Int {
    try await throwingAccept(
      checkArgs: [], actionArgs: [progress], real: try await super.steam(progress: progress))
  }
  override func fill(cups: Int, progress: @escaping (Int) -> Void) throws(KettleError) -> Int {
    try throwingAccept(
      checkArgs: [cups], actionArgs: [progress], errorType: KettleError.self,
      real: try super.fill(cups: cups, progress: progress))
  }
  override func drain(progress: @escaping (Int) -> Void) async throws(KettleError) -> Int {
    try await throwingAccept(
      checkArgs: [], actionArgs: [progress], errorType: KettleError.self, default: -1,
      real: try await super.drain(progress: progress))
  }
  override func brew(_ name: String) -> Brew {
    accept(name, default: houseBrew, real: super.brew(name))
  }
  override func brewStrong(_ name: String) throws -> Brew {
    try throwingAccept(name, default: houseBrew, real: try super.brewStrong(name))
  }
  override func brewSlowly(_ name: String) async -> Brew {
    await accept(name, default: houseBrew, real: await super.brewSlowly(name))
  }
  override func brewSlowlyOrFail(_ name: String) async throws -> Brew {
    try await throwingAccept(name, default: houseBrew, real: try await super.brewSlowlyOrFail(name))
  }
  override func brewChecked(_ name: String) throws(KettleError) -> Brew {
    try throwingAccept(
      name, errorType: KettleError.self, default: houseBrew, real: try super.brewChecked(name))
  }
  override func brewCheckedSlowly(_ name: String) async throws(KettleError) -> Brew {
    try await throwingAccept(
      name, errorType: KettleError.self, default: houseBrew,
      real: try await super.brewCheckedSlowly(name))
  }

  @discardableResult
  func answering<Result>(
    _ call: (inout sending Kettle) async throws -> Result
  ) async -> Expectation<Result> {
    await allow { kettle in
      var base: Kettle = kettle
      return try await call(&base)
    }
  }

  func answeringTyped<Result>(
    _ call: (inout sending Kettle) async throws -> Result
  ) async -> TypedThrowsExpectation<Result, KettleError> {
    await allow(errorType: KettleError.self) { kettle in
      var base: Kettle = kettle
      return try await call(&base)
    }
  }
}

/// A stub of `Kettle`, whose overrides can call the real
/// implementation.
final class StubKettle: Kettle, KettleDouble, @unchecked Sendable {
  let testDouble = Stub<StubKettle>()

  override var level: Int {
    get { accept(real: super.level) }
    set { accept(newValue, real: { super.level = newValue }) }
  }
  override subscript(cup: Int) -> String {
    get { accept(cup, real: super[cup]) }
    set { accept(cup, newValue, real: { super[cup] = newValue }) }
  }
  override func boil(then done: @escaping (Int) -> Void) -> Int {
    accept(checkArgs: [], actionArgs: [done], real: super.boil(then: done))
  }
  override func whistle(_ tune: @escaping (String) -> Void) {
    accept(checkArgs: [], actionArgs: [tune], real: super.whistle(tune))
  }
  override func descale(progress: @escaping (Int) -> Void) throws -> Int {
    try throwingAccept(
      checkArgs: [], actionArgs: [progress], real: try super.descale(progress: progress))
  }
  override func heat(to degrees: Int, progress: @escaping (Int) -> Void) async -> Int {
    await accept(
      checkArgs: [degrees], actionArgs: [progress],
      real: await super.heat(to: degrees, progress: progress))
  }
  override func steam(progress: @escaping (Int) -> Void) async throws -> Int {
    try await throwingAccept(
      checkArgs: [], actionArgs: [progress], real: try await super.steam(progress: progress))
  }
  override func fill(cups: Int, progress: @escaping (Int) -> Void) throws(KettleError) -> Int {
    try throwingAccept(
      checkArgs: [cups], actionArgs: [progress], errorType: KettleError.self,
      real: try super.fill(cups: cups, progress: progress))
  }
  override func drain(progress: @escaping (Int) -> Void) async throws(KettleError) -> Int {
    try await throwingAccept(
      checkArgs: [], actionArgs: [progress], errorType: KettleError.self, default: -1,
      real: try await super.drain(progress: progress))
  }
  override func brew(_ name: String) -> Brew {
    accept(name, default: houseBrew, real: super.brew(name))
  }
  override func brewStrong(_ name: String) throws -> Brew {
    try throwingAccept(name, default: houseBrew, real: try super.brewStrong(name))
  }
  override func brewSlowly(_ name: String) async -> Brew {
    await accept(name, default: houseBrew, real: await super.brewSlowly(name))
  }
  override func brewSlowlyOrFail(_ name: String) async throws -> Brew {
    try await throwingAccept(name, default: houseBrew, real: try await super.brewSlowlyOrFail(name))
  }
  override func brewChecked(_ name: String) throws(KettleError) -> Brew {
    try throwingAccept(
      name, errorType: KettleError.self, default: houseBrew, real: try super.brewChecked(name))
  }
  override func brewCheckedSlowly(_ name: String) async throws(KettleError) -> Brew {
    try await throwingAccept(
      name, errorType: KettleError.self, default: houseBrew,
      real: try await super.brewCheckedSlowly(name))
  }

  @discardableResult
  func answering<Result>(
    _ call: (inout sending Kettle) async throws -> Result
  ) async -> Expectation<Result> {
    await given { kettle in
      var base: Kettle = kettle
      return try await call(&base)
    }
  }

  func answeringTyped<Result>(
    _ call: (inout sending Kettle) async throws -> Result
  ) async -> TypedThrowsExpectation<Result, KettleError> {
    await given(errorType: KettleError.self) { kettle in
      var base: Kettle = kettle
      return try await call(&base)
    }
  }
}

/// A spy of `Kettle`, whose overrides can call the real
/// implementation.
final class SpyKettle: Kettle, KettleDouble, @unchecked Sendable {
  let testDouble = Spy<SpyKettle>()

  override var level: Int {
    get { accept(real: super.level) }
    set { accept(newValue, real: { super.level = newValue }) }
  }
  override subscript(cup: Int) -> String {
    get { accept(cup, real: super[cup]) }
    set { accept(cup, newValue, real: { super[cup] = newValue }) }
  }
  override func boil(then done: @escaping (Int) -> Void) -> Int {
    accept(checkArgs: [], actionArgs: [done], real: super.boil(then: done))
  }
  override func whistle(_ tune: @escaping (String) -> Void) {
    accept(checkArgs: [], actionArgs: [tune], real: super.whistle(tune))
  }
  override func descale(progress: @escaping (Int) -> Void) throws -> Int {
    try throwingAccept(
      checkArgs: [], actionArgs: [progress], real: try super.descale(progress: progress))
  }
  override func heat(to degrees: Int, progress: @escaping (Int) -> Void) async -> Int {
    await accept(
      checkArgs: [degrees], actionArgs: [progress],
      real: await super.heat(to: degrees, progress: progress))
  }
  override func steam(progress: @escaping (Int) -> Void) async throws -> Int {
    try await throwingAccept(
      checkArgs: [], actionArgs: [progress], real: try await super.steam(progress: progress))
  }
  override func fill(cups: Int, progress: @escaping (Int) -> Void) throws(KettleError) -> Int {
    try throwingAccept(
      checkArgs: [cups], actionArgs: [progress], errorType: KettleError.self,
      real: try super.fill(cups: cups, progress: progress))
  }
  override func drain(progress: @escaping (Int) -> Void) async throws(KettleError) -> Int {
    try await throwingAccept(
      checkArgs: [], actionArgs: [progress], errorType: KettleError.self, default: -1,
      real: try await super.drain(progress: progress))
  }
  override func brew(_ name: String) -> Brew {
    accept(name, default: houseBrew, real: super.brew(name))
  }
  override func brewStrong(_ name: String) throws -> Brew {
    try throwingAccept(name, default: houseBrew, real: try super.brewStrong(name))
  }
  override func brewSlowly(_ name: String) async -> Brew {
    await accept(name, default: houseBrew, real: await super.brewSlowly(name))
  }
  override func brewSlowlyOrFail(_ name: String) async throws -> Brew {
    try await throwingAccept(name, default: houseBrew, real: try await super.brewSlowlyOrFail(name))
  }
  override func brewChecked(_ name: String) throws(KettleError) -> Brew {
    try throwingAccept(
      name, errorType: KettleError.self, default: houseBrew, real: try super.brewChecked(name))
  }
  override func brewCheckedSlowly(_ name: String) async throws(KettleError) -> Brew {
    try await throwingAccept(
      name, errorType: KettleError.self, default: houseBrew,
      real: try await super.brewCheckedSlowly(name))
  }

  @discardableResult
  func answering<Result>(
    _ call: (inout sending Kettle) async throws -> Result
  ) async -> Expectation<Result> {
    await given { kettle in
      var base: Kettle = kettle
      return try await call(&base)
    }
  }

  func answeringTyped<Result>(
    _ call: (inout sending Kettle) async throws -> Result
  ) async -> TypedThrowsExpectation<Result, KettleError> {
    await given(errorType: KettleError.self) { kettle in
      var base: Kettle = kettle
      return try await call(&base)
    }
  }
}

/// A stub of `Kettle` whose overrides pass no real implementation.
final class BareKettle: Kettle, ClassDouble, @unchecked Sendable {
  let testDouble = Stub<BareKettle>()

  override var level: Int {
    get { accept() }
    set { accept(newValue) }
  }
  override subscript(cup: Int) -> String {
    get { accept(cup) }
    set { accept(cup, newValue) }
  }
  override func boil(then done: @escaping (Int) -> Void) -> Int {
    accept(checkArgs: [], actionArgs: [done])
  }
  override func whistle(_ tune: @escaping (String) -> Void) {
    accept(checkArgs: [], actionArgs: [tune])
  }
  override func descale(progress: @escaping (Int) -> Void) throws -> Int {
    try testDouble.throwingAccept(checkArgs: [], actionArgs: [progress])
  }
  override func heat(to degrees: Int, progress: @escaping (Int) -> Void) async -> Int {
    await testDouble.accept(checkArgs: [degrees], actionArgs: [progress])
  }
  override func steam(progress: @escaping (Int) -> Void) async throws -> Int {
    try await testDouble.throwingAccept(checkArgs: [], actionArgs: [progress])
  }
  override func fill(cups: Int, progress: @escaping (Int) -> Void) throws(KettleError) -> Int {
    try testDouble.throwingAccept(
      checkArgs: [cups], actionArgs: [progress], errorType: KettleError.self)
  }
  override func drain(progress: @escaping (Int) -> Void) async throws(KettleError) -> Int {
    try await testDouble.throwingAccept(
      checkArgs: [], actionArgs: [progress], errorType: KettleError.self)
  }
  override func brew(_ name: String) -> Brew { accept(name, default: houseBrew) }
}
