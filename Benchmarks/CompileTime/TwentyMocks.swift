// Twenty mocks of five members each, with a test-like use of every member:
// the compile-time benchmark. `Benchmarks/check-compile-time` type-checks
// this file and fails if any expression or function takes over 100 ms.

import Foundation
import SwiftMock

/// Service 01 of the compile-time fixture.
public protocol Service01 {
  func send(_ message: String, to recipient: Int)
  func fetch(id: Int, includeDetails: Bool) -> [String: Int]
  func load(from url: URL) throws -> Data
  func refresh(after delay: Double) async -> Bool
  var name: String { get set }
}

/// A mock of ``Service01``.
public final class MockService01: Mock<Service01>, Service01 {
  public func send(_ message: String, to recipient: Int) { accept(message, recipient) }
  public func fetch(id: Int, includeDetails: Bool) -> [String: Int] { accept(id, includeDetails) }
  public func load(from url: URL) throws -> Data { try throwingAccept(url) }
  public func refresh(after delay: Double) async -> Bool { await accept(delay) }
  public var name: String {
    get { accept() }
    set { accept(newValue) }
  }
}

/// Expects, calls and verifies every member of a ``MockService01``.
public func exercise01() async throws {
  let mock = MockService01()
  let url = URL(string: "https://example.com/1")!
  mock.expect { $0.send("hello 1", to: 1) }
  mock.expect { $0.fetch(id: 1, includeDetails: true) }.returning(["count": 1])
  mock.expect { try $0.load(from: url) }.returning(Data([1]))
  await mock.expect { await $0.refresh(after: 1.5) }.returning(true)
  mock.expect { $0.name = "service 1" }
  mock.expect { $0.name }.returning("service 1")
  mock.send("hello 1", to: 1)
  _ = mock.fetch(id: 1, includeDetails: true)
  _ = try mock.load(from: url)
  _ = await mock.refresh(after: 1.5)
  mock.name = "service 1"
  _ = mock.name
  mock.verify()
}

/// Service 02 of the compile-time fixture.
public protocol Service02 {
  func send(_ message: String, to recipient: Int)
  func fetch(id: Int, includeDetails: Bool) -> [String: Int]
  func load(from url: URL) throws -> Data
  func refresh(after delay: Double) async -> Bool
  var name: String { get set }
}

/// A mock of ``Service02``.
public final class MockService02: Mock<Service02>, Service02 {
  public func send(_ message: String, to recipient: Int) { accept(message, recipient) }
  public func fetch(id: Int, includeDetails: Bool) -> [String: Int] { accept(id, includeDetails) }
  public func load(from url: URL) throws -> Data { try throwingAccept(url) }
  public func refresh(after delay: Double) async -> Bool { await accept(delay) }
  public var name: String {
    get { accept() }
    set { accept(newValue) }
  }
}

/// Expects, calls and verifies every member of a ``MockService02``.
public func exercise02() async throws {
  let mock = MockService02()
  let url = URL(string: "https://example.com/2")!
  mock.expect { $0.send("hello 2", to: 2) }
  mock.expect { $0.fetch(id: 2, includeDetails: true) }.returning(["count": 2])
  mock.expect { try $0.load(from: url) }.returning(Data([2]))
  await mock.expect { await $0.refresh(after: 2.5) }.returning(true)
  mock.expect { $0.name = "service 2" }
  mock.expect { $0.name }.returning("service 2")
  mock.send("hello 2", to: 2)
  _ = mock.fetch(id: 2, includeDetails: true)
  _ = try mock.load(from: url)
  _ = await mock.refresh(after: 2.5)
  mock.name = "service 2"
  _ = mock.name
  mock.verify()
}

/// Service 03 of the compile-time fixture.
public protocol Service03 {
  func send(_ message: String, to recipient: Int)
  func fetch(id: Int, includeDetails: Bool) -> [String: Int]
  func load(from url: URL) throws -> Data
  func refresh(after delay: Double) async -> Bool
  var name: String { get set }
}

/// A mock of ``Service03``.
public final class MockService03: Mock<Service03>, Service03 {
  public func send(_ message: String, to recipient: Int) { accept(message, recipient) }
  public func fetch(id: Int, includeDetails: Bool) -> [String: Int] { accept(id, includeDetails) }
  public func load(from url: URL) throws -> Data { try throwingAccept(url) }
  public func refresh(after delay: Double) async -> Bool { await accept(delay) }
  public var name: String {
    get { accept() }
    set { accept(newValue) }
  }
}

