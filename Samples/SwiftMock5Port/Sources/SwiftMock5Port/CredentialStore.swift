/// Why the keychain could not do what it was asked.
public enum KeychainError: Error, Equatable {
  /// Nothing is stored under the key.
  case notFound
  /// The device is locked.
  case locked
}

/// Stores secrets.
public protocol KeychainStoring {
  /// Stores `value` under `key`.
  func save(_ value: String, forKey key: String) throws
  /// The value stored under `key`.
  func value(forKey key: String) throws -> String
}

/// Keeps the reader's password in the keychain.
public final class CredentialStore {
  private let keychain: any KeychainStoring

  /// Creates a store that keeps the password in `keychain`.
  public init(keychain: any KeychainStoring) {
    self.keychain = keychain
  }

  /// Stores `password`; whether it was stored.
  public func remember(password: String) -> Bool {
    do {
      try keychain.save(password, forKey: "password")
      return true
    } catch {
      return false
    }
  }

  /// The stored password, or `nil` when there is none or it cannot be read.
  public func password() -> String? {
    try? keychain.value(forKey: "password")
  }
}
