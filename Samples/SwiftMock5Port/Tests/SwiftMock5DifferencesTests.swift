import Foundation
import SwiftMock
import SwiftMock5Port
import SwiftMockTestSupport
import Testing

// What a SwiftMock 5.x suite meets that the port's passing tests do not show:
// each test checks one statement of "What behaves differently" in the
// migration guide, which names the test.

/// A reader-settings mock written the 5.x way, as a stored property that
/// reports each set.
final class DidSetReaderSettings: Mock<ReaderSettings>, ReaderSettings {
  var fontSize: Int = 12 {
    didSet {
      accept(fontSize)
    }
  }
}

/// A bookmarks mock with no `func:` names: each call belongs to the member
/// with its argument types, so `add(42)` and `add("42")` are told apart
/// without them, and a failure names each member by its signature.
final class PlainBookmarks: Mock<Bookmarking>, Bookmarking {
  func add(_ articleID: Int) { accept(articleID) }
  func add(_ title: String) { accept(title) }
}

/// A session, a type with no default value: a call with no answer returns
/// one built from its fields' defaults.
struct Session: Equatable {
  var token: String
}

/// Hands out the reader's session.
protocol SessionStore {
  func currentSession() -> Session
}

final class MockSessionStore: Mock<SessionStore>, SessionStore {
  func currentSession() -> Session { accept() }
}

