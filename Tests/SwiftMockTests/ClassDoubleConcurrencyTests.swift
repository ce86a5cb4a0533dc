import Foundation
import SwiftMock
import SwiftMockTestSupport
import Testing

/// Class doubles called from the library's own calls of the test's code
/// (`==`, `description`), and from several tasks at once.
struct ClassDoubleConcurrencyTests {
  @Test func anArgumentsEqualityMayCallAClassDouble() throws {
    let failures = try #require(
      failuresWithinDeadline {
        let printer = MockPrinter()
        printer.expect { $0.print(StubLabel.saying("a")) }
        printer.print(StubLabel.saying("a"))
        printer.verify()
      })
    #expect(failures.isEmpty)
  }

  /// On a thread the test never reached, the failure goes to the line that
  /// made the class double's test double: the line that declares it.
  @Test func anArgumentsDescriptionMayCallAClassDouble() throws {
    var expectLine = 0
    let failures = try #require(
      failuresWithinDeadline {
        let printer = MockPrinter()
        expectLine = #line; printer.expect { $0.print(StubLabel.saying("a")) }
        printer.print(StubLabel.saying("b"))
        printer.verify()
      })
    let madeAt = "SwiftMockTests/ClassDoubles.swift:\(MockPrinter.madeAt)"
    #expect(
      failures.map { "\($0.fileID):\($0.line): \($0.message)" } == [
        """
        \(madeAt): [MockPrinter] Unexpected call: print(Label(b))
          expected: print(Label(a)) (\(here(expectLine)))
          received: print(Label(b))
          reported at the line that made the mock: no frame of the test's file is on the \
        calling thread's stack
        """
      ])
  }

  @Test func aSpyCalledFromManyTasksLosesNoCall() async {
    let meter = SpyMeter()
    await withTaskGroup(of: Void.self) { group in
      for task in 0..<8 {
        group.addTask {
          for _ in 0..<200 { meter.tick(task) }
        }
      }
    }
    #expect(meter.callCount(ignoringArguments: true) { $0.tick(0) } == 1_600)
    for task in 0..<8 {
      #expect(meter.callCount { $0.tick(task) } == 200)
    }
  }

  @Test func expectationsAddedAndMetFromManyTasksAreEachMetOnce() async {
    let failures = await captureFailures {
      let meter = MockMeter()
      await withTaskGroup(of: Void.self) { group in
        for task in 0..<8 {
          group.addTask {
            for round in 0..<50 {
              meter.expect { $0.tick(task * 1_000 + round) }
              meter.tick(task * 1_000 + round)
            }
          }
        }
      }
      meter.verify()
    }
    #expect(failures.isEmpty)
  }

  @Test func aMockCalledFromManyTasksCountsEveryCall() async {
    let failures = await captureFailures {
      let meter = MockMeter()
      meter.expect { $0.tick(1) }.times(400)
      await withTaskGroup(of: Void.self) { group in
        for _ in 0..<8 {
          group.addTask {
            for _ in 0..<50 { meter.tick(1) }
          }
        }
      }
      meter.verify()
    }
    #expect(failures.isEmpty)
  }

  @Test func classDoublesInParallelTasksKeepTheirOwnExpectations() async {
    await withTaskGroup(of: [MockFailure].self) { group in
      for task in 0..<8 {
        group.addTask {
          captureFailures {
            let thermostat = MockThermostat(room: "room \(task)")
            thermostat.expect { $0.temperature() }.returning(Double(task))
            #expect(thermostat.report() == "room \(task): \(Double(task))")
            thermostat.verify()
          }
        }
      }
      for await failures in group {
        #expect(failures.isEmpty)
      }
    }
  }

  @Test func realImplementationsRunFromManyTasksAtOnce() async {
    let meter = SpyMeter()
    meter.given { $0.total() }.callingRealImplementation()
    let totals = await withTaskGroup(of: Int.self) { group in
      for _ in 0..<8 {
        group.addTask { (0..<50).reduce(0) { sum, _ in sum + meter.total() } }
      }
      return await group.reduce(0, +)
    }
    #expect(totals == 8 * 50 * 7)
    #expect(meter.callCount { $0.total() } == 400)
  }

  @Test func verifyWithATimeoutWaitsForACallFromAnotherTask() async {
    let failures = await captureFailures {
      let meter = MockMeter()
      meter.expect { $0.tick(3) }
      let work = Task.detached { meter.tick(3) }
      await meter.verify(timeout: .seconds(10))
      await work.value
    }
    #expect(failures.isEmpty)
  }

  @Test func asyncOverridesAreAllowedAndVerifiedWithAwait() async {
    let failures = await captureFailures {
      let mock = MockMeter()
      await mock.allow { await $0.refresh() }.returning(4)
      #expect(await mock.refresh() == 4)
      #expect(await mock.refresh() == 4)
      mock.verify()
      let spy = SpyMeter()
      await spy.given { await $0.refresh() }.returning(9)
      #expect(await spy.refresh() == 9)
      await spy.verifyReceived { await $0.refresh() }
    }
    #expect(failures.isEmpty)
  }

  @Test func anAsyncVerifyReceivedFailsAtItsLine() async {
    var line = 0
    let failures = await captureFailures {
      let spy = SpyMeter()
      line = #line; await spy.verifyReceived(times: 2) { await $0.refresh() }
    }
    expectFailures(failures, [("[SpyMeter] Wanted but not invoked: refresh()", line)])
  }
}
