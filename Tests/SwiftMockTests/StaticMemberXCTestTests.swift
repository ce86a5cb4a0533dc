import Foundation
import Testing
import XCTest

@testable import SwiftMock

/// The static members of a test double under XCTest: a test's end checks
/// the static expectations it did not verify, and lets its static state go.
@Suite(.serialized)
struct StaticMemberXCTestTests {
  #if os(Linux)
    @Test func aStaticExpectationLeftUnverifiedFailsItsTestWhenItEndsAndGoesWithIt()
      async throws
    {
      let result = try #require(
        await #expect(processExitsWith: .failure, observing: [\.standardOutputContent]) {
          XCTMain([testCase(StaticFixture.tests)])
        })
      let output = String(decoding: result.standardOutputContent, as: UTF8.self)
      #expect(
        output.contains(
          """
          StaticMemberXCTestTests.swift:\(StaticFixture.expectLine): error: \
          StaticFixture.expectAndForget : failed - [Clock] Missing call: now() (expected at \
          SwiftMockTests/StaticMemberXCTestTests.swift:\(StaticFixture.expectLine)), found when \
          the test ended without a verify() that checked it
          """), "\(output)")
      #expect(output.contains("Test Case 'StaticFixture.expectAndForget' failed"))
      #expect(output.contains("Test Case 'StaticFixture.findNothingLeft' passed"))
      #expect(output.contains("Test Case 'StaticFixture.expectAndVerify' passed"))
      #expect(
        output.contains(
          """
          StaticMemberXCTestTests.swift:\(StaticFixture.callLine): error: \
          StaticFixture.callFromAThread : failed - [Clock] Unexpected call: now()
            the mock was made at SwiftMockTests/StaticDoubles.swift:21
          """), "\(output)")
      #expect(output.contains("Test Case 'StaticFixture.callFromAThread' failed"))
      #expect(output.contains("Executed 4 tests, with 2 failures"))
    }
  #endif

  /// One test leaves a static expectation unverified; the next finds no
  /// static state left; a third meets and verifies its own; a fourth's
  /// thread makes a static call it did not expect.
  final class StaticFixture: XCTestCase {
    static var tests: [(String, (StaticFixture) -> () throws -> Void)] {
      [
        ("expectAndForget", expectAndForget), ("findNothingLeft", findNothingLeft),
        ("expectAndVerify", expectAndVerify), ("callFromAThread", callFromAThread),
      ]
    }
    static let expectLine = #line + 4
    static let callLine = #line + 17

    func expectAndForget() {
      MockClock.expect { $0.now() }.returning(1)
      XCTAssertEqual(StaticDoubles.count, 1)
    }

    func findNothingLeft() {
      XCTAssertEqual(StaticDoubles.count, 0)
      XCTAssertNil(MockClock.existingStaticDouble)
    }

    /// A static call on a thread of its own, while the test runs: the
    /// test's, as XCTest runs one test at a time.
    func callFromAThread() {
      let done = DispatchSemaphore(value: 0)
      Thread.detachNewThread {
        _ = MockClock.now()
        done.signal()
      }
      done.wait()
    }

    func expectAndVerify() {
      MockClock.expect { $0.now() }.returning(2)
      XCTAssertEqual(MockClock.now(), 2)
      MockClock.verify()
    }
  }
}
