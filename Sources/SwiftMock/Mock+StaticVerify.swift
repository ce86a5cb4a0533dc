/// Checking a mock's static members, on the class.
extension Mock {
  /// Fails the running test for every expected static call that did not
  /// happen in it, at this line; unexpected static calls are reported when
  /// they happen.
  ///
  /// ```swift
  /// MockClock.expect { $0.now() }
  /// MockClock.verify()
  /// ```
  ///
  /// ```text
  /// [Clock] Missing call: now() (expected at MyTests/ClockTests.swift:12)
  /// ```
  ///
  /// - Parameters:
  ///   - fileID: The file ID of the line that verifies, where a missing call is reported.
  ///   - filePath: The file path of that line.
  ///   - line: That line.
  ///   - column: Its column.
  public static func verify(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    existingStaticDouble?.verify(fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
