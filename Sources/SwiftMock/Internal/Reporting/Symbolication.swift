#if (os(Linux) && canImport(Glibc) && canImport(Runtime)) || (os(macOS) && canImport(Runtime))
  import Foundation

  #if os(macOS)
    // Weakly: a test bundle built for an older macOS still loads there, where
    // the module's library is missing and the search does not run.
    @_weakLinked import Runtime
  #else
    import Runtime
  #endif

  /// The names and source locations of code addresses, through the
  /// toolchain's `Runtime` module, kept by address: a test that fails the
  /// same way many times (a loop, many threads) pays once.
  ///
  /// ```swift
  /// let names = symbolication.names(of: frames)
  /// let lines = symbolication.sourceLines(of: frame)
  /// ```
  ///
  /// Names come cheaply from the symbol table. A source location reads the
  /// image's line table, about 12 ms a frame for a test executable with a
  /// 1 MB table, so only the frames that may be the test's get one.
  ///
  /// The images are listed once: on Linux, listing them reads every mapped
  /// file. Images loaded later are not in the list; their frames have no
  /// name, and a test's file is never among them.
  ///
  /// `@unchecked Sendable` is safe here: it is only used on the search
  /// thread (``SearchThread``), one job at a time.
  @available(macOS 26, *)
  final class Symbolication: @unchecked Sendable {
    /// A frame's function, by its mangled symbol and its demangled name.
    struct Name {
      let mangled: String
      let demangled: String
    }

    /// A function a frame's address is in, innermost (inlined) first, and
    /// where in the source.
    struct SourceLine {
      let name: String
      let path: String
      let line: Int
      let column: Int
    }

    let images: ImageMap
    let code: CodeMap
    /// A backtrace in its encoded form, whose frames ``backtrace(of:)`` replaces.
    private let template: [String: Any]
    private var names: [UInt: Name] = [:]
    private var sourceLines: [UInt: [SourceLine]] = [:]
    /// The outcomes of searches, by what was looked for and the frames.
    private var outcomes: [OutcomeKey: TestLineSearch.Outcome] = [:]

    /// What a search's outcome depends on: what it looked for, and the
    /// frames' addresses (an `async` resume point's complemented).
    private struct OutcomeKey: Hashable {
      let request: TestLineSearch.Request
      let addresses: [UInt]
    }

    /// The symbolication of this process's images; `nil` where the
    /// `Runtime` module cannot capture a backtrace to start from.
    init?() {
      let images = ImageMap.capture()
      guard let sample = try? Backtrace.capture(limit: 2, top: 0, images: images),
        let data = try? JSONEncoder().encode(sample),
        let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
      else {
        return nil
      }
      self.images = images
      self.code = CodeMap(images: images)
      self.template = object
    }

    /// The names of `frames`' functions, by address; empty names where
    /// there is no symbol.
    func names(of frames: [WalkedFrame]) -> [UInt: Name] {
      forgetIfTooMany()
      var found: [UInt: Name] = [:]
      var unknown: [WalkedFrame] = []
      for frame in frames {
        if let name = names[frame.address] {
          found[frame.address] = name
        } else {
          unknown.append(frame)
        }
      }
      guard !unknown.isEmpty else { return found }
      let named = backtrace(of: unknown)?.symbolicated(with: images, options: [])
      let symbols = named.map { $0.frames.map(\.symbol) } ?? []
      for (index, frame) in unknown.enumerated() {
        let symbol = symbols.count == unknown.count ? symbols[index] : nil
        let name = Name(mangled: symbol?.rawName ?? "", demangled: symbol?.name ?? "")
        names[frame.address] = name
        found[frame.address] = name
      }
      return found
    }

    /// The functions `frame`'s address is in, inlined ones first, with
    /// their source lines; line 0, code the compiler generated and put at
    /// no line, is left out.
    func sourceLines(of frame: WalkedFrame) -> [SourceLine] {
      if let known = sourceLines[frame.address] { return known }
      let symbolicated = backtrace(of: [frame])?.symbolicated(
        with: images, options: [.showSourceLocations, .showInlineFrames])
      let lines = (symbolicated?.frames ?? []).compactMap { frame -> SourceLine? in
        guard let symbol = frame.symbol, let location = symbol.sourceLocation, location.line > 0
        else { return nil }
        return SourceLine(
          name: symbol.name, path: location.path, line: location.line, column: location.column)
      }
      sourceLines[frame.address] = lines
      return lines
    }

    /// The outcome of a search for `request` among `frames`: the one kept
    /// from a search among the same frames, else what `search` finds.
    func outcome(
      of request: TestLineSearch.Request, frames: [WalkedFrame],
      search: () -> TestLineSearch.Outcome
    ) -> TestLineSearch.Outcome {
      let key = OutcomeKey(
        request: request,
        addresses: frames.map { $0.isAsyncResumePoint ? ~$0.address : $0.address })
      if let known = outcomes[key] { return known }
      let outcome = search()
      outcomes[key] = outcome
      return outcome
    }

    /// Forgets the addresses and outcomes met once there are too many to keep.
    private func forgetIfTooMany() {
      if names.count + sourceLines.count + outcomes.count > 20_000 {
        names = [:]
        sourceLines = [:]
        outcomes = [:]
      }
    }

    /// A backtrace of `frames`, to symbolicate: the runtime symbolicates only
    /// backtraces, and takes one in its compact format (a byte for the
    /// format, then an instruction and eight address bytes a frame).
    private func backtrace(of frames: [WalkedFrame]) -> Backtrace? {
      var bytes: [UInt8] = [0x02]
      for frame in frames {
        bytes.append(frame.isAsyncResumePoint ? 0x3F : 0x2F)
        for shift in stride(from: 56, through: 0, by: -8) {
          bytes.append(UInt8(truncatingIfNeeded: UInt64(frame.address) >> UInt64(shift)))
        }
      }
      bytes.append(0x00)
      var object = template
      object["backtrace"] = Data(bytes).base64EncodedString()
      guard let data = try? JSONSerialization.data(withJSONObject: object) else { return nil }
      return try? JSONDecoder().decode(Backtrace.self, from: data)
    }
  }
#endif
