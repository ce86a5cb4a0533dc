// The notes a generation prints about a mock it wrote: what the user may
// have to do for it to compile, or to call it as they mean to.
extension MockGeneration {
  /// The note that names the C and Objective-C types of `mocked` whose
  /// module the generator cannot tell, and so does not import.
  static func untoldModulesNote(_ mocked: MockedProtocol) -> String {
    let types = mocked.typesOfUntoldModules.map { "`\($0)`" }.joined(separator: ", ")
    if mocked.typesOfUntoldModules.count == 1 {
      return """
        \(mocked.mockName) mentions \(types), a C or Objective-C type whose module the symbol \
        graph does not tell, so the mock does not import that module; if the mock does not \
        compile for want of it, name it with --import <Module>
        """
    }
    return """
      \(mocked.mockName) mentions \(types), C or Objective-C types whose modules the symbol \
      graph does not tell, so the mock does not import those modules; if the mock does not \
      compile for want of them, name them with --import <Module>
      """
  }

  /// A note for each member of `mocked` with the name of one of the mock's
  /// own methods (or a stub's): the member is generated, and hides or
  /// overloads the mock's own, which the note says how to call.
  static func sharedNameNotes(_ mocked: MockedProtocol) -> [String] {
    var notes: [String] = []
    for section in mocked.sections {
      for requirement in section.requirements {
        let name = requirement.baseName
        let member =
          "\(mocked.mockName)'s `\(requirement.signature)`, from \(section.protocolName),"
        let base = "(mock as Mock<\(mocked.mockedType)>)"
        switch name {
        case "verify" where requirement.kind == .method && !requirement.parameters.isEmpty:
          notes.append(
            """
            \(member) overloads the mock's own `verify`: `mock.verify()` still verifies, but a \
            call that fits both calls the protocol's member; to be sure of the mock's own, call \
            it through its base class, which has only its own: `\(base).verify()`
            """)
        case "verify":
          notes.append(
            """
            \(member) hides the mock's own `verify`: `mock.verify()` calls the protocol's member, \
            which answers as a mocked call and verifies nothing. Call the mock's own through its \
            base class, which has only its own: `\(base).verify()`
            """)
        case "expect", "allow":
          notes.append(
            """
            \(member) overloads the mock's own `\(name)`: `mock.\(name) { $0.… }` still calls the \
            mock's own unless the protocol's member can take that block; to be sure of the \
            mock's own, call it through its base class, which has only its own: \
            `\(base).\(name) { $0.… }`
            """)
        case "given":
          notes.append(
            """
            \(member) would overload a stub's own `given`, should a copy of this mock become a \
            Stub or a Spy: to be sure of the stub's own, call it through its base class, which \
            has only its own: `(stub as Stub<\(mocked.mockedType)>).given { $0.… }`
            """)
        case "create":
          notes.append(
            """
            \(member) overloads the mock's own class method `create`: `mock.create(…)` calls the \
            protocol's member, and `\(mocked.mockName).create()`, like `\(mocked.mockName)()`, \
            still makes a mock
            """)
        default:
          break
        }
      }
    }
    return notes
  }
}
