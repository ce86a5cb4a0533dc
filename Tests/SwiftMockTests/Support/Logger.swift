import SwiftMock

/// A protocol for the tests of counts, order and argument matchers.
protocol Logger {
  func log(_ message: String)
  func log(_ message: String, level: Int)
  func flush() -> Bool
  func tag(_ tags: [String])
  func attach(_ metadata: [String: Int])
  func note(_ value: Int?)
  func move(from: Int, to: Int)
}

final class MockLogger: Mock<Logger>, Logger {
  func log(_ message: String) { accept(message) }
  func log(_ message: String, level: Int) { accept(message, level) }
  func flush() -> Bool { accept() }
  func tag(_ tags: [String]) { accept(tags) }
  func attach(_ metadata: [String: Int]) { accept(metadata) }
  func note(_ value: Int?) { accept(value) }
  func move(from: Int, to: Int) { accept(from, to) }
}
