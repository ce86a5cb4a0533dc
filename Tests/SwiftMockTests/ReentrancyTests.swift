import SwiftMock
import SwiftMockTestSupport
import Testing

/// The test's code that the library runs (an argument's `==`, a predicate, a
/// description, a mirror, a default, an action, a deinit) may call any mock,
/// the one it belongs to included: those calls are real calls, recorded or
/// failing as usual, and nothing deadlocks. Each test runs on a thread of
/// its own with a deadline, so a deadlock fails it instead of hanging the run.
struct ReentrancyTests {
  @Test func anArgumentsEqualityMayCallTheSameMock() throws {
    let failures = try #require(
      failuresWithinDeadline {
        let mock = MockProbeTarget()
        mock.allow { $0.ping() }.returning(1)
        mock.expect { $0.take(Probe(id: 1, mock: mock)) }
        mock.expect { $0.take(any(), Probe(id: 2, mock: mock)) }
        mock.take(Probe(id: 1, mock: mock))
        mock.take("x", Probe(id: 2, mock: mock))
        mock.verify()
        #expect(mock.pings > 0)
      })
    #expect(failures.isEmpty)
  }

  @Test func aPredicateMayCallTheSameMock() throws {
    let failures = try #require(
      failuresWithinDeadline {
        let mock = MockProbeTarget()
        mock.allow { $0.ping() }.returning(1)
        mock.expect { $0.name(any(where: { $0.count == mock.ping() })) }
        mock.name("a")
        mock.verify()
      })
    #expect(failures.isEmpty)
  }

  @Test func aDescriptionMirrorOrDebugDescriptionMayCallTheSameMock() throws {
    var line = 0
    var expectLine = 0
    let failures = try #require(
      failuresWithinDeadline {
        line = #line; let mock = MockProbeTarget()
        mock.allow { $0.ping() }.returning(1)
        expectLine = #line; mock.expect { $0.show(Talkative(mock: mock, text: "a")) }
        mock.show(Talkative(mock: mock, text: "b"))
        mock.verify()
      })
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [ProbeTarget] Unexpected call: show(talkative b)
            expected: show(talkative a) (\(here(expectLine)))
            received: show(talkative b)
            reported at the line that made the mock: no frame of the test's file is on \
          the calling thread's stack
          """, calledAt: line, madeAt: line)
      ])
  }

  @Test func aDefaultMayCallAnotherTestDouble() throws {
    let failures = try #require(
      failuresWithinDeadline {
        let mock = MockProbeTarget()
        mock.expect { $0.setting() }
        #expect(mock.setting() == Setting(level: 7))
        mock.verify()
      })
    #expect(failures.isEmpty)
  }

  @Test func anActionMayCallTheSameMock() throws {
    let failures = try #require(
      failuresWithinDeadline {
        let mock = MockProbeTarget()
        mock.expect { $0.ping() }.returning(2)
        mock.expect { $0.name("a") }.doing { _ in _ = mock.ping() }
        mock.name("a")
        mock.verify()
      })
    #expect(failures.isEmpty)
  }

  @Test func aDeinitOfWhatVerifyOrResetLetsGoMayCallTheSameMock() throws {
    var line = 0
    let failures = try #require(
      failuresWithinDeadline {
        line = #line; let mock = MockProbeTarget()
        mock.allow { $0.ping() }.returning(1)
        mock.expect { $0.keep(Sentinel(mock: mock)) }.times(0)
        mock.verify()
        mock.expect { $0.keep(Sentinel(mock: mock)) }
        mock.expect { $0.name("a") }.doing { [sentinel = Sentinel(mock: mock)] _ in
          _ = sentinel
        }
        // The two sentinels go with the expectations reset() forgets, and
        // call ping(), which reset() no longer allows.
        mock.reset()
        mock.expect { $0.ping() }.returning(3)
        #expect(mock.ping() == 3)
        mock.verify()
      })
    // Each sentinel calls ping() in its deinit, a line of this file that is
    // the innermost of it on the stack.
    let unexpected = expectedCallFailure(
      """
      [ProbeTarget] Unexpected call: ping()
        the mock was made at \(here(line))
      """, calledAt: Sentinel.pingLine, madeAt: line)
    expectFailures(failures, [unexpected, unexpected])
  }

  @Test func anAnswerReplacedByAnotherMayCallTheMockAsItGoes() throws {
    let failures = try #require(
      failuresWithinDeadline {
        let mock = MockProbeTarget()
        mock.allow { $0.ping() }.returning(1)
        mock.expect { $0.sentinel() }.returning(Sentinel(mock: mock)).returning(
          Sentinel(mock: mock))
        _ = mock.sentinel()
        mock.verify()
      })
    #expect(failures.isEmpty)
  }
}

protocol ProbeTarget {
  func ping() -> Int
  func take(_ probe: Probe)
  func take(_ text: String, _ probe: Probe)
  func name(_ text: String)
  func show(_ talkative: Talkative)
  func setting() -> Setting
  func keep(_ sentinel: Sentinel)
  func sentinel() -> Sentinel?
}

final class MockProbeTarget: Mock<ProbeTarget>, ProbeTarget, @unchecked Sendable {
  private let pingCount = LockedValue(0)
  var pings: Int { pingCount.withLock { $0 } }

  func ping() -> Int {
    pingCount.withLock { $0 += 1 }
    return accept()
  }
  func take(_ probe: Probe) { accept(probe) }
  func take(_ text: String, _ probe: Probe) { accept(text, probe) }
  func name(_ text: String) { accept(text) }
  func show(_ talkative: Talkative) { accept(talkative) }
  func setting() -> Setting { accept() }
  func keep(_ sentinel: Sentinel) { accept(sentinel) }
  func sentinel() -> Sentinel? { accept() }
}

/// An argument whose `==` calls the mock it is given to.
struct Probe: Equatable {
  let id: Int
  let mock: MockProbeTarget

  static func == (left: Probe, right: Probe) -> Bool {
    _ = left.mock.ping()
    return left.id == right.id
  }
}

/// An argument that is not `Equatable` and whose mirror and descriptions
/// call the mock.
struct Talkative: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
  let mock: MockProbeTarget
  let text: String

  var description: String {
    _ = mock.ping()
    return "talkative \(text)"
  }

  var debugDescription: String {
    _ = mock.ping()
    return "Talkative(\(text))"
  }

  var customMirror: Mirror {
    _ = mock.ping()
    return Mirror(self, children: ["text": text])
  }
}

/// A default made by asking another test double.
struct Setting: Defaultable, Equatable {
  let level: Int

  static var mockDefault: Setting {
    let stub = StubLevels()
    stub.given { $0.level() }.returning(7)
    return Setting(level: stub.level())
  }
}

protocol Levels {
  func level() -> Int
}

final class StubLevels: Stub<Levels>, Levels {
  func level() -> Int { accept() }
}

/// An object that calls the mock when it goes away.
final class Sentinel {
  let mock: MockProbeTarget

  init(mock: MockProbeTarget) {
    self.mock = mock
  }

  /// The line of the call `deinit` makes.
  static let pingLine = #line + 3

  deinit {
    _ = mock.ping()
  }
}
