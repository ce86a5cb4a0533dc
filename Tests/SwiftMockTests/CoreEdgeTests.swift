import Foundation
import SwiftMock
import SwiftMockTestSupport
import Synchronization
import Testing

// The edges of the matching core: blocks recorded before the engine,
// one set of throwingAccept forms, answer plans, defaults written to a slot.

/// A model with no default of its own, which a mock builds from its fields.
struct EdgeModel: Equatable, Sendable {
  var id: Int
  var name: String
}

/// A type that cannot be built from its fields' defaults.
final class EdgeHandle: Sendable {}

protocol EdgeShape {}

/// A class-bound protocol: an existential of it is one reference.
protocol EdgeListener: AnyObject {}

struct EdgeSquare: EdgeShape, Equatable {
  var side = 2
}

/// A value aligned to 16 bytes, with a default of its own.
struct EdgeAligned: Equatable, Sendable, Defaultable {
  var vector: SIMD4<Double>
  static var mockDefault: EdgeAligned { EdgeAligned(vector: SIMD4(0, 0, 0, 0)) }
}

/// A large value.
struct EdgeBig: Equatable, Sendable, Defaultable {
  var a = 1, b = 2, c = 3, d = 4, e = 5, f = 6, g = 7, h = 8
  static var mockDefault: EdgeBig { EdgeBig() }
}

enum EdgeError: Error, Equatable {
  case offline
}

enum EdgeOther: Error, Equatable {
  case boom
}

/// Counts how many times a member's own default is evaluated.
final class EdgeCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var value = 0

  var count: Int { lock.withLock { value } }

  func bump<T>(_ result: T) -> T {
    lock.withLock { value += 1 }
    return result
  }
}

protocol EdgeService {
  func count() -> Int
  func name(_ id: Int) -> String
  func take(_ value: Int)
  func model() -> EdgeModel
  func countedModel() -> EdgeModel
  func countedNumber() -> Int
  func load() throws -> String
  func countedLoad() throws -> EdgeModel
  func typedLoad() throws(EdgeError) -> String
  func typedModel() throws(EdgeError) -> EdgeModel
  func typedCountedModel() throws(EdgeError) -> EdgeModel
  func shape() -> any EdgeShape
  func listener() -> any EdgeListener
  func values() -> any Sequence<Int>
  func vector() -> EdgeAligned
  func countedVector() -> EdgeAligned
  func big() -> EdgeBig
  func handle() -> EdgeHandle
  func optional() -> Int?
  func countedOptional() -> Int?
}

/// The members of ``EdgeService``, with a counter of member defaults' evaluations.
final class MockEdgeService: Mock<EdgeService>, EdgeService, @unchecked Sendable {
  let defaults = EdgeCounter()

  func count() -> Int { accept() }
  func name(_ id: Int) -> String { accept(id) }
  func take(_ value: Int) { accept(value) }
  func model() -> EdgeModel { accept() }
  func countedModel() -> EdgeModel { accept(default: defaults.bump(EdgeModel(id: 7, name: "own"))) }
  func countedNumber() -> Int { accept(default: defaults.bump(7)) }
  func load() throws -> String { try throwingAccept() }
  func countedLoad() throws -> EdgeModel {
    try throwingAccept(default: defaults.bump(EdgeModel(id: 7, name: "own")))
  }
  func typedLoad() throws(EdgeError) -> String { try throwingAccept(errorType: EdgeError.self) }
  func typedModel() throws(EdgeError) -> EdgeModel { try throwingAccept(errorType: EdgeError.self) }
  func typedCountedModel() throws(EdgeError) -> EdgeModel {
    try throwingAccept(
      errorType: EdgeError.self, default: defaults.bump(EdgeModel(id: 7, name: "own")))
  }
  func shape() -> any EdgeShape { accept() }
  func listener() -> any EdgeListener { accept() }
  func values() -> any Sequence<Int> { accept() }
  func vector() -> EdgeAligned { accept() }
  func countedVector() -> EdgeAligned {
    accept(default: defaults.bump(EdgeAligned(vector: SIMD4(1, 2, 3, 4))))
  }
  func big() -> EdgeBig { accept() }
  func handle() -> EdgeHandle { accept() }
  func optional() -> Int? { accept() }
  func countedOptional() -> Int? { accept(default: defaults.bump(5)) }
}

final class StubEdgeService: Stub<EdgeService>, EdgeService, @unchecked Sendable {
  let defaults = EdgeCounter()

