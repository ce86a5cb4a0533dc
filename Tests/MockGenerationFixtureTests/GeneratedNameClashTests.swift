import SwiftMock
import SwiftMockTestSupport
import Testing

@testable import NameClashFixture

// The generated doubles of a module with types named `Mock`, `Stub` and
// `Spy`, in NameClashMocks/ and NameClashSpies/: they spell SwiftMock's
// types, and the module's, with their modules.

struct GeneratedNameClashTests {
  @Test func aMockOfAModuleWithItsOwnMockAnswersAndVerifies() {
    let agency = MockAgency()
    let bond = NameClashFixture.Spy(codeName: "007")
    agency.expect { $0.recruit(bond) }.returning(true)
    agency.expect { $0.train(.init(name: "drill"), with: .init(name: "dummy")) }
    var codeName = "007"
    agency.expect { $0.rename(&codeName) }.writingBack { $0 = "008" }

    #expect(agency.recruit(bond))
    agency.train(.init(name: "drill"), with: .init(name: "dummy"))
    agency.rename(&codeName)
    #expect(codeName == "008")
    agency.verify()
  }

  @Test func aSpyOfAModuleWithItsOwnSpyKeepsEveryCall() {
    let agency = SpyAgency()
    agency.given { $0.recruit(.init(codeName: "007")) }.returning(true)

    #expect(agency.recruit(.init(codeName: "007")))
    #expect(!agency.recruit(.init(codeName: "006")))
    #expect(agency.callCount(ignoringArguments: true) { $0.recruit(.init(codeName: "")) } == 2)
    agency.verifyReceived { $0.recruit(.init(codeName: "006")) }
  }
}
