import SwiftMock

/// The protocol every double in the benchmark stands in for.
protocol Logging {
  func log(_ message: String)
  func add(_ first: Int, _ second: Int) -> Int
}

/// The floor: a spy written by hand, appending each call to an array.
final class HandWrittenSpy: Logging {
  private(set) var messages: [String] = []
  private(set) var additions: [(Int, Int)] = []

  func log(_ message: String) { messages.append(message) }

  func add(_ first: Int, _ second: Int) -> Int {
    additions.append((first, second))
    return first + second
  }
}

final class MockLogging: Mock<Logging>, Logging {
  func log(_ message: String) { accept(message) }
  func add(_ first: Int, _ second: Int) -> Int { accept(first, second) }
}

final class StubLogging: Stub<Logging>, Logging {
  func log(_ message: String) { accept(message) }
  func add(_ first: Int, _ second: Int) -> Int { accept(first, second) }
}

final class SpyLogging: Spy<Logging>, Logging {
  func log(_ message: String) { accept(message) }
  func add(_ first: Int, _ second: Int) -> Int { accept(first, second) }
}

/// What a test does with a mock: ten expectations, the ten calls, and a
/// `verify()`. Not inlined, so that a profiler can find it.
@inline(never)
func testWithAMock(messages texts: [String]) {
  let mock = MockLogging()
  for text in texts { mock.expect { $0.log(text) } }
  let logging = opaque(mock)
  for text in texts { logging.log(text) }
  mock.verify()
}

/// The same test with a spy written by hand: the ten calls, and a check of
/// what it received.
@inline(never)
func testWithAHandWrittenSpy(messages texts: [String]) {
  let spy = HandWrittenSpy()
  let logging = opaque(spy)
  for text in texts { logging.log(text) }
  precondition(spy.messages == texts)
}
