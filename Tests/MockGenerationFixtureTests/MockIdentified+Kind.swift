// The member the generator leaves out of MockIdentified: a static
// requirement, which a mock, answering calls on an instance, cannot answer.
extension MockIdentified {
  static var kind: String { "identified" }
}
