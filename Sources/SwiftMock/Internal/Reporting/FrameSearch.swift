#if (os(Linux) && canImport(Glibc) && canImport(Runtime)) || (os(macOS) && canImport(Runtime))
  /// The choice, among a stack's frames, of the test function's and of the
  /// innermost of the test's file, looking up source locations only where
  /// they may be wanted.
  ///
  /// ```swift
  /// let outcome = FrameSearch(
  ///   request: request, frames: frames, names: names, symbolication: symbolication
  /// ).outcome
  /// ```
  @available(macOS 26, *)
  struct FrameSearch {
    let request: TestLineSearch.Request
    /// Innermost first.
    let frames: [WalkedFrame]
    let names: [UInt: Symbolication.Name]
    let symbolication: Symbolication

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
      let end = testFunction.map { $0.index + 1 } ?? frames.count
      for frame in frames[..<end] where mayBeTests(frame, module: module) {
        for line in symbolication.sourceLines(of: frame)
        where file.isSameFile(as: line.path) && !isPassedOver(line.name) {
          return .found(testFunction: testFunction?.line, innermost: Self.line(line))
        }
      }
      return .notFound(.noFrameOfTheTestsFile)
    }

    /// The innermost frame of the test function, or of a closure or part of
    /// it, and its index: looked for first among the frames named so, then,
    /// for a test function inlined into another (an optimized build), among
    /// all the frames of its module. A line of a macro's expansion (the
    /// closure `#expect` makes of its expression) is passed over for the
    /// line of the test the macro is used at, which follows it as the line
    /// that inlined it.
    private func testFunctionFrame() -> (line: TestLineSearch.Line, index: Int)? {
      guard let function = request.testFunction else { return nil }
      let name = function.nameInModule
      for isNamedSo in [true, false] {
        for (index, frame) in frames.enumerated() where mayBeTests(frame, module: function.module) {
          if isNamedSo != FrameNames.isFunction(names[frame.address]!.demangled, named: name) {
            continue
          }
          for line in symbolication.sourceLines(of: frame)
          where !isPassedOver(line.name) && FrameNames.isFunction(line.name, named: name)
            && !FrameNames.isMacroExpansion(line.path)
          {
            return (Self.line(line), index)
          }
        }
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
