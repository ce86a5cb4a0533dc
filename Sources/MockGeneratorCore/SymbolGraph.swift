import Foundation

/// The parts of a symbol graph file (`Module.symbols.json`, as written by
/// `swift-symbolgraph-extract`) that a mock is made from.
///
/// Only the fields the generator reads are decoded, and only they are
/// encoded again, so a graph saved with ``encoded()`` is small and holds no
/// paths of the machine that made it.
package struct SymbolGraph: Codable, Equatable, Sendable {
  package var module: Module
  package var symbols: [Symbol]
  package var relationships: [Relationship]

  package init(module: Module, symbols: [Symbol], relationships: [Relationship]) {
    self.module = module
    self.symbols = symbols
    self.relationships = relationships
  }

  /// The module the graph describes.
  package struct Module: Codable, Equatable, Sendable {
    package var name: String

    package init(name: String) { self.name = name }
  }

  /// A declaration: a protocol, one of its requirements, or anything else.
  package struct Symbol: Codable, Equatable, Sendable {
    package var kind: Kind
    package var identifier: Identifier
    package var pathComponents: [String]
    package var accessLevel: String
    package var declarationFragments: [Fragment]
    package var docComment: DocComment?
    /// Where the declaration is in its source file; never saved by ``encoded()``.
    package var location: Location?
    /// Whether the declaration suppresses `Copyable`, as `struct Token: ~Copyable`
    /// does: SwiftMock's own field, which swift-symbolgraph-extract does not
    /// write, read from the source at ``location`` by
    /// ``SymbolGraph/markingNoncopyableTypes(readingWith:)``.
    package var noncopyable: Bool?

    package init(
      kind: String, precise: String, pathComponents: [String], accessLevel: String,
      declarationFragments: [Fragment], docComment: [String]? = nil
    ) {
      self.kind = Kind(identifier: kind)
      self.identifier = Identifier(precise: precise)
      self.pathComponents = pathComponents
      self.accessLevel = accessLevel
      self.declarationFragments = declarationFragments
      self.docComment = docComment.map { DocComment(lines: $0.map { .init(text: $0) }) }
    }

    /// What kind of declaration this is, such as `swift.protocol` or `swift.method`.
    package struct Kind: Codable, Equatable, Sendable {
      package var identifier: String
    }

    /// The symbol's unique identifier (its USR).
    package struct Identifier: Codable, Equatable, Sendable {
      package var precise: String
    }

    /// The documentation comment written above the declaration.
    package struct DocComment: Codable, Equatable, Sendable {
      package var lines: [Line]

      /// One line of a documentation comment, without its `///`.
      package struct Line: Codable, Equatable, Sendable {
        package var text: String
      }
    }

    /// A place in a source file: its URL, and a line and character
    /// counted from zero.
    package struct Location: Codable, Equatable, Sendable {
      package var uri: String
      package var position: Position

      package init(uri: String, line: Int, character: Int) {
        self.uri = uri
        position = Position(line: line, character: character)
      }

      /// A line and a character of a source file, counted from zero.
      package struct Position: Codable, Equatable, Sendable {
        package var line: Int
        package var character: Int
      }
    }

    /// The declaration as Swift source text: its fragments joined.
    package var declaration: String {
      declarationFragments.map(\.spelling).joined()
    }
  }

  /// A piece of a declaration, such as a keyword, a name or a type.
  package struct Fragment: Codable, Equatable, Sendable {
    package var kind: String
    package var spelling: String
    package var preciseIdentifier: String?

    package init(_ kind: String, _ spelling: String, _ preciseIdentifier: String? = nil) {
      self.kind = kind
      self.spelling = spelling
      self.preciseIdentifier = preciseIdentifier
    }
  }

  /// A relationship between two symbols, such as a requirement and its
  /// protocol, or a protocol and the protocol it refines.
  package struct Relationship: Codable, Equatable, Sendable {
    package var kind: String
    package var source: String
    package var target: String
    package var targetFallback: String?

    package init(kind: String, source: String, target: String, targetFallback: String? = nil) {
      self.kind = kind
      self.source = source
      self.target = target
      self.targetFallback = targetFallback
    }
  }

  /// Decodes a symbol graph file.
  package static func decode(_ data: Data) throws -> SymbolGraph {
    try JSONDecoder().decode(SymbolGraph.self, from: data)
  }

  /// The graph as pretty-printed JSON with sorted keys, the same for the
  /// same graph, without the locations of its symbols, which are paths of
  /// the machine that made it.
  package func encoded() throws -> Data {
    var saved = self
    for position in saved.symbols.indices {
      saved.symbols[position].location = nil
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(saved)
  }
}
