import Foundation
import SwiftMock

// Doubles for the attacks on the synchronous call's fast path
// (`AnswerFastPathAttackTests`): members of each shape whose calls an
// expectation or answer may end under the lock.

/// What the typed members of ``FastPathService`` throw.
enum FastPathError: Error, Equatable {
  case offline
  case notFound(Int)
}

protocol FastPathShape {
  var sides: Int { get }
}

struct FastPathSquare: FastPathShape, Equatable {
  var sides: Int { 4 }
}

/// A class with a default, and a subclass of it: a member that returns the
/// class may be answered with an instance of the subclass, whose dynamic
/// type then differs from the member's return type.
class FastPathAnimal: Defaultable, @unchecked Sendable {
  let name: String

  required init(name: String) {
    self.name = name
  }

  static var mockDefault: Self { Self(name: "default") }
}

final class FastPathDog: FastPathAnimal, @unchecked Sendable {}

/// A class with no default: `.returning` on it goes the general way.
final class FastPathPlant: @unchecked Sendable {
  let name: String

  init(name: String) {
    self.name = name
  }
}

/// Members of each shape the fast path decides on.
protocol FastPathService: Sendable {
  func count() -> Int
  func isReady() -> Bool
  func name() -> String
  func ratio() -> Double
  func maybe() -> Int?
  func nested() -> Int??
  func anything() -> Any
  func optionalAnything() -> Any?
  func object() -> AnyObject
  func shape() -> any FastPathShape
  func animal() -> FastPathAnimal
  func plant() -> FastPathPlant
  func kind() -> Any.Type
  func pair() -> (Int, String)
  func maker() -> () -> Int
  func value<T>() -> T
  func run()
  func run(times: Int)
  func runThrowing() throws
  func runTyped() throws(FastPathError)
  func load() throws -> Int
  func loadName() throws -> String
  func loadAnimal() throws -> FastPathAnimal
  func open() throws(FastPathError) -> Int
  func openAnimal() throws(FastPathError) -> FastPathAnimal
  func add(_ first: Int, _ second: String) -> Int
  func optionals(_ number: Int?, _ text: String?) -> Int
  func nestedArgument(_ number: Int??) -> Int
  func substring(_ text: Substring) -> Int
  func bridged(_ text: NSString) -> Int
  func anyArgument(_ value: Any) -> Int
  func fill(_ buffer: inout [Int]) -> Int
  func lookUp(_ key: String, completion: @escaping (Int) -> Void) -> Int
  func notify(_ key: String, completion: @escaping (Int) -> Void)
  func untyped(_ number: Int) -> Int
  func fetch() async -> Int
}

/// The members as a mock author writes them, shared by the mock, the stub
/// and the spy.
protocol FastPathDouble: FastPathService {}

