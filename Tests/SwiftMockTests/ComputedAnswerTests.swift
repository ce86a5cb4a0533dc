import Foundation
import SwiftMock
import SwiftMockTestSupport
import Testing

/// `.returning { … }` and `.answering { … }`: an answer computed from each
/// call's action arguments, typed, for every kind of member and double.
struct ComputedAnswerTests {
  @Test func aMockComputesEachAnswerFromTheCallsArguments() {
    let mock = MockDirectory()
    mock.expect { $0.user(id: any()) }.times(2).returning { (id: Int) in User(id: id * 10) }
    mock.expect { $0.displayName(id: 1, formal: any()) }.returning { (id: Int, formal: Bool) in
      formal ? "Dr \(id)" : "\(id)"
    }
    let failures = captureFailures {
      #expect(mock.user(id: 1) == User(id: 10))
      #expect(mock.user(id: 2) == User(id: 20))
      #expect(mock.displayName(id: 1, formal: true) == "Dr 1")
      mock.verify()
    }
    #expect(failures.isEmpty)
  }

  @Test func aStubAndASpyComputeTheirAnswers() {
    let stub = StubDirectory()
    // The parameter's type is inferred from the closure's body.
    stub.given { $0.user(id: any()) }.returning { id in User(id: id + 1) }
    let spy = SpyDirectory()
    spy.given { $0.displayName(id: any(), formal: true) }.returning { (id: Int, _: Bool) in
      "Dr \(id)"
    }
    let failures = captureFailures {
      #expect(stub.user(id: 4) == User(id: 5))
      #expect(stub.user(id: 6) == User(id: 7))
      #expect(spy.displayName(id: 5, formal: true) == "Dr 5")
      #expect(spy.displayName(id: 5, formal: false) == "")
    }
    #expect(failures.isEmpty)
    #expect(spy.callCount(ignoringArguments: true) { $0.displayName(id: 0, formal: true) } == 2)
  }

  @Test func asyncMembersComputeTheirAnswers() async throws {
    let mock = MockDirectory()
    await mock.expect { await $0.fetch(id: any()) }.returning { (id: Int) in User(id: id + 1) }
    await mock.expect { try await $0.fetchThrowing(id: 3) }.returning { (id: Int) in
      User(id: -id)
    }
    let stub = StubDirectory()
    await stub.given { await $0.fetch(id: any()) }.returning { (id: Int) in User(id: id * 2) }
    let spy = SpyDirectory()
    await spy.given { try await $0.fetchThrowing(id: any()) }.returning { (id: Int) in
      User(id: id)
    }
    #expect(await mock.fetch(id: 1) == User(id: 2))
    #expect(try await mock.fetchThrowing(id: 3) == User(id: -3))
    #expect(await stub.fetch(id: 4) == User(id: 8))
    #expect(try await spy.fetchThrowing(id: 5) == User(id: 5))
    #expect(captureFailures { mock.verify() }.isEmpty)
  }

  @Test func aThrowingClosureReturnsOrThrows() async throws {
    let mock = MockDirectory()
    mock.expect { try $0.load(id: any()) }.times(2).answering { (id: Int) in
      guard id > 0 else { throw DirectoryError.notFound(id) }
      return User(id: id)
    }
    mock.expect { try $0.remove(id: any()) }.times(2).answering { (id: Int) in
      if id == 0 { throw DirectoryError.offline }
    }
    #expect(try mock.load(id: 1) == User(id: 1))
    #expect(throws: DirectoryError.notFound(-1)) { try mock.load(id: -1) }
    #expect(throws: DirectoryError.offline) { try mock.remove(id: 0) }
    try mock.remove(id: 1)
    #expect(captureFailures { mock.verify() }.isEmpty)

    let stub = StubDirectory()
    await stub.given { try await $0.fetchThrowing(id: any()) }.answering { (id: Int) in
      throw DirectoryError.notFound(id)
    }
    await #expect(throws: DirectoryError.notFound(7)) { try await stub.fetchThrowing(id: 7) }
    let spy = SpyDirectory()
    spy.given { try $0.load(id: any()) }.answering { (id: Int) in User(id: id) }
    #expect(try spy.load(id: 8) == User(id: 8))
  }

