import SwiftMock
import SwiftMockTestSupport
import Testing

/// Members with `inout` parameters: the member matches the value it was
/// given, and writes back what the test's answer made of it, in a mock, a
/// stub and a spy alike.
struct InoutTests {
  @Test func aMockWritesBackWhatTheExpectationGives() {
    let mock = MockBuffer()
    var buffer: [Int] = []
    mock.expect { $0.fill(&buffer) }.writingBack { $0 = [1, 2, 3] }
    mock.fill(&buffer)
    #expect(buffer == [1, 2, 3])
    mock.verify()
  }

  @Test func theAnswerGetsTheValueTheCallWasGiven() {
    let mock = MockBuffer()
    var buffer = [1, 2]
    mock.expect { $0.fill(&buffer) }.writingBack { (buffer: inout [Int]) in buffer.append(3) }
    mock.fill(&buffer)
    #expect(buffer == [1, 2, 3])
    mock.verify()
  }

  @Test func theValueGivenIsWhatMatches() {
    let stub = StubBuffer()
    var one = [1]
    var two = [2]
    stub.given { $0.fill(&one) }.writingBack { $0 = [1, 1] }
    stub.given { $0.fill(&two) }.writingBack { $0 = [2, 2] }
    var buffer = [2]
    stub.fill(&buffer)
    #expect(buffer == [2, 2])
    buffer = [1]
    stub.fill(&buffer)
    #expect(buffer == [1, 1])
    buffer = [3]
    stub.fill(&buffer)
    #expect(buffer == [3])
  }

  @Test func anyValueMatchesWithAMatcherOrIgnoredArguments() {
    let stub = StubBuffer()
    stub.given {
      var anyBuffer: [Int] = any()
      $0.fill(&anyBuffer)
    }.writingBack([Int].self) { $0.append(0) }
    var count = 0
    stub.given { $0.increment(&count) }.ignoringArguments().writingBack { $0 += 1 }
    var buffer = [7]
    stub.fill(&buffer)
    #expect(buffer == [7, 0])
    count = 41
    stub.increment(&count)
    #expect(count == 42)
  }

  @Test func aMemberThatReturnsAValueAlsoWritesBack() {
    let mock = MockBuffer()
    var buffer = [1]
    mock.expect { $0.append(2, to: &buffer) }.writingBack([Int].self) { $0.append(2) }
      .returning(2)
    #expect(mock.append(2, to: &buffer) == 2)
    #expect(buffer == [1, 2])
    mock.verify()
  }

  @Test func aMemberThatThrowsWritesBackToo() {
    let mock = MockBuffer()
    var cursor = 0
    mock.expect { try $0.parse("12", cursor: &cursor) }
      .throwing(TestError(code: 1)).writingBack { $0 = 2 }
    #expect(throws: TestError(code: 1)) { try mock.parse("12", cursor: &cursor) }
    #expect(cursor == 2)
    mock.verify()
  }

  @Test func aTypedThrowsExpectationWritesBack() throws {
    let mock = MockBuffer()
    var cursor = 0
    mock.expect(errorType: TestError.self) { try $0.advance(&cursor) }.writingBack { $0 = 5 }
    try mock.advance(&cursor)
    #expect(cursor == 5)
    mock.verify()
  }

  @Test func anAsyncMemberWritesBack() async {
    let mock = MockBuffer()
    var buffer: [Int] = []
    await mock.expect { await $0.refill(&buffer) }.writingBack { $0 = [9] }
    await mock.refill(&buffer)
    #expect(buffer == [9])
    mock.verify()
  }

  @Test func aDoingActionGetsEveryBoxAndRunsFirst() {
    let mock = MockBuffer()
    var first = "a"
    var second = "b"
    mock.expect { $0.swap(&first, &second) }
      .writingBack { $0 += " then written back" }
      .doing { actionArgs in
        let boxes = actionArgs.compactMap { $0 as? InoutArgument<String> }
        (boxes[0].value, boxes[1].value) = (boxes[1].value, boxes[0].value)
      }
    mock.swap(&first, &second)
    #expect(first == "b then written back")
    #expect(second == "a")
    mock.verify()
  }

  @Test func writeBacksOfSeveralTypesChain() {
    let mock = MockBuffer()
    var buffer: [Int] = []
    var count = 0
    mock.expect { $0.take(&buffer, counting: &count) }
      .writingBack { $0 = [4, 5] }
      .writingBack(Int.self) { $0 = 2 }
    mock.take(&buffer, counting: &count)
    #expect(buffer == [4, 5] && count == 2)
    mock.verify()
  }

  @Test func aCallWithNoAnswerLeavesTheValueAsItWas() {
    let stub = StubBuffer()
    var buffer = [1]
    stub.fill(&buffer)
    #expect(buffer == [1])
  }

  @Test func aSpyKeepsTheValueGivenAndTheValueWrittenBack() {
    let spy = SpyBuffer()
    var anyBuffer: [Int] = []
    spy.given { $0.fill(&anyBuffer) }.ignoringArguments().writingBack([Int].self) { $0.append(1) }
    var buffer = [0]
    spy.fill(&buffer)
    #expect(buffer == [0, 1])
    let call = spy.calls.first
    #expect(call?.argument(0, as: [Int].self) == [0])
    #expect(call?.actionArgument(0, as: InoutArgument<[Int]>.self)?.value == [0, 1])
    var given = [0]
    #expect(spy.received { $0.fill(&given) })
  }

