import SwiftMock
import SwiftMockTestSupport
import Testing

/// Members that share a name: overloads by argument type and by return
/// type, and a generic member whose type parameter is only in its return.
protocol KeyValueStore {
  func set(_ value: Int, forKey key: String)
  func set(_ value: String, forKey key: String)
  func value() -> Int
  func value() -> String
  func value<Value>(forKey key: String) -> Value
}

final class MockKeyValueStore: Mock<KeyValueStore>, KeyValueStore {
  func set(_ value: Int, forKey key: String) { accept(value, key) }
  func set(_ value: String, forKey key: String) { accept(value, key) }
  func value() -> Int { accept() }
  func value() -> String { accept() }
  func value<Value>(forKey key: String) -> Value { accept(key, default: nil) }
}

final class StubKeyValueStore: Stub<KeyValueStore>, KeyValueStore {
  func set(_ value: Int, forKey key: String) { accept(value, key) }
  func set(_ value: String, forKey key: String) { accept(value, key) }
  func value() -> Int { accept() }
  func value() -> String { accept() }
  func value<Value>(forKey key: String) -> Value { accept(key) }
}

final class SpyKeyValueStore: Spy<KeyValueStore>, KeyValueStore {
  func set(_ value: Int, forKey key: String) { accept(value, key) }
  func set(_ value: String, forKey key: String) { accept(value, key) }
  func value() -> Int { accept() }
  func value() -> String { accept() }
  func value<Value>(forKey key: String) -> Value { accept(key) }
}

/// A call goes only to expectations of its own member: same name, same
/// argument types, same return type.
struct OverloadTests {
  @Test func anExpectationOfOneArgumentTypeIsNotMetByTheOther() {
    var line = 0
    var expectLine = 0
    var callLine = 0
    let failures = captureFailures {
      line = #line; let store = MockKeyValueStore()
      expectLine = #line; store.expect { $0.set(any() as Int, forKey: "count") }
      callLine = #line; store.set("three", forKey: "count")
      store.verify()
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [KeyValueStore] Unexpected call: set("three", forKey: "count") of set(_: String, forKey: String)
            expected: set(any(), forKey: "count") of set(_: Int, forKey: String) (\(here(expectLine)))
            received: set("three", forKey: "count") of set(_: String, forKey: String)
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line)
      ])
  }

  @Test func anExpectationIgnoringArgumentsIsNotMetByAnotherArgumentType() {
    var line = 0
    var expectLine = 0
    var callLine = 0
    let failures = captureFailures {
      line = #line; let store = MockKeyValueStore()
      expectLine = #line; store.expect { $0.set(0, forKey: "") }.ignoringArguments()
      callLine = #line; store.set("three", forKey: "count")
      store.verify()
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [KeyValueStore] Unexpected call: set("three", forKey: "count") of set(_: String, forKey: String)
            expected: set(_:forKey:) of set(_: Int, forKey: String) (\(here(expectLine)))
            received: set("three", forKey: "count") of set(_: String, forKey: String)
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line)
      ])
  }

  @Test func eachArgumentTypeTakesItsOwnCalls() {
    let failures = captureFailures {
      let store = MockKeyValueStore()
      store.expect { $0.set(any() as Int, forKey: "count") }
      store.expect { $0.set(any() as String, forKey: "count") }
      store.set("three", forKey: "count")
      store.set(3, forKey: "count")
      store.verify()
    }
    #expect(failures.isEmpty)
  }

  @Test func aReturnTypeNeverExpectedIsAnUnexpectedCall() {
    var line = 0
    var expectLine = 0
    var callLine = 0
    var answer = "unset"
    let failures = captureFailures {
      line = #line; let store = MockKeyValueStore()
      expectLine = #line; store.expect { $0.value() as Int }.returning(3)
      callLine = #line; answer = store.value()
      store.verify()
    }
    #expect(answer == "")
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [KeyValueStore] Unexpected call: value() of value() -> String
            expected: value() of value() -> Int (\(here(expectLine)))
            received: value() of value() -> String
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line)
      ])
  }

  @Test func missingCallsOfMembersSharingANameNameTheirSignatures() {
    var expectLines: [Int] = []
    var verifyLine = 0
    let failures = captureFailures {
      let store = MockKeyValueStore()
      expectLines.append(#line); store.expect { $0.value() as Int }
      expectLines.append(#line); store.expect { $0.value() as String }
      verifyLine = #line; store.verify()
    }
    expectFailures(
      failures,
      [
        (
          "[KeyValueStore] Missing call: value() of value() -> Int (expected at \(here(expectLines[0])))",
          verifyLine
        ),
        (
          "[KeyValueStore] Missing call: value() of value() -> String (expected at \(here(expectLines[1])))",
          verifyLine
        ),
      ])
  }

  @Test func aGenericMemberIsAnsweredOnlyForTheTypeItWasExpectedWith() {
    var line = 0
    var expectLine = 0
    var callLine = 0
    var number = 0
    var text = "unset"
    let failures = captureFailures {
      line = #line; let store = MockKeyValueStore()
      expectLine = #line; store.expect { $0.value(forKey: "size") as Int }.returning(7)
      callLine = #line; text = store.value(forKey: "size")
      number = store.value(forKey: "size")
      store.verify()
    }
    #expect(number == 7)
    #expect(text == "")
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [KeyValueStore] Unexpected call: value(forKey: "size") of value(forKey: String) -> String
            expected: value(forKey: "size") of value(forKey: String) -> Int (\(here(expectLine)))
            received: value(forKey: "size") of value(forKey: String) -> String
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line)
      ])
  }

  @Test func aStubAnswersOnlyTheMemberItWasGivenFor() {
    let store = StubKeyValueStore()
    store.given { $0.value() as Int }.returning(3)
    store.given { $0.value(forKey: "size") as Int }.returning(7)
    store.given { $0.set(any() as Int, forKey: any()) }.doing { _ in Issue.record("wrong member") }
    #expect(store.value() as Int == 3)
    #expect(store.value() as String == "")
    #expect(store.value(forKey: "size") as Int == 7)
    #expect(store.value(forKey: "size") as String == "")
    store.set("three", forKey: "count")
  }

  @Test func aSpyCountsOnlyTheMemberAskedAbout() {
    let store = SpyKeyValueStore()
    store.set("three", forKey: "count")
    _ = store.value() as String
    #expect(!store.received { $0.set(any() as Int, forKey: "count") })
    #expect(store.callCount { $0.set(any() as String, forKey: "count") } == 1)
    #expect(!store.received { $0.value() as Int })
    #expect(store.received { $0.value() as String })
    #expect(!store.received(ignoringArguments: true) { $0.set(0, forKey: "") })
    #expect(store.calls.map(\.function) == ["set(_:forKey:)", "value()"])
  }
}

