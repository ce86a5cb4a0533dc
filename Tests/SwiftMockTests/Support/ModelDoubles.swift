import Foundation
import SwiftMock

// Model types with no default of their own and no `Defaultable`
// conformance, which a mock builds from their fields' defaults, and types
// it cannot build.

struct Address: Equatable, Sendable {
  var street: String
  var number: Int
  var unit: Int?
}

/// A C-like enum, not `CaseIterable`.
enum Tier: Equatable, Sendable {
  case basic, premium
}

/// An enum whose first case has no payload.
enum Status: Equatable, Sendable {
  case idle
  case failed(reason: String)
  case loading(progress: Double)
}

/// An enum whose case without a payload comes after those with one.
enum Delivery: Equatable, Sendable {
  case shipped(trackingNumber: String)
  case lost(Int)
  case pending
}

indirect enum Route: Equatable, Sendable {
  case end
  case stop(Int, Route)
}

struct Crate<Content> {
  var content: Content
  var count: Int
}

extension Crate: Equatable where Content: Equatable {}
extension Crate: Sendable where Content: Sendable {}

/// A struct with a field of each kind a model has.
struct Profile: Equatable, Sendable {
  var id: UUID
  var name: String
  var age: Int
  var score: Double
  var small: Int8
  var isActive: Bool
  var nickname: String?
  var tags: [String]
  var counts: [String: Int]
  var roles: Set<String>
  var joined: Date
  var website: URL?
  var home: URL
  var avatar: Data
  var balance: Decimal
  var address: Address
  var tier: Tier
  var status: Status
  var delivery: Delivery
  var route: Route
  var crate: Crate<Int>
  var nested: Crate<Crate<String>>
}

/// `Profile` as it is built: each field its default.
let defaultProfile = Profile(
  id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)), name: "", age: 0, score: 0,
  small: 0, isActive: false, nickname: nil, tags: [], counts: [:], roles: [],
  joined: Date(timeIntervalSinceReferenceDate: 0), website: nil, home: URL(string: "about:blank")!,
  avatar: Data(), balance: 0, address: Address(street: "", number: 0, unit: nil), tier: .basic,
  status: .idle, delivery: .pending, route: .end, crate: Crate(content: 0, count: 0),
  nested: Crate(content: Crate(content: "", count: 0), count: 0))

// Types no value can be built of.

final class Session: Sendable {}

protocol Shape {}

/// An enum whose cases all have a payload.
enum Outcome {
  case success(Int)
  case failure(String)
}

/// A struct with a field of a class.
struct Wallet {
  var owner: String
  var session: Session
}

protocol ProfileService: Sendable {
  func profile() -> Profile
  func profile(id: Int) -> Profile
  func pair() -> (Int, label: String)
  func tier() -> Tier
  func delivery() -> Delivery
  func crate() -> Crate<Address>
  func address() async -> Address
  func open() throws(ProfileError) -> Profile
  func openAsync() async throws(ProfileError) -> Profile
  func find(_ address: Address) -> Bool
  func rate(_ profile: Profile, stars: Int)
  func attach(_ session: Session)
  func session() -> Session
  func shape() -> any Shape
  func handler() -> (Int) -> Void
  func outcome() -> Outcome
  func wallet() -> Wallet
}

enum ProfileError: Error {
  case locked
}

// `@unchecked Sendable` is safe: a test double keeps its state behind a lock.
final class MockProfileService: Mock<ProfileService>, ProfileService, @unchecked Sendable {
  func profile() -> Profile { accept() }
  func profile(id: Int) -> Profile { accept(id) }
  func pair() -> (Int, label: String) { accept() }
  func tier() -> Tier { accept() }
  func delivery() -> Delivery { accept() }
  func crate() -> Crate<Address> { accept() }
  func address() async -> Address { await accept() }
  func open() throws(ProfileError) -> Profile { try throwingAccept(errorType: ProfileError.self) }
  func openAsync() async throws(ProfileError) -> Profile {
    try await throwingAccept(errorType: ProfileError.self)
  }
  func find(_ address: Address) -> Bool { accept(address) }
  func rate(_ profile: Profile, stars: Int) { accept(profile, stars) }
  func attach(_ session: Session) { accept(session) }
  func session() -> Session { accept() }
  func shape() -> any Shape { accept() }
  func handler() -> (Int) -> Void { accept() }
  func outcome() -> Outcome { accept() }
  func wallet() -> Wallet { accept() }
}

// `@unchecked Sendable` is safe: a test double keeps its state behind a lock.
final class StubProfileService: Stub<ProfileService>, ProfileService, @unchecked Sendable {
  func profile() -> Profile { accept() }
  func profile(id: Int) -> Profile { accept(id) }
  func pair() -> (Int, label: String) { accept() }
  func tier() -> Tier { accept() }
  func delivery() -> Delivery { accept() }
  func crate() -> Crate<Address> { accept() }
  func address() async -> Address { await accept() }
  func open() throws(ProfileError) -> Profile { try throwingAccept(errorType: ProfileError.self) }
  func openAsync() async throws(ProfileError) -> Profile {
    try await throwingAccept(errorType: ProfileError.self)
  }
  func find(_ address: Address) -> Bool { accept(address) }
  func rate(_ profile: Profile, stars: Int) { accept(profile, stars) }
  func attach(_ session: Session) { accept(session) }
  func session() -> Session { accept() }
  func shape() -> any Shape { accept() }
  func handler() -> (Int) -> Void { accept() }
  func outcome() -> Outcome { accept() }
  func wallet() -> Wallet { accept() }
}

// `@unchecked Sendable` is safe: a test double keeps its state behind a lock.
final class SpyProfileService: Spy<ProfileService>, ProfileService, @unchecked Sendable {
  func profile() -> Profile { accept() }
  func profile(id: Int) -> Profile { accept(id) }
  func pair() -> (Int, label: String) { accept() }
  func tier() -> Tier { accept() }
  func delivery() -> Delivery { accept() }
  func crate() -> Crate<Address> { accept() }
  func address() async -> Address { await accept() }
  func open() throws(ProfileError) -> Profile { try throwingAccept(errorType: ProfileError.self) }
  func openAsync() async throws(ProfileError) -> Profile {
    try await throwingAccept(errorType: ProfileError.self)
  }
  func find(_ address: Address) -> Bool { accept(address) }
  func rate(_ profile: Profile, stars: Int) { accept(profile, stars) }
  func attach(_ session: Session) { accept(session) }
  func session() -> Session { accept() }
  func shape() -> any Shape { accept() }
  func handler() -> (Int) -> Void { accept() }
  func outcome() -> Outcome { accept() }
  func wallet() -> Wallet { accept() }
}

/// How every message about `Profile`, which has no default, ends.
let profileDefaultFix = """
  give the mocked member a default with accept(default: …), or make Profile conform to \
  Defaultable: extension Profile: Defaultable { public static var mockDefault: Profile { … } }
  """
