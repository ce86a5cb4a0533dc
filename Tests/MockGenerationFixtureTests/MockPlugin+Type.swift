// The members the generator leaves out of MockPlugin, written by hand: an
// initializer, which makes a mock with no expectations, and a static
// member, whose answer a test binds for its own task.
extension MockPlugin {
  /// The answer of `identifier`; a test gives its own with
  /// `MockPlugin.$identifierAnswer.withValue("…") { … }`.
  @TaskLocal static var identifierAnswer = "fixture"

  static var identifier: String { identifierAnswer }

  convenience init(configuration: [String: String]) {
    self.init(name: nil)
  }
}
