// The stack is searched on Linux only, so only Linux links the `Runtime`
// module: an Apple test bundle never depends on it.
#if os(Linux) && canImport(Runtime) && canImport(Glibc)
  import Runtime
#endif

/// The most frames, counted from the innermost, that ``innermostFrame(inFile:fileID:passingOverMembersOf:)``
/// looks through: a test frame further out, under deep recursion in the
/// code under test, is not found.
let innermostFrameSearchLimit = 1_024

/// The innermost frame of the current call stack whose source file is
/// `filePath`: the line of a test that led, through any number of calls, to
/// the code calling this.
///
/// A test double created in `MyTests.swift` passes the location it was
/// created at; when it receives an unexpected call, this finds the line in
/// `MyTests.swift` that made the call, directly or through the code under
/// test:
///
/// ```swift
/// let frame = innermostFrame(
///   inFile: "\(creationLocation.filePath)", fileID: "\(creationLocation.fileID)")
/// ```
///
/// When the call is made in a closure written in that file, the frame found
/// is the closure's, at the line inside the closure. An `async` function of
/// that file, suspended in an `await` that led to the call, is found at the
/// line of the `await`, with a column of 0, which means unknown.
///
/// Finds nothing, and returns `nil`, off Linux or when the Runtime module is not
/// available; when no frame of the file is among the innermost
/// ``innermostFrameSearchLimit`` frames (the call came from another thread,
/// or another task, even a child task of the test's); when the stack walk
/// stops early, at code built without frame pointers (XCTest and Swift
/// Testing are, so a call made in an assertion's closure is not traced back);
/// or when the file was built without debug information. It does not print,
/// throw or trap.
///
/// In an optimized build, the line is a best guess: a call in tail position
/// leaves no frame, a function specialized for a closure argument is put in
/// no file (`<compiler-generated>`), and identical closures of two tests
/// merge into one, reported at the line of either.
///
/// The frames of the test double's own members are passed over: a mock
/// written in the test's file calls `accept` from a line of that file, which
/// is not the line of the test.
///
/// - Parameters:
///   - filePath: The file to look for, as `#filePath` spells it.
///   - fileID: The same file as `#fileID` spells it, `Module/File.swift`.
///     Its module narrows the frames whose source location is looked up.
///   - typeNames: The test double's class and the classes of the test's
///     own it inherits from, whose members' frames are passed over, as
///     `String(describing:)` writes them.
/// - Returns: `filePath` as given, and the line and column in it.
func innermostFrame(
  inFile filePath: String, fileID: String, passingOverMembersOf typeNames: [String]
) -> (filePath: String, line: Int, column: Int)? {
  #if os(Linux) && canImport(Runtime) && canImport(Glibc)
    guard #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) else {
      return nil
    }
    let wantedFile = SourceFilePath(filePath)
    let module = fileID.firstIndex(of: "/").map { fileID[..<$0] }
    // A generic class's members are named without its type arguments.
    let classNames = typeNames.map { $0.prefix { $0 != "<" } }
    let location = CurrentStack.innermostSourceLocation(
      inModule: module, passingOver: { symbol in classNames.contains { isMember(symbol, of: $0) } },
      where: { wantedFile.isSameFile(as: $0.path) })
    return location.map { (filePath, $0.line, $0.column) }
  #else
    return nil
  #endif
}

/// The file of the frame on the current call stack of the XCTest test
/// method `methodName` of the class `className`, as the debug information
/// spells its path; `nil` where it is not on the stack or the stack cannot
/// be read.
func fileOfTestMethod(_ methodName: String, ofClass className: String) -> String? {
  #if os(Linux) && canImport(Runtime) && canImport(Glibc)
    guard #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) else {
      return nil
    }
    // The method itself, or a part of an `async` one.
    let name = "\(className.prefix { $0 != "<" }).\(methodName)("
    return CurrentStack.innermostSourceLocation(
      inModule: nil, passingOver: { !$0.contains(name) }, where: { _ in true }
    )?.path
  #else
    return nil
  #endif
}