  func count() -> Int { accept() }
  func name(_ id: Int) -> String { accept(id) }
  func take(_ value: Int) { accept(value) }
  func model() -> EdgeModel { accept() }
  func countedModel() -> EdgeModel { accept(default: defaults.bump(EdgeModel(id: 7, name: "own"))) }
  func countedNumber() -> Int { accept(default: defaults.bump(7)) }
  func load() throws -> String { try throwingAccept() }
  func countedLoad() throws -> EdgeModel {
    try throwingAccept(default: defaults.bump(EdgeModel(id: 7, name: "own")))
  }
  func typedLoad() throws(EdgeError) -> String { try throwingAccept(errorType: EdgeError.self) }
  func typedModel() throws(EdgeError) -> EdgeModel { try throwingAccept(errorType: EdgeError.self) }
  func typedCountedModel() throws(EdgeError) -> EdgeModel {
    try throwingAccept(
      errorType: EdgeError.self, default: defaults.bump(EdgeModel(id: 7, name: "own")))
  }
  func shape() -> any EdgeShape { accept() }
  func listener() -> any EdgeListener { accept() }
  func values() -> any Sequence<Int> { accept() }
  func vector() -> EdgeAligned { accept() }
  func countedVector() -> EdgeAligned {
    accept(default: defaults.bump(EdgeAligned(vector: SIMD4(1, 2, 3, 4))))
  }
  func big() -> EdgeBig { accept() }
  func handle() -> EdgeHandle { accept() }
  func optional() -> Int? { accept() }
  func countedOptional() -> Int? { accept(default: defaults.bump(5)) }
}

final class SpyEdgeService: Spy<EdgeService>, EdgeService, @unchecked Sendable {
  let defaults = EdgeCounter()

  func count() -> Int { accept() }
  func name(_ id: Int) -> String { accept(id) }
  func take(_ value: Int) { accept(value) }
  func model() -> EdgeModel { accept() }
  func countedModel() -> EdgeModel { accept(default: defaults.bump(EdgeModel(id: 7, name: "own"))) }
  func countedNumber() -> Int { accept(default: defaults.bump(7)) }
  func load() throws -> String { try throwingAccept() }
  func countedLoad() throws -> EdgeModel {
    try throwingAccept(default: defaults.bump(EdgeModel(id: 7, name: "own")))
  }
  func typedLoad() throws(EdgeError) -> String { try throwingAccept(errorType: EdgeError.self) }
  func typedModel() throws(EdgeError) -> EdgeModel { try throwingAccept(errorType: EdgeError.self) }
  func typedCountedModel() throws(EdgeError) -> EdgeModel {
    try throwingAccept(
      errorType: EdgeError.self, default: defaults.bump(EdgeModel(id: 7, name: "own")))
  }
  func shape() -> any EdgeShape { accept() }
  func listener() -> any EdgeListener { accept() }
  func values() -> any Sequence<Int> { accept() }
  func vector() -> EdgeAligned { accept() }
  func countedVector() -> EdgeAligned {
    accept(default: defaults.bump(EdgeAligned(vector: SIMD4(1, 2, 3, 4))))
  }
  func big() -> EdgeBig { accept() }
  func handle() -> EdgeHandle { accept() }
  func optional() -> Int? { accept() }
  func countedOptional() -> Int? { accept(default: defaults.bump(5)) }
}

// MARK: - Modifiers on forgotten expectations

struct CoreEdgeForgottenTests {
  /// `.times` on an expectation `verify()` forgot says it "changes nothing";
  /// it must not make its `inOrder` block wait for it again.
  @Test func aCountSetOnAForgottenOrderedExpectationChangesNoOrder() {
    var expectLine = 0
    var verifyLine = 0
    var timesLine = 0
    let failures = captureFailures {
      let mock = MockEdgeService()
      var first: SwiftMock.Expectation<Void>?
      inOrder {
        expectLine = #line; first = mock.expect { $0.take(1) }
        mock.expect { $0.take(2) }.times(atLeast: 1)
      }
      mock.take(1)
      mock.take(2)
      verifyLine = #line; mock.verify()
      timesLine = #line; first?.times(2)
      // The second expectation takes any number of calls, in its turn.
      mock.take(2)
      mock.verify()
    }
    expectFailures(
      failures,
      [
        (
          "[EdgeService] .times(2) is set on take(1) (expected at \(here(expectLine))), which verify() at \(here(verifyLine)) has already forgotten; it changes nothing. Set up an expectation before the calls it is for.",
          timesLine
        )
      ])
  }
}

extension CoreEdgeForgottenTests {
  /// A count lowered below the calls an expectation already took cannot
  /// hold: it is reported at its line, and the count stays as it was.
  @Test func aCountLoweredBelowTheCallsTakenIsReported() {
    var timesLine = 0
    let failures = captureFailures {
      let mock = MockEdgeService()
      let expectation = mock.expect { $0.take(1) }.times(2)
      mock.take(1)
      mock.take(1)
      timesLine = #line; expectation.times(1)
      mock.verify()
    }
    expectFailures(
      failures,
      [
        (
          "[EdgeService] .times(1) on take(1) allows fewer calls than it has already received (2); the count is unchanged.",
          timesLine
        )
      ])
  }

