/// The calls a spy received, oldest first.
///
/// They are kept in blocks that never grow once made: each block holds
/// twice as many calls as the one before, up to ``largestBlock``. Keeping
/// one more call never copies those kept before it, as a single growing
/// array would, again and again, for a spy that receives many calls; a spy
/// with few calls keeps one small block.
struct CallLog {
  /// The blocks already full, oldest first. A full block never changes.
  private var full: [KeptCallBlock] = []
  /// How many calls come before each full block.
  private var starts: [Int] = []
  /// The block being filled, with the newest calls: before the first, the
  /// empty block all logs share, which has room for none.
  private var newest = KeptCallBlock.empty
  /// How many calls it holds.
  private(set) var count = 0

  /// How many calls the first block holds.
  private static var firstBlock: Int { 16 }
  /// How many calls a block holds at most.
  private static var largestBlock: Int { 1_024 }

  /// Keeps a call of `member` with `arguments`, read only during the call,
  /// after every call kept so far, made where the log keeps it.
  ///
  /// - Parameters:
  ///   - listed: The same arguments in an array, if the caller has one.
  ///   - actionArguments: What an action is given, where it differs from
  ///     the arguments; `nil` for them.
  mutating func append(
    _ member: MockedMember, _ arguments: ArgumentBuffer, listed: [Any?]?,
    actionArguments: [Any?]?
  ) {
    if newest.isFull || !isKnownUniquelyReferenced(&newest) {
      startBlock()
    }
    newest.append(member, arguments, listed: listed, actionArguments: actionArguments)
    count += 1
  }

  /// Makes room for one more call in the newest block: starts the first
  /// block; or puts a full one with the others and starts another, twice
  /// its size up to ``largestBlock``; or copies one that a copy of this log
  /// shares, so that neither log ever writes to the other's.
  @inline(never)
  private mutating func startBlock() {
    let block = newest
    guard block.room > 0 else {
      newest = KeptCallBlock.make(capacity: Self.firstBlock)
      return
    }
    guard block.isFull else {
      newest = block.copy()
      return
    }
    starts.append(count - block.count)
    full.append(block)
    newest = KeptCallBlock.make(capacity: min(block.room * 2, Self.largestBlock))
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
      return skipped < count ? newest.calls(from: max(skipped - newestStart, 0)) : []
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
    full[low].appendCalls(from: skipped - starts[low], to: &calls)
    for block in full[(low + 1)...] { block.appendCalls(from: 0, to: &calls) }
    newest.appendCalls(from: 0, to: &calls)
    return calls
  }
}

/// A block of a spy's log: calls kept one after another in one allocation,
/// each made where it stays, up to the block's capacity. A block is
/// reached only through its engine's state, under the engine's lock.
final class KeptCallBlock: ManagedBuffer<KeptCallBlock.Header, KeptCall> {
  /// The block every log starts with: it holds no call and has room for
  /// none, so that a test double that keeps no calls makes no block.
  /// `nonisolated(unsafe)` is safe here: having no room, it is never
  /// written, and every log that appends replaces it first.
  nonisolated(unsafe) static let empty = make(capacity: 0)

  struct Header {
    /// How many calls it holds.
    var count: Int
    /// How many it has room for.
    let capacity: Int
  }

  /// An empty block with room for `capacity` calls.
  static func make(capacity: Int) -> KeptCallBlock {
    let block = create(minimumCapacity: capacity) { _ in Header(count: 0, capacity: capacity) }
    return unsafeDowncast(block, to: KeptCallBlock.self)
  }

  /// A block with room for as many calls as this one, holding copies of
  /// its calls.
  func copy() -> KeptCallBlock {
    let copy = KeptCallBlock.make(capacity: room)
    withUnsafeMutablePointers { header, calls in
      copy.withUnsafeMutablePointers { copyHeader, copyCalls in
        copyCalls.initialize(from: calls, count: header.pointee.count)
        copyHeader.pointee.count = header.pointee.count
      }
    }
    return copy
  }

  // Read through the header's pointer: the header property itself is
  // checked for exclusive access at run time.
  var count: Int { withUnsafeMutablePointerToHeader { $0.pointee.count } }
  var room: Int { withUnsafeMutablePointerToHeader { $0.pointee.capacity } }
  var isFull: Bool {
    withUnsafeMutablePointerToHeader { $0.pointee.count == $0.pointee.capacity }
  }

  /// Keeps a call after the others, made where it stays; the block must
  /// not be full. The parameters are ``KeptCall``'s.
  @inline(__always)
  func append(
    _ member: MockedMember, _ arguments: ArgumentBuffer, listed: [Any?]?,
    actionArguments: [Any?]?
  ) {
    withUnsafeMutablePointers { header, calls in
      (calls + header.pointee.count).initialize(
        to: KeptCall(member, arguments, listed: listed, actionArguments: actionArguments))
      header.pointee.count += 1
    }
  }

  /// The calls from the one at `start`, as the test reads them.
  func calls(from start: Int) -> [SpyCall] {
    var calls: [SpyCall] = []
    calls.reserveCapacity(max(count - start, 0))
    appendCalls(from: start, to: &calls)
    return calls
  }

  /// Adds the calls from the one at `start` to `list`, as the test reads them.
  func appendCalls(from start: Int, to list: inout [SpyCall]) {
    withUnsafeMutablePointers { header, calls in
      let count = header.pointee.count
      for index in min(max(start, 0), count)..<count {
        list.append(calls[index].call)
      }
    }
  }

  deinit {
    _ = withUnsafeMutablePointers { header, calls in
      calls.deinitialize(count: header.pointee.count)
    }
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
