import SwiftMock
import Testing

/// A type that cannot be built from its fields' defaults, and has no default
/// of its own, still stops the test where a call of a member that cannot
/// throw must answer with one and the test gave none, with the fix.
struct ModelStopTests {
  @Test func aClassStopsWithTheFix() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = captureFailures { _ = MockProfileService().session() }
    }
    let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(output.contains(unexpectedCallStop("session()", returning: "Session")), "\(output)")
  }

  @Test func anExistentialStopsWithTheFix() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = captureFailures { _ = MockProfileService().shape() }
    }
    let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    // A protocol cannot conform to `Defaultable`: the fix is the member's own default.
    #expect(
      output.contains(
        """
        [ProfileService] Unexpected call: shape() returns Shape, a type with no default value, \
        so the mock cannot answer it. Expect the call with .returning(…), give the mocked \
        member a default with accept(default: …)
        """), "\(output)")
  }

  @Test func aFunctionStopsWithTheFix() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = captureFailures { _ = MockProfileService().handler() }
    }
    let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      output.contains(
        """
        [ProfileService] Unexpected call: handler() returns (Int) -> (), a type with no default \
        value, so the mock cannot answer it. Expect the call with .returning(…), give the mocked \
        member a default with accept(default: …)
        """), "\(output)")
  }

  @Test func anEnumWhoseCasesAllHaveAPayloadStopsWithTheFix() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = captureFailures { _ = MockProfileService().outcome() }
    }
    let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(output.contains(unexpectedCallStop("outcome()", returning: "Outcome")), "\(output)")
  }

  @Test func aStructWithAFieldOfAClassStopsWithTheFix() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = captureFailures { _ = MockProfileService().wallet() }
    }
    let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(output.contains(unexpectedCallStop("wallet()", returning: "Wallet")), "\(output)")
  }

  @Test func aCallOfAnExpectationLeftWithoutAnAnswerStopsWithTheFix() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let mock = MockProfileService()
      _ = captureFailures { mock.expect { $0.session() } }
      _ = mock.session()
    }
    let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      output.contains(
        "[ProfileService] session() was expected at SwiftMockTests/ModelStopTests.swift:"),
      "\(output)")
    #expect(
      output.contains(
        """
        without .returning(…), and returns Session, a type with no default value. Add \
        .returning(…) to that expectation, \(defaultFix("Session"))
        """), "\(output)")
  }

  @Test func aMatcherOfATypeThatCannotBeBuiltStopsWithTheFix() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      MockProfileService().expect { $0.attach(any()) }
    }
    let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      output.contains(
        """
        any() needs a placeholder of the argument's type, and Session, a type with no default \
        value, cannot be built from its fields' defaults: make it conform to Defaultable \
        (extension Session: Defaultable { public static var mockDefault: Session { … } }), or \
        expect a plain value, or use .ignoringArguments()
        """), "\(output)")
  }

  @Test func aPredicateMatcherOfATypeThatCannotBeBuiltStopsWithTheFix() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      MockProfileService().expect { $0.attach(any(where: { _ in true })) }
    }
    let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      output.contains(
        "any(where:) needs a placeholder of the argument's type, and Session, a type with no default value, cannot be built"
      ), "\(output)")
  }
}

/// The stop of an unexpected call of `call`, which returns `type`.
private func unexpectedCallStop(_ call: String, returning type: String) -> String {
  """
  [ProfileService] Unexpected call: \(call) returns \(type), a type with no default value, so \
  the mock cannot answer it. Expect the call with .returning(…), \(defaultFix(type))
  """
}

/// How a message about `type`, which has no default, ends.
private func defaultFix(_ type: String) -> String {
  """
  give the mocked member a default with accept(default: …), or make \(type) conform to \
  Defaultable: extension \(type): Defaultable { public static var mockDefault: \(type) { … } }
  """
}
