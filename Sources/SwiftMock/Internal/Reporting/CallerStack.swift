#if (os(Linux) && canImport(Glibc) && canImport(Runtime)) || (os(macOS) && canImport(Runtime))
  /// The stack of a thread that waits while another reads it: from a local
  /// variable of the waiting frame to the end of its stack. Nothing there
  /// changes while it waits, and all of it is mapped.
  ///
  /// ```swift
  /// let frames = StackWalk(memory: CallerStack(from: anchor, in: bounds, code: code))
  ///   .frames(from: anchor)
  /// ```
  struct CallerStack: StackMemory {
    let stack: Range<UInt>
    let code: CodeMap

    init(from anchor: UInt, in bounds: ThreadStack, code: CodeMap) {
      stack = anchor..<bounds.end
      self.code = code
    }

    func word(inStackAt address: UInt) -> UInt {
      UnsafePointer<UInt>(bitPattern: address)!.pointee
    }

    func word(anywhereAt address: UInt) -> UInt? {
      ProcessMemory.word(at: address)
    }

    func isReturnAddress(_ value: UInt) -> Bool {
      code.isReturnAddress(value)
    }
  }
#endif