  /// `.times(0)` after the call came: the call it says must never happen
  /// has happened.
  @Test func neverSetAfterTheCallCameIsReported() {
    var timesLine = 0
    let failures = captureFailures {
      let mock = MockEdgeService()
      let expectation = mock.expect { $0.take(1) }
      mock.take(1)
      timesLine = #line; expectation.times(0)
      mock.verify()
    }
    expectFailures(
      failures,
      [
        (
          "[EdgeService] .times(0) on take(1) allows fewer calls than it has already received (1); the count is unchanged.",
          timesLine
        )
      ])
  }
}

// MARK: - Values a block gets from a member with no default

struct CoreEdgeZeroValueTests {
  /// A block that makes an `Any` of a member's value, for a member whose
  /// type is an existential with no default: there is no value to give
  /// it, and the process stops with the fix instead of crashing.
  @Test func anExistentialMemberMadeAnAnyInTheBlockStopsWithTheFix() async {
    // Inside an exit test, the mock's line is the line of `#expect` itself.
    let madeLine = #line + 1
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      let mock = MockEdgeService()
      _ = captureFailures {
        mock.expect { $0.shape() as Any }.returning(EdgeSquare(side: 3))
      }
    }
    let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      output.contains(
        "CoreEdgeTests.swift:\(madeLine): Fatal error: [EdgeService] The expect block uses the value of shape(), a EdgeShape, a type with no default value, which the mock cannot make before the test answers the call. Make the call alone in the block, expect { $0.shape(…) }, and answer it with .returning(…), give the mocked member a default with accept(default: …)\n"
      ), "\(output)")
  }

  /// `_ = $0.x()` discards the member's value, which for an existential
  /// with no default cannot be made: a stop with the fix, not a crash.
  @Test func anExistentialMemberDiscardedInTheBlockStopsWithTheFix() async {
    // Inside an exit test, the mock's line is the line of `#expect` itself.
    let madeLine = #line + 1
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      let mock = MockEdgeService()
      _ = captureFailures {
        mock.expect { _ = $0.shape() }
      }
    }
    let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      output.contains(
        "CoreEdgeTests.swift:\(madeLine): Fatal error: [EdgeService] The expect block uses the value of shape(), a EdgeShape, a type with no default value, which the mock cannot make before the test answers the call. Make the call alone in the block, expect { $0.shape(…) }, and answer it with .returning(…), give the mocked member a default with accept(default: …)\n"
      ), "\(output)")
  }

  /// A class-bound existential with no default is a `nil` reference of
  /// zeroes, which a block may discard: the expectation is only one that
  /// needs an answer, reported at its line. In a process of its own, as a
  /// regression stops the process.
  @Test func aClassBoundExistentialDiscardedInTheBlockIsReportedAtItsExpect() async {
    await #expect(processExitsWith: .success) {
      // Inside an exit test, every line is the line of `#expect` itself.
      let expectLine = UInt(#line)
      let failures = captureFailures {
        let mock = MockEdgeService()
        mock.expect { _ = $0.listener() }
        mock.reset()
      }
      precondition(failures.count == 1, "\(failures)")
      precondition(failures[0].line == expectLine, "\(failures[0].line)")
      precondition(
        failures[0].message
          == "[EdgeService] listener() returns EdgeListener, a type with no default value, and this expect gives it no answer. Add .returning(…) to it, give the mocked member a default with accept(default: …)",
        failures[0].message)
    }
  }

  /// An existential with constraints on its associated types holds a value
  /// of any type, which a value of zeroes cannot stand for: discarding it
  /// in the block stops with the fix instead of crashing.
  @Test func aConstrainedExistentialDiscardedInTheBlockStopsWithTheFix() async {
    // Inside an exit test, the mock's line is the line of `#expect` itself.
    let madeLine = #line + 1
    let result = await #expect(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      let mock = MockEdgeService()
      _ = captureFailures {
        mock.expect { _ = $0.values() }
      }
    }
    let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      output.contains(
        "CoreEdgeTests.swift:\(madeLine): Fatal error: [EdgeService] The expect block uses the value of values(), a any Sequence<Self.Sequence.Element == Int>, a type with no default value, which the mock cannot make before the test answers the call. Make the call alone in the block, expect { $0.values(…) }, and answer it with .returning(…), give the mocked member a default with accept(default: …)\n"
      ), "\(output)")
  }

  /// The block that makes the call alone records it, and the call gets
  /// the answer.
  @Test func anExistentialMemberAloneInTheBlockIsAnswered() {
    let mock = MockEdgeService()
    let failures = captureFailures {
      mock.expect { $0.shape() }.returning(EdgeSquare(side: 3))
      #expect((mock.shape() as? EdgeSquare)?.side == 3)
      mock.verify()
    }
    #expect(failures.map(\.message) == [])
  }
}

// MARK: - A member's own default

