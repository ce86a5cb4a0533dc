import Testing

@testable import MockGeneratorCore

struct RequirementParserTests {
  func parse(
    _ kind: Requirement.Kind, _ declaration: String, droppingMainActor: Bool = false
  ) throws -> Requirement {
    try RequirementParser.parse(
      kind, declaration: declaration, droppingMainActor: droppingMainActor)
  }

  @Test func aMethodsNameParametersAndEffects() throws {
    let requirement = try parse(
      .method, "func fetch(from url: URL, _ id: Int) async throws -> Data")
    #expect(requirement.baseName == "fetch")
    #expect(requirement.signature == "func fetch(from url: URL, _ id: Int) async throws -> Data")
    #expect(
      requirement.parameters == [
        .init(name: "url", type: "URL", label: "from"), .init(name: "id", type: "Int"),
      ])
    #expect(requirement.isAsync && requirement.isThrowing && requirement.returnsValue)
    #expect(requirement.returnType == "Data")
  }

  @Test func voidAndRethrowingMethods() throws {
    let void = try parse(.method, "func log(_ message: String) -> Void")
    #expect(!void.returnsValue && !void.isThrowing && !void.isAsync)
    let rethrowing = try parse(.method, "func map(_ body: (Int) throws -> Int) rethrows -> Int")
    #expect(!rethrowing.isThrowing && rethrowing.returnsValue)
  }

  @Test func aGenericMethodKeepsItsWhereClauseOutOfTheReturnType() throws {
    let requirement = try parse(
      .method, "func first<C>(of c: C) -> C.Element? where C : Collection")
    #expect(requirement.signature == "func first<C>(of c: C) -> C.Element? where C: Collection")
    #expect(requirement.returnsValue)
    #expect(requirement.parameters == [.init(name: "c", type: "C", label: "of")])
  }

  @Test func closuresAreToldFromOtherParameters() throws {
    let requirement = try parse(
      .method,
      "func run(_ a: [Int : String], b: @escaping @Sendable (Int) -> Void, c: (() -> Void)?, d: (Int) -> Int, e: inout Int)"
    )
    #expect(requirement.parameters.map(\.isClosure) == [false, true, true, true, false])
    #expect(
      requirement.parameters.map(\.isNonEscapingClosure) == [false, false, false, true, false])
    #expect(requirement.parameters[0].type == "[Int: String]")
  }

  @Test func mutatingOverrideAndTheMainActorOfAMainActorMockAreDropped() throws {
    let requirement = try parse(
      .method, "@MainActor mutating func render()", droppingMainActor: true)
    #expect(requirement.signature == "func render()")
    let restated = try parse(.property, "override var name: String { get set }")
    #expect(restated.signature == "var name: String")
    let kept = try parse(.method, "@MainActor func render()")
    #expect(kept.signature == "@MainActor func render()")
  }

  @Test func propertiesAndTheirAccessors() throws {
    let readWrite = try parse(.property, "var volume: Int { get set }")
    #expect(readWrite.signature == "var volume: Int")
    #expect(readWrite.hasSetter && !readWrite.isAsync)
    #expect(readWrite.returnType == "Int")
    let effectful = try parse(.property, "var remote: Int { get async throws }")
    #expect(!effectful.hasSetter && effectful.isAsync && effectful.isThrowing)
  }

  @Test func aSubscriptsParameters() throws {
    let requirement = try parse(.subscript, "subscript(key: String) -> String? { get set }")
    #expect(requirement.signature == "subscript(key: String) -> String?")
    #expect(requirement.returnType == "String?")
    #expect(requirement.parameters == [.init(name: "key", type: "String")])
    #expect(requirement.hasSetter)
  }

  @Test func aParameterWithNoNameOfItsOwnIsGivenOne() throws {
    let method = try parse(.method, "func schedule(_: String, at _: Int, argument2: Bool)")
    #expect(
      method.signature == "func schedule(_ argument1: String, at _argument2: Int, argument2: Bool)")
    #expect(
      method.parameters == [
        .init(name: "argument1", type: "String"),
        .init(name: "_argument2", type: "Int", label: "at"),
        .init(name: "argument2", type: "Bool", label: "argument2"),
      ])
    let subscriptRequirement = try parse(.subscript, "subscript(_: Int) -> String { get }")
    #expect(subscriptRequirement.signature == "subscript(_ argument1: Int) -> String")
    #expect(subscriptRequirement.parameters == [.init(name: "argument1", type: "Int")])
  }

  @Test func aParameterNamedWithAKeywordIsReferredToInBackticks() throws {
    let requirement = try parse(.method, "func move(in: Int, default: Bool, for user: String)")
    #expect(requirement.signature == "func move(in: Int, default: Bool, for user: String)")
    #expect(
      requirement.parameters == [
        .init(name: "`in`", type: "Int", label: "in"),
        .init(name: "`default`", type: "Bool", label: "default"),
        .init(name: "user", type: "String", label: "for"),
      ])
  }

  @Test func aSubscriptsParameterHasALabelOnlyWhenItIsNamedTwice() throws {
    let plain = try parse(.subscript, "subscript(key: String) -> Int { get }")
    #expect(plain.parameters == [.init(name: "key", type: "String")])
    let labelled = try parse(.subscript, "subscript(row row: Int, _ column: Int) -> Int { get }")
    #expect(
      labelled.parameters == [
        .init(name: "row", type: "Int", label: "row"), .init(name: "column", type: "Int"),
      ])
    #expect(labelled.callName == "subscript(row:_:)")
  }

  @Test func aTypedThrowsNamesItsErrorType() throws {
    let method = try parse(.method, "func load() async throws(LoadError) -> Int")
    #expect(method.isThrowing && method.isAsync)
    #expect(method.thrownType == "LoadError")
    #expect(method.returnType == "Int")
    let property = try parse(.property, "var remote: Int { get throws(Store.Failure) }")
    #expect(property.isThrowing && property.thrownType == "Store.Failure")
  }

  @Test func throwsOfAnyErrorIsUntypedAndThrowsOfNeverDoesNotThrow() throws {
    let anyError = try parse(.method, "func load() throws(any Error) -> Int")
    #expect(anyError.isThrowing && anyError.thrownType == nil)
    let never = try parse(.method, "func count() throws(Never) -> Int")
    #expect(!never.isThrowing && never.thrownType == nil)
  }

  @Test func sendingIsolatedAndSomeParametersAreKeptAsDeclared() throws {
    let requirement = try parse(
      .method,
      "func keep(_ value: sending Box, on actor: isolated any Actor, items: some Collection<Int>)")
    #expect(
      requirement.parameters == [
        .init(name: "value", type: "sending Box"),
        .init(name: "actor", type: "isolated any Actor", label: "on"),
        .init(name: "items", type: "some Collection<Int>", label: "items"),
      ])
    #expect(requirement.parameters.map(\.isClosure) == [false, false, false])
    #expect(requirement.callName == "keep(_:on:items:)")
  }
}