/// Expects, calls and verifies every member of a ``MockService03``.
public func exercise03() async throws {
  let mock = MockService03()
  let url = URL(string: "https://example.com/3")!
  mock.expect { $0.send("hello 3", to: 3) }
  mock.expect { $0.fetch(id: 3, includeDetails: true) }.returning(["count": 3])
  mock.expect { try $0.load(from: url) }.returning(Data([3]))
  await mock.expect { await $0.refresh(after: 3.5) }.returning(true)
  mock.expect { $0.name = "service 3" }
  mock.expect { $0.name }.returning("service 3")
  mock.send("hello 3", to: 3)
  _ = mock.fetch(id: 3, includeDetails: true)
  _ = try mock.load(from: url)
  _ = await mock.refresh(after: 3.5)
  mock.name = "service 3"
  _ = mock.name
  mock.verify()
}

/// Service 04 of the compile-time fixture.
public protocol Service04 {
  func send(_ message: String, to recipient: Int)
  func fetch(id: Int, includeDetails: Bool) -> [String: Int]
  func load(from url: URL) throws -> Data
  func refresh(after delay: Double) async -> Bool
  var name: String { get set }
}

/// A mock of ``Service04``.
public final class MockService04: Mock<Service04>, Service04 {
  public func send(_ message: String, to recipient: Int) { accept(message, recipient) }
  public func fetch(id: Int, includeDetails: Bool) -> [String: Int] { accept(id, includeDetails) }
  public func load(from url: URL) throws -> Data { try throwingAccept(url) }
  public func refresh(after delay: Double) async -> Bool { await accept(delay) }
  public var name: String {
    get { accept() }
    set { accept(newValue) }
  }
}

/// Expects, calls and verifies every member of a ``MockService04``.
public func exercise04() async throws {
  let mock = MockService04()
  let url = URL(string: "https://example.com/4")!
  mock.expect { $0.send("hello 4", to: 4) }
  mock.expect { $0.fetch(id: 4, includeDetails: true) }.returning(["count": 4])
  mock.expect { try $0.load(from: url) }.returning(Data([4]))
  await mock.expect { await $0.refresh(after: 4.5) }.returning(true)
  mock.expect { $0.name = "service 4" }
  mock.expect { $0.name }.returning("service 4")
  mock.send("hello 4", to: 4)
  _ = mock.fetch(id: 4, includeDetails: true)
  _ = try mock.load(from: url)
  _ = await mock.refresh(after: 4.5)
  mock.name = "service 4"
  _ = mock.name
  mock.verify()
}

/// Service 05 of the compile-time fixture.
public protocol Service05 {
  func send(_ message: String, to recipient: Int)
  func fetch(id: Int, includeDetails: Bool) -> [String: Int]
  func load(from url: URL) throws -> Data
  func refresh(after delay: Double) async -> Bool
  var name: String { get set }
}

/// A mock of ``Service05``.
public final class MockService05: Mock<Service05>, Service05 {
  public func send(_ message: String, to recipient: Int) { accept(message, recipient) }
  public func fetch(id: Int, includeDetails: Bool) -> [String: Int] { accept(id, includeDetails) }
  public func load(from url: URL) throws -> Data { try throwingAccept(url) }
  public func refresh(after delay: Double) async -> Bool { await accept(delay) }
  public var name: String {
    get { accept() }
    set { accept(newValue) }
  }
}

/// Expects, calls and verifies every member of a ``MockService05``.
public func exercise05() async throws {
  let mock = MockService05()
  let url = URL(string: "https://example.com/5")!
  mock.expect { $0.send("hello 5", to: 5) }
  mock.expect { $0.fetch(id: 5, includeDetails: true) }.returning(["count": 5])
  mock.expect { try $0.load(from: url) }.returning(Data([5]))
  await mock.expect { await $0.refresh(after: 5.5) }.returning(true)
  mock.expect { $0.name = "service 5" }
  mock.expect { $0.name }.returning("service 5")
  mock.send("hello 5", to: 5)
  _ = mock.fetch(id: 5, includeDetails: true)
  _ = try mock.load(from: url)
  _ = await mock.refresh(after: 5.5)
  mock.name = "service 5"
  _ = mock.name
  mock.verify()
}

