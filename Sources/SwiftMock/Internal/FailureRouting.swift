import Foundation

#if canImport(Testing)
  import Testing
#endif
#if canImport(XCTest)
  import XCTest
#endif

/// Where a test double's failures can go when the task reporting them is not
/// bound to a test: what was true where the test double was created.
struct ReportingContext: Sendable {
  /// The ``captureFailures(_:)`` block the test double was created in, if any.
  let collector: FailureCollector?
  /// Whether a Swift Testing test created the test double.
  let isSwiftTestingTest: Bool
  /// The XCTest test that created the test double, if one is known to have.
  let xcTest: Int?

  /// The context of the current task.
  static var current: ReportingContext {
    let collector = FailureCollector.current
    let isSwiftTestingTest = isSwiftTestingTestRunning
    var xcTest: Int?
    #if canImport(XCTest)
      if collector == nil && !isSwiftTestingTest {
        xcTest = XCTestTracker.shared.currentTest
      }
    #endif
    return ReportingContext(
      collector: collector, isSwiftTestingTest: isSwiftTestingTest, xcTest: xcTest)
  }

  /// Whether a failure reported now, from this task, reaches a test. XCTest
  /// takes a failure from any thread while one of its tests runs; Swift
  /// Testing and capture blocks need the task they are bound to, or a
  /// capture block the test double was created in that is still open.
  var canReportNow: Bool {
    FailureCollector.current?.isOpen == true || isSwiftTestingTestRunning
      || collector?.isOpen == true || !isSwiftTestingTest
  }
}

/// Reports a failure: the one place that knows about the test frameworks.
///
/// In order, the failure goes to the task's open ``captureFailures(_:)``
/// block; to Swift Testing when a Swift Testing test is running on this
/// task; to the capture block the test double was created in, if still open;
/// to standard error when a Swift Testing test created the test double but
/// the failure comes from outside its task; and otherwise to XCTest.
func reportFailure(
  _ message: String,
  at location: SourceCodeLocation,
  context: ReportingContext?
) {
  let failure = MockFailure(
    message: message,
    fileID: "\(location.fileID)",
    filePath: "\(location.filePath)",
    line: Int(clamping: location.line),
    column: Int(clamping: location.column)
  )
  if FailureCollector.current?.append(failure) == true {
    return
  }
  #if canImport(Testing)
    if Test.current != nil {
      Issue.record(Comment(rawValue: message), sourceLocation: failure.swiftTestingLocation)
      return
    }
  #endif
  if context?.collector?.append(failure) == true {
    return
  }
  if context?.isSwiftTestingTest == true {
    writeToStandardError(
      failure, "reported outside the Swift Testing test that created the test double")
    return
  }
  #if canImport(XCTest)
    if let test = context?.xcTest, !XCTestTracker.shared.isRunning(test) {
      writeToStandardError(
        failure, "reported after the XCTest test that created the test double ended")
      return
    }
    XCTFail(message, file: location.filePath, line: location.line)
  #else
    writeToStandardError(failure, "reported where no test framework can take it")
  #endif
}

/// The last resort for a failure no test can be told of: it is not lost,
/// and it is not blamed on a test that had nothing to do with it.
private func writeToStandardError(_ failure: MockFailure, _ reason: String) {
  FileHandle.standardError.write(Data("SwiftMock: \(reason):\n\(failure)\n".utf8))
}

#if canImport(Testing)
  extension MockFailure {
    /// The location in the form Swift Testing requires: a `fileID` with a
    /// module, and a line and column of at least 1.
    fileprivate var swiftTestingLocation: SourceLocation {
      SourceLocation(
        fileID: fileID.contains("/") ? fileID : "Unknown/\(fileID)",
        filePath: filePath,
        line: max(1, line),
        column: max(1, column)
      )
    }
  }
#endif

/// Whether a Swift Testing test is running on this task.
var isSwiftTestingTestRunning: Bool {
  #if canImport(Testing)
    return Test.current != nil
  #else
    return false
  #endif
}
