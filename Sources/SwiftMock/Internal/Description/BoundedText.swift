/// Text that grows to at most a fixed number of Unicode scalars, and notes
/// whether anything was left out.
///
/// Length is counted in Unicode scalars, not `Character`s: one character
/// can hold any number of scalars (a letter followed by 400,000 combining
/// accents is one), so a count of characters bounds nothing.
struct BoundedText {
  /// The text so far, without the mark of a cut.
  private(set) var text = ""
  /// The length of `text`, in Unicode scalars.
  private(set) var length = 0
  /// The most Unicode scalars `text` may hold.
  let capacity: Int
  /// Whether something was left out because the text was full.
  private(set) var isCut = false

  init(capacity: Int) {
    self.capacity = capacity
  }

  /// How many more Unicode scalars fit.
  var room: Int { capacity - length }

  /// Whether more text would show: nothing was cut yet and there is room.
  var acceptsMore: Bool { !isCut && length < capacity }

  /// The text, ending with `…` if something was left out.
  var result: String { isCut ? text + "…" : text }

  /// Appends as much of `piece` as fits, reading no more of it than that;
  /// nothing once something was cut, so that the text never skips a part.
  mutating func append(_ piece: some StringProtocol) {
    guard !isCut else { return }
    // A scalar takes at least one byte, so a piece of few bytes fits whole.
    if piece.utf8.count <= room {
      text += piece
      length += piece.unicodeScalars.count
      return
    }
    let scalars = piece.unicodeScalars
    var end = scalars.startIndex
    var taken = 0
    while end != scalars.endIndex && taken < room {
      scalars.formIndex(after: &end)
      taken += 1
    }
    text.unicodeScalars.append(contentsOf: scalars[..<end])
    length += taken
    if end != scalars.endIndex { isCut = true }
  }

  /// Notes that something was left out.
  mutating func markCut() {
    isCut = true
  }
}

/// At most the first `count` Unicode scalars of `string`, and whether that
/// is all of it; reads no further.
func leadingScalars(of string: some StringProtocol, count: Int) -> (String, isWhole: Bool) {
  let scalars = string.unicodeScalars
  guard
    let end = scalars.index(
      scalars.startIndex, offsetBy: max(count, 0), limitedBy: scalars.endIndex),
    end != scalars.endIndex
  else { return (String(string), true) }
  var leading = String.UnicodeScalarView()
  leading.append(contentsOf: scalars[..<end])
  return (String(leading), false)
}