/// Service 06 of the compile-time fixture.
public protocol Service06 {
  func send(_ message: String, to recipient: Int)
  func fetch(id: Int, includeDetails: Bool) -> [String: Int]
  func load(from url: URL) throws -> Data
  func refresh(after delay: Double) async -> Bool
  var name: String { get set }
}

/// A mock of ``Service06``.
public final class MockService06: Mock<Service06>, Service06 {
  public func send(_ message: String, to recipient: Int) { accept(message, recipient) }
  public func fetch(id: Int, includeDetails: Bool) -> [String: Int] { accept(id, includeDetails) }
  public func load(from url: URL) throws -> Data { try throwingAccept(url) }
  public func refresh(after delay: Double) async -> Bool { await accept(delay) }
  public var name: String {
    get { accept() }
    set { accept(newValue) }
  }
}

/// Expects, calls and verifies every member of a ``MockService06``.
public func exercise06() async throws {
  let mock = MockService06()
  let url = URL(string: "https://example.com/6")!
  mock.expect { $0.send("hello 6", to: 6) }
  mock.expect { $0.fetch(id: 6, includeDetails: true) }.returning(["count": 6])
  mock.expect { try $0.load(from: url) }.returning(Data([6]))
  await mock.expect { await $0.refresh(after: 6.5) }.returning(true)
  mock.expect { $0.name = "service 6" }
  mock.expect { $0.name }.returning("service 6")
  mock.send("hello 6", to: 6)
  _ = mock.fetch(id: 6, includeDetails: true)
  _ = try mock.load(from: url)
  _ = await mock.refresh(after: 6.5)
  mock.name = "service 6"
  _ = mock.name
  mock.verify()
}

/// Service 07 of the compile-time fixture.
public protocol Service07 {
  func send(_ message: String, to recipient: Int)
  func fetch(id: Int, includeDetails: Bool) -> [String: Int]
  func load(from url: URL) throws -> Data
  func refresh(after delay: Double) async -> Bool
  var name: String { get set }
}

/// A mock of ``Service07``.
public final class MockService07: Mock<Service07>, Service07 {
  public func send(_ message: String, to recipient: Int) { accept(message, recipient) }
  public func fetch(id: Int, includeDetails: Bool) -> [String: Int] { accept(id, includeDetails) }
  public func load(from url: URL) throws -> Data { try throwingAccept(url) }
  public func refresh(after delay: Double) async -> Bool { await accept(delay) }
  public var name: String {
    get { accept() }
    set { accept(newValue) }
  }
}

/// Expects, calls and verifies every member of a ``MockService07``.
public func exercise07() async throws {
  let mock = MockService07()
  let url = URL(string: "https://example.com/7")!
  mock.expect { $0.send("hello 7", to: 7) }
  mock.expect { $0.fetch(id: 7, includeDetails: true) }.returning(["count": 7])
  mock.expect { try $0.load(from: url) }.returning(Data([7]))
  await mock.expect { await $0.refresh(after: 7.5) }.returning(true)
  mock.expect { $0.name = "service 7" }
  mock.expect { $0.name }.returning("service 7")
  mock.send("hello 7", to: 7)
  _ = mock.fetch(id: 7, includeDetails: true)
  _ = try mock.load(from: url)
  _ = await mock.refresh(after: 7.5)
  mock.name = "service 7"
  _ = mock.name
  mock.verify()
}

/// Service 08 of the compile-time fixture.
public protocol Service08 {
  func send(_ message: String, to recipient: Int)
  func fetch(id: Int, includeDetails: Bool) -> [String: Int]
  func load(from url: URL) throws -> Data
  func refresh(after delay: Double) async -> Bool
  var name: String { get set }
}

/// A mock of ``Service08``.
public final class MockService08: Mock<Service08>, Service08 {
  public func send(_ message: String, to recipient: Int) { accept(message, recipient) }
  public func fetch(id: Int, includeDetails: Bool) -> [String: Int] { accept(id, includeDetails) }
  public func load(from url: URL) throws -> Data { try throwingAccept(url) }
  public func refresh(after delay: Double) async -> Bool { await accept(delay) }
  public var name: String {
    get { accept() }
    set { accept(newValue) }
  }
}

