import Foundation

#if canImport(Testing)
  import Testing
#endif

extension MockEngine {
  /// Reports a failure of a call (unexpected, or out of order) at the line
  /// of the test that led to it, naming the line that made the test double
  /// when that is another one.
  @discardableResult
  func reportCallFailure(_ message: String) -> Delivery {
    let location = testLineOfThisCall() ?? creationLocation
    let isElsewhere =
      location.line != creationLocation.line
      || location.filePathText != "\(creationLocation.filePath)"
    return report(
      isElsewhere
        ? message + "\n  the mock was made at \(creationLocation.shortDescription)" : message,
      at: location)
  }

  /// The test double's class as symbols name it, such as `MockLogger`, and
  /// the classes it inherits from up to the library's own: the members the
  /// search for the test's line passes over.
  private var doubleTypeNames: [String] {
    var names: [String] = []
    var type: AnyClass? = doubleType
    while let current = type, !String(reflecting: current).hasPrefix("SwiftMock.") {
      names.append(String(describing: current))
      type = _getSuperclass(current)
    }
    return names
  }

  /// The innermost frame of the current call stack in the test's own file
  /// (the Swift Testing test's, when one runs on this task, or else the
  /// file that made the test double), passing over the test double's own
  /// members; `nil` where the stack cannot be read, or the call came from
  /// elsewhere (another thread, a detached task).
  private func testLineOfThisCall() -> SourceCodeLocation? {
    guard isStackSearchOn else { return nil }
    let creationFile = "\(creationLocation.filePath)"
    let passedOver = doubleTypeNames
    /// The innermost frame in a file found at run time, other than the one
    /// that made the test double.
    func innermostLine(inFoundFile filePath: String, fileID: String) -> SourceCodeLocation? {
      guard !SourceFilePath(filePath).isSameFile(as: creationFile),
        let frame = innermostFrame(
          inFile: filePath, fileID: fileID, passingOverMembersOf: passedOver)
      else { return nil }
      return SourceCodeLocation(
        in: creationLocation, line: UInt(clamping: frame.line),
        column: UInt(clamping: frame.column), foundFile: (fileID, filePath))
    }
    #if canImport(Testing)
      if let file = Test.current?.sourceLocation,
        let location = innermostLine(inFoundFile: file.filePath, fileID: file.fileID)
      {
        return location
      }
    #endif
    #if canImport(XCTest)
      // An XCTest test's own file, found by its method on the stack, when
      // the test double was made in another (a shared set-up, a factory).
      if Test.current == nil, let test = XCTestTracker.shared.runningTestMethod,
        let filePath = fileOfTestMethod(test.method, ofClass: test.className),
        let location = innermostLine(
          inFoundFile: filePath,
          fileID: "\(test.module)/\(filePath.split(separator: "/").last ?? "")")
      {
        return location
      }
    #endif
    guard
      let frame = innermostFrame(
        inFile: creationFile, fileID: "\(creationLocation.fileID)", passingOverMembersOf: passedOver
      )
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
