/// The calls a spy received, oldest first.
///
/// They are kept in blocks that never grow once made: each block holds
/// twice as many calls as the one before, up to ``largestBlock``. Keeping
/// one more call never copies those kept before it, as a single growing
/// array would, again and again, for a spy that receives many calls; a spy
/// with few calls keeps one small block.
struct CallLog {
  /// The blocks already full, oldest first.
  private var full: [[KeptCall]] = []
  /// How many calls come before each full block.
  private var starts: [Int] = []
  /// The block being filled: the newest calls.
  private var newest: [KeptCall] = []
  /// How many calls it holds.
  private(set) var count = 0

  /// How many calls the first block holds.
  private static var firstBlock: Int { 16 }
  /// How many calls a block holds at most.
  private static var largestBlock: Int { 1_024 }

  /// Keeps `call`, after every call kept so far.
  mutating func append(_ call: consuming KeptCall) {
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
    var block: [KeptCall] = []
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
      return skipped < count ? newest[max(skipped - newestStart, 0)...].map(\.call) : []
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
    for call in full[low][(skipped - starts[low])...] { calls.append(call.call) }
    for block in full[(low + 1)...] {
      for call in block { calls.append(call.call) }
    }
    for call in newest { calls.append(call.call) }
    return calls
  }
}

/// One call a spy kept, as its log holds it. The usual call's arguments, at
/// most two and the same as its actions get, are kept in place, with no
/// array: a spy that receives many calls makes none for them until the
/// test reads its calls, when each is made once.
struct KeptCall {
  /// The member called.
  let member: MockedMember
  /// Its arguments, and those its actions get.
  private let arguments: Arguments

  private enum Arguments {
    case one(Any?)
    case two(Any?, Any?)
    /// Any other number of arguments, or action arguments of their own
    /// (`accept(checkArgs:actionArgs:)`), or a list the call had made.
    case listed([Any?], actionArguments: [Any?])
  }

  /// Keeps a call of `member` with `arguments`, read only during the call.
  ///
  /// - Parameters:
  ///   - listed: The same arguments in an array, if the caller has one.
  ///   - actionArguments: What an action is given, where it differs from
  ///     the arguments; `nil` for them.
  init(
    _ member: MockedMember, _ arguments: ArgumentBuffer, listed: [Any?]?,
    actionArguments: [Any?]?
  ) {
    self.member = member
    if listed == nil, actionArguments == nil, let first = arguments.baseAddress {
      switch arguments.count {
      case 1:
        self.arguments = .one(copyOfArgument(at: first))
        return
      case 2:
        self.arguments = .two(copyOfArgument(at: first), copyOfArgument(at: first + 1))
        return
      default:
        break
      }
    }
    let list = listed ?? Array(arguments)
    self.arguments = .listed(list, actionArguments: actionArguments ?? list)
  }

  /// The call as the test reads it.
  var call: SpyCall {
    switch arguments {
    case .one(let first):
      let list = [first]
      return SpyCall(member: member, arguments: list, actionArguments: list)
    case .two(let first, let second):
      let list = [first, second]
      return SpyCall(member: member, arguments: list, actionArguments: list)
    case .listed(let list, let actionArguments):
      return SpyCall(member: member, arguments: list, actionArguments: actionArguments)
    }
  }
}
