import SwiftMock
import SwiftMockTestSupport
import Testing

/// A protocol whose members take optionals of optionals, alone and inside
/// values compared by structure.
protocol AddressBook {
  func rename(_ nickname: String??)
  func save(_ contact: Contact)
  func setLevel(_ level: Int???)
  func move(_ nickname: String??, to slot: Int)
  func store(_ value: Any?)
  func greeting(for nickname: String??) -> String
  func label(for contact: Contact) -> String
}

/// Neither `Equatable` nor a class: compared field by field, by structure.
struct Contact {
  var id: Int
  var nickname: String??
}

/// Not `Equatable`: compared by structure, payload and all.
enum ContactChange {
  case rename(String??)
}

final class MockAddressBook: Mock<AddressBook>, AddressBook {
  func rename(_ nickname: String??) { accept(nickname) }
  func save(_ contact: Contact) { accept(contact) }
  func setLevel(_ level: Int???) { accept(level) }
  func move(_ nickname: String??, to slot: Int) { accept(nickname, slot) }
  func store(_ value: Any?) { accept(value) }
  func greeting(for nickname: String??) -> String { accept(nickname) }
  func label(for contact: Contact) -> String { accept(contact) }
}

final class StubAddressBook: Stub<AddressBook>, AddressBook {
  func rename(_ nickname: String??) { accept(nickname as Any?) }
  func save(_ contact: Contact) { accept(contact) }
  func setLevel(_ level: Int???) { accept(level as Any?) }
  func move(_ nickname: String??, to slot: Int) { accept(nickname as Any?, slot) }
  func store(_ value: Any?) { accept(value) }
  func greeting(for nickname: String??) -> String { accept(nickname as Any?) }
  func label(for contact: Contact) -> String { accept(contact) }
}

final class SpyAddressBook: Spy<AddressBook>, AddressBook {
  func rename(_ nickname: String??) { accept(nickname as Any?) }
  func save(_ contact: Contact) { accept(contact) }
  func setLevel(_ level: Int???) { accept(level as Any?) }
  func move(_ nickname: String??, to slot: Int) { accept(nickname as Any?, slot) }
  func store(_ value: Any?) { accept(value) }
  func greeting(for nickname: String??) -> String { accept(nickname as Any?) }
  func label(for contact: Contact) -> String { accept(contact) }
}

/// An outer `nil` and a `.some(nil)` are different values: as arguments,
/// as fields of values compared by structure, inside collections, tuples
/// and payloads, and at any depth; and they read differently.
struct NestedOptionalTests {
  /// The values of an `Int???`, one per depth of its empty layer, and one
  /// that holds a value.
  private static let levels: [Int???] = [
    nil, .some(nil), .some(.some(nil)), .some(.some(.some(1))),
  ]

  /// Whether one call `setLevel(actual)` meets an expectation of `setLevel(expected)`.
  private func levelMatches(_ expected: Int???, _ actual: Int???) -> Bool {
    let mock = MockAddressBook()
    mock.expect { $0.setLevel(expected) }
    return captureFailures {
      mock.setLevel(actual)
      mock.verify()
    }.isEmpty
  }

  /// Whether one call `store(actual)` meets an expectation of `store(expected)`.
  private func storeMatches(_ expected: Any?, _ actual: Any?) -> Bool {
    let mock = MockAddressBook()
    mock.expect { $0.store(expected) }
    return captureFailures {
      mock.store(actual)
      mock.verify()
    }.isEmpty
  }

  /// The one failure of a call `received` that differs from the one
  /// `expected` of the same member only in its argument.
  private func mismatch(
    received: String, expected: String, calledAt callLine: Int, expectedAt expectLine: Int,
    madeAt madeLine: Int
  ) -> (message: String, line: Int) {
    expectedCallFailure(
      """
      [AddressBook] Unexpected call: \(received)
        expected: \(expected) (\(here(expectLine)))
        received: \(received)
        the mock was made at \(here(madeLine))
      """, calledAt: callLine, madeAt: madeLine)
  }

  // MARK: Mock

