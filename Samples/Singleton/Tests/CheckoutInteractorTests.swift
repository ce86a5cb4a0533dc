import Singleton
import SwiftMock
import Testing

// Articles on this technique often call the test double below a "mock".
// It only answers `getReward()`, and the tests check the interactor's result,
// not which calls it made: that makes it a stub.

/// A stub of the customer manager: each test gives the reward status it needs.
final class StubCustomerManager: Stub<CustomerManagerProtocol>, CustomerManagerProtocol {
  func setCustomerReward(_ reward: Reward) { accept(reward) }
  func getReward() -> Reward { accept() }
}

/// `Reward` has no obvious empty value, so the tests choose the one a stub
/// without an answer gives.
extension Reward: Defaultable {
  public static var mockDefault: Reward { .unsubscribed }
}

/// Every branch of the discount, each with the reward status under the
/// test's control, and never the shared singleton's.
struct CheckoutInteractorTests {
  let customerManager = StubCustomerManager()
  var sut: CheckoutInteractor { CheckoutInteractor(customerManager: customerManager) }

  @Test func priceUpTo100_unsubscribed_gives5Percent() {
    customerManager.given { $0.getReward() }.returning(.unsubscribed)
    #expect(sut.calculate(with: Product(price: 100)) == 5)
  }

  @Test func priceAbove100_unsubscribed_gives10Percent() {
    customerManager.given { $0.getReward() }.returning(.unsubscribed)
    #expect(sut.calculate(with: Product(price: 150)) == 15)
  }

  @Test func priceUpTo100_subscribed_gives15Percent() {
    customerManager.given { $0.getReward() }.returning(.subscribed)
    #expect(sut.calculate(with: Product(price: 80)) == 12)
  }

  @Test func priceAbove100_subscribed_gives20Percent() {
    customerManager.given { $0.getReward() }.returning(.subscribed)
    #expect(sut.calculate(with: Product(price: 200)) == 40)
  }

  @Test func noRewardAnswer_treatsTheCustomerAsUnsubscribed() {
    #expect(sut.calculate(with: Product(price: 200)) == 20)
  }
}
