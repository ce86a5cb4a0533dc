import Testing

@testable import MockGeneratorCore

struct ProtocolReaderTests {
  @Test func aRefinedProtocolsMembersFollowItsOwnAndSendableIsInherited() {
    var builder = GraphBuilder()
    builder.addProtocol("Base", refining: [("s:s8SendableP", "Swift.Sendable")])
    builder.addMember("swift.method", "start()", of: "Base", "func start()")
    builder.addProtocol("Child", refining: [(builder.usr("Base"), "App.Base")])
    builder.addMember("swift.method", "stop()", of: "Child", "func stop()")

    let readings = ProtocolReader.read(builder.graph)
    guard case .mockable(let child) = readings[1] else {
      Issue.record("Child was skipped: \(readings[1])")
      return
    }
    #expect(child.isSendable)
    #expect(child.sections.map(\.protocolName) == ["Child", "Base"])
    #expect(child.sections.map { $0.requirements.map(\.baseName) } == [["stop"], ["start"]])
  }

  @Test func aRequirementTheLineageStatesAgainIsMockedOnceWhereItIsNearest() {
    var builder = GraphBuilder()
    builder.addProtocol("Named")
    builder.addMember("swift.property", "name", of: "Named", "var name: String { get }")
    builder.addMember("swift.method", "describe()", of: "Named", "func describe() -> String")
    builder.addMember("swift.method", "load()", of: "Named", "func load() -> Int")
    builder.addProtocol("Labelled")
    builder.addMember("swift.method", "describe()", of: "Labelled", "func describe() -> String")
    builder.addMember(
      "swift.method", "describe()", of: "Labelled", "func describe() -> Int", overload: 2)
    builder.addMember("swift.property", "label", of: "Labelled", "var label: String { get }")
    builder.addProtocol(
      "Badge",
      refining: [(builder.usr("Named"), "App.Named"), (builder.usr("Labelled"), "App.Labelled")])
    builder.addMember(
      "swift.property", "name", of: "Badge", "override var name: String { get set }")
    builder.addMember(
      "swift.method", "describe()", of: "Badge", "override func describe() -> String")
    builder.addMember("swift.method", "load()", of: "Badge", "func load() async throws -> Int")

    guard case .mockable(let badge) = ProtocolReader.read(builder.graph)[2] else {
      Issue.record("Badge was skipped")
      return
    }
    #expect(
      badge.sections.map {
        "\($0.protocolName): " + $0.requirements.map(\.signature).joined(separator: "; ")
      } == [
        "Badge: var name: String; func describe() -> String; func load() -> Int",
        "Labelled: func describe() -> Int; var label: String",
      ])
    #expect(badge.sections[0].requirements[0].hasSetter)
    #expect(
      !badge.sections[0].requirements[2].isAsync && !badge.sections[0].requirements[2].isThrowing)
  }

  @Test func aMergedPropertyHasASetterIfEitherDoesAndKeepsOnlyEffectsBothHave() {
    var getter = Requirement(
      kind: .property, baseName: "value", signature: "var value: Int", isAsync: true,
      isThrowing: true, returnsValue: true, returnType: "Int")
    var asyncOnly = getter
    asyncOnly.isThrowing = false
    getter.merge(asyncOnly)
    #expect(getter.isAsync && !getter.isThrowing && !getter.hasSetter)
    var readWrite = asyncOnly
    readWrite.isAsync = false
    readWrite.hasSetter = true
    getter.merge(readWrite)
    #expect(!getter.isAsync && !getter.isThrowing && getter.hasSetter)
  }

  @Test func aMainActorParentMakesTheMockMainActor() {
    var builder = GraphBuilder()
    builder.addProtocol("Screen", "@MainActor protocol Screen")
    builder.addMember("swift.method", "show()", of: "Screen", "@MainActor func show()")
    guard case .mockable(let screen) = ProtocolReader.read(builder.graph)[0] else {
      Issue.record("Screen was skipped")
      return
    }
    #expect(screen.isMainActor)
    #expect(screen.sections[0].requirements[0].signature == "func show()")
  }

  @Test func protocolsAMockCannotExpressAreSkippedWithTheReason() {
    var builder = GraphBuilder()
    builder.addProtocol("Described", refining: [("s:7Network7SessionP", "Network.Session")])

    #expect(
      ProtocolReader.read(builder.graph) == [
        .skipped(
          protocolName: "Described",
          reason:
            "it refines Network.Session, which is declared in another module, so its requirements are not in this module's symbol graph; write this mock by hand"
        )
      ])
  }

  @Test func associatedTypesBecomeGenericParameters() {
    var builder = GraphBuilder()
    builder.addProtocol("Store", "protocol Store<Item>")
    builder.addMember("swift.associatedtype", "Item", of: "Store", "associatedtype Item : Hashable")
    builder.addMember("swift.method", "add(_:)", of: "Store", "func add(_ item: Self.Item)")
    guard case .mockable(let store) = ProtocolReader.read(builder.graph)[0] else {
      Issue.record("Store was skipped")
      return
    }
    #expect(store.associatedTypes == [.init(name: "Item", constraint: "Hashable")])
    #expect(store.sections[0].requirements[0].signature == "func add(_ item: Item)")
  }

  @Test func aProtocolThatRefinesActorIsReadAsAnActors() {
    var builder = GraphBuilder()
    builder.addProtocol("Store", refining: [("s:ScA", "_Concurrency.Actor")])
    builder.addMember("swift.method", "save(_:)", of: "Store", "func save(_ item: Int)")
    builder.addProtocol("Archive", refining: [(builder.usr("Store"), "App.Store")])
    guard case .mockable(let store) = ProtocolReader.read(builder.graph)[0],
      case .mockable(let archive) = ProtocolReader.read(builder.graph)[1]
    else {
      Issue.record("Store or Archive was skipped")
      return
    }
    #expect(store.isActor && archive.isActor)
    #expect(store.mockedType == "Calls")
  }

  @Test func anAssociatedTypeThatIsNotPrimaryMakesTheMockStandForItself() {
    var builder = GraphBuilder()
    builder.addProtocol("Queue", "protocol Queue<Element>")
    builder.addMember("swift.associatedtype", "Element", of: "Queue", "associatedtype Element")
    builder.addMember(
      "swift.associatedtype", "Failure", of: "Queue", "associatedtype Failure : Error")
    builder.addMember(
      "swift.method", "pop()", of: "Queue", "func pop() throws(Self.Failure) -> Self.Element")
    guard case .mockable(let queue) = ProtocolReader.read(builder.graph)[0] else {
      Issue.record("Queue was skipped")
      return
    }
    #expect(
      queue.associatedTypes == [
        .init(name: "Element", constraint: nil),
        .init(name: "Failure", constraint: "Error", isPrimary: false),
      ])
    #expect(queue.mockedType == "MockQueue<Element, Failure>")
    #expect(queue.sections[0].requirements[0].signature == "func pop() throws(Failure) -> Element")
    #expect(queue.sections[0].requirements[0].thrownType == "Failure")
  }

  @Test func anAssociatedTypeWithAWhereClauseIsSkipped() {
    var builder = GraphBuilder()
    builder.addProtocol("Source")
    builder.addMember(
      "swift.associatedtype", "Items", of: "Source",
      "associatedtype Items : Collection where Self.Items.Element == Int")
    #expect(
      ProtocolReader.read(builder.graph) == [
        .skipped(
          protocolName: "Source",
          reason: "its associated type Items has a `where` clause, which the mock cannot repeat")
      ])
  }

  @Test func staticMembersAndInitializersAreReadAsMembersOfTheType() {
    var builder = GraphBuilder()
    builder.addProtocol("Factory")
    builder.addMember("swift.type.method", "make()", of: "Factory", "static func make() -> Int")
    builder.addMember("swift.init", "init(size:)", of: "Factory", "init(size: Int) async throws")
    builder.addMember("swift.method", "make()", of: "Factory", "func make() -> Int", overload: 1)
    guard case .mockable(let factory) = ProtocolReader.read(builder.graph)[0] else {
      Issue.record("Factory was skipped")
      return
    }
    #expect(factory.leftOut == [])
    let requirements = factory.sections.flatMap(\.requirements)
    #expect(
      requirements.map(\.signature) == [
        "static func make() -> Int", "init(size: Int) async throws", "func make() -> Int",
      ])
    #expect(requirements.map(\.isStatic) == [true, false, false])
    #expect(requirements.map(\.isInitializer) == [false, true, false])
    #expect(requirements[1].isAsync && requirements[1].isThrowing)
    #expect(requirements[1].parameters == [.init(name: "size", type: "Int", label: "size")])
  }

  @Test func anActorsStaticMembersAndInitializersAreRead() {
    var builder = GraphBuilder()
    builder.addProtocol("Store", refining: [("s:ScA", "_Concurrency.Actor")])
    builder.addMember("swift.type.method", "make()", of: "Store", "static func make() -> Int")
    builder.addMember("swift.init", "init(size:)", of: "Store", "init(size: Int)")
    guard case .mockable(let store) = ProtocolReader.read(builder.graph)[0] else {
      Issue.record("Store was skipped")
      return
    }
    #expect(store.leftOut == [])
    let requirements = store.sections.flatMap(\.requirements)
    #expect(requirements.map(\.signature) == ["static func make() -> Int", "init(size: Int)"])
    #expect(requirements.map(\.isStatic) == [true, false])
    #expect(requirements.map(\.isInitializer) == [false, true])
  }

  @Test func theModulesOfTheTypesAMemberMentions() {
    var builder = GraphBuilder()
    builder.addProtocol("Session")
    builder.addMember(
      "swift.method", "load(_:)", of: "Session",
      [
        .init("text", "func load(_ request: "),
        .init("typeIdentifier", "URLRequest", "s:20FoundationNetworking10URLRequestV"),
        .init("text", ") -> "),
        .init("typeIdentifier", "Int", "s:Si"),
      ])
    guard case .mockable(let session) = ProtocolReader.read(builder.graph)[0] else {
      Issue.record("Session was skipped")
      return
    }
    #expect(session.referencedModules == ["FoundationNetworking"])
    #expect(session.usesNetworkingTypes)
    #expect(ProtocolReader.moduleName(ofUSR: "s:10Foundation4DateV") == "Foundation")
    #expect(ProtocolReader.moduleName(ofUSR: "s:SS") == nil)
    #expect(ProtocolReader.moduleName(ofUSR: "c:objc(cs)NSObject") == nil)
  }
}
