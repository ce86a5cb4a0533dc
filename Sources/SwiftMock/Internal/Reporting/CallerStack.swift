#if (os(Linux) && canImport(Glibc) && canImport(Runtime)) || (os(macOS) && canImport(Runtime))
  #if canImport(Glibc)
    import Glibc
  #else
    // `mach_task_self_` is a C global; it is set once, before `main`.
    @preconcurrency import Darwin
  #endif

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
      readWordSafely(at: address)
    }

    func isReturnAddress(_ value: UInt) -> Bool {
      code.isReturnAddress(value)
    }
  }

  /// The word at `address`, read through the kernel, which reports an
  /// address it cannot read instead of faulting; `nil` then, or where the
  /// system does not allow it.
  private func readWordSafely(at address: UInt) -> UInt? {
    var word: UInt = 0
    #if canImport(Glibc)
      guard let readMemory = processMemoryReader else { return nil }
      let count = withUnsafeMutablePointer(to: &word) { pointer in
        var local = iovec(iov_base: UnsafeMutableRawPointer(pointer), iov_len: 8)
        var remote = iovec(iov_base: UnsafeMutableRawPointer(bitPattern: address), iov_len: 8)
        return readMemory(getpid(), &local, 1, &remote, 1, 0)
      }
      return count == 8 ? word : nil
    #else
      var count: vm_size_t = 0
      let result = withUnsafeMutablePointer(to: &word) { pointer in
        vm_read_overwrite(
          mach_task_self_, vm_address_t(address), 8, vm_address_t(UInt(bitPattern: pointer)),
          &count)
      }
      return result == KERN_SUCCESS && count == 8 ? word : nil
    #endif
  }

  #if canImport(Glibc)
    /// `process_vm_readv`, which the `Glibc` module leaves out, looked up by
    /// name once.
    private let processMemoryReader: ProcessMemoryReader? = {
      guard let symbol = dlsym(nil, "process_vm_readv") else { return nil }
      return unsafeBitCast(symbol, to: ProcessMemoryReader.self)
    }()

    /// The type of `process_vm_readv`.
    private typealias ProcessMemoryReader =
      @convention(c) (
        pid_t, UnsafePointer<iovec>, UInt, UnsafePointer<iovec>, UInt, UInt
      ) -> Int
  #endif
#endif
