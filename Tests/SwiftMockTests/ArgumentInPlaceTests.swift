import Foundation
import Testing

@testable import SwiftMock

/// Reading an `Int` or a `String` argument where it lies in its `Any?`,
/// which relies on the ABI's layout of an existential; and the buffer a
/// call lends the engine its arguments in.
@Suite struct ArgumentInPlaceTests {
  /// The argument at `index` of `arguments`, read in place as an `Int`.
  private func int(_ arguments: [Any?], at index: Int) -> Int? {
    arguments.withUnsafeBufferPointer { exactInt(at: $0.baseAddress! + index) }
  }

  /// The argument at `index` of `arguments`, read in place as a `String`.
  private func string(_ arguments: [Any?], at index: Int) -> String? {
    arguments.withUnsafeBufferPointer { withExactString(at: $0.baseAddress! + index) { $0 } }
  }

  @Test func anIntIsReadWhereItLies() {
    let arguments: [Any?] = [0, Int.min, Int.max, -1]
    #expect(int(arguments, at: 0) == 0)
    #expect(int(arguments, at: 1) == Int.min)
    #expect(int(arguments, at: 2) == Int.max)
    #expect(int(arguments, at: 3) == -1)
  }

  @Test func aStringIsReadWhereItLiesSmallOrLarge() {
    let large = String(repeating: "large string, kept on the heap ", count: 10)
    let arguments: [Any?] = ["", "short", large, "é🙂"]
    #expect(string(arguments, at: 0) == "")
    #expect(string(arguments, at: 1) == "short")
    #expect(string(arguments, at: 2) == large)
    #expect(string(arguments, at: 3) == "é🙂")
  }

  @Test func nothingElseIsReadAsAnIntOrAString() {
    let arguments: [Any?] = [
      nil, Int?.some(3) as Any, Int32(3), UInt(3), 3.0, NSNumber(value: 3), "3" as Substring,
      NSString(string: "3"), [3], Character("3"), (3, "3"),
    ]
    for index in arguments.indices {
      #expect(int(arguments, at: index) == nil, "argument \(index)")
      #expect(string(arguments, at: index) == nil, "argument \(index)")
    }
  }

  @Test func aBufferListsTheArgumentsAsTheListDoes() {
    let absent: Int? = nil
    let nested: String?? = .some(nil)
    let listed = withArgumentBuffer(1, "a", absent, nested, [1, 2]) {
      String(reflecting: Array($0))
    }
    #expect(listed == String(reflecting: argumentList(1, "a", absent, nested, [1, 2])))
  }

  @Test func aBufferOfNoArgumentsIsEmpty() {
    #expect(withArgumentBuffer { $0.count } == 0)
  }

  @Test func aBufferReleasesItsArgumentsWhenTheCallEnds() {
    final class Token {}
    weak var released: Token?
    withArgumentBuffer(Token()) { arguments in
      released = arguments[0] as? Token
      #expect(released != nil)
    }
    #expect(released == nil)
  }

  @Test func aBufferReleasesItsArgumentsWhenTheCallThrows() {
    final class Token {}
    struct Failure: Error {}
    weak var released: Token?
    #expect(throws: Failure.self) {
      try withArgumentBuffer(Token(), "x") { arguments in
        released = arguments[0] as? Token
        throw Failure()
      }
    }
    #expect(released == nil)
  }
}