  @Test func aTypedThrowsMemberTakesAClosureThatThrowsItsErrorType() async throws {
    let mock = MockDirectory()
    mock.expect(errorType: DirectoryError.self) { try $0.open(id: any()) }.times(2).answering {
      (id: Int) throws(DirectoryError) in
      guard id > 0 else { throw .notFound(id) }
      return User(id: id)
    }
    await mock.expect(errorType: DirectoryError.self) { try await $0.openAsync(id: any()) }
      .returning { (id: Int) in User(id: id * 3) }
    #expect(try mock.open(id: 2) == User(id: 2))
    #expect(throws: DirectoryError.notFound(0)) { try mock.open(id: 0) }
    #expect(try await mock.openAsync(id: 2) == User(id: 6))
    #expect(captureFailures { mock.verify() }.isEmpty)

    let stub = StubDirectory()
    stub.given(errorType: DirectoryError.self) { try $0.open(id: any()) }.returning { (id: Int) in
      User(id: id)
    }
    await stub.given(errorType: DirectoryError.self) { try await $0.openAsync(id: any()) }
      .answering { (_: Int) throws(DirectoryError) in throw .offline }
    #expect(try stub.open(id: 4) == User(id: 4))
    await #expect(throws: DirectoryError.offline) { try await stub.openAsync(id: 4) }
  }

  @Test func theClosureTakesTheCallsActionArguments() {
    let stub = StubDirectory()
    stub.given { $0.lookUp(name: "ada", completion: { _ in }) }.returning {
      (completion: @escaping (Int) -> Void) in
      completion(36)
      return 1
    }
    var age = 0
    #expect(stub.lookUp(name: "ada") { age = $0 } == 1)
    #expect(age == 36)
  }

  @Test func anOptionalParameterTakesANilArgument() {
    let stub = StubDirectory()
    stub.given { $0.nickname(id: any()) }.returning { (id: Int?) in
      id.map { "#\($0)" } ?? "anonymous"
    }
    #expect(stub.nickname(id: nil) == "anonymous")
    #expect(stub.nickname(id: 3) == "#3")
  }

  @Test func aMemberThatReturnsNothingRunsTheClosure() {
    let mock = MockDirectory()
    let touched = LockedValue<[Int]>([])
    mock.expect { $0.touch(id: any()) }.times(2).returning { (id: Int) in
      touched.withLock { $0.append(id) }
    }
    mock.touch(id: 1)
    mock.touch(id: 2)
    #expect(touched.withLock { $0 } == [1, 2])
    #expect(captureFailures { mock.verify() }.isEmpty)
  }