/// Expects, calls and verifies every member of a ``MockService08``.
public func exercise08() async throws {
  let mock = MockService08()
  let url = URL(string: "https://example.com/8")!
  mock.expect { $0.send("hello 8", to: 8) }
  mock.expect { $0.fetch(id: 8, includeDetails: true) }.returning(["count": 8])
  mock.expect { try $0.load(from: url) }.returning(Data([8]))
  await mock.expect { await $0.refresh(after: 8.5) }.returning(true)
  mock.expect { $0.name = "service 8" }
  mock.expect { $0.name }.returning("service 8")
  mock.send("hello 8", to: 8)
  _ = mock.fetch(id: 8, includeDetails: true)
  _ = try mock.load(from: url)
  _ = await mock.refresh(after: 8.5)
  mock.name = "service 8"
  _ = mock.name
  mock.verify()
}

/// Service 09 of the compile-time fixture.
public protocol Service09 {
  func send(_ message: String, to recipient: Int)
  func fetch(id: Int, includeDetails: Bool) -> [String: Int]
  func load(from url: URL) throws -> Data
  func refresh(after delay: Double) async -> Bool
  var name: String { get set }
}

/// A mock of ``Service09``.
public final class MockService09: Mock<Service09>, Service09 {
  public func send(_ message: String, to recipient: Int) { accept(message, recipient) }
  public func fetch(id: Int, includeDetails: Bool) -> [String: Int] { accept(id, includeDetails) }
  public func load(from url: URL) throws -> Data { try throwingAccept(url) }
  public func refresh(after delay: Double) async -> Bool { await accept(delay) }
  public var name: String {
    get { accept() }
    set { accept(newValue) }
  }
}

/// Expects, calls and verifies every member of a ``MockService09``.
public func exercise09() async throws {
  let mock = MockService09()
  let url = URL(string: "https://example.com/9")!
  mock.expect { $0.send("hello 9", to: 9) }
  mock.expect { $0.fetch(id: 9, includeDetails: true) }.returning(["count": 9])
  mock.expect { try $0.load(from: url) }.returning(Data([9]))
  await mock.expect { await $0.refresh(after: 9.5) }.returning(true)
  mock.expect { $0.name = "service 9" }
  mock.expect { $0.name }.returning("service 9")
  mock.send("hello 9", to: 9)
  _ = mock.fetch(id: 9, includeDetails: true)
  _ = try mock.load(from: url)
  _ = await mock.refresh(after: 9.5)
  mock.name = "service 9"
  _ = mock.name
  mock.verify()
}

/// Service 10 of the compile-time fixture.
public protocol Service10 {
  func send(_ message: String, to recipient: Int)
  func fetch(id: Int, includeDetails: Bool) -> [String: Int]
  func load(from url: URL) throws -> Data
  func refresh(after delay: Double) async -> Bool
  var name: String { get set }
}

/// A mock of ``Service10``.
public final class MockService10: Mock<Service10>, Service10 {
  public func send(_ message: String, to recipient: Int) { accept(message, recipient) }
  public func fetch(id: Int, includeDetails: Bool) -> [String: Int] { accept(id, includeDetails) }
  public func load(from url: URL) throws -> Data { try throwingAccept(url) }
  public func refresh(after delay: Double) async -> Bool { await accept(delay) }
  public var name: String {
    get { accept() }
    set { accept(newValue) }
  }
}

/// Expects, calls and verifies every member of a ``MockService10``.
public func exercise10() async throws {
  let mock = MockService10()
  let url = URL(string: "https://example.com/10")!
  mock.expect { $0.send("hello 10", to: 10) }
  mock.expect { $0.fetch(id: 10, includeDetails: true) }.returning(["count": 10])
  mock.expect { try $0.load(from: url) }.returning(Data([10]))
  await mock.expect { await $0.refresh(after: 10.5) }.returning(true)
  mock.expect { $0.name = "service 10" }
  mock.expect { $0.name }.returning("service 10")
  mock.send("hello 10", to: 10)
  _ = mock.fetch(id: 10, includeDetails: true)
  _ = try mock.load(from: url)
  _ = await mock.refresh(after: 10.5)
  mock.name = "service 10"
  _ = mock.name
  mock.verify()
}

