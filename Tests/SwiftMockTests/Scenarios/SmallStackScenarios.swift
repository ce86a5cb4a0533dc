import Foundation
import SwiftMock
import Testing

// Failing calls where a thread has little stack left, whose failure is
// worked out on a worker thread while the calling thread waits: each runs
// in a process of its own, started by `SmallStackRoutingTests`.

#if os(Linux)
  /// Ends the process with status 3, saying so, if it still runs after
  /// `seconds`: a hang then fails the parent's test instead of stopping it.
  func endTheProcessIfStillRunning(after seconds: Double) {
    Thread.detachNewThread {
      Thread.sleep(forTimeInterval: seconds)
      print("the process still ran after \(Int(seconds)) s")
      fflush(nil)
      _exit(3)
    }
  }

  /// The lowest address of the stack of the thread that calls it.
  func lowestAddressOfThisStack() -> UInt {
    // Not in the Glibc module, as it needs _GNU_SOURCE.
    typealias GetAttributes =
      @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32
    let getAttributes = unsafeBitCast(
      dlsym(nil, "pthread_getattr_np"), to: GetAttributes.self)
    var attributes = pthread_attr_t()
    precondition(getAttributes(pthread_self(), &attributes) == 0, "pthread_getattr_np")
    defer { pthread_attr_destroy(&attributes) }
    var lowest: UnsafeMutableRawPointer?
    var size = 0
    pthread_attr_getstack(&attributes, &lowest, &size)
    return UInt(bitPattern: lowest)
  }

  /// A parcel whose description runs an empty block on the main queue and
  /// waits for it.
  final class MainQueueParcel: CustomStringConvertible, Sendable {
    /// Signalled each time the description starts.
    let describing = DispatchSemaphore(value: 0)

    var description: String {
      describing.signal()
      DispatchQueue.main.sync {}
      return "a parcel"
    }
  }

  protocol Inbox: Sendable {
    func put(_ parcel: MainQueueParcel)
  }

  final class MockInbox: Mock<Inbox>, Inbox, @unchecked Sendable {
    func put(_ parcel: MainQueueParcel) { accept(parcel) }
  }

  /// A thread with little stack left makes an unexpected call whose
  /// argument's description waits for the main queue, while the main
  /// actor's test makes an unexpected call of its own, then awaits, which
  /// runs the main queue: neither failure may wait for the other's.
  @Suite(.enabled(if: isScenario("DescriptionWaitsForTheMainQueueScenario")))
  struct DescriptionWaitsForTheMainQueueScenario {
    @MainActor @Test func aDescriptionWaitsForTheMainQueue() async {
      endTheProcessIfStillRunning(after: 20)
      noteLine("inbox"); let inbox = MockInbox()
      noteLine("service"); let service = MockSendableService()
      let parcel = MainQueueParcel()
      let done = DispatchSemaphore(value: 0)
      Thread.detachNewThread {
        onThread(ownStackOfSize: 1 << 20) { lowest in
          withStackLeft(40 << 10, above: lowest) {
            noteLine("put"); inbox.put(parcel)
          }
        }
        done.signal()
      }
      parcel.describing.wait()
      noteLine("record"); service.record(1)
      await withCheckedContinuation { continuation in
        DispatchQueue.global().async {
          done.wait()
          continuation.resume()
        }
      }
    }
  }

  /// A test's own task calls the mock an earlier test made, once its stack
  /// has little left: the failure is the calling test's, through its
  /// reporter where it has one, or else the run's, naming it.
  @Suite(.serialized, .enabled(if: isScenario("DeepCallScenario")))
  struct DeepCallScenario {
    nonisolated(unsafe) static var mock: MockSendableService?

    @Test func a_makeAMock() {
      noteLine("made"); Self.mock = MockSendableService()
    }

    @Test func b_callItDeep() {
      let mock = Self.mock!
      withStackLeft(40 << 10, above: lowestAddressOfThisStack()) {
        noteLine("deep"); mock.record(21)
      }
    }

    @Test func c_callItDeepWithAMockOfItsOwn() {
      let mock = Self.mock!
      let own = MockSendableService()
      withStackLeft(40 << 10, above: lowestAddressOfThisStack()) {
        noteLine("deepWithOwn"); mock.record(22)
      }
      own.verify()
    }
  }

  /// A reading whose description, compared and described field by field,
  /// takes more stack than a number's.
  struct GaugeReading: Sendable, Equatable {
    let sensor: String
    let values: [Double]
    let flags: Set<String>
  }

  protocol Gauge: Sendable {
    func show(_ reading: GaugeReading)
  }

  final class MockGauge: Mock<Gauge>, Gauge, @unchecked Sendable {
    func show(_ reading: GaugeReading) { accept(reading) }
  }

  /// The mock the signal handler calls.
  nonisolated(unsafe) private var signalledGauge: MockGauge?
  /// Set by the signal handler once the call has returned.
  nonisolated(unsafe) private var signalHandled = false

  /// A thread with an alternate signal stack of 32 KiB, above a page that
  /// faults, gets a signal whose handler, on that stack, makes an
  /// unexpected call: the failure is worked out elsewhere, not on a stack
  /// whose room SwiftMock cannot tell.
  @Suite(.enabled(if: isScenario("SignalHandlerScenario")))
  struct SignalHandlerScenario {
    @Test func anUnexpectedCallInASignalHandler() {
      endTheProcessIfStillRunning(after: 20)
      noteLine("made"); signalledGauge = MockGauge()
      let ready = DispatchSemaphore(value: 0)
      nonisolated(unsafe) var target = pthread_t()
      let thread = Thread {
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let size = 32 << 10
        let mapping = mmap(
          nil, size + page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)!
        mprotect(mapping, page, PROT_NONE)
        var alternate = stack_t()
        alternate.ss_sp = mapping + page
        alternate.ss_size = size
        precondition(sigaltstack(&alternate, nil) == 0, "sigaltstack")
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in
          signalledGauge?.show(GaugeReading(sensor: "alt", values: [1.5], flags: ["x"]))
          signalHandled = true
        }
        action.sa_flags = SA_ONSTACK
        sigaction(SIGUSR1, &action, nil)
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGUSR1)
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
        target = pthread_self()
        ready.signal()
        while !signalHandled { usleep(1_000) }
      }
      thread.start()
      ready.wait()
      pthread_kill(target, SIGUSR1)
      while !signalHandled { usleep(1_000) }
    }
  }
#endif
