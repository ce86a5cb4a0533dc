/// The base class of a strict, expectation-based mock of protocol `P`.
///
/// Subclass it in your test target, conform to `P`, and make each member
/// call `accept`:
///
/// ```swift
/// final class MockViewRenderer: Mock<ViewRendererProtocol>, ViewRendererProtocol {
///   func renderFeatureOne() { accept() }
///   func renderFeatureTwo() { accept() }
/// }
/// ```
///
/// A test sets what it expects with ``expect(fileID:filePath:line:column:_:)``,
/// runs the code under test, and checks with
/// ``verify(fileID:filePath:line:column:)``:
///
/// ```swift
/// let renderer = MockViewRenderer()
/// renderer.expect { $0.renderFeatureOne() }
/// sut.loadFeatures()
/// renderer.verify()
/// ```
///
/// A call that no expectation matches fails the test at once, at the line
/// that created the mock:
///
/// ```text
/// [ViewRendererProtocol] Unexpected call: renderFeatureTwo()
/// ```
///
/// A mock with no expectations is a dummy: any use of it fails the test.
///
/// A mock is safe to call from many threads and tasks at once. The class is
/// not `Sendable`, so that a plain mock compiles without warnings; a mock of
/// a `Sendable` protocol adds `@unchecked Sendable`, which is true of it,
/// because its state is behind a lock.
open class Mock<P> {
  let engine: MockEngine

  /// Creates a mock named `name`, or after `P` when `name` is `nil`.
  ///
  /// Unexpected calls are reported at the line that creates the mock, so
  /// create it in the test (or its set-up):
  ///
  /// ```swift
  /// let renderer = MockViewRenderer()
  /// let secondRenderer = MockViewRenderer(name: "secondRenderer")
  /// ```
  ///
  /// - Parameters:
  ///   - name: The name failure messages show in brackets; `P`'s name by default.
  ///   - fileID: The file ID unexpected calls are reported at.
  ///   - filePath: The file path unexpected calls are reported at.
  ///   - line: The line unexpected calls are reported at.
  ///   - column: The column unexpected calls are reported at.
  public required init(
    name: String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    engine = MockEngine(
      mockName: name ?? String(describing: P.self),
      creationLocation: SourceCodeLocation(
        fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Creates a mock: the same as `init(name:)`, for code written as
  /// `MockViewRenderer.create()`.
  ///
  /// ```swift
  /// let renderer = MockViewRenderer.create()
  /// ```
  ///
  /// - Parameters:
  ///   - name: The name failure messages show in brackets; `P`'s name by default.
  ///   - fileID: The file ID unexpected calls are reported at.
  ///   - filePath: The file path unexpected calls are reported at.
  ///   - line: The line unexpected calls are reported at.
  ///   - column: The column unexpected calls are reported at.
  /// - Returns: A new mock with no expectations.
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
    engine.reportDeferredFailures()
  }

  /// The name failure messages show in brackets, such as `ViewRendererProtocol`.
  ///
  /// ```swift
  /// #expect(MockViewRenderer().mockName == "ViewRendererProtocol")
  /// ```
  public var mockName: String {
    engine.mockName
  }

  /// Forgets every expectation and every unreported unexpected call, without
  /// reporting anything.
  ///
  /// ```swift
  /// mock.reset()
  /// mock.verify()  // passes: nothing is expected any more
  /// ```
  public func reset() {
    engine.reset()
  }
}
