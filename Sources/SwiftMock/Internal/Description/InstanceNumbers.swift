/// Numbers for class instances, 1, 2, 3… in the order they are first met.
struct InstanceNumbers {
  private var numbers: [ObjectIdentifier: Int] = [:]
  /// The instances numbered, kept alive so that no other instance can take
  /// the identifier of one that ended.
  private var instances: [AnyObject] = []

  /// The number of `instance`, given now if it has none yet.
  mutating func number(of instance: AnyObject) -> Int {
    let identifier = ObjectIdentifier(instance)
    if let number = numbers[identifier] { return number }
    instances.append(instance)
    numbers[identifier] = instances.count
    return instances.count
  }
}
