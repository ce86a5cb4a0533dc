// The notes a generation prints about a mock it wrote: what the user may
// have to do for it to compile, or to call it as they mean to.
extension MockGeneration {
  /// The note that names the C and Objective-C types of `mocked` whose
  /// module the generator cannot tell, and so does not import.
  static func untoldModulesNote(_ mocked: MockedProtocol) -> String {
    let types = mocked.typesOfUntoldModules.map { "`\($0)`" }.joined(separator: ", ")
    if mocked.typesOfUntoldModules.count == 1 {
      return """
        \(mocked.className) mentions \(types), a C or Objective-C type whose module the symbol \
        graph does not tell, so the mock does not import that module; if the mock does not \
        compile for want of it, name it with --import <Module>
        """
    }
    return """
      \(mocked.className) mentions \(types), C or Objective-C types whose modules the symbol \
      graph does not tell, so the mock does not import those modules; if the mock does not \
      compile for want of them, name them with --import <Module>
      """
  }

  /// A note for each static member or initializer `mocked` leaves for its
  /// user to write, with why.
  static func leftOutNotes(_ mocked: MockedProtocol) -> [String] {
    let kind = mocked.kind.rawValue
    return mocked.leftOut.map { declaration in
      if mocked.isClass {
        let why =
          switch mocked.leftOutReasons[declaration] {
          case .parameterPack?:
            "Swift lets no subclass override a method that takes a parameter pack"
          case .noncopyableResult?:
            """
            it returns a type that cannot be copied (`~Copyable`), so a \(kind) can neither keep \
            an answer of it nor make one
            """
          default: "a \(kind) answers calls on an instance, not on its type"
          }
        return """
          \(mocked.className) does not override `\(declaration)`, which runs \(mocked.name)'s \
          own: \(why)
          """
      }
      let why: String
      switch mocked.leftOutReasons[declaration] ?? .unknownKind {
      case .sharedName:
        why = """
          its name is one that the \(kind) class's own static members have (expect, verify, \
          reset and their kin), which it overrides or overloads by hand
          """
      case .unknownKind, .parameterPack, .noncopyableResult:
        // A protocol's double leaves out no member for the last two.
        why = "it is a requirement of a kind the generator does not know"
      }
      return "\(mocked.className) leaves `\(declaration)` for you to write in an extension: \(why)"
    }
  }

  /// Why `mocked` gets no double in a module with a type named `SwiftMock`,
  /// when its double must spell SwiftMock's types in full: in its file,
  /// `SwiftMock.Mock` names a member of the module's type, and does not compile.
  static func hiddenSwiftMockReason(_ mocked: MockedProtocol, moduleName: String) -> String {
    """
    \(moduleName) declares a type named `SwiftMock`, which hides the SwiftMock module in the \
    double's file, where SwiftMock's types must be written in full (`\(mocked.baseClass)`) to \
    tell them from a type of the same name that it names; rename \(moduleName)'s `SwiftMock`, or \
    write this \(mocked.kind.rawValue) by hand
    """
  }

  static func unsupportedReason(_ mocked: MockedProtocol) -> String? {
    let requirements = mocked.sections.flatMap(\.requirements)
    if mocked.kind == .spy,
      let calls = requirements.first(where: { $0.baseName == "calls" && $0.kind == .property })
    {
      return """
        its member `\(calls.signature)` has the name of the spy's own `calls`, the calls it \
        received, which a spy cannot override; rename the member, or generate a mock or a stub
        """
    }
    guard mocked.isActor else { return nil }
    if let standard = mocked.standardProtocols.first {
      return """
        it refines both Actor and \(standard.rawValue), whose requirements the double of an \
        actor does not implement; write this \(mocked.kind.rawValue) by hand
        """
    }
    let property = mocked.actorDoubleProperty
    if let named = requirements.first(where: { $0.baseName == property }) {
      return """
        its member `\(named.signature)` has the name of the actor's `\(property)`, through which \
        a test reaches the calls; rename the member, or write this \(mocked.kind.rawValue) by hand
        """
    }
    for requirement in requirements {
      for parameter in requirement.parameters {
        let words = parameter.type.split(separator: " ")
        if parameter.type.hasSuffix("...") || words.contains("isolated")
          || (parameter.autoclosureEffects.map { $0.isAsync || $0.isThrowing } ?? false)
        {
          return """
            its member `\(requirement.signature)` has a parameter the actor cannot hand on to \
            its \(mocked.kind.rawValue) (`\(parameter.name): \(parameter.type)`); write this \
            \(mocked.kind.rawValue) by hand
            """
        }
      }
    }
    return nil
  }

