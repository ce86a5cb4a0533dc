import Foundation
import Testing

@testable import SwiftMock

/// The builder of values from their fields' defaults, and the readings of
/// type metadata it rests on: the standard library's underscored
/// `_forEachField(of:options:body:)`, and the metadata layout of the Swift
/// ABI (a type's kind, an enum's case counts and value witnesses). Each
/// reading is checked against types whose answer is known, so that a
/// toolchain that lays them out otherwise fails here.
struct FieldwiseValueTests {
  @Test func aStructIsBuiltFromEachFieldsDefault() {
    #expect(builtValue(of: Profile.self) == defaultProfile)
    #expect(builtValue(of: Address.self) == Address(street: "", number: 0, unit: nil))
  }

  @Test func aFieldWithADefaultOfItsOwnTakesIt() {
    struct Holder: Equatable {
      var account: Account
      var home: URL
      var time: Date
    }
    let built = builtValue(of: Holder.self)
    #expect(built?.account == Account(owner: "nobody"))
    #expect(built?.home == URL(string: "about:blank"))
    #expect(built?.time == Date(timeIntervalSinceReferenceDate: 0))
  }

  @Test func tuplesAndGenericStructsAreBuilt() {
    let pair = builtValue(of: (Int8, label: String, [Double], Address?).self)
    #expect(pair?.0 == 0)
    #expect(pair?.label == "")
    #expect(pair?.2 == [])
    #expect(pair?.3 == nil)
    #expect(
      builtValue(of: Crate<Crate<Tier>>.self)
        == Crate(content: Crate(content: .basic, count: 0), count: 0))
    #expect(builtValue(of: Crate<Set<Int>>.self) == Crate(content: [], count: 0))
  }

  @Test func anEnumIsItsFirstCaseWithoutAPayload() {
    #expect(builtValue(of: Tier.self) == .basic)
    #expect(builtValue(of: Status.self) == .idle)
    #expect(builtValue(of: Delivery.self) == .pending)
    #expect(builtValue(of: Route.self) == .end)
  }

  @Test func anEnumsCasesAreCountedFromItsMetadata() {
    let status = EnumCases(of: Status.self)
    #expect(status?.withPayload == 2)
    #expect(status?.withoutPayload == 1)
    let tier = EnumCases(of: Tier.self)
    #expect(tier?.withPayload == 0)
    #expect(tier?.withoutPayload == 2)
    #expect(EnumCases(of: Outcome.self)?.withoutPayload == 0)
  }

  @Test func aTypesKindIsReadFromItsMetadata() {
    #expect(MetadataKind(of: Address.self) == .structure)
    #expect(MetadataKind(of: Tier.self) == .enumeration)
    #expect(MetadataKind(of: (Int, String).self) == .tuple)
    #expect(MetadataKind(of: Session.self) == .other)
    #expect(MetadataKind(of: Int?.self) == .other)
    #expect(MetadataKind(of: (any Shape).self) == .other)
    #expect(MetadataKind(of: ((Int) -> Void).self) == .other)
  }

  @Test func whatCannotBeBuiltIsNotBuilt() {
    #expect(builtValue(of: Session.self) == nil)
    #expect(builtValue(of: (any Shape).self) == nil)
    #expect(builtValue(of: ((Int) -> Void).self) == nil)
    #expect(builtValue(of: Outcome.self) == nil)
    #expect(builtValue(of: Wallet.self) == nil)
    #expect(builtValue(of: (Int, Session).self) == nil)
    #expect(builtValue(of: Crate<Session>.self) == nil)
  }

  @Test func aTypeOfAnotherLibraryIsMadeOnlyByItsOwnDefault() {
    // Reflection into these would find fields to build them from.
    struct Schedule {
      var components: DateComponents
    }
    struct Letter {
      var initial: Character
    }
    struct Span {
      var range: Range<Int>
    }
    #expect(builtValue(of: Schedule.self) == nil)
    #expect(builtValue(of: Letter.self) == nil)
    #expect(builtValue(of: Span.self) == nil)
    #expect(isOfAnotherLibrary(Date.self))
    #expect(isOfAnotherLibrary(Int.self))
    #expect(!isOfAnotherLibrary(Address.self))
    #expect(!isOfAnotherLibrary(timespec.self))
  }

  @Test func aCStructIsBuiltFromItsFields() {
    let time = builtValue(of: timespec.self)
    #expect(time?.tv_sec == 0)
    #expect(time?.tv_nsec == 0)
  }

  @Test func aWeakFieldIsBuiltEmpty() {
    struct Observed {
      weak var observer: Session?
      var count: Int
    }
    let built = builtValue(of: Observed.self)
    #expect(built != nil)
    #expect(built?.observer == nil)
  }

  @Test func aTypeWithADefaultIsNotBuilt() {
    #expect(builtValue(of: Account.self) == nil)
    #expect(builtValue(of: Int.self) == nil)
    #expect(defaultValue(of: Profile.self) == nil)
  }

  @Test func whatWasBuiltIsDestroyedWhenALaterFieldHasNoValue() {
    Dwindling.hasCases.withLock { $0 = true }
    #expect(builtValue(of: Unfinished.self) != nil)
    let before = Tracked.destroyed.withLock { $0 }
    Dwindling.hasCases.withLock { $0 = false }
    #expect(builtValue(of: Unfinished.self) == nil)
    #expect(Tracked.destroyed.withLock { $0 } == before + 1)
  }
}

/// A value whose default holds an instance that counts its deinits.
struct Tracked: Defaultable {
  final class Instance: Sendable {
    deinit { Tracked.destroyed.withLock { $0 += 1 } }
  }
  static let destroyed = LockedValue(0)
  let instance: Instance
  static var mockDefault: Tracked { Tracked(instance: Instance()) }
}

/// An enum whose cases are listed as none once `hasCases` is false.
enum Dwindling: CaseIterable {
  case only
  static let hasCases = LockedValue(true)
  static var allCases: [Dwindling] { hasCases.withLock { $0 } ? [.only] : [] }
}

/// A struct whose second field has no value once `Dwindling` lists no cases.
struct Unfinished {
  var tracked: Tracked
  var dwindling: Dwindling
}