  @Test func anExpectedSomeNilIsNotMetByNil() {
    var (made, expected, called) = (0, 0, 0)
    let failures = captureFailures {
      made = #line; let mock = MockAddressBook()
      expected = #line; mock.expect { $0.rename(.some(nil)) }
      called = #line; mock.rename(nil)
      mock.verify()
    }
    expectFailures(
      failures,
      [
        mismatch(
          received: "rename(nil)", expected: "rename(.some(nil))", calledAt: called,
          expectedAt: expected, madeAt: made)
      ])
  }

  @Test func anExpectedNilIsNotMetBySomeNil() {
    var (made, expected, called) = (0, 0, 0)
    let failures = captureFailures {
      made = #line; let mock = MockAddressBook()
      expected = #line; mock.expect { $0.rename(nil) }
      called = #line; mock.rename(.some(nil))
      mock.verify()
    }
    expectFailures(
      failures,
      [
        mismatch(
          received: "rename(.some(nil))", expected: "rename(nil)", calledAt: called,
          expectedAt: expected, madeAt: made)
      ])
  }

  @Test func equalNestedOptionalsStillMatch() {
    let mock = MockAddressBook()
    mock.expect { $0.rename(nil) }
    mock.expect { $0.rename(.some(nil)) }
    mock.expect { $0.rename(.some(.some("ann"))) }
    mock.expect { $0.save(Contact(id: 1, nickname: nil)) }
    mock.expect { $0.save(Contact(id: 2, nickname: .some(nil))) }
    mock.expect { $0.save(Contact(id: 3, nickname: .some(.some("bo")))) }
    let failures = captureFailures {
      mock.rename(nil)
      mock.rename(.some(nil))
      mock.rename(.some(.some("ann")))
      mock.save(Contact(id: 1, nickname: nil))
      mock.save(Contact(id: 2, nickname: .some(nil)))
      mock.save(Contact(id: 3, nickname: .some(.some("bo"))))
      mock.verify()
    }
    #expect(failures.isEmpty)
  }

  @Test func differentWrappedValuesStillDiffer() {
    var (made, expected, called) = (0, 0, 0)
    let failures = captureFailures {
      made = #line; let mock = MockAddressBook()
      expected = #line; mock.expect { $0.rename(.some(.some("ann"))) }
      called = #line; mock.rename(.some(.some("bo")))
      mock.verify()
    }
    expectFailures(
      failures,
      [
        mismatch(
          received: "rename(\"bo\")", expected: "rename(\"ann\")", calledAt: called,
          expectedAt: expected, madeAt: made)
      ])
  }

