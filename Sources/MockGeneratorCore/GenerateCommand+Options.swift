// The command line of SwiftMockGenerate: its help, and the options read.
extension GenerateCommand {
  package static let usage = """
    USAGE: SwiftMockGenerate --symbol-graph-dir <dir> --output <dir> [options]

    Writes a SwiftMock mock, Mock<P>, for each protocol of a module, one file per protocol,
    and a ClassDouble subclass for each open class.
    The generate-mocks command plugin runs it; in a checkout of SwiftMock, it also runs as
    swift run SwiftMockGenerate.

    OPTIONS:
      --symbol-graph-dir <dir>  The folder that holds the module's <Module>.symbols.json.
      --module <name>           The module whose protocols to mock (default: the folder's only one).
      --target <name>           The target's name in the regenerate command (default: the module).
      --output <dir>            The folder to write the mocks into. It must be in the package
                                directory, the one the command runs in: a path outside it, or
                                one that leads out of it through a symbolic link, is an error,
                                and nothing is written.
      --kind <mock|stub|spy>    Write Mock, Stub or Spy doubles (default: mock).
      --protocol <name>         Mock only this protocol or open class; repeat it for several
                                (default: all).
                                Name one nested in a type in full: Feature.Store. Other files
                                in the folder are then never removed.
      --default <Type=expression>  What members returning Type return when a test gave
                                nothing, for a type with no default value; repeatable.
      --import <module>         Import this module in every mock too, such as the C or
                                Objective-C module of a type the protocols mention; repeatable.
      --public                  Make the mocks of public protocols public.
      --check                   Write nothing; fail, naming each file, if any is out of date.
                                With no other option than --target and --output, it checks
                                each file with the options its header records.
      --save-symbol-graph <file>  Also save the parts of the symbol graph the mocks come from,
                                in a file in the package directory.
      --build-log <file>        The log of a build of the target that failed: print its first
                                errors, and fail. The plugin passes it.
      --help                    Show this help.

    Static members and initializers are written too: a test sets expectations and answers
    on the class, MockClock.expect { $0.now() }, and each running test has its own. The
    double of a protocol that refines Actor is an actor that hands each call to its mock,
    store.mock.expect { $0.save(1) }, and the calls of its type, its static members and
    initializers, to a class of their own: MockStore.Statics.expect { $0.make() }. A member
    whose return type has no default value gets a comment on how to answer it: a call with
    no answer gets the member's last answer, or a value built from the type's fields'
    defaults, and stops the test only where the type cannot be built (a class, an
    existential, a function). The overrides of an open class's double pass the class's own
    implementation, accept(food, real: super.eat(food: food)), which runs for the calls a
    test gives .callingRealImplementation(); a setter passes it as a closure,
    accept(newValue, real: { super.name = newValue }). A method that takes a parameter pack,
    which Swift lets no subclass override, and a member that returns a type that cannot be
    copied (~Copyable) run the class's own, with a note. A protocol with such a member gets
    a note instead of a mock; an inout parameter of such a type is matched by a stand-in
    and left as it was. The generator reads which types cannot be copied from their
    declarations, in the files the symbol graph names. A final class gets a note saying to
    extract a protocol.

    Only files that this command generated (their header names the same module, target,
    output folder and kind) are replaced or removed. A file of a mock's name that it did not
    generate is an error, and then nothing is written. Nothing is written or removed outside the
    package directory: a file in the output folder that is a symbolic link leading out of it is
    an error too.

    EXIT STATUS:
      0   The mocks were written, or with --check, are up to date.
      1   An error, such as a protocol it cannot mock or a file in the way; see its message.
      2   With --check: a mock is missing or out of date, or a file is no longer generated.
      64  The command line is wrong.
    """

  /// The command line, read.
  struct Options {
    var symbolGraphDirectory: String?
    var moduleName: String?
    var targetName: String?
    var output: String?
    var kind: DoubleKind?
    var protocolNames: [String] = []
    var makesPublicMocks = false
    var defaults: [String] = []
    var imports: [String] = []
    var checks = false
    var savedSymbolGraph: String?
    var buildLog: String?
    var showsHelp = false

    init(_ arguments: [String]) throws(UsageError) {
      var remaining = arguments[...]
      func value(for option: String) throws(UsageError) -> String {
        guard let value = remaining.popFirst() else { throw UsageError("\(option) needs a value") }
        return value
      }
      while let argument = remaining.popFirst() {
        switch argument {
        case "--symbol-graph-dir": symbolGraphDirectory = try value(for: argument)
        case "--module": moduleName = try value(for: argument)
        case "--target": targetName = try value(for: argument)
        case "--output": output = try value(for: argument)
        case "--kind":
          let written = try value(for: argument)
          guard let kind = DoubleKind(rawValue: written) else {
            throw UsageError("--kind \(written) is not one of mock, stub and spy")
          }
          self.kind = kind
        case "--protocol": protocolNames.append(try value(for: argument))
        case "--default": defaults.append(try value(for: argument))
        case "--import": imports.append(try value(for: argument))
        case "--public": makesPublicMocks = true
        case "--check": checks = true
        case "--save-symbol-graph": savedSymbolGraph = try value(for: argument)
        case "--build-log": buildLog = try value(for: argument)
        case "--help", "-h": showsHelp = true
        default: throw UsageError("unknown argument \(argument)")
        }
      }
    }

    /// Whether the command line names what to generate beyond the target
    /// and output folder: a kind, protocols, defaults, imports or `--public`.
    var hasGenerationOptions: Bool {
      kind != nil || !protocolNames.isEmpty || !defaults.isEmpty || !imports.isEmpty
        || makesPublicMocks
    }

    /// What to generate, for the target named `targetName`.
    func request(targetName: String) -> MockGeneration.Request {
      MockGeneration.Request(
        targetName: targetName, outputPath: output ?? "", protocolNames: protocolNames,
        makesPublicMocks: makesPublicMocks, defaults: defaults, imports: imports,
        kind: kind ?? .mock)
    }
  }

  /// A command line the tool cannot run.
  struct UsageError: Error {
    var message: String
    init(_ message: String) { self.message = message }
  }
}
