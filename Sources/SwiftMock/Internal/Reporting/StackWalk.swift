/// One frame of a call stack: the address its function returns to, or
/// where an `async` function resumes.
package struct WalkedFrame: Equatable, Sendable {
  /// A return address, or an `async` resume point.
  package let address: UInt
  /// For a return address, the frame pointer of the function it returns
  /// into, which an `async` function's context sits below; for an `async`
  /// resume point, 0.
  package let framePointer: UInt
  /// Whether ``address`` is an `async` resume point, read from a task's
  /// chain of contexts.
  package let isAsyncResumePoint: Bool
  /// Whether the function ``address`` is in marked itself as `async`: on
  /// Apple platforms, an `async` function sets a bit of the frame pointer it
  /// saves; on Linux, its symbol tells instead.
  package let isMarkedAsync: Bool
  /// The word of the stack ``address`` was read from: the second word of a
  /// frame record, or a word a scan found; 0 for an `async` resume point,
  /// which is read from a task's context.
  package let stackAddress: UInt

  package init(
    address: UInt, framePointer: UInt, isAsyncResumePoint: Bool = false,
    isMarkedAsync: Bool = false, stackAddress: UInt = 0
  ) {
    self.address = address
    self.framePointer = framePointer
    self.isAsyncResumePoint = isAsyncResumePoint
    self.isMarkedAsync = isMarkedAsync
    self.stackAddress = stackAddress
  }
}

/// The memory a walk of a thread's stack reads: the stack, between the
/// walk's start and the stack's end, and what tells return addresses from
/// other words.
///
/// ```swift
/// let frames = StackWalk(memory: stack).frames(from: anchor)
/// ```
package protocol StackMemory {
  /// The addresses of the stack the walk may read, from the walk's start
  /// to the end of the thread's stack.
  var stack: Range<UInt> { get }
  /// The word at `address`, which is in ``stack`` with all its 8 bytes.
  func word(inStackAt address: UInt) -> UInt
  /// The word at `address` anywhere in the process, or `nil` where it
  /// cannot be read: for the contexts of `async` functions.
  func word(anywhereAt address: UInt) -> UInt?
  /// Whether `value` is a return address: in code, right after a call.
  func isReturnAddress(_ value: UInt) -> Bool
}

