/// What the names of a frame's function say about it, for the search for
/// the test's line.
///
/// A frame's function has two names: its mangled symbol
/// (`$s14SwiftMockTests13TestLineTestsV5aTestyyF`), which names its module,
/// and the demangled name the runtime gives it, which leaves out modules,
/// parameter types and the discriminators of private types:
///
/// ```text
/// TestLineTests.aTest()
/// closure #1 in TestLineTests.aTest()
/// ring(_:) in MockBell #1 in TestLineTests.aTest()
/// protocol witness for Bell.ring(_:) in conformance MockBell
/// ```
package enum FrameNames {
  /// Whether the demangled `name` is the function `function` (`TestLineTests.aTest`,
  /// a qualified name without its module), or a closure, local function or
  /// part of an `async` function written in it. A method's name may follow
  /// the types it is nested in (XCTest names a test method's class alone);
  /// a function at the top level's is the whole name.
  package static func isFunction(_ name: String, named function: Substring) -> Bool {
    let isMethod = function.contains(".")
    return !function.isEmpty
      && contains(function + "(", in: name) { before, _ in
        before == nil || before == UInt8(ascii: " ") || (isMethod && before == UInt8(ascii: "."))
      }
  }

  /// Whether a frame whose mangled symbol is `mangledName` can run code
  /// written in `module`: a Swift symbol of that module (`$s8LabTests…` for
  /// `LabTests`), a function specialized for a closure of it (whose name
  /// holds the closure's), or a symbol that is not Swift's at all (top-level
  /// code, C). Other Swift symbols belong to other modules: the code under
  /// test, the test double, the standard library, the testing libraries.
  package static func mayRunCode(ofModule module: Substring, mangledName: String) -> Bool {
    !contains("$s", in: mangledName)
      || contains("$s\(module.utf8.count)\(module)", in: mangledName)
  }

  /// Whether a mangled symbol is an `async` function's resume part (its
  /// name ends `TY` or `TQ` and a number), whose frame leads to the task's
  /// chain of `async` callers.
  package static func isAsyncResumeFunction(_ mangledName: String) -> Bool {
    guard mangledName.hasSuffix("_") else { return false }
    let reversedStem = mangledName.dropLast().reversed().drop(while: \.isNumber)
    return reversedStem.starts(with: "YT") || reversedStem.starts(with: "QT")
  }

  /// Whether `path` is the file the compiler wrote a macro's expansion
  /// to, such as `/tmp/…/@__swiftmacro_14SwiftMockTests…fMf_.swift`, and not
  /// one of the test's.
  package static func isMacroExpansion(_ path: String) -> Bool {
    path.split(separator: "/").last?.hasPrefix("@__swiftmacro_") ?? false
  }

  /// The function an implicit closure is written in, by the closure's
  /// demangled name: `TestLineTests.aTest()` for `implicit closure #1 in
  /// TestLineTests.aTest()`, the closure the compiler makes of an argument
  /// passed as `@autoclosure`, such as `XCTAssertEqual`'s; `nil` for any
  /// other name.
  package static func functionEnclosing(implicitClosure name: String) -> Substring? {
    guard name.hasPrefix("implicit closure #"), let range = name.firstRange(of: " in ") else {
      return nil
    }
    return name[range.upperBound...]
  }

  /// Whether a demangled name is a member of the class named `className`:
  /// `MockLogger.log(_:)`, `static MockLogger.now()`, `protocol witness for
  /// Logger.log(_:) in conformance MockLogger`, or a class declared in a
  /// function, `log(_:) in MockLogger #1 in test()`. A generic class is
  /// named without its type arguments.
  package static func isMember(_ name: String, of className: Substring) -> Bool {
    name.hasPrefix("\(className).") || name.hasPrefix("static \(className).")
      || contains(".\(className).", in: name)
      || contains("(\(className) in _", in: name) || contains(" in \(className) #", in: name)
      || contains("in conformance \(className)", in: name) { _, after in
        // The whole name, not the start of a longer one.
        after.map { !isIdentifierByte($0) } ?? true
      }
  }

  /// Whether `byte` may be part of an identifier: a letter, a digit, `_`,
  /// or a byte of a character beyond ASCII.
  private static func isIdentifierByte(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "_") || (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte)
      || (0x61...0x7A).contains(byte) || byte >= 0x80
  }

  /// Whether `text` holds `part` somewhere `isAccepted` accepts, given the
  /// bytes before and after it. Compares UTF-8 bytes, as Foundation's
  /// search of a string takes several times as long.
  private static func contains(
    _ part: String, in text: String,
    where isAccepted: (_ before: UInt8?, _ after: UInt8?) -> Bool = { _, _ in true }
  ) -> Bool {
    let text = Array(text.utf8)
    let part = Array(part.utf8)
    guard let first = part.first, text.count >= part.count else { return false }
    var start = 0
    while start <= text.count - part.count {
      if text[start] == first, text[start..<start + part.count].elementsEqual(part),
        isAccepted(
          start > 0 ? text[start - 1] : nil,
          start + part.count < text.count ? text[start + part.count] : nil)
      {
        return true
      }
      start += 1
    }
    return false
  }
}
