/// Objects kept by the name of the function they belong to, such as the
/// expectations of each mocked member.
///
/// A test double has few functions, and a call passes the same `#function`
/// literal each time, which compares equal at once; so a short list beats
/// hashing the name on every call. Past ``linearLimit`` names, a dictionary
/// takes over.
struct FunctionTable<Object: AnyObject> {
  private var names: [MockedMember] = []
  private var objects: [Object] = []
  private var indexByName: [MockedMember: Int] = [:]

  /// How many names are searched in order before the dictionary is used.
  private static var linearLimit: Int { 8 }

  subscript(function: MockedMember) -> Object? {
    unretainedObject(for: function)?.takeUnretainedValue()
  }

  /// The object for `function`, if there is one, with no reference taken
  /// to it: for use while the table keeps it, as it does until it is
  /// changed. Each name is compared where it lies, with no copy of it, and
  /// in one frame, which a thread with little stack left can afford.
  func unretainedObject(for function: MockedMember) -> Unmanaged<Object>? {
    if names.count <= Self.linearLimit {
      for index in 0..<names.count where names[index].isSame(as: function) {
        return Unmanaged.passUnretained(objects[index])
      }
      return nil
    }
    return indexByName[function].map { Unmanaged.passUnretained(objects[$0]) }
  }

  /// The object for `function`, made by `make` if there is none yet.
  mutating func object(for function: MockedMember, orMake make: () -> Object) -> Object {
    if let object = self[function] { return object }
    let object = make()
    indexByName[function] = names.count
    names.append(function)
    objects.append(object)
    return object
  }

  /// The other members named `member.name`, with their objects, in the
  /// order they were first seen: overloads, and a property's getter or setter.
  func namesakes(of member: MockedMember) -> [(member: MockedMember, object: Object)] {
    zip(names, objects).filter { $0.0.name == member.name && $0.0 != member }
      .map { (member: $0.0, object: $0.1) }
  }

  /// Every object, in the order their functions were first seen.
  var all: [Object] {
    objects
  }
}
