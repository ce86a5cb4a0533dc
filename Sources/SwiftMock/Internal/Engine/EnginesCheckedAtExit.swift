/// The test doubles the process's exit checks: those that may still have
/// something to report, should they never go away (kept for good by the
/// code under test, or by a static property).
///
/// A test double joins at its first expectation or held call, once, and
/// leaves as it goes away (see ``MockEngine/finish()``), which reports what
/// is left then. As the process exits, ``ExitCheck`` takes those still
/// here: each reports its held calls and the expectations no `verify()`
/// checked (see ``MockEngine/finishAsTheProcessExits()``), which fails the
/// run. A test double with nothing left reports nothing.
///
/// Only an engine a test double owns joins (see `MockEngine.init`'s
/// `isOwned`). It joins and leaves under its own lock, and leaves in its
/// test double's `deinit`, while the test double still holds it: so an
/// engine here is alive, and it is held unretained, which costs its calls
/// nothing (a weak reference would move its reference count aside, and
/// slow every retain of it).
enum EnginesCheckedAtExit {
  /// `@unchecked Sendable` is safe here: an engine is only ever retained
  /// under the lock of ``engines``, while it is still here, and so alive.
  private struct Entry: @unchecked Sendable {
    let engine: Unmanaged<MockEngine>
  }

  private static let engines = Locked<[ObjectIdentifier: Entry]>([:])

  /// Adds `engine`, and makes sure the process's exit checks it. Call it
  /// under the engine's lock.
  static func add(_ engine: MockEngine) {
    ExitCheck.install()
    engines.withLock {
      $0[ObjectIdentifier(engine)] = Entry(engine: .passUnretained(engine))
    }
  }

  /// Removes `engine`, as its test double goes away. Call it under the
  /// engine's lock.
  static func remove(_ engine: MockEngine) {
    engines.withLock { _ = $0.removeValue(forKey: ObjectIdentifier(engine)) }
  }

  /// Takes every engine still here, in the order their test doubles were
  /// made: retained, so that one whose test double goes away meanwhile is
  /// still there to check, and only one of the two reports each thing left.
  static func takeAll() -> [MockEngine] {
    let taken = engines.withLock { engines in
      defer { engines = [:] }
      return engines.values.map { $0.engine.takeUnretainedValue() }
    }
    return taken.sorted { $0.creationOrder < $1.creationOrder }
  }
}
