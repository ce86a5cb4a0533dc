/// The calls a spy received, oldest first.
///
/// They are kept in blocks that never grow once made: each block holds
/// twice as many calls as the one before, up to ``largestBlock``. Keeping
/// one more call never copies those kept before it, as a single growing
/// array would, again and again, for a spy that receives many calls; a spy
/// with few calls keeps one small block.
struct CallLog {
  /// The blocks already full, oldest first.
  private var full: [[SpyCall]] = []
  /// How many calls come before each full block.
  private var starts: [Int] = []
  /// The block being filled: the newest calls.
  private var newest: [SpyCall] = []
  /// How many calls it holds.
  private(set) var count = 0

  /// How many calls the first block holds.
  private static var firstBlock: Int { 16 }
  /// How many calls a block holds at most.
  private static var largestBlock: Int { 1_024 }

  /// Keeps `call`, after every call kept so far.
  mutating func append(_ call: consuming SpyCall) {
    if newest.count == newest.capacity {
      startBlock()
    }
    newest.append(call)
    count += 1
  }

  /// Puts the newest block with the full ones and starts another, twice
  /// its size up to ``largestBlock``.
  @inline(never)
  private mutating func startBlock() {
    let size = min(max(newest.capacity * 2, Self.firstBlock), Self.largestBlock)
    var block: [SpyCall] = []
    block.reserveCapacity(size)
    swap(&block, &newest)
    if !block.isEmpty {
      starts.append(count - block.count)
      full.append(block)
    }
  }

  /// The first calls it holds, as readers last saw them: extended with the
  /// newer ones at the next read, so that a test that reads the calls after
  /// each call does not have the whole list rebuilt each time.
  private var read: [SpyCall] = []

  /// Every call it holds, oldest first.
  mutating func all() -> [SpyCall] {
    if read.count < count {
      read.append(contentsOf: after(read.count))
    }
    return read
  }

  /// The calls it holds after the first `skipped`, oldest first. The block
  /// where they start is found by its first call's place, so that a wait
  /// that looks again and again at the calls that came since it last looked
  /// reads only those.
  func after(_ skipped: Int) -> [SpyCall] {
    let skipped = max(skipped, 0)
    let newestStart = count - newest.count
    guard skipped < newestStart else {
      return skipped < count ? Array(newest[max(skipped - newestStart, 0)...]) : []
    }
    // The last full block whose first call is at or before `skipped`.
    var low = 0
    var high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= skipped { low = middle } else { high = middle - 1 }
    }
    var calls: [SpyCall] = []
    calls.reserveCapacity(count - skipped)
    calls.append(contentsOf: full[low][(skipped - starts[low])...])
    for block in full[(low + 1)...] { calls.append(contentsOf: block) }
    calls.append(contentsOf: newest)
    return calls
  }
}
