import Foundation
import SwiftMock
import SwiftMockTestSupport
import Testing

struct MockAcceptTests {
  @Test func theReturnTypeIsInferredWithoutACast() {
    let mock = MockTestProtocol()
    mock.expect { $0.add(1, 2) }.returning(3)
    let sum: Int = mock.add(1, 2)
    #expect(sum == 3)
  }

  @Test func anAsyncMemberAnswersWhatItsExpectationSays() async {
    let mock = MockTestProtocol()
    await mock.expect { await $0.fetch() }.returning(42)
    await mock.expect { await $0.refresh() }
    #expect(await mock.fetch() == 42)
    await mock.refresh()
    #expect(captureFailures { mock.verify() }.isEmpty)
  }

  @Test func anAsyncThrowingMemberReturnsOrThrows() async throws {
    let mock = MockTestProtocol()
    await mock.expect { try await $0.fetchThrowing() }.returning(7)
    await mock.expect { try await $0.fetchThrowing() }.throwing(TestError(code: 5))
    #expect(try await mock.fetchThrowing() == 7)
    await #expect(throws: TestError(code: 5)) { try await mock.fetchThrowing() }
  }

  @Test func aSynchronousExpectStaysSynchronousInAnAsyncTest() async {
    let mock = MockTestProtocol()
    mock.expect { $0.count() }.returning(1)
    #expect(mock.count() == 1)
  }

  @Test func anUnexpectedAsyncCallAnswersAtOnce() async {
    var line = 0
    var refreshLine = 0
    // `fetch()` is called in the expansion of `#expect(…)`, which is not in
    // this file: the innermost line of this file that led to it is that of
    // the `await` that runs the block.
    let awaitLine = #line + 1
    let failures = await captureFailures {
      line = #line; let mock = MockTestProtocol()
      #expect(await mock.fetch() == 0)
      refreshLine = #line; await mock.refresh()
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [TestProtocol] Unexpected call: fetch()
            the mock was made at \(here(line))
          """, calledAt: awaitLine, madeAt: line),
        expectedCallFailure(
          """
          [TestProtocol] Unexpected call: refresh()
            the mock was made at \(here(line))
          """, calledAt: refreshLine, madeAt: line),
      ])
  }

  @Test func checkArgsAreMatchedAndActionArgsAreNot() {
    var line = 0
    var callLine = 0
    var expectLine = 0
    let failures = captureFailures {
      line = #line; let mock = MockTestProtocol()
      let expected = URL(string: "https://example.com/a")!
      expectLine = #line; mock.expect { $0.fetch(url: expected, completion: { _ in }) }
      callLine = #line; mock.fetch(url: URL(string: "https://example.com/b")!) { _ in }
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [TestProtocol] Unexpected call: fetch(url:completion:) with (https://example.com/b)
            expected: fetch(url:completion:) with (https://example.com/a) (\(here(expectLine)))
            received: fetch(url:completion:) with (https://example.com/b)
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line)
      ])
  }

  @Test func theFunctionNameCanBeGiven() {
    final class MockRenamed: Mock<TestProtocol> {
      func legacyName() -> String { accept(func: "name()") }
    }
    var line = 0
    var callLine = 0
    let failures = captureFailures {
      line = #line; let mock = MockRenamed()
      callLine = #line; _ = mock.legacyName()
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [TestProtocol] Unexpected call: name()
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line)
      ])
  }

  @Test func aSendableProtocolMockWorksAcrossTasks() async {
    let mock = MockSendableService()
    mock.expect { $0.record(1) }
    await mock.expect { await $0.fetch() }.returning(9)
    let value = await Task.detached {
      mock.record(1)
      return await mock.fetch()
    }.value
    #expect(value == 9)
    #expect(captureFailures { mock.verify() }.isEmpty)
  }

  @MainActor @Test func asyncExpectationsCompileOnTheMainActor() async throws {
    let mock = MockSendableService()
    await mock.expect { try await $0.fetchThrowing() }.returning(3)
    #expect(try await mock.fetchThrowing() == 3)
    let plain = MockTestProtocol()
    await plain.expect { await $0.fetch() }.returning(4)
    #expect(
      captureFailures { plain.verify() }.map(\.message).first?.hasPrefix(
        "[TestProtocol] Missing call: fetch()") == true)
  }

  @Test func anAsyncMemberOfAMainActorProtocolRunsItsActionOnTheMainActor() async {
    // A child process, so that an action on the wrong actor stops it and
    // fails this test, rather than stopping the whole test run.
    await #expect(processExitsWith: .success) {
      await Task { @MainActor in
        let mock = MockScreenLoader()
        await mock.expect { await $0.load() }.doing { _ in MainActor.preconditionIsolated() }
        await mock.load()
      }.value
    }
  }
}

@MainActor protocol ScreenLoader {
  func load() async
}

@MainActor final class MockScreenLoader: Mock<ScreenLoader>, ScreenLoader {
  func load() async { await accept() }
}
