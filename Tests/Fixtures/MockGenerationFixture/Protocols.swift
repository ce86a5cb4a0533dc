import Foundation

// Protocols of every kind the mock generator handles, and of the kinds it
// leaves out. The generated mocks live in Tests/MockGenerationFixtureTests/Mocks.

/// Argument labels, `_`, and names that differ from their labels.
protocol Greeter {
  func wave()
  func greet(_ name: String, politely: Bool)
  func name(for id: Int) -> String
  func nickname(of person: String) -> String?
}

/// Parameters with no name of their own, and names that are keywords.
protocol Scheduler {
  func schedule(_: String, at _: Int)
  func load(for: String) -> Int
  func move(in: Int, default: Bool)
  func perform(_: () -> Void)
  subscript(_: Int) -> String { get }
}

/// Every combination of `throws` and `async`, and `rethrows`.
protocol Loader {
  func load() throws -> Data
  func save(_ data: Data) throws
  func refresh() async
  func count() async -> Int
  func fetch(id: Int) async throws -> String
  func transform(_ value: Int, with body: (Int) throws -> Int) rethrows -> Int
}

/// Properties: read-write, read-only, and effectful getters; a subscript.
protocol Settings {
  var volume: Int { get set }
  var title: String { get }
  var nickname: String? { get set }
  var remoteValue: Int { get async throws }
  subscript(key: String) -> String? { get set }
}

/// Closures: completion handlers and other closure parameters, one of them
/// not escaping an `async` member.
protocol Downloader {
  func download(from url: URL, completion: @escaping @Sendable (Result<Data, any Error>) -> Void)
  func forEachChunk(of url: URL, _ body: (Data) -> Void)
  func forEachPage(of url: URL, _ body: (Data) -> Void) async
  func cancel(onCompletion: (@Sendable () -> Void)?)
}

/// `@autoclosure` parameters: the mock calls them and checks the value.
protocol Asserter {
  func check(_ condition: @autoclosure () -> Bool, _ message: String)
  func log(_ message: @autoclosure @escaping () -> String)
  func require(_ value: @autoclosure () throws -> Int) rethrows -> Int
  func measure(_ value: @autoclosure () async throws -> Int) async throws -> Int
}

/// `inout`, variadics and generic methods.
protocol Calculator {
  func increment(_ value: inout Int)
  func sum(_ values: Int...) -> Int
  func log(_ messages: String..., level: Int)
  func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T
  func first<C: Collection>(of collection: C) -> C.Element? where C.Element: Equatable
}

/// A protocol that refines another: its mock has both protocols' members.
protocol Vehicle {
  var wheelCount: Int { get }
  func start()
}

/// Refines `Vehicle`.
protocol Car: Vehicle {
  func honk(times: Int)
}

/// A parent of `Badge`.
protocol Named {
  var name: String { get }
  func describe() -> String
}

/// Another parent of `Badge`, which shares `describe()` with `Named`.
protocol Labelled {
  func describe() -> String
  var label: String { get }
}

/// Restates `describe()` of both parents, and makes `name` read-write: its
/// mock implements each once.
protocol Badge: Named, Labelled {
  var name: String { get set }
  func describe() -> String
}

/// A `Sendable` protocol: its mock is `@unchecked Sendable`.
protocol Clock: Sendable {
  func now() -> Date
  func sleep(for seconds: Double) async throws
}

/// A protocol isolated to the main actor.
@MainActor protocol ScreenRenderer {
  func render(title: String)
  func load() async -> Bool
}

/// A class-bound protocol with members named like `Mock`'s own.
protocol Resettable: AnyObject {
  func reset()
  func isReset() -> Bool
}

/// Members named like the mock's own: `accept` and `throwingAccept`, which
/// every member of the mock then calls through `super`, and `verify`,
/// `expect`, `allow`, `given` and `create`, which it mocks all the same.
protocol Inspector {
  func accept(_ visitor: String) -> Bool
  func throwingAccept() throws
  func check(_ name: String) -> Bool
  var count: Int { get set }
  func verify()
  func expect(_ value: Int) -> Bool
  func allow(_ name: String)
  func given(_ name: String)
  func create() -> Int
}

