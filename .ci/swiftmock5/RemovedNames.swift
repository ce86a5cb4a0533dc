// Tests written for SwiftMock 5.x with names this library does not have,
// compiled by .ci/check-swiftmock5-diagnostics against the built SwiftMock
// module. Each line that must fail follows an `// error: …` comment with
// the whole text of the error; no other line may fail.

import SwiftMock

protocol Profile {
  func name() async -> String
  func load() throws -> Int
}

final class MockProfile: Mock<Profile>, Profile {
  func name() async -> String { await accept() }
  func load() throws -> Int { try throwingAccept() }
}

struct Offline: Error {}

func removedNames() async {
  // error: 'make(mockName:)' is unavailable: SwiftMock 5.x name; write MockX() or MockX.create(), and name it with MockX(name:)
  let mock = MockProfile.make()
  // error: 'create(mockName:)' has been renamed to 'create(name:)'
  _ = MockProfile.create(mockName: "primary")
  // error: 'asyncReturning' is unavailable: SwiftMock 5.x name; write .returning(value), or .suspended() to hold the call and resume it with call.resume(returning: value)
  await mock.expect { await $0.name() }.asyncReturning("Arthur Dent")
  // error: 'asyncThrowing' is unavailable: SwiftMock 5.x name; write .throwing(error), or .suspended() to hold the call and resume it with call.resume(throwing: error)
  await mock.expect { await $0.name() }.asyncThrowing(Offline())
  // error: 'asyncResult' is unavailable: SwiftMock 5.x name; write .answering(with: result)
  await mock.expect { await $0.name() }.asyncResult(.success("Ford"))
  // error: 'result' has been renamed to 'answering(with:)'
  mock.expect { try $0.load() }.result(.failure(Offline()))
}
