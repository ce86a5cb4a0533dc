import Foundation
import SwiftMock
import SwiftMockTestSupport
import Testing

@testable import MockGenerationFixture

// The generated mocks in Mocks/, used the way a test uses a hand-written one:
// each shape of member.

struct TestError: Error, Equatable {}

struct GeneratedMockTests {
  @Test func labelsAndUnderscoresAreCalledAsDeclared() {
    let greeter = MockGreeter()
    greeter.expect { $0.wave() }
    greeter.expect { $0.greet("Ada", politely: true) }
    greeter.expect { $0.name(for: 7) }.returning("Seven")
    greeter.expect { $0.nickname(of: "Ada") }.returning("Countess")

    greeter.wave()
    greeter.greet("Ada", politely: true)
    #expect(greeter.name(for: 7) == "Seven")
    #expect(greeter.nickname(of: "Ada") == "Countess")
    greeter.verify()
  }

  @Test func wrongArgumentsFailWithTheExpectedAndTheReceivedCall() {
    var line = 0
    var callLine = 0
    var expectLine = 0
    let failures = captureFailures {
      line = #line; let greeter = MockGreeter()
      expectLine = #line; greeter.expect { $0.greet("Ada", politely: true) }
      callLine = #line; greeter.greet("Ada", politely: false)
      greeter.reset()
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [Greeter] Unexpected call: greet("Ada", politely: false)
            expected: greet("Ada", politely: true) (\(here(expectLine)))
            received: greet("Ada", politely: false)
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line)
      ])
  }

  @Test func unnamedAndKeywordParametersArePassedOn() {
    let scheduler = MockScheduler()
    scheduler.expect { $0.schedule("backup", at: 3) }
    scheduler.expect { $0.load(for: "Ada") }.returning(2)
    scheduler.expect { $0.move(in: 1, default: true) }
    scheduler.expect { $0.perform({}) }
      .doing { actionArgs in (actionArgs[0] as? () -> Void)?() }
    scheduler.expect { $0[4] }.returning("four")

    scheduler.schedule("backup", at: 3)
    #expect(scheduler.load(for: "Ada") == 2)
    scheduler.move(in: 1, default: true)
    var performed = 0
    scheduler.perform { performed += 1 }
    #expect(scheduler[4] == "four")
    #expect(performed == 1)
    scheduler.verify()
  }

  @Test func anUnnamedParameterIsChecked() {
    var line = 0
    var callLine = 0
    var expectLine = 0
    let failures = captureFailures {
      line = #line; let scheduler = MockScheduler()
      expectLine = #line; scheduler.expect { $0.schedule("backup", at: 3) }
      callLine = #line; scheduler.schedule("backup", at: 4)
      scheduler.reset()
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [Scheduler] Unexpected call: schedule("backup", at: 4)
            expected: schedule("backup", at: 3) (\(here(expectLine)))
            received: schedule("backup", at: 4)
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line)
      ])
  }

  @Test func throwingMembersThrowWhatTheTestGives() throws {
    let loader = MockLoader()
    loader.expect { try $0.load() }.throwing(TestError())
    loader.expect { try $0.save(Data([1])) }

    #expect(throws: TestError()) { try loader.load() }
    try loader.save(Data([1]))
    loader.verify()
  }

  @Test func asyncMembersAnswerWhatTheTestGives() async throws {
    let loader = MockLoader()
    await loader.expect { await $0.refresh() }
    await loader.expect { await $0.count() }.returning(3)
    await loader.expect { try await $0.fetch(id: 1) }.returning("one")

    await loader.refresh()
    #expect(await loader.count() == 3)
    #expect(try await loader.fetch(id: 1) == "one")
    loader.verify()
  }

  @Test func aRethrowingMemberHandsItsClosureToTheAction() {
    let loader = MockLoader()
    var answerOfTheClosure: Int?
    loader.expect { $0.transform(2, with: { $0 }) }
      .doing { actionArgs in
        let body = actionArgs[0] as? (Int) throws -> Int
        answerOfTheClosure = try? body?(2)
      }
      .returning(5)

    #expect(loader.transform(2, with: { $0 * 2 }) == 5)
    #expect(answerOfTheClosure == 4)
    loader.verify()
  }

  @Test func aSetterIsNotSatisfiedByAGet() {
    var line = 0
    var callLine = 0
    var expectLine = 0
    let failures = captureFailures {
      line = #line; let settings = MockSettings()
      expectLine = #line; settings.expect { $0.volume = 42 }
      callLine = #line; _ = settings.volume
      settings.reset()
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [Settings] Unexpected call: volume
            expected: volume = 42 (\(here(expectLine)))
            received: volume
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line)
      ])
  }

  @Test func propertiesAndSubscriptsAreExpectedLikeMethods() async throws {
    let settings = MockSettings()
    settings.expect { $0.volume = 42 }
    settings.expect { $0.volume }.returning(42)
    settings.expect { $0.title }.returning("Settings")
    settings.expect { $0.nickname = nil }
    settings.expect { $0["theme"] }.returning("dark")
    settings.expect { $0["theme"] = "light" }
    await settings.expect { try await $0.remoteValue }.returning(9)

    settings.volume = 42
    #expect(settings.volume == 42)
    #expect(settings.title == "Settings")
    settings.nickname = nil
    #expect(settings["theme"] == "dark")
    settings["theme"] = "light"
    #expect(try await settings.remoteValue == 9)
    settings.verify()
  }

  @Test func completionHandlersGoToTheAction() async throws {
    let downloader = MockDownloader()
    let url = URL(string: "https://example.com/file")!
    downloader.expect { $0.download(from: url, completion: { _ in }) }
      .doing { actionArgs in
        let completion = actionArgs[0] as? @Sendable (Result<Data, any Error>) -> Void
        completion?(.success(Data([7])))
      }
    downloader.expect { $0.forEachChunk(of: url, { _ in }) }
      .doing { actionArgs in
        let body = actionArgs[0] as? (Data) -> Void
        body?(Data([1]))
        body?(Data([2]))
      }
    downloader.expect { $0.cancel(onCompletion: nil) }

    let received = await withCheckedContinuation { continuation in
      downloader.download(from: url) { continuation.resume(returning: $0) }
    }
    var chunks: [Data] = []
    downloader.forEachChunk(of: url) { chunks.append($0) }
    downloader.cancel(onCompletion: nil)

    #expect(try received.get() == Data([7]))
    #expect(chunks == [Data([1]), Data([2])])
    downloader.verify()
  }

  @Test func anAsyncMembersNonEscapingClosureGoesToTheAction() async {
    let downloader = MockDownloader()
    let url = URL(string: "https://example.com/book")!
    await downloader.expect { await $0.forEachPage(of: url, { _ in }) }
      .doing { actionArgs in
        let body = actionArgs[0] as? (Data) -> Void
        body?(Data([1]))
        body?(Data([2]))
      }

    var pages: [Data] = []
    await downloader.forEachPage(of: url) { pages.append($0) }

    #expect(pages == [Data([1]), Data([2])])
    downloader.verify()
  }

  @Test func autoclosureArgumentsAreCheckedByTheirValue() async throws {
    let asserter = MockAsserter()
    asserter.expect { $0.check(1 + 1 == 2, "sum") }
    asserter.expect { $0.log("hello") }
    asserter.expect { $0.require(7) }.returning(8)
    await asserter.expect { try await $0.measure(3) }.returning(9)

    asserter.check(2 > 1, "sum")
    asserter.log("hel" + "lo")
    #expect(asserter.require(7) == 8)
    #expect(try await asserter.measure(1 + 2) == 9)
    asserter.verify()
  }

  @Test func anAutoclosureOfAnotherValueIsAnUnexpectedCall() {
    var line = 0
    var callLine = 0
    var expectLine = 0
    let failures = captureFailures {
      line = #line; let asserter = MockAsserter()
      expectLine = #line; asserter.expect { $0.check(true, "sum") }
      callLine = #line; asserter.check(1 > 2, "sum")
      asserter.reset()
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [Asserter] Unexpected call: check(false, "sum")
            expected: check(true, "sum") (\(here(expectLine)))
            received: check(false, "sum")
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line)
      ])
  }

  @Test func inoutVariadicAndGenericMembers() throws {
    struct Point: Codable, Equatable { var x: Int }
    let calculator = MockCalculator()
    calculator.expect {
      var value = 1
      $0.increment(&value)
    }
    calculator.expect { $0.sum(1, 2, 3) }.returning(6)
    calculator.expect { $0.log("a", "b", level: 2) }
    calculator.expect { try $0.decode(Point.self, from: Data()) }.returning(Point(x: 3))
    calculator.expect { $0.first(of: ["x", "y"]) }.returning("x")

    var value = 1
    calculator.increment(&value)
    #expect(calculator.sum(1, 2, 3) == 6)
    calculator.log("a", "b", level: 2)
    #expect(try calculator.decode(Point.self, from: Data()) == Point(x: 3))
    #expect(calculator.first(of: ["x", "y"]) == "x")
    calculator.verify()
  }
}
