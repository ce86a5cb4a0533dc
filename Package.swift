// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "SwiftMock",
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  products: [
    .library(name: "SwiftMock", targets: ["SwiftMock"])
  ],
  dependencies: [],
  targets: [
    .target(name: "SwiftMock"),
    .testTarget(name: "SwiftMockTests", dependencies: ["SwiftMock"]),
  ],
  swiftLanguageModes: [.v6]
)
