import Foundation
import SwiftMock

/// A protocol with one member of each shape a mock author writes.
protocol TestProtocol {
  func voidFunction(value: Int)
  func add(_ first: Int, _ second: Int) -> Int
  func name() -> String
  func count() -> Int
  func optionalName() -> String?
  func load() throws -> String
  func save(_ text: String) throws
  func refresh() async
  func fetch() async -> Int
  func fetchThrowing() async throws -> Int
  func fetch(url: URL, completion: @escaping (String) -> Void)
  func user() -> User
  func loadUser() throws -> User
  var value: Int { get set }
}

/// A type with no default value: a mock cannot invent one.
struct User: Equatable {
  let id: Int
}

final class MockTestProtocol: Mock<TestProtocol>, TestProtocol {
  func voidFunction(value: Int) { accept(value) }
  func add(_ first: Int, _ second: Int) -> Int { accept(first, second) }
  func name() -> String { accept() }
  func count() -> Int { accept() }
  func optionalName() -> String? { accept() }
  func load() throws -> String { try throwingAccept() }
  func save(_ text: String) throws { try throwingAccept(text) }
  func refresh() async { await accept() }
  func fetch() async -> Int { await accept() }
  func fetchThrowing() async throws -> Int { try await throwingAccept() }
  func fetch(url: URL, completion: @escaping (String) -> Void) {
    accept(checkArgs: [url], actionArgs: [completion])
  }
  func user() -> User { accept() }
  func loadUser() throws -> User { try throwingAccept() }
  var value: Int {
    get { accept() }
    set { accept(newValue) }
  }
}

/// A `Sendable` protocol: its mock adds only `@unchecked Sendable`.
protocol SendableService: Sendable {
  func record(_ value: Int)
  func lookUp(_ key: Int) -> Int
  func fetch() async -> Int
  func fetchThrowing() async throws -> Int
}

final class MockSendableService: Mock<SendableService>, SendableService, @unchecked Sendable {
  func record(_ value: Int) { accept(value) }
  func lookUp(_ key: Int) -> Int { accept(key) }
  func fetch() async -> Int { await accept() }
  func fetchThrowing() async throws -> Int { try await throwingAccept() }
}

/// A second mock, for blocks and tests that involve two.
protocol TimeSource {
  func now() -> Int
}

final class MockTimeSource: Mock<TimeSource>, TimeSource {
  func now() -> Int { accept() }
}

struct TestError: Error, Equatable, CustomStringConvertible {
  let code: Int
  var description: String { "TestError(\(code))" }
}
