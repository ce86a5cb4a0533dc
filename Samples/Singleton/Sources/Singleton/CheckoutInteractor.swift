/// Something for sale.
public struct Product: Sendable {
  /// The price before any discount.
  public let price: Double

  /// Creates a product with its price.
  public init(price: Double) {
    self.price = price
  }
}

/// Works out the discount at checkout: 5% up to a price of 100, 10% above,
/// and another 10% (the policy's rewards rate) for customers in the rewards
/// program.
public final class CheckoutInteractor {
  private let customerManager: any CustomerManagerProtocol
  private let policy: any DiscountPolicy.Type

  /// Creates the interactor. The app passes nothing and gets the singleton
  /// and the standard policy; a test passes test doubles.
  public init(
    customerManager: any CustomerManagerProtocol = CustomerManager.shared,
    policy: any DiscountPolicy.Type = StandardDiscountPolicy.self
  ) {
    self.customerManager = customerManager
    self.policy = policy
  }

  /// The discount on `product` for the current customer.
  public func calculate(with product: Product) -> Double {
    let price = product.price
    let discountByPrice = price <= 100 ? price * 0.05 : price * 0.10
    switch customerManager.getReward() {
    case .subscribed: return discountByPrice + price * policy.rewardsRate
    case .unsubscribed: return discountByPrice
    }
  }
}
