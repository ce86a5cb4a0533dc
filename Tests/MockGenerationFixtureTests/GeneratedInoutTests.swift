import SwiftMock
import SwiftMockTestSupport
import Testing

@testable import MockGenerationFixture

// The generated doubles of `Tokenizer`, whose members take `inout`
// parameters: each writes back what the test's answer makes of them.

struct GeneratedInoutTests {
  @Test func aGeneratedMockWritesBackWhatItsExpectationsGive() async throws {
    let tokenizer = MockTokenizer()
    var tokens = ["a"]
    var cursor = 2
    tokenizer.expect { $0.fill(&tokens) }.writingBack([String].self) { $0.append("b") }
    tokenizer.expect { try $0.next(in: "ab", cursor: &cursor) }.writingBack { $0 += 1 }
      .returning("b")
    // The value the member is given matches: 3, once `next` has moved on.
    var movedOn = 3
    await tokenizer.expect { await $0.rewind(&movedOn, by: 3) }.writingBack { $0 -= 3 }

    tokenizer.fill(&tokens)
    #expect(tokens == ["a", "b"])
    #expect(try tokenizer.next(in: "ab", cursor: &cursor) == "b")
    #expect(cursor == 3)
    await tokenizer.rewind(&cursor, by: 3)
    #expect(cursor == 0)
    tokenizer.verify()
  }

  @Test func aGeneratedStubWritesBackWhatItIsGiven() throws {
    let tokenizer = StubTokenizer()
    var anyCursor = 0
    tokenizer.given { try $0.next(in: "x", cursor: &anyCursor) }.ignoringArguments()
      .writingBack { $0 += 1 }.returning("x")
    var cursor = 4
    #expect(try tokenizer.next(in: "x", cursor: &cursor) == "x")
    #expect(cursor == 5)
    var tokens = ["kept"]
    tokenizer.fill(&tokens)
    #expect(tokens == ["kept"])
  }

  @Test func aGeneratedSpyKeepsTheValueGivenAndWritesBack() {
    let tokenizer = SpyTokenizer()
    var empty: [String] = []
    tokenizer.given { $0.fill(&empty) }.writingBack { $0 = ["filled"] }
    var tokens: [String] = []
    tokenizer.fill(&tokens)
    #expect(tokens == ["filled"])
    tokenizer.verifyReceived { $0.fill(&empty) }
    #expect(tokenizer.calls.first?.argument(0, as: [String].self) == [])
  }

  @Test func anActorsDoubleHandsItsInoutParameterOnAndBack() async {
    let store = MockStore()
    var two = 2
    await store.mock.expect { await $0.reserve(&two) }.writingBack { $0 *= 10 }
    var slots = 2
    await store.reserve(&slots)
    #expect(slots == 20)
    store.mock.verify()

    let spied = SpyStore()
    await spied.reserve(&slots)
    #expect(slots == 20)
    #expect(await spied.spy.received { await $0.reserve(&slots) })
  }

  @Test func aGeneratedSpyOverridesAProtocolsClearCalls() {
    let recorder = SpyRecorder()
    recorder.record("x")
    recorder.clearCalls()
    #expect(recorder.calls.map(\.function) == ["record(_:)", "clearCalls()"])
    recorder.verifyReceived { $0.clearCalls() }
  }
}
