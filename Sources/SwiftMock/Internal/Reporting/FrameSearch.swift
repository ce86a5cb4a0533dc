#if (os(Linux) && canImport(Glibc) && canImport(Runtime)) || (os(macOS) && canImport(Runtime))
  /// The choice, among a stack's frames, of the test function's and of the
  /// innermost of the test's file, looking up source locations only where
  /// they may be wanted.
  ///
  /// ```swift
  /// let outcome = FrameSearch(
  ///   request: request, frames: frames, names: names, symbolication: symbolication,
  ///   returnAddresses: { walk.returnAddresses(from: $0, limit: 256) }
  /// ).outcome
  /// ```
  @available(macOS 26, *)
  struct FrameSearch {
    let request: TestLineSearch.Request
    /// Innermost first.
    let frames: [WalkedFrame]
    let names: [UInt: Symbolication.Name]
    let symbolication: Symbolication
    /// The words of the stack from an address outwards that are return
    /// addresses, innermost first (``StackWalk/returnAddresses(from:limit:)``).
    let returnAddresses: (_ from: UInt) -> [WalkedFrame]

    /// The lines found, or why there are none.
    var outcome: TestLineSearch.Outcome {
      let testFunction = testFunctionFrame()
      let module: Substring?
      let filePath: String
      if let testFunction {
        (module, filePath) = (request.testFunction?.module, testFunction.line.filePath)
      } else if let function = request.testFunction, let path = function.filePath {
        (module, filePath) = (function.module, path)
      } else {
        (module, filePath) = (request.fallbackModule.map { $0[...] }, request.fallbackFilePath)
      }
      let file = SourceFilePath(filePath)
      let end = testFunction?.end ?? frames.count
      for frame in frames[..<end] where mayBeTests(frame, module: module) {
        for line in symbolication.sourceLines(of: frame)
        where file.isSameFile(as: line.path) && !isPassedOver(line.name) {
          return .found(testFunction: testFunction?.line, innermost: Self.line(line))
        }
      }
      // A frame of the test function found off the chain, outside the frames.
      if let testFunction {
        return .found(testFunction: testFunction.line, innermost: testFunction.line)
      }
      return .notFound(.noFrameOfTheTestsFile)
    }

    /// The innermost frame of the test function, or of a closure or part of
    /// it, and how many of the frames are inward of it or it (those the
    /// innermost line of the test's file is among): looked for first among
    /// the frames named so, then, for a test function inlined into another
    /// (an optimized build), among all the frames of its module. A line of a
    /// macro's expansion (the closure `#expect` makes of its expression) is
    /// passed over for the line of the test the macro is used at, which
    /// follows it as the line that inlined it. A frame the chain of records
    /// passes over, further in, is preferred: that of the function an
    /// implicit closure is written in (see ``callerOfImplicitClosure(in:inwardOf:)``).
    private func testFunctionFrame() -> (line: TestLineSearch.Line, end: Int)? {
      guard let function = request.testFunction else { return nil }
      let onTheChain = testFunctionFrameOnTheChain(of: function)
      let outer = onTheChain.map { frames[$0.end - 1] }
      return callerOfImplicitClosure(in: function, inwardOf: outer) ?? onTheChain
    }

    /// The innermost frame of the chain that is the test function's, or a
    /// closure's or part's of it.
    private func testFunctionFrameOnTheChain(of function: TestFunction) -> (
      line: TestLineSearch.Line, end: Int
    )? {
      let name = function.nameInModule
      for isNamedSo in [true, false] {
        for (index, frame) in frames.enumerated() where mayBeTests(frame, module: function.module) {
          if isNamedSo != FrameNames.isFunction(names[frame.address]!.demangled, named: name) {
            continue
          }
          if let line = testFunctionLine(of: frame, named: name) {
            return (line, index + 1)
          }
        }
      }
      return nil
    }

    /// The innermost line of `frame` in the function `name` or a closure or
    /// part of it, not in a macro's expansion; `nil` where there is none.
    private func testFunctionLine(of frame: WalkedFrame, named name: Substring)
      -> TestLineSearch.Line?
    {
      symbolication.sourceLines(of: frame).first {
        !isPassedOver($0.name) && FrameNames.isFunction($0.name, named: name)
          && !FrameNames.isMacroExpansion($0.path)
      }.map(Self.line)
    }

    /// The line of the test function, or of a closure of it, that passed
    /// an implicit closure of its own to a function, where the chain of
    /// records passes over it: inward of `outer`, the frame of the test
    /// function found on the chain, if any.
    ///
    /// The closure the compiler makes of an `@autoclosure` argument (an
    /// XCTest assertion's, `XCTAssertEqual(clock.now(), 1)`) has no line of
    /// its own, so the line is that of the call in the function it is
    /// written in. Where the function called keeps no frame record (XCTest's
    /// `XCTAssertEqual`, built optimized without frame pointers), the chain
    /// passes over the return address into its caller: it lies on the stack
    /// between two records, outward of the closure's frame and inward of the
    /// caller's record. It is looked for there, as the innermost word that
    /// is a return address into the function of that very name. A word left
    /// over from an earlier call of that function's lies inward of the live
    /// one: a call pushes its return address just inward of the caller's
    /// frame, over the one any earlier call from it left.
    private func callerOfImplicitClosure(
      in function: TestFunction, inwardOf outer: WalkedFrame?
    ) -> (line: TestLineSearch.Line, end: Int)? {
      let name = function.nameInModule
      let limit = outer.map { $0.stackAddress == 0 ? UInt.max : $0.stackAddress } ?? UInt.max
      guard let (closure, enclosing) = implicitClosure(of: function, inwardOf: limit),
        outer.flatMap({ names[$0.address]?.demangled }) != enclosing
      else {
        // None, or the function it is written in is on the chain itself.
        return nil
      }
      let words = returnAddresses(closure.stackAddress + 8).prefix { $0.stackAddress < limit }
      let wordNames = symbolication.names(of: Array(words))
      for word in words where wordNames[word.address]?.demangled == enclosing {
        guard let line = testFunctionLine(of: word, named: name) else { continue }
        let end =
          frames.firstIndex { $0.stackAddress == 0 || $0.stackAddress > word.stackAddress }
          ?? frames.count
        return (line, end)
      }
      return nil
    }

    /// The innermost frame of the chain, inward of the word at `limit`, of
    /// an implicit closure written in the test function or in a closure or
    /// part of it, and the name of the function it is written in.
    private func implicitClosure(of function: TestFunction, inwardOf limit: UInt) -> (
      frame: WalkedFrame, enclosing: String
    )? {
      for frame in frames where frame.stackAddress != 0 && frame.stackAddress < limit {
        guard mayBeTests(frame, module: function.module),
          let enclosing = FrameNames.functionEnclosing(
            implicitClosure: names[frame.address]!.demangled),
          FrameNames.isFunction(String(enclosing), named: function.nameInModule)
        else { continue }
        return (frame, String(enclosing))
      }
      return nil
    }

    /// Whether `frame` has a symbol, may run code of `module` (if one is
    /// given), and is not a member of the test double.
    private func mayBeTests(_ frame: WalkedFrame, module: Substring?) -> Bool {
      guard let name = names[frame.address], !name.mangled.isEmpty else { return false }
      if let module, !FrameNames.mayRunCode(ofModule: module, mangledName: name.mangled) {
        return false
      }
      return !isPassedOver(name.demangled)
    }

    /// Whether a function named `name` is a member of the test double's classes.
    private func isPassedOver(_ name: String) -> Bool {
      request.passingOver.contains { className in
        FrameNames.isMember(name, of: className.prefix { $0 != "<" })
      }
    }

    private static func line(_ line: Symbolication.SourceLine) -> TestLineSearch.Line {
      TestLineSearch.Line(
        filePath: line.path, line: line.line, column: line.column, symbol: line.name)
    }
  }
#endif
