/// Where in the user's source a failure is reported, as captured by the
/// `fileID`, `filePath`, `line` and `column` defaults of a public entry point,
/// or found on the call stack.
struct SourceCodeLocation: Sendable {
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt
  /// The number of a file found at run time, named by strings, when the
  /// location is in a file other than `filePath` (a Swift Testing test's,
  /// found on the call stack); 0 for none. Only Swift Testing and captures,
  /// which take strings, get such a location. A number, which holds no
  /// reference, so that a location costs nothing to copy or let go.
  private var foundFileNumber = 0

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
    foundFileNumber = foundFile.map { FoundFiles.number(of: $0) } ?? 0
  }

  /// Whether the file was found at run time, and has no `StaticString`
  /// name, which `XCTFail` needs.
  var isInFoundFile: Bool {
    foundFileNumber != 0
  }

  /// The file found at run time, if the location is in one.
  private var foundFile: (fileID: String, filePath: String)? {
    foundFileNumber == 0 ? nil : FoundFiles.file(numbered: foundFileNumber)
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

/// The files found at run time, each numbered once, from 1, for the
/// locations in them (see ``SourceCodeLocation``): a test run finds a few.
private enum FoundFiles {
  private struct Files {
    var numbers: [String: Int] = [:]
    var files: [(fileID: String, filePath: String)] = []
  }

  private static let files = Locked(Files())

  /// The number of `file`, given it if it has none yet.
  static func number(of file: (fileID: String, filePath: String)) -> Int {
    files.withLock { files in
      let key = file.fileID + "\u{0}" + file.filePath
      if let number = files.numbers[key] { return number }
      files.files.append(file)
      files.numbers[key] = files.files.count
      return files.files.count
    }
  }

  /// The file numbered `number`.
  static func file(numbered number: Int) -> (fileID: String, filePath: String) {
    files.withLock { $0.files[number - 1] }
  }
}
