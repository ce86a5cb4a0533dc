// Where a block's argument matchers stand among the arguments of its call.

/// Why argument matchers could not be placed among a call's arguments.
enum MatcherPlacementProblem: Error {
  /// More than one placement fits: a plain argument equals a placeholder
  /// (or, with a type's `==` that is not an equivalence, another's).
  case ambiguous
  /// No placement fits: a matcher was used inside an argument, not as one.
  case impossible

  func message(function: String, matchers: Int) -> String {
    switch self {
    case .ambiguous:
      """
      mixes \(matchers) argument matcher(s) with plain values in \(function), and a plain value \
      equals a matcher's placeholder, so it is unclear which argument each matcher stands for. \
      Write the plain values as matchers too, like any(where: { $0 == 0 })
      """
    case .impossible:
      """
      used \(matchers) argument matcher(s) in \(function) that are not among its arguments. \
      Pass each matcher as a whole argument, like log(any())
      """
    }
  }
}

/// One matcher per argument: the block's matchers at the positions they
/// stand for, equality with the argument elsewhere.
///
/// A matcher stands for an argument that arrived as its placeholder. The
/// order the matchers were made in does not say which: an `@autoclosure`
/// parameter's matcher is made when the member reads it, after the others.
/// So every placement in which each matcher takes an argument equal to its
/// placeholder is looked for, and only one may fit; a call's placeholders
/// differ where their types allow (see ``DistinctPlaceholder``). Matchers
/// whose placeholders are equal cannot be told apart by their arguments:
/// they take them in the order they were made.
func assignMatchers(
  _ pending: [ExpectationRecording.PendingMatcher], to arguments: [Any?]
) -> Result<[ArgumentMatcher], MatcherPlacementProblem> {
  if pending.isEmpty {
    return .success(arguments.map(ArgumentMatcher.init(equalTo:)))
  }
  guard pending.count <= arguments.count else { return .failure(.impossible) }
  let placeholders = pending.map { ArgumentMatcher(equalTo: $0.placeholder) }
  // fits[m][a]: whether argument a arrived as matcher m's placeholder.
  let fits = placeholders.map { placeholder in arguments.map { placeholder.matches($0) } }
  // Too few arguments arrived as placeholders: no placement to look for.
  let fitting = arguments.indices.count { argument in fits.contains { $0[argument] } }
  guard fitting >= pending.count else { return .failure(.impossible) }
  let earlierAlike: [Int?] = pending.indices.map { index in
    pending.indices.prefix(index).last { placeholders[$0].matches(pending[index].placeholder) }
  }
  var search = PlacementSearch(fits: fits, earlierAlike: earlierAlike)
  search.place(from: 0)
  guard !search.isTooLong, let placement = search.found.first else {
    return .failure(search.isTooLong ? .ambiguous : .impossible)
  }
  if search.found.count > 1 { return .failure(.ambiguous) }
  var matchers = arguments.map(ArgumentMatcher.init(equalTo:))
  for (index, position) in placement.enumerated() {
    matchers[position] = pending[index].matcher
  }
  return .success(matchers)
}

/// The search for placements of a block's matchers among a call's
/// arguments, as a position for each matcher; it stops at the second it
/// finds, or once it has taken too many steps to say.
private struct PlacementSearch {
  /// Whether each argument arrived as each matcher's placeholder.
  let fits: [[Bool]]
  /// For each matcher, the last one made before it with an equal
  /// placeholder, which takes an earlier argument.
  let earlierAlike: [Int?]
  private(set) var found: [[Int]] = []
  private var position: [Int]
  private var isTaken: [Bool]
  private var steps = 0

  /// How many steps a search may take: far more than any call a test
  /// writes needs, and few enough to end at once.
  private static let stepLimit = 100_000

  /// For each matcher, how many made after it have an equal placeholder,
  /// and so must take later arguments.
  private let laterAlike: [Int]

  init(fits: [[Bool]], earlierAlike: [Int?]) {
    self.fits = fits
    self.earlierAlike = earlierAlike
    position = Array(repeating: 0, count: fits.count)
    isTaken = Array(repeating: false, count: fits.first?.count ?? 0)
    var group: [Int] = []
    for matcher in fits.indices {
      group.append(earlierAlike[matcher].map { group[$0] } ?? matcher)
    }
    laterAlike = fits.indices.map { matcher in
      group[(matcher + 1)...].count { $0 == group[matcher] }
    }
  }

  /// Whether the arguments after `argument` leave room for the matchers
  /// alike to `matcher` made after it.
  private func leavesRoom(after argument: Int, for matcher: Int) -> Bool {
    let needed = laterAlike[matcher]
    guard needed > 0 else { return true }
    let free = (argument + 1..<isTaken.count).count { !isTaken[$0] && fits[matcher][$0] }
    return free >= needed
  }

  /// Whether the search stopped before it could say.
  var isTooLong: Bool { steps > Self.stepLimit }

  /// Places the matchers from `matcher` on, those before it placed.
  mutating func place(from matcher: Int) {
    guard matcher < fits.count else {
      found.append(position)
      return
    }
    let start = earlierAlike[matcher].map { position[$0] + 1 } ?? 0
    for argument in start..<isTaken.count
    where !isTaken[argument] && fits[matcher][argument] && leavesRoom(after: argument, for: matcher)
    {
      steps += 1
      if isTooLong { return }
      isTaken[argument] = true
      position[matcher] = argument
      place(from: matcher + 1)
      isTaken[argument] = false
      if found.count > 1 || isTooLong { return }
    }
  }
}
