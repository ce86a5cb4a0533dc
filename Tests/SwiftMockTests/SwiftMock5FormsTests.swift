import SwiftMock
import SwiftMockTestSupport
import Testing

/// A protocol with one member for each form of `accept` that a SwiftMock
/// 5.x mock wrote differently: the name before the arguments, `args:`, and
/// the name before `checkArgs:`, returning nothing or a value.
protocol SwiftMock5Forms {
  func addID(_ id: Int)
  func countTag(_ tag: String) -> Int
  func register(_ name: String, _ year: Int)
  func age(of name: String) -> Int
  func fetch(_ path: String, completion: @escaping (Int) -> Void)
  func fetchCount(_ path: String, completion: @escaping (Int) -> Void) -> Int

  func save(_ value: String) throws
  func load(_ key: String) throws -> String
  func remove(_ key: String) throws
  func size(of key: String) throws -> Int
  func upload(_ path: String, progress: @escaping (Int) -> Void) throws
  func uploadCount(_ path: String, progress: @escaping (Int) -> Void) throws -> Int

  func send(_ message: String) async
  func unread(_ folder: String) async -> Int
  func archive(_ folder: String) async
  func total(of folder: String) async -> Int
  func deliver(_ message: String, onDelivery: @escaping (Int) -> Void) async
  func deliverCount(_ message: String, onDelivery: @escaping (Int) -> Void) async -> Int

  func sync(_ folder: String) async throws
  func fetchName(_ userID: Int) async throws -> String
  func purge(_ folder: String) async throws
  func quota(of folder: String) async throws -> Int
  func stream(_ path: String, progress: @escaping (Int) -> Void) async throws
  func streamCount(_ path: String, progress: @escaping (Int) -> Void) async throws -> Int
}

/// Each member written as a SwiftMock 5.x mock wrote it. The members are
/// deprecated, as the forms are, so that they compile without a warning;
/// the tests call them through the protocol.
final class MockSwiftMock5Forms: Mock<SwiftMock5Forms>, SwiftMock5Forms {
  @available(*, deprecated, message: "uses the SwiftMock 5.x forms of accept")
  func addID(_ id: Int) { accept(func: "addID(_:)", id) }
  @available(*, deprecated, message: "uses the SwiftMock 5.x forms of accept")
  func countTag(_ tag: String) -> Int { accept(func: "countTag(_:)", tag) }
  @available(*, deprecated, message: "uses the SwiftMock 5.x forms of accept")
  func register(_ name: String, _ year: Int) { accept(args: [name, year]) }
  @available(*, deprecated, message: "uses the SwiftMock 5.x forms of accept")
  func age(of name: String) -> Int { accept(func: "ageOf(_:)", args: [name]) }
  @available(*, deprecated, message: "uses the SwiftMock 5.x forms of accept")
  func fetch(_ path: String, completion: @escaping (Int) -> Void) {
    accept(func: "fetchPath(_:)", checkArgs: [path], actionArgs: [completion])
  }
  @available(*, deprecated, message: "uses the SwiftMock 5.x forms of accept")
  func fetchCount(_ path: String, completion: @escaping (Int) -> Void) -> Int {
    accept(func: "fetchCount(_:)", checkArgs: [path], actionArgs: [completion])
  }

  @available(*, deprecated, message: "uses the SwiftMock 5.x forms of accept")
  func save(_ value: String) throws { try throwingAccept(func: "save(_:)", value) }
  @available(*, deprecated, message: "uses the SwiftMock 5.x forms of accept")
  func load(_ key: String) throws -> String { try throwingAccept(func: "load(_:)", key) }
  @available(*, deprecated, message: "uses the SwiftMock 5.x forms of accept")
  func remove(_ key: String) throws { try throwingAccept(args: [key]) }
  @available(*, deprecated, message: "uses the SwiftMock 5.x forms of accept")
  func size(of key: String) throws -> Int { try throwingAccept(args: [key]) }
  @available(*, deprecated, message: "uses the SwiftMock 5.x forms of accept")
  func upload(_ path: String, progress: @escaping (Int) -> Void) throws {
    try throwingAccept(func: "upload(_:)", checkArgs: [path], actionArgs: [progress])
  }
  @available(*, deprecated, message: "uses the SwiftMock 5.x forms of accept")
  func uploadCount(_ path: String, progress: @escaping (Int) -> Void) throws -> Int {
    try throwingAccept(func: "uploadCount(_:)", checkArgs: [path], actionArgs: [progress])
  }

