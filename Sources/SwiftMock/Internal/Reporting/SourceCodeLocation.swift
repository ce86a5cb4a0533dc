/// Where in the user's source a failure is reported, as captured by the
/// `fileID`, `filePath`, `line` and `column` defaults of a public entry point,
/// or found on the call stack.
struct SourceCodeLocation: Sendable {
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt
  /// A file found at run time, named by strings, when the location is in a
  /// file other than `filePath` (a Swift Testing test's, found on the call
  /// stack). Only Swift Testing and captures, which take strings, get such
  /// a location. A reference, so that a location stays small to copy.
  private var foundFile: FoundFile?

  /// A file named at run time.
  private final class FoundFile: Sendable {
    let fileID: String
    let filePath: String

    init(fileID: String, filePath: String) {
      self.fileID = fileID
      self.filePath = filePath
    }
  }

  init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  /// The same file as `location`, at another line and column; in the file
  /// named `foundFile` instead, if it is given.
  init(
    in location: SourceCodeLocation, line: UInt, column: UInt,
    foundFile: (fileID: String, filePath: String)? = nil
  ) {
    self.init(
      fileID: location.fileID, filePath: location.filePath, line: line, column: column)
    self.foundFile = foundFile.map { FoundFile(fileID: $0.fileID, filePath: $0.filePath) }
  }

  /// Whether the file was found at run time, and has no `StaticString`
  /// name, which `XCTFail` needs.
  var isInFoundFile: Bool {
    foundFile != nil
  }

  /// The file ID as a string, such as `MyTests/MyTests.swift`.
  var fileIDText: String {
    foundFile?.fileID ?? "\(fileID)"
  }

  /// The file path as a string.
  var filePathText: String {
    foundFile?.filePath ?? "\(filePath)"
  }

  /// `Module/File.swift:12`, the form failure messages use to point at a line.
  var shortDescription: String {
    "\(fileIDText):\(line)"
  }
}
