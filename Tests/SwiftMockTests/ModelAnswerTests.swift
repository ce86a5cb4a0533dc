import Foundation
import SwiftMock
import SwiftMockTestSupport
import Testing

/// A member whose return type has no default of its own but can be built
/// from its fields' defaults answers a call it has no answer for with that
/// value: the call is the failure it is, and the test goes on.
struct ModelAnswerTests {
  @Test func anUnexpectedCallReturnsAValueBuiltFromTheFieldsDefaults() {
    var line = 0
    var callLine = 0
    var profile: Profile?
    let failures = captureFailures {
      line = #line; let mock = MockProfileService()
      callLine = #line; profile = mock.profile(id: 7)
    }
    #expect(profile == defaultProfile)
    expectFailures(
      failures,
      [
        expectedCallFailure(
          """
          [ProfileService] Unexpected call: profile(id: 7)
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line)
      ])
  }

  @Test func tuplesEnumsAndGenericStructsAreBuiltFromTheirFieldsToo() async {
    var line = 0
    var lines: [Int] = []
    var pair: (Int, label: String)?
    var tier: Tier?
    var delivery: Delivery?
    var crate: Crate<Address>?
    var address: Address?
    let failures = await captureFailures {
      line = #line; let mock = MockProfileService()
      lines.append(#line); pair = mock.pair()
      lines.append(#line); tier = mock.tier()
      lines.append(#line); delivery = mock.delivery()
      lines.append(#line); crate = mock.crate()
      lines.append(#line); address = await mock.address()
    }
    #expect(pair?.0 == 0)
    #expect(pair?.label == "")
    #expect(tier == .basic)
    #expect(delivery == .pending)
    let empty = Address(street: "", number: 0, unit: nil)
    #expect(crate == Crate(content: empty, count: 0))
    #expect(address == empty)
    let calls = ["pair()", "tier()", "delivery()", "crate()", "address()"]
    expectFailures(
      failures,
      zip(calls, lines).map { call, callLine in
        expectedCallFailure(
          """
          [ProfileService] Unexpected call: \(call)
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line)
      })
  }

  @Test func aMemberWithATypedThrowsReturnsTheBuiltValue() async {
    var line = 0
    var callLines: [Int] = []
    var profiles: [Profile?] = []
    let failures = await captureFailures {
      line = #line; let mock = MockProfileService()
      callLines.append(#line); profiles.append(try? mock.open())
      callLines.append(#line); profiles.append(try? await mock.openAsync())
    }
    #expect(profiles == [defaultProfile, defaultProfile])
    expectFailures(
      failures,
      zip(["open()", "openAsync()"], callLines).map { call, callLine in
        expectedCallFailure(
          """
          [ProfileService] Unexpected call: \(call)
            the mock was made at \(here(line))
          """, calledAt: callLine, madeAt: line)
      })
  }

  @Test func aTypedMemberGivenAnErrorOfAnotherTypeReturnsTheBuiltValue() {
    var line = 0
    var profile: Profile?
    let failures = captureFailures {
      line = #line; let mock = MockProfileService()
      mock.expect { try $0.open() }.throwing(ForeignError())
      profile = try? mock.open()
    }
    #expect(profile == defaultProfile)
    expectFailures(
      failures,
      [
        (
          "[ProfileService] open() throws only ProfileError, so it cannot throw ForeignError(), which its expectation gives; the error is ignored. Give it with .throwing(…) after expect(errorType: ProfileError.self), allow(errorType:) or given(errorType:), which take only a ProfileError.",
          line
        )
      ])
  }

  @Test func anExpectationWithoutAnAnswerFailsAtItsLineAndItsCallGoesOn() {
    var line = 0
    var profile: Profile?
    let failures = captureFailures {
      let mock = MockProfileService()
      line = #line; mock.expect { $0.profile() }
      profile = mock.profile()
      mock.verify()
    }
    #expect(profile == defaultProfile)
    expectFailures(
      failures,
      [
        (
          "[ProfileService] profile() returns Profile, a type with no default value, and this expect gives it no answer. Add .returning(…) to it, \(profileDefaultFix)",
          line
        )
      ])
  }

  @Test func aStubOrASpyWithNoAnswerReturnsTheBuiltValueQuietly() async {
    let stub = StubProfileService()
    let spy = SpyProfileService()
    var profiles: [Profile?] = []
    var tiers: [Tier] = []
    let failures = await captureFailures {
      profiles.append(stub.profile())
      profiles.append(try? stub.open())
      profiles.append(try? await spy.openAsync())
      tiers.append(stub.tier())
      tiers.append(spy.tier())
    }
    #expect(profiles == [defaultProfile, defaultProfile, defaultProfile])
    #expect(tiers == [.basic, .basic])
    #expect(failures.isEmpty)
  }

  @Test func aBlockThatUsesTheValueIsAnExpectationWithoutAnAnswer() {
    var line = 0
    let failures = captureFailures {
      let mock = MockProfileService()
      line = #line; mock.expect { $0.profile().name }
      mock.reset()
    }
    expectFailures(
      failures,
      [
        (
          "[ProfileService] profile() returns Profile, a type with no default value, and this expect gives it no answer. Add .returning(…) to it, \(profileDefaultFix)",
          line
        )
      ])
  }

  @Test func anAnswerOfAnotherTypeIsReportedAndTheCallGoesOn() {
    var line = 0
    var profile: Profile?
    let failures = captureFailures {
      let mock = MockProfileService()
      line = #line; mock.expect { $0.profile() as Any }.returning(42)
      profile = mock.profile()
    }
    #expect(profile == defaultProfile)
    expectFailures(
      failures,
      [
        (
          "[ProfileService] profile() returns Profile, but its expectation returns a value of type Int",
          line
        )
      ])
  }

  @Test func theLastAnswerTheTestGaveComesBeforeTheBuiltValue() {
    let mock = MockProfileService()
    var answered = defaultProfile
    answered.name = "Ada"
    mock.expect { $0.profile() }.returning(answered)
    #expect(mock.profile() == answered)
    var again: Profile?
    let failures = captureFailures { again = mock.profile() }
    #expect(again == answered)
    #expect(failures.count == 1)
  }

  @Test func matchersStandInForAStructWithNoDefault() {
    let mock = MockProfileService()
    mock.expect { $0.find(any()) }.returning(true)
    mock.expect { $0.rate(any(where: { $0.age > 30 }), stars: 5) }
    var older = defaultProfile
    older.age = 40
    var found = false
    let failures = captureFailures {
      mock.rate(defaultProfile, stars: 5)
      found = mock.find(Address(street: "Main Street", number: 1, unit: 4))
      mock.rate(older, stars: 5)
      mock.verify()
    }
    #expect(found)
    #expect(failures.count == 1)
    #expect(failures.first?.message.hasPrefix("[ProfileService] Unexpected call: rate(") == true)
  }
}
