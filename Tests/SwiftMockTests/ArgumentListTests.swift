import Testing

@testable import SwiftMock

/// How a mock's arguments, passed one by one, become the values the engine
/// compares: an `Optional` unwrapped one level, as Swift converts it to `Any?`.
@Suite struct ArgumentListTests {
  @Test func aNilArgumentIsNil() {
    let absent: Int? = nil
    let list = argumentList(absent)
    #expect(list.count == 1)
    #expect(list[0] == nil)
  }

  @Test func aPresentOptionalIsItsValue() {
    let present: Int? = 3
    #expect(argumentList(present)[0] as? Int == 3)
  }

  @Test func aNestedOptionalKeepsItsInnerNil() {
    let innerNil: String?? = .some(nil)
    let outerNil: String?? = nil
    let list = argumentList(innerNil, outerNil)
    #expect(String(reflecting: list) == "[Optional(nil), nil]")
    #expect(list[0].map { $0 as? String? } == .some(.some(nil)))
  }

  @Test func anAnyArgumentHoldingNilStaysAsItIs() {
    let wrapped: Any = Optional<Int>.none as Any
    let bare: Any? = nil
    #expect(String(reflecting: argumentList(wrapped, bare)) == "[Optional(nil), nil]")
  }

  @Test func valuesThatAreNotOptionalAreThemselves() {
    let list = argumentList(1, "a", [1, 2])
    #expect(String(reflecting: list) == #"[Optional(1), Optional("a"), Optional([1, 2])]"#)
  }

  @Test func onlyOptionalTypesAreOptional() {
    #expect(isOptionalType(Int?.self))
    #expect(isOptionalType(String??.self))
    #expect(isOptionalType(Any?.self))
    #expect(!isOptionalType(Int.self))
    #expect(!isOptionalType(Any.self))
    #expect(!isOptionalType([Int?].self))
    #expect(!isOptionalType(Int?.Type.self))
    #expect(!isOptionalType(Result<Int?, any Error>.self))
  }
}

/// The static argument types a member keeps, by position.
@Suite struct MockedMemberTests {
  @Test func aMemberKnowsTheTypesOfUpToFourArguments() {
    let member = MockedMember(
      "f(_:_:)", Int.self, String.self, returning: Void.self, effects: .none)
    #expect(member.argumentType(at: 0) == Int.self)
    #expect(member.argumentType(at: 1) == String.self)
    #expect(member.argumentType(at: 2) == nil)
    #expect(member.argumentType(at: -1) == nil)
  }

  @Test func aMemberOfMoreArgumentsOrOfAnArrayKnowsNone() {
    let five = MockedMember(
      "f(_:_:_:_:_:)", Int.self, Int.self, Int.self, Int.self, Int.self, returning: Void.self,
      effects: .none)
    #expect(five.argumentType(at: 0) == nil)
    let untyped = MockedMember(untyped: "f(_:)", returning: Void.self, effects: .none)
    #expect(untyped.argumentType(at: 0) == nil)
    #expect(
      five.signatureDescription == "f(_: Int, _: Int, _: Int, _: Int, _: Int)")
    #expect(untyped.signatureDescription == "f(_:)")
  }

  @Test func aSignatureNamesEffectsAndResult() {
    let member = MockedMember(
      "load(id:)", Int.self, returning: String?.self, effects: .asyncThrowing)
    #expect(member.signatureDescription == "load(id: Int) async throws -> Optional<String>")
    let setter = MockedMember("volume", Int.self, returning: Void.self, effects: .none)
    #expect(setter.signatureDescription == "volume = Int")
    let getter = MockedMember("volume", returning: Int.self, effects: .none)
    #expect(getter.signatureDescription == "volume -> Int")
  }

  @Test func aSubscriptSetterReadsAsAnAssignment() {
    let setter = MockedMember(
      "subscript(_:)", String.self, Int.self, returning: Void.self, effects: .none)
    #expect(setter.signatureDescription == "subscript(_: String) = Int")
    #expect(describeCall(setter, arguments: ["k", 3]) == #"subscript("k") = 3"#)
    let getter = MockedMember("subscript(_:)", String.self, returning: Int.self, effects: .none)
    #expect(getter.signatureDescription == "subscript(_: String) -> Int")
    #expect(describeCall(getter, arguments: ["k"]) == #"subscript("k")"#)
  }
}
