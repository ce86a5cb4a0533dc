#if os(Linux) && canImport(Runtime) && canImport(Glibc)
  import Foundation
  import Glibc
  import Runtime

  /// One frame of the current thread's call stack: the address the code
  /// runs on at, a return address or an `async` resume point.
  struct WalkedFrame {
    let address: UInt64
    let isAsyncResumePoint: Bool
    /// For a return address, the frame pointer of the function it returns
    /// into; for an `async` one, 0.
    let framePointer: UInt
  }

  /// Walks the current thread's stack by its frame pointers, reading no
  /// memory outside the thread's own stack, and stops where the chain stops
  /// making sense: at a frame of code built without frame pointers (the
  /// test frameworks are), whose saved frame pointer is whatever the
  /// register held. The runtime's own walk reads through such a value, and
  /// can fault.
  ///
  /// It starts from its caller's frame record, found on the stack next to
  /// a local variable by the caller's return address, which the runtime
  /// captures safely (only frames of this library are walked for it).
  ///
  /// - Parameters:
  ///   - images: The loaded images; a return address outside them ends the walk.
  ///   - limit: The most frames to walk.
  /// - Returns: The physical frames, innermost first, or `nil` when the
  ///   stack cannot be read.
  @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
  @inline(never)
  func walkPhysicalStack(images: ImageMap, limit: Int) -> [WalkedFrame]? {
    guard let bounds = currentThreadStack(),
      let captured = try? Backtrace.capture(limit: 3, top: 0, images: images)
    else {
      return nil
    }
    let known = Array(captured.frames)
    guard known.count >= 2, let callersReturn = UInt(known[1].originalProgramCounter) else {
      return nil
    }
    var anchor = 0
    return withUnsafeMutablePointer(to: &anchor) { pointer -> [WalkedFrame]? in
      let start = UInt(bitPattern: pointer)
      guard bounds.contains(start) else { return nil }
      // This function's frame record holds its caller's return address.
      var record: UInt?
      var slot = start
      while slot <= min(start &+ 4_096, bounds.upperBound &- 16) {
        if word(at: slot + 8) == callersReturn, word(at: slot) > slot { record = slot }
        if record != nil { break }
        slot += 8
      }
      guard var framePointer = record else { return nil }
      var frames: [WalkedFrame] = []
      while frames.count < limit {
        guard framePointer % 16 == 0, framePointer >= start,
          framePointer <= bounds.upperBound &- 16
        else {
          break
        }
        let returnAddress = word(at: framePointer + 8)
        let next = word(at: framePointer)
        guard returnAddress != 0,
          let address = Backtrace.Address(UInt64(returnAddress)),
          images.indexOfImage(at: address) != nil
        else {
          break
        }
        frames.append(
          WalkedFrame(
            address: UInt64(returnAddress), isAsyncResumePoint: false, framePointer: next))
        guard next > framePointer else { break }
        framePointer = next
      }
      return frames
    }
  }

  /// The `async` resume points of the task whose `async` frame has
  /// `framePointer`: its context sits just below the frame record, and each
  /// context names the one it returns to and where it resumes.
  @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
  func asyncResumePoints(fromFramePointer framePointer: UInt, limit: Int) -> [WalkedFrame] {
    guard framePointer >= 8, let bounds = currentThreadStack(),
      bounds.contains(framePointer - 8)
    else {
      return []
    }
    var context = word(at: framePointer - 8)
    var frames: [WalkedFrame] = []
    while context != 0, context % 8 == 0, frames.count < limit {
      let resumePoint = word(at: context &+ 8)
      guard resumePoint != 0 else { break }
      frames.append(
        WalkedFrame(address: UInt64(resumePoint), isAsyncResumePoint: true, framePointer: 0))
      context = word(at: context)
    }
    return frames
  }

  /// The word of memory at `address`.
  private func word(at address: UInt) -> UInt {
    UnsafePointer<UInt>(bitPattern: address)?.pointee ?? 0
  }

  /// The addresses of the current thread's stack: the mapping that holds a
  /// local variable, as the kernel lists the process's mappings, read once
  /// a thread and kept in two slots of the thread's own (a thread's stack
  /// does not move while it lives, and a new thread starts with empty
  /// slots).
  private func currentThreadStack() -> Range<UInt>? {
    if let low = stackStart.value, let high = stackEnd.value { return low..<high }
    var local = 0
    let address = withUnsafeMutablePointer(to: &local) { UInt(bitPattern: $0) }
    guard let maps = FileHandle(forReadingAtPath: "/proc/self/maps") else { return nil }
    defer { try? maps.close() }
    guard let data = try? maps.readToEnd() else { return nil }
    for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
      let range = line.prefix { $0 != " " }.split(separator: "-")
      guard range.count == 2, let low = UInt(range[0], radix: 16),
        let high = UInt(range[1], radix: 16)
      else {
        continue
      }
      if low <= address && address < high {
        stackStart.value = low
        stackEnd.value = high
        return low..<high
      }
    }
    return nil
  }

  /// Where the current thread's stack starts and ends, once found.
  private let stackStart = ThreadWord()
  private let stackEnd = ThreadWord()

  /// A word of each thread's own, zero until set.
  ///
  /// `@unchecked Sendable` is safe here: the key never changes after `init`,
  /// and each thread reads and writes only its own slot.
  private final class ThreadWord: @unchecked Sendable {
    private let key: pthread_key_t

    init() {
      var key = pthread_key_t()
      pthread_key_create(&key, nil)
      self.key = key
    }

    var value: UInt? {
      get {
        let word = UInt(bitPattern: pthread_getspecific(key))
        return word == 0 ? nil : word
      }
      set {
        pthread_setspecific(key, UnsafeRawPointer(bitPattern: newValue ?? 0))
      }
    }
  }

  /// A backtrace of `frames`, to symbolicate: the runtime symbolicates only
  /// backtraces, and takes one in its compact format (a byte for the format,
  /// then an instruction and eight address bytes a frame).
  @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
  func backtrace(of frames: some Sequence<WalkedFrame>, template: [String: Any]) -> Backtrace? {
    var bytes: [UInt8] = [0x02]
    for frame in frames {
      bytes.append(frame.isAsyncResumePoint ? 0x3F : 0x2F)
      for shift in stride(from: 56, through: 0, by: -8) {
        bytes.append(UInt8(truncatingIfNeeded: frame.address >> UInt64(shift)))
      }
    }
    bytes.append(0x00)
    var object = template
    object["backtrace"] = Data(bytes).base64EncodedString()
    guard let data = try? JSONSerialization.data(withJSONObject: object) else { return nil }
    return try? JSONDecoder().decode(Backtrace.self, from: data)
  }

  /// The encoded form of a backtrace carrying `images`, whose frames
  /// ``backtrace(of:template:)`` replaces.
  @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
  func backtraceTemplate(images: ImageMap) -> [String: Any]? {
    guard let sample = try? Backtrace.capture(limit: 2, top: 0, images: images),
      let data = try? JSONEncoder().encode(sample),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else {
      return nil
    }
    return object
  }
#endif