  @available(*, deprecated, message: "uses the SwiftMock 5.x forms of accept")
  func send(_ message: String) async { await accept(func: "send(_:)", message) }
  @available(*, deprecated, message: "uses the SwiftMock 5.x forms of accept")
  func unread(_ folder: String) async -> Int { await accept(func: "unread(_:)", folder) }
  @available(*, deprecated, message: "uses the SwiftMock 5.x forms of accept")
  func archive(_ folder: String) async { await accept(args: [folder]) }
  @available(*, deprecated, message: "uses the SwiftMock 5.x forms of accept")
  func total(of folder: String) async -> Int { await accept(args: [folder]) }
  @available(*, deprecated, message: "uses the SwiftMock 5.x forms of accept")
  func deliver(_ message: String, onDelivery: @escaping (Int) -> Void) async {
    await accept(func: "deliver(_:)", checkArgs: [message], actionArgs: [onDelivery])
  }
  @available(*, deprecated, message: "uses the SwiftMock 5.x forms of accept")
  func deliverCount(_ message: String, onDelivery: @escaping (Int) -> Void) async -> Int {
    await accept(func: "deliverCount(_:)", checkArgs: [message], actionArgs: [onDelivery])
  }

  @available(*, deprecated, message: "uses the SwiftMock 5.x forms of accept")
  func sync(_ folder: String) async throws {
    try await throwingAccept(func: "sync(_:)", folder)
  }
  @available(*, deprecated, message: "uses the SwiftMock 5.x forms of accept")
  func fetchName(_ userID: Int) async throws -> String {
    try await throwingAccept(func: "fetchName(_:)", userID)
  }
  @available(*, deprecated, message: "uses the SwiftMock 5.x forms of accept")
  func purge(_ folder: String) async throws { try await throwingAccept(args: [folder]) }
  @available(*, deprecated, message: "uses the SwiftMock 5.x forms of accept")
  func quota(of folder: String) async throws -> Int { try await throwingAccept(args: [folder]) }
  @available(*, deprecated, message: "uses the SwiftMock 5.x forms of accept")
  func stream(_ path: String, progress: @escaping (Int) -> Void) async throws {
    try await throwingAccept(func: "stream(_:)", checkArgs: [path], actionArgs: [progress])
  }
  @available(*, deprecated, message: "uses the SwiftMock 5.x forms of accept")
  func streamCount(_ path: String, progress: @escaping (Int) -> Void) async throws -> Int {
    try await throwingAccept(
      func: "streamCount(_:)", checkArgs: [path], actionArgs: [progress])
  }
}

/// Calls the first action argument as an `(Int) -> Void` handler with `value`.
private func callHandler(_ actionArgs: [Any?], with value: Int) {
  (actionArgs.first as? (Int) -> Void)?(value)
}

/// The SwiftMock 5.x forms of `accept` mean what they meant: the call is
/// matched by the name given and the arguments, answers what its expectation
/// says, and hands its action arguments to `.doing`.
struct SwiftMock5FormsTests {
  @Test func theSynchronousFormsMatchAnswerAndAct() {
    let mock = MockSwiftMock5Forms()
    let forms: any SwiftMock5Forms = mock
    var handled: [Int] = []
    mock.expect { $0.addID(42) }
    mock.expect { $0.countTag("towel") }.returning(3)
    mock.expect { $0.register("Arthur", 1978) }
    mock.expect { $0.age(of: "Ford") }.returning(200)
    mock.expect { $0.fetch("a", completion: { _ in }) }.doing { callHandler($0, with: 1) }
    mock.expect { $0.fetchCount("b", completion: { _ in }) }
      .doing { callHandler($0, with: 2) }.returning(5)

    forms.addID(42)
    #expect(forms.countTag("towel") == 3)
    forms.register("Arthur", 1978)
    #expect(forms.age(of: "Ford") == 200)
    forms.fetch("a") { handled.append($0) }
    #expect(forms.fetchCount("b") { handled.append($0) } == 5)

    #expect(handled == [1, 2])
    #expect(captureFailures { mock.verify() }.isEmpty)
  }

