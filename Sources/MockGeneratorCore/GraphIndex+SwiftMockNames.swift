// Types with the names of SwiftMock's own: a generated double names
// SwiftMock's `Mock`, `Stub`, `Spy` and `InoutArgument`, which a module's
// type of the same name makes ambiguous in the double's file, as it imports
// both. The double then spells SwiftMock's as `SwiftMock.Mock`, and the
// module's as `App.Mock`.
extension GraphIndex {
  /// The SwiftMock types a generated double names: its base classes, and
  /// `InoutArgument`.
  static let swiftMockTypeNames: Set<String> = ["Mock", "Stub", "Spy", "InoutArgument"]

  /// Whether the module declares a type of its own with the name of one
  /// of ``swiftMockTypeNames``.
  var declaresTypeNamedLikeSwiftMocks: Bool {
    symbols.values.contains { symbol in
      Self.isTopLevelType(symbol) && Self.swiftMockTypeNames.contains(symbol.pathComponents[0])
    }
  }

  /// Whether the module declares a type of its own named `SwiftMock`, which
  /// its files find before the SwiftMock module: there, `SwiftMock.Mock`
  /// names a member of that type, and a double cannot spell SwiftMock's in full.
  var declaresTypeNamedSwiftMock: Bool {
    symbols.values.contains { symbol in
      Self.isTopLevelType(symbol) && symbol.pathComponents[0] == "SwiftMock"
    }
  }

  /// Whether `symbol` is a type declared at the top level of its module.
  private static func isTopLevelType(_ symbol: SymbolGraph.Symbol) -> Bool {
    let typeKinds: Set<String> = [
      "swift.struct", "swift.class", "swift.enum", "swift.protocol", "swift.typealias",
      "swift.actor",
    ]
    return symbol.pathComponents.count == 1 && typeKinds.contains(symbol.kind.identifier)
  }

  /// The classes an actor's double nests in itself, whose names hide a
  /// module's types of the same name there.
  static let actorDoubleTypeNames: Set<String> = ["Calls", "Statics"]

  /// `member`'s declaration, with each type it names that has the name of
  /// one of SwiftMock's, but is of another module, written with its module:
  /// `func use(_ mock: App.Mock)`; and whether it names such a type. In an
  /// actor's double (`isActor`), a type named like the classes it nests
  /// (``actorDoubleTypeNames``) is written with its module too:
  /// `func apply(_ rules: App.Statics)`.
  static func declarationNamingModules(
    of member: SymbolGraph.Symbol, isActor: Bool = false
  ) -> (text: String, namesTypeLikeSwiftMocks: Bool) {
    var text = ""
    var namesTypeLikeSwiftMocks = false
    for fragment in member.declarationFragments {
      let isSwiftMocks = swiftMockTypeNames.contains(fragment.spelling)
      if fragment.kind == "typeIdentifier",
        isSwiftMocks || (isActor && actorDoubleTypeNames.contains(fragment.spelling)),
        !text.hasSuffix("."),
        let module = ProtocolReader.moduleName(ofUSR: fragment.preciseIdentifier),
        module != "SwiftMock"
      {
        text += module + "." + fragment.spelling
        if isSwiftMocks { namesTypeLikeSwiftMocks = true }
      } else {
        text += fragment.spelling
      }
    }
    return (text, namesTypeLikeSwiftMocks)
  }
}
