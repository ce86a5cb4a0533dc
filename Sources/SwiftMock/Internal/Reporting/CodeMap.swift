#if (os(Linux) && canImport(Glibc) && canImport(Runtime)) || (os(macOS) && canImport(Runtime))
  import Foundation

  #if os(macOS)
    // Weakly: a test bundle built for an older macOS still loads there, where
    // the module's library is missing and the search does not run.
    @_weakLinked import Runtime
  #else
    import Runtime
  #endif

  /// The process's code, as address ranges that can be read, and what
  /// tells a return address from any other word: it is in code, right after
  /// a call instruction.
  ///
  /// ```swift
  /// let code = CodeMap(images: images)
  /// code.isReturnAddress(word)
  /// ```
  ///
  /// On Linux, the ranges are the process's readable, executable mappings;
  /// on Apple platforms, the text of each loaded image. Both are taken once,
  /// with the images the search symbolicates with: code loaded later has no
  /// symbols for it either.
  struct CodeMap: Sendable {
    /// Sorted, and not overlapping.
    private let ranges: [Range<UInt>]

    @available(macOS 26, *)
    init(images: ImageMap) {
      #if os(Linux)
        _ = images
        ranges = Self.executableMappings()
      #else
        ranges = images.compactMap { image -> Range<UInt>? in
          guard let base = UInt(image.baseAddress), let end = UInt(image.endOfText), base < end
          else { return nil }
          return base..<end
        }.sorted { $0.lowerBound < $1.lowerBound }
      #endif
    }

    /// Whether `value` is in code and follows a call instruction.
    func isReturnAddress(_ value: UInt) -> Bool {
      guard let range = range(containing: value), value - range.lowerBound >= 8 else {
        return false
      }
      return Self.followsCall(value)
    }

    /// The range that holds `address`, by binary search.
    private func range(containing address: UInt) -> Range<UInt>? {
      var low = 0
      var high = ranges.count
      while low < high {
        let middle = (low + high) / 2
        if ranges[middle].upperBound <= address {
          low = middle + 1
        } else {
          high = middle
        }
      }
      return low < ranges.count && ranges[low].contains(address) ? ranges[low] : nil
    }

    /// Whether the instruction before `address`, in code, is a call. The
    /// code is read through the kernel, as a library unloaded since the
    /// mappings were read is no longer there; where a sandbox forbids that,
    /// directly.
    private static func followsCall(_ address: UInt) -> Bool {
      let word =
        ProcessMemory.isAvailable
        ? ProcessMemory.word(at: address - 8)
        : UnsafeRawPointer(bitPattern: address - 8)?.loadUnaligned(as: UInt.self)
      guard let word else { return false }
      #if arch(x86_64)
        // A direct call is E8 and four bytes; an indirect one is FF with
        // /2 in the register field of its ModRM byte, two to seven bytes
        // before the return address (prefixes, SIB and displacement vary).
        func byte(_ back: UInt) -> UInt8 {
          UInt8(truncatingIfNeeded: word >> ((8 - back) * 8))
        }
        if byte(5) == 0xE8 { return true }
        for back in UInt(2)...7 where byte(back) == 0xFF && (byte(back - 1) >> 3) & 7 == 2 {
          return true
        }
        return false
      #elseif arch(arm64)
        let instruction = UInt32(truncatingIfNeeded: word >> 32)
        // BL; BLR; BLRAA, BLRAAZ, BLRAB, BLRABZ.
        return instruction & 0xFC00_0000 == 0x9400_0000
          || instruction & 0xFFFF_FC1F == 0xD63F_0000
          || instruction & 0xFEFF_F800 == 0xD63F_0800
      #else
        return true
      #endif
    }

    #if os(Linux)
      /// The readable, executable mappings that `/proc/self/maps` lists.
      private static func executableMappings() -> [Range<UInt>] {
        guard let maps = FileHandle(forReadingAtPath: "/proc/self/maps") else { return [] }
        defer { try? maps.close() }
        guard let data = try? maps.readToEnd() else { return [] }
        var ranges: [Range<UInt>] = []
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
          let fields = line.split(separator: " ", maxSplits: 2)
          guard fields.count >= 2, fields[1].hasPrefix("r"), fields[1].dropFirst(2).first == "x"
          else { continue }
          let bounds = fields[0].split(separator: "-")
          guard bounds.count == 2, let low = UInt(bounds[0], radix: 16),
            let high = UInt(bounds[1], radix: 16), low < high
          else { continue }
          ranges.append(low..<high)
        }
        return ranges.sorted { $0.lowerBound < $1.lowerBound }
      }
    #endif
  }
#endif
