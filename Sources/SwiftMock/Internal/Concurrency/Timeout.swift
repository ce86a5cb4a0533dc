/// The longest a test double waits for anything: a timeout beyond it is a
/// misuse, as a test that waits longer is as good as hung.
let longestWait = Duration.seconds(600)

/// `timeout` if it is one a test double can wait for; otherwise, after
/// reporting the misuse at `location`, the nearest that is (no wait for a
/// negative timeout, ``longestWait`` for a longer one).
///
/// - Parameter entryPoint: The public entry point given it, for the message.
func checkedTimeout(
  _ timeout: Duration, of entryPoint: String, mockName: String, at location: SourceCodeLocation,
  ownership: DoubleOwnership
) -> Duration {
  let problem: String
  let used: Duration
  if timeout < .zero {
    problem = "is negative, so it does not wait"
    used = .zero
  } else if timeout > longestWait {
    problem = "is longer than a test double waits, so it waits \(describe(longestWait))"
    used = longestWait
  } else {
    return timeout
  }
  reportFailure(
    "[\(mockName)] The timeout of \(entryPoint), \(describe(timeout)), \(problem).",
    at: location,
    ownership: ownership)
  return used
}

/// A duration as a test wrote it: `100000 seconds`, `1.5 seconds`, not the
/// `99999.99999999999 seconds` that converting it to a `Double` can give.
func describe(_ duration: Duration) -> String {
  let (seconds, attoseconds) = duration.components
  guard attoseconds != 0 else { return "\(seconds) seconds" }
  let fraction = Double(attoseconds) / 1e18
  return "\(Double(seconds) + fraction) seconds"
}