struct CoreEdgeDefaultTests {
  /// A member's own default, for a type with no default of its own, is
  /// what its block gets while it records, evaluated once there, and what
  /// an unanswered call returns, evaluated once for it.
  @Test func aModelDefaultIsEvaluatedOnceWhileRecordingAndOncePerCall() {
    let mock = MockEdgeService()
    let failures = captureFailures {
      mock.expect { $0.countedModel() }
    }
    #expect(failures.isEmpty)
    #expect(mock.defaults.count == 1)
    #expect(mock.countedModel() == EdgeModel(id: 7, name: "own"))
    #expect(mock.defaults.count == 2)
    mock.verify()
  }

  @Test func aThrowingModelDefaultIsEvaluatedOnceWhileRecordingAndOncePerCall() throws {
    let mock = MockEdgeService()
    let failures = captureFailures {
      mock.expect { try $0.countedLoad() }
    }
    #expect(failures.isEmpty)
    #expect(mock.defaults.count == 1)
    #expect(try mock.countedLoad() == EdgeModel(id: 7, name: "own"))
    #expect(mock.defaults.count == 2)
    mock.verify()
  }

  @Test func aScalarDefaultIsNotEvaluatedWhileRecordingAndOncePerCall() {
    let mock = MockEdgeService()
    mock.expect { $0.countedNumber() }.times(2)
    #expect(mock.defaults.count == 0)
    #expect(mock.countedNumber() == 7)
    #expect(mock.countedNumber() == 7)
    #expect(mock.defaults.count == 2)
    mock.verify()
  }

  @Test func aStubsOwnDefaultWinsOverItsTypesOncePerCall() {
    let stub = StubEdgeService()
    #expect(stub.countedNumber() == 7)
    #expect(stub.countedOptional() == 5)
    #expect(stub.countedVector() == EdgeAligned(vector: SIMD4(1, 2, 3, 4)))
    #expect(stub.countedModel() == EdgeModel(id: 7, name: "own"))
    #expect(stub.defaults.count == 4)
    stub.given { $0.countedNumber() }
    stub.given { $0.countedOptional() }
    stub.given { $0.countedVector() }
    #expect(stub.defaults.count == 4)
    #expect(stub.countedNumber() == 7)
    #expect(stub.countedOptional() == 5)
    #expect(stub.countedVector() == EdgeAligned(vector: SIMD4(1, 2, 3, 4)))
    #expect(stub.defaults.count == 7)
  }

  @Test func aSpysOwnDefaultWinsOverItsTypesOncePerCall() throws {
    let spy = SpyEdgeService()
    #expect(spy.countedNumber() == 7)
    #expect(spy.countedOptional() == 5)
    #expect(spy.countedVector() == EdgeAligned(vector: SIMD4(1, 2, 3, 4)))
    #expect(spy.countedModel() == EdgeModel(id: 7, name: "own"))
    #expect(try spy.countedLoad() == EdgeModel(id: 7, name: "own"))
    #expect(try spy.typedCountedModel() == EdgeModel(id: 7, name: "own"))
    #expect(spy.defaults.count == 6)
  }

  @Test func wideAndAlignedValuesAreAnsweredWhole() {
    let stub = StubEdgeService()
    #expect(stub.vector() == EdgeAligned.mockDefault)
    #expect(stub.big() == EdgeBig())
    #expect(stub.optional() == nil)
    stub.given { $0.vector() }.returning(EdgeAligned(vector: SIMD4(9, 8, 7, 6)))
    stub.given { $0.big() }.returning(EdgeBig(a: 10, h: 80))
    #expect(stub.vector() == EdgeAligned(vector: SIMD4(9, 8, 7, 6)))
    #expect(stub.big() == EdgeBig(a: 10, h: 80))
  }
}

// MARK: - Calls made inside blocks

/// The spy that the test code in an argument (its `==`, its `description`)
/// calls, for the test running on this task.
enum EdgeObserver {
  @TaskLocal static var spy: SpyEdgeService?
}

/// An argument whose `==` calls a test double.
struct EdgeProbe: Equatable, Sendable {
  var id: Int

  static func == (lhs: EdgeProbe, rhs: EdgeProbe) -> Bool {
    EdgeObserver.spy?.take(-1)
    return lhs.id == rhs.id
  }
}

/// An argument whose `description` calls a test double.
struct EdgeTag: Equatable, Sendable, CustomStringConvertible {
  var id: Int

  var description: String {
    EdgeObserver.spy?.take(-2)
    return "tag \(id)"
  }
}

protocol EdgeRecorder {
  func pair(_ probe: EdgeProbe, _ count: Int)
  func save(_ tag: EdgeTag) throws
  func typedSave(_ tag: EdgeTag) throws(EdgeError)
  func otherTyped() throws(EdgeOther) -> Int
  func fetch() async -> Int
  func fetchModel() async throws -> EdgeModel
}

