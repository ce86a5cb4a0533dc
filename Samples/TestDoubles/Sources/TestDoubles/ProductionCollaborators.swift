// The implementations the app ships with, kept small: the tests never use
// them, which is the point of the test doubles.

/// Prints log messages.
public final class LoggerServiceImpl: LoggerService {
  /// Creates the logger.
  public init() {}
  /// Prints `message`.
  public func log(_ message: String) { print("Log: \(message)") }
}

/// Caches values in memory for the life of the app.
public final class CacheServiceImpl: CacheService {
  private var values: [String: String] = [:]
  /// Creates an empty cache.
  public init() {}
  /// The value cached for `key`, if any.
  public func get(_ key: String) -> String? { values[key] }
  /// Caches `value` for `key`.
  public func set(_ key: String, value: String) { values[key] = value }
}

/// The app's user store (in memory here; a real one would persist).
public final class DatabaseHelperImpl: DatabaseHelper {
  private var users: [String: String] = [:]
  /// Creates an empty store.
  public init() {}
  /// The stored password hash of `username`, if the user exists.
  public func getUserPasswordHash(username: String) -> String? { users[username] }
  /// Stores a new user.
  public func addUser(username: String, passwordHash: String) { users[username] = passwordHash }
}

/// Keeps the sign-in attempts of this session.
public final class SecurityHelperImpl: SecurityHelper {
  private var attempts: [(username: String, success: Bool)] = []
  /// Creates an empty record.
  public init() {}
  /// Records one sign-in attempt and whether it succeeded.
  public func recordAuthenticationAttempt(username: String, success: Bool) {
    attempts.append((username, success))
  }
}

/// Sends emails (prints them here).
public final class NotificationServiceImpl: NotificationService {
  /// Creates the service.
  public init() {}
  /// Tells the user how a sign-in went.
  public func sendAuthenticationEmail(username: String, success: Bool) {
    print("Email to \(username): sign-in \(success ? "succeeded" : "failed")")
  }
  /// Welcomes a new user.
  public func sendRegistrationEmail(username: String, success: Bool) {
    print("Email to \(username): welcome")
  }
  /// Warns about a sign-in attempt for a name that has no account.
  public func sendFailedAuthenticationAttemptEmail(username: String, success: Bool) {
    print("Email to \(username): someone tried to sign in")
  }
}
