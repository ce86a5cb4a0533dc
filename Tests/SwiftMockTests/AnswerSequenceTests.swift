import Foundation
import SwiftMock
import SwiftMockTestSupport
import Testing

/// `.returning(1, 2, 3)` and `.answering(with: …, …)`: answers given in
/// turn, one a call, the last for every later call; each taken once, even by
/// calls made at once.
struct AnswerSequenceTests {
  @Test func aStubGivesEachValueInTurnThenRepeatsTheLast() {
    let stub = StubDirectory()
    stub.given { $0.next() }.returning(1, 2, 3)
    #expect((0..<5).map { _ in stub.next() } == [1, 2, 3, 3, 3])
  }

  @Test func aSpyAndAMocksAllowanceGiveTheirSequences() {
    let spy = SpyDirectory()
    spy.given { $0.next() }.returning(4, 5)
    let mock = MockDirectory()
    mock.allow { $0.next() }.returning(6, 7, 8)
    #expect((0..<3).map { _ in spy.next() } == [4, 5, 5])
    #expect((0..<4).map { _ in mock.next() } == [6, 7, 8, 8])
    #expect(spy.callCount { $0.next() } == 3)
    #expect(captureFailures { mock.verify() }.isEmpty)
  }

  @Test func anExpectationWithACountGivesOneValuePerCall() {
    var line = 0
    var expectLine = 0
    var callLine = 0
    var answers: [Int] = []
    let failures = captureFailures {
      line = #line; let mock = MockDirectory()
      expectLine = #line; mock.expect { $0.next() }.times(3).returning(1, 2, 3)
      for _ in 0..<3 { answers.append(mock.next()) }
      callLine = #line; answers.append(mock.next())
      mock.verify()
    }
    #expect(answers == [1, 2, 3, 0])
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [Directory] Unexpected call: next()
            already received: next(), 3 calls (\(here(expectLine)))
            received: next()
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line)
      ])
  }

  @Test func aCountSetAfterTheSequenceWorksToo() {
    let mock = MockDirectory()
    mock.expect { $0.next() }.returning(1, 2).times(atLeast: 1)
    #expect((0..<3).map { _ in mock.next() } == [1, 2, 2])
    #expect(captureFailures { mock.verify() }.isEmpty)
  }

  @Test func aSequenceStartsWithTheFirstCallAfterItIsSet() {
    let stub = StubDirectory()
    let answer = stub.given { $0.next() }.returning(9)
    #expect(stub.next() == 9)
    #expect(stub.next() == 9)
    answer.returning(1, 2)
    #expect((0..<3).map { _ in stub.next() } == [1, 2, 2])
  }

  @Test func asyncAndThrowingMembersTakeTheirSequences() async throws {
    let mock = MockDirectory()
    await mock.allow { await $0.nextAsync() }.returning(1, 2)
    mock.allow { try $0.nextThrowing() }
      .answering(with: .failure(DirectoryError.offline), .success(3), .success(4))
    mock.expect { try $0.remove(id: 1) }.times(3)
      .answering(
        with: .failure(DirectoryError.offline), .failure(DirectoryError.notFound(1)), .success(()))
    #expect(await mock.nextAsync() == 1)
    #expect(await mock.nextAsync() == 2)
    #expect(await mock.nextAsync() == 2)
    #expect(throws: DirectoryError.offline) { try mock.nextThrowing() }
    #expect(try mock.nextThrowing() == 3)
    #expect(try mock.nextThrowing() == 4)
    #expect(try mock.nextThrowing() == 4)
    #expect(throws: DirectoryError.offline) { try mock.remove(id: 1) }
    #expect(throws: DirectoryError.notFound(1)) { try mock.remove(id: 1) }
    try mock.remove(id: 1)
    #expect(captureFailures { mock.verify() }.isEmpty)

    let stub = StubDirectory()
    await stub.given { try await $0.fetchThrowing(id: any()) }
      .answering(with: .failure(DirectoryError.offline), .success(User(id: 1)))
    await #expect(throws: DirectoryError.offline) { try await stub.fetchThrowing(id: 1) }
    #expect(try await stub.fetchThrowing(id: 1) == User(id: 1))
  }

  @Test func typedThrowsMembersTakeSequencesOfTheirErrorType() async throws {
    let stub = StubDirectory()
    stub.given(errorType: DirectoryError.self) { try $0.open(id: any()) }
      .answering(with: .failure(.offline), .success(User(id: 1)))
    await stub.given(errorType: DirectoryError.self) { try await $0.openAsync(id: any()) }
      .returning(User(id: 2), User(id: 3))
    #expect(throws: DirectoryError.offline) { try stub.open(id: 1) }
    #expect(try stub.open(id: 1) == User(id: 1))
    #expect(try await stub.openAsync(id: 1) == User(id: 2))
    #expect(try await stub.openAsync(id: 1) == User(id: 3))
    #expect(try await stub.openAsync(id: 1) == User(id: 3))
  }

  @Test func aSequenceWithAFailureAfterABlockThatNamesAnotherErrorTypeIsIgnored() {
    var lines: [Int] = []
    var answer: User?
    let failures = captureFailures {
      let stub = StubDirectory()
      lines.append(#line + 1)
      stub.given(errorType: VaultError.self) { try $0.open(id: 1) }
        .answering(with: .failure(.locked), .success(User(id: 1)))
      lines.append(#line + 1)
      stub.given(errorType: VaultError.self) { try $0.open(id: 2) }
        .answering(with: .success(User(id: 2)), .success(User(id: 3)))
      answer = try? stub.open(id: 2)
    }
    #expect(answer == User(id: 2))
    let misuse = { (id: Int) in
      "[Directory] The given block names VaultError, but open(id: \(id)) throws only DirectoryError, so .throwing(…) would give it an error it cannot throw. Write given(errorType: DirectoryError.self) { … }."
    }
    expectFailures(
      failures,
      [
        (misuse(1), lines[0]),
        (
          "[Directory] open(id: 1) returns User, a type with no default value, and this given gives it no answer. Add .returning(…) to it, \(userDefaultFix)",
          lines[0]
        ),
        (misuse(2), lines[1]),
      ])
  }

  @Test func aSequenceIsTheAnswerOfAMemberWithNoDefaultAndItsLastValueIsKept() {
    let failures = captureFailures {
      let stub = StubDirectory()
      stub.given { $0.user(id: 1) }.returning(User(id: 10), User(id: 11))
      #expect(stub.user(id: 1) == User(id: 10))
      // A call with no answer of its own gets the last value the member was given.
      #expect(stub.user(id: 2) == User(id: 11))
      let mock = MockDirectory()
      mock.expect { try $0.load(id: 1) }.times(2)
        .answering(with: .success(User(id: 12)), .failure(DirectoryError.offline))
      mock.reset()
    }
    #expect(failures.isEmpty)
  }

  @Test func aFailureInTheSequenceOfAMemberThatCannotThrowIgnoresItAtItsLine() {
    var line = 0
    var answers: [Int] = []
    let failures = captureFailures {
      let stub = StubDirectory()
      // Reported at the line of the modifier.
      line = #line + 2
      stub.given { $0.next() }
        .answering(with: .success(1), .failure(DirectoryError.offline), .success(2))
      answers.append(stub.next())
    }
    #expect(answers == [0])
    expectFailures(
      failures,
      [
        (
          "[Directory] .answering(with: …) is set on next(), which cannot throw, and its answer 2 is .failure(offline); the answers are ignored.",
          line
        )
      ])
  }

  @Test func aSequenceSetOnAForgottenExpectationChangesNothingAndIsReported() {
    var line = 0
    var verifyLine = 0
    let failures = captureFailures {
      let mock = MockDirectory()
      let expectation = mock.expect { $0.next() }.times(0)
      verifyLine = #line; mock.verify()
      line = #line; expectation.returning(1, 2)
    }
    expectFailures(
      failures,
      [
        (
          "[Directory] .returning(…) is set on next() (expected at \(here(verifyLine - 1))), which verify() at \(here(verifyLine)) has already forgotten; it changes nothing. Set up an expectation before the calls it is for.",
          line
        )
      ])
  }

  @Test func callsFromManyThreadsEachTakeTheNextValueOnce() {
    for _ in 0..<20 {
      let stub = StubDirectory()
      stub.given { $0.next() }.returning(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16)
      let answers = LockedValue<[Int]>([])
      DispatchQueue.concurrentPerform(iterations: 64) { _ in
        let answer = stub.next()
        answers.withLock { $0.append(answer) }
      }
      let expected = Array(1...15) + Array(repeating: 16, count: 49)
      #expect(answers.withLock { $0.sorted() } == expected)
    }
  }

  @Test func callsFromManyThreadsTakeAnExpectationsValuesOnceEach() {
    for _ in 0..<20 {
      let mock = MockDirectory()
      mock.expect { $0.next() }.times(16)
        .returning(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16)
      let answers = LockedValue<[Int]>([])
      DispatchQueue.concurrentPerform(iterations: 16) { _ in
        let answer = mock.next()
        answers.withLock { $0.append(answer) }
      }
      #expect(answers.withLock { $0.sorted() } == Array(1...16))
      #expect(captureFailures { mock.verify() }.isEmpty)
    }
  }

  @Test func callsFromManyTasksEachTakeTheNextValueOnce() async {
    let spy = SpyDirectory()
    await spy.given { await $0.nextAsync() }.returning(1, 2, 3, 4, 5, 6, 7, 8)
    let answers = await withTaskGroup(of: Int.self) { group in
      for _ in 0..<32 {
        group.addTask { await spy.nextAsync() }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }
    #expect(answers.sorted() == Array(1...7) + Array(repeating: 8, count: 25))
  }

  @Test func aHeldCallReleasedByVerifyAnswersWithItsValueInTheSequence() async {
    let mock = MockDirectory()
    let suspendLine = #line + 1
    let held = await mock.expect { await $0.nextAsync() }.times(2).returning(1, 2).suspended()
    let first = Task { await mock.nextAsync() }
    await held.waitUntilReached()
    held.resume(returning: 5)
    #expect(await first.value == 5)
    let second = Task { await mock.nextAsync() }
    await held.waitUntilReached()
    let verifyLine = #line; let failures = captureFailures { mock.verify() }
    #expect(await second.value == 2)
    expectFailures(
      failures,
      [
        (
          "[Directory] nextAsync() was suspended and never resumed; verify() released it (suspended at \(here(suspendLine)))",
          verifyLine
        )
      ])
  }
}
