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

  /// The innermost frame of the current call stack in the test's own file:
  /// the Swift Testing test's, when one runs on this task, or else the file
  /// that made the test double; in the test function itself when that is
  /// on the stack. `nil` where the stack cannot be read, or the call came
  /// from elsewhere (another thread, a detached task).
  private func testLineOfThisCall() -> SourceCodeLocation? {
    let creationFile = "\(creationLocation.filePath)"
    var testFunction: String?
    #if canImport(Testing)
      if let test = Test.current {
        testFunction = test.name
        let file = test.sourceLocation
        if file.filePath != creationFile,
          let frame = innermostFrame(
            inFile: file.filePath, fileID: file.fileID, passingOverMembersOf: doubleTypeName,
            preferring: testFunction)
        {
          return SourceCodeLocation(
            in: creationLocation, line: UInt(clamping: frame.line),
            column: UInt(clamping: frame.column), foundFile: (file.fileID, file.filePath))
        }
      }
    #endif
    #if canImport(XCTest)
      if testFunction == nil, let (_, name) = XCTestTracker.shared.runningTest {
        testFunction = xcTestMethod(named: name)
      }
    #endif
    guard
      let frame = innermostFrame(
        inFile: creationFile, fileID: "\(creationLocation.fileID)",
        passingOverMembersOf: doubleTypeName, preferring: testFunction)
    else {
      return nil
    }
    return SourceCodeLocation(
      in: creationLocation, line: UInt(clamping: frame.line), column: UInt(clamping: frame.column))
  }
}

/// The method an XCTest test case runs, as symbols name it (`test_load()`),
/// from the test case's name: `Class.test_load` on Linux, `-[Class
/// test_load]` on Apple systems.
private func xcTestMethod(named testCaseName: String) -> String? {
  let trimmed = testCaseName.trimmingCharacters(in: CharacterSet(charactersIn: "-[]"))
  guard let method = trimmed.split(whereSeparator: { $0 == "." || $0 == " " }).last else {
    return nil
  }
  return "\(method)("
}
