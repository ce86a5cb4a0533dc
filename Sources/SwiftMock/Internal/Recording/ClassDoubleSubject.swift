/// The class double that the blocks of its test double's `expect`, `given`
/// and kin are given: the test double of a ``ClassDouble`` is not the
/// class's subclass, so it cannot give itself, as a protocol's test double
/// does.
///
/// The class double binds itself to its task for the length of each of its
/// methods that run a block; the test double finds it here. A task-local
/// value, rather than a reference the test double keeps, lets the test
/// double hold no reference to the class double that owns it.
enum ClassDoubleSubject {
  /// A class double, bound to the test double it forwards to.
  ///
  /// `@unchecked Sendable` is safe here: the binding is read only by the
  /// test double's own block runner, on the task that bound it, which hands
  /// the class double to the block on the caller's own actor, as a
  /// protocol's test double hands itself.
  struct Binding: @unchecked Sendable {
    let testDouble: ObjectIdentifier
    let subject: AnyObject
  }

  /// The class double whose method is running on this task, if any.
  @TaskLocal static var current: Binding?

  /// The class double whose method is running on this task as a `P`, if it
  /// forwards to `testDouble`.
  static func subject<P>(of testDouble: AnyObject) -> P? {
    guard let current, current.testDouble == ObjectIdentifier(testDouble) else { return nil }
    return current.subject as? P
  }
}