  @Test func theThrowingFormsMatchAnswerAndAct() throws {
    let mock = MockSwiftMock5Forms()
    let forms: any SwiftMock5Forms = mock
    var handled: [Int] = []
    mock.expect { try $0.save("hunter2") }.throwing(TestError(code: 1))
    mock.expect { try $0.load("password") }.returning("hunter2")
    mock.expect { try $0.remove("password") }
    mock.expect { try $0.size(of: "password") }.returning(7)
    mock.expect { try $0.upload("a", progress: { _ in }) }.doing { callHandler($0, with: 1) }
    mock.expect { try $0.uploadCount("b", progress: { _ in }) }
      .doing { callHandler($0, with: 2) }.returning(9)

    #expect(throws: TestError(code: 1)) { try forms.save("hunter2") }
    #expect(try forms.load("password") == "hunter2")
    try forms.remove("password")
    #expect(try forms.size(of: "password") == 7)
    try forms.upload("a") { handled.append($0) }
    #expect(try forms.uploadCount("b") { handled.append($0) } == 9)

    #expect(handled == [1, 2])
    #expect(captureFailures { mock.verify() }.isEmpty)
  }

  @Test func theAsyncFormsMatchAnswerAndAct() async {
    let mock = MockSwiftMock5Forms()
    let forms: any SwiftMock5Forms = mock
    let handled = LockedValue<[Int]>([])
    await mock.expect { await $0.send("hello") }
    await mock.expect { await $0.unread("inbox") }.returning(4)
    await mock.expect { await $0.archive("spam") }
    await mock.expect { await $0.total(of: "inbox") }.returning(40)
    await mock.expect { await $0.deliver("a", onDelivery: { _ in }) }
      .doing { callHandler($0, with: 1) }
    await mock.expect { await $0.deliverCount("b", onDelivery: { _ in }) }
      .doing { callHandler($0, with: 2) }.returning(8)

    await forms.send("hello")
    #expect(await forms.unread("inbox") == 4)
    await forms.archive("spam")
    #expect(await forms.total(of: "inbox") == 40)
    await forms.deliver("a") { value in handled.withLock { $0.append(value) } }
    #expect(await forms.deliverCount("b") { value in handled.withLock { $0.append(value) } } == 8)

    #expect(handled.withLock { $0 } == [1, 2])
    #expect(captureFailures { mock.verify() }.isEmpty)
  }

  @Test func theAsyncThrowingFormsMatchAnswerAndAct() async throws {
    let mock = MockSwiftMock5Forms()
    let forms: any SwiftMock5Forms = mock
    let handled = LockedValue<[Int]>([])
    await mock.expect { try await $0.sync("inbox") }.throwing(TestError(code: 2))
    await mock.expect { try await $0.fetchName(42) }.returning("Arthur Dent")
    await mock.expect { try await $0.purge("spam") }
    await mock.expect { try await $0.quota(of: "inbox") }.returning(100)
    await mock.expect { try await $0.stream("a", progress: { _ in }) }
      .doing { callHandler($0, with: 1) }
    await mock.expect { try await $0.streamCount("b", progress: { _ in }) }
      .doing { callHandler($0, with: 2) }.returning(6)

    await #expect(throws: TestError(code: 2)) { try await forms.sync("inbox") }
    #expect(try await forms.fetchName(42) == "Arthur Dent")
    try await forms.purge("spam")
    #expect(try await forms.quota(of: "inbox") == 100)
    try await forms.stream("a") { value in handled.withLock { $0.append(value) } }
    #expect(
      try await forms.streamCount("b") { value in handled.withLock { $0.append(value) } } == 6)

    #expect(handled.withLock { $0 } == [1, 2])
    #expect(captureFailures { mock.verify() }.isEmpty)
  }

  @Test func aCallIsNamedAsTheMockNamedIt() {
    var line = 0
    var expectLine = 0
    var verifyLine = 0
    var callLine = 0
    let failures = captureFailures {
      line = #line; let mock = MockSwiftMock5Forms()
      let forms: any SwiftMock5Forms = mock
      expectLine = #line; mock.expect { $0.age(of: "Ford") }.returning(200)
      callLine = #line; forms.register("Arthur", 1979)
      verifyLine = #line; mock.verify()
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [SwiftMock5Forms] Unexpected call: register("Arthur", 1979)
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line),
        (
          "[SwiftMock5Forms] Missing call: ageOf(\"Ford\") (expected at \(here(expectLine)))",
          verifyLine
        ),
      ])
  }
}
