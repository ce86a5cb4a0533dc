// swift-tools-version: 6.0
// The cost of SwiftMock's doubles inside a running Swift Testing test, where
// every call and expectation asks which test it belongs to:
// `swift test -c release --package-path Benchmarks/InATest`.
import Foundation
import PackageDescription

// SwiftPM names a path dependency after its folder: the folder of the clone.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent()

let package = Package(
  name: "InATest",
  dependencies: [.package(path: root.path)],
  targets: [
    .testTarget(
      name: "InATestBenchmarks",
      dependencies: [.product(name: "SwiftMock", package: root.lastPathComponent)])
  ])
