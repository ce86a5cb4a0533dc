/// A source file path, compared with the paths that debug information
/// records for the same file.
///
/// A SwiftPM debug build records the very string that `#filePath` gives.
/// Debug information can also hold a path relative to the package
/// (`Tests/MyTests/MyTests.swift`): an optimized build's, for code inlined
/// into another function, and any build's under `-debug-prefix-map` or
/// `-file-prefix-map`, which leave `#filePath` as it was. A relative path
/// matches the end of an absolute one, in whole components.
struct SourceFilePath {
  private let path: String
  private let components: [Substring]

  init(_ path: String) {
    self.path = path
    self.components = Self.normalizedComponents(of: path)
  }

  /// Whether `otherPath`, as debug information spells it, names this file.
  func isSameFile(as otherPath: String) -> Bool {
    if otherPath == path {
      return true
    }
    // Rejects almost every other frame without splitting its path.
    guard let fileName = components.last, otherPath.hasSuffix(String(fileName)) else {
      return false
    }
    let otherComponents = Self.normalizedComponents(of: otherPath)
    let isAbsolute = path.hasPrefix("/")
    if isAbsolute == otherPath.hasPrefix("/") {
      return components == otherComponents
    }
    let (absolute, relative) =
      isAbsolute ? (components, otherComponents) : (otherComponents, components)
    return !relative.isEmpty && absolute.count >= relative.count
      && absolute.suffix(relative.count).elementsEqual(relative)
  }

  /// The path's components without empty and `.` ones, each `..` taking
  /// away the component before it.
  private static func normalizedComponents(of path: String) -> [Substring] {
    var components: [Substring] = []
    for component in path.split(separator: "/") where component != "." {
      if component == "..", let last = components.last, last != ".." {
        components.removeLast()
      } else {
        components.append(component)
      }
    }
    return components
  }
}
