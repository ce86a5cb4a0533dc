/// The running test function, whose frame the search for the test's line
/// prefers to any other of the test's file.
///
/// ```swift
/// let function = TestFunction(
///   qualifiedName: "SwiftMockTests.TestLineTests.aTest", filePath: "/…/TestLineTests.swift")
/// ```
struct TestFunction: Sendable, Hashable {
  /// Its qualified name up to the parenthesis: its module, the types it is
  /// in and its base name, such as `SwiftMockTests.TestLineTests.aTest`.
  let qualifiedName: String
  /// Its file, where the test framework says (Swift Testing does; XCTest
  /// does not).
  let filePath: String?

  /// Its module, the first part of ``qualifiedName``.
  var module: Substring {
    qualifiedName.prefix { $0 != "." }
  }

  /// ``qualifiedName`` without the module, as the runtime's demangled
  /// names spell it: `TestLineTests.aTest`.
  var nameInModule: Substring {
    guard let dot = qualifiedName.firstIndex(of: ".") else { return qualifiedName[...] }
    return qualifiedName[qualifiedName.index(after: dot)...]
  }
}
