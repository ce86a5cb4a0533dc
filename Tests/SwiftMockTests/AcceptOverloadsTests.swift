import SwiftMock
import SwiftMockTestSupport
import Testing

/// Members that use the `checkArgs:actionArgs:` and throwing or `async`
/// forms of `accept` the other test doubles do not.
protocol Uploader {
  func upload(_ data: String, progress: @escaping (Int) -> Void) throws
  func uploadCounting(_ data: String, progress: @escaping (Int) -> Void) throws -> Int
  func uploadUser(_ data: String, progress: @escaping (Int) -> Void) throws -> User
  func sync() async throws
  func send(_ message: String, onDelivery: @escaping (Int) -> Void) async
  func sendCounting(_ message: String, onDelivery: @escaping (Int) -> Void) async -> Int
  func sendUser(_ message: String, onDelivery: @escaping (Int) -> Void) async -> User
  func uploadLater(_ data: String, progress: @escaping (Int) -> Void) async throws
  func uploadLaterCounting(_ data: String, progress: @escaping (Int) -> Void) async throws -> Int
}

final class MockUploader: Mock<Uploader>, Uploader {
  func upload(_ data: String, progress: @escaping (Int) -> Void) throws {
    try throwingAccept(checkArgs: [data], actionArgs: [progress])
  }
  func uploadCounting(_ data: String, progress: @escaping (Int) -> Void) throws -> Int {
    try throwingAccept(checkArgs: [data], actionArgs: [progress])
  }
  func uploadUser(_ data: String, progress: @escaping (Int) -> Void) throws -> User {
    try throwingAccept(checkArgs: [data], actionArgs: [progress], default: User(id: -1))
  }
  func sync() async throws { try await throwingAccept() }
  func send(_ message: String, onDelivery: @escaping (Int) -> Void) async {
    await accept(checkArgs: [message], actionArgs: [onDelivery])
  }
  func sendCounting(_ message: String, onDelivery: @escaping (Int) -> Void) async -> Int {
    await accept(checkArgs: [message], actionArgs: [onDelivery])
  }
  func sendUser(_ message: String, onDelivery: @escaping (Int) -> Void) async -> User {
    await accept(checkArgs: [message], actionArgs: [onDelivery], default: User(id: -2))
  }
  func uploadLater(_ data: String, progress: @escaping (Int) -> Void) async throws {
    try await throwingAccept(checkArgs: [data], actionArgs: [progress])
  }
  func uploadLaterCounting(
    _ data: String, progress: @escaping (Int) -> Void
  ) async throws -> Int {
    try await throwingAccept(checkArgs: [data], actionArgs: [progress])
  }
}

/// Calls the first action argument as an `(Int) -> Void` handler with `value`.
private func callHandler(_ actionArgs: [Any?], with value: Int) {
  (actionArgs.first as? (Int) -> Void)?(value)
}

struct AcceptOverloadsTests {
  @Test func aThrowingMemberMatchesItsCheckArgsAndActsOnItsActionArgs() throws {
    let mock = MockUploader()
    var progress: [Int] = []
    mock.expect { try $0.upload("a", progress: { _ in }) }.doing { callHandler($0, with: 50) }
    mock.expect { try $0.upload("b", progress: { _ in }) }.throwing(TestError(code: 1))
    try mock.upload("a") { progress.append($0) }
    #expect(throws: TestError(code: 1)) { try mock.upload("b") { progress.append($0) } }
    #expect(progress == [50])
    #expect(captureFailures { mock.verify() }.isEmpty)
  }

  @Test func aThrowingMemberWithAValueReturnsOrThrows() throws {
    let mock = MockUploader()
    var progress: [Int] = []
    mock.expect { try $0.uploadCounting("a", progress: { _ in }) }
      .doing { callHandler($0, with: 100) }
      .returning(3)
    mock.expect { try $0.uploadCounting("b", progress: { _ in }) }.throwing(TestError(code: 2))
    #expect(try mock.uploadCounting("a") { progress.append($0) } == 3)
    #expect(throws: TestError(code: 2)) { try mock.uploadCounting("b") { _ in } }
    #expect(progress == [100])
  }

