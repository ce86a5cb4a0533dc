// A module with types named like SwiftMock's own, which a generated double
// names: its doubles spell SwiftMock's as `SwiftMock.Mock`, and the
// module's as `NameClashFixture.Mock`. The generated doubles live in
// Tests/MockGenerationFixtureTests/NameClashMocks and NameClashSpies.

/// A type named like SwiftMock's `Mock`.
struct Mock: Equatable {
  var name: String
}

/// A type named like SwiftMock's `Stub`.
struct Stub: Equatable {
  var name: String
}

/// A type named like SwiftMock's `Spy`.
struct Spy: Equatable {
  var codeName: String
}

/// Members that name the module's `Mock`, `Stub` and `Spy`, and an `inout`
/// parameter, which a double boxes in SwiftMock's `InoutArgument`.
protocol Agency {
  func recruit(_ spy: Spy) -> Bool
  func train(_ mock: Mock, with stub: Stub)
  func rename(_ codeName: inout String)
}
