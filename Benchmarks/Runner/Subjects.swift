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
