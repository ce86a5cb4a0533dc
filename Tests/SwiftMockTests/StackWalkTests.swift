import SwiftMock
import Testing

/// The walk of a stack by its frame records, on stacks made up here: it
/// follows the chain, resynchronizes past code without frame pointers, and
/// never reads outside the stack.
struct StackWalkTests {
  @Test func itFollowsTheChainOfRecords() {
    var stack = MadeUpStack()
    stack.record(at: 0x100, next: 0x200, returningTo: 0xA1)
    stack.record(at: 0x200, next: 0x300, returningTo: 0xA2)
    stack.record(at: 0x300, next: 0, returningTo: 0xA3)
    let frames = StackWalk(memory: stack).frames(from: stack.start)
    #expect(frames.map(\.address) == [0xA1, 0xA2, 0xA3])
    #expect(frames.map(\.framePointer) == [stack.base + 0x200, stack.base + 0x300, 0])
    #expect(stack.wordsReadOutside.isEmpty)
  }

  @Test func itResynchronizesPastAFunctionWithoutFramePointers() {
    var stack = MadeUpStack()
    stack.record(at: 0x100, next: 0x180, returningTo: 0xA0)
    // A callback called from C: its record holds what the register held.
    stack.record(at: 0x180, next: 0x7, returningTo: 0xC0)
    stack.words[0x1C0] = 0x41  // the C function's own words
    stack.words[0x1D0] = stack.base + 0x200
    stack.record(at: 0x400, next: 0x500, returningTo: 0xA2)
    stack.record(at: 0x500, next: 0, returningTo: 0xA3)
    let frames = StackWalk(memory: stack).frames(from: stack.start)
    #expect(frames.map(\.address) == [0xA0, 0xC0, 0xA2, 0xA3])
    #expect(stack.wordsReadOutside.isEmpty)
  }

  @Test func aRecordWhoseChainDoesNotHoldIsPassedOver() {
    var stack = MadeUpStack()
    stack.record(at: 0x100, next: 0x180, returningTo: 0xA0)
    stack.record(at: 0x180, next: 0x7, returningTo: 0xC0)
    // Looks like a record, but what it points to holds no return address.
    stack.record(at: 0x200, next: 0x280, returningTo: 0xB1, isInCode: false)
    stack.words[0x280] = stack.base + 0x300
    stack.words[0x288] = 0x12
    // Holds a return address, but points to no record.
    stack.record(at: 0x300, next: 0x9, returningTo: 0xB2)
    stack.record(at: 0x400, next: 0x500, returningTo: 0xA2)
    stack.record(at: 0x500, next: 0, returningTo: 0xA3)
    let frames = StackWalk(memory: stack).frames(from: stack.start)
    #expect(frames.map(\.address) == [0xA0, 0xC0, 0xA2, 0xA3])
  }

  @Test func itNeverReadsOutsideTheStack() {
    var stack = MadeUpStack(size: 0x400)
    stack.record(at: 0x100, next: 0x200, returningTo: 0xA1)
    // Points past the end of the stack, and to its very last word.
    stack.record(at: 0x200, next: 0x400, returningTo: 0xA2)
    stack.words[0x3F0] = stack.base + 0x3F8
    stack.words[0x3F8] = 0xA4
    let frames = StackWalk(memory: stack).frames(from: stack.start)
    #expect(frames.map(\.address) == [0xA1, 0xA2])
    #expect(stack.wordsReadOutside.isEmpty)
  }

  @Test func eachFrameSaysWhichWordOfTheStackItWasReadFrom() {
    var stack = MadeUpStack()
    stack.record(at: 0x100, next: 0x200, returningTo: 0xA1)
    stack.record(at: 0x200, next: 0, returningTo: 0xA2)
    let frames = StackWalk(memory: stack).frames(from: stack.start)
    #expect(frames.map(\.stackAddress) == [stack.base + 0x108, stack.base + 0x208])
  }

