#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(Musl)
  import Musl
#elseif canImport(Android)
  import Android
#endif

/// The search of the current call stack for the line of the test that led
/// to it: which line of the test's file.
///
/// ```swift
/// let outcome = TestLineSearch.search(
///   testFunction: TestFunction(qualifiedName: "MyTests.CartTests.checkOut", filePath: nil),
///   fallbackFilePath: "/…/CartTests.swift", fallbackModule: "MyTests",
///   passingOver: ["MockPayments"])
/// ```
///
/// It runs where the toolchain's `Runtime` module symbolicates: on Linux,
/// and on macOS 26 and later. It reads the calling thread's stack, from the
/// caller's frame to the stack's end and nothing outside it, on a thread of
/// its own with a large stack while the caller waits (see ``SearchThread``).
/// It does not print, throw or trap.
enum TestLineSearch {
  /// A line of the source, the frame's there.
  struct Line: Sendable, Equatable {
    let filePath: String
    let line: Int
    /// 0 where unknown: the `await` a suspended `async` function resumes at.
    let column: Int
    /// The demangled name of the frame's function, as the runtime gives it:
    /// `closure #1 in TestLineTests.aTest()`.
    let symbol: String
  }

  /// Why no line was found.
  enum Reason: Sendable, Equatable {
    /// `SWIFTMOCK_STACK_SEARCH` is `0`.
    case switchedOff
    /// This platform's stacks are not searched.
    case unsupportedPlatform
    /// The calling thread has too little stack left to hand the search over.
    case stackTooSmall
    /// The calling thread's stack, or its code, could not be read.
    case unreadableStack
    /// No frame of the test's file is on the calling thread's stack.
    case noFrameOfTheTestsFile

    /// The reason in the words of a failure message.
    var explanation: String {
      switch self {
      case .switchedOff: "SWIFTMOCK_STACK_SEARCH is 0"
      case .unsupportedPlatform: "call stacks are not searched on this platform"
      case .stackTooSmall: "the calling thread's stack is too small to search"
      case .unreadableStack: "the calling thread's stack could not be read"
      case .noFrameOfTheTestsFile: "no frame of the test's file is on the calling thread's stack"
      }
    }
  }

  /// What a search found.
  enum Outcome: Sendable, Equatable {
    /// The innermost frame of the running test function, or of a closure or
    /// part of it, where it is on the stack; and the innermost frame of the
    /// test's file, which is that frame or one further in.
    case found(testFunction: Line?, innermost: Line)
    case notFound(Reason)
  }

  /// The least stack the calling thread must have left to hand the search
  /// over and wait for it.
  static let minimumRoom: UInt = 16 << 10

  /// Searches the current call stack for the line of the test.
  ///
  /// - Parameters:
  ///   - testFunction: The running test function, if it is known: the
  ///     innermost frame of it, or of a closure, local function or `async`
  ///     part written in it, is preferred.
  ///   - fallbackFilePath: The file to look for where the test function's
  ///     file is not known: the one that made the test double.
  ///   - fallbackModule: The module of `fallbackFilePath`, which narrows the
  ///     frames whose source location is looked up.
  ///   - passingOver: The test double's class and the classes of the test's
  ///     own it inherits from, whose members' frames are passed over, as
  ///     `String(describing:)` writes them: a mock written in the test's
  ///     file calls `accept` from a line that is not the test's.
  /// - Returns: The innermost frame of the test's file (the test function's
  ///   file, else `testFunction.filePath`, else `fallbackFilePath`), and the
  ///   test function's frame if it is found; or why there is none.
  static func search(
    testFunction: TestFunction?, fallbackFilePath: String, fallbackModule: String?,
    passingOver: [String]
  ) -> Outcome {
    guard isSwitchedOn else { return .notFound(.switchedOff) }
    #if (os(Linux) && canImport(Glibc) && canImport(Runtime)) || (os(macOS) && canImport(Runtime))
      guard #available(macOS 26, *) else { return .notFound(.unsupportedPlatform) }
      let request = Request(
        testFunction: testFunction, fallbackFilePath: fallbackFilePath,
        fallbackModule: fallbackModule, passingOver: passingOver)
      return searchFromHere(request)
    #else
      return .notFound(.unsupportedPlatform)
    #endif
  }