  /// A note for each member of `mocked` with the name of one of the
  /// double's own methods: the member is generated, and hides or overloads
  /// the double's own, which the note says how to call.
  static func sharedNameNotes(_ mocked: MockedProtocol) -> [String] {
    var notes: [String] = []
    let kind = mocked.kind
    let variable = kind.rawValue
    let base = "(\(variable) as \(mocked.baseClass)<\(mocked.mockedType)>)"
    let reach =
      "to be sure of the \(variable)'s own, call it through its base class, which has only its own"
    for section in mocked.sections {
      for requirement in section.requirements {
        let name = requirement.baseName
        let member =
          "\(mocked.className)'s `\(requirement.signature)`, from \(section.protocolName),"
        let hasArguments = requirement.kind == .method && !requirement.parameters.isEmpty
        if let overridden = kind.ownMethod(overriddenBy: requirement),
          requirement.isAsync || requirement.isThrowing
        {
          let effects = [
            requirement.isAsync ? "async" : nil,
            requirement.isThrowing
              ? requirement.thrownType.map { "throws(\($0))" } ?? "throws" : nil,
          ]
          notes.append(
            """
            \(member) overrides the \(variable)'s own `\(name)()`, which neither throws nor \
            suspends, so it is `override \(overridden)`, without \
            `\(effects.compactMap { $0 }.joined(separator: " "))`: a test expects and verifies its \
            calls as any other's\(requirement.isThrowing ? ", but cannot make one throw" : "")
            """)
        }
        switch (kind, name) {
        case (.mock, "verify") where hasArguments:
          notes.append(
            """
            \(member) overloads the mock's own `verify`: `mock.verify()` still verifies, but a \
            call that fits both calls the protocol's member; \(reach): `\(base).verify()`
            """)
        case (.mock, "verify"):
          notes.append(
            """
            \(member) hides the mock's own `verify`: `mock.verify()` calls the protocol's member, \
            which answers as a mocked call and verifies nothing. Call the mock's own through its \
            base class, which has only its own: `\(base).verify()`
            """)
        case (.mock, "expect"), (.mock, "allow"), (.stub, "given"), (.spy, "given"),
          (.spy, "received"), (.spy, "callCount"), (.spy, "verifyReceived"),
          (.spy, "calls"):
          notes.append(
            """
            \(member) overloads the \(variable)'s own `\(name)`: `\(variable).\(name) { $0.… }` \
            still calls the \(variable)'s own unless the protocol's member can take that block; \
            \(reach): `\(base).\(name) { $0.… }`
            """)
        case (_, "reset"), (.spy, "clearCalls"):
          guard !mocked.isActor, requirement.kind == .method, requirement.parameters.isEmpty,
            requirement.returnsValue
          else { break }
          notes.append(
            """
            \(member) overloads the \(variable)'s own `\(name)()` by its return type: \
            `\(variable).\(name)()` calls the protocol's member, which answers as a mocked call \
            and forgets nothing. Call the \(variable)'s own through its base class, which has \
            only its own: `\(base).\(name)()`
            """)
        case (_, "create"):
          notes.append(
            """
            \(member) overloads the \(variable)'s own class method `create`: \
            `\(variable).create(…)` calls the protocol's member, and \
            `\(mocked.className).create()`, like `\(mocked.className)()`, still makes a \(variable)
            """)
        default:
          break
        }
      }
    }
    return notes
  }
}