final class MockEdgeRecorder: Mock<EdgeRecorder>, EdgeRecorder, @unchecked Sendable {
  func pair(_ probe: EdgeProbe, _ count: Int) { accept(probe, count) }
  func save(_ tag: EdgeTag) throws { try throwingAccept(tag) }
  func typedSave(_ tag: EdgeTag) throws(EdgeError) {
    try throwingAccept(tag, errorType: EdgeError.self)
  }
  func otherTyped() throws(EdgeOther) -> Int { try throwingAccept(errorType: EdgeOther.self) }
  func fetch() async -> Int { await accept() }
  func fetchModel() async throws -> EdgeModel { try await throwingAccept() }
}

struct CoreEdgeRecordingTests {
  /// A `description` is the test's code: the calls it makes are real calls,
  /// not the block's, even where `expect(errorType:)` describes the call it
  /// records.
  @Test func aDescriptionThatCallsASpyIsNotPartOfATypedBlock() throws {
    let spy = SpyEdgeService(name: "Observer")
    let mock = MockEdgeRecorder()
    let failures = EdgeObserver.$spy.withValue(spy) {
      captureFailures {
        mock.expect(errorType: EdgeError.self) { try $0.typedSave(EdgeTag(id: 1)) }.throwing(
          .offline)
      }
    }
    #expect(failures.map(\.message) == [])
    #expect(throws: EdgeError.offline) { try mock.typedSave(EdgeTag(id: 1)) }
    mock.verify()
  }

  /// The same block with a plain `expect` records its call.
  @Test func aDescriptionThatCallsASpyIsNotPartOfAPlainBlock() throws {
    let spy = SpyEdgeService(name: "Observer")
    let mock = MockEdgeRecorder()
    let failures = EdgeObserver.$spy.withValue(spy) {
      captureFailures {
        mock.expect { try $0.typedSave(EdgeTag(id: 1)) }.throwing(EdgeError.offline)
      }
    }
    #expect(failures.map(\.message) == [])
    #expect(throws: EdgeError.offline) { try mock.typedSave(EdgeTag(id: 1)) }
    mock.verify()
  }

  /// An `==` that a matcher's placement runs is the test's code too.
  @Test func anEqualityThatCallsASpyIsNotPartOfTheBlock() {
    let spy = SpyEdgeService(name: "Observer")
    let mock = MockEdgeRecorder()
    let failures = EdgeObserver.$spy.withValue(spy) {
      captureFailures {
        mock.expect { $0.pair(any(), 5) }
        mock.pair(EdgeProbe(id: 3), 5)
        mock.verify()
      }
    }
    #expect(failures.map(\.message) == [])
  }

  /// An expectation set while another block's argument is worked out is
  /// its own, and the outer block records its own call.
  @Test func anExpectInsideAnotherExpectsArgumentIsItsOwn() {
    let outer = MockEdgeService(name: "Outer")
    let inner = MockEdgeService(name: "Inner")
    func argument() -> Int {
      inner.expect { $0.count() }.returning(5)
      return 3
    }
    let failures = captureFailures {
      outer.expect { $0.take(argument()) }
      outer.take(3)
      #expect(inner.count() == 5)
      outer.verify()
      inner.verify()
    }
    #expect(failures.map(\.message) == [])
  }

  /// The same, on one mock: the inner block's call and the outer's are two
  /// expectations.
  @Test func anExpectInsideAnExpectOfTheSameMockIsItsOwn() {
    let mock = MockEdgeService()
    func argument() -> Int {
      mock.expect { $0.name(1) }.returning("one")
      return 3
    }
    let failures = captureFailures {
      mock.expect { $0.take(argument()) }
      #expect(mock.name(1) == "one")
      mock.take(3)
      mock.verify()
    }
    #expect(failures.map(\.message) == [])
  }

  /// A plain block nested in a typed one's argument, whose member throws
  /// another type, does not make the typed block's check fail.
  @Test func aTypedCallInANestedBlockIsNotTheOuterTypedBlocksCall() throws {
    let outer = MockEdgeRecorder(name: "Outer")
    let inner = MockEdgeRecorder(name: "Inner")
    func argument() -> EdgeTag {
      inner.expect { try $0.otherTyped() }.returning(1)
      return EdgeTag(id: 4)
    }
    let failures = try captureFailures { () throws in
      outer.expect(errorType: EdgeError.self) { try $0.save(argument()) }.throwing(.offline)
      #expect(throws: EdgeError.offline) { try outer.save(EdgeTag(id: 4)) }
      #expect(try inner.otherTyped() == 1)
      outer.verify()
      inner.verify()
    }
    #expect(failures.map(\.message) == [])
  }

  /// `try?` in a block swallows the error that leaves it; the call is
  /// still recorded, once.
  @Test func aTryQuestionMarkInABlockStillRecordsTheCall() throws {
    let mock = MockEdgeService()
    let failures = try captureFailures { () throws in
      mock.expect { try? $0.load() }.returning("x")
      #expect(try mock.load() == "x")
      mock.verify()
    }
    #expect(failures.map(\.message) == [])
  }

