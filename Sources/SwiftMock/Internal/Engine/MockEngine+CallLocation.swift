import Foundation

#if canImport(Testing)
  import Testing
#endif

extension MockEngine {
  /// Reports a failure of a call (unexpected, or out of order) at the line
  /// of the test that led to it: the running test function's line, naming
  /// the innermost line of the test's file when that is another (`via`);
  /// else the innermost line of the test's file; else the line that made
  /// the test double, saying why. It names the line that made the test
  /// double when it reports at another.
  ///
  /// Under XCTest, a call made on XCTest's thread by a closure of the test
  /// that made the test double, which has ended (a block it left on the main
  /// queue, run by a later test's wait), is that test's, and fails the run
  /// in its name, at the closure's line.
  @discardableResult
  func reportCallFailure(_ message: String) -> Delivery {
    // Where there is no search, what to look for is not worked out; where
    // the thread has little stack left, as little as can be is done.
    guard TestLineSearch.isSwitchedOn else {
      return report(message + Self.switchedOffNote, at: creationLocation)
    }
    guard TestLineSearch.hasRoomToSearch else {
      return report(message + Self.stackTooSmallNote, at: creationLocation)
    }
    let search = searchForTheTestsLine()
    if let leftBehind = callLeftBehind(by: search.outcome) {
      let failure = Self.callFailure(
        message, outcome: .found(testFunction: nil, innermost: leftBehind),
        testFunction: nil, creationLocation: creationLocation)
      var reported = ReportedFailure(message: failure.message, location: failure.location)
      reported.isForOwner = true
      return report(reported)
    }
    let failure = Self.callFailure(
      message, outcome: search.outcome, testFunction: search.testFunction,
      creationLocation: creationLocation)
    return report(failure.message, at: failure.location)
  }

  /// The innermost line of the test's file, when it is in a closure of the
  /// XCTest test that owns this test double and has ended: a call that test
  /// left behind, which the running test only happens to run.
  private func callLeftBehind(by outcome: TestLineSearch.Outcome) -> TestLineSearch.Line? {
    #if canImport(XCTest)
      guard case .found(_, let innermost) = outcome,
        case .xcTest(let owner)? = ownership.owner,
        let running = XCTestTracker.shared.runningTest,
        owner.generation != running.generation,
        let (className, method) = owner.classAndMethod,
        innermost.symbol.hasPrefix("closure #"),
        Self.names(innermost.symbol, className: className, method: method)
      else {
        return nil
      }
      return innermost
    #else
      return nil
    #endif
  }

  /// Whether the demangled `symbol` names the method `method` of the class
  /// `className` itself, not of a class whose name only ends with it.
  static func names(_ symbol: String, className: String, method: String) -> Bool {
    let name = "\(className).\(method)("
    var rest = symbol[...]
    while let found = rest.range(of: name) {
      guard found.lowerBound > symbol.startIndex else { return true }
      let before = symbol[symbol.index(before: found.lowerBound)]
      if before == "." || before == " " {
        return true
      }
      rest = symbol[found.upperBound...]
    }
    return false
  }

  /// What a failure reported with the search switched off says about its
  /// line.
  private static let switchedOffNote =
    "\n  reported at the line that made the mock: "
    + TestLineSearch.Reason.switchedOff.explanation

  /// What a failure reported where the calling thread had too little stack
  /// left to search it says about its line.
  private static let stackTooSmallNote =
    "\n  reported at the line that made the mock: "
    + TestLineSearch.Reason.stackTooSmall.explanation

  /// What a search for the line of the test found, and the test function
  /// it looked for.
  struct TestLineSearchResult {
    let outcome: TestLineSearch.Outcome
    let testFunction: TestFunction?
  }

