extension MockEngine {
  /// The received calls that match `recorded`, oldest first; none when a
  /// block recorded no call (that has been reported).
  func receivedCalls(matching recorded: RecordedCall?, ignoringArguments: Bool) -> [SpyCall] {
    guard let recorded else { return [] }
    let pattern = CallPattern(recorded)
    return receivedCalls.filter {
      $0.member == pattern.function && (ignoringArguments || pattern.matches($0.arguments))
    }
  }

  /// Reports, at `location`, a spy that did not receive `recorded` exactly
  /// `times` times.
  func verifyReceived(
    _ recorded: RecordedCall, times: Int, ignoringArguments: Bool,
    at location: SourceCodeLocation
  ) {
    guard times >= 0 else {
      report(
        """
        [\(mockName)] verifyReceived(times: \(times)) on \(CallPattern(recorded).callDescription) \
        cannot check for a negative number of calls; nothing is checked.
        """, at: location)
      return
    }
    let matching = receivedCalls(matching: recorded, ignoringArguments: ignoringArguments)
    guard matching.count != times else { return }
    let wanted =
      ignoringArguments
      ? recorded.function.name : describeCall(recorded.function, arguments: recorded.arguments)
    var message: String
    if matching.isEmpty {
      message = "[\(mockName)] Wanted but not invoked: \(wanted)"
      for call in receivedCalls(matching: recorded, ignoringArguments: true) {
        message += "\n  received instead: \(call)"
      }
    } else {
      message =
        "[\(mockName)] Wanted \(counted(times)) but was called \(counted(matching.count)): \(wanted)"
      for call in matching {
        message += "\n  received: \(call)"
      }
    }
    report(message, at: location)
  }
}

/// `1 time`, `2 times`.
private func counted(_ count: Int) -> String {
  count == 1 ? "1 time" : "\(count) times"
}