/// Service 11 of the compile-time fixture.
public protocol Service11 {
  func send(_ message: String, to recipient: Int)
  func fetch(id: Int, includeDetails: Bool) -> [String: Int]
  func load(from url: URL) throws -> Data
  func refresh(after delay: Double) async -> Bool
  var name: String { get set }
}

/// A mock of ``Service11``.
public final class MockService11: Mock<Service11>, Service11 {
  public func send(_ message: String, to recipient: Int) { accept(message, recipient) }
  public func fetch(id: Int, includeDetails: Bool) -> [String: Int] { accept(id, includeDetails) }
  public func load(from url: URL) throws -> Data { try throwingAccept(url) }
  public func refresh(after delay: Double) async -> Bool { await accept(delay) }
  public var name: String {
    get { accept() }
    set { accept(newValue) }
  }
}

/// Expects, calls and verifies every member of a ``MockService11``.
public func exercise11() async throws {
  let mock = MockService11()
  let url = URL(string: "https://example.com/11")!
  mock.expect { $0.send("hello 11", to: 11) }
  mock.expect { $0.fetch(id: 11, includeDetails: true) }.returning(["count": 11])
  mock.expect { try $0.load(from: url) }.returning(Data([11]))
  await mock.expect { await $0.refresh(after: 11.5) }.returning(true)
  mock.expect { $0.name = "service 11" }
  mock.expect { $0.name }.returning("service 11")
  mock.send("hello 11", to: 11)
  _ = mock.fetch(id: 11, includeDetails: true)
  _ = try mock.load(from: url)
  _ = await mock.refresh(after: 11.5)
  mock.name = "service 11"
  _ = mock.name
  mock.verify()
}

/// Service 12 of the compile-time fixture.
public protocol Service12 {
  func send(_ message: String, to recipient: Int)
  func fetch(id: Int, includeDetails: Bool) -> [String: Int]
  func load(from url: URL) throws -> Data
  func refresh(after delay: Double) async -> Bool
  var name: String { get set }
}

/// A mock of ``Service12``.
public final class MockService12: Mock<Service12>, Service12 {
  public func send(_ message: String, to recipient: Int) { accept(message, recipient) }
  public func fetch(id: Int, includeDetails: Bool) -> [String: Int] { accept(id, includeDetails) }
  public func load(from url: URL) throws -> Data { try throwingAccept(url) }
  public func refresh(after delay: Double) async -> Bool { await accept(delay) }
  public var name: String {
    get { accept() }
    set { accept(newValue) }
  }
}

/// Expects, calls and verifies every member of a ``MockService12``.
public func exercise12() async throws {
  let mock = MockService12()
  let url = URL(string: "https://example.com/12")!
  mock.expect { $0.send("hello 12", to: 12) }
  mock.expect { $0.fetch(id: 12, includeDetails: true) }.returning(["count": 12])
  mock.expect { try $0.load(from: url) }.returning(Data([12]))
  await mock.expect { await $0.refresh(after: 12.5) }.returning(true)
  mock.expect { $0.name = "service 12" }
  mock.expect { $0.name }.returning("service 12")
  mock.send("hello 12", to: 12)
  _ = mock.fetch(id: 12, includeDetails: true)
  _ = try mock.load(from: url)
  _ = await mock.refresh(after: 12.5)
  mock.name = "service 12"
  _ = mock.name
  mock.verify()
}

/// Service 13 of the compile-time fixture.
public protocol Service13 {
  func send(_ message: String, to recipient: Int)
  func fetch(id: Int, includeDetails: Bool) -> [String: Int]
  func load(from url: URL) throws -> Data
  func refresh(after delay: Double) async -> Bool
  var name: String { get set }
}

/// A mock of ``Service13``.
public final class MockService13: Mock<Service13>, Service13 {
  public func send(_ message: String, to recipient: Int) { accept(message, recipient) }
  public func fetch(id: Int, includeDetails: Bool) -> [String: Int] { accept(id, includeDetails) }
  public func load(from url: URL) throws -> Data { try throwingAccept(url) }
  public func refresh(after delay: Double) async -> Bool { await accept(delay) }
  public var name: String {
    get { accept() }
    set { accept(newValue) }
  }
}