  /// Searches the call stack for the line of the running test that led to
  /// this call.
  private func searchForTheTestsLine() -> TestLineSearchResult {
    let testFunction = TestFunction.running
    let outcome = TestLineSearch.search(
      testFunction: testFunction, fallbackFilePath: "\(creationLocation.filePath)",
      fallbackModule: Self.module(ofFileID: "\(creationLocation.fileID)"),
      passingOver: doubleTypeNames)
    return TestLineSearchResult(outcome: outcome, testFunction: testFunction)
  }

  /// A failure's message and where it is reported.
  struct CallFailure {
    let message: String
    let location: SourceCodeLocation
  }

  /// The failure of a call whose message is `message`, given what the
  /// search for the test's line found.
  static func callFailure(
    _ message: String, outcome: TestLineSearch.Outcome, testFunction: TestFunction?,
    creationLocation: SourceCodeLocation
  ) -> CallFailure {
    var text = message
    let location: SourceCodeLocation
    var reason: TestLineSearch.Reason?
    switch outcome {
    case .found(let testLine?, let innermost) where innermost.line != testLine.line:
      location = Self.location(of: testLine, in: testFunction, creationLocation: creationLocation)
      text += "\n  via \(location.fileIDText):\(innermost.line)"
    case .found(let testLine, let innermost):
      location = Self.location(
        of: testLine ?? innermost, in: testFunction, creationLocation: creationLocation)
    case .notFound(let why):
      location = creationLocation
      reason = why
    }
    if location.line != creationLocation.line
      || location.filePathText != "\(creationLocation.filePath)"
    {
      text += "\n  the mock was made at \(creationLocation.shortDescription)"
    }
    if let reason {
      text += "\n  reported at the line that made the mock: \(reason.explanation)"
    }
    return CallFailure(message: text, location: location)
  }

  /// Where `line` is, as a location to report at: in the file that made the
  /// test double, with its names, or in a file found on the stack, named by
  /// the running Swift Testing test's file ID or else `Module/File.swift`.
  private static func location(
    of line: TestLineSearch.Line, in testFunction: TestFunction?,
    creationLocation: SourceCodeLocation
  ) -> SourceCodeLocation {
    let lineNumber = UInt(clamping: line.line)
    let column = UInt(clamping: line.column)
    let path = SourceFilePath(line.filePath)
    if path.isSameFile(as: "\(creationLocation.filePath)") {
      return SourceCodeLocation(in: creationLocation, line: lineNumber, column: column)
    }
    var fileID: String?
    #if canImport(Testing)
      if let test = Test.current, path.isSameFile(as: test.sourceLocation.filePath) {
        fileID = test.sourceLocation.fileID
      }
    #endif
    let module =
      testFunction.map { String($0.module) }
      ?? Self.module(ofFileID: "\(creationLocation.fileID)") ?? "Unknown"
    let fileName = line.filePath.split(separator: "/").last.map(String.init) ?? ""
    return SourceCodeLocation(
      in: creationLocation, line: lineNumber, column: column,
      foundFile: (fileID ?? "\(module)/\(fileName)", line.filePath))
  }

  /// The module of a file ID, `Module/File.swift`.
  private static func module(ofFileID fileID: String) -> String? {
    fileID.firstIndex(of: "/").map { String(fileID[..<$0]) }
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
}

extension TestFunction {
  /// The test function running on this task: the Swift Testing test's, or
  /// else the XCTest test method's; `nil` where none runs.
  static var running: TestFunction? {
    #if canImport(Testing)
      if let test = Test.current {
        var components = test.id.nameComponents
        if let last = components.popLast() {
          components.append(String(last.prefix { $0 != "(" }))
        }
        return TestFunction(
          qualifiedName: ([test.id.moduleName] + components).joined(separator: "."),
          filePath: test.sourceLocation.filePath)
      }
    #endif
    #if canImport(XCTest)
      if XCTestTracker.testsRunning.value > 0, let test = XCTestTracker.shared.runningTestMethod {
        return TestFunction(
          qualifiedName: "\(test.module).\(test.className.prefix { $0 != "<" }).\(test.method)",
          filePath: nil)
      }
    #endif
    return nil
  }
}
