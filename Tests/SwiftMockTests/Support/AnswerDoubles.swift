import SwiftMock

/// The error of the typed members of ``Directory``.
enum DirectoryError: Error, Equatable {
  case notFound(Int)
  case offline
}

/// Members of each shape, most with arguments, for the answers a test
/// computes, gives as a `Result`, or gives in turn. `User` has no default.
protocol Directory: Sendable {
  func user(id: Int) -> User
  func displayName(id: Int, formal: Bool) -> String
  func nickname(id: Int?) -> String
  func touch(id: Int)
  func load(id: Int) throws -> User
  func remove(id: Int) throws
  func fetch(id: Int) async -> User
  func fetchThrowing(id: Int) async throws -> User
  func open(id: Int) throws(DirectoryError) -> User
  func openAsync(id: Int) async throws(DirectoryError) -> User
  func lookUp(name: String, completion: @escaping (Int) -> Void) -> Int
  func next() -> Int
  func nextAsync() async -> Int
  func nextThrowing() throws -> Int
  func nextUser() -> User
}

// `@unchecked Sendable` is safe: a test double keeps its state behind a lock.
final class MockDirectory: Mock<Directory>, Directory, @unchecked Sendable {
  func user(id: Int) -> User { accept(id) }
  func displayName(id: Int, formal: Bool) -> String { accept(id, formal) }
  func nickname(id: Int?) -> String { accept(id) }
  func touch(id: Int) { accept(id) }
  func load(id: Int) throws -> User { try throwingAccept(id) }
  func remove(id: Int) throws { try throwingAccept(id) }
  func fetch(id: Int) async -> User { await accept(id) }
  func fetchThrowing(id: Int) async throws -> User { try await throwingAccept(id) }
  func open(id: Int) throws(DirectoryError) -> User {
    try throwingAccept(id, errorType: DirectoryError.self)
  }
  func openAsync(id: Int) async throws(DirectoryError) -> User {
    try await throwingAccept(id, errorType: DirectoryError.self)
  }
  func lookUp(name: String, completion: @escaping (Int) -> Void) -> Int {
    accept(checkArgs: [name], actionArgs: [completion])
  }
  func next() -> Int { accept() }
  func nextAsync() async -> Int { await accept() }
  func nextThrowing() throws -> Int { try throwingAccept() }
  func nextUser() -> User { accept() }
}

// `@unchecked Sendable` is safe: a test double keeps its state behind a lock.
final class StubDirectory: Stub<Directory>, Directory, @unchecked Sendable {
  func user(id: Int) -> User { accept(id) }
  func displayName(id: Int, formal: Bool) -> String { accept(id, formal) }
  func nickname(id: Int?) -> String { accept(id) }
  func touch(id: Int) { accept(id) }
  func load(id: Int) throws -> User { try throwingAccept(id) }
  func remove(id: Int) throws { try throwingAccept(id) }
  func fetch(id: Int) async -> User { await accept(id) }
  func fetchThrowing(id: Int) async throws -> User { try await throwingAccept(id) }
  func open(id: Int) throws(DirectoryError) -> User {
    try throwingAccept(id, errorType: DirectoryError.self)
  }
  func openAsync(id: Int) async throws(DirectoryError) -> User {
    try await throwingAccept(id, errorType: DirectoryError.self)
  }
  func lookUp(name: String, completion: @escaping (Int) -> Void) -> Int {
    accept(checkArgs: [name], actionArgs: [completion])
  }
  func next() -> Int { accept() }
  func nextAsync() async -> Int { await accept() }
  func nextThrowing() throws -> Int { try throwingAccept() }
  func nextUser() -> User { accept() }
}

// `@unchecked Sendable` is safe: a test double keeps its state behind a lock.
final class SpyDirectory: Spy<Directory>, Directory, @unchecked Sendable {
  func user(id: Int) -> User { accept(id) }
  func displayName(id: Int, formal: Bool) -> String { accept(id, formal) }
  func nickname(id: Int?) -> String { accept(id) }
  func touch(id: Int) { accept(id) }
  func load(id: Int) throws -> User { try throwingAccept(id) }
  func remove(id: Int) throws { try throwingAccept(id) }
  func fetch(id: Int) async -> User { await accept(id) }
  func fetchThrowing(id: Int) async throws -> User { try await throwingAccept(id) }
  func open(id: Int) throws(DirectoryError) -> User {
    try throwingAccept(id, errorType: DirectoryError.self)
  }
  func openAsync(id: Int) async throws(DirectoryError) -> User {
    try await throwingAccept(id, errorType: DirectoryError.self)
  }
  func lookUp(name: String, completion: @escaping (Int) -> Void) -> Int {
    accept(checkArgs: [name], actionArgs: [completion])
  }
  func next() -> Int { accept() }
  func nextAsync() async -> Int { await accept() }
  func nextThrowing() throws -> Int { try throwingAccept() }
  func nextUser() -> User { accept() }
}
