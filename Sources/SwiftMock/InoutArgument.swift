/// The value of a mocked member's `inout` parameter during one call, which
/// the test's answer may change: the member writes it back as it returns.
///
/// A member with an `inout` parameter matches the value it was given, hands
/// the test's answer this box, and writes back what the box holds when the
/// call ends, whether it returns or throws:
///
/// ```swift
/// func fill(_ buffer: inout [Int]) {
///   let inoutBuffer = InoutArgument(buffer)
///   defer { buffer = inoutBuffer.value }
///   accept(checkArgs: [buffer], actionArgs: [inoutBuffer])
/// }
/// ```
///
/// The test says what the call writes back with
/// ``Expectation/writingBack(_:fileID:filePath:line:column:_:)``, which
/// finds the box by its type:
///
/// ```swift
/// var buffer: [Int] = []
/// mock.expect { $0.fill(&buffer) }.writingBack { $0 = [1, 2, 3] }
/// ```
///
/// A call with no answer, or whose answer changes nothing, leaves the value
/// as it was. `generate-mocks` writes members with `inout` parameters this
/// way.
public final class InoutArgument<Value> {
  /// The value the member writes back to its parameter when the call ends;
  /// at first, the value the call was given.
  ///
  /// ```swift
  /// mock.expect { $0.fill(&buffer) }
  ///   .doing { actionArgs in (actionArgs[0] as? InoutArgument<[Int]>)?.value.append(4) }
  /// ```
  public var value: Value

  /// Holds `value`, the value a call gave an `inout` parameter.
  ///
  /// ```swift
  /// let inoutBuffer = InoutArgument(buffer)
  /// ```
  ///
  /// - Parameter value: The parameter's value as the call began.
  public init(_ value: Value) {
    self.value = value
  }
}
