// An XCTest run of its own, on the process's main thread, for the search
// for the test's line: `TestLineFixture grown-stack [deep-first]` runs the
// tests of a main thread's stack that grows between them, in either order;
// `TestLineFixture calls-through` runs the calls through other code, which
// `.ci/check-release-line` builds optimized.
#if os(Linux)
  import XCTest

  let arguments = CommandLine.arguments.dropFirst()
  switch arguments.first {
  case "grown-stack":
    let tests = GrownStackCase.tests
    XCTMain(
      [testCase(arguments.contains("deep-first") ? tests.reversed() : tests)],
      arguments: Array(CommandLine.arguments.prefix(1)))
  case "calls-through":
    XCTMain([testCase(CallsThroughCase.tests)], arguments: Array(CommandLine.arguments.prefix(1)))
  default:
    print("usage: TestLineFixture grown-stack [deep-first] | calls-through")
    exit(2)
  }
#else
  print("TestLineFixture runs on Linux, where XCTest runs from an executable")
#endif