struct SwiftMock5DifferencesTests {
  @Test func anUnexpectedCallFailsWhenItHappensAndVerifyDoesNotRepeatIt() {
    var line = 0
    var callLine = 0
    let failures = captureFailures {
      line = #line; let analytics = MockAnalytics()
      callLine = #line; analytics.log(event: "article-opened", parameters: ["path": "towel"])
      analytics.verify()
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [AnalyticsLogging] Unexpected call: log(event: "article-opened", parameters: ["path": "towel"])
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line)
      ])
  }

  @Test func aCallWithOtherArgumentsShowsBothWithLabelsAndQuotedStrings() {
    var line = 0
    var callLine = 0
    var expectLine = 0
    let failures = captureFailures {
      line = #line; let keychain = MockKeychain()
      expectLine = #line; keychain.expect { try $0.save("hunter2", forKey: "password") }
      callLine = #line; _ = CredentialStore(keychain: keychain).remember(password: "hunter3")
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [KeychainStoring] Unexpected call: save("hunter3", forKey: "password")
            expected: save("hunter2", forKey: "password") (\(here(expectLine)))
            received: save("hunter3", forKey: "password")
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line)
      ])
  }

  @Test func argumentsAreComparedByValueAndTypeNotByText() {
    var line = 0
    var expectLine = 0
    var callLine = 0
    let failures = captureFailures {
      line = #line; let bookmarks = PlainBookmarks()
      expectLine = #line; bookmarks.expect { $0.add(42) }
      callLine = #line; bookmarks.add("42")
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [Bookmarking] Unexpected call: add("42") of add(_: String)
            expected: add(42) of add(_: Int) (\(here(expectLine)))
            received: add("42") of add(_: String)
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line)
      ])
  }

  @Test func captureFailuresTakesThePlaceOfXCTExpectFailure() {
    var line = 0
    var callLine = 0
    let failures = captureFailures {
      line = #line; let toggle = MockFeatureToggle()
      callLine = #line; _ = toggle.isFeatureOn("search")
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [FeatureToggling] Unexpected call: isFeatureOn("search")
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line)
      ])
  }

  @Test func aNameWithoutParenthesesIsShownLikeAProperty() {
    var line = 0
    var callLine = 0
    let failures = captureFailures {
      line = #line; let bookmarks = MockBookmarks(name: "bookmarks")
      callLine = #line; bookmarks.add(42)
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [bookmarks] Unexpected call: addArticleID = 42
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line)
      ])
  }

  @Test func aBlockThatCallsTwoMembersFailsAtItsExpect() {
    var expectLine = 0
    let failures = captureFailures {
      let toggle = MockFeatureToggle()
      expectLine = #line + 1
      toggle.expect { toggle in
        _ = toggle.isFeatureOn("search")
        return toggle.isFeatureOn("bookmarks")
      }
      toggle.verify()
    }
    expectFailures(
      failures,
      [
        (
          #"[FeatureToggling] The expect block called 2 methods: isFeatureOn("search"), isFeatureOn("bookmarks"). Call exactly one mocked method in each expect block."#,
          expectLine
        )
      ])
  }

  @Test func verifyDoesNotWaitForBackgroundWorkButVerifyTimeoutDoes() async {
    let analytics = MockAnalytics()
    let gate = DispatchSemaphore(value: 0)
    let expectLine = #line
    analytics.expect { $0.log(event: "article-opened", parameters: ["path": "towel"]) }
    DispatchQueue.global().async {
      gate.wait()
      analytics.log(event: "article-opened", parameters: ["path": "towel"])
    }

    var verifyLine = 0
    let early = captureFailures {
      verifyLine = #line; analytics.verify()
    }
    analytics.expect { $0.log(event: "article-opened", parameters: ["path": "towel"]) }
    gate.signal()
    let late = await captureFailures { await analytics.verify(timeout: .seconds(10)) }

    expectFailures(
      early,
      [
        (
          #"[AnalyticsLogging] Missing call: log(event: "article-opened", parameters: ["path": "towel"]) (expected at "#
            + "\(here(expectLine + 1)))",
          verifyLine
        )
      ])
    #expect(late.isEmpty)
  }

  @Test func verifyReleasesACallStillHeldAndReportsIt() async {
    let service = MockProfileService()
    let viewModel = ProfileViewModel(service: service, userID: 42)
    let expectLine = #line
    let call = await service.expect { try await $0.fetchDisplayName(userID: 42) }
      .returning("Arthur Dent").suspended()
    let loading = Task { await viewModel.load() }
    await call.waitUntilReached()

    var verifyLine = 0
    let failures = captureFailures {
      verifyLine = #line; service.verify()
    }
    await loading.value

    expectFailures(
      failures,
      [
        (
          "[ProfileFetching] fetchDisplayName(userID: 42) was suspended and never resumed; "
            + "verify() released it (suspended at \(here(expectLine + 2)))",
          verifyLine
        )
      ])
    #expect(viewModel.displayName == "Arthur Dent")
  }

  @Test func anUnexpectedAsyncCallAnswersAtOnce() async {
    var line = 0
    var callLine = 0
    let failures = await captureFailures {
      line = #line; let service = MockProfileService()
      callLine = #line; await service.prefetchAvatars()
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [ProfileFetching] Unexpected call: prefetchAvatars()
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line)
      ])
  }

  @Test func aSecondDoingReplacesTheFirst() {
    let toggle = MockFeatureToggle()
    var actions: [String] = []
    toggle.expect { $0.isFeatureOn("search") }
      .doing { _ in actions.append("first") }
      .doing { _ in actions.append("second") }
      .returning(true)

    #expect(toggle.isFeatureOn("search"))
    #expect(actions == ["second"])
  }

  @Test func aStoredPropertyMockKeepsTheValueItsExpectBlockSet() {
    var line = 0
    var expectLine = 0
    var fontSizeAfterExpect = 0
    var callLine = 0
    let failures = captureFailures {
      line = #line; let settings = DidSetReaderSettings()
      expectLine = #line; settings.expect { $0.fontSize = 14 }
      fontSizeAfterExpect = settings.fontSize
      callLine = #line; ReaderViewModel(settings: settings).increaseFontSize()
    }
    #expect(fontSizeAfterExpect == 14)
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [ReaderSettings] Unexpected call: fontSize = 16
            expected: fontSize = 14 (\(here(expectLine)))
            received: fontSize = 16
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line)
      ])
  }

  @Test func anUnexpectedCallOfAMemberWithNoDefaultReturnsAValueBuiltFromTheFields() {
    var line = 0
    var callLine = 0
    var session: Session?
    let failures = captureFailures {
      line = #line; let store = MockSessionStore()
      callLine = #line; session = store.currentSession()
    }
    #expect(session == Session(token: ""))
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [SessionStore] Unexpected call: currentSession()
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line)
      ])
  }

  @Test func aMemberWithNoDefaultWorksWhenEveryExpectAnswersIt() async {
    // In a process of its own, so that an `expect` that stopped the process
    // would fail this test alone.
    await #expect(processExitsWith: .success) {
      let store = MockSessionStore()
      store.expect { $0.currentSession() }.returning(Session(token: "42"))
      precondition(store.currentSession() == Session(token: "42"))
      precondition(captureFailures { store.verify() }.isEmpty)
    }
  }

  @Test func verifyDoesNotReportAnExpectationACallWithOtherArgumentsMissed() {
    var line = 0
    var expectLine = 0
    var callLine = 0
    var keychain: MockKeychain?
    let atTheCall = captureFailures {
      line = #line; keychain = MockKeychain()
      expectLine = #line; keychain?.expect { try $0.save("hunter2", forKey: "password") }
      callLine = #line; _ = CredentialStore(keychain: keychain!).remember(password: "hunter3")
    }
    let atVerify = captureFailures { keychain?.verify() }

    expectFailures(
      atTheCall,
      [
        expectedCallFailure(
          """
          [KeychainStoring] Unexpected call: save("hunter3", forKey: "password")
            expected: save("hunter2", forKey: "password") (\(here(expectLine)))
            received: save("hunter3", forKey: "password")
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line)
      ])
    #expect(atVerify.isEmpty)
  }

  @Test func aCallWithOtherArgumentsLeavesTheExpectationForACallWithTheRightOnes() {
    let keychain = MockKeychain()
    keychain.expect { try $0.save("hunter2", forKey: "password") }
    let wrong = captureFailures {
      _ = CredentialStore(keychain: keychain).remember(password: "hunter3")
    }
    let right = captureFailures {
      #expect(CredentialStore(keychain: keychain).remember(password: "hunter2"))
      keychain.verify()
    }
    #expect(wrong.count == 1)
    #expect(right.isEmpty)
  }

  @Test func aCallWithOtherArgumentsOfAThrowingExpectationReturnsTheDefaultAndThrowsNothing() {
    var line = 0
    var expectLine = 0
    var callLine = 0
    var value: String?
    var thrown: (any Error)?
    let failures = captureFailures {
      line = #line; let keychain = MockKeychain()
      expectLine = #line + 1
      keychain.expect { try $0.value(forKey: "password") }.throwing(KeychainError.locked)
      do {
        callLine = #line; value = try keychain.value(forKey: "pin")
      } catch {
        thrown = error
      }
      keychain.verify()
    }
    #expect(value == "")
    #expect(thrown == nil)
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [KeychainStoring] Unexpected call: value(forKey: "pin")
            expected: value(forKey: "password") (\(here(expectLine)))
            received: value(forKey: "pin")
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line)
      ])
  }

  @Test func aMockATaskHeldGoesAwayWhenTheTaskEndsAndReportsWhatNoVerifyChecked() async {
    var line = 0
    var expectLine = 0
    var callLine = 0
    let failures = await captureFailures {
      line = #line; let service = MockProfileService()
      expectLine = #line; await service.expect { try await $0.fetchDisplayName(userID: 42) }
      callLine = #line; let prefetching = Task { await service.prefetchAvatars() }
      await prefetching.value
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [ProfileFetching] Unexpected call: prefetchAvatars()
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line),
        (
          "[ProfileFetching] Missing call: fetchDisplayName(userID: 42) (expected at "
            + "\(here(expectLine))), found when the mock went away without a verify() that "
            + "checked it",
          expectLine
        ),
      ])
  }

  @Test func resetBeforeAMockGoesAwayDropsWhatNoCallWasMeantToMeet() async {
    var line = 0
    var callLine = 0
    let failures = await captureFailures {
      line = #line; let service = MockProfileService()
      await service.expect { try await $0.fetchDisplayName(userID: 42) }
      callLine = #line; let prefetching = Task { await service.prefetchAvatars() }
      await prefetching.value
      service.reset()
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [ProfileFetching] Unexpected call: prefetchAvatars()
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line)
      ])
  }

  @Test func captureFailuresReturnsTheFailuresSoAValueLeavesItsBlockThroughAVariable() {
    var line = 0
    var callLine = 0
    var isOn = true
    let failures = captureFailures {
      line = #line; let toggle = MockFeatureToggle()
      callLine = #line; isOn = toggle.isFeatureOn("search")
    }
    #expect(isOn == false)
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [FeatureToggling] Unexpected call: isFeatureOn("search")
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line)
      ])
  }

  @Test func anAsyncCaptureCoversAwaitedCallsInATask() async throws {
    let checking = Task { () -> ([MockFailure], Int, Int) in
      var line = 0
      var callLine = 0
      let failures = try await captureFailures {
        line = #line; let service = MockProfileService()
        callLine = #line; _ = try await service.fetchDisplayName(userID: 42)
      }
      return (failures, line, callLine)
    }
    let (failures, line, callLine) = try await checking.value
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [ProfileFetching] Unexpected call: fetchDisplayName(userID: 42)
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line)
      ])
  }

  @Test func captureFailuresKeepsEveryFailureOfItsBlock() {
    var line = 0
    var callLine = 0
    var expectLine = 0
    var verifyLine = 0
    let failures = captureFailures {
      line = #line; let toggle = MockFeatureToggle()
      let analytics = MockAnalytics()
      callLine = #line; _ = toggle.isFeatureOn("search")
      expectLine = #line; analytics.expect { $0.log(event: "article-opened", parameters: [:]) }
      verifyLine = #line; analytics.verify()
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [FeatureToggling] Unexpected call: isFeatureOn("search")
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line),
        (
          #"[AnalyticsLogging] Missing call: log(event: "article-opened", parameters: [:]) "#
            + "(expected at \(here(expectLine)))",
          verifyLine
        ),
      ])
  }

  @Test func aHoldNeverResumedIsReleasedByVerifyWithTheDefaultAnswer() async throws {
    let service = MockProfileService()
    let expectLine = #line
    let call = await service.expect { try await $0.fetchDisplayName(userID: 42) }.suspended()
    let fetching = Task { try await service.fetchDisplayName(userID: 42) }
    await call.waitUntilReached()

    var verifyLine = 0
    let failures = captureFailures {
      verifyLine = #line; service.verify()
    }

    #expect(try await fetching.value == "")
    expectFailures(
      failures,
      [
        (
          "[ProfileFetching] fetchDisplayName(userID: 42) was suspended and never resumed; "
            + "verify() released it (suspended at \(here(expectLine + 1)))",
          verifyLine
        )
      ])
  }

  @Test func aResumeAfterVerifyIsReportedAndTheCallKeepsTheAnswerVerifyGaveIt() async throws {
    let service = MockProfileService()
    let call = await service.expect { try await $0.fetchDisplayName(userID: 42) }
      .returning("Arthur Dent").suspended()
    let fetching = Task { try await service.fetchDisplayName(userID: 42) }
    await call.waitUntilReached()

    var verifyLine = 0
    var resumeLine = 0
    let failures = captureFailures {
      verifyLine = #line; service.verify()
      resumeLine = #line; call.resume(returning: "Ford Prefect")
    }

    #expect(try await fetching.value == "Arthur Dent")
    #expect(failures.map(\.line) == [verifyLine, resumeLine])
    #expect(
      failures.last?.message
        == "[ProfileFetching] fetchDisplayName(userID: 42) was released by verify() at "
        + "\(here(verifyLine)) before this resume, and answered as if it had not been held.")
  }

  @Test func verifyWithoutATimeoutReportsACallOnItsWayMissingAndThenUnexpected() async {
    var line = 0
    var expectLine = 0
    var verifyLine = 0
    var callLine = 0
    let gate = DispatchSemaphore(value: 0)
    let done = DispatchSemaphore(value: 0)
    let failures = await captureFailures {
      line = #line; let analytics = MockAnalytics()
      expectLine = #line; analytics.expect { $0.log(event: "article-opened", parameters: [:]) }
      callLine = #line + 3
      DispatchQueue.global().async {
        gate.wait()
        analytics.log(event: "article-opened", parameters: [:])
        done.signal()
      }
      verifyLine = #line; analytics.verify()
      gate.signal()
      await withCheckedContinuation { finished in
        DispatchQueue.global().async {
          done.wait()
          finished.resume()
        }
      }
    }
    expectFailures(
      failures,
      [
        (
          #"[AnalyticsLogging] Missing call: log(event: "article-opened", parameters: [:]) "#
            + "(expected at \(here(expectLine)))",
          verifyLine
        ),
        expectedCallFailure(
          """
          [AnalyticsLogging] Unexpected call: log(event: "article-opened", parameters: [:])
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line),
      ])
  }

  @Test func aCallBeyondThoseExpectedSaysWhatWasAlreadyReceived() {
    var line = 0
    var expectLines: [Int] = []
    var callLine = 0
    let failures = captureFailures {
      line = #line; let toggle = MockFeatureToggle()
      expectLines.append(#line); toggle.expect { $0.isFeatureOn("search") }
      expectLines.append(#line); toggle.expect { $0.isFeatureOn("search") }
      _ = toggle.isFeatureOn("search")
      _ = toggle.isFeatureOn("search")
      callLine = #line; _ = toggle.isFeatureOn("search")
      toggle.verify()
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [FeatureToggling] Unexpected call: isFeatureOn("search")
            already received: isFeatureOn("search"), 1 call (\(here(expectLines[0])))
            already received: isFeatureOn("search"), 1 call (\(here(expectLines[1])))
            received: isFeatureOn("search")
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line)
      ])
  }

  @Test func aMissingCallShowsLabelsQuotedStringsAndDictionariesSortedByKey() {
    let analytics = MockAnalytics()
    let keychain = MockKeychain()
    let analyticsLine = #line
    analytics.expect {
      $0.log(event: "article-loaded", parameters: ["path": "towel", "bytes": "16"])
    }
    let keychainLine = #line
    keychain.expect { try $0.save("hunter2", forKey: "password") }

    var verifyLine = 0
    let failures = captureFailures {
      verifyLine = #line; analytics.verify(); keychain.verify()
    }
    expectFailures(
      failures,
      [
        (
          #"[AnalyticsLogging] Missing call: log(event: "article-loaded", parameters: ["bytes": "16", "path": "towel"]) "#
            + "(expected at \(here(analyticsLine + 1)))",
          verifyLine
        ),
        (
          #"[KeychainStoring] Missing call: save("hunter2", forKey: "password") "#
            + "(expected at \(here(keychainLine + 1)))",
          verifyLine
        ),
      ])
  }

  @Test func aBlockThatCallsNothingFailsAtItsExpect() {
    var expectLine = 0
    let failures = captureFailures {
      let toggle = MockFeatureToggle()
      expectLine = #line; toggle.expect { _ in false }
      toggle.verify()
    }
    expectFailures(
      failures,
      [
        (
          "[FeatureToggling] The expect block called no method of this mock. Call exactly one "
            + "mocked method in it, like expect { $0.load() }.",
          expectLine
        )
      ])
  }
}
