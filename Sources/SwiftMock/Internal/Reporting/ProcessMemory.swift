#if (os(Linux) && canImport(Glibc) && canImport(Runtime)) || (os(macOS) && canImport(Runtime))
  #if canImport(Glibc)
    import Glibc
  #else
    // `mach_task_self_` is a C global; it is set once, before `main`.
    @preconcurrency import Darwin
  #endif

  /// Reads memory anywhere in the process through the kernel, which
  /// reports an address it cannot read instead of faulting: the contexts of
  /// `async` functions, and code that may have been unloaded since the
  /// process's mappings were read.
  ///
  /// ```swift
  /// let parent = ProcessMemory.word(at: context)
  /// ```
  enum ProcessMemory {
    /// Whether the system allows reading this way: a sandbox may forbid the
    /// call (`process_vm_readv` on Linux).
    static let isAvailable: Bool = {
      let probe = UnsafeMutablePointer<UInt>.allocate(capacity: 1)
      defer { probe.deallocate() }
      probe.initialize(to: 0x5EA5C4)
      return word(at: UInt(bitPattern: probe)) == 0x5EA5C4
    }()

    /// The word at `address`; `nil` where it cannot be read, or where the
    /// system does not allow reading this way.
    static func word(at address: UInt) -> UInt? {
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
