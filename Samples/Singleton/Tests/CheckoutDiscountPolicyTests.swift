import Singleton
import SwiftMock
import Testing

/// A stub of the discount policy, whose member is static: a test gives its
/// answer on the class, and each test running in parallel sees only its own.
final class StubDiscountPolicy: Stub<DiscountPolicy>, DiscountPolicy {
  static var rewardsRate: Double { accept() }
}

/// The rewards discount, with the policy's rate under each test's control.
struct CheckoutDiscountPolicyTests {
  let customerManager = StubCustomerManager()

  @Test func subscribed_aRewardsRateOf20Percent_addsItToThePriceDiscount() {
    customerManager.given { $0.getReward() }.returning(.subscribed)
    StubDiscountPolicy.given { $0.rewardsRate }.returning(0.2)
    let sut = CheckoutInteractor(customerManager: customerManager, policy: StubDiscountPolicy.self)
    #expect(sut.calculate(with: Product(price: 200)) == 60)
  }

  @Test func subscribed_noRewardsRateGiven_givesThePriceDiscountOnly() {
    // The other test's answer is its own: here the rate is the default, 0.
    customerManager.given { $0.getReward() }.returning(.subscribed)
    let sut = CheckoutInteractor(customerManager: customerManager, policy: StubDiscountPolicy.self)
    #expect(sut.calculate(with: Product(price: 200)) == 20)
  }
}