  /// A block that throws its own error, after a call, leaves nothing behind
  /// for the thread's next block.
  @Test func aBlockThatThrowsLeavesTheNextBlockClean() {
    var line = 0
    let failures = captureFailures {
      let mock = MockEdgeService()
      line = #line; mock.expect(throwingAfter: EdgeOther.boom)
      mock.expect { $0.name(2) }.returning("two")
      #expect(mock.name(2) == "two")
      mock.verify()
    }
    expectFailures(
      failures,
      [
        (
          "[EdgeService] The expect block threw boom. It should only make the call, whose answer is set with .throwing(…).",
          line
        )
      ])
  }

  /// Blocks on many threads at once each record their own call, while
  /// other threads' calls are calls.
  @Test func blocksOnManyThreadsAtOnceEachRecordTheirOwnCall() {
    for _ in 0..<10 {
      let mock = MockEdgeService()
      let answers = EdgeAnswers()
      let failures = captureFailures {
        DispatchQueue.concurrentPerform(iterations: 64) { index in
          mock.expect { $0.name(index) }.returning("n\(index)")
          answers.set(index, mock.name(index))
        }
        mock.verify()
      }
      #expect(failures.map(\.message) == [])
      #expect(answers.all == (0..<64).map { "n\($0)" })
    }
  }

  /// An `async` block that moves between threads before its call records it.
  @Test func anAsyncBlockThatHopsRecordsItsCall() async throws {
    let mock = MockEdgeRecorder()
    let failures = try await captureFailures { () async throws in
      await mock.expect {
        await Task.yield()
        _ = await Task.detached { 1 }.value
        return await $0.fetch()
      }.returning(4)
      #expect(await mock.fetch() == 4)
      await mock.expect {
        await Task.yield()
        return try await $0.fetchModel()
      }.returning(EdgeModel(id: 2, name: "b"))
      #expect(try await mock.fetchModel() == EdgeModel(id: 2, name: "b"))
      mock.verify()
    }
    #expect(failures.map(\.message) == [])
  }
}

extension MockEdgeService {
  /// An `expect` whose block calls `count()` and then throws `error`.
  func expect(
    throwingAfter error: EdgeOther, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    expect(fileID: fileID, filePath: filePath, line: line, column: column) {
      _ = $0.count()
      throw error
    }
  }
}

/// Answers, by index, from many threads.
final class EdgeAnswers: @unchecked Sendable {
  private let lock = NSLock()
  private var values = [Int: String]()

  func set(_ index: Int, _ value: String) {
    lock.withLock { values[index] = value }
  }

  var all: [String] {
    lock.withLock { values.keys.sorted().map { values[$0]! } }
  }
}

// MARK: - Answer plans

struct CoreEdgeAnswerPlanTests {
  @Test func aSequenceSetAfterCallsBeganStartsAtTheNextCall() {
    let mock = MockEdgeService()
    let failures = captureFailures {
      let expectation = mock.expect { $0.count() }.times(4)
      #expect(mock.count() == 0)
      expectation.returning(1, 2)
      #expect(mock.count() == 1)
      #expect(mock.count() == 2)
      #expect(mock.count() == 2)
      mock.verify()
    }
    #expect(failures.map(\.message) == [])
  }

  @Test func aCountRaisedAfterTheExpectationIsDoneTakesMoreCalls() {
    let mock = MockEdgeService()
    let failures = captureFailures {
      let expectation = mock.expect { $0.name(1) }.returning("a")
      #expect(mock.name(1) == "a")
      expectation.times(2)
      #expect(mock.name(1) == "a")
      mock.verify()
    }
    #expect(failures.map(\.message) == [])
  }

  @Test func ignoringArgumentsSetAfterCallsBeganTakesOtherArguments() {
    let mock = MockEdgeService()
    let failures = captureFailures {
      let expectation = mock.expect { $0.take(1) }.times(2)
      mock.take(1)
      expectation.ignoringArguments()
      mock.take(9)
      mock.verify()
    }
    #expect(failures.map(\.message) == [])
  }

  @Test func anActionSetAfterASequenceKeepsTheSequence() {
    let mock = MockEdgeService()
    let seen = EdgeAnswers()
    let failures = captureFailures {
      let expectation = mock.expect { $0.name(any()) }.times(3).returning("a", "b")
      expectation.doing { seen.set($0[0] as! Int, "seen") }
      #expect(mock.name(1) == "a")
      #expect(mock.name(2) == "b")
      #expect(mock.name(3) == "b")
      mock.verify()
    }
    #expect(failures.map(\.message) == [])
    #expect(seen.all == ["seen", "seen", "seen"])
  }
}

// MARK: - Static members, stubs and spies

protocol EdgeClock {
  static func tick() throws -> Int
  static func typedTick(_ tag: EdgeTag) throws(EdgeError) -> Int
}

