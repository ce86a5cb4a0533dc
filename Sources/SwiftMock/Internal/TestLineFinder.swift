#if canImport(Runtime)
  import Runtime
#endif

/// The most frames, counted from the innermost, that ``innermostFrame(inFile:fileID:)``
/// looks through: a test frame further out, under deep recursion in the
/// code under test, is not found.
let innermostFrameSearchLimit = 256

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
/// Finds nothing, and returns `nil`, when the Runtime module is not
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
/// is not the line of the test. And when the test function is known, its
/// own frame (or a closure's in it) is preferred to frames of helpers
/// written in the same file that it called.
///
/// - Parameters:
///   - filePath: The file to look for, as `#filePath` spells it.
///   - fileID: The same file as `#fileID` spells it, `Module/File.swift`.
///     Its module narrows the frames whose source location is looked up.
///   - typeName: The test double's class, whose members' frames are passed
///     over, as `String(describing:)` writes it.
///   - testFunction: The test function's name, such as `loadsTheProfile()`,
///     when it is known.
/// - Returns: `filePath` as given, and the line and column in it.
func innermostFrame(
  inFile filePath: String, fileID: String, passingOverMembersOf typeName: String,
  preferring testFunction: String? = nil
) -> (filePath: String, line: Int, column: Int)? {
  #if canImport(Runtime)
    guard #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) else {
      return nil
    }
    let wantedFile = SourceFilePath(filePath)
    let module = fileID.firstIndex(of: "/").map { fileID[..<$0] }
    // A generic class's members are named without its type arguments.
    let className = typeName.prefix { $0 != "<" }
    let isInFile = { (location: SymbolicatedBacktrace.SourceLocation) in
      wantedFile.isSameFile(as: location.path)
    }
    let isMemberOfTheDouble = { (symbol: String) in isMember(symbol, of: className) }
    var location: SymbolicatedBacktrace.SourceLocation?
    if let testFunction {
      location = CurrentStack.innermostSourceLocation(
        inModule: module,
        passingOver: { isMemberOfTheDouble($0) || !isIn($0, function: testFunction) },
        where: isInFile)
    }
    if location == nil {
      location = CurrentStack.innermostSourceLocation(
        inModule: module, passingOver: isMemberOfTheDouble, where: isInFile)
    }
    return location.map { (filePath, $0.line, $0.column) }
  #else
    return nil
  #endif
}

#if canImport(Runtime)
  /// Captures and symbolicates the current stack, in the two ways that make
  /// it safe and affordable.
  ///
  /// Safe: on Linux, `Backtrace.capture()` without `images:` lists the
  /// images afresh each time by reading the first bytes of every mapped
  /// file, and crashes if another thread unmaps one meanwhile (as a thread
  /// that has symbolicated does when it ends). The images are captured once,
  /// under a lock that serializes every use of the Runtime module here.
  /// Images loaded later are not in the list; their frames have no symbol,
  /// and a test's file is never among them.
  ///
  /// Affordable: finding one frame's source location reads the image's whole
  /// line table, about 12 ms a frame for a test executable with a 1 MB table
  /// (SwiftMock's own), so a whole stack takes a third of a second. Symbol
  /// names come cheaply from the symbol table: only the frames whose symbol
  /// can run the test module's code get a source location, one at a time,
  /// innermost first, until one is in the file.
  @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
  private enum CurrentStack {
    private static let runtime = Locked(RuntimeState())

    /// What the Runtime module gave once, kept for the next stacks: the
    /// images, and for each frame's address met so far its symbol's names,
    /// mangled and not, and its source locations. A test that fails the
    /// same way many times (a loop, many threads) pays once.
    private struct RuntimeState {
      var images: ImageMap?
      var symbols: [Backtrace.Address: (rawName: String, name: String)] = [:]
      var sourceLocations: [Backtrace.Address: [SymbolicatedBacktrace.SourceLocation]] = [:]

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
        runtime.bound()
        guard let stack = capture(skipping: 0, limit: innermostFrameSearchLimit, images: images)
        else {
          return nil
        }
        let frames = Array(stack.frames)
        guard let module else {
          return firstSourceLocation(in: stack, images: images, where: isWanted)
        }
        let addresses = frames.map(\.originalProgramCounter)
        if addresses.contains(where: { runtime.symbols[$0] == nil }) {
          // Without inline frames, one symbolicated frame for each captured one.
          guard let named = stack.symbolicated(with: images, options: []),
            named.frames.count == frames.count
          else {
            return firstSourceLocation(in: stack, images: images, where: isWanted)
          }
          for (address, frame) in zip(addresses, named.frames) {
            runtime.symbols[address] = frame.symbol.map { ($0.rawName, $0.name) } ?? ("", "")
          }
        }
        for (index, address) in addresses.enumerated() {
          guard let symbol = runtime.symbols[address], !symbol.rawName.isEmpty,
            mayRunCode(ofModule: module, symbol: symbol.rawName), !isPassedOver(symbol.name)
          else {
            continue
          }
          if let known = runtime.sourceLocations[address] {
            if let wanted = known.first(where: isWanted) { return wanted }
            continue
          }
          // The same call as the first, from the same frame: the frame at
          // `index` of the first is the first here, checked by its address.
          guard let single = capture(skipping: index, limit: 2, images: images),
            Array(single.frames).first?.originalProgramCounter == address
          else {
            continue
          }
          let locations = sourceLocations(in: single, images: images)
          runtime.sourceLocations[address] = locations
          if let wanted = locations.first(where: isWanted) {
            return wanted
          }
        }
        return nil
      }
    }

    /// The innermost frames of the current stack, less the innermost
    /// `skipping`; `top: 0` keeps the innermost end of a deeper stack. The
    /// limit counts the `...` that ends a stack cut short: a limit of 2 gives
    /// one frame.
    @inline(never)
    private static func capture(skipping: Int, limit: Int, images: ImageMap) -> Backtrace? {
      try? Backtrace.capture(limit: limit, offset: skipping, top: 0, images: images)
    }

    private static func firstSourceLocation(
      in backtrace: Backtrace, images: ImageMap,
      where isWanted: (SymbolicatedBacktrace.SourceLocation) -> Bool
    ) -> SymbolicatedBacktrace.SourceLocation? {
      sourceLocations(in: backtrace, images: images).first(where: isWanted)
    }

    /// The source locations of a backtrace's frames, inlined ones included,
    /// innermost first; line 0 is code the compiler generated, attributed
    /// to no line, and left out.
    private static func sourceLocations(
      in backtrace: Backtrace, images: ImageMap
    ) -> [SymbolicatedBacktrace.SourceLocation] {
      let symbolicated = backtrace.symbolicated(
        with: images, options: [.showSourceLocations, .showInlineFrames])
      return (symbolicated?.frames ?? []).compactMap { frame in
        frame.symbol?.sourceLocation.flatMap { $0.line > 0 ? $0 : nil }
      }
    }
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

  /// Whether a demangled symbol is the function named `function`, such as
  /// `loadsTheProfile()`, or a closure in it.
  private func isIn(_ symbol: String, function: String) -> Bool {
    symbol.hasPrefix(function) || symbol.contains(".\(function)")
      || symbol.contains(" \(function)")
  }

  /// Whether a demangled symbol, such as `MockLogger.log(_:)` or `protocol
  /// witness for Logger.log(_:) in conformance MockLogger`, is a member of
  /// the class named `className`.
  private func isMember(_ symbol: String, of className: Substring) -> Bool {
    symbol.hasPrefix("\(className).") || symbol.contains(".\(className).")
      || symbol.contains("in conformance \(className)")
  }
#endif
