/// A subclass of a real, open class that works as a test double: its
/// overrides call `accept`, and a test uses `expect`, `verify`, `given`,
/// `received` and the rest on it, as on a test double of a protocol.
///
/// Subclass the class, adopt `ClassDouble`, and keep a test double of the
/// subclass in `testDouble`: a ``Mock``, a ``Stub`` or a ``Spy``, which
/// decides how the class double treats calls. Each override calls `accept`:
///
/// ```swift
/// final class FakeDog: Dog, ClassDouble {
///   let testDouble = Mock<FakeDog>()
///   override func bark() -> String { accept() }
///   override func eat(food: DogFood) { accept(food) }
/// }
///
/// let dog = FakeDog()
/// dog.expect { $0.bark() }.returning("woof!")
/// HappyFamily(dog: dog).greetTheDog()
/// dog.verify()
/// ```
///
/// The subclass is `final`: the blocks of `expect` and its kin receive it
/// as itself. It inherits the class's initializers, `required` ones
/// included, as long as it declares none of its own, so a test creates it
/// with the arguments it chooses, such as `FakeDog(name: "Rex")`. Failure
/// messages name it after its class, and report at the test's line:
///
/// ```text
/// [FakeDog] Unexpected call: bark()
/// ```
///
/// The double of a class isolated to the main actor isolates its
/// conformance too: `final class MockScreen: Screen, @MainActor ClassDouble`.
///
/// An override can call the real implementation when the test asks for it;
/// see ``accept(_:real:func:)->_``, and for an `async` override,
/// ``accept(_:real:isolation:func:)``.
public protocol ClassDouble: AnyObject {
  /// The test double the class double forwards to: `Mock<Self>`,
  /// `Stub<Self>` or `Spy<Self>`, which Swift infers from `testDouble`.
  ///
  /// ```swift
  /// let testDouble = Mock<FakeDog>()  // Backing is Mock<FakeDog>
  /// ```
  associatedtype Backing: TestDouble<Self>

  /// The test double that keeps the class double's expectations, answers
  /// and calls.
  ///
  /// ```swift
  /// let testDouble = Spy<FakeDog>()
  /// ```
  ///
  /// Give it a name for failure messages with `Mock<FakeDog>(name: "rex")`.
  /// It is made where the class double is, and a failure that cannot find
  /// the test's line is reported at the line that declares it.
  var testDouble: Backing { get }
}

extension ClassDouble {
  /// The name failure messages show in brackets: the class double's type,
  /// such as `FakeDog`, unless `testDouble` was given another.
  ///
  /// ```swift
  /// #expect(FakeDog().mockName == "FakeDog")
  /// ```
  public var mockName: String {
    testDouble.mockName
  }

  /// Forgets every expectation, answer and recorded call, and releases any
  /// call held by `.suspended()`, without reporting anything.
  ///
  /// ```swift
  /// dog.reset()
  /// dog.verify()  // passes: nothing is expected any more
  /// ```
  ///
  /// A class with a `reset()` of its own overrides this one; reach the test
  /// double's as `testDouble.reset()`.
  public func reset() {
    testDouble.reset()
  }

  /// Runs `body`, a method of the test double's that runs a block, with
  /// this class double as what the block is given.
  func withSubject<Result>(_ body: () throws -> Result) rethrows -> Result {
    try ClassDoubleSubject.$current.withValue(subjectBinding, operation: body)
  }

  /// The `async` form of ``withSubject(_:)``.
  func withSubject<Result>(
    isolation: isolated (any Actor)?, _ body: () async throws -> Result
  ) async rethrows -> Result {
    try await ClassDoubleSubject.$current.withValue(
      subjectBinding, operation: body, isolation: isolation)
  }

  private var subjectBinding: ClassDoubleSubject.Binding {
    ClassDoubleSubject.Binding(testDouble: ObjectIdentifier(testDouble), subject: self)
  }
}
