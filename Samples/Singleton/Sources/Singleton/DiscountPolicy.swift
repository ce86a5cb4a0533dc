/// The rates the checkout discounts by, read from a type rather than from an
/// instance, as app-wide settings often are: its member is static.
public protocol DiscountPolicy {
  /// The extra discount for customers in the rewards program, as a fraction
  /// of the price.
  static var rewardsRate: Double { get }
}

/// The rates the app ships with.
public enum StandardDiscountPolicy: DiscountPolicy {
  /// 10%.
  public static var rewardsRate: Double { 0.10 }
}
