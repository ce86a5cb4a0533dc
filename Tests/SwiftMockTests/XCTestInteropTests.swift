import Foundation
import SwiftMock
import SwiftMockTestSupport
import Testing
import XCTest

/// A mock and XCTest tests run by hand, on a thread of their own as XCTest
/// runs tests: one at a time, as XCTest keeps a single running test.
@Suite(.serialized)
struct XCTestInteropTests {
  @Test func aMockOfAnEarlierTestCalledByALaterOneOnItsOwnThreadFailsTheLaterOne() async {
    let leaked = LockedValue<MockSendableService?>(nil)
    let recorded = LockedValue<[String: [String]]>([:])
    let lines = LockedValue((made: 0, call: 0))
    let laterCallLine = LockedValue(0)
    // On a thread of its own, so that the suite runs as XCTest runs tests:
    // outside any Swift Testing test.
    await withCheckedContinuation { continuation in
      Thread.detachNewThread {
        _ = MockSendableService()  // XCTest's test boundaries are watched from now on.
        let suite = XCTestSuite(name: "LeakedCall")
        suite.addTest(
          RecordingTestCase(name: "leaker", recorded: recorded) { _ in
            let madeLine = #line; let mock = MockSendableService()
            let callLine = #line; mock.record(1)
            lines.withLock { $0 = (madeLine, callLine) }
            leaked.withLock { $0 = mock }
          })
        suite.addTest(
          RecordingTestCase(name: "later", recorded: recorded) { _ in
            laterCallLine.withLock { $0 = #line }; leaked.withLock { $0 }?.record(2)
          })
        suite.run()
        continuation.resume()
      }
    }
    let (madeLine, callLine) = lines.withLock { $0 }
    let leakersCall = expectedCallFailure(
      """
      [SendableService] Unexpected call: record(1)
        the mock was made at \(here(madeLine))
      """, calledAt: callLine, madeAt: madeLine)
    #expect(
      recorded.withLock { $0["leaker"] } == [
        "\(#filePath):\(leakersCall.line): failed - \(leakersCall.message)"
      ], "\(recorded.withLock { $0 })")
    let laterCall = expectedCallFailure(
      """
      [SendableService] Unexpected call: record(2)
        the mock was made at \(here(madeLine))
      """, calledAt: laterCallLine.withLock { $0 }, madeAt: madeLine)
    #expect(
      recorded.withLock { $0["later"] } == [
        "\(#filePath):\(laterCall.line): failed - \(laterCall.message)"
      ], "\(recorded.withLock { $0 })")
  }
}

/// Calls that arrive after the test that created the mock has ended, from
/// work it leaked, must not fail whichever test runs then.
struct LeakedCallTests {
  @Test func aCallLeakedFromASwiftTestingTestIsBlamedOnThatTest() async {
    let log = IssueLog()
    let lines = LockedValue((made: 0, call: 0))
    await withKnownIssue(expectedOnPurpose) {
      let creation = #line; let mock = MockSendableService()
      // A task the test starts, and may leave behind, carries the test with
      // it: Swift Testing blames the call on this test, even after it ends.
      let callLine = #line; await Task { [mock] in mock.record(3) }.value
      lines.withLock { $0 = (creation, callLine) }
    } matching: {
      log.match($0)
    }
    let (made, call) = lines.withLock { $0 }
    let unexpected = expectedCallFailure(
      """
      [SendableService] Unexpected call: record(3)
        the mock was made at \(here(made))
      """, calledAt: call, madeAt: made)
    #expect(log.entries == ["\(here(unexpected.line)): \(unexpected.message)"])
  }
}

/// An XCTest case run by hand, keeping the failures it records by test name
/// instead of failing.
private final class RecordingTestCase: XCTestCase {
  private var recorded: LockedValue<[String: [String]]>?
  private var testName = ""

  convenience init(
    name: String, recorded: LockedValue<[String: [String]]>,
    body: @escaping (XCTestCase) throws -> Void
  ) {
    self.init(name: name, testClosure: body)
    self.recorded = recorded
    testName = name
  }

  #if !canImport(Darwin)
    override func recordFailure(
      withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
      expected: Bool
    ) {
      recorded?.withLock {
        $0[testName, default: []].append("\(filePath):\(lineNumber): \(description)")
      }
    }
  #endif
}