/// Expects, calls and verifies every member of a ``MockService13``.
public func exercise13() async throws {
  let mock = MockService13()
  let url = URL(string: "https://example.com/13")!
  mock.expect { $0.send("hello 13", to: 13) }
  mock.expect { $0.fetch(id: 13, includeDetails: true) }.returning(["count": 13])
  mock.expect { try $0.load(from: url) }.returning(Data([13]))
  await mock.expect { await $0.refresh(after: 13.5) }.returning(true)
  mock.expect { $0.name = "service 13" }
  mock.expect { $0.name }.returning("service 13")
  mock.send("hello 13", to: 13)
  _ = mock.fetch(id: 13, includeDetails: true)
  _ = try mock.load(from: url)
  _ = await mock.refresh(after: 13.5)
  mock.name = "service 13"
  _ = mock.name
  mock.verify()
}

/// Service 14 of the compile-time fixture.
public protocol Service14 {
  func send(_ message: String, to recipient: Int)
  func fetch(id: Int, includeDetails: Bool) -> [String: Int]
  func load(from url: URL) throws -> Data
  func refresh(after delay: Double) async -> Bool
  var name: String { get set }
}

/// A mock of ``Service14``.
public final class MockService14: Mock<Service14>, Service14 {
  public func send(_ message: String, to recipient: Int) { accept(message, recipient) }
  public func fetch(id: Int, includeDetails: Bool) -> [String: Int] { accept(id, includeDetails) }
  public func load(from url: URL) throws -> Data { try throwingAccept(url) }
  public func refresh(after delay: Double) async -> Bool { await accept(delay) }
  public var name: String {
    get { accept() }
    set { accept(newValue) }
  }
}

/// Expects, calls and verifies every member of a ``MockService14``.
public func exercise14() async throws {
  let mock = MockService14()
  let url = URL(string: "https://example.com/14")!
  mock.expect { $0.send("hello 14", to: 14) }
  mock.expect { $0.fetch(id: 14, includeDetails: true) }.returning(["count": 14])
  mock.expect { try $0.load(from: url) }.returning(Data([14]))
  await mock.expect { await $0.refresh(after: 14.5) }.returning(true)
  mock.expect { $0.name = "service 14" }
  mock.expect { $0.name }.returning("service 14")
  mock.send("hello 14", to: 14)
  _ = mock.fetch(id: 14, includeDetails: true)
  _ = try mock.load(from: url)
  _ = await mock.refresh(after: 14.5)
  mock.name = "service 14"
  _ = mock.name
  mock.verify()
}

/// Service 15 of the compile-time fixture.
public protocol Service15 {
  func send(_ message: String, to recipient: Int)
  func fetch(id: Int, includeDetails: Bool) -> [String: Int]
  func load(from url: URL) throws -> Data
  func refresh(after delay: Double) async -> Bool
  var name: String { get set }
}

/// A mock of ``Service15``.
public final class MockService15: Mock<Service15>, Service15 {
  public func send(_ message: String, to recipient: Int) { accept(message, recipient) }
  public func fetch(id: Int, includeDetails: Bool) -> [String: Int] { accept(id, includeDetails) }
  public func load(from url: URL) throws -> Data { try throwingAccept(url) }
  public func refresh(after delay: Double) async -> Bool { await accept(delay) }
  public var name: String {
    get { accept() }
    set { accept(newValue) }
  }
}

/// Expects, calls and verifies every member of a ``MockService15``.
public func exercise15() async throws {
  let mock = MockService15()
  let url = URL(string: "https://example.com/15")!
  mock.expect { $0.send("hello 15", to: 15) }
  mock.expect { $0.fetch(id: 15, includeDetails: true) }.returning(["count": 15])
  mock.expect { try $0.load(from: url) }.returning(Data([15]))
  await mock.expect { await $0.refresh(after: 15.5) }.returning(true)
  mock.expect { $0.name = "service 15" }
  mock.expect { $0.name }.returning("service 15")
  mock.send("hello 15", to: 15)
  _ = mock.fetch(id: 15, includeDetails: true)
  _ = try mock.load(from: url)
  _ = await mock.refresh(after: 15.5)
  mock.name = "service 15"
  _ = mock.name
  mock.verify()
}