  /// Whether the current thread has room left on its stack to search it,
  /// where that is known cheaply; checked before anything else is done for
  /// a search, such as finding out what to look for.
  static var hasRoomToSearch: Bool {
    #if (os(Linux) && canImport(Glibc) && canImport(Runtime)) || (os(macOS) && canImport(Runtime))
      if #available(macOS 26, *) {
        return hasRoomHere() || SmallStackCaller.isServing
      }
    #endif
    return true
  }

  /// How much stack a failing call's work takes on the calling thread at
  /// most, the first time in a debug build, where working out a failure
  /// sets up runtime type information: with less left, the work runs on
  /// the search thread (see ``SmallStackCaller``).
  static let roomForAFailure: UInt = 64 << 10

  /// Whether the current thread has room left on its stack to work out a
  /// failure: `false` on a stack other than the thread's own (a signal
  /// handler's), `true` where the thread's stack is not known.
  static var hasRoomForAFailure: Bool {
    #if (os(Linux) && canImport(Glibc) && canImport(Runtime)) || (os(macOS) && canImport(Runtime))
      if #available(macOS 26, *) { return hasRoomHere(of: roomForAFailure, outside: false) }
    #endif
    return true
  }

  /// What to look for, handed to the search thread.
  struct Request: Sendable, Hashable {
    let testFunction: TestFunction?
    let fallbackFilePath: String
    let fallbackModule: String?
    let passingOver: [String]
  }

  /// Whether the stack is searched: unless the environment variable
  /// `SWIFTMOCK_STACK_SEARCH` is `0`, for a run that would rather report
  /// every call at the line that made its mock (or to measure what the
  /// search costs). Read at each search.
  static var isSwitchedOn: Bool {
    guard let value = getenv("SWIFTMOCK_STACK_SEARCH") else { return true }
    return String(cString: value) != "0"
  }
}

/// Whether this platform and process search call stacks for the test's
/// line at all: on Linux, and on macOS 26 and later.
package var testLineSearchRunsHere: Bool {
  #if (os(Linux) && canImport(Glibc) && canImport(Runtime)) || (os(macOS) && canImport(Runtime))
    if #available(macOS 26, *) { return true }
  #endif
  return false
}

/// Searches the current thread's stack for the innermost line of the file
/// `filePath` (of the module `module`), and says what it found: `found
/// File.swift:12` or the reason it found none, such as `stackTooSmall`. For
/// tests of the search itself on threads whose stacks are too small for a
/// mock's failure to be reported.
///
/// ```swift
/// #expect(testLineSearchOutcomeHere(lookingFor: #filePath, module: "MyTests") == "stackTooSmall")
/// ```
package func testLineSearchOutcomeHere(lookingFor filePath: String, module: String) -> String {
  let outcome =
    TestLineSearch.hasRoomToSearch
    ? TestLineSearch.search(
      testFunction: nil, fallbackFilePath: filePath, fallbackModule: module, passingOver: [])
    : .notFound(.stackTooSmall)
  switch outcome {
  case .found(_, let innermost):
    return "found \(innermost.filePath.split(separator: "/").last ?? ""):\(innermost.line)"
  // Each reason spelled out: describing an enumeration by reflection takes
  // more stack, the first time, than the threads this is for have.
  case .notFound(.switchedOff): return "switchedOff"
  case .notFound(.unsupportedPlatform): return "unsupportedPlatform"
  case .notFound(.stackTooSmall): return "stackTooSmall"
  case .notFound(.unreadableStack): return "unreadableStack"
  case .notFound(.noFrameOfTheTestsFile): return "noFrameOfTheTestsFile"
  }
}