  @Test func aThrowingMemberWithArgumentsThatDoNotMatchIsReported() {
    var line = 0
    var expectLine = 0
    var callLine = 0
    let failures = captureFailures {
      line = #line; let mock = MockUploader()
      expectLine = #line; mock.expect { try $0.upload("a", progress: { _ in }) }
      callLine = #line; try? mock.upload("b") { _ in }
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [Uploader] Unexpected call: upload(_:progress:) with ("b")
            expected: upload(_:progress:) with ("a") (\(here(expectLine)))
            received: upload(_:progress:) with ("b")
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line)
      ])
  }

  @Test func theGivenDefaultAnswersAnUnexpectedCall() async {
    var line = 0
    var callLines: [Int] = []
    var answers: [User] = []
    let failures = await captureFailures {
      line = #line; let mock = MockUploader()
      callLines.append(#line); answers.append((try? mock.uploadUser("a") { _ in }) ?? User(id: 0))
      callLines.append(#line); answers.append(await mock.sendUser("b") { _ in })
    }
    #expect(answers == [User(id: -1), User(id: -2)])
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [Uploader] Unexpected call: uploadUser(_:progress:) with ("a")
            the mock was made at \(here(line))
          """, calledAt: callLines[0], madeAt: line),
        expectedCallFailure(
          """
          [Uploader] Unexpected call: sendUser(_:onDelivery:) with ("b")
            the mock was made at \(here(line))
          """, calledAt: callLines[1], madeAt: line),
      ])
  }

  @Test func anAsyncThrowingMemberWithoutAValueThrowsWhatItWasGiven() async throws {
    let mock = MockUploader()
    await mock.expect { try await $0.sync() }
    await mock.expect { try await $0.sync() }.throwing(TestError(code: 3))
    try await mock.sync()
    await #expect(throws: TestError(code: 3)) { try await mock.sync() }
    #expect(captureFailures { mock.verify() }.isEmpty)
  }

  @Test func anAsyncMemberMatchesItsCheckArgsAndActsOnItsActionArgs() async {
    let mock = MockUploader()
    var delivered: [Int] = []
    await mock.expect { await $0.send("hello", onDelivery: { _ in }) }
      .doing { callHandler($0, with: 1) }
    await mock.expect { await $0.sendCounting("again", onDelivery: { _ in }) }
      .doing { callHandler($0, with: 2) }
      .returning(9)
    await mock.send("hello") { delivered.append($0) }
    #expect(await mock.sendCounting("again") { delivered.append($0) } == 9)
    #expect(delivered == [1, 2])
    #expect(captureFailures { mock.verify() }.isEmpty)
  }

  @Test func anAsyncThrowingMemberMatchesItsCheckArgsAndActsOnItsActionArgs() async throws {
    let mock = MockUploader()
    var progress: [Int] = []
    await mock.expect { try await $0.uploadLater("a", progress: { _ in }) }
      .doing { callHandler($0, with: 10) }
    await mock.expect { try await $0.uploadLater("b", progress: { _ in }) }
      .throwing(TestError(code: 4))
    await mock.expect { try await $0.uploadLaterCounting("c", progress: { _ in }) }
      .doing { callHandler($0, with: 20) }
      .returning(2)
    await mock.expect { try await $0.uploadLaterCounting("d", progress: { _ in }) }
      .throwing(TestError(code: 5))
    try await mock.uploadLater("a") { progress.append($0) }
    await #expect(throws: TestError(code: 4)) { try await mock.uploadLater("b") { _ in } }
    #expect(try await mock.uploadLaterCounting("c") { progress.append($0) } == 2)
    await #expect(throws: TestError(code: 5)) { try await mock.uploadLaterCounting("d") { _ in } }
    #expect(progress == [10, 20])
    #expect(captureFailures { mock.verify() }.isEmpty)
  }

  @Test func anAsyncMemberWithArgumentsThatDoNotMatchIsReported() async {
    var line = 0
    var expectLine = 0
    // `sendCounting` is called in the expansion of `#expect(…)`, which is not
    // in this file: the innermost line of this file that led to it is that of
    // the `await` that runs the block.
    let awaitLine = #line + 1
    let failures = await captureFailures {
      line = #line; let mock = MockUploader()
      expectLine = #line; await mock.expect { await $0.sendCounting("a", onDelivery: { _ in }) }
      #expect(await mock.sendCounting("b") { _ in } == 0)
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [Uploader] Unexpected call: sendCounting(_:onDelivery:) with ("b")
            expected: sendCounting(_:onDelivery:) with ("a") (\(here(expectLine)))
            received: sendCounting(_:onDelivery:) with ("b")
            the mock was made at \(here(line))
          """, calledAt: awaitLine, madeAt: line)
      ])
  }
}
