/// Signs users in and up, with the help of five collaborators: one for each
/// kind of test double its tests use.
public final class UserManager {
  let logger: any LoggerService
  let cache: any CacheService
  let database: any DatabaseHelper
  let securityHelper: any SecurityHelper
  let notificationService: any NotificationService

  /// Creates a user manager; each collaborator has a production default.
  public init(
    logger: any LoggerService = LoggerServiceImpl(),
    cache: any CacheService = CacheServiceImpl(),
    database: any DatabaseHelper = DatabaseHelperImpl(),
    securityHelper: any SecurityHelper = SecurityHelperImpl(),
    notificationService: any NotificationService = NotificationServiceImpl()
  ) {
    self.logger = logger
    self.cache = cache
    self.database = database
    self.securityHelper = securityHelper
    self.notificationService = notificationService
  }

  /// Checks `password` against the stored hash, from the cache if it has
  /// one and from the database otherwise, records the attempt, and emails
  /// the user the outcome.
  public func authenticate(username: String, password: String) -> Bool {
    logger.log("Authenticating \(username)")
    if let cachedHash = cache.get(username) {
      logger.log("Cache hit for \(username)")
      return finishAuthentication(username, succeeded: cachedHash == password.hashed())
    }
    logger.log("Cache miss for \(username)")
    if let storedHash = database.getUserPasswordHash(username: username) {
      cache.set(username, value: storedHash)
      return finishAuthentication(username, succeeded: storedHash == password.hashed())
    }
    logger.log("Unknown user \(username)")
    securityHelper.recordAuthenticationAttempt(username: username, success: false)
    notificationService.sendFailedAuthenticationAttemptEmail(username: username, success: false)
    return false
  }

  private func finishAuthentication(_ username: String, succeeded: Bool) -> Bool {
    securityHelper.recordAuthenticationAttempt(username: username, success: succeeded)
    notificationService.sendAuthenticationEmail(username: username, success: succeeded)
    return succeeded
  }

  /// Adds a user with a hashed password, unless the name or password is
  /// empty or the name is taken, and sends a welcome email.
  public func register(username: String, password: String) -> Bool {
    guard !username.isEmpty, !password.isEmpty else {
      logger.log("Registration refused: empty username or password")
      return false
    }
    guard database.getUserPasswordHash(username: username) == nil else {
      logger.log("Registration refused: \(username) is taken")
      return false
    }
    let passwordHash = password.hashed()
    database.addUser(username: username, passwordHash: passwordHash)
    cache.set(username, value: passwordHash)
    logger.log("Registered \(username)")
    notificationService.sendRegistrationEmail(username: username, success: true)
    return true
  }
}

extension String {
  /// A stand-in for a real password hash, enough for the sample.
  public func hashed() -> String {
    "hashed_\(self)"
  }
}