  @Test func aScanFindsTheReturnAddressesBetweenRecordsInnermostFirst() {
    var stack = MadeUpStack(size: 0x400)
    // A function without a frame record between two that have one: its
    // caller's return address lies between them, read by no link.
    stack.record(at: 0x100, next: 0x200, returningTo: 0xA1)
    stack.words[0x150] = 0xB1
    stack.returnAddresses.insert(0xB1)
    stack.words[0x160] = 0x1234  // a word that is no return address
    stack.record(at: 0x200, next: 0, returningTo: 0xA2)
    stack.words[0x3F8] = 0xB2  // the stack's very last word
    stack.returnAddresses.insert(0xB2)
    let walk = StackWalk(memory: stack)
    let found = walk.returnAddresses(from: stack.base + 0x110, limit: 10)
    #expect(found.map(\.address) == [0xB1, 0xA2, 0xB2])
    #expect(found.map(\.stackAddress) == [0x150, 0x208, 0x3F8].map { stack.base + $0 })
    #expect(
      walk.returnAddresses(from: stack.base + 0x110, limit: 2).map(\.address) == [0xB1, 0xA2])
    // From a word that is not aligned, the next one that is.
    #expect(walk.returnAddresses(from: stack.base + 0x14C, limit: 1).map(\.address) == [0xB1])
    #expect(stack.wordsReadOutside.isEmpty)
  }

  @Test func aRecordThatPointsBackOrToItselfEndsTheChainThere() {
    var stack = MadeUpStack()
    stack.record(at: 0x100, next: 0x200, returningTo: 0xA1)
    stack.record(at: 0x200, next: 0x200, returningTo: 0xA2)
    stack.record(at: 0x300, next: 0x100, returningTo: 0xA3)
    let frames = StackWalk(memory: stack).frames(from: stack.start)
    #expect(frames.map(\.address) == [0xA1, 0xA2])
    #expect(stack.wordsReadOutside.isEmpty)
  }

  @Test func aDeepRecursionIsWalkedWholeAndKeepsEachAddressOnce() {
    let depth = 300_000
    var stack = MadeUpStack(size: UInt(depth + 4) * 16)
    for level in 0..<depth {
      let record = UInt(level) * 16
      stack.record(at: record, next: record + 16, returningTo: level == 0 ? 0xA0 : 0xA1)
    }
    stack.record(at: UInt(depth) * 16, next: 0, returningTo: 0xA2)
    let frames = StackWalk(memory: stack).frames(from: stack.base)
    #expect(frames.map(\.address) == [0xA0, 0xA1, 0xA2])
    let limited = StackWalk(memory: stack, linkLimit: 1_000).frames(from: stack.base)
    #expect(limited.map(\.address) == [0xA0, 0xA1])
  }

  #if canImport(Darwin)
    @Test func aFramePointerMarkedAsyncMarksTheFrameOfTheFunctionThatSavedIt() {
      var stack = MadeUpStack()
      stack.record(at: 0x100, next: 0x200, returningTo: 0xA1)
      stack.record(at: 0x200, next: 0x300, returningTo: 0xA2)
      stack.words[0x200]! |= 1 << 60
      stack.record(at: 0x300, next: 0, returningTo: 0xA3)
      let frames = StackWalk(memory: stack).frames(from: stack.start)
      #expect(frames.map(\.address) == [0xA1, 0xA2, 0xA3])
      #expect(frames.map(\.isMarkedAsync) == [true, false, false])
      #expect(frames.map(\.framePointer) == [stack.base + 0x200, stack.base + 0x300, 0])
    }
  #endif

  @Test func itFollowsATasksChainOfContexts() {
    var stack = MadeUpStack()
    stack.words[0x1F8] = 0x9000
    stack.heap = [0x9000: 0x9100, 0x9008: 0xB1, 0x9100: 0, 0x9108: 0xB2]
    let walk = StackWalk(memory: stack)
    let frames = walk.asyncResumePoints(fromFramePointer: stack.base + 0x200, limit: 10)
    #expect(frames.map(\.address) == [0xB1, 0xB2])
    #expect(frames.allSatisfy { $0.isAsyncResumePoint })
    // A context that cannot be read, or that leads back to itself, ends it.
    stack.heap = [0x9000: 0x9100, 0x9008: 0xB1]
    #expect(
      StackWalk(memory: stack).asyncResumePoints(fromFramePointer: stack.base + 0x200, limit: 10)
        .map(\.address) == [0xB1])
    stack.heap = [0x9000: 0x9000, 0x9008: 0xB1]
    #expect(
      StackWalk(memory: stack).asyncResumePoints(fromFramePointer: stack.base + 0x200, limit: 10)
        .map(\.address) == [0xB1])
    // A frame pointer at the stack's very start has no context in it.
    #expect(walk.asyncResumePoints(fromFramePointer: stack.base, limit: 10).isEmpty)
    #expect(stack.wordsReadOutside.isEmpty)
  }
}

/// A stack made up of words, and the return addresses its code has: those
/// its records hold, unless said otherwise.
struct MadeUpStack: StackMemory {
  let base: UInt = 0x7F00_0000_0000
  let stack: Range<UInt>
  var words: [UInt: UInt] = [:]
  var heap: [UInt: UInt] = [:]
  var returnAddresses: Set<UInt> = []
  /// The words read outside ``stack``, which should be none.
  let outside = LockedValue<[UInt]>([])

  init(size: UInt = 0x1000) {
    stack = base..<base + size
  }

  /// Where walks start: the stack's lowest address.
  var start: UInt { base }

  var wordsReadOutside: [UInt] { outside.withLock { $0 } }

  /// Puts a frame record at `offset`: the offset of the next (a value
  /// under 0x10 as it is, such as 0 for none) and a return address, which is
  /// one of the code's unless `isInCode` is `false`.
  mutating func record(
    at offset: UInt, next: UInt, returningTo returnAddress: UInt, isInCode: Bool = true
  ) {
    words[offset] = next < 0x10 ? next : base + next
    words[offset + 8] = returnAddress
    if isInCode { returnAddresses.insert(returnAddress) }
  }

  func word(inStackAt address: UInt) -> UInt {
    guard address >= stack.lowerBound, address + 8 <= stack.upperBound else {
      outside.withLock { $0.append(address) }
      return 0
    }
    return words[address - base] ?? 0
  }

  func word(anywhereAt address: UInt) -> UInt? {
    heap[address]
  }

  func isReturnAddress(_ value: UInt) -> Bool {
    returnAddresses.contains(value)
  }
}
