import Foundation

#if os(Linux)
  /// Runs `body` on a new thread whose stack is `size` bytes, as the C
  /// library sets it up (its own thread descriptor and thread-local storage
  /// take a few kilobytes of it), and waits for it to end.
  func onThread(stackSize size: Int, _ body: @escaping () -> Void) {
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    precondition(pthread_attr_setstacksize(&attributes, size) == 0, "stack size \(size)")
    start(body, with: &attributes)
  }

  /// Runs `body` on a new thread whose stack is `size` bytes of memory
  /// mapped here, above a page that faults, and waits for it to end. `body`
  /// is given the stack's lowest address.
  func onThread(ownStackOfSize size: Int, _ body: @escaping (_ lowest: UInt) -> Void) {
    let page = Int(sysconf(Int32(_SC_PAGESIZE)))
    let mapping = mmap(nil, size + page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
    precondition(mapping != MAP_FAILED, "mmap")
    defer { munmap(mapping, size + page) }
    precondition(mprotect(mapping, page, PROT_NONE) == 0, "mprotect")
    let stack = mapping! + page
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    precondition(pthread_attr_setstack(&attributes, stack, size) == 0, "stack")
    start({ body(UInt(bitPattern: stack)) }, with: &attributes)
  }

  /// Starts a thread with `attributes` that runs `body`, and waits for it.
  private func start(_ body: @escaping () -> Void, with attributes: inout pthread_attr_t) {
    var thread = pthread_t()
    let work = Unmanaged.passRetained(ThreadWork(body)).toOpaque()
    let created = pthread_create(
      &thread, &attributes,
      { pointer in
        Unmanaged<ThreadWork>.fromOpaque(pointer!).takeRetainedValue().body()
        return nil
      }, work)
    precondition(created == 0, "pthread_create: \(created)")
    pthread_join(thread, nil)
  }

  /// What a thread started by ``onThread(stackSize:_:)`` runs.
  ///
  /// `@unchecked Sendable` is safe here: the starting thread hands it over
  /// and waits for the new thread to end before it goes on.
  private final class ThreadWork: @unchecked Sendable {
    let body: () -> Void

    init(_ body: @escaping () -> Void) {
      self.body = body
    }
  }

  /// Calls itself until the stack has less than `room` bytes left above
  /// `lowest`, then runs `body`.
  @inline(never)
  func withStackLeft(_ room: UInt, above lowest: UInt, _ body: () -> Void) {
    var local = 0
    let here = withUnsafeMutablePointer(to: &local) { UInt(bitPattern: $0) }
    if here - lowest <= room {
      body()
    } else {
      withStackLeft(room, above: lowest, body)
    }
    withExtendedLifetime(local) {}
  }
#endif