extension FastPathDouble where Self: TestDouble<any FastPathService> {
  func count() -> Int { accept() }
  func isReady() -> Bool { accept() }
  func name() -> String { accept() }
  func ratio() -> Double { accept() }
  func maybe() -> Int? { accept() }
  func nested() -> Int?? { accept() }
  func anything() -> Any { accept() }
  func optionalAnything() -> Any? { accept() }
  func object() -> AnyObject { accept(default: FastPathPlant(name: "default object")) }
  func shape() -> any FastPathShape { accept(default: FastPathSquare()) }
  func animal() -> FastPathAnimal { accept() }
  func plant() -> FastPathPlant { accept() }
  func kind() -> Any.Type { accept(default: Never.self as Any.Type) }
  func pair() -> (Int, String) { accept() }
  func maker() -> () -> Int { accept(default: { -1 }) }
  func value<T>() -> T { accept() }
  func run() { accept() }
  func run(times: Int) { accept(times) }
  func runThrowing() throws { try throwingAccept() }
  func runTyped() throws(FastPathError) { try throwingAccept(errorType: FastPathError.self) }
  func load() throws -> Int { try throwingAccept() }
  func loadName() throws -> String { try throwingAccept() }
  func loadAnimal() throws -> FastPathAnimal { try throwingAccept() }
  func open() throws(FastPathError) -> Int { try throwingAccept(errorType: FastPathError.self) }
  func openAnimal() throws(FastPathError) -> FastPathAnimal {
    try throwingAccept(errorType: FastPathError.self)
  }
  func add(_ first: Int, _ second: String) -> Int { accept(first, second) }
  func optionals(_ number: Int?, _ text: String?) -> Int { accept(number, text) }
  func nestedArgument(_ number: Int??) -> Int { accept(number) }
  func substring(_ text: Substring) -> Int { accept(text) }
  func bridged(_ text: NSString) -> Int { accept(text) }
  func anyArgument(_ value: Any) -> Int { accept(value) }
  func fill(_ buffer: inout [Int]) -> Int {
    let written = InoutArgument(buffer)
    defer { buffer = written.value }
    return accept(checkArgs: [buffer], actionArgs: [written])
  }
  func lookUp(_ key: String, completion: @escaping (Int) -> Void) -> Int {
    accept(checkArgs: [key], actionArgs: [completion])
  }
  func notify(_ key: String, completion: @escaping (Int) -> Void) {
    accept(checkArgs: [key], actionArgs: [completion])
  }
  func untyped(_ number: Int) -> Int { accept(checkArgs: [number], actionArgs: [number]) }
  func fetch() async -> Int { await accept() }
}

// `@unchecked Sendable` is safe: a test double keeps its state behind a lock.
final class MockFastPath: Mock<FastPathService>, FastPathDouble, @unchecked Sendable {}
final class StubFastPath: Stub<FastPathService>, FastPathDouble, @unchecked Sendable {}
final class SpyFastPath: Spy<FastPathService>, FastPathDouble, @unchecked Sendable {}

/// A real class whose member that returns nothing passes its real
/// implementation: its override's call reaches the engine as a value of
/// type `Void`.
class FastPathCounter {
  private(set) var realWork: [String] = []

  func reset(to value: Int) {
    realWork.append("reset(to: \(value))")
  }

  func total() -> Int {
    realWork.append("total()")
    return 100
  }
}

final class MockFastPathCounter: FastPathCounter, ClassDouble {
  let testDouble = Mock<MockFastPathCounter>()

  override func reset(to value: Int) { accept(value, real: super.reset(to: value)) }
  override func total() -> Int { accept(real: super.total()) }
}

/// Members generic in their return type, each with a default of its own
/// that counts its evaluations: called for `Void`, a member's value goes
/// the way of any value, not the way of a member that returns nothing.
protocol FastPathFactory: Sendable {
  func make<T>() -> T
  func makeThrowing<T>() throws -> T
  func makeChecked<T>() throws(FastPathError) -> T
}

// `@unchecked Sendable` is safe: a test double keeps its state behind a lock.
final class MockFastPathFactory: Mock<FastPathFactory>, FastPathFactory, @unchecked Sendable {
  /// How many times a call evaluated the member's own default.
  let defaultsEvaluated = LockedValue(0)

  func make<T>() -> T { accept(default: fallback()) }
  func makeThrowing<T>() throws -> T { try throwingAccept(default: fallback()) }
  func makeChecked<T>() throws(FastPathError) -> T {
    try throwingAccept(errorType: FastPathError.self, default: fallback())
  }

  private func fallback<T>() -> T? {
    defaultsEvaluated.withLock { $0 += 1 }
    return nil
  }
}

/// A class double's overrides that return nothing, passing their real
/// implementation, and throw: their calls reach the engine as values of
/// type `Void`.
class FastPathValve {
  private(set) var realWork: [String] = []

  func close(_ id: Int) throws {
    realWork.append("close(\(id))")
  }
}

final class MockFastPathValve: FastPathValve, ClassDouble {
  let testDouble = Mock<MockFastPathValve>()

  override func close(_ id: Int) throws { try throwingAccept(id, real: try super.close(id)) }
}