final class MockEdgeClock: Mock<EdgeClock>, EdgeClock {
  static func tick() throws -> Int { try throwingAccept() }
  static func typedTick(_ tag: EdgeTag) throws(EdgeError) -> Int {
    try throwingAccept(tag, errorType: EdgeError.self)
  }
}

final class StubEdgeRecorder: Stub<EdgeRecorder>, EdgeRecorder, @unchecked Sendable {
  func pair(_ probe: EdgeProbe, _ count: Int) { accept(probe, count) }
  func save(_ tag: EdgeTag) throws { try throwingAccept(tag) }
  func typedSave(_ tag: EdgeTag) throws(EdgeError) {
    try throwingAccept(tag, errorType: EdgeError.self)
  }
  func otherTyped() throws(EdgeOther) -> Int { try throwingAccept(errorType: EdgeOther.self) }
  func fetch() async -> Int { await accept() }
  func fetchModel() async throws -> EdgeModel { try await throwingAccept() }
}

struct CoreEdgeStaticAndStubTests {
  @Test func anUntypedStaticMemberUnderATypedExpectThrowsItsError() throws {
    let failures = try captureFailures { () throws in
      MockEdgeClock.expect(errorType: EdgeError.self) { try $0.tick() }.throwing(.offline)
      MockEdgeClock.expect { try $0.tick() }.returning(3)
      #expect(throws: EdgeError.offline) { try MockEdgeClock.tick() }
      #expect(try MockEdgeClock.tick() == 3)
      MockEdgeClock.verify()
    }
    #expect(failures.map(\.message) == [])
  }

  /// A static member's typed block describes its call with the test's code too.
  @Test func aDescriptionThatCallsASpyIsNotPartOfAStaticTypedBlock() throws {
    let spy = SpyEdgeService(name: "Observer")
    let failures = EdgeObserver.$spy.withValue(spy) {
      captureFailures {
        MockEdgeClock.expect(errorType: EdgeError.self) { try $0.typedTick(EdgeTag(id: 1)) }
          .throwing(.offline)
      }
    }
    #expect(failures.map(\.message) == [])
    #expect(throws: EdgeError.offline) { try MockEdgeClock.typedTick(EdgeTag(id: 1)) }
    MockEdgeClock.verify()
  }

  /// A stub's typed `given` too.
  @Test func aDescriptionThatCallsASpyIsNotPartOfAStubsTypedGiven() throws {
    let spy = SpyEdgeService(name: "Observer")
    let stub = StubEdgeRecorder()
    let failures = EdgeObserver.$spy.withValue(spy) {
      captureFailures {
        stub.given(errorType: EdgeError.self) { try $0.typedSave(EdgeTag(id: 1)) }.throwing(
          .offline)
      }
    }
    #expect(failures.map(\.message) == [])
    #expect(throws: EdgeError.offline) { try stub.typedSave(EdgeTag(id: 1)) }
  }

  /// A spy's blocks on some threads, its calls on others: no call lost,
  /// none doubled, no block's call counted.
  @Test func aSpysBlocksAndCallsOnManyThreadsLoseAndDoubleNothing() {
    for _ in 0..<10 {
      let spy = SpyEdgeService()
      DispatchQueue.concurrentPerform(iterations: 200) { index in
        if index.isMultiple(of: 2) {
          spy.take(index)
        } else {
          _ = spy.calls { $0.take(any()) }
        }
      }
      let taken = spy.calls { $0.take(any()) }.map { $0.arguments[0] as? Int ?? -1 }
      #expect(taken.sorted() == Array(stride(from: 0, to: 200, by: 2)))
    }
  }
}

// MARK: - A member's own default, once per call

struct CoreEdgeDefaultOncePerCallTests {
  @Test func anAnsweredCallNeverEvaluatesTheDefault() {
    let mock = MockEdgeService()
    mock.expect { $0.countedModel() }.returning(EdgeModel(id: 1, name: "a"))
    mock.expect { $0.countedNumber() }.returning(3)
    let whileRecording = mock.defaults.count
    #expect(mock.countedModel() == EdgeModel(id: 1, name: "a"))
    #expect(mock.countedNumber() == 3)
    #expect(mock.defaults.count - whileRecording == 0)
    mock.verify()
  }

