import SwiftMock
import TestDoubles

// One test double of each kind, for UserManager's five collaborators.

/// A dummy: it fills the logger parameter and nothing more. A stub with no
/// answers does exactly that: it accepts every call and checks nothing.
final class DummyLogger: Stub<LoggerService>, LoggerService {
  func log(_ message: String) { accept(message) }
}

/// A fake: a working database, simpler than the real one. A fake is real
/// code with a shortcut (memory instead of disk), so it is written by hand.
final class FakeDatabase: DatabaseHelper {
  private(set) var users: [String: String] = [:]

  func getUserPasswordHash(username: String) -> String? { users[username] }
  func addUser(username: String, passwordHash: String) { users[username] = passwordHash }
}

/// A stub: the cache answers what each test gives it with `given`, and
/// nothing (a miss) otherwise.
final class StubCache: Stub<CacheService>, CacheService {
  func get(_ key: String) -> String? { accept(key) }
  func set(_ key: String, value: String) { accept(key, value) }
}

/// A spy: it keeps every attempt, for the test to check after the fact.
final class SpySecurityHelper: Spy<SecurityHelper>, SecurityHelper {
  func recordAuthenticationAttempt(username: String, success: Bool) { accept(username, success) }
}

/// A mock: each test says which email it expects; any other is a failure.
final class MockNotificationService: Mock<NotificationService>, NotificationService {
  func sendAuthenticationEmail(username: String, success: Bool) { accept(username, success) }
  func sendRegistrationEmail(username: String, success: Bool) { accept(username, success) }
  func sendFailedAuthenticationAttemptEmail(username: String, success: Bool) {
    accept(username, success)
  }
}

/// A fresh set of doubles and the user manager that uses them.
struct UserManagerFixture {
  let logger = DummyLogger()
  let cache = StubCache()
  let database = FakeDatabase()
  let securityHelper = SpySecurityHelper()
  let notificationService = MockNotificationService()

  var sut: UserManager {
    UserManager(
      logger: logger, cache: cache, database: database, securityHelper: securityHelper,
      notificationService: notificationService)
  }
}