#if os(Linux) && canImport(Runtime) && canImport(Glibc)
  /// Walks and symbolicates the current stack, in the ways that make it
  /// safe and affordable.
  ///
  /// Safe: the stack is walked by ``walkPhysicalStack(images:limit:)``,
  /// which reads nothing outside the thread's stack and stops at code
  /// without frame pointers, and then along the chain of `async` contexts
  /// of the task, if it runs one. The images are captured once, under a lock
  /// that serializes every use of the Runtime module here: on Linux, listing
  /// them reads every mapped file, and faults if another thread unmaps one
  /// meanwhile. Images loaded later are not in the list; their frames have
  /// no symbol, and a test's file is never among them.
  ///
  /// Affordable: finding one frame's source location reads the image's whole
  /// line table, about 12 ms a frame for a test executable with a 1 MB table
  /// (SwiftMock's own), so a whole stack takes a third of a second. Symbol
  /// names come cheaply from the symbol table: only the frames whose symbol
  /// can run the test module's code get a source location, one at a time,
  /// innermost first, until one is in the file; both are kept by address.
  @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
  private enum CurrentStack {
    private static let runtime = Locked(RuntimeState())

    /// What the Runtime module gave once, kept for the next stacks: the
    /// images, and for each frame's address met so far its symbol's names,
    /// mangled and not, and its source locations. A test that fails the
    /// same way many times (a loop, many threads) pays once.
    ///
    /// `@unchecked Sendable` is safe here: it is only used under the lock.
    private struct RuntimeState: @unchecked Sendable {
      var images: ImageMap?
      var template: [String: Any]?
      var symbols: [UInt64: (rawName: String, name: String)] = [:]
      var sourceLocations: [UInt64: [SymbolicatedBacktrace.SourceLocation]] = [:]

      /// Forgets the addresses met once there are too many to keep.
      mutating func bound() {
        if symbols.count + sourceLocations.count > 20_000 {
          symbols = [:]
          sourceLocations = [:]
        }
      }
    }

    /// The source location of the innermost frame that `isWanted`, looking
    /// only at frames that can run code of `module`, if it is given, and
    /// passing over those whose demangled symbol `isPassedOver`.
    static func innermostSourceLocation(
      inModule module: Substring?,
      passingOver isPassedOver: (String) -> Bool,
      where isWanted: (SymbolicatedBacktrace.SourceLocation) -> Bool
    ) -> SymbolicatedBacktrace.SourceLocation? {
      runtime.withLock { runtime in
        let images = runtime.images ?? ImageMap.capture()
        runtime.images = images
        guard let template = runtime.template ?? backtraceTemplate(images: images) else {
          return nil
        }
        runtime.template = template
        runtime.bound()
        guard let physical = walkPhysicalStack(images: images, limit: innermostFrameSearchLimit)
        else {
          return nil
        }
        name(physical, images: images, template: template, in: &runtime)
        // The task's `async` callers, from its innermost `async` frame on.
        var frames = physical
        if let index = physical.firstIndex(where: {
          isAsyncResumeFunction(runtime.symbols[$0.address]?.rawName)
        }) {
          let resumePoints = asyncResumePoints(
            fromFramePointer: physical[index].framePointer,
            limit: innermostFrameSearchLimit - index - 1)
          name(resumePoints, images: images, template: template, in: &runtime)
          frames = Array(physical[...index]) + resumePoints
        }
        for frame in frames {
          guard let symbol = runtime.symbols[frame.address], !symbol.rawName.isEmpty,
            module.map({ mayRunCode(ofModule: $0, symbol: symbol.rawName) }) ?? true,
            !isPassedOver(symbol.name)
          else {
            continue
          }
          let locations: [SymbolicatedBacktrace.SourceLocation]
          if let known = runtime.sourceLocations[frame.address] {
            locations = known
          } else {
            locations = sourceLocations(of: frame, images: images, template: template)
            runtime.sourceLocations[frame.address] = locations
          }
          if let wanted = locations.first(where: isWanted) {
            return wanted
          }
        }
        return nil
      }
    }

    /// Notes the symbol of each of `frames` not yet known.
    private static func name(
      _ frames: [WalkedFrame], images: ImageMap, template: [String: Any],
      in runtime: inout RuntimeState
    ) {
      let unknown = frames.filter { runtime.symbols[$0.address] == nil }
      guard !unknown.isEmpty,
        let named = backtrace(of: unknown, template: template)?.symbolicated(
          with: images, options: []),
        named.frames.count == unknown.count
      else {
        for frame in unknown { runtime.symbols[frame.address] = ("", "") }
        return
      }
      for (frame, symbolicated) in zip(unknown, named.frames) {
        runtime.symbols[frame.address] =
          symbolicated.symbol.map { ($0.rawName, $0.name) } ?? ("", "")
      }
    }

    /// The source locations of a frame, inlined ones included, innermost
    /// first; line 0 is code the compiler generated, attributed to no line,
    /// and left out.
    private static func sourceLocations(
      of frame: WalkedFrame, images: ImageMap, template: [String: Any]
    ) -> [SymbolicatedBacktrace.SourceLocation] {
      let symbolicated = backtrace(of: [frame], template: template)?.symbolicated(
        with: images, options: [.showSourceLocations, .showInlineFrames])
      return (symbolicated?.frames ?? []).compactMap { frame in
        frame.symbol?.sourceLocation.flatMap { $0.line > 0 ? $0 : nil }
      }
    }
  }

  /// Whether a mangled symbol is an `async` function's resume part (its
  /// name ends `TY` or `TQ` and a number), whose frame leads to the task's
  /// chain of `async` callers.
  private func isAsyncResumeFunction(_ mangledName: String?) -> Bool {
    guard let mangledName, mangledName.hasSuffix("_") else { return false }
    let reversedStem = String(mangledName.dropLast().reversed().drop(while: \.isNumber))
    return reversedStem.hasPrefix("YT") || reversedStem.hasPrefix("QT")
  }

  /// Whether a frame whose symbol is `mangledName` can run code written in
  /// `module`: a Swift symbol of that module (`$s8LabTests…` for
  /// `LabTests`), a function specialized for a closure of it (whose name
  /// holds the closure's), or a symbol that is not Swift's at all (top-level
  /// code, C). Other Swift symbols belong to other modules: the code under
  /// test, the test double, the standard library, the testing libraries.
  private func mayRunCode(ofModule module: Substring, symbol mangledName: String) -> Bool {
    !mangledName.contains("$s") || mangledName.contains("$s\(module.utf8.count)\(module)")
  }

  /// Whether a demangled symbol is a member of the class named `className`:
  /// `MockLogger.log(_:)`, `protocol witness for Logger.log(_:) in
  /// conformance MockLogger`, a private class's `(MockLogger in _1A2B).log(_:)`,
  /// or a class declared in a function, `log(_:) in MockLogger #1 in test()`.
  private func isMember(_ symbol: String, of className: Substring) -> Bool {
    symbol.hasPrefix("\(className).") || symbol.contains(".\(className).")
      || symbol.contains("(\(className) in _") || symbol.contains(" in \(className) #")
      || hasWholeName(className, after: "in conformance ", in: symbol)
  }

  /// Whether `symbol` has `name` right after `prefix`, and not only as the
  /// start of a longer name.
  private func hasWholeName(_ name: Substring, after prefix: String, in symbol: String) -> Bool {
    var rest = symbol[...]
    while let range = rest.range(of: prefix + name) {
      rest = rest[range.upperBound...]
      guard let next = rest.first else { return true }
      if !(next.isLetter || next.isNumber || next == "_") { return true }
    }
    return false
  }
#endif
