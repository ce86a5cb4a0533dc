import Foundation

/// Whether the customer is in the rewards program.
public enum Reward: Sendable {
  case subscribed
  case unsubscribed
}

/// What the checkout needs to know about the customer: the protocol that
/// makes the singleton replaceable in a test.
public protocol CustomerManagerProtocol {
  /// Changes the customer's reward status.
  func setCustomerReward(_ reward: Reward)
  /// The customer's reward status.
  func getReward() -> Reward
}

/// The app's one customer manager, shared by every screen: a singleton.
public final class CustomerManager: CustomerManagerProtocol, @unchecked Sendable {
  // `@unchecked Sendable` is safe here: `customerReward` is only touched
  // under `lock`.

  /// The instance every part of the app uses.
  public static let shared = CustomerManager()

  private let lock = NSLock()
  private var customerReward: Reward?

  private init() {}

  /// Changes the customer's reward status.
  public func setCustomerReward(_ reward: Reward) {
    lock.lock()
    defer { lock.unlock() }
    customerReward = reward
  }

  /// The customer's reward status; unsubscribed until set.
  public func getReward() -> Reward {
    lock.lock()
    defer { lock.unlock() }
    return customerReward ?? .unsubscribed
  }
}