  @Test func theClosureRunsAfterTheActionOnTheCallersThread() {
    let stub = StubDirectory()
    let events = LockedValue<[String]>([])
    let answeringThread = LockedValue<Thread?>(nil)
    stub.given { $0.user(id: any()) }
      .doing { _ in events.withLock { $0.append("action") } }
      .returning { (id: Int) in
        events.withLock { $0.append("answer") }
        answeringThread.withLock { $0 = Thread.current }
        return User(id: id)
      }
    let isOnCallersThread = LockedValue(false)
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      _ = stub.user(id: 1)
      isOnCallersThread.withLock { $0 = answeringThread.withLock { $0 } === Thread.current }
      done.signal()
    }
    done.wait()
    #expect(isOnCallersThread.withLock { $0 })
    #expect(events.withLock { $0 } == ["action", "answer"])
  }

  @Test func aHeldCallReleasedByVerifyComputesItsAnswer() async {
    let mock = MockDirectory()
    let byID = { (id: Int) in User(id: id) }
    let suspendLine = #line + 1
    let held = await mock.expect { await $0.fetch(id: any()) }.returning(byID).suspended()
    let call = Task { await mock.fetch(id: 4) }
    await held.waitUntilReached()
    let verifyLine = #line; let failures = captureFailures { mock.verify() }
    #expect(await call.value == User(id: 4))
    expectFailures(
      failures,
      [
        (
          "[Directory] fetch(id: any()) was suspended and never resumed; verify() released it (suspended at \(here(suspendLine)))",
          verifyLine
        )
      ])
  }

  @Test func aClosureThatTakesOtherArgumentsFailsTheCallAtItsExpectation() async {
    var lines: [Int] = []
    var answers: [String] = []
    let failures = await captureFailures {
      let mock = MockDirectory()
      let stub = StubDirectory()
      let spy = SpyDirectory()
      let takesOne = { (id: Int) in "\(id)" }
      let takesText = { (id: String, formal: Bool) in id }
      let takesNumber = { (number: Int) in number }
      lines.append(#line); mock.expect { $0.displayName(id: 1, formal: any()) }.returning(takesOne)
      lines.append(#line); stub.given { $0.displayName(id: 2, formal: true) }.returning(takesText)
      lines.append(#line); spy.given { $0.nickname(id: any()) }.returning(takesOne)
      lines.append(#line); await mock.expect { await $0.nextAsync() }.returning(takesNumber)
      answers.append(mock.displayName(id: 1, formal: false))
      answers.append(stub.displayName(id: 2, formal: true))
      answers.append(spy.nickname(id: nil))
      answers.append("\(await mock.nextAsync())")
      mock.verify()
    }
    #expect(answers == ["", "", "", "0"])
    let closure = "The closure of .returning { … } on"
    expectFailures(
      failures,
      [
        (
          "[Directory] \(closure) displayName(id: 1, formal: any()) takes (Int), but displayName(id: 1, formal: false) gives it (Int, Bool)",
          lines[0]
        ),
        (
          "[Directory] \(closure) displayName(id: 2, formal: true) takes (String, Bool), but displayName(id: 2, formal: true) gives it (Int, Bool)",
          lines[1]
        ),
        (
          "[Directory] \(closure) nickname(id: any()) takes (Int), but nickname(id: nil) gives it (nil)",
          lines[2]
        ),
        ("[Directory] \(closure) nextAsync() takes (Int), but nextAsync() gives it ()", lines[3]),
      ])
  }

  @Test func aClosureThatDoesNotFitAThrowingMemberWithNoDefaultThrowsAMockError() async {
    var lines: [Int] = []
    var errors: [String] = []
    let failures = await captureFailures {
      let stub = StubDirectory()
      let takesText = { (name: String) in User(id: 0) }
      lines.append(#line); stub.given { try $0.load(id: any()) }.answering(takesText)
      lines.append(#line + 1)
      await stub.given { try await $0.fetchThrowing(id: 2) }.returning(takesText)
      do { _ = try stub.load(id: 1) } catch { errors.append("\(error)") }
      do { _ = try await stub.fetchThrowing(id: 2) } catch { errors.append("\(error)") }
    }
    expectFailures(
      failures,
      [
        (
          "[Directory] The closure of .answering { … } on load(id: any()) takes (String), but load(id: 1) gives it (Int)",
          lines[0]
        ),
        (
          "[Directory] The closure of .returning { … } on fetchThrowing(id: 2) takes (String), but fetchThrowing(id: 2) gives it (Int)",
          lines[1]
        ),
      ])
    #expect(
      errors == [
        "[Directory] load(id: 1) returns User, a type with no default value, and the closure that answers it at \(here(lines[0])) does not take its arguments. Make that closure take them, \(userDefaultFix)",
        "[Directory] fetchThrowing(id: 2) returns User, a type with no default value, and the closure that answers it at \(here(lines[1])) does not take its arguments. Make that closure take them, \(userDefaultFix)",
      ])
  }

  @Test func aClosureThatDoesNotFitAMemberWithNoDefaultIsReportedAndTheCallGoesOn() {
    var line = 0
    var user: User?
    let failures = captureFailures {
      let mock = MockDirectory()
      line = #line; mock.expect { $0.user(id: any()) }.returning { (name: String) in User(id: 9) }
      user = mock.user(id: 1)
    }
    #expect(user == User(id: 0))
    expectFailures(
      failures,
      [
        (
          "[Directory] The closure of .returning { … } on user(id: any()) takes (String), but user(id: 1) gives it (Int)",
          line
        )
      ])
  }

  @Test func aThrowingClosureOnAMemberThatCannotThrowIsIgnoredAndReportedAtItsLine() {
    var line = 0
    var answer = ""
    let failures = captureFailures {
      let stub = StubDirectory()
      let throwing = { (id: Int, formal: Bool) throws in "\(id) \(formal)" }
      line = #line; stub.given { $0.displayName(id: 1, formal: true) }.answering(throwing)
      answer = stub.displayName(id: 1, formal: true)
    }
    #expect(answer == "")
    expectFailures(
      failures,
      [
        (
          "[Directory] .answering { … } is set on displayName(id: 1, formal: true), which cannot throw; the closure is ignored. Give it with .returning { … }, whose closure cannot throw.",
          line
        )
      ])
  }

  @Test func aComputedAnswerIsTheAnswerOfAMemberWithNoDefault() {
    let failures = captureFailures {
      let mock = MockDirectory()
      let stub = StubDirectory()
      mock.expect { $0.user(id: 1) }.returning { (id: Int) in User(id: id) }
      mock.allow { $0.nextUser() }.returning { User(id: 2) }
      stub.given { $0.user(id: any()) }.returning { (id: Int) in User(id: id) }
      mock.reset()
    }
    #expect(failures.isEmpty)
  }

  @Test func theClosureMayCallTheDoubleItAnswersFor() throws {
    let failures = try #require(
      failuresWithinDeadline {
        let stub = StubDirectory()
        stub.given { $0.user(id: any()) }.returning { [unowned stub] (id: Int) in
          id == 0 ? User(id: 100) : User(id: stub.user(id: id - 1).id + 1)
        }
        #expect(stub.user(id: 3) == User(id: 103))
        let mock = MockDirectory()
        mock.allow { $0.next() }.returning(7)
        mock.expect { $0.user(id: any()) }.returning { [unowned mock] (id: Int) in
          User(id: id + mock.next())
        }
        #expect(mock.user(id: 1) == User(id: 8))
        mock.verify()
      })
    #expect(failures.isEmpty)
  }

  @Test func describingAnArgumentForAClosureThatDoesNotFitMayCallTheMock() throws {
    var line = 0
    let failures = try #require(
      failuresWithinDeadline {
        let mock = MockProbeTarget()
        mock.allow { $0.ping() }.returning(1)
        let talkative = Talkative(mock: mock, text: "a")
        // In the block `#require` expands, every `#line` is the line of `#require`.
        line = #line
        mock.expect { $0.show(talkative) }.ignoringArguments().returning { (_: String) in }
        mock.show(Talkative(mock: mock, text: "b"))
        mock.verify()
        #expect(mock.pings > 0)
      })
    expectFailures(
      failures,
      [
        (
          "[ProbeTarget] The closure of .returning { … } on show(talkative a) takes (String), but show(talkative b) gives it (Talkative)",
          line
        )
      ])
  }

  @Test func callsFromManyThreadsEachComputeTheirOwnAnswer() {
    let stub = StubDirectory()
    stub.given { $0.user(id: any()) }.returning { (id: Int) in User(id: id * 2) }
    let answers = LockedValue(Array(repeating: -1, count: 1_000))
    DispatchQueue.concurrentPerform(iterations: 1_000) { id in
      let answer = stub.user(id: id).id
      answers.withLock { $0[id] = answer }
    }
    #expect(answers.withLock { $0 } == (0..<1_000).map { $0 * 2 })
  }

  @Test func verifyWithATimeoutWaitsForTheClosureToHaveRun() async {
    for _ in 0..<20 {
      let mock = MockDirectory()
      let effect = LockedValue(0)
      mock.expect { $0.user(id: 1) }.returning { (id: Int) in
        Thread.sleep(forTimeInterval: 0.005)
        effect.withLock { $0 = 1 }
        return User(id: id)
      }
      let background = Thread { _ = mock.user(id: 1) }
      background.start()
      let failures = await captureFailures {
        await mock.verify(timeout: .seconds(30))
      }
      #expect(effect.withLock { $0 } == 1)
      #expect(failures.isEmpty)
    }
  }
}
