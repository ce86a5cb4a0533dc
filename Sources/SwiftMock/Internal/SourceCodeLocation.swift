/// Where in the user's source a failure is reported, as captured by the
/// `fileID`, `filePath`, `line` and `column` defaults of a public entry point.
struct SourceCodeLocation: Sendable {
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt

  init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  /// `Module/File.swift:12`, the form failure messages use to point at a line.
  var shortDescription: String {
    "\(fileID):\(line)"
  }
}
