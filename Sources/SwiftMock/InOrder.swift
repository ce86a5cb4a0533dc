/// Runs `body`, and requires the expectations it sets, on one mock or
/// several, to be satisfied in the order they are set.
///
/// Expectations set outside the block stay unordered; those set in an
/// `inOrder` block inside it take their place in the same order.
///
/// ```swift
/// inOrder {
///   toggle.expect { $0.isFeatureOneOn() }.returning(true)
///   renderer.expect { $0.renderFeatureOne() }
/// }
/// ```
///
/// A call that satisfies an ordered expectation before an earlier one is
/// satisfied fails the test when it happens, as an unexpected call does:
/// at the line of the test that led to it; where call stacks are not
/// searched (iOS, tvOS, watchOS, visionOS, macOS before 26, and Linux
/// without Glibc), at the line that made the mock, and the message says so:
///
/// ```text
/// [ViewRendererProtocol] Out-of-order call: renderFeatureOne()
///   expected first: [FeatureToggleProtocol] isFeatureOneOn() (MoreTests/MoreTests.swift:14)
/// ```
///
/// An expectation with a count is satisfied once it has taken its minimum;
/// calls up to its maximum are in order after that too.
///
/// - Parameter body: The code that sets the ordered expectations.
public func inOrder(_ body: () throws -> Void) rethrows {
  OrderGroup.blocksRunning.add(1)
  defer { OrderGroup.blocksRunning.add(-1) }
  try OrderGroup.$current.withValue(OrderGroup.current ?? OrderGroup()) {
    try body()
  }
}

/// Runs asynchronous `body`, and requires the expectations it sets, on one
/// mock or several, to be satisfied in the order they are set.
///
/// ```swift
/// await inOrder {
///   await store.expect { await $0.load() }.returning([])
///   renderer.expect { $0.renderEmptyState() }
/// }
/// ```
///
/// - Parameters:
///   - isolation: The actor `body` runs on; the caller's, by default.
///   - body: The code that sets the ordered expectations.
public func inOrder(
  isolation: isolated (any Actor)? = #isolation,
  _ body: () async throws -> Void
) async rethrows {
  OrderGroup.blocksRunning.add(1)
  defer { OrderGroup.blocksRunning.add(-1) }
  try await OrderGroup.$current.withValue(
    OrderGroup.current ?? OrderGroup(), operation: body, isolation: isolation)
}
