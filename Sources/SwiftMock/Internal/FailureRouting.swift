#if canImport(Testing)
  import Testing
#endif
#if canImport(XCTest)
  import XCTest
#endif

/// Reports a failure: the one place that knows about the test frameworks.
///
/// In order, the failure goes to the task's ``captureFailures(_:)`` block, to
/// Swift Testing when a Swift Testing test is running on this task, to
/// `fallback` (the capture a mock was created in, for calls made on another
/// thread), and otherwise to XCTest.
func reportFailure(
  _ message: String,
  at location: SourceCodeLocation,
  fallback: FailureCollector?
) {
  let failure = MockFailure(
    message: message,
    fileID: "\(location.fileID)",
    filePath: "\(location.filePath)",
    line: Int(location.line),
    column: Int(location.column)
  )
  if let collector = FailureCollector.current {
    collector.append(failure)
    return
  }
  #if canImport(Testing)
    if Test.current != nil {
      Issue.record(Comment(rawValue: message), sourceLocation: failure.swiftTestingLocation)
      return
    }
  #endif
  if let fallback {
    fallback.append(failure)
    return
  }
  #if canImport(XCTest)
    XCTFail(message, file: location.filePath, line: location.line)
  #else
    print("\(failure.description)")
  #endif
}

/// Whether a failure reported now reaches a test: a capture block or a Swift
/// Testing test is bound to this task. XCTest needs no task: it takes a
/// failure from any thread while one of its tests runs.
var isTaskBoundToTest: Bool {
  FailureCollector.current != nil || isSwiftTestingTestRunning
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
