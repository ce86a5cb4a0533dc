import SwiftMock
import Testing

/// What a spy keeps of each call's arguments is what the test reads: the
/// same values, of the same types, for any number of arguments, whether
/// the spy keeps them in place or in a list, and the action arguments a
/// member passes of its own.
struct SpyKeptArgumentsTests {
  @Test func eachNumberOfArgumentsReadsBackAsCalled() throws {
    let spy = SpyArgumentShapes()
    let box = ArgumentBox(label: "held")
    spy.none()
    spy.one(7)
    spy.two("seven", 7)
    spy.three(box, nil, -1)
    spy.plainValues(Int.min, "")
    spy.otherValues(2.5, .some(nil))
    try #require(spy.calls.count == 6)
    let calls = spy.calls
    #expect(calls.map(\.arguments.count) == [0, 1, 2, 3, 2, 2])
    #expect(
      calls.map(\.description) == [
        "none()", "one(7)", #"two("seven", 7)"#, #"three(ArgumentBox(label: "held"), nil, -1)"#,
        #"plainValues(-9223372036854775808, "")"#, "otherValues(2.5, .some(nil))",
      ])
    #expect(calls[1].argument(0, as: Int.self) == 7)
    #expect(calls[2].argument(0, as: String.self) == "seven")
    #expect(calls[2].argument(1, as: Int.self) == 7)
    #expect(calls[3].argument(0, as: ArgumentBox.self) === box)
    #expect(calls[3].arguments[1] == nil)
    #expect(calls[3].argument(2, as: Int.self) == -1)
    #expect(calls[4].argument(0, as: Int.self) == Int.min)
    #expect(calls[4].argument(1, as: String.self) == "")
    #expect(calls[5].argument(0, as: Double.self) == 2.5)
    // A `String??` that holds `nil` stays one (`.some(nil)` above), not `nil`.
    #expect(calls[5].arguments[1] != nil)
    for call in calls {
      #expect(call.actionArguments.count == call.arguments.count)
      #expect(call.actionArguments.map(describe) == call.arguments.map(describe))
    }
  }

  /// The spy's copy of an argument is the test's to keep: the caller's own
  /// goes away with the call, and the spy's still reads.
  @Test func keptArgumentsOutliveTheCallersValues() throws {
    let spy = SpyArgumentShapes()
    weak var released: ArgumentBox?
    do {
      let box = ArgumentBox(label: "gone")
      released = box
      spy.three(box, ["text", "1"].joined(separator: " "), 0)
      spy.two(String(repeating: "long ", count: 40), 1)
    }
    #expect(released != nil)
    do {
      let calls = spy.calls
      #expect(calls[0].argument(0, as: ArgumentBox.self)?.label == "gone")
      #expect(calls[0].argument(1, as: String.self) == "text 1")
      #expect(calls[1].argument(0, as: String.self) == String(repeating: "long ", count: 40))
    }
    spy.clearCalls()
    #expect(released == nil)
  }

  @Test func actionArgumentsOfTheirOwnAreKeptApart() throws {
    let spy = SpyArgumentShapes()
    var ran = 0
    spy.withAction("go") { ran += 1 }
    let call = try #require(spy.calls.first)
    #expect(call.arguments.count == 1)
    #expect(call.argument(0, as: String.self) == "go")
    #expect(call.actionArguments.count == 1)
    call.actionArgument(0, as: (() -> Void).self)?()
    #expect(ran == 1)
  }

  /// The calls read before and after more calls are the same values, and
  /// a spy's `verifyReceived` matches the kept arguments as it did the
  /// listed ones.
  @Test func keptArgumentsMatchAsCalled() {
    let spy = SpyArgumentShapes()
    spy.two("a", 1)
    let before = spy.calls.map(\.description)
    spy.two("b", 2)
    spy.one(3)
    #expect(spy.calls.prefix(1).map(\.description) == before)
    let failures = captureFailures {
      spy.verifyReceived(times: 1) { $0.two("b", 2) }
      spy.verifyReceived(times: 1) { $0.one(3) }
      spy.verifyReceived(times: 2) { $0.two(any(), any()) }
    }
    #expect(failures.isEmpty)
  }
}

private func describe(_ value: Any?) -> String {
  String(describing: value)
}

final class ArgumentBox: CustomStringConvertible, Sendable {
  let label: String
  init(label: String) { self.label = label }
  var description: String { "ArgumentBox(label: \"\(label)\")" }
}

protocol ArgumentShapes {
  func none()
  func one(_ value: Int)
  func two(_ text: String, _ value: Int)
  func three(_ box: ArgumentBox, _ text: String?, _ value: Int)
  func plainValues(_ value: Int, _ text: String)
  func otherValues(_ value: Double, _ nested: String??)
  func withAction(_ text: String, _ action: @escaping () -> Void)
}

final class SpyArgumentShapes: Spy<ArgumentShapes>, ArgumentShapes, @unchecked Sendable {
  func none() { accept() }
  func one(_ value: Int) { accept(value) }
  func two(_ text: String, _ value: Int) { accept(text, value) }
  func three(_ box: ArgumentBox, _ text: String?, _ value: Int) { accept(box, text, value) }
  func plainValues(_ value: Int, _ text: String) { accept(value, text) }
  func otherValues(_ value: Double, _ nested: String??) { accept(value, nested) }
  func withAction(_ text: String, _ action: @escaping () -> Void) {
    accept(checkArgs: [text], actionArgs: [action])
  }
}
