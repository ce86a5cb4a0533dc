#if os(Linux)
  import Dispatch
  import Glibc
  import SwiftMock
  import XCTest

  // The code the fixture's tests call, in a file of its own, and the mock.

  /// A service the code under test calls.
  protocol Service: Sendable {
    func record(_ value: Int)
  }

  final class MockService: Mock<Service>, Service, @unchecked Sendable {
    func record(_ value: Int) { accept(value) }
  }

  private let queue = DispatchQueue(label: "TestLineFixture")

  /// Makes `service` record `value` in a block `queue.sync` runs.
  @inline(never)
  func recordOnAQueue(_ value: Int, with service: some Service) {
    queue.sync { service.record(value) }
  }

  /// Makes `service` record `value` in a comparator `qsort` calls.
  @inline(never)
  func recordWhileSorting(_ value: Int, with service: some Service) {
    sortingService = (service, value)
    var numbers: [Int32] = [2, 1]
    qsort(&numbers, numbers.count, MemoryLayout<Int32>.size) { first, second in
      if let (service, value) = sortingService {
        service.record(value)
        sortingService = nil
      }
      return first!.load(as: Int32.self) < second!.load(as: Int32.self) ? -1 : 1
    }
  }

  /// What the comparator of ``recordWhileSorting(_:with:)`` calls.
  nonisolated(unsafe) private var sortingService: (any Service, Int)?

  /// Makes `service` record `value` from `depth` calls deep.
  @inline(never)
  func recordAfterRecursing(_ value: Int, with service: some Service, depth: Int) {
    if depth > 0 {
      recordAfterRecursing(value, with: service, depth: depth - 1)
      keepFrame()
    } else {
      service.record(value)
    }
  }

  /// Called after the recursion, so that it is not a tail call.
  @inline(never)
  private func keepFrame() {
    withUnsafeMutablePointer(to: &keepFrameCount) { $0.pointee &+= 1 }
  }

  nonisolated(unsafe) private var keepFrameCount = 0

  /// Asserts that `failures` is the one unexpected `call` of a mock made at
  /// `mockLine`, reported at `line`, by way of `via` if it is given.
  func expectOneFailure(
    _ failures: [MockFailure], _ call: String, at line: Int, via: Int? = nil, mockLine: Int,
    file: StaticString = #filePath, testLine: UInt = #line
  ) {
    let fileID = "TestLineFixture/\(String(describing: file).split(separator: "/").last!)"
    let expected =
      "[Service] Unexpected call: \(call)"
      + (via.map { "\n  via TestLineFixture/GrownStackCase.swift:\($0)" } ?? "")
      + "\n  the mock was made at \(fileID):\(mockLine)"
    XCTAssertEqual(failures.map(\.message), [expected], file: file, line: testLine)
    XCTAssertEqual(failures.map(\.line), [line], file: file, line: testLine)
    XCTAssertEqual(failures.map(\.fileID), [fileID], file: file, line: testLine)
  }
#endif
