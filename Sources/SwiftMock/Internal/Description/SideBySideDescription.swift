/// Describes the arguments of an expected call and of a received one, to be
/// shown one above the other, so that two arguments that differ never read
/// the same.
///
/// Each argument is described by ``describeValue(_:)``, which already
/// writes empty optionals at different depths apart, `nil` and
/// `.some(nil)`. Where the two at one position read the same, the values
/// may still differ:
///
/// - values of different types get their types: `1 as Int64` and `1 as Int`
///   (qualified by module, `Kennel.Dog`, where the names alone are equal);
/// - class instances, anywhere in the values, get numbers in the order they
///   appear in the call, expected arguments first: `Dog (instance 1)` and
///   `Dog (instance 2)`, never an address, so the text is the same on every
///   run; instances inside sets and dictionaries are not numbered, as their
///   order is a matter of their descriptions alone;
/// - failing both, values with a description of their own are written with
///   their fields, `User(id: 1, name: "ann")` and `User(id: 2, name: "ann")`.
///
/// Arguments that still read the same are left as they are: they are equal,
/// or differ only past the length a description is cut at. A position for
/// which `matcherDescriptions` has a description, such as `any()`, takes it
/// for the expected argument and is not compared.
func describeArgumentsSideBySide(
  expected: [Any?], actual: [Any?], matcherDescriptions: [String?] = []
) -> (expected: [String], actual: [String]) {
  func matcherDescription(at index: Int) -> String? {
    index < matcherDescriptions.count ? matcherDescriptions[index] : nil
  }
  var expectedTexts = expected.indices.map {
    matcherDescription(at: $0) ?? describeValue(expected[$0])
  }
  var actualTexts = actual.map(describeValue)
  var numbers = InstanceNumbers()
  for index in 0..<min(expected.count, actual.count)
  where matcherDescription(at: index) == nil && expectedTexts[index] == actualTexts[index] {
    guard
      let told = tellApart(
        expected[index], actual[index], describedAs: expectedTexts[index], numbering: &numbers)
    else { continue }
    expectedTexts[index] = told.expected
    actualTexts[index] = told.actual
  }
  return (expectedTexts, actualTexts)
}

/// Descriptions of two values that read the same as `text`, that tell them
/// apart if they differ in a way a description can show; `nil` if not.
private func tellApart(
  _ expected: Any?, _ actual: Any?, describedAs text: String,
  numbering numbers: inout InstanceNumbers
) -> (expected: String, actual: String)? {
  switch (contents(ofArgument: expected), contents(ofArgument: actual)) {
  case (.empty, .empty):
    // Empty optionals at different depths read differently, `nil` and
    // `.some(nil)`: these are equal.
    return nil
  case (.value(let expected), .empty):
    return ("\(text) as \(typeName(of: expected))", text)
  case (.empty, .value(let actual)):
    return (text, "\(text) as \(typeName(of: actual))")
  case (.value(let expected), .value(let actual)):
    let (expectedType, actualType) = (type(of: expected), type(of: actual))
    if !isSameType(expectedType, actualType) {
      var names = (String(describing: expectedType), String(describing: actualType))
      if names.0 == names.1 {
        names = (
          withoutUnknownContexts(String(reflecting: expectedType)),
          withoutUnknownContexts(String(reflecting: actualType))
        )
      }
      return ("\(text) as \(names.0)", "\(text) as \(names.1)")
    }
    for showsChildren in [false, true] {
      var trial = numbers
      let told = (
        describeValue(expected, numbering: &trial, showsChildren: showsChildren),
        describeValue(actual, numbering: &trial, showsChildren: showsChildren)
      )
      if told.0 != told.1 {
        numbers = trial
        return told
      }
    }
    return nil
  }
}

private func typeName(of value: Any) -> String {
  String(describing: type(of: value))
}

/// ``describeValue(_:)`` that numbers class instances, and with
/// `showsChildren`, writes the children of value types that describe
/// themselves.
private func describeValue(
  _ value: Any, numbering numbers: inout InstanceNumbers, showsChildren: Bool
) -> String {
  var describer = ValueDescriber(
    capacity: maximumValueDescriptionLength, steps: maximumDescriptionSteps)
  describer.instanceNumbers = numbers
  describer.showsChildren = showsChildren
  describer.write(value, depth: 0)
  numbers = describer.instanceNumbers ?? numbers
  return describer.output.result
}
