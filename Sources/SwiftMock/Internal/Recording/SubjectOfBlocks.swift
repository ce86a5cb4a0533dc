/// A test double as the `P` its blocks (`expect { $0.load() }`) are given,
/// cast once, when it is made, instead of at every block: a cast from a
/// class to a protocol walks the class's generic superclasses each time,
/// which costs more than the rest of an `expect`.
///
/// It keeps the cast value without keeping the test double alive, which
/// would keep it from ever going away: the value holds the test double
/// once, and that hold is given back at once; the value is never
/// destroyed, only its memory freed, so the hold is never taken back.
/// Each use copies the value, which holds the test double for as long as
/// the copy lives, as any value does.
///
/// A value of fixed size whatever `P` is, so that reading it costs no
/// lookup of a type's metadata; the test double frees it as it goes away.
struct SubjectOfBlocks<P> {
  private let value: UnsafeMutablePointer<P>

  /// Casts `testDouble` to `P`; `nil` if its class does not conform.
  init?(_ testDouble: AnyObject) {
    guard let subject = testDouble as? P else { return nil }
    value = UnsafeMutablePointer<P>.allocate(capacity: 1)
    value.initialize(to: subject)
    Unmanaged.passUnretained(testDouble).release()
  }

  /// Frees the value's memory; call it once, as the test double goes away.
  func free() {
    value.deallocate()
  }

  /// The test double as a `P`, a copy that holds it while it lives.
  var subject: P {
    value.pointee
  }
}
