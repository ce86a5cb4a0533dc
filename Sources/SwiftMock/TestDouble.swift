/// The base that ``Mock``, ``Stub`` and ``Spy`` share: creating a test double
/// of protocol `P`, and the `accept` calls its members make.
///
/// Subclass `Mock`, `Stub` or `Spy`, not this class. Each member of your
/// subclass calls `accept`, the same way whichever of the three it is:
///
/// ```swift
/// final class MockViewRenderer: Mock<ViewRendererProtocol>, ViewRendererProtocol {
///   func renderFeatureOne() { accept() }
///   func renderFeatureTwo() { accept() }
/// }
/// ```
///
/// A test double is safe to call from many threads and tasks at once. The
/// class is not `Sendable`, so that a plain subclass compiles without
/// warnings; a subclass for a `Sendable` protocol adds `@unchecked Sendable`,
/// which is true of it, because its state is behind a lock.
open class TestDouble<P>: MockEngineOwner {
  @usableFromInline let engine: MockEngine
  /// This test double as a `P`, for the blocks of `expect` and its kin,
  /// or `nil` if its class does not conform (see ``SubjectOfBlocks``).
  /// Set once, in `init`, before anything can read it; its memory is freed
  /// in `deinit`, and copies of it never outlive the test double.
  private(set) var subjectOfBlocks: SubjectOfBlocks<P>?

  /// How a subclass treats a call it has no expectation or answer for.
  class var policy: MockEngine.Policy { .strict }

  /// Creates a test double named `name`, or after `P` when `name` is `nil`.
  ///
  /// A call that no expectation of a mock matches fails the test when it
  /// happens, at the line of the test that led to it; where call stacks are
  /// not searched (iOS, tvOS, watchOS, visionOS, macOS before 26, and Linux
  /// without Glibc), at the line that made the mock, and the message says so.
  /// The message names the line that made the mock either way:
  ///
  /// ```swift
  /// let renderer = MockViewRenderer()
  /// let secondRenderer = MockViewRenderer(name: "secondRenderer")
  /// ```
  ///
  /// - Parameters:
  ///   - name: The name failure messages show in brackets; `P`'s name by default.
  ///   - fileID: The file ID of the line that creates it, which an
  ///     unexpected call's failure names, and is reported at where the
  ///     test's line is not found.
  ///   - filePath: The file path of that line.
  ///   - line: That line.
  ///   - column: Its column.
  public required init(
    name: String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    engine = MockEngine(
      mockName: name ?? String(describing: P.self),
      policy: Self.policy,
      creationLocation: SourceCodeLocation(
        fileID: fileID, filePath: filePath, line: line, column: column),
      doubleType: (P.self as? AnyClass) ?? Self.self)
    subjectOfBlocks = SubjectOfBlocks(self)
  }

  /// Creates a test double: the same as `init(name:)`, for code written as
  /// `MockViewRenderer.create()`.
  ///
  /// ```swift
  /// let renderer = MockViewRenderer.create()
  /// ```
  ///
  /// - Parameters:
  ///   - name: The name failure messages show in brackets; `P`'s name by default.
  ///   - fileID: The file ID of the line that creates it, which an
  ///     unexpected call's failure names, and is reported at where the
  ///     test's line is not found.
  ///   - filePath: The file path of that line.
  ///   - line: That line.
  ///   - column: Its column.
  /// - Returns: A new test double with no expectations or answers.
  public class func create(
    name: String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Self {
    Self(name: name, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  deinit {
    engine.finish()
    subjectOfBlocks?.free()
  }

  /// This test double as a `P`, or `nil` if its class does not conform;
  /// for the test double of a ``ClassDouble``, the class double whose
  /// method is running.
  var subject: P? {
    subjectOfBlocks?.subject ?? ClassDoubleSubject.subject(of: self)
  }

  /// The name failure messages show in brackets, such as `ViewRendererProtocol`.
  ///
  /// ```swift
  /// #expect(MockViewRenderer().mockName == "ViewRendererProtocol")
  /// ```
  public var mockName: String {
    engine.mockName
  }

  /// Forgets every expectation, answer and recorded call, and releases any
  /// call held by `.suspended()`, without reporting anything.
  ///
  /// ```swift
  /// mock.reset()
  /// mock.verify()  // passes: nothing is expected any more
  /// ```
  ///
  /// It is `open` for a protocol that has a `reset()` of its own: the mock
  /// overrides it with `override func reset() { accept() }`, and reaches
  /// this one as `super.reset()`.
  open func reset() {
    engine.reset()
  }

  /// Forgets the expectations, answers and calls of this class's static
  /// members in the running test, without reporting anything.
  ///
  /// ```swift
  /// MockClock.reset()
  /// MockClock.verify()  // passes: nothing is expected any more
  /// ```
  ///
  /// It is `open` for a protocol that has a `static func reset()` of its
  /// own: the mock overrides it with
  /// `override class func reset() { accept() }`, and reaches this one as
  /// `super.reset()`.
  open class func reset() {
    guard let double = existingStaticDouble else { return }
    // Emptied before it is let go, so that going away reports nothing;
    // through its engine, as its class may override `reset()` to mock a
    // protocol's own.
    double.engine.reset()
    StaticDoubles.release(Self.self)
  }
}

/// A test double of any protocol, seen through its engine.
protocol MockEngineOwner: AnyObject {
  var engine: MockEngine { get }
}