/// Service 16 of the compile-time fixture.
public protocol Service16 {
  func send(_ message: String, to recipient: Int)
  func fetch(id: Int, includeDetails: Bool) -> [String: Int]
  func load(from url: URL) throws -> Data
  func refresh(after delay: Double) async -> Bool
  var name: String { get set }
}

/// A mock of ``Service16``.
public final class MockService16: Mock<Service16>, Service16 {
  public func send(_ message: String, to recipient: Int) { accept(message, recipient) }
  public func fetch(id: Int, includeDetails: Bool) -> [String: Int] { accept(id, includeDetails) }
  public func load(from url: URL) throws -> Data { try throwingAccept(url) }
  public func refresh(after delay: Double) async -> Bool { await accept(delay) }
  public var name: String {
    get { accept() }
    set { accept(newValue) }
  }
}

/// Expects, calls and verifies every member of a ``MockService16``.
public func exercise16() async throws {
  let mock = MockService16()
  let url = URL(string: "https://example.com/16")!
  mock.expect { $0.send("hello 16", to: 16) }
  mock.expect { $0.fetch(id: 16, includeDetails: true) }.returning(["count": 16])
  mock.expect { try $0.load(from: url) }.returning(Data([16]))
  await mock.expect { await $0.refresh(after: 16.5) }.returning(true)
  mock.expect { $0.name = "service 16" }
  mock.expect { $0.name }.returning("service 16")
  mock.send("hello 16", to: 16)
  _ = mock.fetch(id: 16, includeDetails: true)
  _ = try mock.load(from: url)
  _ = await mock.refresh(after: 16.5)
  mock.name = "service 16"
  _ = mock.name
  mock.verify()
}

/// Service 17 of the compile-time fixture.
public protocol Service17 {
  func send(_ message: String, to recipient: Int)
  func fetch(id: Int, includeDetails: Bool) -> [String: Int]
  func load(from url: URL) throws -> Data
  func refresh(after delay: Double) async -> Bool
  var name: String { get set }
}

/// A mock of ``Service17``.
public final class MockService17: Mock<Service17>, Service17 {
  public func send(_ message: String, to recipient: Int) { accept(message, recipient) }
  public func fetch(id: Int, includeDetails: Bool) -> [String: Int] { accept(id, includeDetails) }
  public func load(from url: URL) throws -> Data { try throwingAccept(url) }
  public func refresh(after delay: Double) async -> Bool { await accept(delay) }
  public var name: String {
    get { accept() }
    set { accept(newValue) }
  }
}

/// Expects, calls and verifies every member of a ``MockService17``.
public func exercise17() async throws {
  let mock = MockService17()
  let url = URL(string: "https://example.com/17")!
  mock.expect { $0.send("hello 17", to: 17) }
  mock.expect { $0.fetch(id: 17, includeDetails: true) }.returning(["count": 17])
  mock.expect { try $0.load(from: url) }.returning(Data([17]))
  await mock.expect { await $0.refresh(after: 17.5) }.returning(true)
  mock.expect { $0.name = "service 17" }
  mock.expect { $0.name }.returning("service 17")
  mock.send("hello 17", to: 17)
  _ = mock.fetch(id: 17, includeDetails: true)
  _ = try mock.load(from: url)
  _ = await mock.refresh(after: 17.5)
  mock.name = "service 17"
  _ = mock.name
  mock.verify()
}

/// Service 18 of the compile-time fixture.
public protocol Service18 {
  func send(_ message: String, to recipient: Int)
  func fetch(id: Int, includeDetails: Bool) -> [String: Int]
  func load(from url: URL) throws -> Data
  func refresh(after delay: Double) async -> Bool
  var name: String { get set }
}

/// A mock of ``Service18``.
public final class MockService18: Mock<Service18>, Service18 {
  public func send(_ message: String, to recipient: Int) { accept(message, recipient) }
  public func fetch(id: Int, includeDetails: Bool) -> [String: Int] { accept(id, includeDetails) }
  public func load(from url: URL) throws -> Data { try throwingAccept(url) }
  public func refresh(after delay: Double) async -> Bool { await accept(delay) }
  public var name: String {
    get { accept() }
    set { accept(newValue) }
  }
}