/// A sink that takes anything, and a plot of points that are not `Equatable`.
protocol AnythingSink {
  func store(_ value: Any)
  func plot(_ points: [PlotPoint])
}

struct PlotPoint {
  var x: Int
}

final class MockAnythingSink: Mock<AnythingSink>, AnythingSink {
  func store(_ value: Any) { accept(value) }
  func plot(_ points: [PlotPoint]) { accept(points) }
}

/// `any()` takes only arguments of its type, and a large value that is not
/// `Equatable` is compared to its last element.
struct ArgumentTypeAndSizeTests {
  @Test func anyOfATypeOnAParameterOfTypeAnyIsNotMetByAnotherType() {
    var line = 0
    var expectLine = 0
    var callLine = 0
    let failures = captureFailures {
      line = #line; let sink = MockAnythingSink()
      expectLine = #line; sink.expect { $0.store(any(Int.self)) }
      callLine = #line; sink.store("not a number")
      sink.store(7)
      sink.verify()
    }
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [AnythingSink] Unexpected call: store("not a number")
            expected: store(any(Int.self)) (\(here(expectLine)))
            received: store("not a number")
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line)
      ])
  }

  @Test func aLargeValueThatDiffersInItsLastElementIsAnUnexpectedCall() {
    let points = (0..<20_000).map { PlotPoint(x: $0) }
    var lastDiffers = points
    lastDiffers[19_999].x = -1
    var failures: [MockFailure] = []
    failures = captureFailures {
      let sink = MockAnythingSink()
      sink.expect { $0.plot(points) }
      sink.plot(lastDiffers)
      sink.verify()
    }
    #expect(failures.count == 1)
    #expect(failures.first?.message.hasPrefix("[AnythingSink] Unexpected call: plot(") == true)
    let matching = captureFailures {
      let sink = MockAnythingSink()
      sink.expect { $0.plot(points) }
      sink.plot(points)
      sink.verify()
    }
    #expect(matching.isEmpty)
  }
}