  @Test func anUnexpectedCallEvaluatesTheDefaultOnce() {
    var madeLine = 0
    var callLine = 0
    var model: EdgeModel?
    var evaluated = 0
    let failures = captureFailures {
      madeLine = #line; let mock = MockEdgeService()
      callLine = #line; model = mock.countedModel()
      evaluated = mock.defaults.count
    }
    #expect(model == EdgeModel(id: 7, name: "own"))
    #expect(evaluated == 1)
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [EdgeService] Unexpected call: countedModel()
            the mock was made at \(here(madeLine))
          """, calledAt: callLine, madeAt: madeLine)
      ])
  }

  @Test func aTypedCallGivenAForeignErrorEvaluatesTheDefaultOnce() {
    let madeLine = #line; let mock = MockEdgeService()
    var model: EdgeModel?
    var whileRecording = 0
    let failures = captureFailures {
      mock.expect { try $0.typedCountedModel() }.throwing(EdgeOther.boom)
      whileRecording = mock.defaults.count
      model = try? mock.typedCountedModel()
    }
    #expect(model == EdgeModel(id: 7, name: "own"))
    #expect(mock.defaults.count - whileRecording == 1)
    expectFailures(
      failures,
      [
        (
          "[EdgeService] typedCountedModel() throws only EdgeError, so it cannot throw boom, which its expectation gives; the error is ignored. Give it with .throwing(…) after expect(errorType: EdgeError.self), allow(errorType:) or given(errorType:), which take only a EdgeError.",
          madeLine
        )
      ])
  }
}

// MARK: - Tasks an async block starts

/// Lets tasks wait until the test opens it.
actor EdgeGate {
  private var isOpen = false
  private var waiters: [CheckedContinuation<Void, Never>] = []

  func wait() async {
    if isOpen { return }
    await withCheckedContinuation { waiters.append($0) }
  }

  func open() {
    isOpen = true
    for waiter in waiters { waiter.resume() }
    waiters = []
  }
}

struct CoreEdgeBlockTaskTests {
  /// A task that an `async` block starts, and that calls another mock once
  /// the block is over, makes a call: here while another block runs, as
  /// one of a test running in parallel may.
  @Test func aCallOfABlocksTaskAfterTheBlockIsACall() async {
    let target = MockEdgeRecorder()
    let other = MockEdgeService(name: "Other")
    let gate = EdgeGate()
    other.expect { $0.take(1) }
    nonisolated(unsafe) var late: Task<Void, Never>?
    let failures = await captureFailures {
      await target.expect { mock in
        late = Task {
          await gate.wait()
          other.take(1)
        }
        return await mock.fetch()
      }.returning(1)
      // Another block runs while the task makes its call.
      await target.expect { mock in
        await gate.open()
        await late?.value
        return await mock.fetch()
      }.returning(2)
      #expect(await target.fetch() == 1)
      #expect(await target.fetch() == 2)
      target.verify()
      other.verify()
    }
    #expect(failures.map(\.message) == [])
  }
}

// MARK: - A call that races the end of its block

/// A value whose `==`, once armed, waits until the test lets it go on: a
/// call of a block's task that compares it, placing the block's matchers,
/// has asked for the block's recording and has not yet recorded its call.
struct EdgeGated: Equatable {
  let id: Int

  static let entered = DispatchSemaphore(value: 0)
  static let mayGoOn = DispatchSemaphore(value: 0)
  /// Whether the next `==` waits; only the one test that uses the type arms it.
  static let isArmed = Mutex(false)

  static func == (lhs: EdgeGated, rhs: EdgeGated) -> Bool {
    let waits = isArmed.withLock { isArmed in
      defer { isArmed = false }
      return isArmed
    }
    if waits {
      entered.signal()
      mayGoOn.wait()
    }
    return lhs.id == rhs.id
  }
}

protocol EdgeGatedService {
  func pair(_ first: EdgeGated, _ second: EdgeGated)
  func load() async -> Int
}

final class MockEdgeGatedService: Mock<EdgeGatedService>, EdgeGatedService, @unchecked Sendable {
  func pair(_ first: EdgeGated, _ second: EdgeGated) { accept(first, second) }
  func load() async -> Int { await accept() }
}

struct CoreEdgeBlockEndTests {
  /// A call of a block's task that asked for the block's recording just
  /// before the block ended, and records after, is too late for both the
  /// block and an answer: it is reported at the block's line, not lost.
  @Test func aCallOfABlocksTaskThatRacesItsEndIsReported() async {
    let mock = MockEdgeGatedService()
    let other = MockEdgeGatedService(name: "other")
    let executor = DedicatedThreadExecutor()
    nonisolated(unsafe) var late: Task<Void, Never>?
    let expectLine = #line + 4
    EdgeGated.isArmed.withLock { $0 = true }
    let failures = await captureFailures {
      // The block's line is the next one.
      await mock.expect { service in
        late = Task(executorPreference: executor) { other.pair(any(), EdgeGated(id: 1)) }
        // The task's call is between its recording and its record.
        EdgeGated.entered.wait()
        return await service.load()
      }.returning(7)
      EdgeGated.mayGoOn.signal()
      await late?.value
      #expect(await mock.load() == 7)
      mock.verify()
      other.verify()
    }
    expectFailures(
      failures,
      [
        (
          "[other] pair(EdgeGated(id: 0), EdgeGated(id: 1)) was called by a task that the expect block at \(here(expectLine)) started, just as the block ended, so it is neither part of the block nor answered. Start the task outside the block.",
          expectLine
        )
      ])
  }
}