/// Expects, calls and verifies every member of a ``MockService18``.
public func exercise18() async throws {
  let mock = MockService18()
  let url = URL(string: "https://example.com/18")!
  mock.expect { $0.send("hello 18", to: 18) }
  mock.expect { $0.fetch(id: 18, includeDetails: true) }.returning(["count": 18])
  mock.expect { try $0.load(from: url) }.returning(Data([18]))
  await mock.expect { await $0.refresh(after: 18.5) }.returning(true)
  mock.expect { $0.name = "service 18" }
  mock.expect { $0.name }.returning("service 18")
  mock.send("hello 18", to: 18)
  _ = mock.fetch(id: 18, includeDetails: true)
  _ = try mock.load(from: url)
  _ = await mock.refresh(after: 18.5)
  mock.name = "service 18"
  _ = mock.name
  mock.verify()
}

/// Service 19 of the compile-time fixture.
public protocol Service19 {
  func send(_ message: String, to recipient: Int)
  func fetch(id: Int, includeDetails: Bool) -> [String: Int]
  func load(from url: URL) throws -> Data
  func refresh(after delay: Double) async -> Bool
  var name: String { get set }
}

/// A mock of ``Service19``.
public final class MockService19: Mock<Service19>, Service19 {
  public func send(_ message: String, to recipient: Int) { accept(message, recipient) }
  public func fetch(id: Int, includeDetails: Bool) -> [String: Int] { accept(id, includeDetails) }
  public func load(from url: URL) throws -> Data { try throwingAccept(url) }
  public func refresh(after delay: Double) async -> Bool { await accept(delay) }
  public var name: String {
    get { accept() }
    set { accept(newValue) }
  }
}

/// Expects, calls and verifies every member of a ``MockService19``.
public func exercise19() async throws {
  let mock = MockService19()
  let url = URL(string: "https://example.com/19")!
  mock.expect { $0.send("hello 19", to: 19) }
  mock.expect { $0.fetch(id: 19, includeDetails: true) }.returning(["count": 19])
  mock.expect { try $0.load(from: url) }.returning(Data([19]))
  await mock.expect { await $0.refresh(after: 19.5) }.returning(true)
  mock.expect { $0.name = "service 19" }
  mock.expect { $0.name }.returning("service 19")
  mock.send("hello 19", to: 19)
  _ = mock.fetch(id: 19, includeDetails: true)
  _ = try mock.load(from: url)
  _ = await mock.refresh(after: 19.5)
  mock.name = "service 19"
  _ = mock.name
  mock.verify()
}

/// Service 20 of the compile-time fixture.
public protocol Service20 {
  func send(_ message: String, to recipient: Int)
  func fetch(id: Int, includeDetails: Bool) -> [String: Int]
  func load(from url: URL) throws -> Data
  func refresh(after delay: Double) async -> Bool
  var name: String { get set }
}

/// A mock of ``Service20``.
public final class MockService20: Mock<Service20>, Service20 {
  public func send(_ message: String, to recipient: Int) { accept(message, recipient) }
  public func fetch(id: Int, includeDetails: Bool) -> [String: Int] { accept(id, includeDetails) }
  public func load(from url: URL) throws -> Data { try throwingAccept(url) }
  public func refresh(after delay: Double) async -> Bool { await accept(delay) }
  public var name: String {
    get { accept() }
    set { accept(newValue) }
  }
}

/// Expects, calls and verifies every member of a ``MockService20``.
public func exercise20() async throws {
  let mock = MockService20()
  let url = URL(string: "https://example.com/20")!
  mock.expect { $0.send("hello 20", to: 20) }
  mock.expect { $0.fetch(id: 20, includeDetails: true) }.returning(["count": 20])
  mock.expect { try $0.load(from: url) }.returning(Data([20]))
  await mock.expect { await $0.refresh(after: 20.5) }.returning(true)
  mock.expect { $0.name = "service 20" }
  mock.expect { $0.name }.returning("service 20")
  mock.send("hello 20", to: 20)
  _ = mock.fetch(id: 20, includeDetails: true)
  _ = try mock.load(from: url)
  _ = await mock.refresh(after: 20.5)
  mock.name = "service 20"
  _ = mock.name
  mock.verify()
}
