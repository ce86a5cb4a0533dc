import Testing

@testable import SwiftMock

/// A test's key, which its test doubles ask for on every call, is kept for
/// the last test each thread asked about, told by where the test is declared
/// and its name. These tests run one after another on the few threads of
/// the pool, so some run where another test's key is kept: each checks that
/// the key it gets is the one its own identity gives.
@Suite(.serialized)
struct TestKeyCacheTests {
  @Test func theFirstTestGetsItsOwnKey() throws { try expectOwnKey() }
  @Test func theSecondTestGetsItsOwnKey() throws { try expectOwnKey() }
  @Test func theThirdTestGetsItsOwnKey() throws { try expectOwnKey() }
  @Test func theFourthTestGetsItsOwnKey() throws { try expectOwnKey() }

  @Test func aTestAskingAgainGetsTheSameKey() throws {
    let test = try #require(Test.current)
    let first = TestKey(test)
    #expect(TestKey(test) == first)
    #expect(TestKey.swiftTestingTestHere == first)
  }

  @Test func aTaskOfTheTestGetsItsKey() async throws {
    let test = try #require(Test.current)
    let own = TestKey(numbering: test, case: nil)
    let fromTask = await Task.detached { TestKey.swiftTestingTestHere }.value
    // A detached task runs no test: it has no key.
    #expect(fromTask == nil)
    let fromChild = await Task { TestKey.swiftTestingTestHere }.value
    #expect(fromChild == own)
  }

  @Test(arguments: [1, 2, 3])
  func eachCaseOfAParameterizedTestGetsItsOwnKey(number: Int) throws {
    let test = try #require(Test.current)
    #expect(TestKey(test) == TestKey(numbering: test, case: Test.Case.current))
    #expect(number > 0)
  }

  private func expectOwnKey() throws {
    let test = try #require(Test.current)
    let own = TestKey(numbering: test, case: nil)
    #expect(TestKey.swiftTestingTestHere == own)
    #expect(TestKey(test) == own)
  }
}
