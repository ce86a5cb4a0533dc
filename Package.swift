// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "SwiftMock",
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  products: [
    .library(name: "SwiftMock", targets: ["SwiftMock"]),
    .executable(name: "stub-vs-mock", targets: ["StubVsMockWalkthrough"]),
    .executable(name: "swiftmock-benchmarks", targets: ["SwiftMockBenchmarks"]),
    .plugin(name: "GenerateMocks", targets: ["GenerateMocks"]),
  ],
  dependencies: [],
  targets: [
    .target(name: "SwiftMock"),
    .testTarget(
      name: "SwiftMockTests",
      dependencies: ["SwiftMock", "SwiftMockTestSupport", "TestLineFixture"]),
    // An XCTest run on a main thread of its own, which SwiftMockTests starts.
    .executableTarget(
      name: "TestLineFixture", dependencies: ["SwiftMock"], path: "Tests/Fixtures/TestLineFixture"),
    .target(
      name: "SwiftMockTestSupport", dependencies: ["SwiftMock"], path: "Tests/Support"),

    // Samples: the production code of each story, and its tests.
    .target(name: "StubVsMock", path: "Samples/StubVsMock/Sources/StubVsMock"),
    .target(
      name: "StubVsMockScenarios", dependencies: ["StubVsMock", "SwiftMock"],
      path: "Samples/StubVsMock/Sources/StubVsMockScenarios"),
    .executableTarget(
      name: "StubVsMockWalkthrough", dependencies: ["StubVsMockScenarios"],
      path: "Samples/StubVsMock/Sources/Walkthrough"),
    .testTarget(
      name: "StubVsMockTests", dependencies: ["StubVsMockScenarios", "SwiftMockTestSupport"],
      path: "Samples/StubVsMock/Tests"),
    .target(name: "TestDoubles", path: "Samples/TestDoubles/Sources/TestDoubles"),
    .testTarget(
      name: "TestDoublesTests", dependencies: ["TestDoubles", "SwiftMock"],
      path: "Samples/TestDoubles/Tests"),
    .target(name: "SpyVsMock", path: "Samples/SpyVsMock/Sources/SpyVsMock"),
    .testTarget(
      name: "SpyVsMockTests", dependencies: ["SpyVsMock", "SwiftMock", "SwiftMockTestSupport"],
      path: "Samples/SpyVsMock/Tests"),
    .target(name: "Singleton", path: "Samples/Singleton/Sources/Singleton"),
    .testTarget(
      name: "SingletonTests", dependencies: ["Singleton", "SwiftMock"],
      path: "Samples/Singleton/Tests"),
    .target(name: "FakeDog", path: "Samples/FakeDog/Sources/FakeDog"),
    .testTarget(
      name: "FakeDogTests", dependencies: ["FakeDog", "SwiftMock", "SwiftMockTestSupport"],
      path: "Samples/FakeDog/Tests"),
    // A SwiftMock 5.x suite, ported with the migration guide's changes alone. Like
    // the suites it stands for, it predates Swift 6 language mode.
    .target(
      name: "SwiftMock5Port", path: "Samples/SwiftMock5Port/Sources/SwiftMock5Port",
      swiftSettings: [.swiftLanguageMode(.v5)]),
    .testTarget(
      name: "SwiftMock5PortTests",
      dependencies: ["SwiftMock5Port", "SwiftMock", "SwiftMockTestSupport"],
      path: "Samples/SwiftMock5Port/Tests", swiftSettings: [.swiftLanguageMode(.v5)]),

    // Benchmarks: run with `swift run -c release swiftmock-benchmarks`.
    .executableTarget(
      name: "SwiftMockBenchmarks", dependencies: ["SwiftMock"], path: "Benchmarks/Runner"),
    .target(
      name: "SwiftMockCompileTimeFixture", dependencies: ["SwiftMock"],
      path: "Benchmarks/CompileTime"),

    // Mock generation: `swift package generate-mocks --help`. The plugin asks
    // for no permission, so that `--check` runs without one; writing the mocks
    // needs `--allow-writing-to-package-directory`, which the macOS sandbox
    // enforces, and the command's help and generated headers name.
    .target(name: "MockGeneratorCore"),
    .executableTarget(name: "SwiftMockGenerate", dependencies: ["MockGeneratorCore"]),
    .plugin(
      name: "GenerateMocks",
      capability: .command(
        intent: .custom(
          verb: "generate-mocks",
          description: "Write a SwiftMock mock for each protocol of a target")),
      dependencies: [.target(name: "SwiftMockGenerate")]),
    .testTarget(name: "MockGeneratorCoreTests", dependencies: ["MockGeneratorCore"]),
    .target(name: "MockGenerationFixture", path: "Tests/Fixtures/MockGenerationFixture"),
    .target(name: "NameClashFixture", path: "Tests/Fixtures/NameClashFixture"),
    .testTarget(
      name: "MockGenerationFixtureTests",
      dependencies: [
        "MockGenerationFixture", "NameClashFixture", "SwiftMock", "SwiftMockTestSupport",
      ]),
    .testTarget(
      name: "GeneratedSampleMocksTests",
      dependencies: [
        "StubVsMock", "TestDoubles", "SpyVsMock", "Singleton", "FakeDog", "SwiftMock",
        "SwiftMockTestSupport",
      ]),
  ],
  swiftLanguageModes: [.v6]
)