  @Test func aFieldSomeNilIsNotMetByNilInAStructComparedByStructure() {
    var made = 0
    var (expected, called): ([Int], [Int]) = ([], [])
    let failures = captureFailures {
      made = #line; let mock = MockAddressBook()
      expected.append(#line); mock.expect { $0.save(Contact(id: 1, nickname: .some(nil))) }
      called.append(#line); mock.save(Contact(id: 1, nickname: nil))
      mock.verify()
      expected.append(#line); mock.expect { $0.save(Contact(id: 1, nickname: nil)) }
      called.append(#line); mock.save(Contact(id: 1, nickname: .some(nil)))
      mock.verify()
    }
    expectFailures(
      failures,
      [
        mismatch(
          received: "save(Contact(id: 1, nickname: nil))",
          expected: "save(Contact(id: 1, nickname: .some(nil)))", calledAt: called[0],
          expectedAt: expected[0], madeAt: made),
        mismatch(
          received: "save(Contact(id: 1, nickname: .some(nil)))",
          expected: "save(Contact(id: 1, nickname: nil))", calledAt: called[1],
          expectedAt: expected[1], madeAt: made),
      ])
  }

  @Test(arguments: 0..<4, 0..<4)
  func everyDepthOfAnEmptyLayerIsItsOwnValue(expected: Int, actual: Int) {
    let (expectedLevel, actualLevel) = (Self.levels[expected], Self.levels[actual])
    #expect(levelMatches(expectedLevel, actualLevel) == (expected == actual))
  }

  @Test func aDeeperEmptyLayerReadsDeeper() {
    var (made, expected, called) = (0, 0, 0)
    let failures = captureFailures {
      made = #line; let mock = MockAddressBook()
      expected = #line; mock.expect { $0.setLevel(.some(.some(nil))) }
      called = #line; mock.setLevel(.some(nil))
      mock.verify()
    }
    expectFailures(
      failures,
      [
        mismatch(
          received: "setLevel(.some(nil))", expected: "setLevel(.some(.some(nil)))",
          calledAt: called, expectedAt: expected, madeAt: made)
      ])
  }

  @Test func emptyLayersAreToldApartInsideCollectionsTuplesAndPayloads() {
    let outerTuple: (String??, Int) = (nil, 1)
    let innerTuple: (String??, Int) = (.some(nil), 1)
    let pairs: [(outer: Any?, inner: Any?)] = [
      // Compared by structure: `Contact` is not `Equatable`.
      ([Contact(id: 1, nickname: nil)], [Contact(id: 1, nickname: .some(nil))]),
      (["a": Contact(id: 1, nickname: nil)], ["a": Contact(id: 1, nickname: .some(nil))]),
      (outerTuple, innerTuple),
      (ContactChange.rename(nil), ContactChange.rename(.some(nil))),
      // `Any?` elements: an empty `Any?`, or one that holds an empty `String?`.
      ([nil, 1] as [Any?], [String?.none as Any, 1] as [Any?]),
      (["a": nil] as [String: Any?], ["a": .some(String?.none as Any)] as [String: Any?]),
      // Compared by `==`.
      ([nil] as [String??], [.some(nil)] as [String??]),
      // The argument itself: an empty `Any?`, or one that holds an empty `Int?`.
      (nil, Int?.none as Any),
    ]
    for (index, pair) in pairs.enumerated() {
      #expect(!storeMatches(pair.outer, pair.inner), "pair \(index)")
      #expect(!storeMatches(pair.inner, pair.outer), "pair \(index)")
      #expect(storeMatches(pair.outer, pair.outer), "pair \(index)")
      #expect(storeMatches(pair.inner, pair.inner), "pair \(index)")
    }
  }

  @Test func emptyLayersInsideValuesReadApart() {
    var called: [Int] = []
    var expected: [Int] = []
    var made = 0
    let failures = captureFailures {
      made = #line; let mock = MockAddressBook()
      expected.append(#line); mock.expect { $0.store(ContactChange.rename(.some(nil))) }
      called.append(#line); mock.store(ContactChange.rename(nil))
      mock.verify()
      let tuple: (String??, Int) = (nil, 1)
      expected.append(#line); mock.expect { $0.store([Contact(id: 1, nickname: nil)]) }
      called.append(#line); mock.store([Contact(id: 1, nickname: .some(nil))])
      mock.verify()
      expected.append(#line); mock.expect { $0.store(tuple) }
      called.append(#line); mock.store((String??.some(nil), 1))
      mock.verify()
      expected.append(#line); mock.expect { $0.store(["a": nil] as [String: Any?]) }
      called.append(#line); mock.store(["a": .some(String?.none as Any)] as [String: Any?])
      mock.verify()
    }
    expectFailures(
      failures,
      [
        mismatch(
          received: "store(rename(nil))", expected: "store(rename(.some(nil)))",
          calledAt: called[0], expectedAt: expected[0], madeAt: made),
        mismatch(
          received: "store([Contact(id: 1, nickname: .some(nil))])",
          expected: "store([Contact(id: 1, nickname: nil)])",
          calledAt: called[1], expectedAt: expected[1], madeAt: made),
        mismatch(
          received: "store((.some(nil), 1))", expected: "store((nil, 1))",
          calledAt: called[2], expectedAt: expected[2], madeAt: made),
        mismatch(
          received: "store([\"a\": .some(nil)])", expected: "store([\"a\": nil])",
          calledAt: called[3], expectedAt: expected[3], madeAt: made),
      ])
  }

  @Test func anUnexpectedCallSpellsOutItsEmptyLayer() {
    var made = 0
    var called: [Int] = []
    let failures = captureFailures {
      made = #line; let mock = MockAddressBook()
      called.append(#line); mock.rename(.some(nil))
      called.append(#line); mock.rename(nil)
      called.append(#line); mock.setLevel(.some(.some(nil)))
      called.append(#line); mock.save(Contact(id: 1, nickname: .some(nil)))
      called.append(#line); mock.store(Int?.none as Any)
    }
    let calls = [
      "rename(.some(nil))", "rename(nil)", "setLevel(.some(.some(nil)))",
      "save(Contact(id: 1, nickname: .some(nil)))", "store(.some(nil))",
    ]
    expectFailures(
      failures,
      zip(calls, called).map { call, line in
        expectedCallFailure(
          """
          [AddressBook] Unexpected call: \(call)
            the mock was made at \(here(made))
          """, calledAt: line, madeAt: made)
      })
  }

  @Test func anEmptyLayerDeepInsideAnyIsComparedAndDescribedWithinBounds() {
    func emptyLayer(under fullLayers: Int) -> Any? {
      var value: Any? = nil
      for _ in 0..<fullLayers { value = .some(value as Any) }
      return value
    }
    let (deep, deeper) = (emptyLayer(under: 1_000), emptyLayer(under: 1_001))
    #expect(storeMatches(deep, deep))
    #expect(!storeMatches(deep, deeper))
    #expect(!storeMatches(deeper, deep))
    var (made, called) = (0, 0)
    let failures = captureFailures {
      made = #line; let mock = MockAddressBook()
      called = #line; mock.store(deep)
    }
    // The argument as written, cut to its first 200 characters and `…`.
    let written =
      String(repeating: ".some(", count: 1_000) + "nil" + String(repeating: ")", count: 1_000)
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [AddressBook] Unexpected call: store(\(written.prefix(200))…)
            the mock was made at \(here(made))
          """, calledAt: called, madeAt: made)
      ])
  }

  @Test func aMissingCallSpellsOutItsEmptyLayer() {
    var expectLine = 0
    var verifyLine = 0
    let failures = captureFailures {
      let mock = MockAddressBook()
      expectLine = #line; mock.expect { $0.rename(.some(nil)) }
      verifyLine = #line; mock.verify()
    }
    expectFailures(
      failures,
      [
        (
          "[AddressBook] Missing call: rename(.some(nil)) (expected at \(here(expectLine)))",
          verifyLine
        )
      ])
  }

  @Test func anyMatchesEveryDepthAndPlacesBesidePlainValues() {
    let mock = MockAddressBook()
    mock.expect { $0.rename(any()) }.times(3)
    mock.expect { $0.move(any(), to: 2) }.times(3)
    let failures = captureFailures {
      for nickname: String?? in [nil, .some(nil), .some(.some("ann"))] {
        mock.rename(nickname)
        mock.move(nickname, to: 2)
      }
      mock.verify()
    }
    #expect(failures.isEmpty)
  }

  @Test func anyWhereIsGivenTheArgumentAsPassed() {
    let mock = MockAddressBook()
    mock.expect { $0.rename(any(where: { $0 == nil })) }
    mock.expect { $0.rename(any(where: { $0 == .some(nil) })) }
    let failures = captureFailures {
      mock.rename(.some(nil))
      mock.rename(nil)
      mock.verify()
    }
    #expect(failures.isEmpty)
  }

  @Test func anyWhereForNilIsNotMetBySomeNil() {
    var (made, expected, called) = (0, 0, 0)
    let failures = captureFailures {
      made = #line; let mock = MockAddressBook()
      expected = #line; mock.expect { $0.rename(any(where: { $0 == nil })) }
      called = #line; mock.rename(.some(nil))
      mock.verify()
    }
    expectFailures(
      failures,
      [
        mismatch(
          received: "rename(.some(nil))", expected: "rename(any(where: …))", calledAt: called,
          expectedAt: expected, madeAt: made)
      ])
  }

  // MARK: Stub

  @Test func givenAnswersTellNilFromSomeNil() {
    let stub = StubAddressBook()
    stub.given { $0.greeting(for: nil) }.returning("no nickname given")
    stub.given { $0.greeting(for: .some(nil)) }.returning("nickname cleared")
    stub.given { $0.greeting(for: .some(.some("ann"))) }.returning("hi ann")
    stub.given { $0.label(for: Contact(id: 1, nickname: .some(nil))) }.returning("cleared")
    #expect(stub.greeting(for: nil) == "no nickname given")
    #expect(stub.greeting(for: .some(nil)) == "nickname cleared")
    #expect(stub.greeting(for: .some(.some("ann"))) == "hi ann")
    #expect(stub.greeting(for: .some(.some("bo"))) == "")
    #expect(stub.label(for: Contact(id: 1, nickname: .some(nil))) == "cleared")
    #expect(stub.label(for: Contact(id: 1, nickname: nil)) == "")
  }

  @Test func aGivenAnswerForOneDepthIsNotGivenForTheOther() {
    let inner = StubAddressBook()
    inner.given { $0.greeting(for: .some(nil)) }.returning("nickname cleared")
    #expect(inner.greeting(for: nil) == "")
    let outer = StubAddressBook()
    outer.given { $0.greeting(for: nil) }.returning("no nickname given")
    #expect(outer.greeting(for: .some(nil)) == "")
    let field = StubAddressBook()
    field.given { $0.label(for: Contact(id: 1, nickname: nil)) }.returning("none")
    #expect(field.label(for: Contact(id: 1, nickname: .some(nil))) == "")
  }

  // MARK: Spy

  @Test func receivedTellsNilFromSomeNil() {
    let outer = SpyAddressBook()
    outer.rename(nil)
    outer.save(Contact(id: 1, nickname: nil))
    #expect(outer.received { $0.rename(nil) })
    #expect(!outer.received { $0.rename(.some(nil)) })
    #expect(outer.received { $0.save(Contact(id: 1, nickname: nil)) })
    #expect(!outer.received { $0.save(Contact(id: 1, nickname: .some(nil))) })
    let inner = SpyAddressBook()
    inner.rename(.some(nil))
    inner.save(Contact(id: 1, nickname: .some(nil)))
    inner.setLevel(.some(nil))
    #expect(inner.received { $0.rename(.some(nil)) })
    #expect(!inner.received { $0.rename(nil) })
    #expect(inner.received { $0.save(Contact(id: 1, nickname: .some(nil))) })
    #expect(!inner.received { $0.save(Contact(id: 1, nickname: nil)) })
    #expect(inner.callCount { $0.setLevel(.some(nil)) } == 1)
    #expect(inner.callCount { $0.setLevel(.some(.some(nil))) } == 0)
    #expect(inner.callCount { $0.setLevel(nil) } == 0)
  }

  @Test func verifyReceivedShowsBothDepths() {
    let spy = SpyAddressBook()
    spy.rename(nil)
    spy.save(Contact(id: 1, nickname: .some(nil)))
    var lines: [Int] = []
    let failures = captureFailures {
      lines.append(#line); spy.verifyReceived { $0.rename(.some(nil)) }
      lines.append(#line); spy.verifyReceived { $0.save(Contact(id: 1, nickname: nil)) }
      spy.verifyReceived { $0.rename(nil) }
      spy.verifyReceived { $0.save(Contact(id: 1, nickname: .some(nil))) }
    }
    expectFailures(
      failures,
      [
        (
          """
          [AddressBook] Wanted but not invoked: rename(.some(nil))
            received instead: rename(nil)
          """, lines[0]
        ),
        (
          """
          [AddressBook] Wanted but not invoked: save(Contact(id: 1, nickname: nil))
            received instead: save(Contact(id: 1, nickname: .some(nil)))
          """, lines[1]
        ),
      ])
  }

  @Test func aRecordedArgumentReadsBackAtItsDepth() {
    let spy = SpyAddressBook()
    spy.rename(nil)
    spy.rename(.some(nil))
    spy.rename(.some(.some("ann")))
    let read = spy.calls.map { $0.argument(0, as: String??.self) }
    #expect(read.count == 3)
    // Each read is a `String???`: `.some` of the argument.
    #expect(read[0] == .some(.none))
    #expect(read[1] == .some(.some(.none)))
    #expect(read[2] == .some(.some(.some("ann"))))
    #expect(
      spy.calls.map(\.description) == ["rename(nil)", "rename(.some(nil))", "rename(\"ann\")"])
  }
}
