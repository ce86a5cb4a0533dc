import Foundation
import SwiftMock
import SwiftMockTestSupport
import Testing

/// `.answering(with: result)`: a `.success` returns its value and a
/// `.failure` throws its error, for every kind of member and double.
struct ResultAnswerTests {
  @Test func aSuccessIsReturned() async {
    let mock = MockDirectory()
    mock.expect { $0.next() }.answering(with: .success(3))
    await mock.expect { await $0.nextAsync() }.answering(with: .success(4))
    let stub = StubDirectory()
    stub.given { $0.displayName(id: 1, formal: true) }.answering(with: .success("Dr 1"))
    let spy = SpyDirectory()
    await spy.given { await $0.fetch(id: 2) }.answering(with: .success(User(id: 2)))
    #expect(mock.next() == 3)
    #expect(await mock.nextAsync() == 4)
    #expect(stub.displayName(id: 1, formal: true) == "Dr 1")
    #expect(await spy.fetch(id: 2) == User(id: 2))
    #expect(captureFailures { mock.verify() }.isEmpty)
  }

  @Test func aFailureIsThrown() async throws {
    let mock = MockDirectory()
    mock.expect { try $0.load(id: 1) }.answering(with: .failure(DirectoryError.notFound(1)))
    mock.expect { try $0.remove(id: 1) }.answering(with: .failure(DirectoryError.offline))
    mock.expect { try $0.load(id: 2) }.answering(with: .success(User(id: 2)))
    await mock.expect { try await $0.fetchThrowing(id: 3) }
      .answering(with: .failure(DirectoryError.offline))
    let stub = StubDirectory()
    stub.given { try $0.remove(id: any()) }.answering(with: .success(()))
    #expect(throws: DirectoryError.notFound(1)) { try mock.load(id: 1) }
    #expect(throws: DirectoryError.offline) { try mock.remove(id: 1) }
    #expect(try mock.load(id: 2) == User(id: 2))
    await #expect(throws: DirectoryError.offline) { try await mock.fetchThrowing(id: 3) }
    try stub.remove(id: 5)
    #expect(captureFailures { mock.verify() }.isEmpty)
  }

  @Test func aResultWithAConcreteErrorTypeIsTaken() throws {
    let found: Result<User, DirectoryError> = .success(User(id: 7))
    let missing: Result<User, DirectoryError> = .failure(.notFound(8))
    let spy = SpyDirectory()
    spy.given { try $0.load(id: 7) }.answering(with: found)
    spy.given { try $0.load(id: 8) }.answering(with: missing)
    #expect(try spy.load(id: 7) == User(id: 7))
    #expect(throws: DirectoryError.notFound(8)) { try spy.load(id: 8) }
  }

  @Test func aTypedThrowsMemberTakesAResultOfItsErrorType() async throws {
    let mock = MockDirectory()
    mock.expect(errorType: DirectoryError.self) { try $0.open(id: 1) }
      .answering(with: .failure(.notFound(1)))
    mock.expect(errorType: DirectoryError.self) { try $0.open(id: 2) }
      .answering(with: .success(User(id: 2)))
    let stub = StubDirectory()
    await stub.given(errorType: DirectoryError.self) { try await $0.openAsync(id: any()) }
      .answering(with: .failure(.offline))
    #expect(throws: DirectoryError.notFound(1)) { try mock.open(id: 1) }
    #expect(try mock.open(id: 2) == User(id: 2))
    await #expect(throws: DirectoryError.offline) { try await stub.openAsync(id: 1) }
    #expect(captureFailures { mock.verify() }.isEmpty)
  }

  @Test func aFailureOnAMemberThatCannotThrowIsIgnoredAndReportedAtItsLine() async {
    var lines: [Int] = []
    var answers: [Int] = []
    let failures = await captureFailures {
      let mock = MockDirectory()
      let spy = SpyDirectory()
      let offline = DirectoryError.offline
      lines.append(#line); mock.expect { $0.next() }.answering(with: .failure(offline))
      lines.append(#line + 1)
      await spy.given { await $0.nextAsync() }.answering(with: .failure(offline))
      answers.append(mock.next())
      answers.append(await spy.nextAsync())
      mock.verify()
    }
    #expect(answers == [0, 0])
    expectFailures(
      failures,
      [
        (
          "[Directory] .answering(with: .failure(offline)) is set on next(), which cannot throw; the error is ignored.",
          lines[0]
        ),
        (
          "[Directory] .answering(with: .failure(offline)) is set on nextAsync(), which cannot throw; the error is ignored.",
          lines[1]
        ),
      ])
  }

  @Test func answersAfterABlockThatMadeNoCallChangeNothing() {
    var lines: [Int] = []
    let failures = captureFailures {
      let stub = StubDirectory()
      lines.append(#line); stub.given { _ in 1 }.answering(with: .success(2))
      lines.append(#line); stub.given { _ in 1 }.returning(2, 3)
      lines.append(#line); stub.given { _ in 1 }.returning { (number: Int) in number }
      #expect(stub.next() == 0)
    }
    let noCall =
      "[Directory] The given block called no method of this stub. Call exactly one mocked method in it, like given { $0.load() }."
    expectFailures(failures, lines.map { (noCall, $0) })
  }

  @Test func aSuccessIsTheAnswerOfAMemberWithNoDefaultAndItsValueIsKept() {
    let failures = captureFailures {
      let stub = StubDirectory()
      stub.given { $0.user(id: 1) }.answering(with: .success(User(id: 10)))
      // A call with no answer of its own gets the last value the member was given.
      #expect(stub.user(id: 2) == User(id: 10))
      let mock = MockDirectory()
      mock.expect { try $0.load(id: 1) }.answering(with: .failure(DirectoryError.offline))
      mock.reset()
    }
    #expect(failures.isEmpty)
  }

  @Test func aFailureAfterABlockThatNamesAnotherErrorTypeIsIgnored() throws {
    var lines: [Int] = []
    var answer: User?
    let failures = captureFailures {
      let stub = StubDirectory()
      lines.append(#line + 1)
      stub.given(errorType: VaultError.self) { try $0.open(id: 1) }
        .answering(with: .failure(.locked))
      lines.append(#line + 1)
      stub.given(errorType: VaultError.self) { try $0.open(id: 2) }
        .answering(with: .success(User(id: 2)))
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
}
