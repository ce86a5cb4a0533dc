import Foundation

#if canImport(Testing)
  import Testing
#endif

extension MockEngine {
  /// Reports a failure of a call (unexpected, or out of order) at the line
  /// of the test that led to it, naming the line that made the test double
  /// when that is another one.
  func reportCallFailure(_ message: String) {
    let location = testLineOfThisCall() ?? creationLocation
    let isElsewhere =
      location.line != creationLocation.line
      || location.filePathText != "\(creationLocation.filePath)"
    report(
      isElsewhere
        ? message + "\n  the mock was made at \(creationLocation.shortDescription)" : message,
      at: location)
  }

  /// The test double's class as symbols name it, such as `MockLogger`.
  private var doubleTypeName: String {
    String(describing: doubleType)
  }

  /// The innermost frame of the current call stack in the test's own file
  /// (the Swift Testing test's, when one runs on this task, or else the
  /// file that made the test double), passing over the test double's own
  /// members; `nil` where the stack cannot be read, or the call came from
  /// elsewhere (another thread, a detached task).
  private func testLineOfThisCall() -> SourceCodeLocation? {
    guard isStackSearchOn else { return nil }
    let creationFile = "\(creationLocation.filePath)"
    #if canImport(Testing)
      if let test = Test.current {
        let file = test.sourceLocation
        if file.filePath != creationFile,
          let frame = innermostFrame(
            inFile: file.filePath, fileID: file.fileID, passingOverMembersOf: doubleTypeName)
        {
          return SourceCodeLocation(
            in: creationLocation, line: UInt(clamping: frame.line),
            column: UInt(clamping: frame.column), foundFile: (file.fileID, file.filePath))
        }
      }
    #endif
    guard
      let frame = innermostFrame(
        inFile: creationFile, fileID: "\(creationLocation.fileID)",
        passingOverMembersOf: doubleTypeName)
    else {
      return nil
    }
    return SourceCodeLocation(
      in: creationLocation, line: UInt(clamping: frame.line), column: UInt(clamping: frame.column))
  }
}

/// Whether unexpected calls are reported at the test's line found on the
/// call stack: unless the environment variable `SWIFTMOCK_STACK_SEARCH` is
/// `0`, for a run that would rather report every call at the line that made
/// its mock (or to measure what the search costs). Read at each failure.
private var isStackSearchOn: Bool {
  guard let value = getenv("SWIFTMOCK_STACK_SEARCH") else { return true }
  return String(cString: value) != "0"
}