  @Test func aWriteBackOfATypeTheCallDoesNotPassIsReportedAtItsLine() {
    let mock = MockBuffer()
    var buffer = [1]
    var line = 0
    let failures = captureFailures {
      line = #line; mock.expect { $0.fill(&buffer) }.writingBack { (count: inout Int) in count = 1 }
      mock.fill(&buffer)
    }
    #expect(buffer == [1])
    expectFailures(
      failures,
      [
        (
          """
          [Buffer] .writingBack { (inout Int) in … } is set on fill([1]), whose call passed no \
          InoutArgument<Int> in its actionArgs; nothing is written back. Pass the member's inout \
          parameter as an InoutArgument in actionArgs, and write its value back as the member \
          returns.
          """, line
        )
      ])
    mock.verify()
  }

  @Test func aWriteBackMayCallTheSameDouble() throws {
    let failures = try #require(
      failuresWithinDeadline {
        let stub = StubBuffer()
        var anyBuffer: [Int] = []
        var anyCount = 0
        stub.given { $0.fill(&anyBuffer) }.ignoringArguments().writingBack { $0 = [2, 2] }
        stub.given { $0.increment(&anyCount) }.ignoringArguments().writingBack { count in
          var buffer: [Int] = []
          stub.fill(&buffer)
          count = buffer.count
        }
        var count = 0
        stub.increment(&count)
        #expect(count == 2)
      })
    #expect(failures.isEmpty)
  }
}

protocol Buffer {
  func fill(_ buffer: inout [Int])
  func increment(_ value: inout Int)
  func append(_ value: Int, to buffer: inout [Int]) -> Int
  func parse(_ text: String, cursor: inout Int) throws -> String
  func advance(_ cursor: inout Int) throws(TestError)
  func refill(_ buffer: inout [Int]) async
  func swap(_ first: inout String, _ second: inout String)
  func take(_ buffer: inout [Int], counting count: inout Int)
}

/// The members as a mock author writes them: each matches the value it
/// was given, hands the answer a box, and writes back what the box holds.
final class MockBuffer: Mock<Buffer>, Buffer {
  func fill(_ buffer: inout [Int]) {
    let written = InoutArgument(buffer)
    defer { buffer = written.value }
    accept(checkArgs: [buffer], actionArgs: [written])
  }

  func increment(_ value: inout Int) {
    let written = InoutArgument(value)
    defer { value = written.value }
    accept(checkArgs: [value], actionArgs: [written])
  }

  func append(_ value: Int, to buffer: inout [Int]) -> Int {
    let written = InoutArgument(buffer)
    defer { buffer = written.value }
    return accept(checkArgs: [value, buffer], actionArgs: [written])
  }

  func parse(_ text: String, cursor: inout Int) throws -> String {
    let written = InoutArgument(cursor)
    defer { cursor = written.value }
    return try throwingAccept(checkArgs: [text, cursor], actionArgs: [written])
  }

  func advance(_ cursor: inout Int) throws(TestError) {
    let written = InoutArgument(cursor)
    defer { cursor = written.value }
    try throwingAccept(checkArgs: [cursor], actionArgs: [written], errorType: TestError.self)
  }

  func refill(_ buffer: inout [Int]) async {
    let written = InoutArgument(buffer)
    defer { buffer = written.value }
    await accept(checkArgs: [buffer], actionArgs: [written])
  }

  func swap(_ first: inout String, _ second: inout String) {
    let (writtenFirst, writtenSecond) = (InoutArgument(first), InoutArgument(second))
    defer { (first, second) = (writtenFirst.value, writtenSecond.value) }
    accept(checkArgs: [first, second], actionArgs: [writtenFirst, writtenSecond])
  }

  func take(_ buffer: inout [Int], counting count: inout Int) {
    let (writtenBuffer, writtenCount) = (InoutArgument(buffer), InoutArgument(count))
    defer { (buffer, count) = (writtenBuffer.value, writtenCount.value) }
    accept(checkArgs: [buffer, count], actionArgs: [writtenBuffer, writtenCount])
  }
}

/// The same members in a stub.
final class StubBuffer: Stub<Buffer>, Buffer, @unchecked Sendable {
  func fill(_ buffer: inout [Int]) {
    let written = InoutArgument(buffer)
    defer { buffer = written.value }
    accept(checkArgs: [buffer], actionArgs: [written])
  }

  func increment(_ value: inout Int) {
    let written = InoutArgument(value)
    defer { value = written.value }
    accept(checkArgs: [value], actionArgs: [written])
  }

  func append(_ value: Int, to buffer: inout [Int]) -> Int { 0 }
  func parse(_ text: String, cursor: inout Int) throws -> String { "" }
  func advance(_ cursor: inout Int) throws(TestError) {}
  func refill(_ buffer: inout [Int]) async {}
  func swap(_ first: inout String, _ second: inout String) {}
  func take(_ buffer: inout [Int], counting count: inout Int) {}
}

/// The same `fill` in a spy.
final class SpyBuffer: Spy<Buffer>, Buffer {
  func fill(_ buffer: inout [Int]) {
    let written = InoutArgument(buffer)
    defer { buffer = written.value }
    accept(checkArgs: [buffer], actionArgs: [written])
  }

  func increment(_ value: inout Int) {}
  func append(_ value: Int, to buffer: inout [Int]) -> Int { 0 }
  func parse(_ text: String, cursor: inout Int) throws -> String { "" }
  func advance(_ cursor: inout Int) throws(TestError) {}
  func refill(_ buffer: inout [Int]) async {}
  func swap(_ first: inout String, _ second: inout String) {}
  func take(_ buffer: inout [Int], counting count: inout Int) {}
}
