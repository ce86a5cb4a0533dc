// SwiftMock 5.x mocks, compiled by .ci/check-swiftmock5-diagnostics against
// the built SwiftMock module. A line that must draw a warning says so in a
// trailing `// warning: …` comment, with the whole text of the warning;
// every other line must compile without one.

import SwiftMock

struct Endpoint: Equatable {}

protocol Legacy {
  func isOn() -> Bool
  func isOn(_ name: String) -> Bool
  func nickname() -> String?
  func load() throws -> String
  func count() async -> Int
  func fetch() async throws -> Int
  func request(_ endpoint: Endpoint, completion: @escaping () -> Void) -> Bool
  func add(_ id: Int)
  func add(_ title: String)
  func save(_ value: String, forKey key: String) throws
  func upload(_ endpoint: Endpoint, completion: @escaping () -> Void) async throws -> Int
}

// `accept` returns the member's own type, so the cast of 5.x takes the form
// that returns nothing, and traps: the compiler says the cast always fails.
final class CastingMock: Mock<Legacy>, Legacy {
  func isOn() -> Bool { accept() as! Bool }  // warning: cast from '()' to unrelated type 'Bool' always fails
  func isOn(_ name: String) -> Bool { accept(name) as! Bool }  // warning: cast from '()' to unrelated type 'Bool' always fails
  func nickname() -> String? { accept() as? String }  // warning: cast from '()' to unrelated type 'String' always fails
  func load() throws -> String { try throwingAccept() as! String }  // warning: cast from '()' to unrelated type 'String' always fails
  func count() async -> Int { await accept() as! Int }  // warning: cast from '()' to unrelated type 'Int' always fails
  func fetch() async throws -> Int { try await throwingAccept() as! Int }  // warning: cast from '()' to unrelated type 'Int' always fails
  func request(_ endpoint: Endpoint, completion: @escaping () -> Void) -> Bool {
    accept(checkArgs: [endpoint], actionArgs: [completion]) as! Bool  // warning: cast from '()' to unrelated type 'Bool' always fails
  }
  func add(_ id: Int) { accept(func: "addID", id) }  // warning: 'accept(func:_:)' is deprecated: SwiftMock 5.x form; write the name after the arguments: accept(a, b, func: name)
  func add(_ title: String) { accept(func: "addTitle", args: [title]) }  // warning: 'accept(func:args:)' is deprecated: SwiftMock 5.x form; pass the arguments themselves: accept(a, b), or accept(a, b, func: name)
  func save(_ value: String, forKey key: String) throws { try throwingAccept(args: [value, key]) }  // warning: 'throwingAccept(func:args:)' is deprecated: SwiftMock 5.x form; pass the arguments themselves: throwingAccept(a, b), or throwingAccept(a, b, func: name)
  func upload(_ endpoint: Endpoint, completion: @escaping () -> Void) async throws -> Int {
    try await throwingAccept(func: "upload", checkArgs: [endpoint], actionArgs: [completion])  // warning: 'throwingAccept(func:checkArgs:actionArgs:isolation:)' is deprecated: SwiftMock 5.x form; write the name last: throwingAccept(checkArgs: [a], actionArgs: [b], func: name)
  }
}

// The same mock as the migration guide ports it: no warning.
final class PortedMock: Mock<Legacy>, Legacy {
  func isOn() -> Bool { accept() }
  func isOn(_ name: String) -> Bool { accept(name) }
  func nickname() -> String? { accept() }
  func load() throws -> String { try throwingAccept() }
  func count() async -> Int { await accept() }
  func fetch() async throws -> Int { try await throwingAccept() }
  func request(_ endpoint: Endpoint, completion: @escaping () -> Void) -> Bool {
    accept(checkArgs: [endpoint], actionArgs: [completion])
  }
  func add(_ id: Int) { accept(id, func: "addID") }
  func add(_ title: String) { accept(title, func: "addTitle") }
  func save(_ value: String, forKey key: String) throws { try throwingAccept(value, key) }
  func upload(_ endpoint: Endpoint, completion: @escaping () -> Void) async throws -> Int {
    try await throwingAccept(checkArgs: [endpoint], actionArgs: [completion], func: "upload")
  }
}

// `verify()` no longer waits, and so is not `async`.
func verifyAsSwiftMock5DidIt() async {
  let mock = PortedMock()
  await mock.verify()  // warning: no 'async' operations occur within 'await' expression
}