/// A walk of a thread's stack by the records each function's frame pointer
/// points to, the caller's frame pointer and the return address into it.
///
/// It never reads outside ``StackMemory/stack``. Each record it goes to
/// must be further out, aligned, in the stack, and hold a return address.
/// Where the chain breaks (code built without frame pointers, such as the C
/// library's `qsort` or `libxml2`, keeps the frame pointer register for
/// other values), it resynchronizes: it reads on up the stack for the next
/// word pair that is a plausible record, whose chain holds for two more
/// records, and goes on from there. A stale record, left in the frame of C
/// code by an earlier call, can pass for a live one; the frames it adds are
/// ones that ran on this thread before.
///
/// ```swift
/// let frames = StackWalk(memory: stack, linkLimit: 1_000_000, addressLimit: 10_000)
///   .frames(from: anchor)
/// ```
package struct StackWalk<Memory: StackMemory> {
  let memory: Memory
  /// The most records to follow: the recursion of the code under test can
  /// put a great many on the stack.
  let linkLimit: Int
  /// The most distinct return addresses to keep.
  let addressLimit: Int

  package init(memory: Memory, linkLimit: Int = 4_000_000, addressLimit: Int = 10_000) {
    self.memory = memory
    self.linkLimit = linkLimit
    self.addressLimit = addressLimit
  }

  /// The frames from the first record at or above `start` outwards, each
  /// return address once, at its innermost place: a recursion of any depth
  /// costs its few addresses.
  package func frames(from start: UInt) -> [WalkedFrame] {
    var frames: [WalkedFrame] = []
    var seen: Set<UInt> = []
    // The first record is this library's own, in a chain of its own.
    var record = resynchronizedRecord(atOrAbove: start, holdingFor: 1)
    var links = 0
    while let current = record, links < linkLimit, frames.count < addressLimit {
      links += 1
      let saved = memory.word(inStackAt: current)
      let next = FrameRecordLayout.strip(saved)
      // A mark on the frame pointer a function saved says that function,
      // the one the last frame returns into, is `async`.
      if FrameRecordLayout.isMarkedAsync(saved), let last = frames.last,
        last.framePointer == current
      {
        frames[frames.count - 1] = WalkedFrame(
          address: last.address, framePointer: current, isMarkedAsync: true,
          stackAddress: last.stackAddress)
      }
      let returnAddress = FrameRecordLayout.strip(memory.word(inStackAt: current + 8))
      if seen.insert(returnAddress).inserted {
        frames.append(
          WalkedFrame(address: returnAddress, framePointer: next, stackAddress: current + 8))
      }
      record =
        isLink(from: current, to: next, depth: 0)
        ? next : resynchronizedRecord(atOrAbove: current + 16, holdingFor: 2)
    }
    return frames
  }

  /// The words of the stack from `address` outwards that are return
  /// addresses, innermost first, at most `limit` of them, each with the
  /// word it was read from: where to look for a caller the chain of records
  /// passes over. A function that keeps no frame record (code optimized
  /// without frame pointers, such as XCTest's `XCTAssertEqual`) leaves its
  /// callee's record pointing to its own caller's, so the return address
  /// into its caller lies between two records, read by no link. A word may
  /// also be left over from a call that has returned.
  ///
  /// ```swift
  /// let words = walk.returnAddresses(from: frame.stackAddress + 8, limit: 256)
  /// ```
  package func returnAddresses(from address: UInt, limit: Int) -> [WalkedFrame] {
    var frames: [WalkedFrame] = []
    var candidate = (address &+ 7) / 8 * 8
    while candidate >= address, isInStack(candidate, bytes: 8), frames.count < limit {
      let value = FrameRecordLayout.strip(memory.word(inStackAt: candidate))
      if memory.isReturnAddress(value) {
        frames.append(WalkedFrame(address: value, framePointer: 0, stackAddress: candidate))
      }
      candidate += 8
    }
    return frames
  }

  /// Whether `next` is a plausible record for the one at `current` to
  /// point to: further out on the stack, aligned, in it, holding a return
  /// address, and, for `depth` more records, pointing to one that is too
  /// (or to 0, the end of the chain).
  private func isLink(from current: UInt, to next: UInt, depth: Int) -> Bool {
    guard next > current, next % FrameRecordLayout.alignment == 0, isInStack(next, bytes: 16),
      memory.isReturnAddress(FrameRecordLayout.strip(memory.word(inStackAt: next + 8)))
    else {
      return false
    }
    guard depth > 0 else { return true }
    let saved = FrameRecordLayout.strip(memory.word(inStackAt: next))
    return saved == 0 || isLink(from: next, to: saved, depth: depth - 1)
  }

  /// The first address at or above `address` that holds a record whose
  /// chain holds for `depth` more records; `nil` if none is left.
  private func resynchronizedRecord(atOrAbove address: UInt, holdingFor depth: Int) -> UInt? {
    let alignment = FrameRecordLayout.alignment
    var candidate = (address &+ alignment &- 1) / alignment * alignment
    while candidate >= address, isInStack(candidate, bytes: 16) {
      // Most words are no frame pointer: rejected before their neighbour
      // is looked at as a return address.
      let saved = FrameRecordLayout.strip(memory.word(inStackAt: candidate))
      if saved > candidate, saved % alignment == 0, isInStack(saved, bytes: 16),
        isLink(from: candidate &- 1, to: candidate, depth: depth)
      {
        return candidate
      }
      candidate += alignment
    }
    return nil
  }

  /// Whether the `bytes` from `address` are all in the stack.
  private func isInStack(_ address: UInt, bytes: UInt) -> Bool {
    address >= memory.stack.lowerBound && address <= memory.stack.upperBound
      && memory.stack.upperBound - address >= bytes
  }

  /// The `async` resume points of the task whose `async` function has the
  /// frame pointer `framePointer`: its context sits just below its frame
  /// record, on the stack, and each context names the one it returns to and
  /// where that resumes.
  package func asyncResumePoints(fromFramePointer framePointer: UInt, limit: Int)
    -> [WalkedFrame]
  {
    guard framePointer >= 8, isInStack(framePointer - 8, bytes: 8) else { return [] }
    var context = FrameRecordLayout.strip(memory.word(inStackAt: framePointer - 8))
    var frames: [WalkedFrame] = []
    var seen: Set<UInt> = []
    while context != 0, context % 8 == 0, frames.count < limit, seen.insert(context).inserted,
      let parent = memory.word(anywhereAt: context),
      let resumePoint = memory.word(anywhereAt: context &+ 8).map(FrameRecordLayout.strip),
      resumePoint != 0
    {
      frames.append(
        WalkedFrame(address: resumePoint, framePointer: 0, isAsyncResumePoint: true))
      context = FrameRecordLayout.strip(parent)
    }
    return frames
  }
}

/// How this platform lays out a frame record: two words, the caller's
/// frame pointer and the return address, at the address the frame pointer
/// holds.
package enum FrameRecordLayout {
  /// What every frame pointer is a multiple of: 16 on x86-64, whose calls
  /// keep the stack 16-aligned, and 8 on arm64.
  package static var alignment: UInt {
    #if arch(arm64)
      8
    #else
      16
    #endif
  }

  /// `value` without what is not address: on Apple's arm64, the pointer
  /// authentication code of a signed return address or context, and the
  /// bit that marks an `async` function's frame pointer.
  package static func strip(_ value: UInt) -> UInt {
    #if canImport(Darwin) && arch(arm64)
      value & 0x0000_7FFF_FFFF_FFFF
    #elseif canImport(Darwin)
      value & ~(1 << 60)
    #else
      value
    #endif
  }

  /// Whether a saved frame pointer is marked as an `async` function's: bit
  /// 60, on Apple platforms only.
  package static func isMarkedAsync(_ savedFramePointer: UInt) -> Bool {
    #if canImport(Darwin)
      savedFramePointer & (1 << 60) != 0
    #else
      false
    #endif
  }
}
