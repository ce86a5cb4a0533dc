import Foundation
import SwiftMockTestSupport
import Testing

@testable import SwiftMock

/// A structural comparison ends within its steps (10,000 pairs of values),
/// walks on up to ten times as many for a large value, and past
/// them decides by the values' descriptions.
struct StructuralComparisonTests {
  @Test func withinItsStepsTheWalkDecides() {
    let point = Point(x: 1, label: "a")
    #expect(compareStructurally(point, point, steps: 3) == .equal)
    #expect(compareStructurally(point, Point(x: 1, label: "b"), steps: 3) == .different)
    #expect(compareStructurally(point, point, steps: 2) == .undecided)
  }

  @Test func aMirrorThatListsTheValueItselfRunsOutOfStepsAndIsDecidedByDescription() {
    #expect(compareStructurally(Recursive(id: 1), Recursive(id: 1), steps: 1_000) == .undecided)
    #expect(compareStructurally(Recursive(id: 1), Recursive(id: 2), steps: 1_000) == .different)
    #expect(comparedQuickly { structurallyEqual(Recursive(id: 1), Recursive(id: 1)) })
    #expect(!comparedQuickly { structurallyEqual(Recursive(id: 1), Recursive(id: 2)) })
  }

  @Test func aCollectionOfMoreElementsThanStepsIsNotWalked() {
    let points = (0..<20_000).map { Point(x: $0, label: "") }
    var lastDiffers = points
    lastDiffers[19_999].x = -1
    var firstDiffers = points
    firstDiffers[0].x = -1
    #expect(compareStructurally(points, points, steps: 10_000) == .undecided)
    let few = Array(points.prefix(100))
    // The array, then each point, then each of its two fields.
    #expect(compareStructurally(few, few, steps: 301) == .equal)
    #expect(compareStructurally(few, few, steps: 300) == .undecided)
    // Past the first steps, the walk goes on: a difference beyond what a
    // description shows is found.
    #expect(!comparedQuickly { structurallyEqual(points, lastDiffers) })
    #expect(comparedQuickly { structurallyEqual(points, points) })
    #expect(!comparedQuickly { structurallyEqual(points, firstDiffers) })
  }

  @Test func aListNestedAHundredThousandDeepIsComparedWithinTheSteps() {
    var list = Chain.make(length: 100_000)
    var shorter = Chain.make(length: 99_999)
    #expect(compareStructurally(list, list, steps: maximumStructuralComparisonSteps) == .undecided)
    #expect(comparedQuickly { structurallyEqual(list, list) })
    #expect(!comparedQuickly { structurallyEqual(list, shorter) })
    list.dismantle()
    shorter.dismantle()
  }

  @Test func anArgumentWhoseMirrorListsItselfMatchesAnEqualOneAndIsReported() {
    var line = 0
    var expectLine = 0
    var callLine = 0
    let failures = captureFailures {
      line = #line; let mock = MockRecorder()
      expectLine = #line; mock.expect { $0.take(Recursive(id: 1)) }
      callLine = #line; mock.take(Recursive(id: 2))
      mock.take(Recursive(id: 1))
      mock.verify()
    }
    let level = { (id: Int) in String(repeating: "Recursive(id: \(id), again: ", count: 9) }
    let expected = "take(\(level(1).prefix(200))…)"
    let received = "take(\(level(2).prefix(200))…)"
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [Recorder] Unexpected call: \(received)
            expected: \(expected) (\(here(expectLine)))
            received: \(received)
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line)
      ])
  }
}

/// Runs `comparison`, and expects it to take well under the time a test may
/// take, in the processor time of its thread, which a loaded machine does
/// not lengthen: a loose bound, only to catch an endless or exhaustive walk.
func comparedQuickly(
  sourceLocation: SourceLocation = #_sourceLocation, _ comparison: () -> Bool
) -> Bool {
  var isEqual = false
  let spent = threadCPUTime { isEqual = comparison() }
  #expect(spent < .seconds(2), sourceLocation: sourceLocation)
  return isEqual
}