/// A member named `mockName`, which a mock cannot override: no mock is
/// generated.
protocol Titled {
  var mockName: String { get }
}

/// A primary associated type: its mock is generic over it.
protocol Repository<Item> {
  associatedtype Item: Equatable
  func add(_ item: Item)
  func all() -> [Item]
}

/// A static requirement: the mock answers it on its class.
protocol Identified {
  static var kind: String { get }
  var id: String { get }
}

/// An associated type that is not primary: `any Queue` cannot be called with
/// it, so the mock is generic over it and stands for itself,
/// `Mock<MockQueue<Element>>`.
protocol Queue {
  associatedtype Element: Equatable
  func push(_ element: Element)
  func pop() -> Element?
}

/// An initializer and a static member: the mock makes a double, and answers
/// the static member on its class.
protocol Plugin {
  init(configuration: [String: String])
  static var identifier: String { get }
  func run() -> Bool
}

/// The error of `Keychain`'s typed `throws`.
enum KeychainError: Error, Equatable {
  case locked
  case missing(String)
}

/// Typed `throws(KeychainError)`: the mock throws only a `KeychainError`.
protocol Keychain {
  func read(_ key: String) throws(KeychainError) -> String
  func write(_ value: String, for key: String) throws(KeychainError)
  func unlock() async throws(KeychainError)
  var token: String { get throws(KeychainError) }
}

/// An actor-constrained protocol: its double is an actor that hands each
/// call to a mock class of its own, and stands for `Self`; the calls of its
/// type, to a class of their own.
protocol Store: Actor {
  init(capacity: Int) throws
  static func make() -> Self
  static func open(named name: String, shared: Bool) async throws -> Self
  static var limit: Int { get set }
  func save(_ item: String)
  func count() -> Int
  var name: String { get }
  func load(id: Int) async throws -> String
  func reserve(_ slots: inout Int) async
  func isSame(as other: Self) -> Bool
}

/// What code under test does with a `Store` type: makes one, or opens the
/// shared one, as the type says.
func openStore<Kind: Store>(_ type: Kind.Type, named name: String) async throws -> Kind {
  guard Kind.limit > 0 else { return try Kind(capacity: 1) }
  return try await Kind.open(named: name, shared: true)
}

/// A class whose instances are not `Sendable`, passed as `sending`.
final class Box {
  var contents: Int

  init(contents: Int) {
    self.contents = contents
  }
}

/// `some` parameters, and `sending` and `isolated` ones.
protocol Handoff {
  func print(_ lines: some Collection<String>)
  func take(_ box: sending Box)
  func run(on actor: isolated any Actor) -> Int
}

/// A type with no default value, which a test must give.
struct Forecast: Equatable {
  var summary: String
}

/// Members returning a type with no default value: the mock's file notes
/// how to answer each.
protocol Weather {
  func forecast() -> Forecast
  func latest() throws -> Forecast
  func history() -> [Forecast]
  var current: Forecast? { get }
}

/// Members named like a spy's own: `received`, `callCount`,
/// `verifyReceived`, `calls` and `clearCalls`, which its spy overrides.
protocol Recorder {
  func received(_ message: String) -> Bool
  func callCount() -> Int
  func verifyReceived()
  func calls() -> [String]
  func record(_ message: String)
  func clearCalls()
}

/// `inout` parameters: the double writes back what a test's answer makes
/// of them.
protocol Tokenizer {
  func fill(_ tokens: inout [String])
  func next(in text: String, cursor: inout Int) throws -> String?
  func rewind(_ cursor: inout Int, by count: Int) async
}

/// A public protocol, mocked with `public` members only when asked.
public protocol Tracker {
  func track(event: String, properties: [String: String])
}
