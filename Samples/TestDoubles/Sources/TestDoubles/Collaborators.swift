/// Writes diagnostic messages.
public protocol LoggerService {
  /// Writes `message`.
  func log(_ message: String)
}

/// Keeps password hashes close at hand.
public protocol CacheService {
  /// The value cached for `key`, if any.
  func get(_ key: String) -> String?
  /// Caches `value` for `key`.
  func set(_ key: String, value: String)
}

/// Stores users and their password hashes.
public protocol DatabaseHelper {
  /// The stored password hash of `username`, if the user exists.
  func getUserPasswordHash(username: String) -> String?
  /// Stores a new user.
  func addUser(username: String, passwordHash: String)
}

/// Keeps a record of sign-in attempts.
public protocol SecurityHelper {
  /// Records one sign-in attempt and whether it succeeded.
  func recordAuthenticationAttempt(username: String, success: Bool)
}

/// Emails users about their account.
public protocol NotificationService {
  /// Tells the user how a sign-in went.
  func sendAuthenticationEmail(username: String, success: Bool)
  /// Welcomes a new user.
  func sendRegistrationEmail(username: String, success: Bool)
  /// Warns about a sign-in attempt for a name that has no account.
  func sendFailedAuthenticationAttemptEmail(username: String, success: Bool)
}
