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
/// ``verify(fileID:filePath:line:column:)-swift.method``:
///
/// ```swift
/// let renderer = MockViewRenderer()
/// renderer.expect { $0.renderFeatureOne() }
/// sut.loadFeatures()
/// renderer.verify()
/// ```
///
/// A call that no expectation matches fails the test when it happens,
/// at the line of the test that led to it; where call stacks are not
/// searched (iOS, tvOS, watchOS, visionOS, macOS before 26, and Linux
/// without Glibc), at the line that made the mock, and the message says so:
///
/// ```text
/// [ViewRendererProtocol] Unexpected call: renderFeatureTwo()
///   the mock was made at MoreTests/MoreTests.swift:12
/// ```
///
/// A mock with no expectations is a dummy: any use of it fails the test.
/// Where a test does not care how often a query is made, a ``Stub`` keeps it
/// from breaking when the code under test changes.
open class Mock<P>: TestDouble<P>, MockStatics {
  override class var policy: MockEngine.Policy { .strict }
}
